"""A parent's papers for a child's ice skating course (the forty-seventh session): the booking,
the rink's rules, the course levels as a table, the kit advice and a text. Its validation folder is
a parent's for a roller disco party: the booking, the venue's rules, the skate sizes as CSV, the
party plan and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Learn to Skate course for Maisie, 8 weekly lessons on Saturdays at 9am, starting 11 January, at
Riverside Ice Arena. Course fee £72, skate hire included.
""",
    "rink_rules.txt": """\
Gloves must be worn on the ice. Skaters under 8 must wear a helmet. No food or drink on the ice.
""",
    "levels.md": """\
# Course levels

| level | what they learn | next step |
|---|---|---|
| Basic 1 | marching, falling and getting up | Basic 2 |
| Basic 2 | forward swizzles and gliding | Basic 3 |
| Basic 3 | backward skating and stopping | Basic 4 |
""",
    "kit_advice.txt": """\
Wear warm layers and thin socks, not thick ones. Jeans get wet and cold, so leggings or joggers are better.
""",
    "text.txt": """\
Maisie is in Basic 2 now! Her coach is Irina. Lessons are 30 minutes. Gran
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time are the lessons", "booking.txt", "9am"),
    ("how many lessons are there", "booking.txt", "8 weekly lessons"),
    ("is skate hire included", "booking.txt", "skate hire included"),
    ("does she need gloves", "rink_rules.txt", "Gloves must be worn"),
    ("does she need a helmet", "rink_rules.txt", "under 8 must wear a helmet"),
    ("what do they learn in Basic 3", "levels.md", "backward skating and stopping"),
    ("what comes after Basic 1", "levels.md", "Basic 2"),
    ("what socks should she wear", "kit_advice.txt", "thin socks"),
    ("can she wear jeans", "kit_advice.txt", "Jeans get wet and cold"),
    ("who is her coach", "text.txt", "Irina"),
    ("how long is each lesson", "text.txt", "30 minutes"),
    ("is there a show at the end", None, ""),
    ("can parents skate too", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Roller disco party for Ava's 10th, Saturday 7 March, 3pm to 5pm at Skate Central. 15 skaters at £14 each.
""",
    "venue_rules.txt": """\
Helmets and knee pads are compulsory for under-12s. Own skates are allowed if checked by staff. No
skating in the party room.
""",
    "skate_sizes.csv": """\
child,shoe size,helmet
Ava,4,medium
Lily,2,small
Noor,3,medium
""",
    "party_plan.txt": """\
Skating 3pm to 4.15pm, then food and cake in the party room. The DJ plays requests.
""",
    "message.txt": """\
Please tell us about any allergies by Wednesday. Food is hot dogs or veggie nuggets. Skate Central
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the roller disco", "booking.txt", "3pm to 5pm"),
    ("how much per skater", "booking.txt", "£14 each"),
    ("do they need knee pads", "venue_rules.txt", "knee pads are compulsory"),
    ("can Ava bring her own skates", "venue_rules.txt", "Own skates are allowed if checked by staff"),
    ("what shoe size is Lily", "skate_sizes.csv", "2"),
    ("what size helmet does Noor need", "skate_sizes.csv", "medium"),
    ("when is the food", "party_plan.txt", "4.15pm"),
    ("can they request songs", "party_plan.txt", "The DJ plays requests"),
    ("when do we need to tell them about allergies", "message.txt", "by Wednesday"),
    ("what food is there", "message.txt", "hot dogs or veggie nuggets"),
    ("is there a prize", None, ""),
    ("can siblings come", None, ""),
]
