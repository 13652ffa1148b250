"""An electric car leaser's papers (the thirty-ninth session): the lease agreement, the mileage
and excess charges, the public charging card's tariff as CSV, the servicing booklet, the return
condition guide and the delivery email. Its validation folder is a motorbike bought on finance:
the finance agreement, the payment schedule as CSV, the warranty terms, the first service
reminder, the insurance schedule and the dealer's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lease_agreement.txt": """\
Personal contract hire agreement PCH-558201
Vehicle: Kia EV6 Air, Snow White Pearl
Term: 36 months. Annual mileage: 8,000 miles.
Initial rental: £1,950 (6 months' rental in advance). Monthly rental: £325, then 35 payments.
You may end the agreement early, but you will pay 50% of the remaining rentals.
The car must be insured fully comprehensive, with the lessor named as owner.
""",
    "excess_charges.md": """\
# Charges at the end of the lease

| charge | amount |
|---|---|
| Each mile over the allowance | 9p |
| Missing locking wheel nut | £45 |
| Missing charging cable | £350 |
| Each missing key | £240 |

Miles under your allowance are not refunded.
""",
    "charging_tariff.csv": """\
network,speed,price per kWh,notes
Shell Recharge,rapid (50 kW),69p,no subscription
Ionity,ultra rapid (350 kW),74p,39p with Passport plan
Pod Point,7 kW,49p,free at some supermarkets
Home (Octopus Go),7 kW,8.5p,12.30am to 5.30am
""",
    "servicing.txt": """\
Servicing

Your EV6 needs a service every 2 years or 20,000 miles, whichever comes first. Servicing is not
included in your rental; book it at any Kia dealer. Tyres, brake pads and wiper blades are your
responsibility. The battery is guaranteed for 7 years or 100,000 miles to keep 70% of its capacity.
""",
    "return_guide.txt": """\
Returning your car: fair wear and tear

Stone chips under 3mm are fine. Scratches up to 25mm that have not gone through the paint are
fine. Dents up to 10mm are acceptable if there are no more than two on any panel. Alloy wheel
scuffs up to 50mm in total are allowed. Every tyre needs at least 3mm of tread.
""",
    "delivery_email.txt": """\
Hi Megan, great news: your EV6 will be delivered on Thursday 22 April between 8am and 1pm. Please
have your driving licence and a proof of address ready, and make sure someone over 21 is there to
sign. The car will come with 80% charge. Zoe, Lease Direct
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the monthly payment", "lease_agreement.txt", "£325"),
    ("how many miles a year can I do", "lease_agreement.txt", "8,000 miles"),
    ("what happens if I want to end the lease early", "lease_agreement.txt", "50% of the remaining rentals"),
    ("how long is the lease", "lease_agreement.txt", "36 months"),
    ("how much is it per mile over", "excess_charges.md", "9p"),
    ("what if I lose a key", "excess_charges.md", "£240"),
    ("do I get money back if I drive less", "excess_charges.md", "not refunded"),
    ("how much is Shell Recharge", "charging_tariff.csv", "69p"),
    ("when is the cheap rate at home", "charging_tariff.csv", "12.30am to 5.30am"),
    ("how often does it need a service", "servicing.txt", "every 2 years or 20,000 miles"),
    ("is servicing included", "servicing.txt", "not"),
    ("how long is the battery guaranteed", "servicing.txt", "7 years or 100,000 miles"),
    ("how big a scratch is ok", "return_guide.txt", "25mm"),
    ("how much tread do the tyres need", "return_guide.txt", "3mm"),
    ("when is the car being delivered", "delivery_email.txt", "Thursday 22 April"),
    ("what do I need for the delivery", "delivery_email.txt", "driving licence"),
    ("how much charge will it have", "delivery_email.txt", "80%"),
    ("is there a home charger included", None, ""),
    ("can my partner drive the car", None, ""),
    ("what's the road tax", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "finance_agreement.txt": """\
Hire purchase agreement: Triumph Trident 660
Cash price: £8,195. Deposit: £1,000. Amount of credit: £7,195.
48 monthly payments of £184.60. Representative APR 9.9%.
You may settle early at any time; ask us for a settlement figure. You own the motorcycle once
every payment has been made.
""",
    "payment_schedule.csv": """\
payment,date,amount
1,2027-04-15,£184.60
2,2027-05-15,£184.60
3,2027-06-15,£184.60
48,2031-03-15,£184.60
""",
    "warranty.txt": """\
Warranty

Your Trident has a 2 year unlimited mileage warranty. It does not cover tyres, chains, sprockets,
brake pads or damage from a crash. The warranty stays valid only if the bike is serviced by a
Triumph dealer on time.
""",
    "service_reminder.txt": """\
Your first service is due at 600 miles or 6 months, whichever is sooner. It takes about 90 minutes
and costs £139. After that, service every 10,000 miles or once a year.
""",
    "insurance_schedule.md": """\
# Motorcycle insurance

- Cover: fully comprehensive
- Riders: policyholder only
- Excess: £250 compulsory, £150 voluntary
- Kept overnight: locked garage
- Helmet and leathers covered up to £1,000
""",
    "dealer_text.txt": """\
Hi Aisha, your Trident is ready to collect from Saturday at 9am. Bring your licence (with the A2
or A category) and your insurance certificate. We'll fill the tank for you. Cheers, Rob, Moto Hub
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the monthly payment on the bike", "finance_agreement.txt", "£184.60"),
    ("what's the APR", "finance_agreement.txt", "9.9%"),
    ("can I pay it off early", "finance_agreement.txt", "settle early"),
    ("when is the last payment", "payment_schedule.csv", "2031-03-15"),
    ("how long is the warranty", "warranty.txt", "2 year"),
    ("does the warranty cover the chain", "warranty.txt", "does not cover"),
    ("when is the first service", "service_reminder.txt", "600 miles or 6 months"),
    ("how much is the first service", "service_reminder.txt", "£139"),
    ("what's the excess on my insurance", "insurance_schedule.md", "£250"),
    ("can my brother ride the bike", "insurance_schedule.md", "policyholder only"),
    ("are my helmet and leathers insured", "insurance_schedule.md", "£1,000"),
    ("when can I pick up the bike", "dealer_text.txt", "Saturday at 9am"),
    ("what do I need to bring to collect it", "dealer_text.txt", "licence"),
    ("is there breakdown cover", None, ""),
    ("does the bike come with a top box", None, ""),
    ("what's the top speed", None, ""),
]
