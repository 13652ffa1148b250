"""A cookery class student's papers (the forty-fourth session): the course booking, the kit and
ingredients list, the school's policies, the week-by-week menu as a table and a gift voucher. Its
validation folder is a wine tasting evening's: the ticket, the wines as CSV, the venue's notes, the
shop's offer and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
You're booked on Italian Home Cooking, six Wednesday evenings from 8 October, 6.30pm to 9pm, at
Saffron Cookery School, 4 Mill Street. Course fee £240, paid in full.
""",
    "kit_list.txt": """\
Bring an apron, a tea towel and containers to take your food home. All ingredients are provided.
Please wear closed-toe shoes and tie long hair back.
""",
    "policies.txt": """\
If you miss a class, you can join the same class on another course within 3 months, if there is
space. Refunds are given up to 14 days before the course starts. We can cater for vegetarian,
vegan and gluten-free diets if told a week ahead. We cannot guarantee a nut-free kitchen.
""",
    "menu.md": """\
# Menu

| week | we cook |
|---|---|
| 1 | fresh pasta and tomato sauce |
| 2 | risotto |
| 3 | gnocchi |
| 4 | focaccia and pizza |
| 5 | tiramisu and panna cotta |
| 6 | a three-course dinner to share |
""",
    "gift_voucher.txt": """\
Gift voucher worth £60 from Aunt Rosa, code SAF-4419. Valid until 31 December for any one-day class.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "booking.txt", "8 October"),
    ("what time are the classes", "booking.txt", "6.30pm to 9pm"),
    ("how much was the course", "booking.txt", "£240"),
    ("where is the cookery school", "booking.txt", "4 Mill Street"),
    ("what do I need to bring", "kit_list.txt", "an apron"),
    ("do I need to buy ingredients", "kit_list.txt", "All ingredients are provided"),
    ("what shoes should I wear", "kit_list.txt", "closed-toe shoes"),
    ("what if I miss a class", "policies.txt", "join the same class on another course"),
    ("can I get a refund", "policies.txt", "up to 14 days before"),
    ("can they do gluten free", "policies.txt", "gluten-free"),
    ("is the kitchen nut free", "policies.txt", "cannot guarantee a nut-free kitchen"),
    ("what are we making in week 3", "menu.md", "gnocchi"),
    ("which week is pizza", "menu.md", "4"),
    ("how much is the voucher worth", "gift_voucher.txt", "£60"),
    ("when does the voucher expire", "gift_voucher.txt", "31 December"),
    ("can I bring a friend to watch", None, ""),
    ("is there parking at the school", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Wine tasting evening, Friday 21 November, 7pm, at the Cellar Rooms, 12 Bridge Street. Ticket £35,
including six wines and a cheese board. Over 18s only, ID may be asked for.
""",
    "wines.csv": """\
wine,country,price per bottle
Albariño,Spain,£14
Sancerre,France,£22
Pinot Noir,New Zealand,£19
Rioja Reserva,Spain,£17
""",
    "venue_notes.txt": """\
The Cellar Rooms are downstairs with no lift. Spit buckets are on every table. The nearest car park
is on Quay Street and closes at midnight.
""",
    "shop_offer.txt": """\
Guests get 15% off any wine bought on the night, and free delivery on orders of 12 bottles or more.
""",
    "text_from_mel.txt": """\
I'll drive so I'll be spitting! Meet you outside at 6.45? Bring a coat, it's cold down there. Mel
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the wine tasting", "ticket.txt", "Friday 21 November"),
    ("how much is a ticket", "ticket.txt", "£35"),
    ("how many wines do we try", "ticket.txt", "six wines"),
    ("do I need ID", "ticket.txt", "ID may be asked for"),
    ("how much is the Sancerre", "wines.csv", "£22"),
    ("where is the Pinot Noir from", "wines.csv", "New Zealand"),
    ("is there a lift", "venue_notes.txt", "no lift"),
    ("where is the nearest car park", "venue_notes.txt", "Quay Street"),
    ("what discount do we get on wine", "shop_offer.txt", "15% off"),
    ("is delivery free", "shop_offer.txt", "12 bottles or more"),
    ("who is driving", "text_from_mel.txt", "I'll drive"),
    ("what time are we meeting", "text_from_mel.txt", "6.45"),
    ("is there food for vegans", None, ""),
    ("can I bring my own wine", None, ""),
]
