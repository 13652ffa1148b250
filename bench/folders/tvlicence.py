"""A student household's papers for a TV licence (the forty-fifth session): the licence
confirmation, the payment plan as a table, the rules leaflet, the letter about a student refund and
a text. Its validation folder is a TV aerial repair's: the engineer's quote, the booking text, the
price list as CSV, the guarantee card and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "licence.txt": """\
TV Licence number 4412 7789 01 for Flat 3, 19 Park Terrace. Valid from 1 October to 30 September
next year. Licence holder: Ben Adeyemi. A colour licence costs £174.50 a year.
""",
    "payment_plan.md": """\
# Your payment plan

| payment | date | amount |
|---|---|---|
| first | 1 October | £29.09 |
| second | 1 November | £29.09 |
| last | 1 March | £29.06 |
""",
    "rules.txt": """\
You need a licence to watch or record live TV on any channel, on any device, or to use BBC iPlayer.
You don't need one to watch streaming services like Netflix on demand only.
""",
    "refund_letter.txt": """\
If you move out for the summer and will not watch live TV at home, you may get a refund for any full
months left, from 1 July. Apply online; refunds take up to 21 days.
""",
    "text.txt": """\
Ben, the other three said they'll pay you £10 each a month for the licence. Omar
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our TV licence number", "licence.txt", "4412 7789 01"),
    ("when does the licence run out", "licence.txt", "30 September"),
    ("whose name is the licence in", "licence.txt", "Ben Adeyemi"),
    ("how much is a TV licence", "licence.txt", "£174.50 a year"),
    ("how much is the first payment", "payment_plan.md", "£29.09"),
    ("when is the last payment", "payment_plan.md", "1 March"),
    ("do I need a licence for iPlayer", "rules.txt", "BBC iPlayer"),
    ("do I need one just for Netflix", "rules.txt", "You don't need one"),
    ("can I get a refund over the summer", "refund_letter.txt", "from 1 July"),
    ("how long does a refund take", "refund_letter.txt", "up to 21 days"),
    ("how much will the others pay", "text.txt", "£10 each a month"),
    ("who is paying Ben", "text.txt", "the other three"),
    ("do we need a licence for the radio", None, ""),
    ("what happens if we get caught without one", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
SignalPro Aerials: replace the bent aerial and the damaged cable, align for Freeview HD.
£165 including parts. A signal check is done before we leave.
""",
    "booking_text.txt": """\
SignalPro: your engineer, Kev, will arrive on Saturday 8 November between 9 and 11am. He needs
access to the loft.
""",
    "prices.csv": """\
job,price
signal check only,£45
extra TV point,£85
satellite dish fitting,£120
""",
    "guarantee.txt": """\
All aerial work is guaranteed for 5 years, but storm damage is not covered.
""",
    "note.txt": """\
Ask Kev about a point in the kitchen. The aerial came down in the wind on Tuesday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the aerial repair", "quote.txt", "£165"),
    ("what are they replacing", "quote.txt", "the bent aerial"),
    ("when is the engineer coming", "booking_text.txt", "Saturday 8 November"),
    ("what does he need access to", "booking_text.txt", "the loft"),
    ("how much for an extra TV point", "prices.csv", "£85"),
    ("how much is a satellite dish fitting", "prices.csv", "£120"),
    ("how long is the guarantee", "guarantee.txt", "5 years"),
    ("is storm damage covered", "guarantee.txt", "not covered"),
    ("when did the aerial come down", "note.txt", "Tuesday"),
    ("does he do broadband", None, ""),
    ("can I pay by card", None, ""),
]
