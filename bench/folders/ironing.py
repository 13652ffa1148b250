"""A household's papers for an ironing service (the fifty-third session): the welcome email, the
prices as a table, the collection note, the terms and a text. Its validation folder is a
customer's for a shoe repair: the ticket, the prices as CSV, the care note, the receipt and a
text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Pressed & Ready! We collect on Tuesdays and return your ironing, on hangers, on Thursdays.
The minimum order is £15.
""",
    "prices.md": """\
# Prices

| item | price |
|---|---|
| shirt | £1.80 |
| trousers | £2.20 |
| dress | £3.50 |
| bed linen set | £6.00 |
""",
    "collection_note.txt": """\
Leave your bag in the porch by 9am on collection day. We bring back the hangers each week, so
please keep them for us.
""",
    "terms.txt": """\
We cannot iron items marked dry clean only. Please tell us within 48 hours if anything is missing
or damaged.
""",
    "text.txt": """\
Hi, Tuesday pick up moved to Wednesday this week as the van's in for its MOT. Sorry! Amy
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day do they pick up the washing", "welcome_email.txt", "on Tuesdays"),
    ("when do I get my ironing back", "welcome_email.txt", "on Thursdays"),
    ("what's the smallest order", "welcome_email.txt", "£15"),
    ("how much for a shirt", "prices.md", "£1.80"),
    ("what do they charge for a dress", "prices.md", "£3.50"),
    ("where do I leave the bag", "collection_note.txt", "in the porch"),
    ("do I keep the hangers", "collection_note.txt", "please keep them for us"),
    ("will they do my dry clean only jacket", "terms.txt", "We cannot iron items marked dry clean only"),
    ("how long do I have to report something missing", "terms.txt", "within 48 hours"),
    ("why is the pick up different this week", "text.txt", "the van's in for its MOT"),
    ("do they wash the clothes too", None, ""),
    ("is there a discount for regulars", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Ticket 0417. Brown leather boots: new heels and soles. Ready Saturday 8 February after 10am.
""",
    "prices.csv": """\
repair,price
heels (pair),£14
full soles (pair),£38
stretching,£10
""",
    "care_note.txt": """\
Leave new soles to settle for a day before wearing in the rain. Polish the leather once a week.
""",
    "receipt.txt": """\
Paid £52 on 4 February. Uncollected repairs are kept for 3 months.
""",
    "text.txt": """\
Hi, your boots are ready early, any time from Friday. Cobbler's Corner
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my ticket number", "ticket.txt", "0417"),
    ("what are they doing to the boots", "ticket.txt", "new heels and soles"),
    ("how much are new heels", "prices.csv", "£14"),
    ("what do soles cost", "prices.csv", "£38"),
    ("can I wear them in the rain straight away", "care_note.txt", "Leave new soles to settle for a day"),
    ("how often should I polish them", "care_note.txt", "once a week"),
    ("how much did I pay", "receipt.txt", "£52"),
    ("how long will they keep them", "receipt.txt", "for 3 months"),
    ("when can I collect them", "text.txt", "any time from Friday"),
    ("do they stretch boots", "prices.csv", "stretching"),
    ("do they cut keys", None, ""),
    ("can I pay by card", None, ""),
]
