"""A householder's papers for an oven cleaning visit (the forty-ninth session): the booking, the
firm's terms, the prices as a table, the cleaner's aftercare card and a text. Its validation folder
is a householder's for a carpet cleaning visit: the booking, the terms, the rooms as CSV, the
drying note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
OvenBright booking OB-3318: single oven and hob clean at 9 Cedar Close on Tuesday 18 March,
arrival between 9 and 10am. The clean takes about 3 hours.
""",
    "terms.txt": """\
Please switch the oven off the night before so it is cold when we arrive. Payment is due on the day,
by card or bank transfer. Cancellations with less than 48 hours' notice are charged £30.
""",
    "prices.md": """\
# Prices

| job | price |
|---|---|
| single oven | £65 |
| double oven | £85 |
| range cooker | £120 |
| hob | £20 |
| extractor hood | £25 |
""",
    "aftercare.txt": """\
Your oven can be used straight away. There may be a slight smell the first time it heats up;
this is normal. Wipe the glass door after each use to keep it clear.
""",
    "text.txt": """\
Hi, it's Jason from OvenBright, I'm running about 20 minutes late, sorry! Should be with you by 10.20.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the oven being cleaned", "booking.txt", "Tuesday 18 March"),
    ("what time are they coming", "booking.txt", "between 9 and 10am"),
    ("how long does it take", "booking.txt", "about 3 hours"),
    ("when should I turn the oven off", "terms.txt", "the night before"),
    ("can I pay by card", "terms.txt", "by card or bank transfer"),
    ("what if I cancel the day before", "terms.txt", "charged £30"),
    ("how much is a double oven", "prices.md", "£85"),
    ("how much extra for the extractor", "prices.md", "£25"),
    ("when can I use the oven again", "aftercare.txt", "straight away"),
    ("is the smell normal", "aftercare.txt", "this is normal"),
    ("who is coming", "text.txt", "Jason"),
    ("do they clean fridges", None, ""),
    ("are the products eco friendly", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Carpet clean for the lounge, hall and stairs on Friday 28 March, 1pm. We use hot water extraction.
""",
    "terms.txt": """\
Please hoover and move small furniture before we arrive; we move sofas and tables.
We can't guarantee to remove old stains.
""",
    "rooms.csv": """\
room,price
lounge,£60
hall,£25
stairs,£40
""",
    "drying_note.txt": """\
Carpets take 4 to 6 hours to dry. Keep windows open if you can and keep pets off until dry.
""",
    "email.txt": """\
Hi Mrs Dunn, we'll need a parking space for the van near the front door. Fresh Carpets
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are the carpets being cleaned", "booking.txt", "Friday 28 March, 1pm"),
    ("how do they clean", "booking.txt", "hot water extraction"),
    ("do I need to hoover first", "terms.txt", "Please hoover"),
    ("will they move the sofa", "terms.txt", "we move sofas and tables"),
    ("will the old stains come out", "terms.txt", "can't guarantee"),
    ("how much is the lounge", "rooms.csv", "£60"),
    ("how much are the stairs", "rooms.csv", "£40"),
    ("how long until the carpet is dry", "drying_note.txt", "4 to 6 hours"),
    ("can the dog go on the carpet", "drying_note.txt", "keep pets off until dry"),
    ("what do they need for the van", "email.txt", "a parking space"),
    ("do they clean curtains", None, ""),
    ("is there a discount for pensioners", None, ""),
]
