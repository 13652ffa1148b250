"""A car club member's papers (the thirty-fifth session): the membership confirmation, the trips
as CSV, the rules of use, the damage and fuel policy, the rates and the club's text; fit, its
questions and expected text written before the tool was run on it, its failures read and mended.
Its validation folder is an e-scooter hire rider's: the account summary, the rides as CSV, the
rider rules, the fines and fees, the parking guide and the operator's email, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership.txt": """\
Streetwheels Car Club

Member: Oliver Grant
Plan: Pay as you go, £6 a month
Membership number: SW-40918
Home bay: Ashgrove Road car park, bay 4

Unlock the car with the app or your membership card. The key is in the glovebox.
""",
    "trips.csv": """\
date,car,hours,miles,cost
3 May,Toyota Yaris (BX21 KLM),3,42,£28.90
17 May,VW ID.3 (electric),5,88,£46.50
29 May,Toyota Yaris (BX21 KLM),2,15,£16.40
""",
    "rules_of_use.md": """\
# Rules of use

- No smoking or vaping in any car
- Dogs must travel in a crate or on a blanket
- Return the car to its home bay on time

Late returns cost £25 plus the hourly rate. If you are going to be late, extend your booking in the app before the end time.
""",
    "damage_and_fuel.txt": """\
Damage and fuel

Report any damage in the app before you drive. The damage excess is £500, or £50 with damage cover at £5 a month.
Fuel is included. Use the fuel card in the sun visor, and fill up when the tank is below a quarter.
""",
    "rates.txt": """\
Rates

Small cars: £6.50 an hour or £49 a day. Electric cars: £8 an hour or £59 a day. Mileage is 25p a mile after the first 30 miles.
""",
    "club_text.txt": """\
Streetwheels: Your booking for Sat 7 June, 9am to 3pm, is confirmed. Car: Toyota Yaris at Ashgrove Road, bay 4.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Membership.
    ("where is the car kept", "membership.txt", "Ashgrove Road car park"),
    ("where's the key", "membership.txt", "glovebox"),
    ("what's my membership number", "membership.txt", "SW-40918"),
    # Trips.
    ("how much did the electric car trip cost", "trips.csv", "£46.50"),
    ("how many miles did I do on 3 May", "trips.csv", "42"),
    # Rules.
    ("can I take my dog", "rules_of_use.md", "crate or on a blanket"),
    ("what happens if I bring it back late", "rules_of_use.md", "£25"),
    ("how do I extend my booking", "rules_of_use.md", "in the app"),
    # Damage and fuel.
    ("what's the damage excess", "damage_and_fuel.txt", "£500"),
    ("do I pay for petrol", "damage_and_fuel.txt", "Fuel is included"),
    ("where is the fuel card", "damage_and_fuel.txt", "sun visor"),
    # Rates.
    ("how much is an electric car for a day", "rates.txt", "£59 a day"),
    ("how many free miles do I get", "rates.txt", "first 30 miles"),
    # The text.
    ("what time is my booking on Saturday", "club_text.txt", "9am to 3pm"),
    ("which car have I booked", "club_text.txt", "Toyota Yaris"),
    # Subjects the papers never mention.
    ("can I drive it abroad", None, ""),
    ("is there a child seat", None, ""),
    ("can my partner drive", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "account_summary.txt": """\
Zoomr e-scooters

Rider: Amara Nwosu
Pass: 30-day unlimited, £34.99
Pass renews: 12 July
Licence checked: yes (provisional)
""",
    "rides.csv": """\
date,from,to,minutes,cost
2 June,Station Square,Hospital,14,included
4 June,Hospital,Park Street,9,included
6 June,Park Street,University,22,£1.10 over time
""",
    "rider_rules.md": """\
# Rider rules

- One rider only
- No riding on pavements
- You must be 18 or over with a full or provisional driving licence

Rides on the pass are free for the first 45 minutes; after that it's 5p a minute. Helmets are recommended but not required.
""",
    "fines_and_fees.txt": """\
Fines and fees

Parking outside a marked bay: £10. Riding in a no-go zone: £20 and your account may be suspended. Unpaid fees are taken from your card after 7 days.
""",
    "parking_guide.txt": """\
Parking

End your ride in a marked bay shown in the app. Take a photo of the scooter parked; without it we can't end your ride.
""",
    "operator_email.txt": """\
Hi Amara,

The speed limit in the city centre is now 12.5 mph, down from 15.5 mph. Thanks for riding with Zoomr.

Zoomr Support
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The account.
    ("when does my pass renew", "account_summary.txt", "12 July"),
    ("how much is my pass", "account_summary.txt", "£34.99"),
    # Rides.
    ("how long was my ride to the university", "rides.csv", "22"),
    # Rules.
    ("can I take a friend on the scooter", "rider_rules.md", "One rider only"),
    ("do I need a helmet", "rider_rules.md", "not required"),
    ("how long are rides free", "rider_rules.md", "45 minutes"),
    ("how old do you have to be", "rider_rules.md", "18 or over"),
    # Fines.
    ("what's the fine for parking outside a bay", "fines_and_fees.txt", "£10"),
    ("what if I ride in a no-go zone", "fines_and_fees.txt", "£20"),
    # Parking.
    ("how do I end my ride", "parking_guide.txt", "marked bay"),
    ("do I need to take a photo", "parking_guide.txt", "Take a photo"),
    # The email.
    ("how fast can the scooters go in the city centre", "operator_email.txt", "12.5 mph"),
    # Subjects the papers never mention.
    ("can I rent an e-bike", None, ""),
    ("is there a student discount", None, ""),
    ("are scooters insured", None, ""),
]
