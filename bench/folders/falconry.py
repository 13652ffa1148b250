"""A gift recipient's papers for a falconry experience (the fiftieth session): the voucher, the
centre's terms, the birds as a table, the visit note and a text. Its validation folder is a gift
recipient's for a hot air balloon flight: the voucher, the flight terms, the launch sites as CSV,
the what-to-wear note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "voucher.txt": """\
Gift voucher: a Hawk Walk for two at Fenwick Falconry Centre. Voucher code FFC-3390,
valid for 12 months from 5 March. Book your date by calling 01632 771 204.
""",
    "terms.txt": """\
Participants must be 12 or over; under 16s need a paying adult with them. Experiences go ahead in
light rain but are moved if there are strong winds.
""",
    "birds.md": """\
# Meet the birds

| bird | kind | age |
|---|---|---|
| Luna | barn owl | 6 |
| Rocket | Harris hawk | 9 |
| Pip | kestrel | 3 |
""",
    "visit_note.txt": """\
The Hawk Walk lasts about two hours through Fenwick Woods. Gloves are provided.
Arrive 20 minutes before your start time at the visitor centre.
""",
    "text.txt": """\
Happy birthday Dad! The voucher includes lunch at the centre's tea room. Love, Emma
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the voucher code", "voucher.txt", "FFC-3390"),
    ("how long is the voucher valid", "voucher.txt", "valid for 12 months from 5 March"),
    ("how do I book", "voucher.txt", "by calling 01632 771 204"),
    ("how old do you have to be", "terms.txt", "12 or over"),
    ("what if it's windy", "terms.txt", "moved if there are strong winds"),
    ("what kind of bird is Rocket", "birds.md", "Harris hawk"),
    ("how old is the barn owl", "birds.md", "6"),
    ("how long is the hawk walk", "visit_note.txt", "about two hours"),
    ("do I need to bring gloves", "visit_note.txt", "Gloves are provided"),
    ("when should I arrive", "visit_note.txt", "Arrive 20 minutes before your start time"),
    ("is lunch included", "text.txt", "The voucher includes lunch"),
    ("can I take photos", None, ""),
    ("can I bring my dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "voucher.txt": """\
Balloon flight voucher for one passenger, reference SKY-5817. Valid until 30 September next year.
Flights run from April to September, at dawn and in the early evening.
""",
    "flight_terms.txt": """\
Passengers must be at least 1.2 metres tall and weigh under 120kg. Flights are often cancelled for
weather; your voucher is then moved to another date at no cost.
""",
    "launch_sites.csv": """\
site,county,meeting point
Castle Howard,North Yorkshire,main car park
Harewood House,West Yorkshire,estate office
Bolton Abbey,North Yorkshire,cavendish pavilion
""",
    "wear_note.txt": """\
Wear flat, sturdy shoes and clothes for a walk across a field.
A hat is a good idea, as the burner is hot above your head.
""",
    "email.txt": """\
Dear passenger, please ring our flight line at 3pm the day before to check that your flight is on. Balloon Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my reference", "voucher.txt", "SKY-5817"),
    ("when does the voucher run out", "voucher.txt", "Valid until 30 September next year"),
    ("what months do they fly", "voucher.txt", "from April to September"),
    ("is there a weight limit", "flight_terms.txt", "weigh under 120kg"),
    ("what if my flight is cancelled", "flight_terms.txt", "moved to another date at no cost"),
    ("where do we meet at Harewood House", "launch_sites.csv", "estate office"),
    ("which county is Bolton Abbey in", "launch_sites.csv", "North Yorkshire"),
    ("what shoes should I wear", "wear_note.txt", "flat, sturdy shoes"),
    ("why bring a hat", "wear_note.txt", "the burner is hot above your head"),
    ("when do I check my flight is on", "email.txt", "at 3pm the day before"),
    ("how long is the flight", None, ""),
    ("is there champagne after", None, ""),
]
