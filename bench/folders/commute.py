"""A car-free commuter's papers (the twenty-seventh session): a cycle to work scheme's agreement,
a rail season ticket's terms, a car club's membership summary, a bike insurance schedule as
markdown and a month's commute log as CSV; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a bus and
e-scooter commuter's: a bus pass renewal letter, an e-scooter hire's terms, an employer's travel
loan letter, a park and ride's prices as a markdown table and a month's journeys as CSV, written
at the same time and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "cycle_to_work.txt": """\
Cycle to Work scheme — hire agreement

Employee: Maya Collins
Bike: Ridgeback Flight 2 with lights and lock
Total value: £1,140
Salary sacrifice: £95 a month for 12 months, taken before tax

At the end of the hire period you can buy the bike for a fee of 7% of its value, or keep hiring it for another 3 years for a £50 deposit.

If you leave your job during the hire period, the remaining payments are taken from your final salary.
""",
    "season_ticket.md": """\
# Annual season ticket — terms

**Route:** Hadley to London Bridge
**Price:** £4,280 for 12 months, valid from 6 January 2027

A lost season ticket can be replaced once a year for a £10 fee. If you stop travelling, you can get a refund for the complete weeks left, less a £10 admin fee.

If your train is 15 minutes late or more, claim Delay Repay within 28 days of the journey.
""",
    "car_club.md": """\
# Zipway car club — your membership

- **Plan:** Occasional, £6 a month
- **Hourly rate:** £8.50, including fuel and insurance
- **Daily rate:** £62
- **Excess:** £750, reducible to £150 for £4 a booking

Cars must be returned to their home bay on time. A late return costs £25 plus the hours used. Leave at least a quarter of a tank of fuel.
""",
    "bike_insurance.md": """\
# Bike insurance — schedule

| Cover | Limit |
|---|---|
| Theft (locked with an approved lock) | £1,140 |
| Accidental damage | £1,140 |
| Personal accident | £10,000 |
| Cycling kit | £300 |

Excess: £50 for each claim. Theft from outside the home is covered only between 6am and 10pm.
""",
    "commute_log.csv": """\
date,mode,minutes,cost
2027-01-04,bike,32,0.00
2027-01-05,train,48,0.00
2027-01-06,car club,55,17.00
2027-01-07,bike,35,0.00
2027-01-08,train,51,0.00
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The cycle to work scheme.
    ("how much comes out of my salary for the bike", "cycle_to_work.txt", "£95 a month"),
    ("what does it cost to own the bike at the end", "cycle_to_work.txt", "7% of its value"),
    ("what if I leave my job", "cycle_to_work.txt", "final salary"),
    ("what bike did I get", "cycle_to_work.txt", "Ridgeback Flight 2"),
    # The season ticket.
    ("how much was my season ticket", "season_ticket.md", "£4,280"),
    ("what if I lose my season ticket", "season_ticket.md", "£10 fee"),
    ("can I get money back if I stop commuting", "season_ticket.md", "refund for the complete weeks left"),
    ("how late does the train need to be to claim", "season_ticket.md", "15 minutes"),
    ("how long do I have to claim Delay Repay", "season_ticket.md", "28 days"),
    # The car club.
    ("how much is the car club an hour", "car_club.md", "£8.50"),
    ("is fuel included in the car club", "car_club.md", "including fuel"),
    ("what happens if I bring the car back late", "car_club.md", "£25"),
    ("how much fuel do I have to leave", "car_club.md", "a quarter of a tank"),
    # The insurance.
    ("how much is my kit covered for", "bike_insurance.md", "£300"),
    ("what's the excess on the bike insurance", "bike_insurance.md", "£50"),
    ("is my bike covered if it's stolen at night", "bike_insurance.md", "between 6am and 10pm"),
    # The log.
    ("how long did the car club trip take", "commute_log.csv", "55"),
    ("how much did the car club cost me", "commute_log.csv", "17.00"),
    # Subjects the papers never mention.
    ("is there a bike shed at work", None, ""),
    ("how much is a day return", None, ""),
    ("do I need a helmet", None, ""),
    ("what is my tax code", None, ""),
    ("can I take my bike on the train", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bus_pass_renewal.txt": """\
Metrobus — your annual pass is due for renewal

Passholder: Sam Okoro
Current pass ends: 31 January 2027
Renewal price: £820 for 12 months, or £74 a month by direct debit

Renew online or at the travel shop at Central bus station. If you renew before 15 January, you get one month free.
""",
    "scooter_terms.md": """\
# Zoomly e-scooter hire — terms of use

- Unlocking costs £1, then 18p a minute.
- You must be 18 or over and hold a full or provisional driving licence.
- Riding on pavements is not allowed and may lead to a £100 fine from the council.
- Park only in marked scooter bays: parking elsewhere costs £15.

Helmets are recommended but not required. The scooter's top speed is 15.5 mph.
""",
    "travel_loan.txt": """\
Season ticket loan — approval letter

Employee: Sam Okoro
Loan amount: £820, interest free

The loan is repaid from your salary in 10 equal monthly instalments of £82, starting in February 2027. If you leave the company, the balance must be repaid from your final pay.
""",
    "park_and_ride.md": """\
# Northgate Park and Ride — prices

| Ticket | Price |
|---|---|
| Day return (car and up to 5 people) | £4.50 |
| 10 day returns | £38 |
| Monthly | £85 |

Buses leave every 12 minutes from 6:30am to 7:30pm, Monday to Saturday. The car park closes at 8pm, and cars left overnight are charged £50.
""",
    "journeys.csv": """\
date,from,to,mode,minutes
2027-01-11,Home,Office,bus,38
2027-01-12,Home,Office,scooter,22
2027-01-13,Office,Gym,scooter,9
2027-01-14,Home,Office,park and ride,41
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The bus pass.
    ("when does my bus pass run out", "bus_pass_renewal.txt", "31 January 2027"),
    ("how much is the bus pass renewal", "bus_pass_renewal.txt", "£820"),
    ("how do I get a month free", "bus_pass_renewal.txt", "before 15 January"),
    # The scooters.
    ("how much does a scooter cost a minute", "scooter_terms.md", "18p a minute"),
    ("can I ride the scooter on the pavement", "scooter_terms.md", "not allowed"),
    ("do I need a helmet on the scooter", "scooter_terms.md", "not required"),
    ("how fast do the scooters go", "scooter_terms.md", "15.5 mph"),
    ("what if I park the scooter outside a bay", "scooter_terms.md", "£15"),
    # The loan.
    ("how much do I pay back each month", "travel_loan.txt", "£82"),
    ("is there interest on the loan", "travel_loan.txt", "interest free"),
    ("what happens to the loan if I leave", "travel_loan.txt", "final pay"),
    # The park and ride.
    ("how much is a monthly park and ride ticket", "park_and_ride.md", "£85"),
    ("how often do the park and ride buses go", "park_and_ride.md", "every 12 minutes"),
    ("what if I leave my car overnight", "park_and_ride.md", "£50"),
    ("does the park and ride run on Sundays", "park_and_ride.md", "Monday to Saturday"),
    # The journeys.
    ("how long did the scooter to the gym take", "journeys.csv", "9"),
    ("how did I get to work on the 14th", "journeys.csv", "park and ride"),
    # Subjects the papers never mention.
    ("can I take my dog on the bus", None, ""),
    ("how much is a single bus ticket", None, ""),
    ("is there a night bus", None, ""),
    ("do scooters have lights", None, ""),
]
