"""A family's house-move papers (the twenty-second session): a removals quote, a tenancy deposit
certificate, a letting agent's move-in letter, a broadband provider's moving letter and a CSV of
the meter readings taken on the day; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a buyer's: a
conveyancing quote, a home survey's summary, a storage unit agreement, a new-build home's
handover notes and a CSV of the move's costs, written at the same time and run once at the first
run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "removals_quote.txt": """\
Careful Hands Removals — quotation Q-20931

Prepared for: Tom and Alice Brennan
Moving from: 8 Ash Court, Leeds LS6 2QT
Moving to: 41 Beacon Street, Otley LS21 1AB
Moving date: Friday 15 January 2027, crew arrives 08:00

Price: £1,180 including VAT, for a crew of 3 and one 7.5-tonne van.
Packing service: £260 extra (we pack everything the day before).

A deposit of £200 secures the date; the balance is due 7 days before the move.

Goods in transit are insured up to £50,000. Items you pack yourself are covered only against loss, not breakage.

If you cancel with less than 10 days' notice, the deposit is kept. We cannot move pianos, aquariums or paint tins.
""",
    "deposit_certificate.md": """\
# Tenancy deposit protection certificate

**Scheme:** SafeDeposit Custodial Scheme
**Deposit ID:** SD-88-402175
**Amount protected:** £1,350
**Date protected:** 12 January 2027
**Property:** 41 Beacon Street, Otley LS21 1AB
**Landlord:** Margaret Oyelaran

Your deposit is held by the scheme, not by your landlord, until the tenancy ends.

At the end of the tenancy, you and your landlord agree how much is returned. If you cannot agree, either of you can ask the scheme's free dispute service to decide. The scheme repays the deposit within 10 days of agreement.
""",
    "move_in_letter.txt": """\
Dear Tom and Alice,

Welcome to 41 Beacon Street. Your tenancy starts on 15 January 2027 and the first month's rent of £1,150 was received with thanks. Rent is due on the 15th of each month by standing order.

Keys can be collected from our Otley office from 09:00 on the moving day; please bring photo ID for both tenants.

The inventory will be emailed to you on the day. Please check it, add any comments and sign it within 7 days, or it will be taken as accepted.

The stopcock is under the kitchen sink and the fuse box is in the cupboard under the stairs. Bins are collected on Wednesdays.

Report repairs through our tenant portal; for emergencies out of hours call 0113 496 0771.

Kind regards,
Hollis & Reed Lettings
""",
    "broadband_move.md": """\
# Moving home with Skyline Broadband

We've booked your broadband to move with you.

- **Switch-off at your old address:** 15 January 2027
- **Live at your new address:** 19 January 2027
- **Engineer visit:** not needed, your new home has a working line

Plug your router into the main phone socket at the new address; it connects by itself within 24 hours of the live date.

Moving doesn't change your contract, which ends in August 2027, and your monthly price stays at £32.

While you wait, add 30 GB of mobile data for free from the Skyline app.
""",
    "meter_readings.csv": """\
