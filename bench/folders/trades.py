"""A self-employed plumber's papers (the thirty-first session): a van lease, a builders'
merchant's trade account terms, his price list as CSV, his gas registration card, a
subcontractor's payment and deduction statement and a week's job diary as CSV; fit, its
questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a self-employed electrician's: a tool insurance certificate,
a scheme membership letter, a rewiring quote to a customer, a wholesaler's terms, a parking
dispensation and a jobs CSV, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "van_lease.md": """\
# Contract hire agreement — Ford Transit Custom

Hirer: Dan Kowalski, trading as DK Plumbing & Heating
Vehicle: Ford Transit Custom 280, registration LM73 KDV

## Payments and mileage

- Monthly rental: £389 plus VAT, collected by direct debit on the 1st
- Term: 48 months from 1 March 2026
- Mileage allowance: 15,000 miles a year
- Excess mileage: 9p per mile over the allowance, charged when the van is returned

## Your responsibilities

The van must be serviced every 12 months or 18,000 miles, whichever comes first, at a Ford dealer. Roof racks and ladders may be fitted, but any holes drilled in the body will be charged for at return.

## Ending early

You may end the agreement early after the first 12 months by paying half of the remaining rentals. Within the first 12 months, all remaining rentals are due.
""",
    "merchant_trade_account.txt": """\
Harlow Builders Merchants — trade account terms

Account holder: DK Plumbing & Heating
Account number: TR-55812
Credit limit: £3,000

Invoices are due for payment by the end of the month following the month of purchase. Pay within 10 days of the invoice date and take a 2% prompt payment discount. Overdue accounts are put on stop until paid.

Returns: stock items can be returned unused within 28 days with the receipt. Special orders cannot be returned, except when faulty.

Branch opening hours: Monday to Friday 6:30am to 5pm; Saturday 7am to 12 noon; closed on Sundays and bank holidays.
""",
    "price_list.csv": """\
job,price,typical time
Boiler service,£85,1 hour
Gas safety certificate (landlord),£70,45 minutes
Radiator replacement,£240,3 hours
Tap replacement,£95,1 hour
Toilet cistern repair,£110,2 hours
Power flush,£450,1 day
Emergency call-out (first hour),£120,1 hour
""",
    "gas_register_card.md": """\
# Gas registration card

- Engineer: Daniel Kowalski
- Licence number: 7781204
- Business registration: 584422
- Valid until: 30 September 2027

## Qualified to work on

- Central heating boilers (domestic)
- Gas cookers and hobs
- Gas fires

Not qualified for commercial catering or LPG. Renew each year; the renewal fee is £120.
""",
    "subcontractor_statement.txt": """\
Payment and deduction statement — Construction Industry Scheme

Contractor: Northgate Homes Ltd
Subcontractor: Daniel Kowalski
Tax month ending: 5 November 2026

Gross amount paid (excluding VAT): £4,200
Cost of materials: £1,150
Amount liable to deduction: £3,050
Amount deducted (20%): £610
Amount paid to you: £3,590

Keep this statement: the deductions count towards your tax and National Insurance for the year.
""",
    "job_diary.csv": """\
