"""A household's papers for a bulky waste collection (the fifty-third session): the booking, the
charges as a table, what the crews take, an email moving the day and the receipt. Its validation
folder is a garden waste subscriber's: the renewal letter, the collection calendar as CSV, the bin
rules, the sticker note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking reference BW-48213. Your bulky waste collection is on Wednesday 12 February.
Please have the items out by 7am on the day. Items: one sofa, one fridge freezer, one mattress.
""",
    "charges.md": """\
# Bulky waste charges

| items | charge |
|---|---|
| up to 3 | £38 |
| 4 to 6 | £52 |
| fridge or freezer (each) | £20 |
""",
    "what_we_take.txt": """\
We collect furniture, white goods and garden tools. We cannot take building rubble, car parts,
paint or asbestos.
""",
    "email.txt": """\
Hello, we need to move your collection to Friday 14 February as the crew is short. Sorry for any trouble. Waste Services
""",
    "receipt.txt": """\
Paid £58 by card on 3 February. Refunds are given if you cancel at least two working days
before the collection.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they picking up the sofa", "email.txt", "Friday 14 February"),
    ("what time do I put things out", "booking_confirmation.txt", "by 7am on the day"),
    ("what's my booking number", "booking_confirmation.txt", "BW-48213"),
    ("how much is it for 3 items", "charges.md", "£38"),
    ("what's the charge for a fridge", "charges.md", "£20"),
    ("will they take paint", "what_we_take.txt", "paint or asbestos"),
    ("can they take an old lawnmower", "what_we_take.txt", "garden tools"),
    ("why was it moved", "email.txt", "as the crew is short"),
    ("how much did I pay", "receipt.txt", "£58"),
    ("can I get my money back if I cancel", "receipt.txt", "Refunds are given if you cancel at least two working days"),
    ("can I book a skip", None, ""),
    ("do they recycle the mattress", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "renewal_letter.txt": """\
Your garden waste subscription runs from 1 April to 31 March. The annual charge is £49 for the
first brown bin and £30 for each extra bin.
""",
    "calendar.csv": """\
month,collection days
April,"4, 18"
May,"2, 16, 30"
December,no collections
""",
    "bin_rules.txt": """\
Put grass cuttings, leaves, hedge trimmings and small branches in the brown bin.
Do not put in food waste, soil or plastic bags.
""",
    "sticker_note.txt": """\
Stick the 2025 permit sticker on the lid. Bins without a sticker will not be emptied.
""",
    "email.txt": """\
Your payment of £79 has been received. Your stickers will arrive within 10 working days.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it for one bin", "renewal_letter.txt", "£49 for the"),
    ("what does a second bin cost", "renewal_letter.txt", "£30 for each extra bin"),
    ("when does the subscription end", "renewal_letter.txt", "31 March"),
    ("when is it collected in May", "calendar.csv", "2, 16, 30"),
    ("are there collections in December", "calendar.csv", "no collections"),
    ("can I put soil in", "bin_rules.txt", "Do not put in food waste, soil or plastic bags"),
    ("can hedge cuttings go in", "bin_rules.txt", "hedge trimmings"),
    ("where does the sticker go", "sticker_note.txt", "on the lid"),
    ("what if there's no sticker", "sticker_note.txt", "Bins without a sticker will not be emptied"),
    ("when will the stickers come", "email.txt", "within 10 working days"),
    ("can I share a bin with my neighbour", None, ""),
    ("do they take Christmas trees", None, ""),
]
