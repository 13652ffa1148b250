"""A household's money papers (the nineteenth session): a credit card's terms, a mortgage
offer, a pension statement, a council tax bill, a savings account's terms and a month's bank
statement as CSV; fit, its questions and expected text written before the tool was run on it,
its failures read and mended."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "credit_card_terms.txt": """\
Northgate Platinum Card — summary of key terms

Credit limit: £4,500
Purchase rate: 24.9% APR variable. Cash advances: 29.9% APR, charged from the day you withdraw.
Interest-free period: up to 56 days on purchases if you pay your full balance by the due date every month.
Minimum payment: 3% of your balance or £25, whichever is higher.
Fees: late payment £12; going over your limit £12; cash withdrawal 3% (minimum £3); using the card abroad 2.99% of each transaction.
Your statement is produced on the 14th of each month and payment is due 25 days later.
To report a lost or stolen card, call 0800 411 229, open 24 hours a day.
""",
    "mortgage_offer.md": """\
# Mortgage offer — 27 Larch Close, Bristol

**Borrowers:** Priya and Daniel Shah
**Loan amount:** £212,000
**Property value:** £265,000 (loan to value 80%)
**Term:** 25 years

## Interest rate

A fixed rate of 4.39% until 31 March 2029. After that, the rate moves to our standard variable rate, currently 7.49%.
The monthly payment during the fixed period is £1,166.

## Overpayments and early repayment

You may overpay up to 10% of the outstanding balance each calendar year without charge.
If you repay more than that, or pay off the whole mortgage, before 31 March 2029, an early repayment charge applies: 3% of the amount repaid in the first two years and 2% after that.

## Fees

Arrangement fee: £999, added to the loan. Valuation: free.

## Insurance

Buildings insurance is a condition of this offer and must be in place from the day of completion.
This offer is valid for six months from 2 November 2026.
""",
    "pension_statement.txt": """\
Harbour Workplace Pension — annual statement, 5 April 2026
Member: Daniel Shah   Member number: HWP-0098321

Value of your pot on 5 April 2026: £48,310
Value a year ago: £41,775

Contributions this year
You paid: £2,640 (5% of salary)
Your employer paid: £1,584 (3% of salary)
Tax relief added: £660

Your selected retirement age is 67. If you keep paying in at the same rate, your pot could give you an income of about £4,900 a year from then, in today's money.
Your money is invested in the Harbour Lifestyle Fund, which moves into lower-risk investments in the 10 years before your retirement age. The annual management charge is 0.45%.
To change how much you pay in, speak to your employer's payroll team. To name who should receive your pot if you die, fill in an expression of wish form online.
""",
    "council_tax_bill.txt": """\
Bristol City Council — Council Tax bill 2026/27
Property: 27 Larch Close, Bristol   Account number: 6021 4478

Valuation band: D
Annual charge: £2,284.50

You have chosen to pay in 10 monthly instalments. The first instalment of £228.45 is due on 1 April 2026, and the rest on the 1st of each month until 1 January 2027.
If only one adult lives in the property, you can apply for a single person discount of 25%.
If you miss an instalment we will send a reminder; if it is still not paid within 7 days, you lose the right to pay by instalments and the whole year's balance becomes due.
Pay by Direct Debit, online at bristol.gov.uk/counciltax, or by phone on 0117 922 2900.
""",
    "savings_account.md": """\
# Easy Saver Plus — account terms

The interest rate is 4.10% AER variable, paid monthly. Interest is paid gross, with no tax taken off.
You can pay in any amount from £1; the maximum balance is £250,000.
You can make three withdrawals each calendar year without losing interest. From the fourth withdrawal, the rate for that month drops to 1.00%.
Withdrawals reach your nominated current account on the same working day if made before 3pm.
We will give you 14 days' notice before we lower the interest rate.
""",
    "bank_statement_october.csv": """\
