"""A household's papers for a piano tuning (the fifty-second session): the booking email, the
price list as a table, the preparation note, the tuner's report and a text. Its validation folder
is a household's for a sewing machine service: the booking, the prices as CSV, the drop off note,
the engineer's note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Thank you for booking a tuning with Ellis Piano Services. Martin will call on Friday 7 March
between 2pm and 4pm. A standard tuning takes about an hour and a half.
""",
    "price_list.md": """\
# Prices

| service | price |
|---|---|
| standard tuning | £85 |
| pitch raise and tuning | £120 |
| call out beyond 15 miles | £15 |
""",
    "preparation_note.txt": """\
Please clear the top of the piano and keep the room quiet while Martin works. Avoid placing the
piano near a radiator or a sunny window.
""",
    "tuner_report.txt": """\
The piano had dropped a quarter of a tone, so a pitch raise was done. Two hammers are worn.
Next tuning recommended in six months.
""",
    "text.txt": """\
Martin here, running 20 min late, sorry! Should be with you by 2.30. M
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the tuner coming", "booking_email.txt", "Friday 7 March"),
    ("how long does a tuning take", "booking_email.txt", "about an hour and a half"),
    ("how much is a standard tuning", "price_list.md", "£85"),
    ("how much is the pitch raise", "price_list.md", "£120"),
    ("what do I need to do before he comes", "preparation_note.txt", "clear the top of the piano"),
    ("where shouldn't the piano go", "preparation_note.txt", "near a radiator or a sunny window"),
    ("why did it need a pitch raise", "tuner_report.txt", "had dropped a quarter of a tone"),
    ("when should it be tuned again", "tuner_report.txt", "in six months"),
    ("what's wrong with the hammers", "tuner_report.txt", "Two hammers are worn"),
    ("how late is Martin", "text.txt", "20 min late"),
    ("do they move pianos", None, ""),
    ("can I pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your sewing machine service is booked with Stitch Repair Co. Drop off: Monday 9 June.
Ready to collect: Thursday 12 June after 11am.
""",
    "prices.csv": """\
service,price
full service,£55
new motor belt,£12
needle plate replacement,£18
""",
    "drop_off_note.txt": """\
Bring the foot pedal and the power lead with the machine. You do not need to bring the case.
""",
    "engineer_note.txt": """\
The timing was out, which caused the skipped stitches. Oil the machine every 8 hours of sewing.
""",
    "email.txt": """\
Hi Mrs Clarke, we are closed on Saturdays in June. Opening hours are 9am to 5pm, Monday to Friday. Stitch Repair Co
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I drop it off", "booking.txt", "Monday 9 June"),
    ("when can I pick it up", "booking.txt", "Thursday 12 June after 11am"),
    ("how much is a service", "prices.csv", "£55"),
    ("how much is a new belt", "prices.csv", "£12"),
    ("do I need to bring the pedal", "drop_off_note.txt", "Bring the foot pedal and the power lead"),
    ("why was it skipping stitches", "engineer_note.txt", "The timing was out"),
    ("how often should I oil it", "engineer_note.txt", "every 8 hours of sewing"),
    ("are they open on Saturday", "email.txt", "we are closed on Saturdays in June"),
    ("what are the opening hours", "email.txt", "9am to 5pm, Monday to Friday"),
    ("is there a guarantee", None, ""),
    ("do they sell fabric", None, ""),
]
