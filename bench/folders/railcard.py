"""A traveller's papers for a railcard (the forty-eighth session): the purchase confirmation, the
terms, the discounts as a table, the renewal reminder and an email. Its validation folder is a
commuter's for a season ticket: the order, the refund rules, the prices as CSV, the lost ticket
note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Two Together Railcard for Lena Hoffmann and Sam Ortiz, valid from 1 March for one year. Cost £35,
paid by card. Digital railcard: download it in the Railcard app.
""",
    "terms.txt": """\
Both named holders must travel together, and carry ID if asked. The discount
does not apply on weekday journeys before 9.30am. Minimum fare £12 applies to Off-Peak tickets on weekdays.
""",
    "discounts.md": """\
# Discounts

| ticket | discount |
|---|---|
| Anytime | 1/3 off |
| Off-Peak | 1/3 off |
| Advance | 1/3 off |
| Season tickets | none |
""",
    "renewal_reminder.txt": """\
Your railcard expires on 28 February. Renew up to 30 days early without losing any time.
""",
    "email.txt": """\
Hi Lena, if your phone dies on the train, the guard can check your railcard on their device. Railcard Support
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the railcard", "confirmation.txt", "£35"),
    ("when does it start", "confirmation.txt", "1 March"),
    ("where do I get the railcard", "confirmation.txt", "Railcard app"),
    ("can I use it on my own", "terms.txt", "Both named holders must travel together"),
    ("can we use it before 9.30", "terms.txt", "does not apply on weekday journeys before 9.30am"),
    ("what's the minimum fare", "terms.txt", "£12"),
    ("how much off an advance ticket", "discounts.md", "1/3 off"),
    ("does it work on season tickets", "discounts.md", "none"),
    ("when does it run out", "renewal_reminder.txt", "28 February"),
    ("how early can I renew", "renewal_reminder.txt", "up to 30 days early"),
    ("what if my phone dies", "email.txt", "the guard can check your railcard"),
    ("does it work on the Tube", None, ""),
    ("can I get a refund", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Annual season ticket, Reading to London Paddington, any permitted route, from 6 January. Price
£5,940, paid with an interest-free loan from work.
""",
    "refund_rules.txt": """\
Refunds are worked out from the date you hand the ticket back, less an admin fee of £10.
No refund if less than 3 weeks are left.
""",
    "prices.csv": """\
ticket,price
Weekly,£114.20
Monthly,£438.60
Annual,"£5,940"
""",
    "lost_ticket_note.txt": """\
A lost season ticket can be replaced once in its life for a £10 fee, with a police reference.
""",
    "text.txt": """\
Smartcard posted today, should arrive in 3 to 5 working days. Great Western Railway
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the season ticket", "order.txt", "£5,940"),
    ("when does it start", "order.txt", "6 January"),
    ("how did I pay", "order.txt", "interest-free loan from work"),
    ("how much is a monthly ticket", "prices.csv", "£438.60"),
    ("what's the weekly price", "prices.csv", "£114.20"),
    ("what's the refund fee", "refund_rules.txt", "£10"),
    ("can I get money back with two weeks left", "refund_rules.txt", "No refund if less than 3 weeks are left"),
    ("what if I lose it", "lost_ticket_note.txt", "replaced once in its life"),
    ("when will the smartcard come", "text.txt", "3 to 5 working days"),
    ("which station does it go to", "order.txt", "London Paddington"),
    ("can I travel first class", None, ""),
    ("can my partner use it", None, ""),
]
