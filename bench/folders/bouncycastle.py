"""A parent's papers for hiring a bouncy castle for a garden party (the forty-ninth session): the
hire confirmation, the safety rules, the options as a table, the delivery notes and a text. Its
validation folder is a parent's for a party entertainer: the booking, the terms, the show plan as
CSV, the venue note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Hire of the Jungle Castle (12ft by 15ft) on Saturday 14 June, delivered by 9am and collected from
6pm. Total £95, with a £20 deposit paid; the rest is due on delivery.
""",
    "safety_rules.txt": """\
An adult must supervise at all times. No shoes, food, drinks or face paint on the castle.
Take it down if the wind is over 24mph. Children under 5 bounce separately from older ones.
""",
    "options.md": """\
# Extras

| extra | price |
|---|---|
| soft play mats | £15 |
| ball pool | £25 |
| generator (no power socket) | £30 |
| rain cover | free |
""",
    "delivery_notes.txt": """\
We need a flat area of grass at least 15ft by 18ft and a power socket within 50 metres. We can set
up on paving, but only with crash mats.
""",
    "text.txt": """\
Hi, just to say we'll be with you about 8.30 on Saturday, our van is a red Transit. Bouncy Bob's
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they delivering the castle", "confirmation.txt", "delivered by 9am"),
    ("when will they collect it", "confirmation.txt", "collected from"),
    ("how much do I still owe", "confirmation.txt", "the rest is due on delivery"),
    ("can the kids eat on it", "safety_rules.txt", "No shoes, food, drinks or face paint"),
    ("what if it's windy", "safety_rules.txt", "Take it down if the wind is over 24mph"),
    ("how much is a ball pool", "options.md", "£25"),
    ("do I need a generator", "options.md", "generator (no power socket)"),
    ("is the rain cover extra", "options.md", "free"),
    ("how much space do we need", "delivery_notes.txt", "at least 15ft by 18ft"),
    ("can it go on the patio", "delivery_notes.txt", "only with crash mats"),
    ("what time will they arrive", "text.txt", "about 8.30"),
    ("do they have insurance", None, ""),
    ("can adults go on it", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Captain Confetti's party show for Isla's 5th birthday, Sunday 22 June, 2pm to 4pm at the Scout Hut.
£180 for the two hours.
""",
    "terms.txt": """\
A £50 deposit secures the date and is not refundable. The balance can be paid by bank transfer
the week before.
""",
    "show_plan.csv": """\
time,what
2:00,magic show
2:30,party games
3:15,food break
3:35,balloon modelling
""",
    "venue_note.txt": """\
I need a space about 3 metres square and one power socket for the music.
""",
    "email.txt": """\
Hi Becky, I'll bring a small prize for every child, and the birthday girl gets a wand! Captain Confetti
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the entertainer", "booking.txt", "£180"),
    ("what time does the show start", "booking.txt", "2pm to 4pm"),
    ("is the deposit refundable", "terms.txt", "not refundable"),
    ("when do I pay the rest", "terms.txt", "the week before"),
    ("when is the food break", "show_plan.csv", "3:15"),
    ("what happens at 2:30", "show_plan.csv", "party games"),
    ("how much space does he need", "venue_note.txt", "about 3 metres square"),
    ("does he need a plug", "venue_note.txt", "one power socket"),
    ("do the children get prizes", "email.txt", "a small prize for every child"),
    ("what does Isla get", "email.txt", "a wand"),
    ("does he bring a cake", None, ""),
    ("is there face painting", None, ""),
]
