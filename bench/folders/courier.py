"""A self-employed delivery driver's papers (the thirty-first session): the delivery app's
courier terms, his hire-and-reward insurance, a week's earnings as CSV, the depot's rules, a fuel
card's terms and a van rental agreement; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a taxi driver's: the
council's licence conditions, the fare tariff as a markdown table, a vehicle test certificate,
the radio circuit's fees, her insurance schedule and a week's jobs as CSV, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "courier_terms.md": """\
# Dashdrop courier terms

- Pay: £4.10 a drop, plus 60p for each mile over 3 miles
- Peak bonus: £1.50 a drop on Friday and Saturday evenings, 5pm to 10pm
- Payment: weekly, every Wednesday, for the week to the previous Sunday

You choose your own hours. If you reject more than 3 offered jobs in an hour, offers are paused for 30 minutes.

Customers can tip in the app; tips are paid to you in full. You may not carry a passenger while on a delivery.
""",
    "courier_insurance.txt": """\
Hire and reward insurance — schedule

Policyholder: Marek Nowak
Vehicle: Peugeot Partner, registration YB70 KXW
Use: social, domestic and pleasure; delivery of food and parcels for hire and reward
Goods in transit: up to £2,000 a load
Excess: £500

Goods left in the van overnight are not covered. The policy does not cover carrying people for money.
""",
    "earnings_week.csv": """\
day,drops,miles,earnings,tips
Monday,14,52,£63.40,£4.00
Tuesday,11,38,£49.10,£2.50
Wednesday,0,0,£0.00,£0.00
Thursday,16,61,£74.20,£6.00
Friday,22,70,£124.80,£11.50
""",
    "depot_rules.txt": """\
Northway depot — rules for drivers

The depot is open for collections from 6am to 9pm, seven days a week. Park in bays 10 to 20 only; bays 1 to 9 are for the depot's own vans.

High-visibility vests must be worn in the yard at all times. Parcels that cannot be delivered go back to the returns cage by 9pm the same day.

Toilets and a drinks machine are in the drivers' room by gate B.
""",
    "fuel_card.md": """\
# FuelGo card — terms

- Card number ending: 4471
- Monthly limit: £600
- Accepted at: all Shell and Esso stations in the UK
- Statement: emailed on the 3rd of each month; paid by direct debit on the 15th

Fuel only: the card cannot be used for car washes, food or AdBlue. Report a lost card on 0800 555 0199 straight away; you pay for anything spent before you report it.
""",
    "van_rental.txt": """\
Van rental agreement — Swift Van Hire

Hirer: Marek Nowak
Van: Peugeot Partner, YB70 KXW
Weekly rent: £165, paid every Monday
Minimum hire: 4 weeks

