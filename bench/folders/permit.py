"""A resident's papers for a parking permit (the forty-eighth session): the approval letter, the
scheme rules, the permit prices as a table, the visitor permits note and an email. Its
validation folder is a tenant's for renting a council garage: the tenancy offer, the garage
rules, the charges as CSV, the key note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "approval_letter.txt": """\
Your resident permit for zone K is approved for vehicle LR19 XTE. It runs from 1 April to 31 March
and is linked to your number plate, so there is nothing to display.
""",
    "scheme_rules.txt": """\
Zone K restrictions apply Monday to Saturday, 8am to 6.30pm. A permit does not guarantee a space.
Permit holders may not park in bays marked for car club or disabled use.
""",
    "permit_prices.md": """\
# Permit prices

| permit | price |
|---|---|
| First car | £80 a year |
| Second car | £140 a year |
| Electric car | £20 a year |
| Visitor (book of 10) | £15 |
""",
    "visitor_note.txt": """\
Visitor permits are virtual: enter the visitor's number plate online before they park. Each lasts one day.
""",
    "email.txt": """\
Dear resident, if you change your car, update the number plate online within 14 days. Parking Services
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which zone is my permit for", "approval_letter.txt", "zone K"),
    ("when does my permit run out", "approval_letter.txt", "31 March"),
    ("do I need to put the permit in the window", "approval_letter.txt", "nothing to display"),
    ("what hours do the restrictions apply", "scheme_rules.txt", "8am to 6.30pm"),
    ("am I guaranteed a space", "scheme_rules.txt", "does not guarantee a space"),
    ("can I park in the car club bay", "scheme_rules.txt", "may not park in bays marked for car club"),
    ("how much is a permit for a second car", "permit_prices.md", "£140 a year"),
    ("how much is an electric car permit", "permit_prices.md", "£20 a year"),
    ("how much are visitor permits", "permit_prices.md", "£15"),
    ("how long does a visitor permit last", "visitor_note.txt", "one day"),
    ("what do I do if I get a new car", "email.txt", "update the number plate online"),
    ("can I park on Sundays", "scheme_rules.txt", "Monday to Saturday"),
    ("can I get a permit for my van", None, ""),
    ("is there a discount for pensioners", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tenancy_offer.txt": """\
Garage 14 at Hawthorn Road garage block is offered to you from 2 June. Rent is £12.50 a week, paid
monthly by direct debit.
""",
    "garage_rules.txt": """\
Garages are for storing a vehicle or household goods only; no business use and no repairs. Don't
store petrol, paint thinners or gas bottles. You must give 4 weeks' notice to end the tenancy.
""",
    "charges.csv": """\
item,charge
Weekly rent,£12.50
Replacement key,£18
Lock change,£45
""",
    "key_note.txt": """\
Collect the key from the housing office on Mill Street, Monday to Friday, 9am to 4pm. Bring photo ID.
""",
    "text.txt": """\
Hi, the garage door sticks in wet weather, lift it slightly as you turn the handle. Darren (housing officer)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which garage have I got", "tenancy_offer.txt", "Garage 14"),
    ("how much is the garage a week", "tenancy_offer.txt", "£12.50 a week"),
    ("when can I start using it", "tenancy_offer.txt", "from 2 June"),
    ("can I fix my car in there", "garage_rules.txt", "no repairs"),
    ("how much notice do I give to leave", "garage_rules.txt", "4 weeks' notice"),
    ("can I keep petrol in it", "garage_rules.txt", "Don't"),
    ("what does a new key cost", "charges.csv", "£18"),
    ("where do I get the key", "key_note.txt", "housing office on Mill Street"),
    ("what do I need to bring", "key_note.txt", "photo ID"),
    ("what if the door sticks", "text.txt", "lift it slightly as you turn the handle"),
    ("is there electricity in the garage", None, ""),
    ("can I sublet it", None, ""),
]
