"""A householder's papers for a window cleaner (the forty-fifth session): the welcome card, the
price list as a table, the round's dates, the payment text and a note. Its validation folder is a
gardener's: the quote, the visit schedule as CSV, the terms, an invoice and a text, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_card.txt": """\
Crystal Clear Windows, owner Gary Price. We clean every 4 weeks using a water-fed pole with pure
water, so the glass dries without smears. Frames and sills are wiped on every visit.
If you are not happy, tell us within 2 days and we will come back free of charge.
""",
    "prices.md": """\
# Prices

| job | price |
|---|---|
| outside only, 3-bed semi | £18 |
| inside and out, 3-bed semi | £35 |
| conservatory, outside | £15 |
| gutter clear | £60 |
""",
    "round_dates.txt": """\
Your road is cleaned on Thursdays. Next dates: 9 October, 6 November and 4 December.
No cleans over Christmas; the first clean of the new year is 8 January.
""",
    "payment_text.txt": """\
Hi, it's Gary. Windows done today, £18 please. Bank transfer to sort code 20-45-77, account
41236789, use your house number as the reference. Thanks!
""",
    "note.txt": """\
Ask Gary about the conservatory roof, it's green. Leave the back gate unbolted on Thursdays.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how often does the window cleaner come", "welcome_card.txt", "every 4 weeks"),
    ("what does he use to clean", "welcome_card.txt", "water-fed pole"),
    ("what if I'm not happy with the clean", "welcome_card.txt", "within 2 days"),
    ("does he do the sills", "welcome_card.txt", "Frames and sills"),
    ("how much is inside and out", "prices.md", "£35"),
    ("how much to do the conservatory", "prices.md", "£15"),
    ("what does a gutter clear cost", "prices.md", "£60"),
    ("which day does he do our road", "round_dates.txt", "Thursdays"),
    ("when is the next clean after 9 October", "round_dates.txt", "6 November"),
    ("when is the first clean of the new year", "round_dates.txt", "8 January"),
    ("how much do I owe", "payment_text.txt", "£18"),
    ("what reference do I use", "payment_text.txt", "house number"),
    ("what's the sort code", "payment_text.txt", "20-45-77"),
    ("what should I ask Gary about", "note.txt", "conservatory roof"),
    ("does he clean solar panels", None, ""),
    ("is he insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Greenfingers Garden Care: lawn mowing, edging and weeding the borders every fortnight from April
to October, £30 a visit. Green waste is taken away at no extra cost. Hedge cutting is quoted
separately.
""",
    "schedule.csv": """\
month,visits
April,2
May,2
June,3
October,1
""",
    "terms.txt": """\
If it rains on your day, we come back within 3 days. Please give a week's notice to stop the
service. Invoices are due within 14 days.
""",
    "invoice.txt": """\
Invoice 2291 for June: 3 visits at £30, plus hedge cutting £55. Total £145.
""",
    "text.txt": """\
Can you leave the rose bed, I want to do that myself? Thanks, Maureen
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is each visit", "quote.txt", "£30 a visit"),
    ("how often do they come", "quote.txt", "every fortnight"),
    ("do they take the green waste", "quote.txt", "taken away at no extra cost"),
    ("how many visits in June", "schedule.csv", "3"),
    ("what happens if it rains", "terms.txt", "within 3 days"),
    ("how much notice do I need to give to stop", "terms.txt", "a week's notice"),
    ("when is the invoice due", "terms.txt", "within 14 days"),
    ("how much was the hedge cutting", "invoice.txt", "£55"),
    ("what's the total for June", "invoice.txt", "£145"),
    ("what does Maureen want to do herself", "text.txt", "the rose bed"),
    ("do they cut trees down", None, ""),
    ("do they work in winter", None, ""),
]
