"""A customer's papers for a handyman assembling flatpack furniture (the forty-seventh session): the
booking, the handyman's terms, the jobs and times as a table, the prep note and a text. Its
validation folder is a customer's for a TV wall mounting: the booking, the installer's terms, the
bracket options as CSV, the prep note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Handy Andy booking for Ms Green, Saturday 8 November, arrival window 12pm to 2pm:
assemble a wardrobe and a chest of drawers. Estimated 3 hours.
""",
    "terms.txt": """\
Charged at £32 an hour, minimum 2 hours. Missing parts are the customer's responsibility.
Packaging can be taken away for £10.
""",
    "jobs_and_times.md": """\
# Jobs and times

| item | typical time |
|---|---|
| PAX wardrobe | 2 hours |
| chest of drawers | 1 hour |
| bed frame | 90 minutes |
| desk | 45 minutes |
""",
    "prep_note.txt": """\
Clear a space of at least 3m by 2m near where the furniture will go. Wardrobes over 2m tall are fixed to the wall.
""",
    "text.txt": """\
Running late from the last job, be there at 2.30 instead. Andy
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Andy coming", "booking.txt", "Saturday 8 November"),
    ("what is he assembling", "booking.txt", "a wardrobe and a chest of drawers"),
    ("how much does he charge an hour", "terms.txt", "£32 an hour"),
    ("what if parts are missing", "terms.txt", "customer's responsibility"),
    ("will he take the cardboard away", "terms.txt", "Packaging can be taken away for £10"),
    ("how long does a bed frame take", "jobs_and_times.md", "90 minutes"),
    ("how long is a desk", "jobs_and_times.md", "45 minutes"),
    ("how much space does he need", "prep_note.txt", "3m by 2m"),
    ("will the wardrobe be fixed to the wall", "prep_note.txt", "fixed to the wall"),
    ("what time will he get here now", "text.txt", "2.30"),
    ("what is the minimum charge", "terms.txt", "minimum 2 hours"),
    ("does he bring a drill", None, ""),
    ("can he put up shelves", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Wall mount for a 65-inch TV in the living room, Thursday 13 November, 9am slot. Fitting £89, cables hidden in trunking.
""",
    "installer_terms.txt": """\
We can't chase cables into the wall in rented homes without the landlord's written permission.
Plasterboard walls need special fixings, charged at £15.
""",
    "brackets.csv": """\
bracket,type,price
Fixed,flat to the wall,£29
Tilting,tilts 15 degrees,£39
Full motion,swings out 45cm,£69
""",
    "prep_note.txt": """\
Have the TV out of its box and the wall clear. Someone over 18 must be home.
""",
    "message.txt": """\
We'll bring the Tilting bracket as you asked. Sam from WallFit
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they fitting the TV", "booking.txt", "Thursday 13 November"),
    ("how much is the fitting", "booking.txt", "£89"),
    ("what size is the TV", "booking.txt", "65-inch"),
    ("can they hide the cables in the wall", "installer_terms.txt", "landlord's written permission"),
    ("what if it's a plasterboard wall", "installer_terms.txt", "special fixings"),
    ("how much is the full motion bracket", "brackets.csv", "£69"),
    ("how far does the tilting bracket tilt", "brackets.csv", "15 degrees"),
    ("does someone need to be home", "prep_note.txt", "Someone over 18 must be home"),
    ("which bracket are they bringing", "message.txt", "Tilting"),
    ("should the TV be unboxed", "prep_note.txt", "out of its box"),
    ("do they take the old TV away", None, ""),
    ("will they set up the soundbar", None, ""),
]
