"""A cyclist's papers for renting a bike locker (the fifty-fourth session): the council's offer
letter, the charges as a table, the locker rules, the key form notes and a text. Its validation
folder is a renter's for a lock-up garage: the tenancy letter, the charges as CSV, the terms, the
access note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
Good news: locker 7 at the Station Road bike hub is yours from 1 April. The key can be collected
from the library front desk with photo ID.
""",
    "charges.md": """\
# Locker charges

| period | price |
|---|---|
| 3 months | £15 |
| 6 months | £27 |
| 12 months | £48 |
| key deposit | £10 |
""",
    "locker_rules.txt": """\
Only bicycles and cycling gear may be stored. No e-bike batteries may be charged in the lockers.
Lockers not used for 8 weeks may be taken back.
""",
    "key_notes.txt": """\
Lost keys cost £25 to replace and take up to 10 days. The deposit is returned when you hand the
key back.
""",
    "text.txt": """\
Hi, the hub will be closed 12 to 14 May for resurfacing, sorry. Cycle Hub team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which locker is mine", "offer_letter.txt", "locker 7"),
    ("when can I start using it", "offer_letter.txt", "1 April"),
    ("where do I get the key", "offer_letter.txt", "library front desk"),
    ("how much is a year", "charges.md", "£48"),
    ("what's the key deposit", "charges.md", "£10"),
    ("can I charge my ebike in there", "locker_rules.txt", "No e-bike batteries may be charged"),
    ("what if I don't use it for a while", "locker_rules.txt", "may be taken back"),
    ("what if I lose the key", "key_notes.txt", "£25 to replace"),
    ("do I get the deposit back", "key_notes.txt", "returned when you hand the"),
    ("when is the hub shut", "text.txt", "12 to 14 May"),
    ("is there CCTV", None, ""),
    ("can I keep a scooter there", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tenancy_letter.txt": """\
Garage 14 at Mill Court is let to you from 1 June. Rent is due on the first of each month by
standing order.
""",
    "charges.csv": """\
charge,amount
monthly rent,£55
deposit,£110
replacement key,£20
""",
    "terms.txt": """\
The garage may be used for a car, a motorbike or storage. No business use and no flammable liquids
apart from the fuel in a vehicle. Give one month's notice to end the let.
""",
    "access_note.txt": """\
The gate code is 4471. Please close the gate behind you, day or night.
""",
    "email.txt": """\
Hi, a new electric door will be fitted to your garage on 20 June, no charge. Mill Court Lettings
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which garage is it", "tenancy_letter.txt", "Garage 14"),
    ("when is the rent due", "tenancy_letter.txt", "first of each month"),
    ("how much is it a month", "charges.csv", "£55"),
    ("how much deposit", "charges.csv", "£110"),
    ("can I run my business from it", "terms.txt", "No business use"),
    ("how do I give it up", "terms.txt", "one month's notice"),
    ("what's the code for the gate", "access_note.txt", "4471"),
    ("do I need to shut the gate", "access_note.txt", "close the gate behind you"),
    ("when is the new door going in", "email.txt", "20 June"),
    ("do I pay for the new door", "email.txt", "no charge"),
    ("is there electricity in the garage", None, ""),
    ("can I sublet it", None, ""),
]
