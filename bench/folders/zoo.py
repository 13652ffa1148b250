"""A family's papers for a zoo annual pass (the forty-eighth session): the membership letter, the
members' rules, the talks timetable as a table, the parking note and an email. Its validation
folder is a family's for a farm park season ticket: the ticket, the park's rules, the activities
as CSV, the opening note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_letter.txt": """\
Welcome to Brackley Zoo! Family membership for 2 adults and up to 3 children, valid until 30 April
next year. Membership number BZ-30917. Show your digital card at the members' gate.
""",
    "members_rules.txt": """\
Members get 10% off in the shops and cafés. Guests can come in for half price when with a member.
Dogs are not allowed, except assistance dogs.
""",
    "talks.md": """\
# Keeper talks

| animal | time | place |
|---|---|---|
| penguins | 11am | Penguin Beach |
| giraffes | 12.30pm | Giraffe House |
| lions | 2pm | Lion Lookout |
| sea lions | 3.30pm | Splash Pool |
""",
    "parking_note.txt": """\
Parking is free for members; the overflow car park opens on busy days. Electric car chargers are in car park B.
""",
    "email.txt": """\
Hi, members can book a free early-morning visit to see the red pandas fed, on the first Saturday of the month. Brackley Zoo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many kids does the pass cover", "membership_letter.txt", "up to 3 children"),
    ("when does our membership expire", "membership_letter.txt", "30 April"),
    ("what's our membership number", "membership_letter.txt", "BZ-30917"),
    ("do we get a discount in the cafe", "members_rules.txt", "10% off"),
    ("how much is it for a friend to come", "members_rules.txt", "half price"),
    ("can we bring the dog", "members_rules.txt", "Dogs are not allowed"),
    ("what time is the penguin talk", "talks.md", "11am"),
    ("where is the lion talk", "talks.md", "Lion Lookout"),
    ("which talk is at 3.30", "talks.md", "sea lions"),
    ("do members pay for parking", "parking_note.txt", "Parking is free for members"),
    ("where can I charge my car", "parking_note.txt", "car park B"),
    ("when can we see the red pandas fed", "email.txt", "first Saturday of the month"),
    ("can we feed the goats", None, ""),
    ("is there a soft play", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "season_ticket.txt": """\
Hilltop Farm Park season ticket for the Carter family (2 adults, 2 children),
valid 1 March to 31 October. Bring the ticket each visit; it cannot be lent to anyone else.
""",
    "park_rules.txt": """\
Wash your hands after touching the animals. Children under 14 must be with an adult. Please don't
feed the animals anything but the feed bags from the shop.
""",
    "activities.csv": """\
activity,time,age
Tractor ride,every hour from 10.30am,all ages
Lamb feeding,11.30am,3 and over
Pig racing,2pm,all ages
Pony grooming,3pm,5 and over
""",
    "opening_note.txt": """\
Open daily 10am to 5pm; last entry 4pm. Closed in very high winds, check the website that morning.
""",
    "text.txt": """\
The indoor barn has the sandpit and the go-karts if it rains! Jen
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is our season ticket valid", "season_ticket.txt", "1 March to 31 October"),
    ("can my neighbour use our ticket", "season_ticket.txt", "cannot be lent to anyone else"),
    ("can the kids go round on their own", "park_rules.txt", "Children under 14 must be with an adult"),
    ("what can we feed the animals", "park_rules.txt", "the feed bags from the shop"),
    ("what time is pig racing", "activities.csv", "2pm"),
    ("how often is the tractor ride", "activities.csv", "every hour from 10.30am"),
    ("how old do you have to be for pony grooming", "activities.csv", "5 and over"),
    ("what time is last entry", "opening_note.txt", "4pm"),
    ("what if it rains", "text.txt", "The indoor barn"),
    ("when is lamb feeding", "activities.csv", "11.30am"),
    ("is there a cafe", None, ""),
    ("can we have a birthday party there", None, ""),
]
