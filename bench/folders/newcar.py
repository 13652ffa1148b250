"""A new car buyer's papers (the forty-second session): the order confirmation, the finance
agreement's figures as a table, the handover appointment, the warranty summary, the extras as CSV
and the dealer's email. Its validation folder is a washing machine delivery's: the order email, the
delivery slot, the installation notes, the guarantee card and the old machine's recycling note,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order confirmation, Castle Motors Kia
Model: Kia Niro EV 3, Snow White Pearl
Order number: KN-20417
Expected delivery to the dealer: week of 14 April
Cash price: £35,495
Part exchange: 2016 Ford Focus, valued at £5,200
""",
    "finance.md": """\
# Personal contract purchase

| item | amount |
|---|---|
| deposit (including part exchange) | £7,000 |
| monthly payment | £389.00 |
| number of payments | 36 |
| optional final payment | £14,750 |
| interest rate (APR) | 6.9% |
| mileage allowance | 8,000 miles a year |
""",
    "handover_appointment.txt": """\
Your handover is booked for Saturday 26 April at 10am with Ryan Marsh, your sales executive. Please
bring your driving licence, proof of address and the Ford's V5C log book and both keys. The
handover takes about an hour.
""",
    "warranty_summary.txt": """\
Your Kia comes with a 7 year or 100,000 mile warranty, whichever comes first. The battery is covered
for 7 years or 100,000 miles as well. Servicing must be done every 12 months or 10,000 miles.
""",
    "extras.csv": """\
extra,price,fitted
mud flaps,£95,at the dealer
boot liner,£75,at the dealer
home charger,£899,by Pod Point
""",
    "dealer_email.txt": """\
Hi, the car has arrived early! If you'd like to collect it sooner, we have Wednesday 23 April free.
The road tax is included for the first year. Ryan
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour is the car", "order_confirmation.txt", "Snow White Pearl"),
    ("what's the order number", "order_confirmation.txt", "KN-20417"),
    ("how much did they give us for the Focus", "order_confirmation.txt", "£5,200"),
    ("how much is the monthly payment", "finance.md", "£389.00"),
    ("how many miles can we do a year", "finance.md", "8,000 miles"),
    ("what's the interest rate", "finance.md", "6.9%"),
    ("when do we pick up the car", "handover_appointment.txt", "Saturday 26 April"),
    ("what do I need to bring", "handover_appointment.txt", "driving licence"),
    ("how long is the handover", "handover_appointment.txt", "about an hour"),
    ("how long is the warranty", "warranty_summary.txt", "7 year"),
    ("how often does it need servicing", "warranty_summary.txt", "every 12 months"),
    ("how much is a boot liner", "extras.csv", "£75"),
    ("who fits the charger", "extras.csv", "Pod Point"),
    ("can we get the car earlier", "dealer_email.txt", "Wednesday 23 April"),
    ("is road tax included", "dealer_email.txt", "included for the first year"),
    ("does it come with winter tyres", None, ""),
    ("is breakdown cover included", None, ""),
    ("can we test drive it first", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_email.txt": """\
Thanks for your order! Bosch Series 6 washing machine, 9kg, white. Order number AO-7731092. Total
paid: £549, including installation and removal of your old machine.
""",
    "delivery_slot.txt": """\
Your delivery is on Thursday 15 May. We'll text you a 1-hour slot the evening before. The delivery
team needs a clear path to the kitchen.
""",
    "installation_notes.txt": """\
Before we arrive, turn off the water to the old machine and unplug it. We connect to your existing
taps and waste pipe; we can't do any plumbing changes. Installation takes about 30 minutes.
""",
    "guarantee_card.txt": """\
Bosch guarantee: 2 years parts and labour. Register online within 28 days to get a third year free.
""",
    "recycling_note.txt": """\
We'll take your old machine away for recycling at no charge, as long as it is disconnected and
empty of water.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the order number", "order_email.txt", "AO-7731092"),
    ("how much did it cost", "order_email.txt", "£549"),
    ("how big is the drum", "order_email.txt", "9kg"),
    ("when is it being delivered", "delivery_slot.txt", "Thursday 15 May"),
    ("when will I know the time", "delivery_slot.txt", "evening before"),
    ("what do I need to do before they come", "installation_notes.txt", "turn off the water"),
    ("can they move the pipes", "installation_notes.txt", "can't do any plumbing changes"),
    ("how long does fitting take", "installation_notes.txt", "about 30 minutes"),
    ("how long is the guarantee", "guarantee_card.txt", "2 years"),
    ("how do I get an extra year", "guarantee_card.txt", "Register online"),
    ("will they take the old one", "recycling_note.txt", "take your old machine away"),
    ("can they fit it upstairs", None, ""),
    ("does it come with a stacking kit", None, ""),
    ("is there a dryer deal", None, ""),
]
