"""A family's papers for clearing a late parent's house (the forty-fifth session): the clearance
firm's quote, the booking email, what they will not take as a table, the charity shop's receipt
and a note. Its validation folder is a charity furniture collection's: the booking text, the
accepted items as CSV, the fire label rules, the receipt and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Clearwell House Clearance: empty the house, loft and garage at 14 Rowan Close, and sweep through.
£1,350, with £200 off if we can sell the piano. Usable items go to charity; a waste transfer note
is given for the rest.
""",
    "booking.txt": """\
Clearance booked for Monday 24 November and Tuesday 25 November, starting 8am. A team of 3 with a
Luton van. Keys to be left with the neighbour at number 12.
""",
    "not_taken.md": """\
# What we cannot take

| item | what to do |
|---|---|
| paint and chemicals | the recycling centre |
| gas bottles | the supplier takes them back |
| medicines | a pharmacy |
""",
    "charity_receipt.txt": """\
Thank you from the Hospice Shop: 14 bags of clothes and books, and the dining table and chairs,
received 20 November. Gift Aid reference HS-55071.
""",
    "note.txt": """\
Keep Mum's sewing box and the photos in the loft. Tell Clearwell the shed key is on the hook by the
back door.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the house clearance", "quote.txt", "£1,350"),
    ("how much off if they sell the piano", "quote.txt", "£200 off"),
    ("what happens to usable things", "quote.txt", "go to charity"),
    ("when is the clearance", "booking.txt", "Monday 24 November"),
    ("what time do they start", "booking.txt", "8am"),
    ("how many people are coming", "booking.txt", "A team of 3"),
    ("who will have the keys", "booking.txt", "the neighbour at number 12"),
    ("what do I do with the paint", "not_taken.md", "the recycling centre"),
    ("where do the medicines go", "not_taken.md", "a pharmacy"),
    ("what did the hospice shop take", "charity_receipt.txt", "14 bags of clothes and books"),
    ("what's the Gift Aid reference", "charity_receipt.txt", "HS-55071"),
    ("what should we keep", "note.txt", "sewing box"),
    ("where is the shed key", "note.txt", "on the hook by the"),
    ("do they clean the carpets", None, ""),
    ("is there a charge for the garage", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_text.txt": """\
British Heart Foundation: your free furniture collection is booked for Thursday 27 November.
Our van will come between 7am and 1pm. Items must be downstairs and easy to reach.
""",
    "accepted.csv": """\
item,accepted
sofa with fire label,yes
wardrobe,yes
mattress,no
electric fire,no
""",
    "fire_labels.txt": """\
We can only take sofas and armchairs with their fire safety label still attached. Without it, the
law says we cannot resell them.
""",
    "receipt.txt": """\
Collected: one sofa, one wardrobe, two bedside tables. Thank you for your donation.
""",
    "note.txt": """\
The mattress goes in the skip. Ask the driver to take the old rug too.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the collection", "booking_text.txt", "Thursday 27 November"),
    ("what time will the van come", "booking_text.txt", "between 7am and 1pm"),
    ("how much does it cost", "booking_text.txt", "free"),
    ("will they take a mattress", "accepted.csv", "no"),
    ("do they take wardrobes", "accepted.csv", "yes"),
    ("why do sofas need a fire label", "fire_labels.txt", "cannot resell"),
    ("what did they collect", "receipt.txt", "one sofa, one wardrobe"),
    ("where does the mattress go", "note.txt", "in the skip"),
    ("what else should the driver take", "note.txt", "the old rug"),
    ("do they take TVs", None, ""),
    ("can they come upstairs", None, ""),
]
