"""A resident's papers for roadworks on their street (the forty-fifth session): the council's
letter, the closure notice, the diversion and bin changes as a table, the contractor's FAQ and a
note. Its validation folder is a planned water supply interruption's: the water company's letter,
the times as CSV, the advice sheet, the compensation rules and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Dear resident, we will resurface Beech Avenue from Monday 3 November for 5 nights. Work runs from
8pm to 6am so the road is open in the day. Contact the highways team on 01632 960550.
""",
    "closure_notice.txt": """\
Road closed to all traffic between numbers 2 and 48 while work is under way. Residents can reach
their homes on foot at all times. Cars parked on the road after 7pm will be moved.
""",
    "changes.md": """\
# What changes

| what | change |
|---|---|
| diversion | via Elm Road and Station Road |
| bin collection | moved to Saturday 8 November |
| bus 14 | stops at the top of Elm Road |
""",
    "faq.txt": """\
Will it be noisy? The planer is loud for the first two nights; after that it is mostly rollers.
Ask for a free room at the Station Hotel if you work nights or have a newborn.
""",
    "note.txt": """\
Park on Elm Road those nights. Mrs Green at 22 needs her carer to get in at 7am.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do the roadworks start", "council_letter.txt", "Monday 3 November"),
    ("how long will the work take", "council_letter.txt", "5 nights"),
    ("what hours will they work", "council_letter.txt", "8pm to 6am"),
    ("what's the highways number", "council_letter.txt", "01632 960550"),
    ("can I get to my house", "closure_notice.txt", "on foot at all times"),
    ("what happens if I leave my car on the road", "closure_notice.txt", "will be moved"),
    ("which part of the road is closed", "closure_notice.txt", "between numbers 2 and 48"),
    ("what's the diversion", "changes.md", "via Elm Road and Station Road"),
    ("when are the bins collected", "changes.md", "Saturday 8 November"),
    ("where does the 14 bus stop", "changes.md", "top of Elm Road"),
    ("will it be noisy", "faq.txt", "first two nights"),
    ("can I get a hotel room", "faq.txt", "Station Hotel"),
    ("where should we park", "note.txt", "Elm Road"),
    ("what time does Mrs Green's carer come", "note.txt", "7am"),
    ("will the pavements be done too", None, ""),
    ("can I get compensation", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "water_letter.txt": """\
We need to turn off the water supply to your street on Wednesday 12 November while we
replace a main. Please store some water for drinking and flushing the day before.
""",
    "times.csv": """\
stage,time
water off,9am
expected back on,4pm
bottled water station open,8am to 6pm
""",
    "advice.txt": """\
When the water comes back it may look cloudy; run the cold kitchen tap until it clears. Do not use
the washing machine until the water runs clear.
""",
    "compensation.txt": """\
If your supply is off for more than 12 hours longer than we told you, we pay £50 automatically.
""",
    "text.txt": """\
The bottled water station is in the library car park, I'll get us some on my way back x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the water being turned off", "water_letter.txt", "Wednesday 12 November"),
    ("why are they turning it off", "water_letter.txt", "replace a main"),
    ("what time does the water go off", "times.csv", "9am"),
    ("when will it be back on", "times.csv", "4pm"),
    ("what if the water is cloudy", "advice.txt", "run the cold kitchen tap"),
    ("can I use the washing machine", "advice.txt", "until the water runs clear"),
    ("how much compensation do we get", "compensation.txt", "£50"),
    ("where is the bottled water station", "text.txt", "library car park"),
    ("what time is the water station open", "times.csv", "8am to 6pm"),
    ("will the hot water work", None, ""),
    ("do they deliver water to older people", None, ""),
]
