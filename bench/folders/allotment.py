"""An allotment holder's papers (the thirty-sixth session, written before the tool was run on them):
the tenancy agreement, the site rules, the water and bonfire rota as CSV, the rent invoice, the
committee's newsletter and a plot neighbour's note. Its validation folder is a canal boat
mooring holder's: the mooring licence, the marina rules, the services price list as CSV, the
winter works notice, the marina office's email and a neighbouring boater's message, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "tenancy_agreement.txt": """\
Mill Lane Allotments: tenancy agreement

Tenant: Mr Rahul Desai
Plot: 14B (half plot, 125 square metres)
Tenancy runs from 1 October to 30 September each year.
Notice to end the tenancy: one month in writing to the secretary.
""",
    "site_rules.md": """\
# Site rules

- At least three quarters of the plot must be cultivated
- Sheds must be no bigger than 6 ft by 8 ft
- No hosepipes; fill cans from the troughs
- Dogs must be kept on a lead
- Gates must be locked at all times; the code is changed every March

Bonfires are allowed only on the first Sunday of the month, before 10am.
""",
    "rota.csv": """\
month,trough duty,gate check
April,Plot 3,Plot 14B
May,Plot 14B,Plot 7
June,Plot 9,Plot 2
""",
    "rent_invoice.txt": """\
Invoice 2027-014

Half plot rent: £42.00
Water charge: £8.50
Total due: £50.50
Pay by 31 October by bank transfer to Mill Lane Allotments Association, sort code 20-45-77, account 63001842.
""",
    "newsletter.txt": """\
Spring newsletter

The seed swap is on Saturday 12 April from 10am in the trading hut. The manure delivery arrives on 3 May; it is free to members, first come first served. Our AGM is on Wednesday 21 May at 7:30pm in the church hall.
""",
    "neighbour_note.txt": """\
Rahul - I've left you some rhubarb crowns by your shed. The water trough nearest us leaks, so use the one by the gate. Sue (plot 15)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which plot do I have", "tenancy_agreement.txt", "14B"),
    ("how big is my plot", "tenancy_agreement.txt", "125 square metres"),
    ("how much notice do I need to give", "tenancy_agreement.txt", "one month"),
    ("how big can my shed be", "site_rules.md", "6 ft by 8 ft"),
    ("can I use a hosepipe", "site_rules.md", "No hosepipes"),
    ("when can I have a bonfire", "site_rules.md", "first Sunday of the month"),
    ("when am I on trough duty", "rota.csv", "May"),
    ("who does the gate check in June", "rota.csv", "Plot 2"),
    ("how much is the rent", "rent_invoice.txt", "£42.00"),
    ("when do I have to pay by", "rent_invoice.txt", "31 October"),
    ("when is the seed swap", "newsletter.txt", "Saturday 12 April"),
    ("does the manure cost anything", "newsletter.txt", "free to members"),
    ("what time is the AGM", "newsletter.txt", "7:30pm"),
    ("which trough should I use", "neighbour_note.txt", "the one by the gate"),
    ("can I keep chickens", None, ""),
    ("is there a toilet on site", None, ""),
    ("can I sell my vegetables", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "mooring_licence.txt": """\
Kingfisher Marina: mooring licence

Boat: Willow Wren, 57 ft narrowboat
Berth: C12
Licence period: 1 April 2027 to 31 March 2028
Annual mooring fee: £3,420, payable in 12 monthly instalments of £285.
""",
    "marina_rules.md": """\
# Marina rules

- Maximum speed in the marina is 2 mph
- Engines must not run between 8pm and 8am
- Barbecues are allowed on the pontoons only on metal stands
- Visitors must be signed in at the office

Liveaboard berths are not available; you may stay on board up to 3 nights a week.
""",
    "services.csv": """\
service,price
Pump-out,£18
Diesel (per litre),£1.12
Gas bottle (13 kg),£42
Crane out and hull wash,£310
""",
    "winter_works.txt": """\
Winter works notice

The marina entrance lock will be closed from 5 January to 13 February for repairs. Boats on the C pontoon should not plan to leave during this time. Electricity on pontoon D will be off on 20 January.
""",
    "office_email.txt": """\
Dear Ms Clarke,

Your new gate fob is ready to collect from the office, open 9am to 5pm every day except Tuesdays. A replacement fob costs £25 if you lose it.

Kingfisher Marina office
""",
    "boater_message.txt": """\
Hiya, Dave on Blue Heron here (C13). The pump-out machine by the fuel berth is broken again, so the office is sending people to Sawley. Fancy a pint Friday?
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my berth number", "mooring_licence.txt", "C12"),
    ("how much is the mooring each month", "mooring_licence.txt", "£285"),
    ("when does the licence run out", "mooring_licence.txt", "31 March 2028"),
    ("how fast can I go in the marina", "marina_rules.md", "2 mph"),
    ("can I run the engine at night", "marina_rules.md", "must not run between 8pm and 8am"),
    ("can I live on the boat", "marina_rules.md", "up to 3 nights a week"),
    ("how much is a pump-out", "services.csv", "£18"),
    ("how much is a gas bottle", "services.csv", "£42"),
    ("when is the lock closed", "winter_works.txt", "5 January to 13 February"),
    ("when is the electricity off", "winter_works.txt", "20 January"),
    ("when is the office open", "office_email.txt", "9am to 5pm"),
    ("how much is a new fob if I lose it", "office_email.txt", "£25"),
    ("where do I go for a pump-out", "boater_message.txt", "Sawley"),
    ("can I have a dog on board", None, ""),
    ("is there wifi at the marina", None, ""),
    ("how much is a visitor mooring", None, ""),
]
