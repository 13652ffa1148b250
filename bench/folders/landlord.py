"""A small landlord's papers (the twenty-fifth session): a letting agent's management terms, a gas
safety record, a council's licence letter, an energy performance summary and a year's rent as
CSV; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is another landlord's: a buy-to-let mortgage offer, a
landlord insurance schedule, an electrical installation report, a tenant's notice to leave and a
repairs log as CSV, written at the same time and run once at the first run and once after the
fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agent_terms.md": """\
# Castle Lettings — fully managed service terms

**Landlord:** Mr Gareth Lloyd
**Property:** Flat 3, 22 Quay Street

## Our fees

Our management fee is 12% of the rent collected, plus VAT. Finding a new tenant costs a one-off fee of £450 plus VAT.

## Rent

We collect the rent on the 1st of each month and pay it to you, less our fee, within 5 working days.

## Repairs

We arrange repairs up to £250 without asking you first. Above that, we ask for your approval, except in an emergency.

## Inspections

We inspect the flat every 6 months and send you a report with photos.

## Ending our service

You may end this agreement with 2 months' written notice. There is no charge to end it once the tenancy has run for a year.
""",
    "gas_safety_record.txt": """\
Landlord gas safety record

Address: Flat 3, 22 Quay Street
Date of check: 9 March 2027
Engineer: Sian Morgan, Gas Safe registration 604418

Appliances checked: combi boiler (kitchen), gas hob (kitchen).
Both appliances passed. The carbon monoxide alarm in the kitchen was tested and works.

Advice: the boiler pressure was low at 0.6 bar; the tenant was shown how to top it up to 1.2 bar.

The next check is due by 8 March 2028. A copy of this record must be given to the tenant within 28 days.
""",
    "licence_letter.txt": """\
Riverside City Council — private rented sector

Selective licence granted

Licence number: SL-2027-0931
Property: Flat 3, 22 Quay Street
Licence holder: Gareth Lloyd

This licence is granted for 5 years from 1 April 2027. The fee of £750 has been paid.

Conditions: the property may be let to no more than 2 people. You must give the tenant a written tenancy agreement and deal with complaints about antisocial behaviour within 14 days.

Breaking the licence conditions can lead to a fine of up to £30,000.
""",
    "epc_summary.md": """\
# Energy performance certificate — summary

**Property:** Flat 3, 22 Quay Street
**Current rating:** D (62)
**Potential rating:** C (74)
**Valid until:** 14 October 2034

## Recommended improvements

| Improvement | Typical cost | Typical yearly saving |
|---|---|---|
| Cavity wall insulation | £1,500 | £210 |
| Low energy lighting | £40 | £35 |
| Double glazing | £4,200 | £95 |
""",
    "rent_2027.csv": """\