date,description,amount,balance
2026-10-01,Opening balance,,1840.22
2026-10-01,Mortgage - Northgate,-1166.00,674.22
2026-10-03,Tesco Stores,-84.17,590.05
2026-10-07,Council tax - Bristol CC,-228.45,361.60
2026-10-15,Spotify,-11.99,349.61
2026-10-25,Salary - Avonmouth Logistics,2950.00,3299.61
2026-10-27,Octopus Energy,-96.40,3203.21
2026-10-30,Transfer to Easy Saver,-500.00,2703.21
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
 ("what's my credit limit", "credit_card_terms.txt", "£4,500"),
 ("what's the interest rate on the credit card", "credit_card_terms.txt", "24.9%"),
 ("how much is the minimum payment", "credit_card_terms.txt", "3%"),
 ("what's the fee if I pay late", "credit_card_terms.txt", "£12"),
 ("is there a fee for using my card abroad", "credit_card_terms.txt", "2.99%"),
 ("how do I avoid paying interest on the card", "credit_card_terms.txt", "full balance"),
 ("what number do I call if I lose my card", "credit_card_terms.txt", "0800 411 229"),
 ("how much did we borrow", "mortgage_offer.md", "£212,000"),
 ("how long is the mortgage", "mortgage_offer.md", "25 years"),
 ("what is our mortgage rate", "mortgage_offer.md", "4.39%"),
 ("when does the fixed rate end", "mortgage_offer.md", "31 March 2029"),
 ("how much is the monthly mortgage payment", "mortgage_offer.md", "£1,166"),
 ("can we overpay the mortgage", "mortgage_offer.md", "10%"),
 ("what happens if we pay off the mortgage early", "mortgage_offer.md", "early repayment charge"),
 ("is there an arrangement fee", "mortgage_offer.md", "£999"),
 ("do we need buildings insurance", "mortgage_offer.md", "Buildings insurance"),
 ("how long is the mortgage offer valid", "mortgage_offer.md", "six months"),
 ("how much is in my pension", "pension_statement.txt", "£48,310"),
 ("how much does my employer put in", "pension_statement.txt", "£1,584"),
 ("when can I retire", "pension_statement.txt", "67"),
 ("how much will my pension pay", "pension_statement.txt", "£4,900"),
 ("what are the pension fees", "pension_statement.txt", "0.45%"),
 ("how do I pay more into my pension", "pension_statement.txt", "payroll"),
 ("what's my pension member number", "pension_statement.txt", "HWP-0098321"),
 ("what council tax band are we", "council_tax_bill.txt", "D"),
 ("how much is council tax this year", "council_tax_bill.txt", "£2,284.50"),
 ("when is the council tax due", "council_tax_bill.txt", "1st of each month"),
 ("do I get a discount if I live alone", "council_tax_bill.txt", "25%"),
 ("what if I miss a council tax payment", "council_tax_bill.txt", "reminder"),
 ("what's the interest rate on my savings", "savings_account.md", "4.10%"),
 ("how many times can I take money out of the savings account", "savings_account.md", "three withdrawals"),
 ("how quickly do withdrawals arrive", "savings_account.md", "same working day"),
 ("is tax taken off the interest", "savings_account.md", "no tax"),
 ("what's the most I can save in the account", "savings_account.md", "£250,000"),
 ("how much did I spend at Tesco", "bank_statement_october.csv", "84.17"),
 ("when was I paid", "bank_statement_october.csv", "2026-10-25"),
 ("how much was the energy bill", "bank_statement_october.csv", "96.40"),
 ("what was my balance at the end of october", "bank_statement_october.csv", "2703.21"),
 ("what's the balance transfer fee", None, ""),
 ("how much is our home insurance", None, ""),
 ("what's my credit score", None, ""),
 ("how much is the water bill", None, ""),
 ("can I take my pension as a lump sum", None, ""),
 ("what's the exchange rate for euros", None, ""),
]


# Another household's money papers (a car loan agreement, a current account's fees, an ISA
# statement, a phone contract, a water bill and a budget CSV), written after the nineteenth
# session's money changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "car_loan_agreement.txt": """\
Fairway Motor Finance — fixed sum loan agreement
Agreement number: FMF-220417   Borrower: Grace Okafor

Amount of credit: £9,800
Vehicle: 2021 Toyota Yaris Hybrid, registration GR21 KXM
Duration: 48 monthly repayments of £232.18, the first on 15 December 2026.
Interest rate: 6.9% fixed. Representative APR: 7.1%.
Total amount payable: £11,144.64

You may withdraw from this agreement within 14 days of signing it without giving a reason.
You can settle the loan early at any time; we will reduce the interest you pay, minus up to 58 days' interest.
If a repayment is missed, a default fee of £15 is charged and the missed payment may be reported to credit reference agencies.
The vehicle must be insured comprehensively for as long as the loan lasts.
""",
    "current_account_fees.md": """\
