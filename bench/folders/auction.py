"""A property auction buyer's papers (the thirty-ninth session): the lot's details, the auction
house's conditions, the legal pack's summary, the fees as a table, the mortgage broker's email
and the survey's findings as CSV. Its validation folder is a car auction buyer's: the buyer's
terms, the lot's condition report, the fees as CSV, the collection instructions, the payment
receipt and the auction house's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lot_details.txt": """\
Lot 27: 18 Canal Street, Burnley BB11

A two-bedroom terraced house in need of modernisation. Guide price: £65,000+.
Tenure: freehold. Vacant possession on completion.
Viewings: Saturdays 11am to 11.30am, no need to book.
The auction is online, ending Thursday 20 May at 2pm.
""",
    "conditions.md": """\
# Conditions of sale (summary)

- The fall of the hammer is an exchange of contracts: you cannot pull out.
- A 10% deposit (minimum £5,000) is payable on the day the lot is sold.
- Completion is 28 days after the auction unless the special conditions say otherwise.
- If you do not complete on time, you lose your deposit and may be sued for any loss.
""",
    "legal_pack_summary.txt": """\
Legal pack: the points to note

The buyer pays the seller's search costs of £350 on completion. The roof was replaced in 2019
with a 15-year guarantee, which passes to the buyer. There is a right of way for the neighbour
across the back yard. No planning permission is needed for the loft, which is already converted.
""",
    "fees.md": """\
# Buyer's fees

| fee | amount |
|---|---|
| Buyer's premium | £1,800 including VAT |
| Legal pack download | free |
| Telephone or proxy bid registration | £0 |
| Identity check | £36 per bidder |
""",
    "broker_email.txt": """\
Hi Ravi, bridging finance is agreed in principle for up to 70% of the purchase price at 0.85% a
month, with an arrangement fee of 2%. You'll need to repay it or refinance within 12 months. A
valuation is needed before the auction, so book it this week. Kate
""",
    "survey.csv": """\
item,condition,estimated cost
Damp in the back bedroom,needs treatment,£1,200
Electrics,full rewire needed,£4,500
Boiler,working but 18 years old,£2,800 to replace
Windows,sound,£0
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the guide price", "lot_details.txt", "£65,000"),
    ("is it freehold", "lot_details.txt", "freehold"),
    ("when can I view the house", "lot_details.txt", "Saturdays 11am to 11.30am"),
    ("when does the auction end", "lot_details.txt", "Thursday 20 May at 2pm"),
    ("can I pull out after I win", "conditions.md", "you cannot pull out"),
    ("how much deposit do I need on the day", "conditions.md", "10%"),
    ("how long do I have to complete", "conditions.md", "28 days"),
    ("what happens if I don't complete in time", "conditions.md", "lose your deposit"),
    ("how much are the search costs", "legal_pack_summary.txt", "£350"),
    ("is the roof guaranteed", "legal_pack_summary.txt", "15-year guarantee"),
    ("does anyone have a right of way", "legal_pack_summary.txt", "right of way for the neighbour"),
    ("how much is the buyer's premium", "fees.md", "£1,800"),
    ("how much is the ID check", "fees.md", "£36"),
    ("what's the interest on the bridging loan", "broker_email.txt", "0.85%"),
    ("how long have I got to repay the bridging", "broker_email.txt", "12 months"),
    ("how much is the rewire", "survey.csv", "£4,500"),
    ("how old is the boiler", "survey.csv", "18 years"),
    ("what is the council tax band", None, ""),
    ("is there a garage", None, ""),
    ("how much is stamp duty", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "buyer_terms.txt": """\
Buyer's terms

All vehicles are sold as seen. Vehicles described as "no major mechanical faults" may be returned
within one hour of the sale if a major fault is found. Payment in full is due by 4pm the next
working day, by bank transfer or debit card; cash is not accepted.
""",
    "condition_report.md": """\
# Lot 114: 2018 Skoda Octavia Estate 1.6 TDI

- Mileage: 71,420 (warranted)
- MOT until: 14 October 2027
- Service history: 6 stamps
- Keys: 1
- Notes: scuffed rear bumper, chip in the windscreen
""",
    "fees.csv": """\
hammer price,buyer's fee
up to £2,999,£395
£3,000 to £5,999,£525
£6,000 to £9,999,£645
""",
    "collection.txt": """\
Collecting your vehicle

Vehicles must be collected within 3 working days; storage after that is £20 a day. Bring photo ID
and your invoice. The vehicle is not taxed: tax it online before you drive it away, and make sure
you are insured.
""",
    "receipt.txt": """\
Payment received, thank you.
Lot 114, hammer price £5,200, buyer's fee £525, total paid £5,725.
Paid by bank transfer on Thursday 6 May.
""",
    "auction_text.txt": """\
Hi Mr Evans, your Octavia is ready for collection from Gate B, open 8am to 5pm. The second key is
not available, sorry. Cars not collected by Tuesday will be moved to our storage yard. Central
Auctions
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("can I return the car if it has a fault", "buyer_terms.txt", "within one hour"),
    ("can I pay in cash", "buyer_terms.txt", "cash is not accepted"),
    ("when do I have to pay by", "buyer_terms.txt", "4pm the next"),
    ("what's the mileage on the Octavia", "condition_report.md", "71,420"),
    ("when does the MOT run out", "condition_report.md", "14 October 2027"),
    ("how many keys are there", "condition_report.md", "1"),
    ("what's the fee on a £7,000 car", "fees.csv", "£645"),
    ("how long do I have to collect the car", "collection.txt", "3 working days"),
    ("how much is storage", "collection.txt", "£20 a day"),
    ("what do I need to bring to collect it", "collection.txt", "photo ID"),
    ("how much did I pay in total", "receipt.txt", "£5,725"),
    ("where do I collect the car from", "auction_text.txt", "Gate B"),
    ("what time is the gate open", "auction_text.txt", "8am to 5pm"),
    ("does the car have a warranty", None, ""),
    ("what colour is the Octavia", None, ""),
    ("is there a spare wheel", None, ""),
]
