"""A house hunter's papers (the forty-fourth session): the estate agent's particulars, the viewing
notes, the offer email, the costs as a table and a note from a partner. Its validation folder is a
flat to rent's: the letting agent's listing, the holding deposit terms, the referencing email, the
move-in costs as CSV and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "particulars.txt": """\
3 bedroom semi-detached house, 17 Beech Avenue, guide price £285,000. Freehold. Council tax band C.
Gas central heating, a new boiler fitted in 2022, and a south-facing garden. Chain free.
""",
    "viewing_notes.txt": """\
Viewed on Saturday with Holmes & Co. Damp patch in the back bedroom under the window. Kitchen dated
but usable. The agent said the sellers have already bought elsewhere and want to move by June.
""",
    "offer_email.txt": """\
We would like to offer £275,000 for 17 Beech Avenue. We have a mortgage agreement in principle with
Northfield Building Society and no property to sell.
""",
    "costs.md": """\
# Buying costs

| cost | amount |
|---|---|
| deposit (10%) | £27,500 |
| solicitor | £1,450 |
| survey | £650 |
| stamp duty | £0, first-time buyers |
""",
    "partner_note.txt": """\
Loved the garden! Worried about the damp, let's get the survey to check it. School catchment is
Oakfield Primary, which is a 10 minute walk. Jas
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the house on for", "particulars.txt", "£285,000"),
    ("is it freehold", "particulars.txt", "Freehold"),
    ("what council tax band is it", "particulars.txt", "band C"),
    ("how old is the boiler", "particulars.txt", "2022"),
    ("which way does the garden face", "particulars.txt", "south-facing"),
    ("where was the damp", "viewing_notes.txt", "back bedroom"),
    ("when do the sellers want to move", "viewing_notes.txt", "by June"),
    ("how much did we offer", "offer_email.txt", "£275,000"),
    ("who is our mortgage with", "offer_email.txt", "Northfield Building Society"),
    ("how much is the deposit", "costs.md", "£27,500"),
    ("how much is the survey", "costs.md", "£650"),
    ("do we pay stamp duty", "costs.md", "£0"),
    ("what school is it near", "partner_note.txt", "Oakfield Primary"),
    ("how far is the school", "partner_note.txt", "10 minute walk"),
    ("is there off-street parking", None, ""),
    ("has the house got a loft", None, ""),
    ("how much are the energy bills", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "listing.txt": """\
One bedroom flat to rent, Flat 4, 22 Quay Street. £950 a month, unfurnished, available from 1 March.
Minimum tenancy 12 months. No pets. EPC rating C.
""",
    "holding_deposit.txt": """\
A holding deposit of one week's rent, £219, takes the flat off the market. It comes off your first
month's rent if you sign. We return it if the landlord pulls out, but not if you give false information.
""",
    "referencing_email.txt": """\
Please complete your referencing online within 5 days. We will contact your employer and your
current landlord. You need to earn at least £28,500 a year, or have a guarantor.
""",
    "move_in_costs.csv": """\
cost,amount
first month's rent,£950
security deposit (5 weeks),£1,096
less holding deposit,-£219
""",
    "note.txt": """\
Ask if we can put pictures up. Bike storage in the basement, the agent said. Bus stop right outside.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the rent", "listing.txt", "£950 a month"),
    ("when is the flat available", "listing.txt", "1 March"),
    ("is it furnished", "listing.txt", "unfurnished"),
    ("can we have a cat", "listing.txt", "No pets"),
    ("how much is the holding deposit", "holding_deposit.txt", "£219"),
    ("do we get the holding deposit back", "holding_deposit.txt", "comes off your first"),
    ("how long do I have to do the referencing", "referencing_email.txt", "within 5 days"),
    ("how much do I need to earn", "referencing_email.txt", "£28,500"),
    ("how much is the security deposit", "move_in_costs.csv", "£1,096"),
    ("where can we keep the bikes", "note.txt", "in the basement"),
    ("is there a bus stop nearby", "note.txt", "Bus stop right outside"),
    ("how long is the minimum tenancy", "listing.txt", "12 months"),
    ("is there a parking space", None, ""),
    ("who is the landlord", None, ""),
]
