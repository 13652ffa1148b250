"""A householder's papers for a plasterer (the fifty-fourth session): the quote, the prices as a
table, the drying advice, the terms and a text. Its validation folder is a householder's for a
tiler: the estimate, the tiles as CSV, the grout care card, the booking note and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote to skim the lounge walls and ceiling and replaster the chimney breast: £780, three days'
work, starting Monday 13 October.
""",
    "prices.md": """\
# Plastering prices

| job | price |
|---|---|
| skim a ceiling | £220 |
| skim a room, walls | £380 |
| patch repair | £90 |
| coving, per metre | £12 |
""",
    "drying_advice.txt": """\
New plaster takes about 4 weeks to dry fully. Do not paint until it is an even light pink. Use a
mist coat of watered-down emulsion first.
""",
    "terms.txt": """\
A deposit of £200 is due on booking. The balance is paid on the last day. We cover floors with
dust sheets and leave the room swept.
""",
    "text.txt": """\
Hi, I'll need the room empty and the radiators off by Monday please. Steve
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the job", "quote.txt", "£780"),
    ("when does he start", "quote.txt", "Monday 13 October"),
    ("how long will it take", "quote.txt", "three days"),
    ("what would a patch repair cost", "prices.md", "£90"),
    ("how much is coving", "prices.md", "£12"),
    ("when can I paint it", "drying_advice.txt", "even light pink"),
    ("how long does plaster take to dry", "drying_advice.txt", "about 4 weeks"),
    ("how much deposit", "terms.txt", "£200"),
    ("will it make a mess", "terms.txt", "dust sheets"),
    ("what does Steve need me to do", "text.txt", "room empty and the radiators off"),
    ("can he fit a new fireplace", None, ""),
    ("does he do artex removal", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "estimate.txt": """\
Estimate to tile the bathroom walls to full height and the floor: £1,350 labour, two days. Tiles
and adhesive supplied by you.
""",
    "tiles.csv": """\
tile,size,price per square metre
white gloss metro,10 x 20 cm,£24
grey porcelain floor,60 x 60 cm,£38
""",
    "grout_care.txt": """\
Do not shower for 24 hours after grouting. Clean the grout with a soft brush and mild soap, not
bleach.
""",
    "booking_note.txt": """\
Booked for Thursday 6 and Friday 7 November. Please take the bath panel off beforehand.
""",
    "email.txt": """\
Hi, for the floor you'll need about 10% extra tiles for cuts. Mo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the labour", "estimate.txt", "£1,350"),
    ("do they supply the tiles", "estimate.txt", "supplied by you"),
    ("how big are the floor tiles", "tiles.csv", "60 x 60 cm"),
    ("how much are the metro tiles", "tiles.csv", "£24"),
    ("when can we shower", "grout_care.txt", "24 hours after grouting"),
    ("can I use bleach on the grout", "grout_care.txt", "not"),
    ("what days are they coming", "booking_note.txt", "Thursday 6 and Friday 7 November"),
    ("what do I need to take off", "booking_note.txt", "the bath panel"),
    ("how many extra tiles", "email.txt", "10% extra"),
    ("how long is the job", "estimate.txt", "two days"),
    ("do they remove the old tiles", None, ""),
    ("is there a guarantee", None, ""),
]
