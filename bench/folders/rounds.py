"""A window cleaner's papers for his round (the thirty-ninth session): the customer list as CSV,
the price list, the van insurance schedule, the water-fed pole's manual, the round's weekly plan
and a customer's text. Its validation folder is a mobile dog groomer's: the price list, the
bookings as CSV, the van's water tank guide, the public liability certificate, the cancellation
policy and a client's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "customers.csv": """\
customer,address,frequency,price,pays by
Mrs Patel,14 Orchard Way,every 4 weeks,£15,bank transfer
Mr Hughes,2 Mill Cottages,every 8 weeks,£22,cash
The Old Rectory,Church Lane,every 4 weeks,£40,invoice
Green Dental Practice,9 High Street,every 2 weeks,£30,invoice
""",
    "price_list.md": """\
# Prices

| job | price |
|---|---|
| Terraced house, outside only | £12 |
| Semi-detached, outside only | £15 |
| Detached house, outside only | £20 |
| Conservatory roof | £35 |
| Gutter clear | from £60 |

Insides are double the outside price. Frames and sills are cleaned every visit at no extra cost.
""",
    "van_insurance.txt": """\
Commercial vehicle insurance: Ford Transit Custom, KX21 WTR
Cover: third party, fire and theft. Business use: class 1.
Named drivers: Lee Carter only.
Tools in the van are covered up to £2,000, but only if the van is locked and the tools are out of
sight. Excess: £300.
""",
    "pole_manual.txt": """\
Using your water-fed pole

Only use pure water from the van's filter; tap water leaves spots. Never use the pole within 3
metres of overhead power lines. Check the brush bristles every month and replace the brush when
they are worn down to half their length. Flush the hose through after every day's work.
""",
    "weekly_plan.md": """\
# The round

- **Monday**: Orchard Way and Beech Road
- **Tuesday**: village round (Mill Cottages, Church Lane)
- **Wednesday**: shops and offices on the High Street, before 9am
- **Thursday**: new estate (Meadow Park)
- **Friday**: catch-up day; rained-off jobs move here
""",
    "customer_text.txt": """\
Hi Lee, it's Sue at number 14. We're away from the 10th to the 24th, the side gate code is 4471 if
you need to get round the back. Could you do the conservatory roof next time as well? Thanks, Sue
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much does Mr Hughes pay", "customers.csv", "£22"),
    ("how does the Old Rectory pay", "customers.csv", "invoice"),
    ("how often do I do the dental practice", "customers.csv", "every 2 weeks"),
    ("how much for a detached house", "price_list.md", "£20"),
    ("how much do I charge for insides", "price_list.md", "double the outside price"),
    ("do I charge extra for the frames", "price_list.md", "at no extra cost"),
    ("who can drive the van", "van_insurance.txt", "Lee Carter only"),
    ("are my tools covered in the van", "van_insurance.txt", "£2,000"),
    ("what's the excess on the van", "van_insurance.txt", "£300"),
    ("can I use tap water in the pole", "pole_manual.txt", "tap water leaves spots"),
    ("how close can I get to power lines", "pole_manual.txt", "3"),
    ("when do I replace the brush", "pole_manual.txt", "half their length"),
    ("when do I do the village round", "weekly_plan.md", "Tuesday"),
    ("what happens to rained off jobs", "weekly_plan.md", "Friday"),
    ("what's Sue's gate code", "customer_text.txt", "4471"),
    ("when is Sue away", "customer_text.txt", "10th to the 24th"),
    ("what extra does Sue want doing", "customer_text.txt", "conservatory roof"),
    ("do I need a ladder licence", None, ""),
    ("what's my public liability cover", None, ""),
    ("how much is the van's road tax", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "groom_prices.md": """\
# Grooming prices

| dog | full groom | bath and brush |
|---|---|---|
| Small (up to 10 kg) | £40 | £28 |
| Medium (10 to 25 kg) | £50 | £35 |
| Large (over 25 kg) | £65 | £45 |

Nail trim on its own: £10. Matted coats cost £10 extra per 15 minutes.
""",
    "bookings.csv": """\
date,time,dog,owner,service
2027-06-07,09:00,Biscuit (cockapoo),Mrs Lane,Full groom
2027-06-07,11:30,Rolo (dachshund),Mr Ahmed,Bath and brush
2027-06-08,10:00,Luna (husky),Ms Grant,Full groom
""",
    "tank_guide.txt": """\
Van water system

The clean water tank holds 80 litres, enough for about six dogs. Empty the waste tank at the end of
every day, never into a road drain. The water heater takes 20 minutes to warm up.
""",
    "liability_certificate.txt": """\
Certificate of insurance
Insured: Pawfect Mobile Grooming (Jess Morgan)
Public liability: £2,000,000
Care, custody and control: £10,000 per animal
Period of cover: 1 March 2027 to 28 February 2028
""",
    "cancellation_policy.txt": """\
Cancellations

Please give at least 48 hours' notice if you need to cancel. Cancellations with less notice are
charged at half the price of the groom. If your dog is unwell on the day, there is no charge.
""",
    "client_email.txt": """\
Hi Jess, Luna is blowing her coat at the moment, so could you give her a really good de-shed? She
doesn't like the dryer near her face. We'll leave the side gate open. Thanks, Amy Grant
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is a full groom for a large dog", "groom_prices.md", "£65"),
    ("how much is a nail trim", "groom_prices.md", "£10"),
    ("what do I charge for matted coats", "groom_prices.md", "£10 extra per 15 minutes"),
    ("what time is Rolo booked", "bookings.csv", "11:30"),
    ("who owns Biscuit", "bookings.csv", "Mrs Lane"),
    ("how much water does the tank hold", "tank_guide.txt", "80 litres"),
    ("how long does the heater take", "tank_guide.txt", "20 minutes"),
    ("where can I empty the waste water", "tank_guide.txt", "never into a road drain"),
    ("how much public liability do I have", "liability_certificate.txt", "£2,000,000"),
    ("when does the insurance run out", "liability_certificate.txt", "28 February 2028"),
    ("how much notice do clients need to give", "cancellation_policy.txt", "48 hours"),
    ("what if the dog is ill on the day", "cancellation_policy.txt", "no charge"),
    ("what does Luna not like", "client_email.txt", "dryer near her face"),
    ("do I need a licence to groom", None, ""),
    ("what shampoo do I use on puppies", None, ""),
    ("how much is fuel for the van", None, ""),
]
