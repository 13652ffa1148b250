"""A householder's papers for a trip to the recycling centre (the forty-fifth session): the booking
confirmation, the site rules, the charges for DIY waste as a table, the council's van permit email
and a note. Its validation folder is a bulky waste collection's: the booking email, the list of
items as CSV, the collection rules, the receipt and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your visit to Marsh Road Recycling Centre is booked for Saturday 11 October, 10:30 to 11:00.
Booking reference RC-58214. Show this email or your reference at the gate.
Vehicle registration: FG19 KLP. One visit per booking.
""",
    "site_rules.txt": """\
Sort your waste before you arrive: garden waste, wood, metal, cardboard and general waste go in
separate skips. Staff cannot help you lift heavy items. Children and pets must stay in the car.
The site is closed on Wednesdays.
""",
    "diy_charges.md": """\
# Charges for DIY waste

| item | charge |
|---|---|
| rubble or soil, per bag | £4 |
| plasterboard, per sheet | £6 |
| a bath or shower tray | £10 |
| tyres, each | £5 |
""",
    "van_permit.txt": """\
Vans and pickups need a free van permit. Apply online at least 5 working days before your visit.
Each household can have up to 12 van visits a year. Trailers longer than 2 metres are not allowed.
""",
    "note.txt": """\
Take the old bath, the broken shelves and the paint tins. Tom says paint goes in the hazardous bay,
tins must have the lids on.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my tip slot", "booking.txt", "Saturday 11 October"),
    ("what's my booking reference", "booking.txt", "RC-58214"),
    ("what do I show at the gate", "booking.txt", "Show this email or your reference"),
    ("can the staff help me lift the bath", "site_rules.txt", "cannot help you lift"),
    ("which day is the tip closed", "site_rules.txt", "closed on Wednesdays"),
    ("can the dog come out of the car", "site_rules.txt", "must stay in the car"),
    ("how much to get rid of a bath", "diy_charges.md", "£10"),
    ("how much is a bag of rubble", "diy_charges.md", "£4"),
    ("what do they charge for plasterboard", "diy_charges.md", "£6"),
    ("do I need a permit for a van", "van_permit.txt", "free van permit"),
    ("how far ahead do I apply for the van permit", "van_permit.txt", "5 working days"),
    ("how many van visits can we make a year", "van_permit.txt", "up to 12"),
    ("where does the paint go", "note.txt", "hazardous bay"),
    ("what are we taking", "note.txt", "the old bath"),
    ("do they take asbestos", None, ""),
    ("what time does the tip close on Sunday", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Bulky waste collection booked for Thursday 23 October. Reference BW-30917. Put the items outside
your front boundary by 7am on the day. The crew cannot come onto private land or into the house.
""",
    "items.csv": """\
item,charge
sofa,£25
fridge freezer,£30
mattress,£20
three bags of clothes,£5
""",
    "rules.txt": """\
Up to five items per collection. We cannot take building rubble, car parts or anything that
needs two people to carry and is wider than a door. Cancel at least 2 days before for a refund.
""",
    "receipt.txt": """\
Payment received: £75 by debit card on 16 October. Items: sofa, fridge freezer, mattress.
""",
    "text.txt": """\
Can you ask them to take the old bike too? It's in the shed x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the collection", "booking_email.txt", "Thursday 23 October"),
    ("what's the reference number", "booking_email.txt", "BW-30917"),
    ("what time do the things need to be out", "booking_email.txt", "by 7am"),
    ("how much for a mattress", "items.csv", "£20"),
    ("what does the fridge freezer cost", "items.csv", "£30"),
    ("how many items can they take", "rules.txt", "Up to five items"),
    ("how do I get a refund", "rules.txt", "at least 2 days before"),
    ("will they take rubble", "rules.txt", "cannot take building rubble"),
    ("how much did I pay", "receipt.txt", "£75"),
    ("where is the old bike", "text.txt", "in the shed"),
    ("can they take a piano", None, ""),
    ("do they recycle the sofa", None, ""),
]
