"""A holiday car hire's papers (the forty-third session): the rental voucher, the fuel and
mileage policy, the extras as a table, the excess insurance certificate, the pick-up directions
and a note of the car's damage at pick-up. Its validation folder is an electric bike hire's: the
booking, the hire agreement, the prices as CSV, the route card and the battery guide, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "rental_voucher.txt": """\
Rental voucher RV-558120
Pick-up: Malaga Airport, Saturday 12 July, 11:30
Drop-off: Malaga Airport, Saturday 19 July, 09:00
Car group: C (Seat Leon or similar), manual, 5 seats
Main driver: Helen Carter
Paid online: £264.80 for 7 days
""",
    "fuel_policy.txt": """\
Fuel policy: full to full. You get the car with a full tank and must bring it back full; if not, we
charge for the missing fuel plus a refuelling fee of €25. Mileage is unlimited. Driving into Gibraltar
or Portugal needs our written permission and a cross-border fee.
""",
    "extras.md": """\
# Extras (paid at the desk)

| extra | price per day | maximum |
|---|---|---|
| additional driver | €9 | €63 |
| child seat | €8 | €56 |
| sat nav | €10 | €70 |
| young driver (under 25) | €15 | €105 |
""",
    "excess_insurance.txt": """\
Car Hire Excess Insurance, policy EX-77310
Covers the excess you pay the hire company up to £6,000, plus tyres, windscreen, roof and underside.
Claims must be made within 31 days of the end of your hire, with the rental agreement and the damage
report. Keys lost or locked in the car are covered up to £500.
""",
    "pickup_directions.txt": """\
Our desk is not in the terminal. After baggage reclaim, go to car park P2 and take the free shuttle
bus, which runs every 15 minutes. If your flight is late we hold the car for 2 hours.
""",
    "damage_note.txt": """\
Checked with the agent at pick-up: scratch on the rear bumper, small dent on the driver's door. Both
marked on the damage sheet and photographed.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we pick up the car", "rental_voucher.txt", "Saturday 12 July"),
    ("what time do we have to drop it off", "rental_voucher.txt", "09:00"),
    ("what car are we getting", "rental_voucher.txt", "Seat Leon"),
    ("how much did we pay for the car", "rental_voucher.txt", "£264.80"),
    ("is it automatic", "rental_voucher.txt", "manual"),
    ("do we need to bring it back full", "fuel_policy.txt", "bring it back full"),
    ("is there a mileage limit", "fuel_policy.txt", "unlimited"),
    ("can we drive to Portugal", "fuel_policy.txt", "written permission"),
    ("how much is a child seat", "extras.md", "€8"),
    ("how much to add a second driver", "extras.md", "€9"),
    ("what's the most we'd pay for a sat nav", "extras.md", "€70"),
    ("how much does the excess insurance cover", "excess_insurance.txt", "£6,000"),
    ("does it cover the windscreen", "excess_insurance.txt", "windscreen"),
    ("how long do I have to claim", "excess_insurance.txt", "within 31 days"),
    ("where's the hire desk", "pickup_directions.txt", "car park P2"),
    ("how often does the shuttle run", "pickup_directions.txt", "every 15 minutes"),
    ("what if our flight is late", "pickup_directions.txt", "hold the car for 2 hours"),
    ("what damage was already on the car", "damage_note.txt", "scratch on the rear bumper"),
    ("does the car have air con", None, ""),
    ("are there toll roads on the way", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Lakeland E-Bikes booking LB-2094
Date: Sunday 7 September, 9am to 5pm
Bikes: 2 adult e-bikes (medium and large frames)
Collect from: the shop at Bowness pier
""",
    "hire_agreement.txt": """\
Riders must be 14 or over. Helmets are provided free and must be worn. Bikes returned after 5pm are
charged £15 for each hour late. You are responsible for the bike until it is returned; a lost bike is
charged at £2,200.
""",
    "prices.csv": """\
hire,price
half day (4 hours),£35
full day,£50
child seat,£10
panniers,£5
""",
    "route_card.txt": """\
The Lakeside Loop is 22 miles and mostly quiet lanes. The steepest climb is up to Orrest Head; use the
highest assist level there. The café at Staveley is a good half-way stop.
""",
    "battery_guide.txt": """\
A full battery gives 40 to 60 miles depending on hills and the assist level. The display shows five
bars; when only one bar is left, switch to eco mode.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the bike hire", "booking.txt", "Sunday 7 September"),
    ("where do we collect the bikes", "booking.txt", "Bowness pier"),
    ("how old do you have to be", "hire_agreement.txt", "14 or over"),
    ("do we need to bring helmets", "hire_agreement.txt", "Helmets are provided"),
    ("what if we're late back", "hire_agreement.txt", "£15 for each hour"),
    ("how much is a full day", "prices.csv", "£50"),
    ("how much are panniers", "prices.csv", "£5"),
    ("how long is the loop", "route_card.txt", "22 miles"),
    ("where can we stop for lunch", "route_card.txt", "Staveley"),
    ("how far will the battery go", "battery_guide.txt", "40 to 60 miles"),
    ("what do I do when the battery is low", "battery_guide.txt", "eco mode"),
    ("what if we lose a bike", "hire_agreement.txt", "£2,200"),
    ("can we take the bikes on the ferry", None, ""),
    ("do they have tandems", None, ""),
]
