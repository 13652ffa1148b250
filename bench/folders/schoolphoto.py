"""A parent's papers for school photographs (the forty-ninth session): the school's letter, the
photographer's terms, the packs as a table, the ordering note and a text. Its validation folder is
a parent's for nursery photographs: the letter, the terms, the prices as CSV, the sibling note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "school_letter.txt": """\
School photographs will be taken on Tuesday 23 September.
Children should come in full school uniform. Brothers and sisters at the school will be photographed together before lunch.
""",
    "photographer_terms.txt": """\
There is no obligation to buy. Orders placed within 14 days are posted to the school free; after
that, postage to your home is £4.50.
""",
    "packs.md": """\
# Packs

| pack | what you get | price |
|---|---|---|
| A | one 10x8 and two 5x7 prints | £24 |
| B | two 5x7 prints | £15 |
| digital | the high-resolution file | £18 |
""",
    "ordering_note.txt": """\
Your proof card has a login code on the back. Order online at photos.example.com using that code.
""",
    "text.txt": """\
Hi Claire, Ruby's photo came out lovely, the proofs come home next Friday in book bags. Miss Patel
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are the school photos", "school_letter.txt", "Tuesday 23 September"),
    ("what should Ruby wear", "school_letter.txt", "full school uniform"),
    ("can siblings have a photo together", "school_letter.txt", "photographed together before lunch"),
    ("do I have to buy the photos", "photographer_terms.txt", "There is no obligation to buy"),
    ("how much is postage", "photographer_terms.txt", "£4.50"),
    ("how much is pack A", "packs.md", "£24"),
    ("what's in pack B", "packs.md", "two 5x7 prints"),
    ("how much is the digital file", "packs.md", "£18"),
    ("where is the login code", "ordering_note.txt", "on the back"),
    ("how do I order", "ordering_note.txt", "Order online at photos.example.com"),
    ("when do the proofs come home", "text.txt", "next Friday in book bags"),
    ("can I get a retake", None, ""),
    ("can I get a calendar", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
The photographer will be at Little Acorns Nursery on Thursday 9 October, 9am to 12pm. If your child
doesn't attend on Thursdays, you can bring them in for a 9am slot.
""",
    "terms.txt": """\
Prints are ready about 3 weeks after you order. Payment is online only.
""",
    "prices.csv": """\
product,price
single print 7x5,£9
keyring,£8
mug,£12
digital download,£15
""",
    "sibling_note.txt": """\
Older brothers and sisters who are not at the nursery can join a family photo at 11.30am.
""",
    "email.txt": """\
Hi Sara, please put a spare top in Noah's bag in case of spills before the photo! Little Acorns
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the nursery photographer coming", "letter.txt", "Thursday 9 October"),
    ("he doesn't go on Thursdays, can he still have a photo", "letter.txt", "you can bring them in for a 9am slot"),
    ("how long until the prints come", "terms.txt", "about 3 weeks"),
    ("can I pay cash", "terms.txt", "Payment is online only"),
    ("how much is a mug", "prices.csv", "£12"),
    ("how much is the digital download", "prices.csv", "£15"),
    ("can his big sister be in the photo", "sibling_note.txt", "can join a family photo at 11.30am"),
    ("what time is the family photo", "sibling_note.txt", "11.30am"),
    ("what should I put in Noah's bag", "email.txt", "a spare top"),
    ("what time does the photographer leave", "letter.txt", "12pm"),
    ("is there a discount for two children", None, ""),
    ("can we choose the background", None, ""),
]
