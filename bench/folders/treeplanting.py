"""A volunteer's papers for a community tree planting (the fiftieth session): the sign-up email,
the safety briefing, the planting days as a table, the parking note and a text. Its validation
folder is a volunteer's for a beach clean: the sign-up email, the safety rules, the dates as CSV,
the kit note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "signup_email.txt": """\
Thanks for volunteering with Greenway Trust! We're planting 400 native trees at Millbrook Meadows.
Sessions run from 10am to 2pm and tools, gloves and tea are provided.
""",
    "safety_briefing.txt": """\
Volunteers under 16 must come with a parent or guardian. Wear sturdy boots and clothes you don't
mind getting muddy. Tell the leader if you have not had a tetanus jab in the last ten years.
""",
    "planting_days.md": """\
# Planting days

| date | area | trees |
|---|---|---|
| Saturday 22 November | north hedge | hawthorn and blackthorn |
| Sunday 7 December | pond edge | willow and alder |
| Saturday 17 January | top field | oak and rowan |
""",
    "parking_note.txt": """\
Park in the Millbrook Sports Club car park on Hillside Road and follow the green arrows to the
meeting point by the gate. The walk takes about ten minutes.
""",
    "text.txt": """\
Hi Amir, bring a packed lunch on Saturday, we'll stop at 12:30 for half an hour. Jess, Greenway
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many trees are we planting", "signup_email.txt", "400 native trees"),
    ("what time does it start", "signup_email.txt", "from 10am to 2pm"),
    ("do I need to bring gloves", "signup_email.txt", "tools, gloves and tea are provided"),
    ("can my 14 year old come", "safety_briefing.txt", "must come with a parent or guardian"),
    ("what should I wear", "safety_briefing.txt", "Wear sturdy boots"),
    ("what about tetanus", "safety_briefing.txt", "Tell the leader if you have not had a tetanus jab"),
    ("what trees are we planting by the pond", "planting_days.md", "willow and alder"),
    ("when are we planting the oaks", "planting_days.md", "Saturday 17 January"),
    ("where are we on 22 November", "planting_days.md", "north hedge"),
    ("where do I park", "parking_note.txt", "Millbrook Sports Club car park"),
    ("how far is the walk from the car park", "parking_note.txt", "about ten minutes"),
    ("when is lunch", "text.txt", "12:30"),
    ("can I bring my dog", None, ""),
    ("will there be toilets", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "signup_email.txt": """\
You're signed up for the Seaview Bay beach clean with Clean Coasts. We meet at the lifeguard hut
at 9:30am and finish by midday. Litter pickers, bags and gloves are all provided.
""",
    "safety_rules.txt": """\
Do not pick up needles, sharp metal or anything that looks like a chemical; tell a leader instead.
Children must stay with their own adult at all times.
""",
    "dates.csv": """\
date,beach,tide
Sunday 5 October,Seaview Bay,low at 10:12am
Sunday 2 November,Sandy Point,low at 9:48am
Sunday 7 December,Seaview Bay,low at 11:05am
""",
    "kit_note.txt": """\
Bring a reusable water bottle and sun cream, even in autumn. Wellies or old trainers are best, as
the rocks are slippery.
""",
    "message.txt": """\
Hi Zara, after the clean we're all going for chips at the Harbour Cafe, you're welcome to join! Pete
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where do we meet", "signup_email.txt", "at the lifeguard hut"),
    ("what time does it finish", "signup_email.txt", "by midday"),
    ("do I need my own bags", "signup_email.txt", "bags and gloves are all provided"),
    ("what if I find a needle", "safety_rules.txt", "tell a leader instead"),
    ("can my kids wander off", "safety_rules.txt", "Children must stay with their own adult"),
    ("which beach is in November", "dates.csv", "Sandy Point"),
    ("when is low tide on 7 December", "dates.csv", "low at 11:05am"),
    ("what shoes should I wear", "kit_note.txt", "Wellies or old trainers are best"),
    ("do I need sun cream", "kit_note.txt", "sun cream"),
    ("where are we going afterwards", "message.txt", "for chips at the Harbour Cafe"),
    ("is there parking", None, ""),
    ("do I get a certificate", None, ""),
]
