"""A first-time buyer's mortgage papers (the thirty-third session): the mortgage offer, the
broker's fee letter, the valuation report, the repayment schedule as CSV, the lender's
conditions and the solicitor's email; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a car finance
customer's: the finance agreement, the payment schedule as CSV, the vehicle order, the GAP
insurance certificate, the settlement letter and the dealer's email, written at the same time
and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "mortgage_offer.md": """\
# Mortgage offer

- Borrower: Aisha Karim
- Property: 21 Fern Road, Bristol
- Loan: £212,000 over 30 years
- Rate: 4.29% fixed for 5 years, then the lender's variable rate
- Monthly payment: £1,047.84 during the fixed rate

The offer is valid for 6 months from 2 May 2027. An early repayment charge of 3% applies if you repay the loan in the first 5 years.
""",
    "broker_letter.txt": """\
Broker fee

Our fee is £495, payable when the mortgage completes. If the purchase falls through, no fee is charged.

We are paid a commission by the lender as well; we will tell you the amount before you apply.
""",
    "valuation_report.txt": """\
Valuation report

Property: 21 Fern Road, Bristol
Market value: £265,000
Date of inspection: 20 April 2027

The roof covering is near the end of its life and will need replacing within 5 years. No other significant defects were seen.
""",
    "repayments.csv": """\
year,payments,balance at end
1,"£12,574","£208,140"
2,"£12,574","£204,110"
3,"£12,574","£199,910"
""",
    "lender_conditions.txt": """\
Special conditions

Buildings insurance must be in place from exchange of contracts. You must not let the property without our written consent.

Overpayments of up to 10% of the balance each year are allowed without a charge.
""",
    "solicitor_email.txt": """\
Dear Aisha,

We have received the mortgage offer. Please send the 10% deposit of £26,500 to our client account two days before completion.

Exchange is planned for 18 June and completion for 2 July.

Tom Reid, Solicitor
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("how much am I borrowing", "mortgage_offer.md", "£212,000"),
    ("what's my interest rate", "mortgage_offer.md", "4.29%"),
    ("how much is the monthly payment", "mortgage_offer.md", "£1,047.84"),
    ("how long is the offer valid", "mortgage_offer.md", "6 months"),
    ("is there a penalty for paying it off early", "mortgage_offer.md", "3%"),
    # The broker.
    ("how much is the broker fee", "broker_letter.txt", "£495"),
    ("do I pay the broker if the sale falls through", "broker_letter.txt", "no fee is charged"),
    # The valuation.
    ("what was the house valued at", "valuation_report.txt", "£265,000"),
    ("is there anything wrong with the house", "valuation_report.txt", "roof covering"),
    # Repayments.
    ("what will I owe after 2 years", "repayments.csv", "£204,110"),
    # Conditions.
    ("when do I need buildings insurance", "lender_conditions.txt", "from exchange of contracts"),
    ("can I rent out the flat", "lender_conditions.txt", "written consent"),
    ("can I overpay", "lender_conditions.txt", "10% of the balance"),
    # The solicitor.
    ("how much is my deposit", "solicitor_email.txt", "£26,500"),
    ("when is completion", "solicitor_email.txt", "2 July"),
    ("when do I send the deposit", "solicitor_email.txt", "two days before completion"),
    ("who is my solicitor", "solicitor_email.txt", "Tom Reid"),
    # Subjects the papers never mention.
    ("do I pay stamp duty", None, ""),
    ("can I get a mortgage holiday", None, ""),
    ("how much are the solicitor's fees", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "finance_agreement.txt": """\
Personal contract purchase agreement

Customer: Ben Doyle
Vehicle: Kia Niro 2 EV
Cash price: £34,995
Deposit: £3,500
Term: 48 months
APR: 7.9%
Optional final payment: £14,250
Annual mileage: 8,000 miles; excess mileage 9p a mile
""",
    "payments.csv": """\
payment,due,amount
1,2027-08-01,£489.20
2,2027-09-01,£489.20
3,2027-10-01,£489.20
""",
    "vehicle_order.txt": """\
Vehicle order

Colour: Snow White Pearl
Extras: heat pump, tow bar
Estimated delivery: week of 19 July

Your first service is due after 1 year or 10,000 miles.
""",
    "gap_certificate.txt": """\
GAP insurance certificate

Cover: return to invoice, up to £25,000
Period: 4 years from delivery
Excess: none

Claims must be made within 90 days of your main insurer settling.
""",
    "settlement_letter.txt": """\
Settlement figure

If you want to pay off your agreement early, the settlement figure is valid for 28 days from the date of request. You have the right to hand the car back once you have paid half the total amount payable.
""",
    "dealer_email.txt": """\
Hi Ben,

Your car will be ready to collect from our Leeds showroom; bring your driving licence and insurance details. We'll charge it to 80% for you.

Mike
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("what's the APR", "finance_agreement.txt", "7.9%"),
    ("how long is the agreement", "finance_agreement.txt", "48 months"),
    ("how much is the balloon payment", "finance_agreement.txt", "£14,250"),
    ("how much do I pay if I go over the miles", "finance_agreement.txt", "9p a mile"),
    # Payments.
    ("how much is my monthly payment", "payments.csv", "£489.20"),
    ("when is the first payment", "payments.csv", "2027-08-01"),
    # The order.
    ("what colour is my car", "vehicle_order.txt", "Snow White Pearl"),
    ("when is it being delivered", "vehicle_order.txt", "week of 19 July"),
    ("when is the first service", "vehicle_order.txt", "1 year or 10,000 miles"),
    # GAP.
    ("how long is the GAP cover", "gap_certificate.txt", "4 years"),
    ("is there an excess on the GAP", "gap_certificate.txt", "none"),
    # Settlement.
    ("can I hand the car back", "settlement_letter.txt", "paid half"),
    ("how long is a settlement figure valid", "settlement_letter.txt", "28 days"),
    # The dealer.
    ("where do I collect the car", "dealer_email.txt", "Leeds showroom"),
    ("what do I need to bring to collect it", "dealer_email.txt", "driving licence"),
    # Subjects the papers never mention.
    ("does it come with a home charger", None, ""),
    ("is servicing included", None, ""),
    ("can I drive it abroad", None, ""),
]
