"""A customer's papers for an online photo book order (the forty-eighth session): the order
confirmation, the printer's terms, the products as a table, the delivery note and an email. Its
validation folder is a customer's for a picture framer: the order ticket, the shop's terms, the
frame prices as CSV, the hanging advice and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
PrintNest order PN-448102: one A4 landscape photo book, 40 pages, hardback with a glossy cover,
title "Our Summer in Wales". Total £42.98 including standard delivery.
""",
    "terms.txt": """\
Orders can be changed or cancelled within 1 hour of ordering. Faulty books are reprinted free if
reported within 30 days. We are not responsible for spelling mistakes in your text.
""",
    "products.md": """\
# Products

| product | size | price |
|---|---|---|
| Photo book hardback | A4 | £34.99 |
| Photo book softback | A4 | £24.99 |
| Extra pages (per 2) | A4 | £1.50 |
| Calendar | A3 | £19.99 |
""",
    "delivery_note.txt": """\
Standard delivery takes 5 to 7 working days and costs £7.99. Express is 2 working days for £12.99.
""",
    "email.txt": """\
Good news, your photo book has been printed and dispatched. Track it with code RM44 8812 0GB. PrintNest
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many pages is my photo book", "order_confirmation.txt", "40 pages"),
    ("what's the book called", "order_confirmation.txt", "Our Summer in Wales"),
    ("how much did the order cost", "order_confirmation.txt", "£42.98"),
    ("can I still cancel", "terms.txt", "within 1 hour of ordering"),
    ("what if the book is faulty", "terms.txt", "reprinted free"),
    ("how much is a softback book", "products.md", "£24.99"),
    ("how much are extra pages", "products.md", "£1.50"),
    ("how much is a calendar", "products.md", "£19.99"),
    ("how long does delivery take", "delivery_note.txt", "5 to 7 working days"),
    ("how much is express delivery", "delivery_note.txt", "£12.99"),
    ("what's the tracking code", "email.txt", "RM44 8812 0GB"),
    ("can I get it gift wrapped", None, ""),
    ("do they print canvases", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_ticket.txt": """\
Frame & Mount ticket 1193: a watercolour, 30 x 40 cm, in a white oak frame with an ivory mount and
anti-reflective glass. Ready on 21 October. Price £118, paid.
""",
    "terms.txt": """\
Uncollected work is kept for 6 months. We are not responsible for damage to artwork that was
fragile when handed in. Alterations after framing are charged at £20.
""",
    "frame_prices.csv": """\
frame,30x40 cm,50x70 cm
White oak,£88,£135
Black ash,£75,£120
Gold leaf,£140,£210
""",
    "hanging_advice.txt": """\
Use two hooks for anything over 5 kg. Keep watercolours out of direct sunlight to stop them fading.
""",
    "text.txt": """\
Your framing is ready to collect! Open Tuesday to Saturday, 10 to 5. Frame & Mount
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what frame did I choose", "order_ticket.txt", "white oak frame"),
    ("when will it be ready", "order_ticket.txt", "21 October"),
    ("what kind of glass is it", "order_ticket.txt", "anti-reflective glass"),
    ("how long will they keep it", "terms.txt", "kept for 6 months"),
    ("what if I want changes after", "terms.txt", "charged at £20"),
    ("how much is a black ash frame for 50x70", "frame_prices.csv", "£120"),
    ("what's the most expensive frame", "frame_prices.csv", "Gold leaf"),
    ("where should I hang the watercolour", "hanging_advice.txt", "out of direct sunlight"),
    ("when can I collect it", "text.txt", "Tuesday to Saturday, 10 to 5"),
    ("how many hooks do I need", "hanging_advice.txt", "two hooks"),
    ("do they deliver", None, ""),
    ("can they frame a jigsaw", None, ""),
]
