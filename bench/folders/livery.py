"""A horse owner's papers for a livery yard (the fifty-first session): the livery agreement, the
services and prices as a table, the yard rules, the turnout note and a text from the yard manager.
Its validation folder is a rider's for a riding holiday: the booking, the daily plan as CSV, the
rider requirements, the packing list and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "livery_agreement.txt": """\
This agreement is between Oakfield Farm Livery and Ms Helen Ashby for the care of her mare, Poppy,
on part livery from 1 March. Either side may end the agreement with one month's notice in writing.
""",
    "prices.md": """\
# Prices per week

| service | price |
|---|---|
| DIY livery | £45 |
| part livery | £95 |
| full livery | £160 |
| hay net | £6 |
| exercise ride | £15 |
""",
    "yard_rules.txt": """\
The yard is open to owners from 7am to 9pm every day. Dogs must be kept on a lead at all times.
Riding in the arena must be booked on the board in the tack room.
""",
    "turnout_note.txt": """\
In winter, horses are turned out in the morning and brought in by 3pm. From May, horses can live
out day and night in the summer paddocks.
""",
    "text.txt": """\
Hi Helen, the farrier is coming on Tuesday at 8am, so please leave Poppy's passport in the tack room. Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the notice period", "livery_agreement.txt", "one month's notice in writing"),
    ("when does Poppy start", "livery_agreement.txt", "from 1 March"),
    ("how much is part livery", "prices.md", "£95"),
    ("what does full livery cost", "prices.md", "£160"),
    ("how much is an exercise ride", "prices.md", "£15"),
    ("what time can I get to the yard", "yard_rules.txt", "from 7am to 9pm every day"),
    ("can I bring my dog", "yard_rules.txt", "Dogs must be kept on a lead at all times"),
    ("how do I book the arena", "yard_rules.txt", "booked on the board in the tack room"),
    ("when do they come in from the field in winter", "turnout_note.txt", "brought in by 3pm"),
    ("when is the farrier coming", "text.txt", "Tuesday at 8am"),
    ("where should I leave the passport", "text.txt", "in the tack room"),
    ("is there a horse walker", None, ""),
    ("who is the vet", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your riding holiday at Glen Affric Trails is booked for 5 nights from Sunday 14 June. Total paid
£1,240, including full board and all riding.
""",
    "daily_plan.csv": """\
day,ride,hours in the saddle
Monday,forest tracks to Loch Beinn a' Mheadhoin,4
Tuesday,hill ride to the old shielings,5
Wednesday,rest day or optional lesson,1
Thursday,river valley ride with a pub lunch,6
""",
    "rider_requirements.txt": """\
Riders must be able to walk, trot and canter confidently in open country. The weight limit for
riders is 15 stone, including clothing.
""",
    "packing_list.txt": """\
Bring a riding hat to the current safety standard, long boots or short boots with half chaps,
waterproofs and midge repellent.
""",
    "email.txt": """\
Dear Mrs Fraser, we can collect you from Inverness station at 3pm on the Sunday for £25 each way. Ailsa
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many nights is it", "booking.txt", "5 nights"),
    ("how much did I pay", "booking.txt", "£1,240"),
    ("what's the ride on Tuesday", "daily_plan.csv", "hill ride to the old shielings"),
    ("how many hours are we riding on Thursday", "daily_plan.csv", "6"),
    ("which day is the rest day", "daily_plan.csv", "Wednesday"),
    ("do I need to be able to canter", "rider_requirements.txt", "walk, trot and canter confidently"),
    ("what's the weight limit", "rider_requirements.txt", "15 stone"),
    ("what hat do I need", "packing_list.txt", "a riding hat to the current safety standard"),
    ("what boots should I bring", "packing_list.txt", "long boots or short boots with half chaps"),
    ("can they pick me up from the station", "email.txt", "collect you from Inverness station"),
    ("is there wifi", None, ""),
    ("can I bring my own horse", None, ""),
]
