"""A parent's papers for a roller disco party (the forty-ninth session): the booking, the rink's
rules, the packages as a table, the safety note and a text. Its validation folder is a parent's for
a trampoline park session: the booking, the rules, the prices as CSV, the socks note and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Roller disco party for Zara's 9th birthday at Skate City, Saturday 11 October, 3 to 5pm. 14
children booked on the Gold package. A £60 deposit has been paid.
""",
    "rink_rules.txt": """\
Helmets must be worn by under 12s. No food or drink on the rink. One adult must stay for every 8
children.
""",
    "packages.md": """\
# Party packages

| package | per child | includes |
|---|---|---|
| Silver | £14 | skating and skate hire |
| Gold | £18 | skating, skate hire and party food |
| Platinum | £22 | skating, skate hire, party food and a goody bag |
""",
    "safety_note.txt": """\
Wrist guards and knee pads can be borrowed free at the skate desk. First-timers can use a skate trainer.
""",
    "text.txt": """\
Hi, please arrive 20 minutes early to fit skates. Party host will be Dani. Skate City
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Zara's party", "booking.txt", "Saturday 11 October, 3 to 5pm"),
    ("how many children are coming", "booking.txt", "14"),
    ("how much deposit did we pay", "booking.txt", "£60"),
    ("do the kids need helmets", "rink_rules.txt", "Helmets must be worn by under 12s"),
    ("how many adults need to stay", "rink_rules.txt", "One adult must stay for every 8"),
    ("how much is Gold per child", "packages.md", "£18"),
    ("what does Platinum include", "packages.md", "skating, skate hire, party food and a goody bag"),
    ("can we borrow knee pads", "safety_note.txt", "knee pads can be borrowed free"),
    ("what if a child has never skated", "safety_note.txt", "First-timers can use a skate trainer"),
    ("when should we get there", "text.txt", "20 minutes early"),
    ("who is the party host", "text.txt", "Dani"),
    ("can we bring a cake", None, ""),
    ("is there parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Open jump session for 3 at Bounce Zone, Sunday 19 October, 11am, 60 minutes. £42 paid.
""",
    "rules.txt": """\
Everyone must have a signed waiver before jumping. Under 8s jump in the junior zone only.
""",
    "prices.csv": """\
session,price
60 minutes,£14
90 minutes,£19
toddler hour,£8
""",
    "socks_note.txt": """\
Grip socks must be worn; they cost £2.50 a pair and can be reused on later visits.
""",
    "email.txt": """\
Hi Mr Adeyemi, please complete the waivers online before you come to save time. Bounce Zone
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is our trampoline session", "booking.txt", "Sunday 19 October, 11am"),
    ("how long is the session", "booking.txt", "60 minutes"),
    ("how much did we pay", "booking.txt", "£42 paid"),
    ("does everyone need a waiver", "rules.txt", "Everyone must have a signed waiver before jumping"),
    ("where do under 8s jump", "rules.txt", "in the junior zone only"),
    ("how much is 90 minutes", "prices.csv", "£19"),
    ("how much is toddler hour", "prices.csv", "£8"),
    ("how much are the socks", "socks_note.txt", "£2.50 a pair"),
    ("can we reuse the socks", "socks_note.txt", "can be reused on later visits"),
    ("how do I do the waiver", "email.txt", "complete the waivers online"),
    ("is there a café", None, ""),
    ("can parents jump too", None, ""),
]
