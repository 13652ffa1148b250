"""A customer's papers for a laundrette's service wash (the forty-ninth session): the ticket, the
shop's terms, the prices as a table, the care notice and a text. Its validation folder is a
customer's for an ironing service: the order, the terms, the prices as CSV, the collection note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Suds & Co laundrette, ticket 0417: 2 service washes and 1 duvet, dropped off Monday 9am. Ready to
collect from 4pm on Tuesday.
""",
    "terms.txt": """\
Items not collected within 30 days may be given to charity. We are not responsible for items left
in pockets. Pay on collection, cash or card.
""",
    "prices.md": """\
# Prices

| item | price |
|---|---|
| service wash (up to 8kg) | £14 |
| single duvet | £15 |
| double or king duvet | £20 |
| self-service wash | £5 |
| dryer, 10 minutes | £1 |
""",
    "care_notice.txt": """\
Service washes are done at 40 degrees unless you ask otherwise.
Wool and silk are not washed by machine; ask about our dry cleaning.
""",
    "text.txt": """\
Hi, your washing is ready early, you can pick it up from 2pm today. Suds & Co
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can I collect my washing", "ticket.txt", "from 4pm on Tuesday"),
    ("what's my ticket number", "ticket.txt", "0417"),
    ("how long can I leave it there", "terms.txt", "within 30 days"),
    ("how do I pay", "terms.txt", "Pay on collection, cash or card"),
    ("how much is a service wash", "prices.md", "£14"),
    ("how much for a double duvet", "prices.md", "£20"),
    ("how much is the dryer", "prices.md", "£1"),
    ("what temperature do they wash at", "care_notice.txt", "at 40 degrees"),
    ("can they wash my wool jumper", "care_notice.txt", "Wool and silk are not washed by machine"),
    ("is my washing ready yet", "text.txt", "your washing is ready early"),
    ("what time can I get it today", "text.txt", "from 2pm today"),
    ("do they deliver", None, ""),
    ("is there wifi", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Ironing order for the Green family: one bag, about 30 items, collected Wednesday. Back on Friday by 6pm.
""",
    "terms.txt": """\
Shirts come back on hangers, everything else folded. Please check pockets;
we can't be held responsible for pens.
""",
    "prices.csv": """\
item,price
per item,£1.20
shirt on hanger,£1.50
bedding set,£6
""",
    "collection_note.txt": """\
We collect and deliver free within 3 miles of the shop, Monday to Saturday.
""",
    "email.txt": """\
Hi Mrs Green, the bag comes to £38.40, you can pay the driver by card. Iron Lady
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when will my ironing be back", "order.txt", "Friday by 6pm"),
    ("how many items is it", "order.txt", "about 30 items"),
    ("how do the shirts come back", "terms.txt", "Shirts come back on hangers"),
    ("how much is a shirt", "prices.csv", "£1.50"),
    ("how much is a bedding set", "prices.csv", "£6"),
    ("do they charge for delivery", "collection_note.txt", "We collect and deliver free"),
    ("what days do they collect", "collection_note.txt", "Monday to Saturday"),
    ("how much do I owe", "email.txt", "£38.40"),
    ("can I pay by card", "email.txt", "pay the driver by card"),
    ("what if I leave a pen in a pocket", "terms.txt", "we can't be held responsible for pens"),
    ("do they do alterations", None, ""),
    ("can they do it same day", None, ""),
]
