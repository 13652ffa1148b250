"""A gardener's papers for a lawnmower service (the fifty-fourth session): the job sheet, the
prices as a table, the winter storage tips, the collection terms and a text. Its validation
folder is a cook's for a knife sharpening service: the order email, the prices as CSV, the
care card, the postage note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "job_sheet.txt": """\
Petrol rotary mower serviced on 18 March: oil changed, new spark plug and air filter, blade
sharpened and balanced. The drive belt is worn and will need replacing next year.
""",
    "prices.md": """\
# Service prices

| service | price |
|---|---|
| petrol mower service | £65 |
| electric mower service | £40 |
| ride-on mower service | £150 |
| blade sharpening only | £15 |
""",
    "storage_tips.txt": """\
Before winter, run the mower until the fuel tank is empty. Store it somewhere dry and clean the
underside of grass.
""",
    "collection_terms.txt": """\
We collect and return within 10 miles for £20. Mowers not collected within 30 days of being ready
may be sold to cover costs.
""",
    "text.txt": """\
Hi, your mower's ready, we can drop it back Thursday afternoon. Greenacre Mowers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when was the mower serviced", "job_sheet.txt", "18 March"),
    ("what did they do to it", "job_sheet.txt", "oil changed"),
    ("what will need replacing", "job_sheet.txt", "drive belt"),
    ("how much is a ride-on service", "prices.md", "£150"),
    ("what does it cost just to sharpen the blade", "prices.md", "£15"),
    ("what should I do with the petrol before winter", "storage_tips.txt", "run the mower until the fuel tank is empty"),
    ("how much to collect it", "collection_terms.txt", "£20"),
    ("what happens if I leave it there", "collection_terms.txt", "may be sold"),
    ("when are they bringing it back", "text.txt", "Thursday afternoon"),
    ("where should I keep it", "storage_tips.txt", "somewhere dry"),
    ("do they sell new mowers", None, ""),
    ("can they fix my strimmer", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_email.txt": """\
We have received your 5 knives and will sharpen and return them within 7 working days by tracked
post. Total £32.
""",
    "prices.csv": """\
item,price
kitchen knife,£6
serrated knife,£8
scissors,£7
return postage,£5
""",
    "care_card.txt": """\
Hand wash and dry your knives straight away; never put them in the dishwasher. Use a wooden or
plastic chopping board, not glass.
""",
    "postage_note.txt": """\
Wrap each blade in cardboard and tape it before posting. Send them to Edge Works, Unit 4, Mill
Yard, Sheffield.
""",
    "message.txt": """\
Hi, one of your knives has a chipped tip, we can reshape it for free. Edge Works
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many knives did they get", "order_email.txt", "5 knives"),
    ("how long until I get them back", "order_email.txt", "within 7 working days"),
    ("how much was it in total", "order_email.txt", "£32"),
    ("how much to sharpen scissors", "prices.csv", "£7"),
    ("what's the price for a serrated knife", "prices.csv", "£8"),
    ("can they go in the dishwasher", "care_card.txt", "never put them in the dishwasher"),
    ("what chopping board should I use", "care_card.txt", "wooden or"),
    ("how do I pack them", "postage_note.txt", "Wrap each blade in cardboard"),
    ("where do I send them", "postage_note.txt", "Edge Works, Unit 4"),
    ("what's wrong with one of the knives", "message.txt", "chipped tip"),
    ("do they sharpen garden tools", None, ""),
    ("can I drop them off in person", None, ""),
]
