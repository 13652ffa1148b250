"""A dry cleaning customer's papers (the forty-second session): the ticket, the price list as a
table, the terms, the opening hours, a text about a stain and the loyalty card note. Its validation
folder is a tailor's alterations customer's: the alterations receipt, the price list as CSV, the
fitting note, the shop's terms and a message from the tailor, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Pressed for Time Dry Cleaners, ticket 4417
2 x suit (2 piece), 1 x wool coat, 3 x shirts (hung)
Handed in: Monday 3 March
Ready from: Thursday 6 March after 2pm
Paid: £41.50
""",
    "price_list.md": """\
# Prices

| item | price |
|---|---|
| shirt, hung | £2.50 |
| shirt, folded | £3.00 |
| suit, 2 piece | £14.00 |
| wool coat | £16.00 |
| wedding dress | from £95 |
| duvet, double | £22.00 |

Express service (same day if in by 10am): add 50%.
""",
    "terms.txt": """\
Terms

We take great care, but we cannot be responsible for buttons or trims that are not suitable for
dry cleaning. Items not collected within 90 days may be given to charity. Our liability for a lost
or damaged item is up to 10 times the cleaning charge.
""",
    "opening_hours.txt": """\
Opening hours: Monday to Friday 7.30am to 6pm, Saturday 8.30am to 4pm. Closed on Sundays and bank
holidays.
""",
    "stain_text.txt": """\
Hi, it's Pressed for Time. The red wine stain on the cream jacket has mostly come out, but a faint
mark is left. We can try a second treatment for free; reply YES if you'd like us to.
""",
    "loyalty_card.txt": """\
Loyalty card: every tenth shirt is free. Stamps so far: 7.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my ticket number", "ticket.txt", "4417"),
    ("when can I pick up my suits", "ticket.txt", "Thursday 6 March after 2pm"),
    ("how much did I pay", "ticket.txt", "£41.50"),
    ("how much is it to clean a duvet", "price_list.md", "£22.00"),
    ("how much is a folded shirt", "price_list.md", "£3.00"),
    ("can I get it done the same day", "price_list.md", "same day if in by 10am"),
    ("what happens if I don't collect it", "terms.txt", "given to charity"),
    ("what if they lose my coat", "terms.txt", "10 times the cleaning charge"),
    ("what time do they close on Saturday", "opening_hours.txt", "4pm"),
    ("are they open on Sunday", "opening_hours.txt", "Closed on Sundays"),
    ("did the wine stain come out", "stain_text.txt", "mostly come out"),
    ("how much is a second treatment", "stain_text.txt", "for free"),
    ("how many stamps do I have", "loyalty_card.txt", "7"),
    ("when do I get a free shirt", "loyalty_card.txt", "every tenth shirt"),
    ("do they do alterations", None, ""),
    ("can they clean leather", None, ""),
    ("do they deliver", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
Stitch in Time Alterations, receipt 2290
Trousers: take up hems by 3cm, £12
Dress: take in at the waist, £28
Ready: Saturday 15 June
Deposit paid: £20; balance £20 due on collection
""",
    "prices.csv": """\
job,price
trouser hem,£12
shorten sleeves (jacket),£25
replace zip (jeans),£18
take in dress,£28
""",
    "fitting_note.txt": """\
Please bring the shoes you'll wear with the dress to the fitting, so we get the length right.
Fittings take about 20 minutes.
""",
    "shop_terms.txt": """\
Alterations are made to your measurements and cannot be refunded. Items left for more than 60 days
will be charged storage at £1 a day.
""",
    "tailor_message.txt": """\
Hi, the dress fabric is delicate, so I'll hand-stitch the seams. It might take until Monday 17
June instead. Sorry! Maria
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my receipt number", "receipt.txt", "2290"),
    ("how much are they taking the trousers up", "receipt.txt", "3cm"),
    ("how much do I still owe", "receipt.txt", "£20"),
    ("how much is a new zip for jeans", "prices.csv", "£18"),
    ("how much to shorten jacket sleeves", "prices.csv", "£25"),
    ("what should I bring to the fitting", "fitting_note.txt", "shoes"),
    ("how long is a fitting", "fitting_note.txt", "20 minutes"),
    ("can I get a refund", "shop_terms.txt", "cannot be refunded"),
    ("what happens if I leave it there", "shop_terms.txt", "storage at £1 a day"),
    ("when will the dress be ready now", "tailor_message.txt", "Monday 17"),
    ("why is it taking longer", "tailor_message.txt", "delicate"),
    ("do they do dry cleaning", None, ""),
    ("can they make a suit from scratch", None, ""),
    ("is there parking", None, ""),
]
