"""A householder's papers for a new washing machine (the forty-seventh session): the order
confirmation, the delivery and installation terms, the wash programmes as a table, the warranty
card and a text. Its validation folder is a householder's for a new mattress: the order, the
delivery terms, the sizes as CSV, the care card and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order 55102: Bosch Series 6 washing machine, 9kg, white, £529. Delivery on Wednesday 22 October
between 7am and 11am. Installation and removal of the old machine: £35, paid.
""",
    "delivery_terms.txt": """\
The old machine must be unplumbed and drained before we arrive. Our crew cannot carry appliances up
more than two flights of stairs. Stopcocks must be working.
""",
    "programmes.md": """\
# Wash programmes

| programme | temperature | time |
|---|---|---|
| Cotton | 40°C | 3 hours 10 minutes |
| Quick 15 | 20°C | 15 minutes |
| Wool | 30°C | 40 minutes |
""",
    "warranty_card.txt": """\
This machine has a 2-year manufacturer's warranty. Register within 28 days at the Bosch website to
get a free extra year.
""",
    "text.txt": """\
The driver is 20 minutes away and will call when outside. Currys Delivery
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the washing machine", "order_confirmation.txt", "£529"),
    ("when is it being delivered", "order_confirmation.txt", "Wednesday 22 October"),
    ("will they take the old one away", "order_confirmation.txt", "removal of the old machine"),
    ("what do I have to do before they come", "delivery_terms.txt", "unplumbed and drained"),
    ("will they carry it upstairs", "delivery_terms.txt", "more than two flights of stairs"),
    ("how long does the cotton wash take", "programmes.md", "3 hours 10 minutes"),
    ("what temperature is the wool wash", "programmes.md", "30°C"),
    ("how long is the warranty", "warranty_card.txt", "2-year"),
    ("how do I get an extra year", "warranty_card.txt", "Register within 28 days"),
    ("how far away is the driver", "text.txt", "20 minutes away"),
    ("what size drum is it", "order_confirmation.txt", "9kg"),
    ("does it have a steam setting", None, ""),
    ("can I pay in instalments", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order DM-7741: Hybrid 2000 pocket sprung mattress, king size, medium firm, £649. 100-night trial.
""",
    "delivery_terms.txt": """\
Delivered rolled in a box on a weekday, 8am to 6pm; we'll text a 2-hour slot the evening before.
Old mattress collection is £40 extra.
""",
    "sizes.csv": """\
size,width,length
Double,135cm,190cm
King,150cm,200cm
Super king,180cm,200cm
""",
    "care_card.txt": """\
Let the mattress expand for 24 hours before sleeping on it. Rotate it every 3 months. Do not fold.
""",
    "message.txt": """\
Your slot tomorrow is 10am to 12pm. The box weighs 38kg so two people are needed to lift it. Dream Mattress Co
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the mattress", "order.txt", "£649"),
    ("how long is the trial", "order.txt", "100-night trial"),
    ("how firm is it", "order.txt", "medium firm"),
    ("how much to take the old mattress", "delivery_terms.txt", "£40 extra"),
    ("how wide is a king size", "sizes.csv", "150cm"),
    ("how long is a super king", "sizes.csv", "200cm"),
    ("when can we sleep on it", "care_card.txt", "24 hours"),
    ("how often should I turn it", "care_card.txt", "every 3 months"),
    ("what time is the delivery", "message.txt", "10am to 12pm"),
    ("how heavy is the box", "message.txt", "38kg"),
    ("is it hypoallergenic", None, ""),
    ("do they deliver on Saturdays", None, ""),
]
