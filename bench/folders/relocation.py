"""A worker's papers for a move abroad (the twenty-fifth session): an employer's relocation
package, a work visa's approval, a flat's lease in the new city, a shipping company's quote and a
moving-costs claim as CSV; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a student's for a year abroad: a
university's offer of an exchange place, a student residence contract, a health insurance
certificate, a bank's account opening letter and a budget as CSV, written at the same time and
run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "relocation_package.md": """\
# Relocation package — Ana Ribeiro, Lisbon to Rotterdam

**Start date in Rotterdam:** 1 March 2027
**Contact:** Global Mobility team, mobility@vantor.example

## What we pay

- Flights for you and your partner, economy class, one way.
- Temporary housing for up to 30 nights while you look for a flat.
- Shipping of household goods up to 20 cubic metres.
- A one-off relocation allowance of €4,000, paid with your first Dutch salary.

## Tax and paperwork

We pay for a tax adviser to prepare your first Dutch tax return. You must register with the city hall within 5 days of arriving.

## If you leave

If you resign within 12 months of the start date, you must repay the relocation allowance in full.
""",
    "visa_approval.txt": """\
Immigration and Naturalisation Service (IND)

Decision: your application for a residence permit as a highly skilled migrant has been approved.

Name: Ana Ribeiro
Permit valid from: 15 February 2027
Permit valid until: 14 February 2032

Collect your residence card at the IND desk in Rotterdam. Bring your passport and this letter. You do not need an appointment; the desk is open Monday to Friday, 9:00 to 17:00.

Your partner may apply to join you as a family member. The fee for this application is €228.
""",
    "flat_lease.txt": """\
Lease agreement — Westersingel 41B, Rotterdam

Tenant: Ana Ribeiro
Landlord: Van Dijk Vastgoed B.V.

Rent: €1,450 a month, due on the 1st, including service costs of €85.
Deposit: two months' rent, €2,900, returned within 14 days of the end of the lease.
Term: 12 months from 1 March 2027, then continuing month by month.

Gas, electricity and water are not included in the rent. The flat comes unfurnished but with a fridge and a washing machine.

Pets are not allowed. Smoking is not allowed inside the flat or on the balcony.
""",
    "shipping_quote.md": """\
# Atlas Movers — quotation for Ana Ribeiro

| Service | Price |
|---|---|
| Packing by our team (1 day) | €950 |
| Road transport, Lisbon to Rotterdam | €3,200 |
| Storage in Rotterdam, per week | €120 |

Estimated volume: 16 cubic metres. Transit time is 5 to 7 days.

Insurance is included up to €40,000 for the goods we pack. Items you pack yourself are covered only for loss, not for damage.

We cannot carry plants, paint, gas bottles or alcohol.
""",
    "moving_costs.csv": """\
