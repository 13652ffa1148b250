"""A household's papers for a wheelie bin cleaning round (the fifty-fourth session): the sign-up
email, the prices as a table, the cleaning days, the terms and a text. Its validation folder is a
household's for upholstery cleaning: the booking email, the prices as CSV, the fabric guide, the
aftercare note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "signup_email.txt": """\
You're signed up for monthly bin cleaning at 31 Fern Road, starting Wednesday 7 May. We clean on
your collection day, after the lorry has emptied the bins.
""",
    "prices.md": """\
# Bin cleaning prices

| plan | price |
|---|---|
| one bin, monthly | £6 |
| two bins, monthly | £10 |
| three bins, monthly | £13 |
| one-off clean, per bin | £9 |
""",
    "cleaning_days.txt": """\
We clean the black bin on black bin weeks and the green bin on green bin weeks. Leave the bins at
the kerb until 4pm.
""",
    "terms.txt": """\
Payment is by direct debit on the 1st of each month. Cancel any time with a month's notice.
""",
    "text.txt": """\
Hi, bins not cleaned today as your lane was blocked, we'll be back Friday morning. Shiny Bins
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the first clean", "signup_email.txt", "Wednesday 7 May"),
    ("do they clean before or after the bin lorry", "signup_email.txt", "after the lorry has emptied the bins"),
    ("how much is it for two bins", "prices.md", "£10"),
    ("what does a one-off clean cost", "prices.md", "£9"),
    ("which bin do they clean", "cleaning_days.txt", "black bin on black bin weeks"),
    ("how long do I leave the bins out", "cleaning_days.txt", "until 4pm"),
    ("how do I pay", "terms.txt", "direct debit"),
    ("how do I cancel", "terms.txt", "a month's notice"),
    ("why weren't my bins cleaned", "text.txt", "lane was blocked"),
    ("when are they coming back", "text.txt", "Friday morning"),
    ("do they clean food caddies", None, ""),
    ("is the water recycled", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your upholstery clean is booked for Monday 16 June, 1pm: one three-seater sofa and two armchairs.
Total £150.
""",
    "prices.csv": """\
item,price
armchair,£35
two-seater sofa,£65
three-seater sofa,£80
stain protection per item,£15
""",
    "fabric_guide.txt": """\
Velvet and silk are cleaned by hand with a dry method. We check the care labels before we start.
""",
    "aftercare_note.txt": """\
Do not sit on the sofa for 4 hours. Open a window to help it dry.
""",
    "message.txt": """\
Hi, could you send a photo of the stain on the armchair before Monday? Thanks, Rachel
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they coming", "booking_email.txt", "Monday 16 June, 1pm"),
    ("what's the total", "booking_email.txt", "£150"),
    ("how much is one armchair", "prices.csv", "£35"),
    ("how much is stain protection", "prices.csv", "£15"),
    ("can they clean velvet", "fabric_guide.txt", "Velvet and silk are cleaned by hand"),
    ("do they look at the labels", "fabric_guide.txt", "check the care labels"),
    ("how long before we can sit on it", "aftercare_note.txt", "4 hours"),
    ("how can I help it dry", "aftercare_note.txt", "Open a window"),
    ("what does Rachel want", "message.txt", "a photo of the stain"),
    ("how much for a two seater", "prices.csv", "£65"),
    ("do they clean mattresses", None, ""),
    ("are the products safe for pets", None, ""),
]
