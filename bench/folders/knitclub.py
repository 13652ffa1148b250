"""A member's papers for a knitting club (the forty-ninth session): the welcome note, the club's
ways, the projects as a table, the charity knitting note and a text. Its validation folder is a
guest's for a crochet workshop: the booking, the rules, the materials as CSV, the pattern note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Knit and Natter meets every Thursday, 2 to 4pm, in the library's community room. It's £2 a week,
which covers tea and biscuits. Beginners are very welcome.
""",
    "club_ways.txt": """\
Bring your own needles and yarn; the club has spares if you forget. We break up for August and
restart on the first Thursday of September.
""",
    "projects.md": """\
# This term's projects

| project | yarn | needles |
|---|---|---|
| baby hat | double knit | 4mm |
| tea cosy | aran | 5mm |
| winter scarf | chunky | 8mm |
""",
    "charity_note.txt": """\
Knitted squares for the hospice blankets should be 15cm by 15cm, in any colour. Hand them to Pat.
""",
    "text.txt": """\
Hi June, the wool shop on Market Street gives club members 10% off, just mention Knit and Natter. Pat
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the knitting club meet", "welcome.txt", "every Thursday, 2 to 4pm"),
    ("how much is it", "welcome.txt", "£2 a week"),
    ("where do they meet", "welcome.txt", "in the library's community room"),
    ("do I need my own needles", "club_ways.txt", "Bring your own needles and yarn"),
    ("is there a club in August", "club_ways.txt", "We break up for August"),
    ("what needles for the scarf", "projects.md", "8mm"),
    ("what yarn is the tea cosy", "projects.md", "aran"),
    ("how big should the squares be", "charity_note.txt", "15cm by 15cm"),
    ("who do I give the squares to", "charity_note.txt", "Hand them to Pat"),
    ("where is the wool shop", "text.txt", "on Market Street"),
    ("do members get a discount at the wool shop", "text.txt", "10% off"),
    ("do they teach crochet", None, ""),
    ("is there a waiting list", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Beginners' crochet: make a granny square, Saturday 18 October, 10am to 1pm at The Yarn Loft. £35,
all materials included.
""",
    "rules.txt": """\
Maximum 8 people. Tickets can be transferred to a friend but not refunded.
""",
    "materials.csv": """\
item,what we give you
hook,4mm bamboo hook to keep
yarn,three colours of cotton double knit
pattern,printed granny square pattern
""",
    "pattern_note.txt": """\
The pattern uses UK terms: a UK treble is a US double crochet.
""",
    "email.txt": """\
Hi Nora, there's a tea and cake break at 11.30 in the café downstairs. The Yarn Loft
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the crochet workshop", "booking.txt", "Saturday 18 October, 10am to 1pm"),
    ("how much is it", "booking.txt", "£35"),
    ("are materials included", "booking.txt", "all materials included"),
    ("how many people are in the class", "rules.txt", "Maximum 8 people"),
    ("can I get a refund", "rules.txt", "not refunded"),
    ("what size hook do we get", "materials.csv", "4mm bamboo hook to keep"),
    ("what yarn do we use", "materials.csv", "three colours of cotton double knit"),
    ("is the pattern in US terms", "pattern_note.txt", "The pattern uses UK terms"),
    ("when is the break", "email.txt", "at 11.30"),
    ("where is the café", "email.txt", "downstairs"),
    ("is there parking", None, ""),
    ("can children come", None, ""),
]
