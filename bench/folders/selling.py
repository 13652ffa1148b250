"""A house seller's papers (the twenty-seventh session): an estate agent's sole agency agreement,
a conveyancing quote as a markdown table, the buyer's offer letter, the viewings log as CSV and
the property's fact sheet; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a first-time buyer's: a mortgage
agreement in principle, a survey report's summary, a new-build reservation form, a solicitor's
quote as a markdown table and a CSV of the flats viewed, written at the same time and run once
at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agency_agreement.txt": """\
Sole agency agreement — Harper & Lane Estate Agents

Property: 27 Orchard Rise, Wexley
Seller: Daniel and Ruth Moss
Asking price: £385,000

Our fee is 1.2% of the sale price plus VAT, payable only when the sale completes.

The sole agency period is 12 weeks from the date of signing. After that, either side may end the agreement with 14 days' written notice.

If you sell to a buyer we introduced within 6 months of ending the agreement, our fee is still payable.

Photographs and the floor plan are included. A drone video costs £150 extra.
""",
    "conveyancing_quote.md": """\
# Conveyancing quote — sale of 27 Orchard Rise

Solicitor: Kaur Fielding LLP, case handler Simon Reeve

| Item | Cost |
|---|---|
| Legal fee | £1,150 + VAT |
| Office copy entries | £12 |
| Bank transfer fee | £40 + VAT |
| Paying off the mortgage | £75 + VAT |

Our fee is fixed unless the sale falls through, in which case we charge £350 + VAT for the work done. A sale usually takes 10 to 14 weeks from the offer being accepted.
""",
    "offer_letter.txt": """\
Harper & Lane Estate Agents
2 December 2026

Dear Mr and Mrs Moss,

We are pleased to confirm that you have accepted an offer of £372,500 for 27 Orchard Rise from Ms Alice Grant.

Ms Grant is a first-time buyer with a mortgage agreed in principle with Northway Building Society, and a deposit of 15%. She hopes to exchange contracts by 26 February 2027.

The property will now be marked as sold subject to contract, and viewings will stop. Please send your completed property information form to your solicitor within 7 days.
""",
    "viewings.csv": """\
date,viewer,feedback,second viewing
14 November 2026,Mr and Mrs Ahmed,liked the garden but found the kitchen small,no
18 November 2026,Alice Grant,loved the light and the location,yes
21 November 2026,Tom Becker,too far from the station,no
25 November 2026,Alice Grant,measured up for furniture,
""",
    "fact_sheet.md": """\
# 27 Orchard Rise — property facts

- **Tenure:** freehold
- **Council tax band:** D
- **Energy rating:** C (72)
- **Heating:** gas boiler, replaced in 2021
- **Parking:** driveway for two cars