# Everyday Account — fees and limits

## Overdraft
The arranged overdraft interest rate is 35.0% EAR variable. There is no fee for the first £50 of overdraft.
Unarranged overdrafts are not allowed: payments that would take you over your limit are refused, with no fee.

## Cash
You can take out up to £500 a day from cash machines. Withdrawals in the UK are free; abroad, each one costs 2.75%.

## Switching
Switch to us using the Current Account Switch Service and your old account closes in 7 working days.
""",
    "isa_statement.txt": """\
Meridian Stocks and Shares ISA — half-year statement to 30 September 2026
Account holder: Grace Okafor

Value on 30 September 2026: £14,206.55
Paid in since 6 April 2026: £3,000
Allowance left this tax year: £17,000 of the £20,000 ISA allowance.
Investments: 70% Global Equity Index Fund, 30% UK Gilt Fund.
Platform fee: 0.25% a year, taken monthly from your cash balance. Fund charges are shown separately.
You can withdraw money at any time; it usually reaches your bank account in 3 to 5 working days.
""",
    "phone_contract.md": """\
# Your SIM-only plan

**Plan:** 30GB data, unlimited minutes and texts
**Monthly price:** £12 a month, for 24 months
**Start date:** 3 March 2026

Your price rises each April by £1.50 a month.
Roaming in 47 European destinations is included at no extra cost, up to 15GB a month.
If you leave before the end of the 24 months, you pay the remaining monthly charges.
To get your PAC code to move your number, text PAC to 65075.
""",
    "water_bill.txt": """\
Severn Trent — water bill for 1 April 2026 to 31 March 2027
Customer reference: 88 1294 5501

Charges this year
Water supply: £236.40
Sewerage: £261.75
Total to pay: £498.15

Your bill is based on the rateable value of your home because you do not have a meter. You can apply for a free meter; if you are not better off, you can switch back within 24 months.
Pay in 12 monthly instalments of £41.51 by Direct Debit, or in full by 30 April 2026.
""",
    "monthly_budget.csv": """\
category,planned,spent
Rent,850,850
Groceries,320,347.60
Transport,120,96.20
Eating out,80,112.45
Savings,200,200
""",
}


VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how much is the car loan", "car_loan_agreement.txt", "£9,800"),
 ("how many payments are left on the car", "car_loan_agreement.txt", "48 monthly repayments"),
 ("what's the APR on my car loan", "car_loan_agreement.txt", "7.1%"),
 ("can I pay off the car loan early", "car_loan_agreement.txt", "settle the loan early"),
 ("what happens if I miss a car payment", "car_loan_agreement.txt", "£15"),
 ("how much will I pay in total for the car", "car_loan_agreement.txt", "£11,144.64"),
 ("can I change my mind about the loan", "car_loan_agreement.txt", "within 14 days"),
 ("what's the overdraft rate", "current_account_fees.md", "35.0%"),
 ("how much cash can I take out in a day", "current_account_fees.md", "£500"),
 ("does it cost anything to use a cash machine abroad", "current_account_fees.md", "2.75%"),
 ("how long does switching take", "current_account_fees.md", "7 working days"),
 ("what is my ISA worth", "isa_statement.txt", "£14,206.55"),
 ("how much more can I put in my ISA this year", "isa_statement.txt", "£17,000"),
 ("what are the ISA fees", "isa_statement.txt", "0.25%"),
 ("how long does it take to get money out of the ISA", "isa_statement.txt", "3 to 5 working days"),
 ("how much is my phone bill", "phone_contract.md", "£12"),
 ("when does my phone contract go up", "phone_contract.md", "April"),
 ("can I use my phone in Spain", "phone_contract.md", "Roaming"),
 ("how do I keep my number if I switch", "phone_contract.md", "PAC"),
 ("how much is the water bill", "water_bill.txt", "£498.15"),
 ("can I get a water meter", "water_bill.txt", "free meter"),
 ("how much is each water payment", "water_bill.txt", "£41.51"),
 ("how much did I spend on eating out", "monthly_budget.csv", "112.45"),
 ("what did I budget for groceries", "monthly_budget.csv", "320"),
 ("how much is the car insurance", None, ""),
 ("what's my credit card limit", None, ""),
 ("how much is the council tax", None, ""),
 ("when does the phone contract end", None, ""),
 ("is there a monthly account fee", None, ""),
]
