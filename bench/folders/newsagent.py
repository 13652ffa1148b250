"""A household's papers for a newspaper delivery (the forty-eighth session): the order form, the
newsagent's terms, the papers and prices as a table, the holiday note and a text. Its validation
folder is a household's for a milk delivery: the order, the dairy's terms, the products as CSV,
the empties note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_form.txt": """\
Patel's News: delivery to 22 Kingsway for Mr D. Hughes. The Times Monday to Saturday,
The Sunday Times on Sundays. Delivered by 7.30am.
""",
    "terms.txt": """\
Delivery charge is £3.50 a week. Bills are paid monthly in the shop or by bank transfer.
Give a week's notice to stop or change papers.
""",
    "papers.md": """\
# Papers and prices

| paper | days | price |
|---|---|---|
| The Times | Monday to Friday | £2.50 |
| The Times Saturday | Saturday | £3.20 |
| The Sunday Times | Sunday | £3.50 |
| Radio Times | weekly | £3.99 |
""",
    "holiday_note.txt": """\
Papers stopped from 2 to 16 August while you're away; they restart automatically on 17 August.
""",
    "text.txt": """\
Sorry Mr Hughes, today's paper will be late, the van broke down. Will be with you by 9. Raj, Patel's News
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which paper do we get on Sundays", "order_form.txt", "The Sunday Times"),
    ("what time is the paper delivered", "order_form.txt", "by 7.30am"),
    ("how much is delivery", "terms.txt", "£3.50 a week"),
    ("how do I pay the paper bill", "terms.txt", "monthly in the shop or by bank transfer"),
    ("how much notice to cancel the papers", "terms.txt", "a week's notice"),
    ("how much is the Saturday Times", "papers.md", "£3.20"),
    ("how much is the Radio Times", "papers.md", "£3.99"),
    ("when do the papers start again", "holiday_note.txt", "17 August"),
    ("why is the paper late today", "text.txt", "the van broke down"),
    ("when will today's paper come", "text.txt", "by 9"),
    ("when are the papers stopped", "holiday_note.txt", "from 2 to 16 August"),
    ("do they deliver magazines", None, ""),
    ("can I get a local paper", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Meadow Fresh Dairy: 2 pints of semi-skimmed in glass bottles on Monday, Wednesday and Friday,
delivered before 7am to 9 Orchard Lane.
""",
    "terms.txt": """\
Orders for the next delivery must be changed online by 9pm the night before. Payment is taken by
card every Sunday for the week.
""",
    "products.csv": """\
product,price
Semi-skimmed pint (glass),£1.05
Whole milk pint (glass),£1.05
Free-range eggs (6),£2.40
Orange juice (1 litre),£2.95
""",
    "empties_note.txt": """\
Rinse the empty bottles and leave them on the doorstep; we collect them on your next delivery.
""",
    "message.txt": """\
We've put a cool box on your step so the milk stays cold in summer. Meadow Fresh
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which days is the milk delivered", "order.txt", "Monday, Wednesday and Friday"),
    ("what time does the milk come", "order.txt", "before 7am"),
    ("how much is a pint", "products.csv", "£1.05"),
    ("how much are eggs", "products.csv", "£2.40"),
    ("when do I need to change my order by", "terms.txt", "by 9pm the night before"),
    ("when do they take payment", "terms.txt", "every Sunday"),
    ("what do I do with the empty bottles", "empties_note.txt", "leave them on the doorstep"),
    ("what's the cool box for", "message.txt", "so the milk stays cold"),
    ("how much is orange juice", "products.csv", "£2.95"),
    ("how many pints do we get", "order.txt", "2 pints"),
    ("do they sell bread", None, ""),
    ("can I pause deliveries", None, ""),
]
