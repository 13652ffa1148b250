"""A guest's papers for a wine tasting evening (the forty-eighth session): the ticket, the
shop's terms, the wines as a table, the food note and a text. Its validation folder is a
student's for a cheese making class: the booking, the class rules, the cheeses as CSV, the
take-home note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
The Cellar Door: Italian wine tasting, Thursday 6 November, 7pm to 9pm. Two tickets, £30 each,
paid. Hosted by our buyer, Marco Ricci.
""",
    "terms.txt": """\
Tickets can be refunded up to 7 days before. Guests must be 18 or over and may be asked for ID.
Guests get 15% off any wine bought on the night.
""",
    "wines.md": """\
# Wines

| wine | region | price per bottle |
|---|---|---|
| Prosecco Superiore | Veneto | £16 |
| Gavi di Gavi | Piedmont | £18 |
| Chianti Classico | Tuscany | £21 |
| Amarone | Veneto | £45 |
""",
    "food_note.txt": """\
Bread, olives and a cheese board are served with the wines. Tell us about allergies when you arrive.
""",
    "text.txt": """\
See you Thursday! Taxis are easiest, there's no parking on the high street after 6. Cellar Door
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the tasting start", "ticket.txt", "7pm"),
    ("who is hosting", "ticket.txt", "Marco Ricci"),
    ("how much were the tickets", "ticket.txt", "£30 each"),
    ("can I get a refund", "terms.txt", "refunded up to 7 days before"),
    ("do I need ID", "terms.txt", "may be asked for ID"),
    ("do we get a discount on wine", "terms.txt", "15% off"),
    ("which region is the Chianti from", "wines.md", "Tuscany"),
    ("how much is the Amarone", "wines.md", "£45"),
    ("what's the cheapest wine", "wines.md", "Prosecco Superiore"),
    ("is there food", "food_note.txt", "Bread, olives and a cheese board"),
    ("where can we park", "text.txt", "no parking on the high street after 6"),
    ("is there a vegan option", None, ""),
    ("can we bring a friend who doesn't drink", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Dale Farm Dairy: beginners' cheese making class, Saturday 22 March, 10am to 3pm. One place, £95,
lunch included.
""",
    "class_rules.txt": """\
Wear closed shoes and tie long hair back. Aprons and hairnets are provided. No refunds within 14
days of the class, but you can send someone in your place.
""",
    "cheeses.csv": """\
cheese,type,ready to eat
Halloumi,brined,same day
Ricotta,fresh,same day
Farmhouse cheddar,hard,after 3 months
""",
    "take_home_note.txt": """\
You take home everything you make, plus a starter kit with rennet and cheesecloth. Bring a cool bag.
""",
    "email.txt": """\
Hi Sara, the farm is up a single-track lane, so allow extra time. Park in the yard by the barn. Dale Farm
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the class start", "booking.txt", "10am"),
    ("how much is the cheese class", "booking.txt", "£95"),
    ("is lunch included", "booking.txt", "lunch included"),
    ("do I need an apron", "class_rules.txt", "Aprons and hairnets are provided"),
    ("can I get my money back", "class_rules.txt", "No refunds within"),
    ("when can I eat the cheddar", "cheeses.csv", "after 3 months"),
    ("what type of cheese is halloumi", "cheeses.csv", "brined"),
    ("what do I take home", "take_home_note.txt", "everything you make"),
    ("where do I park", "email.txt", "in the yard by the barn"),
    ("what should I bring", "take_home_note.txt", "a cool bag"),
    ("is there a vegetarian rennet", None, ""),
    ("can children come", None, ""),
]
