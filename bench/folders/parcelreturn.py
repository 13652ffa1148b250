"""An online shopper's papers for sending an order back (the forty-second session): the order
confirmation as CSV, the returns policy, the returns label email, the courier collection text, the
refund email and the size guide as a table. Its validation folder is a faulty kettle's warranty
claim: the receipt, the guarantee terms, the customer service email, the repair form notes and the
replacement confirmation, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.csv": """\
item,size,colour,price
linen shirt,M,sage,£39.00
chinos,32R,navy,£45.00
trainers,UK 9,white,£65.00
""",
    "returns_policy.md": """\
# Returns

You can return most items within 30 days of delivery for a full refund. Items must be unworn, with
the tags still on. Returns are free by courier collection or at any Evri ParcelShop. Pants, swimwear
and earrings can't be returned for hygiene reasons unless faulty. Refunds go back to the card you
paid with.
""",
    "returns_label_email.txt": """\
Your return is ready: return number RTN-558190. Items: linen shirt, chinos. Print the label or show
the QR code at the ParcelShop. Keep your proof of postage until you get your refund.
""",
    "collection_text.txt": """\
Evri: your parcel will be collected on Wednesday 12 March between 7am and 9pm. Leave it somewhere
the courier can find it only if you'll be at home.
""",
    "refund_email.txt": """\
We've received your return RTN-558190. A refund of £84.00 is on its way and should show on your card
in 3 to 5 working days. Delivery charges are not refunded.
""",
    "size_guide.md": """\
| size | chest (cm) | waist (cm) |
|---|---|---|
| S | 91 to 96 | 76 to 81 |
| M | 97 to 102 | 82 to 87 |
| L | 103 to 108 | 88 to 93 |
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what size were the trainers", "order.csv", "UK 9"),
    ("how much were the chinos", "order.csv", "£45.00"),
    ("how long do I have to send it back", "returns_policy.md", "30 days"),
    ("do I have to pay to return it", "returns_policy.md", "free"),
    ("can I return swimwear", "returns_policy.md", "can't be returned"),
    ("where does the refund go", "returns_policy.md", "card you paid with"),
    ("what's my return number", "returns_label_email.txt", "RTN-558190"),
    ("do I need to print the label", "returns_label_email.txt", "show the QR code"),
    ("when are they collecting it", "collection_text.txt", "Wednesday 12 March"),
    ("how much am I getting back", "refund_email.txt", "£84.00"),
    ("when will I get my money", "refund_email.txt", "3 to 5 working days"),
    ("do I get the delivery charge back", "refund_email.txt", "not refunded"),
    ("what size is a 100cm chest", "size_guide.md", "M"),
    ("what waist is a large", "size_guide.md", "88 to 93"),
    ("can I exchange it for a different size", None, ""),
    ("do they price match", None, ""),
    ("is there a student discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
Currys receipt, 14 January: Russell Hobbs kettle, model 26050, £39.99. Paid by debit card.
""",
    "guarantee_terms.txt": """\
Russell Hobbs guarantee: 2 years from the date of purchase, parts and labour, if you register the
product within 28 days. The guarantee does not cover limescale damage or misuse.
""",
    "customer_service_email.txt": """\
Thanks for getting in touch about the kettle that stopped heating. Please send a photo of the
receipt and the rating label on the base. We aim to reply within 48 hours.
""",
    "repair_notes.txt": """\
Claim notes: claim number RH-771402. We don't repair kettles; a faulty kettle under guarantee is
replaced with the same model or a similar one.
""",
    "replacement_confirmation.txt": """\
Your replacement kettle will be delivered by DPD on Friday 7 February. You don't need to send the
old one back; please recycle it.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the kettle", "receipt.txt", "£39.99"),
    ("when did I buy it", "receipt.txt", "14 January"),
    ("how long is the guarantee", "guarantee_terms.txt", "2 years"),
    ("is limescale covered", "guarantee_terms.txt", "does not cover limescale"),
    ("what do they need from me", "customer_service_email.txt", "photo of the"),
    ("when will they reply", "customer_service_email.txt", "48 hours"),
    ("what's my claim number", "repair_notes.txt", "RH-771402"),
    ("will they fix it", "repair_notes.txt", "don't repair kettles"),
    ("when is the new kettle coming", "replacement_confirmation.txt", "Friday 7 February"),
    ("do I send the old one back", "replacement_confirmation.txt", "don't need to send"),
    ("who is delivering it", "replacement_confirmation.txt", "DPD"),
    ("can I get a refund instead", None, ""),
    ("does the guarantee cover the toaster", None, ""),
    ("is there a store credit option", None, ""),
]
