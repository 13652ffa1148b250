"""An owner's papers for scrapping an old car (the forty-ninth session): the collection booking,
the scrapyard's terms, the price as a table, the DVLA note and a text. Its validation folder is an
owner's for selling a motorbike to a dealer: the offer, the terms, the checks as CSV, the paperwork
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Collection of your 2008 Ford Focus, registration KX08 PLM, on Thursday 20 March between 8am and 12pm.
We will pay £185 by bank transfer once the car is weighed at the yard.
""",
    "terms.txt": """\
The car must have its wheels and its catalytic converter; a car without them is priced again on the day.
Please remove your belongings and the number plates' parking permits.
""",
    "price.md": """\
# How your price was worked out

| item | amount |
|---|---|
| metal weight, 1.2 tonnes | £165 |
| catalytic converter | £40 |
| collection | -£20 |
| total | £185 |
""",
    "dvla_note.txt": """\
We tell the DVLA the car has been scrapped and send you a Certificate of Destruction within 7 days.
Any full months of car tax left are refunded by the DVLA automatically.
""",
    "text.txt": """\
Hi, our driver is Stefan, he'll need the V5C logbook and both keys. ScrapQuick
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they collecting the car", "booking.txt", "Thursday 20 March between 8am and 12pm"),
    ("how much am I getting", "booking.txt", "£185"),
    ("how will they pay me", "booking.txt", "by bank transfer"),
    ("what if the wheels are missing", "terms.txt", "priced again on the day"),
    ("how much is the catalytic converter worth", "price.md", "£40"),
    ("do they charge for collection", "price.md", "-£20"),
    ("who tells the DVLA", "dvla_note.txt", "We tell the DVLA"),
    ("when do I get the certificate", "dvla_note.txt", "within 7 days"),
    ("do I get my car tax back", "dvla_note.txt", "refunded by the DVLA automatically"),
    ("what does the driver need", "text.txt", "the V5C logbook and both keys"),
    ("what's the driver's name", "text.txt", "Stefan"),
    ("can they take a van too", None, ""),
    ("do I need to be there", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "offer.txt": """\
We can offer £3,450 for your 2019 Honda CB500F, subject to inspection. The offer is valid for 7 days.
""",
    "terms.txt": """\
Payment is by bank transfer on the day, once we have checked the bike and the paperwork.
Any outstanding finance is paid off first.
""",
    "checks.csv": """\
check,what we look at
frame,no cracks or weld repairs
chain and sprockets,wear
tyres,at least 2mm tread
service book,stamped services
""",
    "paperwork_note.txt": """\
Bring the V5C, the service book, both keys and your photo ID.
""",
    "email.txt": """\
Hi Rhys, you can bring the bike in on Saturday morning, ask for Gemma at the desk. Bike Traders
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are they offering", "offer.txt", "£3,450"),
    ("how long is the offer good for", "offer.txt", "valid for 7 days"),
    ("how do they pay", "terms.txt", "by bank transfer on the day"),
    ("what about my finance", "terms.txt", "Any outstanding finance is paid off first"),
    ("how much tread do the tyres need", "checks.csv", "at least 2mm tread"),
    ("what do they check on the frame", "checks.csv", "no cracks or weld repairs"),
    ("what do I need to bring", "paperwork_note.txt", "the V5C, the service book, both keys and your photo ID"),
    ("when can I bring the bike in", "email.txt", "Saturday morning"),
    ("who should I ask for", "email.txt", "Gemma"),
    ("do I need the service book", "paperwork_note.txt", "the service book"),
    ("will they collect the bike", None, ""),
    ("do they buy scooters", None, ""),
]
