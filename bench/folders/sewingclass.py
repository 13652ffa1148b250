"""A student's papers for a sewing course (the forty-eighth session): the booking, the studio's
terms, the course plan as a table, the materials list and a text. Its validation folder is a
member's for a knitting group: the welcome note, the group's rules, the patterns as CSV, the
yarn note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Thread & Thimble: beginners' dressmaking, six Tuesday evenings from 4 March, 6.30pm to 9pm. Course
fee £165. Sewing machines are provided in class.
""",
    "terms.txt": """\
Missed classes cannot be refunded but can be caught up at a Saturday drop-in for £15. Maximum 8
students per class. Fabric is not included.
""",
    "course_plan.md": """\
# Course plan

| week | project |
|---|---|
| 1 | using the machine, a cushion cover |
| 2 | reading a pattern |
| 3 | cutting out a skirt |
| 4 | zips and waistbands |
| 5 | hemming and finishing |
| 6 | fitting and alterations |
""",
    "materials_list.txt": """\
Bring 1.5 metres of medium-weight cotton, matching thread and fabric scissors. Don't bring stretchy fabric.
""",
    "text.txt": """\
Hi Mel, park behind the studio in the Co-op car park, it's free after 6. Kate
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what night is the sewing class", "booking.txt", "Tuesday evenings"),
    ("how much is the course", "booking.txt", "£165"),
    ("do I need my own sewing machine", "booking.txt", "Sewing machines are provided in class"),
    ("what if I miss a class", "terms.txt", "caught up at a Saturday drop-in"),
    ("how many are in a class", "terms.txt", "Maximum 8"),
    ("is fabric included", "terms.txt", "Fabric is not included"),
    ("what do we do in week 4", "course_plan.md", "zips and waistbands"),
    ("when do we cut out the skirt", "course_plan.md", "3"),
    ("how much fabric do I need", "materials_list.txt", "1.5 metres"),
    ("can I use stretchy fabric", "materials_list.txt", "Don't bring stretchy fabric"),
    ("where do I park", "text.txt", "in the Co-op car park"),
    ("is there a certificate", None, ""),
    ("can I bring my own machine", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_note.txt": """\
Welcome to Purl Jam! We meet every Thursday, 2pm to 4pm, in the library's community room.
£3 a session, tea and biscuits included.
""",
    "group_rules.txt": """\
All levels are welcome. Spare needles are in the blue tin; please put them back. We knit blankets
for the hospice in November.
""",
    "patterns.csv": """\
pattern,level,needles
Garter scarf,beginner,6mm
Cabled hat,intermediate,5mm
Baby cardigan,intermediate,4mm
""",
    "yarn_note.txt": """\
Donated yarn is free to use for charity knitting only. The wool shop on Bridge Street gives members 10% off.
""",
    "email.txt": """\
Hi Jo, bring your half-finished hat and we'll sort out the cables together! Maggie
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the knitting group meet", "welcome_note.txt", "every Thursday, 2pm to 4pm"),
    ("how much is it", "welcome_note.txt", "£3 a session"),
    ("do I need to be good at knitting", "group_rules.txt", "All levels are welcome"),
    ("where are the spare needles", "group_rules.txt", "in the blue tin"),
    ("what needles for the scarf", "patterns.csv", "6mm"),
    ("which patterns are intermediate", "patterns.csv", "Cabled hat"),
    ("can I use the donated yarn for myself", "yarn_note.txt", "for charity knitting only"),
    ("where do members get a discount", "yarn_note.txt", "The wool shop on Bridge Street"),
    ("what should Jo bring", "email.txt", "your half-finished hat"),
    ("what do they knit for the hospice", "group_rules.txt", "blankets"),
    ("is there parking at the library", None, ""),
    ("can I bring my grandchild", None, ""),
]
