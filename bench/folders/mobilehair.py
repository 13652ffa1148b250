"""A household's papers for a mobile hairdresser (the fifty-third session): the booking text, the
price list as a table, the patch test note, the aftercare card and a later message. Its validation
folder is a customer's for a mobile nail technician: the booking email, the prices as CSV, the
preparation note, the aftercare card and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Hi Mrs Doyle, you're booked in for a cut and colour on Wednesday 5 November at 10am at your home.
Please have a chair near a sink and a towel ready. Kerry
""",
    "price_list.md": """\
# Kerry's prices

| service | price |
|---|---|
| wash and cut | £22 |
| cut and colour | £55 |
| blow dry | £15 |
| pensioners' cut (Tuesdays) | £16 |
""",
    "patch_test.txt": """\
A patch test is needed at least 48 hours before any colour. Kerry will call on Monday 3 November
to do it; it takes five minutes.
""",
    "aftercare_card.txt": """\
Wait 72 hours before washing newly coloured hair. Use a colour safe shampoo and avoid swimming
pools for a week.
""",
    "message.txt": """\
Sorry, can we do 11 instead of 10 on Wednesday? My earlier client has moved. Kerry
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my hair appointment", "booking.txt", "Wednesday 5 November"),
    ("what do I need to get ready", "booking.txt", "a chair near a sink and a towel"),
    ("how much is a cut and colour", "price_list.md", "£55"),
    ("what does a blow dry cost", "price_list.md", "£15"),
    ("is there a cheaper cut for pensioners", "price_list.md", "£16"),
    ("why does she need to come on Monday", "patch_test.txt", "A patch test is needed"),
    ("how long does the patch test take", "patch_test.txt", "five minutes"),
    ("when can I wash my hair", "aftercare_card.txt", "Wait 72 hours"),
    ("can I go swimming", "aftercare_card.txt", "avoid swimming"),
    ("what time is Kerry coming now", "message.txt", "11"),
    ("does she do men's hair", None, ""),
    ("can I pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your gel manicure with Polished by Priya is booked for Friday 14 March at 6.30pm. The appointment
lasts about an hour.
""",
    "prices.csv": """\
treatment,price
gel manicure,£28
gel pedicure,£32
removal only,£10
nail art (per nail),£2
""",
    "preparation_note.txt": """\
Please remove any old gel before the visit, or book a removal, and have a table by a plug socket for the lamp.
""",
    "aftercare_card.txt": """\
Wear gloves for washing up and cleaning. Do not peel the gel off; book a removal instead. Gel lasts
up to three weeks.
""",
    "text.txt": """\
Hi! Just a reminder that I need 24 hours' notice to cancel, or the full price is charged. Priya
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are my nails booked", "booking_email.txt", "Friday 14 March at 6.30pm"),
    ("how long will it take", "booking_email.txt", "about an hour"),
    ("how much is a gel pedicure", "prices.csv", "£32"),
    ("how much for nail art", "prices.csv", "£2"),
    ("what does she need from me", "preparation_note.txt", "a table by a plug socket"),
    ("should I take the old gel off", "preparation_note.txt", "Please remove any old gel before the visit"),
    ("can I pick the gel off", "aftercare_card.txt", "Do not peel the gel off"),
    ("how long will the gel last", "aftercare_card.txt", "up to three weeks"),
    ("what if I need to cancel", "text.txt", "24 hours' notice to cancel"),
    ("do I need gloves for washing up", "aftercare_card.txt", "Wear gloves for washing up"),
    ("does she do eyelashes", None, ""),
    ("is parking needed", None, ""),
]
