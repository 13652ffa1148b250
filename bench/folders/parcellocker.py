"""A shopper's papers for a parcel locker (the fifty-fourth session): the delivery email, the
locker sizes as a table, the how-to-collect guide, the returns page and a text. Its validation
folder is a shopper's for click and collect at a store: the order email, the collection points
as CSV, the ID rules, the refund note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "delivery_email.txt": """\
Your parcel has been delivered to the Quickbox locker at Greenway Co-op, 3 Market Street. Your
collection code is 548 213. Collect it within 3 days or it will be sent back.
""",
    "locker_sizes.md": """\
# Locker sizes

| size | fits up to |
|---|---|
| small | 8 x 38 x 64 cm |
| medium | 19 x 38 x 64 cm |
| large | 41 x 38 x 64 cm |
""",
    "how_to_collect.txt": """\
Scan the QR code in the app or type your collection code on the screen. The door will open by
itself. Lockers can be used 24 hours a day.
""",
    "returns_page.txt": """\
To send a return from a locker, print the label or show the QR code at the screen. Returns are free
within 30 days of delivery.
""",
    "text.txt": """\
Quickbox: reminder, your parcel is waiting at Greenway Co-op. It will go back to the sender on
Friday 12 September.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is my parcel", "delivery_email.txt", "Greenway Co-op, 3 Market Street"),
    ("what's my code", "delivery_email.txt", "548 213"),
    ("how long have I got to pick it up", "delivery_email.txt", "within 3 days"),
    ("how big is a medium locker", "locker_sizes.md", "19 x 38 x 64 cm"),
    ("how do I open the locker", "how_to_collect.txt", "type your collection code on the screen"),
    ("can I get it in the middle of the night", "how_to_collect.txt", "24 hours a day"),
    ("do I need to print a label to send something back", "returns_page.txt", "print the label or show the QR code"),
    ("do returns cost anything", "returns_page.txt", "free"),
    ("when will it go back", "text.txt", "Friday 12 September"),
    ("what happens if I don't collect it", "delivery_email.txt", "sent back"),
    ("can someone else collect it for me", None, ""),
    ("is the locker inside the shop", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_email.txt": """\
Your order 70331 is ready to collect from the customer desk at Homewise Riverside. We will keep it
for 10 days.
""",
    "collection_points.csv": """\
store,opening hours
Homewise Riverside,8am to 8pm
Homewise Northgate,9am to 6pm
Homewise Airport Retail Park,7am to 10pm
""",
    "id_rules.txt": """\
Bring your order number and photo ID. Someone else can collect for you if they bring the order
email and their own ID.
""",
    "refund_note.txt": """\
Orders not collected within 10 days are cancelled and refunded to your card within 5 working days.
""",
    "message.txt": """\
Homewise: good news, your garden chairs are in. Heavy items are collected from the goods entrance
round the back.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where do I pick my order up", "order_email.txt", "customer desk at Homewise Riverside"),
    ("how long will they keep it", "order_email.txt", "10 days"),
    ("what time does Riverside close", "collection_points.csv", "8am to 8pm"),
    ("when is the airport store open", "collection_points.csv", "7am to 10pm"),
    ("what do I need to bring", "id_rules.txt", "order number and photo ID"),
    ("can my husband collect it", "id_rules.txt", "Someone else can collect for you"),
    ("what happens if I don't pick it up", "refund_note.txt", "cancelled and refunded"),
    ("how long does the refund take", "refund_note.txt", "within 5 working days"),
    ("where do I get the chairs from", "message.txt", "goods entrance"),
    ("what's my order number", "order_email.txt", "70331"),
    ("can they deliver it instead", None, ""),
    ("is there free parking", None, ""),
]