date,item,amount,reimbursed
2027-02-10,flight Lisbon to Amsterdam,184.50,yes
2027-02-10,train to Rotterdam,24.30,yes
2027-02-12,hotel (3 nights),396.00,yes
2027-02-20,residence card photos,12.00,no
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The relocation package.
    ("when do I start in Rotterdam", "relocation_package.md", "1 March 2027"),
    ("will they pay for my partner's flight", "relocation_package.md", "your partner"),
    ("how long can I stay in temporary housing", "relocation_package.md", "30 nights"),
    ("how much is the relocation allowance", "relocation_package.md", "€4,000"),
    ("when do I get the allowance", "relocation_package.md", "first Dutch salary"),
    ("what happens if I quit in the first year", "relocation_package.md", "repay"),
    ("how soon do I have to register with the city", "relocation_package.md", "within 5 days"),
    # The visa.
    ("how long is my permit valid", "visa_approval.txt", "14 February 2032"),
    ("where do I pick up my residence card", "visa_approval.txt", "IND desk"),
    ("do I need an appointment to collect the card", "visa_approval.txt", "do not need an appointment"),
    ("can my husband come with me", "visa_approval.txt", "family member"),
    ("how much does it cost for my partner to apply", "visa_approval.txt", "€228"),
    # The lease.
    ("how much is the rent", "flat_lease.txt", "€1,450"),
    ("how much is the deposit", "flat_lease.txt", "€2,900"),
    ("is electricity included", "flat_lease.txt", "not included"),
    ("is the flat furnished", "flat_lease.txt", "unfurnished"),
    ("can I smoke on the balcony", "flat_lease.txt", "Smoking is not allowed"),
    ("how long is the lease", "flat_lease.txt", "12 months"),
    # The shipping quote.
    ("how much is packing", "shipping_quote.md", "€950"),
    ("how long does shipping take", "shipping_quote.md", "5 to 7 days"),
    ("are my things insured", "shipping_quote.md", "€40,000"),
    ("can they take my plants", "shipping_quote.md", "cannot carry plants"),
    # The costs claim.
    ("how much was the hotel", "moving_costs.csv", "396.00"),
    ("was the train ticket paid back", "moving_costs.csv", "yes"),
    ("when did I pay for the photos", "moving_costs.csv", "2027-02-20"),
    # Subjects the papers never mention.
    ("will they pay for Dutch lessons", None, ""),
    ("is there parking at the flat", None, ""),
    ("how do I get a Dutch driving licence", None, ""),
    ("can my children go to an international school", None, ""),
    ("what is the tax rate in the Netherlands", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "exchange_offer.txt": """\
Universidad de Granada — International Office

Dear Tom Hartley,

We are pleased to offer you an Erasmus exchange place in the Faculty of Translation for the academic year 2027/28.

The autumn semester runs from 13 September 2027 to 28 January 2028. There is an optional Spanish course from 30 August to 10 September, which costs €180.

Please send your learning agreement, signed by your home university, by 15 June 2027. You must take at least 24 ECTS credits each semester.

On arrival, come to the International Office in Calle Gran Vía 48 to collect your student card.
""",
    "residence_contract.md": """\
# Residencia Alhambra — room contract

**Resident:** Tom Hartley
**Room:** single room 214, shared kitchen

| | |
|---|---|
| Monthly fee | €520, meals not included |
| Deposit | €520, returned after you leave |
| Contract | 1 September 2027 to 30 June 2028 |

The fee includes water, electricity, Wi-Fi and cleaning of shared areas once a week.

Guests may visit until 23:00; overnight guests are not allowed. Quiet hours are from 23:00 to 8:00.

To leave early, give 30 days' notice in writing. The deposit is kept if you leave before 31 January 2028.
""",
    "health_insurance.txt": """\
StudyCover — certificate of insurance

Insured: Tom Hartley
Policy: SC-88310-E
Cover: 1 September 2027 to 30 June 2028, in Spain and all EU countries

Medical treatment and hospital stays are covered in full. Dental treatment is covered only for emergencies, up to €300.

In an emergency, call our assistance line on +34 91 123 4567 before you go to hospital, where you can.

This policy does not cover extreme sports or injuries after drinking alcohol.
""",
    "bank_letter.txt": """\
Banco Meridiano — your new account

Dear Mr Hartley,

Your student account is open. Your card will arrive at your residence within 7 working days; the PIN comes separately.

The account has no monthly fee while you are a student under 26. Cash withdrawals at our own machines are free; other banks' machines charge up to €2 each time.

Transfers to other EU accounts are free. To close the account, visit any branch with your passport.
""",
    "year_budget.csv": """\
month,rent,food,travel,spending money
September,520,200,60,150
October,520,180,40,120
November,520,180,90,120
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The exchange offer.
    ("when does the semester start", "exchange_offer.txt", "13 September 2027"),
    ("how much is the Spanish course", "exchange_offer.txt", "€180"),
    ("when is the learning agreement due", "exchange_offer.txt", "15 June 2027"),
    ("how many credits do I need to take", "exchange_offer.txt", "24 ECTS"),
    ("where do I get my student card", "exchange_offer.txt", "Calle Gran Vía 48"),
    # The residence.
    ("how much is the room", "residence_contract.md", "€520"),
    ("are bills included", "residence_contract.md", "electricity"),
    ("can my friend stay the night", "residence_contract.md", "overnight guests are not allowed"),
    ("what are the quiet hours", "residence_contract.md", "23:00 to 8:00"),
    ("what if I move out early", "residence_contract.md", "30 days' notice"),
    ("when does the contract end", "residence_contract.md", "30 June 2028"),
    # The insurance.
    ("what's my policy number", "health_insurance.txt", "SC-88310-E"),
    ("is the dentist covered", "health_insurance.txt", "emergencies"),
    ("who do I call in an emergency", "health_insurance.txt", "+34 91 123 4567"),
    ("am I covered for skiing", "health_insurance.txt", "extreme sports"),
    ("does the insurance work in France", "health_insurance.txt", "all EU countries"),
    # The bank.
    ("when will my card arrive", "bank_letter.txt", "7 working days"),
    ("is there a monthly fee", "bank_letter.txt", "no monthly fee"),
    ("how much does it cost to take out cash", "bank_letter.txt", "€2"),
    ("how do I close the account", "bank_letter.txt", "visit any branch"),
    # The budget.
    ("how much is food in October", "year_budget.csv", "180"),
    ("what's the travel budget for November", "year_budget.csv", "90"),
    # Subjects the papers never mention.
    ("is there a gym at the residence", None, ""),
    ("how do I get a Spanish phone number", None, ""),
    ("can I work part-time in Spain", None, ""),
    ("what grades do I need to pass", None, ""),
]