meter,address,reading,date,photo
electricity,8 Ash Court,48213,2027-01-15,yes
gas,8 Ash Court,10927,2027-01-15,yes
electricity,41 Beacon Street,30566,2027-01-15,yes
gas,41 Beacon Street,7714,2027-01-15,no
water,41 Beacon Street,00392,2027-01-16,yes
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The removals quote.
    ("how much are the removals", "removals_quote.txt", "£1,180"),
    ("what time are the movers coming", "removals_quote.txt", "08:00"),
    ("how much is the deposit for the removal company", "removals_quote.txt", "£200"),
    ("when do we pay the rest", "removals_quote.txt", "7 days before"),
    ("how much extra for them to pack", "removals_quote.txt", "£260"),
    ("can they move our piano", "removals_quote.txt", "cannot move pianos"),
    ("are our things insured during the move", "removals_quote.txt", "£50,000"),
    ("what if we cancel the movers", "removals_quote.txt", "deposit is kept"),
    # The deposit certificate.
    ("how much deposit did we pay", "deposit_certificate.md", "£1,350"),
    ("which scheme is the deposit in", "deposit_certificate.md", "SafeDeposit"),
    ("what's the deposit ID", "deposit_certificate.md", "SD-88-402175"),
    ("what if we disagree with the landlord about the deposit", "deposit_certificate.md", "dispute service"),
    ("who is the landlord", "deposit_certificate.md", "Margaret Oyelaran"),
    # The move-in letter.
    ("how much is the rent", "move_in_letter.txt", "£1,150"),
    ("when is rent due", "move_in_letter.txt", "15th of each month"),
    ("where do we get the keys", "move_in_letter.txt", "Otley office"),
    ("where is the stopcock", "move_in_letter.txt", "under the kitchen sink"),
    ("where's the fuse box", "move_in_letter.txt", "under the stairs"),
    ("what day are the bins collected", "move_in_letter.txt", "Wednesdays"),
    ("how long do we have to sign the inventory", "move_in_letter.txt", "7 days"),
    ("who do I call for an emergency repair", "move_in_letter.txt", "0113 496 0771"),
    # The broadband move.
    ("when will the internet work in the new house", "broadband_move.md", "19 January 2027"),
    ("do we need an engineer", "broadband_move.md", "not needed"),
    ("when does the broadband contract end", "broadband_move.md", "August 2027"),
    ("how much is broadband a month", "broadband_move.md", "£32"),
    ("where do I plug the router in", "broadband_move.md", "main phone socket"),
    # The meter readings.
    ("what was the gas reading at Ash Court", "meter_readings.csv", "10927"),
    ("what's the water meter reading", "meter_readings.csv", "00392"),
    ("what was the electricity reading at the new house", "meter_readings.csv", "30566"),
    ("which reading has no photo", "meter_readings.csv", "7714"),
    # Subjects the papers never mention.
    ("is the house furnished", None, ""),
    ("can we keep a cat", None, ""),
    ("where do we park the van", None, ""),
    ("who is the energy supplier", None, ""),
    ("how much is council tax", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "conveyancing_quote.md": """\
# Harper Lane Solicitors — conveyancing quote

**Client:** Daniel Osei
**Purchase:** 17 Willow Rise, Norwich NR4 6TE, £285,000, freehold

| Item | Cost |
| --- | --- |
| Legal fee | £1,150 + VAT |
| Searches | £310 |
| Land Registry fee | £150 |
| Stamp Duty Land Tax | £4,250 |
| Bank transfer fee | £42 |

Our fee is fixed; if the sale falls through before exchange, you pay half of it.

Your conveyancer is Leah Marsh (leah.marsh@harperlane.example, 01603 555 204). We aim to exchange within 10 to 12 weeks of receiving the seller's contract pack.
""",
    "survey_summary.txt": """\
Home survey, level 2 — summary of findings
Property: 17 Willow Rise, Norwich NR4 6TE
Inspected: 2 December 2026

Condition ratings: 3 = urgent, 2 = repair soon, 1 = no repair needed.

Roof coverings: 2. Several slipped tiles on the rear slope; have a roofer replace them within the next year.
Chimney: 1.
Windows: 1. Double glazed throughout, fitted in 2015.
Electrics: 3. The consumer unit is old and has no RCD protection; get it tested and replaced by an electrician before you move in.
Damp: 2. Some damp at the base of the rear bedroom wall, probably from a blocked gutter.

The surveyor valued the property at £280,000, £5,000 below the agreed price.
""",
    "storage_agreement.txt": """\
StowSafe self storage — unit agreement

Customer: Daniel Osei
Unit: B-117, 50 sq ft, ground floor
Start date: 4 January 2027
Weekly rate: £21.50, paid every 4 weeks in advance
Minimum stay: 2 weeks

Access is from 06:00 to 22:00 every day with your own PIN. The office is staffed from 09:00 to 17:30.

You must fit your own padlock; we sell them at reception for £9.

Give 7 days' notice to leave. Storing food, gas bottles or anything flammable is not allowed. Contents are insured up to £2,000 unless you buy more cover.
""",
    "handover_notes.md": """\
# Welcome to your new home — handover notes

Plot 14, Meadow Fields, built by Ferncroft Homes.

## Warranty

Your home has a 10-year structural warranty. For the first 2 years, Ferncroft fixes defects: report them through the customer portal.

## Heating

The air source heat pump is controlled by the thermostat in the hall. Leave it running at a steady temperature; turning it off at night costs more.

## Snagging

Send your snagging list within 28 days of moving in.

## Useful things

The meter cupboard key is in the kitchen drawer. The estate's management fee is £180 a year, billed each April.
""",
    "move_costs.csv": """\
item,paid to,amount,paid on
deposit,Harper Lane Solicitors,£28500.00,2026-12-18
survey,Norfolk Surveys,£640.00,2026-11-28
removals,Broadland Movers,£890.00,2027-01-08
storage (first 4 weeks),StowSafe,£86.00,2027-01-04
new locks,Norwich Locksmiths,£120.00,2027-01-16
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The conveyancing quote.
    ("how much is the solicitor's fee", "conveyancing_quote.md", "£1,150"),
    ("how much stamp duty will I pay", "conveyancing_quote.md", "£4,250"),
    ("what if the sale falls through", "conveyancing_quote.md", "half"),
    ("who is my conveyancer", "conveyancing_quote.md", "Leah Marsh"),
    ("how long until we exchange", "conveyancing_quote.md", "10 to 12 weeks"),
    ("how much are the searches", "conveyancing_quote.md", "£310"),
    # The survey.
    ("what did the surveyor say about the roof", "survey_summary.txt", "slipped tiles"),
    ("is anything urgent", "survey_summary.txt", "consumer unit"),
    ("what's wrong with the electrics", "survey_summary.txt", "no RCD protection"),
    ("what is the house worth", "survey_summary.txt", "£280,000"),
    ("what's causing the damp", "survey_summary.txt", "blocked gutter"),
    ("when were the windows fitted", "survey_summary.txt", "2015"),
    # The storage unit.
    ("how much is the storage unit a week", "storage_agreement.txt", "£21.50"),
    ("what time can I get into the storage unit", "storage_agreement.txt", "06:00 to 22:00"),
    ("do I need my own padlock", "storage_agreement.txt", "own padlock"),
    ("how much notice to leave the storage", "storage_agreement.txt", "7 days"),
    ("can I store a gas bottle", "storage_agreement.txt", "not allowed"),
    ("what's my unit number", "storage_agreement.txt", "B-117"),
    # The handover notes.
    ("how long is the warranty on the house", "handover_notes.md", "10-year"),
    ("how long do I have to send the snagging list", "handover_notes.md", "28 days"),
    ("should I turn the heat pump off at night", "handover_notes.md", "costs more"),
    ("where is the meter cupboard key", "handover_notes.md", "kitchen drawer"),
    ("how much is the management fee", "handover_notes.md", "£180"),
    # The move's costs.
    ("how much did the removals cost", "move_costs.csv", "£890.00"),
    ("when did I pay for the survey", "move_costs.csv", "2026-11-28"),
    ("who did the locks", "move_costs.csv", "Norwich Locksmiths"),
    # Subjects the papers never mention.
    ("is there a chain", None, ""),
    ("what's the mortgage rate", None, ""),
    ("does the storage place have a van to hire", None, ""),
    ("is there a garage", None, ""),
    ("when is completion day", None, ""),
]
