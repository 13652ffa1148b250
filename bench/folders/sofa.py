"""A sofa buyer's papers (the thirty-sixth session, written before the tool was run on them): the
order confirmation, the delivery email, the finance plan as CSV, the returns policy, the fabric care
guide and the guarantee. Its validation folder is a new washing machine owner's: the receipt, the
installation booking, the quick start guide, the programme table as CSV, the extended warranty
offer and the installer's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Hartwell Home: order confirmed

Order number: HH-77120
Item: Marlow 3-seater sofa in Sage velvet
Price: £1,299
Delivery charge: £49
Estimated delivery: 10 to 12 weeks, as it is made to order
""",
    "delivery_email.txt": """\
Subject: Your delivery date

Good news! Your sofa will be delivered on Thursday 21 August between 7am and 7pm; we'll text a 2-hour slot the evening before. Our team will take it to the room of your choice and remove all packaging. Please measure doorways and stairs before the day.
""",
    "finance_plan.csv": """\
payment,due,amount
Deposit,2027-05-30,£130
Month 1,2027-06-30,£108.25
Month 2,2027-07-30,£108.25
""",
    "returns_policy.md": """\
# Returns

- Made-to-order items can't be returned unless faulty
- Report any damage within 48 hours of delivery, with photos
- Cancellations before the frame is made get a full refund; after that, a 25% charge applies
""",
    "care_guide.txt": """\
Caring for velvet

Vacuum weekly with a soft brush. Blot spills straight away with a clean cloth; don't rub. Keep the sofa out of direct sunlight, as velvet fades. Don't use washing-up liquid or stain removers.
""",
    "guarantee.txt": """\
Guarantee

The frame and springs are guaranteed for 10 years. Cushions and fabric are guaranteed for 1 year against manufacturing faults. The guarantee does not cover pet damage or fading.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my order number", "order_confirmation.txt", "HH-77120"),
    ("how much was delivery", "order_confirmation.txt", "£49"),
    ("why does it take so long", "order_confirmation.txt", "made to order"),
    ("when is the sofa coming", "delivery_email.txt", "Thursday 21 August"),
    ("will they take the packaging away", "delivery_email.txt", "remove all packaging"),
    ("will they carry it upstairs", "delivery_email.txt", "room of your choice"),
    ("how much was the deposit", "finance_plan.csv", "£130"),
    ("when is the first monthly payment", "finance_plan.csv", "2027-06-30"),
    ("can I send it back if I don't like it", "returns_policy.md", "can't be returned unless faulty"),
    ("what if it arrives damaged", "returns_policy.md", "within 48 hours"),
    ("can I cancel the order", "returns_policy.md", "full refund"),
    ("how do I clean it", "care_guide.txt", "Vacuum weekly"),
    ("what if I spill something", "care_guide.txt", "Blot spills"),
    ("how long is the frame guaranteed", "guarantee.txt", "10 years"),
    ("is cat damage covered", "guarantee.txt", "does not cover pet damage"),
    ("can I choose a different colour later", None, ""),
    ("do they take away my old sofa", None, ""),
    ("is there a matching footstool", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
Brightmarket Electrical receipt

Item: Boschline 9 kg washing machine, white
Price: £479
Paid by: debit card
Date: 2 March 2027
Keep this receipt as proof of purchase for the guarantee.
""",
    "installation_booking.txt": """\
Installation

Your washing machine will be delivered and installed on Monday 15 March, between 12pm and 4pm. Installation costs £35 and includes removing your old machine. Please make sure the taps behind the old machine turn off.
""",
    "quick_start.md": """\
# Quick start

- Remove the 3 transit bolts from the back before first use
- Run an empty hot wash first to clean the drum
- Use no more than the amount of detergent on the pack; too much makes suds
- Clean the filter at the bottom front every 2 months
""",
    "programmes.csv": """\
programme,temperature,time
Cotton,40C,3 h 15 min
Quick 30,30C,30 min
Wool,cold,1 h
Eco 40-60,40C,3 h 30 min
""",
    "warranty_offer.txt": """\
Extend your guarantee

Your machine comes with a 2-year guarantee. You can extend it to 5 years for £89 if you register within 28 days of delivery at brightmarket.example/care.
""",
    "installer_text.txt": """\
Hi, it's Dean from Brightmarket installs. Running about 30 minutes late, sorry. I'll need access to the stop tap too, in case the old hose leaks.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the washing machine cost", "receipt.txt", "£479"),
    ("when did I buy it", "receipt.txt", "2 March 2027"),
    ("when is it being installed", "installation_booking.txt", "Monday 15 March"),
    ("will they take the old one away", "installation_booking.txt", "removing your old machine"),
    ("how much is installation", "installation_booking.txt", "£35"),
    ("what do I do before the first wash", "quick_start.md", "transit bolts"),
    ("how often should I clean the filter", "quick_start.md", "every 2 months"),
    ("how long does the cotton wash take", "programmes.csv", "3 h 15 min"),
    ("what temperature is the wool programme", "programmes.csv", "cold"),
    ("how long is the guarantee", "warranty_offer.txt", "2-year guarantee"),
    ("how much to extend the warranty", "warranty_offer.txt", "£89"),
    ("when do I have to register by", "warranty_offer.txt", "within 28 days of delivery"),
    ("is the installer on time", "installer_text.txt", "30 minutes late"),
    ("what does the installer need", "installer_text.txt", "stop tap"),
    ("can it dry clothes too", None, ""),
    ("does it come in black", None, ""),
    ("is there a delay start", None, ""),
]
