"""A driver's papers when selling a car privately (the forty-fourth session): the advert, a buyer's
message, the DVLA's selling guide, the service record as a table and the receipt draft. Its
validation folder is a part exchange's: the dealer's offer, the new car's order, the finance
settlement letter as CSV, the checklist and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "advert.txt": """\
For sale: 2017 Toyota Yaris hybrid, silver, 58,000 miles, full service history, MOT until March.
£8,750 or near offer. Two keys. Small dent on the rear bumper. Viewing in Kettering.
""",
    "buyer_message.txt": """\
Hi, is the Yaris still available? I can view on Saturday at 11am and would pay by bank transfer.
Would you take £8,200? Thanks, Marcus
""",
    "dvla_guide.txt": """\
When you sell your car, tell DVLA online straight away using the 11-digit reference number from your
V5C log book. Give the green new keeper slip to the buyer. You'll get a refund of any full months of
car tax left, sent to the address on the log book.
""",
    "service_record.md": """\
# Service record

| date | mileage | work |
|---|---|---|
| March 2023 | 41,200 | full service |
| April 2024 | 49,800 | full service, new brake pads |
| March 2025 | 57,100 | interim service, new battery |
""",
    "receipt_draft.txt": """\
Sold as seen, as inspected and test driven, for the agreed price. Payment must clear before the
buyer takes the car. Both sides sign and keep a copy.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many miles has it done", "advert.txt", "58,000 miles"),
    ("how much am I asking for the car", "advert.txt", "£8,750"),
    ("when does the MOT run out", "advert.txt", "March"),
    ("is there any damage", "advert.txt", "Small dent on the rear bumper"),
    ("when is Marcus coming to see it", "buyer_message.txt", "Saturday at 11am"),
    ("how much did Marcus offer", "buyer_message.txt", "£8,200"),
    ("how does he want to pay", "buyer_message.txt", "bank transfer"),
    ("how do I tell the DVLA", "dvla_guide.txt", "tell DVLA online"),
    ("what do I give the buyer", "dvla_guide.txt", "green new keeper slip"),
    ("do I get my car tax back", "dvla_guide.txt", "refund of any full months"),
    ("when was the battery replaced", "service_record.md", "March 2025"),
    ("when did it get new brake pads", "service_record.md", "April 2024"),
    ("when can the buyer take the car", "receipt_draft.txt", "Payment must clear"),
    ("how many keys are there", "advert.txt", "Two keys"),
    ("has it been in an accident", None, ""),
    ("what's the fuel economy", None, ""),
    ("is there any finance on the car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "dealer_offer.txt": """\
Part exchange valuation for your 2016 Ford Fiesta: £5,300, subject to inspection on handover.
The offer is valid for 7 days. We deduct £150 if the service history is missing.
""",
    "new_car_order.txt": """\
Order for a 2022 Kia Picanto in blue, 19,000 miles, price £11,495. Deposit paid £500.
Handover on Friday 6 June at 2pm at Westside Motors. 12 months' warranty and a new MOT included.
""",
    "settlement.csv": """\
item,value
finance company,Halford Car Finance
settlement figure,£1,840
valid until,30 May
""",
    "checklist.txt": """\
Bring both keys, the V5C, the service book and the locking wheel nut key. Take the parking permit
and the dashcam out of the Fiesta first.
""",
    "email_from_dealer.txt": """\
We will pay off your finance with Halford directly, so it comes off the value of your part exchange.
The rest of the balance is due on handover, by card or transfer.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are they giving me for the Fiesta", "dealer_offer.txt", "£5,300"),
    ("how long is the offer valid", "dealer_offer.txt", "7 days"),
    ("what if I don't have the service history", "dealer_offer.txt", "£150"),
    ("how much is the Picanto", "new_car_order.txt", "£11,495"),
    ("when do I pick up the new car", "new_car_order.txt", "Friday 6 June"),
    ("does it come with a warranty", "new_car_order.txt", "12 months' warranty"),
    ("how much is left on the finance", "settlement.csv", "£1,840"),
    ("when does the settlement figure run out", "settlement.csv", "30 May"),
    ("what do I need to bring", "checklist.txt", "both keys"),
    ("what should I take out of the old car", "checklist.txt", "the dashcam"),
    ("who pays off the finance", "email_from_dealer.txt", "We will pay off your finance"),
    ("what colour is the new car", "new_car_order.txt", "blue"),
    ("can I get a better price elsewhere", None, ""),
    ("does the new car have a sat nav", None, ""),
]
