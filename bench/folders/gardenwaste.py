"""A household's papers for a council garden waste collection (the fifty-fourth session): the
renewal letter, the collection dates as a table, what can go in the bin, the terms and a text.
Its validation folder is a household's for a septic tank: the emptying invoice, the prices as
CSV, the do's and don'ts sheet, the inspection note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "renewal_letter.txt": """\
Your garden waste subscription ends on 31 March. Renew by 15 March to keep your collections;
the charge for the year is £52 for one brown bin, or £40 if you are on Council Tax Reduction.
""",
    "collections.md": """\
# Brown bin collections, spring

| month | dates |
|---|---|
| April | 4 and 18 April |
| May | 2, 16 and 30 May |
| June | 13 and 27 June |
""",
    "what_goes_in.txt": """\
Grass cuttings, hedge trimmings, leaves, weeds and small branches can go in. Soil, turf, food
waste and plastic bags cannot. Branches must be thinner than 10cm.
""",
    "terms.txt": """\
Put your bin out by 7am on collection day with the lid closed. Collections are not made over
Christmas. Refunds are not given if you cancel part way through the year.
""",
    "text.txt": """\
Hi, missed bin reports can be made online up to 2 days after your collection day. Council team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my subscription run out", "renewal_letter.txt", "31 March"),
    ("when do I need to renew by", "renewal_letter.txt", "15 March"),
    ("how much is it for the year", "renewal_letter.txt", "£52 for one brown bin"),
    ("when is the brown bin collected in June", "collections.md", "13 and 27 June"),
    ("can I put turf in", "what_goes_in.txt", "Soil, turf, food"),
    ("how thick can branches be", "what_goes_in.txt", "thinner than 10cm"),
    ("what time does the bin need to be out", "terms.txt", "by 7am"),
    ("do I get money back if I cancel", "terms.txt", "Refunds are not given"),
    ("are there collections at christmas", "terms.txt", "not made over"),
    ("how long have I got to report a missed bin", "text.txt", "up to 2 days"),
    ("can I have a second bin", None, ""),
    ("do they take Christmas trees", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invoice.txt": """\
Septic tank emptied on 19 August at Brook Cottage, 3,000 litres taken away. Total £285 including
VAT, due within 14 days.
""",
    "prices.csv": """\
service,price
tank empty up to 4000 litres,£285
soakaway check,£120
jetting of inlet pipe,£150
""",
    "dos_and_donts.txt": """\
Do not put wipes, fat or bleach down the toilet or sink. Use washing powder that is safe for
septic tanks. Have the tank emptied once a year.
""",
    "inspection_note.txt": """\
The outlet baffle is cracked and should be replaced within six months. The soakaway is draining
well.
""",
    "email.txt": """\
Hi, the tanker needs to park within 30 metres of the tank, so please move the car on the day. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when was the tank emptied", "invoice.txt", "19 August"),
    ("how much do we owe", "invoice.txt", "£285"),
    ("how many litres did they take", "invoice.txt", "3,000 litres"),
    ("how much is a soakaway check", "prices.csv", "£120"),
    ("what does jetting the pipe cost", "prices.csv", "£150"),
    ("can I use bleach", "dos_and_donts.txt", "Do not put wipes, fat or bleach"),
    ("how often should it be emptied", "dos_and_donts.txt", "once a year"),
    ("what needs fixing", "inspection_note.txt", "outlet baffle is cracked"),
    ("is the soakaway ok", "inspection_note.txt", "draining"),
    ("why do I need to move the car", "email.txt", "tanker needs to park within 30 metres"),
    ("can we connect the new extension", None, ""),
    ("do we need a permit from the Environment Agency", None, ""),
]
