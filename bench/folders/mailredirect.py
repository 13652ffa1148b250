"""A mover's papers for redirecting post (the forty-seventh session): the confirmation letter, the
terms, the price options as a table, the activation card and a text. Its validation folder is a
mover's for changing the address with a bank: the bank's letter, the checklist, the products as
CSV, the new card note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation_letter.txt": """\
Your Redirection is confirmed for Mr and Mrs Adeyemi from 8 Ash Grove, Leeds to 31 Quarry Lane,
Harrogate. It starts on 3 November and runs for 6 months.
""",
    "terms.txt": """\
Parcels too big for a letterbox are redirected too. Post addressed to people
not named on the application is not redirected. You can renew up to 2 weeks before the end date.
""",
    "price_options.md": """\
# Price options

| length | price |
|---|---|
| 3 months | £39.50 |
| 6 months | £51.00 |
| 12 months | £75.00 |
""",
    "activation_card.txt": """\
Your activation code is RDX-5516. Enter it online or call 0345 600 0606 to start the redirection.
""",
    "text.txt": """\
Remember the previous owner's post still comes here, just mark it "not known at this address". Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the redirection start", "confirmation_letter.txt", "3 November"),
    ("how long does it last", "confirmation_letter.txt", "6 months"),
    ("where is the post going to", "confirmation_letter.txt", "31 Quarry Lane"),
    ("are parcels redirected", "terms.txt", "Parcels too big for a letterbox are redirected too"),
    ("when can I renew it", "terms.txt", "2 weeks before the end date"),
    ("how much is 12 months", "price_options.md", "£75.00"),
    ("how much is the 3 month option", "price_options.md", "£39.50"),
    ("what's the activation code", "activation_card.txt", "RDX-5516"),
    ("what number do I call", "activation_card.txt", "0345 600 0606"),
    ("what do I do with the old owner's post", "text.txt", "not known at this address"),
    ("will my lodger's post be redirected", "terms.txt", "not named on the application"),
    ("can I redirect to another country", None, ""),
    ("can I pause it", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bank_letter.txt": """\
Dear Ms Novak, we've updated your address to Flat 6, 2 Mill Street, Bristol, from 20 October.
""",
    "checklist.txt": """\
Tell the DVLA, your GP, your employer and HMRC. Update the electoral register within 28 days of moving.
""",
    "products.csv": """\
product,number,new card sent
Current account,ending 4417,yes
Savings account,ending 9083,no card
Credit card,ending 2250,yes
""",
    "new_card_note.txt": """\
New cards arrive within 7 working days. Your PIN stays the same.
""",
    "message.txt": """\
Statements will now go to the new address; paperless is on for the savings account. Bank of Westshire
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what is my new address", "bank_letter.txt", "Flat 6, 2 Mill Street, Bristol"),
    ("when does the change start", "bank_letter.txt", "20 October"),
    ("who else do I need to tell", "checklist.txt", "the DVLA, your GP, your employer and HMRC"),
    ("when do I update the electoral register", "checklist.txt", "within 28 days of moving"),
    ("which account ends in 9083", "products.csv", "Savings account"),
    ("am I getting a new credit card", "products.csv", "yes"),
    ("when will the cards arrive", "new_card_note.txt", "within 7 working days"),
    ("is my PIN changing", "new_card_note.txt", "Your PIN stays the same"),
    ("where will statements go", "message.txt", "the new address"),
    ("is the savings account paperless", "message.txt", "paperless is on for the savings account"),
    ("can I change my name too", None, ""),
    ("is there a fee", None, ""),
]
