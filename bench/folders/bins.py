"""A household's bin and recycling papers (the fortieth session): the collection calendar as CSV,
the council's what-goes-where guide, the garden waste subscription, a bulky waste booking, a
missed collection reply and a neighbour's note. Its validation folder is a household recycling
centre visitor's: the van permit, the opening times as a table, the accepted items list, the
booking confirmation, the charges for DIY waste and the council's email, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "collection_calendar.csv": """\
week_commencing,bin,colour
2025-01-06,rubbish,black
2025-01-13,recycling,blue
2025-01-20,rubbish,black
2025-01-27,recycling,blue
""",
    "what_goes_where.md": """\
# What goes in which bin

- Blue bin: paper, card, tins, cans, glass bottles and jars, plastic bottles, pots, tubs and trays.
- Black bin: everything that cannot be recycled, including nappies, crisp packets and polystyrene.
- Food caddy: all cooked and uncooked food, tea bags and eggshells. Use any plastic bag as a liner.
- Batteries: put them in a clear bag on top of your blue bin lid.

Your bins are collected on Tuesdays. Put them out by 7am, with the lid closed.
""",
    "garden_waste.txt": """\
Garden waste subscription 2025

Thank you for renewing. Your brown bin sticker number is GW-20931; stick it on the front of the
bin. Collections are every two weeks from March to November and once a month in winter. The
subscription costs £52 a year and runs to 31 December.
""",
    "bulky_waste_booking.txt": """\
Bulky waste collection booked

Reference: BW-77310
Items: one three-seater sofa, one fridge freezer
Collection date: Thursday 23 January
Charge: £38 for up to three items, paid.
Leave the items outside your front door by 7am. We cannot go inside your home or garden.
""",
    "missed_collection_reply.txt": """\
Dear resident, thank you for reporting a missed recycling collection. Our crew will return
within two working days. If your bin was not out by 7am, we cannot come back and you will need to
wait for the next collection. Waste Services
""",
    "neighbour_note.txt": """\
Hi, we're away 10 to 24 January. Would you mind putting our bins out on Monday nights and
bringing them in? Key is with no. 9 if you need the side gate. Thanks so much! Priya at 11
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which bin goes out the week of 13 January", "collection_calendar.csv", "recycling"),
    ("can I put glass in the blue bin", "what_goes_where.md", "glass bottles and jars"),
    ("where do crisp packets go", "what_goes_where.md", "Black bin"),
    ("what do I do with old batteries", "what_goes_where.md", "clear bag on top of your blue bin lid"),
    ("what day are the bins collected", "what_goes_where.md", "Tuesdays"),
    ("what time do the bins need to be out", "what_goes_where.md", "7am"),
    ("how much is the garden waste subscription", "garden_waste.txt", "£52 a year"),
    ("how often is garden waste collected in winter", "garden_waste.txt", "once a month"),
    ("what's my garden waste sticker number", "garden_waste.txt", "GW-20931"),
    ("when are they picking up the sofa", "bulky_waste_booking.txt", "Thursday 23 January"),
    ("how much did the bulky waste collection cost", "bulky_waste_booking.txt", "£38"),
    ("will they come into the garden to collect it", "bulky_waste_booking.txt", "cannot go inside your home or garden"),
    ("when will they come back for the missed bin", "missed_collection_reply.txt", "within two working days"),
    ("when is Priya away", "neighbour_note.txt", "10 to 24 January"),
    ("where is the key for the side gate", "neighbour_note.txt", "no. 9"),
    ("can I get a bigger bin", None, ""),
    ("is there a charge for a new recycling box", None, ""),
    ("where is the nearest bottle bank", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "van_permit.txt": """\
Household recycling centre: van permit

Permit number: VP-4482. Vehicle: Ford Transit Custom, registration KX19 TBV.
Valid for 12 visits until 31 March 2026. Show the permit to staff at the gate on each visit.
Permits are for household waste only; trade waste is refused.
""",
    "opening_times.md": """\
# Opening times

| season | days | hours |
|---|---|---|
| summer (April to September) | every day | 8am to 6pm |
| winter (October to March) | every day | 8am to 4pm |

Closed on Christmas Day, Boxing Day and New Year's Day.
""",
    "accepted_items.txt": """\
What you can bring

Garden waste, wood, metal, electricals, mattresses, textiles, cardboard and glass. Paint in tins
is accepted at the hazardous waste point. We cannot take asbestos, gas bottles or tyres.
""",
    "booking_confirmation.txt": """\
Your slot is booked: Saturday 15 March, 10:30 to 11:00, Marsh Lane recycling centre.
Booking reference HRC-19023. Please arrive during your slot; late arrivals may be turned away.
""",
    "diy_charges.csv": """\
item,charge
rubble or soil (per bag),£4
plasterboard (per sheet),£6
bathroom suite,£25
""",
    "council_email.txt": """\
Hello, thanks for your question. You can bring up to 80 litres of DIY waste a week free of
charge; above that, the charges in the list apply. Cards only, no cash. Regards, Waste Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my permit number", "van_permit.txt", "VP-4482"),
    ("how many visits does the permit cover", "van_permit.txt", "12 visits"),
    ("can I take trade waste", "van_permit.txt", "trade waste is refused"),
    ("what time does the tip close in winter", "opening_times.md", "4pm"),
    ("is it open on Boxing Day", "opening_times.md", "Closed on Christmas Day, Boxing Day"),
    ("can I bring old paint", "accepted_items.txt", "hazardous waste point"),
    ("do they take tyres", "accepted_items.txt", "cannot take asbestos, gas bottles or tyres"),
    ("what time is my slot", "booking_confirmation.txt", "10:30 to 11:00"),
    ("what happens if I'm late", "booking_confirmation.txt", "turned away"),
    ("how much to get rid of a bathroom suite", "diy_charges.csv", "£25"),
    ("how much is plasterboard per sheet", "diy_charges.csv", "£6"),
    ("how much DIY waste can I bring for free", "council_email.txt", "80 litres"),
    ("can I pay with cash", "council_email.txt", "no cash"),
    ("do they take car batteries", None, ""),
    ("is there a reuse shop", None, ""),
    ("can I bring a trailer", None, ""),
]