Give 7 days' notice to return the van. The van must be returned clean and with the same fuel level, or a £40 valeting charge and the cost of fuel are added. Any parking or speeding fines are passed on with a £25 admin fee each.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The app.
    ("how much do I get per drop", "courier_terms.md", "£4.10 a drop"),
    ("when is the peak bonus", "courier_terms.md", "Friday and Saturday evenings"),
    ("what day do I get paid", "courier_terms.md", "every Wednesday"),
    ("what happens if I turn down too many jobs", "courier_terms.md", "offers are paused for 30 minutes"),
    ("do I keep my tips", "courier_terms.md", "tips are paid to you in full"),
    ("can my mate come with me on deliveries", "courier_terms.md", "may not carry a passenger"),
    # The insurance.
    ("how much are parcels covered for", "courier_insurance.txt", "up to £2,000 a load"),
    ("are parcels covered if I leave them in the van overnight", "courier_insurance.txt", "not covered"),
    ("what's my excess", "courier_insurance.txt", "£500"),
    # The earnings.
    ("how much did I earn on Friday", "earnings_week.csv", "£124.80"),
    ("how many drops did I do on Thursday", "earnings_week.csv", "16"),
    ("how much did I get in tips on Monday", "earnings_week.csv", "£4.00"),
    # The depot.
    ("what time does the depot shut", "depot_rules.txt", "9pm"),
    ("where can I park at the depot", "depot_rules.txt", "bays 10 to 20"),
    ("what do I do with parcels I couldn't deliver", "depot_rules.txt", "returns cage"),
    ("where are the toilets", "depot_rules.txt", "drivers' room by gate B"),
    ("do I have to wear hi vis", "depot_rules.txt", "High-visibility vests must be worn"),
    # The fuel card.
    ("what's the limit on my fuel card", "fuel_card.md", "£600"),
    ("can I get a car wash on the fuel card", "fuel_card.md", "cannot be used for car washes"),
    ("what do I do if I lose my fuel card", "fuel_card.md", "0800 555 0199"),
    ("when does the fuel card money come out", "fuel_card.md", "on the 15th"),
    # The van.
    ("how much is the van a week", "van_rental.txt", "£165"),
    ("how much notice do I give to hand the van back", "van_rental.txt", "7 days' notice"),
    ("what if I get a parking ticket in the van", "van_rental.txt", "£25 admin fee"),
    # Subjects the papers never mention.
    ("how much is the van's road tax", None, ""),
    ("can I deliver by bike", None, ""),
    ("what's my courier ID", None, ""),
    ("is there a canteen at the depot", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "licence_conditions.md": """\
# Private hire driver licence — conditions

Licence holder: Sandra Achebe
Licence number: PH-20577
Expires: 31 August 2027

- Wear your driver's badge where passengers can see it
- Assistance dogs must be carried at no extra charge
- Tell the licensing office within 7 days of any motoring conviction
- No smoking or vaping in the vehicle, at any time

The licence costs £210 to renew and needs a new medical every 5 years after the age of 45.
""",
    "tariff.md": """\
# Fare tariff — Westbury

| Tariff | When | Flag fall | Per mile |
| --- | --- | --- | --- |
| 1 | 6am to 10pm, Monday to Saturday | £3.20 | £2.10 |
| 2 | 10pm to 6am, and all day Sunday | £4.00 | £2.60 |
| 3 | Christmas Day, Boxing Day and New Year's Day | £6.40 | £4.20 |

Soiling charge: up to £80. Waiting time: 30p a minute after the first 5 minutes.
""",
    "vehicle_test.txt": """\
Vehicle compliance test — certificate

Vehicle: Skoda Octavia, registration WB22 TXA
Plate number: 1184
Test date: 3 October 2026
Result: pass, with one advisory (rear tyres close to the legal limit)
Next test due: 2 April 2027

The vehicle must be tested every 6 months. A failed test must be retaken within 14 days.
""",
    "radio_circuit.txt": """\
Westbury Cars — circuit fees for drivers

Weekly circuit fee: £95, paid every Friday
Card payment fee: 3% of each card fare, taken from your weekly statement

Jobs are offered by the app in turn. Drivers who miss the Friday payment are taken off the circuit until it is paid. One week off a quarter is free; further weeks off still pay half the fee.
""",
    "taxi_insurance.md": """\
# Private hire insurance — schedule

- Insured: Sandra Achebe
- Vehicle: WB22 TXA
- Period: 1 June 2026 to 31 May 2027
- Excess: £750
- Named drivers: none

Public liability cover is £5,000,000. A courtesy car is not included.
""",
    "jobs_week.csv": """\
date,pickup,dropoff,fare,paid by
2026-11-16,Station,Hospital,£9.80,card
2026-11-17,Airport,Hilltop Hotel,£42.00,account
2026-11-18,Market Square,University,£7.40,cash
2026-11-20,Station,Airport,£38.50,card
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("when does my licence run out", "licence_conditions.md", "31 August 2027"),
    ("can I charge extra for a guide dog", "licence_conditions.md", "at no extra charge"),
    ("how long have I got to report a speeding conviction", "licence_conditions.md", "within 7 days"),
    ("how much is it to renew my badge", "licence_conditions.md", "£210"),
    # The tariff.
    ("how much per mile on a Sunday", "tariff.md", "£2.60"),
    ("what's the flag fall on Christmas Day", "tariff.md", "£6.40"),
    ("how much can I charge if someone is sick in the car", "tariff.md", "up to £80"),
    ("how much is waiting time", "tariff.md", "30p a minute"),
    # The test.
    ("when is my next vehicle test", "vehicle_test.txt", "2 April 2027"),
    ("what was wrong with the car at the test", "vehicle_test.txt", "rear tyres"),
    ("what if the car fails", "vehicle_test.txt", "within 14 days"),
    # The circuit.
    ("how much is the circuit a week", "radio_circuit.txt", "£95"),
    ("what if I don't pay the circuit on Friday", "radio_circuit.txt", "taken off the circuit"),
    ("do I pay the circuit when I'm on holiday", "radio_circuit.txt", "half the fee"),
    # The insurance.
    ("what's my excess", "taxi_insurance.md", "£750"),
    ("do I get a courtesy car", "taxi_insurance.md", "not included"),
    # The jobs.
    ("how much was the airport job on the 17th", "jobs_week.csv", "£42.00"),
    ("how did the university fare pay", "jobs_week.csv", "cash"),
    # Subjects the papers never mention.
    ("how much is a child seat", None, ""),
    ("can I work for Uber too", None, ""),
    ("what's my tax code", None, ""),
]