month,rent due,received,fee,paid to landlord
2027-01,950,950,136.80,813.20
2027-02,950,950,136.80,813.20
2027-03,950,600,86.40,513.60
2027-04,950,1300,187.20,1112.80
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agent's terms.
    ("what does Castle Lettings charge for managing", "agent_terms.md", "12%"),
    ("how much to find a new tenant", "agent_terms.md", "£450"),
    ("when do I get the rent", "agent_terms.md", "within 5 working days"),
    ("can the agent do repairs without asking me", "agent_terms.md", "£250"),
    ("how often is the flat inspected", "agent_terms.md", "every 6 months"),
    ("how do I stop using the agent", "agent_terms.md", "2 months' written notice"),
    # The gas safety record.
    ("when was the gas safety check", "gas_safety_record.txt", "9 March 2027"),
    ("who did the gas check", "gas_safety_record.txt", "Sian Morgan"),
    ("did the boiler pass", "gas_safety_record.txt", "passed"),
    ("when is the next gas check due", "gas_safety_record.txt", "8 March 2028"),
    ("what was wrong with the boiler pressure", "gas_safety_record.txt", "0.6 bar"),
    ("does the tenant need a copy of the gas certificate", "gas_safety_record.txt", "within 28 days"),
    # The licence.
    ("what is my licence number", "licence_letter.txt", "SL-2027-0931"),
    ("how long does the licence last", "licence_letter.txt", "5 years"),
    ("how much was the licence", "licence_letter.txt", "£750"),
    ("how many tenants can I have", "licence_letter.txt", "no more than 2 people"),
    ("what happens if I break the licence rules", "licence_letter.txt", "£30,000"),
    # The EPC.
    ("what's the flat's energy rating", "epc_summary.md", "D (62)"),
    ("when does the EPC expire", "epc_summary.md", "14 October 2034"),
    ("how much would cavity wall insulation cost", "epc_summary.md", "£1,500"),
    ("what would double glazing save", "epc_summary.md", "£95"),
    # The rent.
    ("how much rent came in for March", "rent_2027.csv", "600"),
    ("what was the agent's fee in April", "rent_2027.csv", "187.20"),
    ("how much was I paid in February", "rent_2027.csv", "813.20"),
    # Subjects the papers never mention.
    ("how much is the tenant's deposit", None, ""),
    ("when does the tenancy end", None, ""),
    ("can the tenant keep a cat", None, ""),
    ("who pays the council tax", None, ""),
    ("do I need a fire risk assessment", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "btl_mortgage_offer.md": """\
# Buy-to-let mortgage offer

**Borrowers:** Anita and Raj Mehta
**Property:** 5 Linden Terrace
**Loan:** £168,000, interest only

| | |
|---|---|
| Initial rate | 4.89% fixed until 30 June 2030 |
| Then | our buy-to-let variable rate, now 7.99% |
| Monthly payment | £684.60 |
| Arrangement fee | £1,999, added to the loan |
| Early repayment charge | 3% of the amount repaid during the fixed rate |

You must let the property on an assured shorthold tenancy of at least 6 months. You may not live in the property yourselves.

This offer is valid for 6 months from 2 December 2026.
""",
    "landlord_insurance.txt": """\
Homestead Landlord Insurance — schedule

Policy number: HLI-5530-182
Property: 5 Linden Terrace
Period of cover: 15 January 2027 to 14 January 2028

Buildings cover: £240,000. Contents cover (landlord's furniture): £10,000.
Loss of rent: up to 12 months' rent if the house cannot be lived in after an insured event.
Excess: £350 for escape of water claims, £150 for all other claims.

The property must not be left empty for more than 45 days in a row without telling us.

Annual premium: £412.80. To claim, call 0330 024 1188, 24 hours a day.
""",
    "electrical_report.txt": """\
Electrical installation condition report (EICR)

Address: 5 Linden Terrace
Inspected on: 21 February 2027 by Bright Spark Electrical, NICEIC member 77102

Overall result: UNSATISFACTORY

Observations:
- C2 (potentially dangerous): no RCD protection on the socket circuit in the garage.
- C3 (improvement recommended): the consumer unit is plastic.

The C2 item must be put right within 28 days. Remedial work quoted at £320.

Once put right, the installation should be inspected again within 5 years.
""",
    "tenant_notice.txt": """\
Dear Mr and Mrs Mehta,

I am writing to give notice that I will be leaving 5 Linden Terrace. My last day will be 31 March 2027, which is one month from today.

Please could you arrange the check-out inspection for that morning? I will leave the keys with the neighbour at number 7.

I would like my deposit of £1,150 returned to my account ending 4471.

My forwarding address is 18 Hill Street, Leicester, LE2 3PQ.

Kind regards,
Daniel Okafor
""",
    "repairs_log.csv": """\
date,job,contractor,cost
2027-01-08,leaking tap fixed,Quick Plumb,85
2027-01-29,boiler service,Linden Heating,95
2027-02-14,garden fence panel replaced,Fix-It Joe,160
2027-03-02,RCD fitted to garage circuit,Bright Spark Electrical,320
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The mortgage.
    ("how much is the mortgage", "btl_mortgage_offer.md", "£168,000"),
    ("what's the interest rate", "btl_mortgage_offer.md", "4.89%"),
    ("how long is the rate fixed", "btl_mortgage_offer.md", "30 June 2030"),
    ("what's the monthly payment", "btl_mortgage_offer.md", "£684.60"),
    ("can we live in the house ourselves", "btl_mortgage_offer.md", "may not live"),
    ("what if we pay it off early", "btl_mortgage_offer.md", "3%"),
    # The insurance.
    ("how much buildings cover do we have", "landlord_insurance.txt", "£240,000"),
    ("what's the excess for a leak", "landlord_insurance.txt", "£350"),
    ("how long can the house be empty", "landlord_insurance.txt", "45 days"),
    ("how do I make a claim", "landlord_insurance.txt", "0330 024 1188"),
    ("are we covered for lost rent", "landlord_insurance.txt", "12 months' rent"),
    # The electrical report.
    ("did the house pass the electrical check", "electrical_report.txt", "UNSATISFACTORY"),
    ("what was dangerous", "electrical_report.txt", "no RCD protection"),
    ("how long do we have to fix it", "electrical_report.txt", "28 days"),
    ("when is the next electrical inspection", "electrical_report.txt", "5 years"),
    # The tenant's notice.
    ("when is the tenant moving out", "tenant_notice.txt", "31 March 2027"),
    ("where will the keys be", "tenant_notice.txt", "neighbour at number 7"),
    ("how much deposit does Daniel want back", "tenant_notice.txt", "£1,150"),
    ("what's the tenant's new address", "tenant_notice.txt", "18 Hill Street"),
    # The repairs.
    ("how much was the boiler service", "repairs_log.csv", "95"),
    ("who fixed the fence", "repairs_log.csv", "Fix-It Joe"),
    ("when was the tap fixed", "repairs_log.csv", "2027-01-08"),
    # Subjects the papers never mention.
    ("how much is the rent", None, ""),
    ("do we need a gas safety certificate", None, ""),
    ("can we put the rent up", None, ""),
    ("is there a smoke alarm", None, ""),
]