date,day,customer,address,job,status
2026-11-23,Monday,Mrs Patel,14 Elm Road,Boiler service,done
2026-11-24,Tuesday,Mr Hughes,3 Mill Lane,Radiator replacement,done
2026-11-25,Wednesday,Greenway Lettings,Flat 2 8 Park Street,Gas safety certificate (landlord),booked
2026-11-26,Thursday,Northgate Homes,Plot 17 Riverside,First fix,booked
2026-11-27,Friday,Ms Okoro,27 Station Road,Toilet cistern repair,waiting for parts
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The van.
    ("how much is the van a month", "van_lease.md", "£389"),
    ("how many miles can I do a year", "van_lease.md", "15,000 miles"),
    ("what if I go over my miles", "van_lease.md", "9p per mile"),
    ("how often does the van need servicing", "van_lease.md", "every 12 months"),
    ("can I hand the van back early", "van_lease.md", "half of the remaining rentals"),
    ("can I put a ladder rack on the van", "van_lease.md", "Roof racks and ladders may be fitted"),
    # The merchant.
    ("when do I have to pay the merchant", "merchant_trade_account.txt", "end of the month following"),
    ("is there a discount for paying early", "merchant_trade_account.txt", "2%"),
    ("can I take back a special order", "merchant_trade_account.txt", "Special orders cannot be returned"),
    ("what time does the merchant open on Saturday", "merchant_trade_account.txt", "7am"),
    ("what's my credit limit", "merchant_trade_account.txt", "£3,000"),
    ("what happens if I pay late", "merchant_trade_account.txt", "put on stop"),
    # The prices.
    ("how much do I charge for a boiler service", "price_list.csv", "£85"),
    ("how long does a power flush take", "price_list.csv", "1 day"),
    ("what's my call-out charge", "price_list.csv", "£120"),
    # The gas card.
    ("when does my gas card run out", "gas_register_card.md", "30 September 2027"),
    ("can I work on LPG", "gas_register_card.md", "Not qualified for commercial catering or LPG"),
    ("what's my licence number", "gas_register_card.md", "7781204"),
    ("how much is the renewal", "gas_register_card.md", "£120"),
    # The statement.
    ("how much tax did Northgate take off", "subcontractor_statement.txt", "£610"),
    ("how much did Northgate actually pay me", "subcontractor_statement.txt", "£3,590"),
    ("what were my materials", "subcontractor_statement.txt", "£1,150"),
    # The diary.
    ("where am I on Thursday", "job_diary.csv", "Plot 17 Riverside"),
    ("which job is waiting for parts", "job_diary.csv", "Toilet cistern repair"),
    ("who is the gas safety certificate for", "job_diary.csv", "Greenway Lettings"),
    # Subjects the papers never mention.
    ("how much is my van insurance", None, ""),
    ("what's my VAT number", None, ""),
    ("do I need a CSCS card for the Northgate site", None, ""),
    ("can I claim fuel on expenses", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tool_insurance.txt": """\
Tools and public liability insurance — certificate

Insured: Sparks & Co Electrical (Megan Hall)
Policy number: TL-3309187
Period: 12 April 2026 to 11 April 2027

Public liability: £2,000,000
Tools in transit: up to £5,000, excess £250

Tools left in a vehicle overnight are covered only if the van is locked and the tools are out of sight. Theft from an unlocked vehicle is not covered.
""",
    "scheme_membership.md": """\
# Membership confirmation — Certified Electrical Contractors Scheme

Dear Megan,

Your membership has been renewed. Your registration number is CE-44721 and it runs until 31 March 2027.

- Annual fee: £495, paid by direct debit
- Your next assessment visit is due in January 2027; the assessor will contact you to book a date
- You can notify building control of your work through the scheme portal, within 30 days of finishing the job

Please keep your insurance details up to date on the portal.
""",
    "rewire_quote.md": """\
# Quote — full rewire, 22 Birch Avenue

Customer: Mr and Mrs Lewis
Quote number: Q-2611

| Item | Price |
| --- | --- |
| Rewire, three-bedroom house | £4,800 |
| New consumer unit | £650 |
| Making good (plaster only, not decorating) | £400 |
| Total | £5,850 |

The work takes about 7 working days. A deposit of 25% is due when you accept the quote, and the rest on completion. This quote is valid for 30 days.
""",
    "wholesaler_terms.txt": """\
Voltline Electrical Wholesale — account terms

Cash and trade counter open Monday to Friday 7am to 4:30pm, Saturday 8am to 11am.

Orders placed before 3pm are delivered to site the next working day, free over £150. Cable cut to length cannot be returned. Other goods may be returned within 14 days in their original packaging.

Payment: 30 days from the invoice date. Late payments are charged interest at 4% over the base rate.
""",
    "parking_dispensation.txt": """\
Parking dispensation — Westfield Borough Council

Vehicle: VW Transporter, registration MH21 ELC
Valid: 10 November 2026 to 9 December 2026
Cost: £18 a day

Lets you park on single yellow lines and in resident bays in zone W while working at a property. Display the dispensation in the windscreen. It does not allow parking on double yellow lines or in disabled bays.
""",
    "jobs.csv": """\
date,customer,job,hours,charged
2026-11-16,Mr Lewis,Rewire first fix,8,£0 (on account)
2026-11-17,Corner Café,Emergency lighting test,3,£180
2026-11-18,Ms Grant,EV charger installation,5,£950
2026-11-19,Mr Adeyemi,Fault finding,2,£110
2026-11-20,Corner Café,Fire alarm service,4,£240
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The insurance.
    ("am I covered if tools are nicked from the van overnight", "tool_insurance.txt", "locked"),
    ("what's the excess on my tools", "tool_insurance.txt", "£250"),
    ("when does my insurance end", "tool_insurance.txt", "11 April 2027"),
    ("how much public liability do I have", "tool_insurance.txt", "£2,000,000"),
    # The scheme.
    ("when is my next assessment", "scheme_membership.md", "January 2027"),
    ("how much is the scheme a year", "scheme_membership.md", "£495"),
    ("how long have I got to notify building control", "scheme_membership.md", "30 days"),
    ("what's my registration number", "scheme_membership.md", "CE-44721"),
    # The quote.
    ("how much is the consumer unit", "rewire_quote.md", "£650"),
    ("how long will the rewire take", "rewire_quote.md", "7 working days"),
    ("how much deposit do the Lewises pay", "rewire_quote.md", "25%"),
    ("does the quote include decorating", "rewire_quote.md", "not decorating"),
    # The wholesaler.
    ("can I send back cable I had cut", "wholesaler_terms.txt", "Cable cut to length cannot be returned"),
    ("is delivery free", "wholesaler_terms.txt", "free over £150"),
    ("what time does the wholesaler shut on Saturday", "wholesaler_terms.txt", "11am"),
    # The dispensation.
    ("can I park on a double yellow", "parking_dispensation.txt", "does not allow parking on double yellow lines"),
    ("how much is the parking permit a day", "parking_dispensation.txt", "£18"),
    ("when does the dispensation run out", "parking_dispensation.txt", "9 December 2026"),
    # The jobs.
    ("what did I charge for the EV charger", "jobs.csv", "£950"),
    ("how many hours was the fault finding", "jobs.csv", "2"),
    # Subjects the papers never mention.
    ("how much do I charge for a PAT test", None, ""),
    ("is my van insured", None, ""),
    ("what's my UTR", None, ""),
]