The loft was converted in 2018 with building regulations approval. The boundary fence on the left is ours to maintain.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agency.
    ("what are we asking for the house", "agency_agreement.txt", "£385,000"),
    ("how much does the estate agent charge", "agency_agreement.txt", "1.2%"),
    ("when do we pay the agent", "agency_agreement.txt", "when the sale completes"),
    ("how long are we tied to the agent", "agency_agreement.txt", "12 weeks"),
    ("is a drone video included", "agency_agreement.txt", "£150 extra"),
    # The conveyancing.
    ("how much is the solicitor's fee", "conveyancing_quote.md", "£1,150"),
    ("who is handling our sale at the solicitors", "conveyancing_quote.md", "Simon Reeve"),
    ("what if the sale falls through", "conveyancing_quote.md", "£350"),
    ("how long does selling usually take", "conveyancing_quote.md", "10 to 14 weeks"),
    ("how much to pay off the mortgage", "conveyancing_quote.md", "£75"),
    # The offer.
    ("how much was the offer we accepted", "offer_letter.txt", "£372,500"),
    ("who is buying our house", "offer_letter.txt", "Alice Grant"),
    ("when do they want to exchange", "offer_letter.txt", "26 February 2027"),
    ("how big is the buyer's deposit", "offer_letter.txt", "15%"),
    ("will there be more viewings", "offer_letter.txt", "viewings will stop"),
    # The viewings.
    ("what did the Ahmeds think", "viewings.csv", "kitchen small"),
    ("why didn't Tom Becker like it", "viewings.csv", "too far from the station"),
    ("when did Alice Grant first view the house", "viewings.csv", "18 November 2026"),
    # The facts.
    ("what council tax band are we", "fact_sheet.md", "band: D"),
    ("when was the boiler replaced", "fact_sheet.md", "2021"),
    ("is the house freehold", "fact_sheet.md", "freehold"),
    ("who looks after the fence", "fact_sheet.md", "ours to maintain"),
    # Subjects the papers never mention.
    ("how much is stamp duty", None, ""),
    ("when is completion day", None, ""),
    ("who is the buyer's solicitor", None, ""),
    ("do we need a new boiler certificate", None, ""),
    ("how much is the removal van", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "agreement_in_principle.txt": """\
Mortgage agreement in principle

Applicant: Jordan Ellis
Lender: Crestmoor Bank
Amount we could lend: up to £238,000
Based on: a salary of £52,000 and a deposit of £30,000

This agreement in principle is valid for 90 days from 9 November 2026. It is not a mortgage offer: a full application, a valuation and a credit check are still needed.
""",
    "survey_summary.md": """\
# Level 2 survey — Flat 6, Canal Wharf

Surveyor: Megan Holt MRICS, inspected 20 November 2026

## Condition ratings

- **Roof:** 1, no repairs needed
- **Windows:** 2, two window seals have failed and should be replaced
- **Electrics:** 3, the consumer unit is old and needs urgent checking by an electrician

## Other matters

The lease has 94 years left to run. Ask your solicitor to check the service charge, which has risen each year since 2022.
""",
    "reservation_form.txt": """\
Reservation form — Plot 14, Meadow Gate (new build)

Buyer: Jordan Ellis
Price: £268,000
Reservation fee: £500, taken off the price at completion

The reservation holds the plot for 28 days. If contracts are not exchanged within 28 days, the reservation may be cancelled and £250 of the fee kept for administration.

Expected build completion: June 2027. Included: flooring throughout, integrated oven and hob, turfed rear garden.
""",
    "solicitor_quote.md": """\
# Purchase quote — Plot 14, Meadow Gate

| Item | Cost |
|---|---|
| Legal fee | £1,350 + VAT |
| Searches | £295 |
| Land Registry fee | £150 |
| Stamp duty | £0 (first-time buyer relief) |

Your case handler is Owen Price. A new-build purchase usually takes 8 to 12 weeks once the contract pack arrives.
""",
    "flats_viewed.csv": """\
date,address,asking price,notes
2 November 2026,Flat 6 Canal Wharf,£245000,nice view but service charge high
5 November 2026,12 Linden Court,£229950,needs a new kitchen
9 November 2026,Plot 14 Meadow Gate,£268000,new build with parking
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement in principle.
    ("how much can I borrow", "agreement_in_principle.txt", "£238,000"),
    ("how long is my agreement in principle valid", "agreement_in_principle.txt", "90 days"),
    ("is this a mortgage offer", "agreement_in_principle.txt", "not a mortgage offer"),
    # The survey.
    ("what's wrong with the windows", "survey_summary.md", "seals have failed"),
    ("is there anything urgent in the survey", "survey_summary.md", "consumer unit"),
    ("how long is left on the lease", "survey_summary.md", "94 years"),
    ("who did the survey", "survey_summary.md", "Megan Holt"),
    # The reservation.
    ("how much is the reservation fee", "reservation_form.txt", "£500"),
    ("how long is the plot held for", "reservation_form.txt", "28 days"),
    ("do I lose the reservation fee if it falls through", "reservation_form.txt", "£250"),
    ("when will the house be finished", "reservation_form.txt", "June 2027"),
    ("does it come with an oven", "reservation_form.txt", "integrated oven"),
    # The solicitor.
    ("how much are the searches", "solicitor_quote.md", "£295"),
    ("do I pay stamp duty", "solicitor_quote.md", "£0"),
    ("who is my case handler", "solicitor_quote.md", "Owen Price"),
    ("how long will buying take", "solicitor_quote.md", "8 to 12 weeks"),
    # The viewings.
    ("what was wrong with Linden Court", "flats_viewed.csv", "new kitchen"),
    ("how much was the Canal Wharf flat", "flats_viewed.csv", "£245000"),
    # Subjects the papers never mention.
    ("what is the interest rate", None, ""),
    ("how much is home insurance", None, ""),
    ("who is the estate agent", None, ""),
    ("is there a garage", None, ""),
]
