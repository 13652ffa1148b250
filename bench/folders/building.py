"""A household's building work papers (the twenty-third session): a builder's quote for an
extension, the council's planning decision, a new kitchen's warranty, a boiler service history
as CSV and a skip hire's terms; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is another household's: a
roofer's invoice, a party wall notice, a window fitter's guarantee, a decorating budget as CSV
and an electrician's certificate notes, written at the same time and run once at the first run
and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "builder_quote.md": """\
# Kestrel Builders — quotation Q-2291

**For:** Mr and Mrs Adeyemi, 12 Orchard Way
**Work:** single-storey rear extension, 4 m by 5 m

| Stage | Price |
|---|---|
| Foundations and drainage | £8,400 |
| Walls, roof and windows | £21,600 |
| Electrics and plumbing first fix | £4,900 |
| Plastering and second fix | £5,300 |
| **Total (excluding VAT)** | **£40,200** |

VAT is added at 20%. The kitchen units and flooring are not included.

We expect the work to take 12 weeks, starting on 1 March 2027, weather permitting. Payment is by stage, within 7 days of each stage's invoice. A 10% deposit secures the start date.

All work is guaranteed for 10 years through the Federation of Master Builders' warranty.
""",
    "planning_decision.txt": """\
Elmbridge Borough Council — Town and Country Planning Act 1990

Decision notice: application 26/0814/HOU
Site: 12 Orchard Way
Proposal: single-storey rear extension

Permission is GRANTED, subject to these conditions:

1. The work must begin within 3 years of the date of this decision.
2. The materials of the outside walls must match the existing house.
3. No window may be put in the side wall facing number 14.
4. Work on site may only take place between 8:00 and 18:00 on weekdays and 8:00 and 13:00 on Saturdays, and not on Sundays or bank holidays.

Date of decision: 9 November 2026.

You have the right to appeal against any condition within 12 weeks.
""",
    "kitchen_warranty.txt": """\
Fenwick Kitchens — your warranty

Cabinets and doors are guaranteed for 10 years against manufacturing faults. Worktops are guaranteed for 5 years, and appliances for 2 years by their makers.

The guarantee does not cover wear and tear, damage from water left standing on worktops, or fitting by anyone other than our approved fitters.

Wipe the doors with a damp cloth only; do not use bleach or abrasive cleaners. Reseal wooden worktops with oil every 6 months.

To make a claim, email aftercare@fenwick.example with your order number, FK-55017, and photos of the fault.
""",
    "boiler_service.csv": """\
date,engineer,work,result,cost
2023-10-02,Dave Holt,annual service,passed,£85
2024-09-27,Dave Holt,annual service and new pressure valve,passed,£140
2025-10-06,Priya Nair,annual service,passed,£90
2026-10-12,Priya Nair,annual service,advisory: flue seal worn,£90
""",
    "skip_hire.txt": """\
ClearWay Skips — hire terms

An 8-yard builder's skip costs £290 for up to 14 days. Each extra week is £35.

A skip on the road needs a council permit, which we arrange for £60; it must have lights at night. A skip on your drive needs no permit.

Do not put in asbestos, tyres, fridges, plasterboard, paint or gas bottles. Soil and rubble are fine, but do not fill the skip above its sides.

Call 01932 555 201 at least 24 hours before you need it collected.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The builder's quote.
    ("how much is the extension", "builder_quote.md", "£40,200"),
    ("is VAT included in the builder's price", "builder_quote.md", "20%"),
    ("how long will the extension take", "builder_quote.md", "12 weeks"),
    ("when do the builders start", "builder_quote.md", "1 March 2027"),
    ("how much deposit for the builder", "builder_quote.md", "10%"),
    ("is the kitchen included in the quote", "builder_quote.md", "not included"),
    ("how long is the builder's guarantee", "builder_quote.md", "10 years"),
    ("how much are the foundations", "builder_quote.md", "£8,400"),
    # The planning decision.
    ("did we get planning permission", "planning_decision.txt", "GRANTED"),
    ("can the builders work on saturday", "planning_decision.txt", "13:00"),
    ("when do we have to start the work by", "planning_decision.txt", "3 years"),
    ("can we put a window in the side wall", "planning_decision.txt", "No window"),
    ("what bricks do we have to use", "planning_decision.txt", "match the existing house"),
    ("how long do we have to appeal", "planning_decision.txt", "12 weeks"),
    # The kitchen warranty.
    ("how long are the cabinets guaranteed", "kitchen_warranty.txt", "10 years"),
    ("is water damage covered", "kitchen_warranty.txt", "does not cover"),
    ("can I clean the doors with bleach", "kitchen_warranty.txt", "do not use bleach"),
    ("how often do I oil the worktops", "kitchen_warranty.txt", "every 6 months"),
    ("how do I claim on the kitchen warranty", "kitchen_warranty.txt", "aftercare@fenwick.example"),
    # The boiler.
    ("when was the boiler last serviced", "boiler_service.csv", "2026-10-12"),
    ("who serviced the boiler in 2024", "boiler_service.csv", "Dave Holt"),
    ("what did the engineer find last time", "boiler_service.csv", "flue seal worn"),
    ("how much was the 2024 service", "boiler_service.csv", "£140"),
    # The skip.
    ("how much is a skip", "skip_hire.txt", "£290"),
    ("do I need a permit for the skip", "skip_hire.txt", "council permit"),
    ("can I put plasterboard in the skip", "skip_hire.txt", "plasterboard"),
    ("how long can I keep the skip", "skip_hire.txt", "14 days"),
    ("how do I get the skip collected", "skip_hire.txt", "01932 555 201"),
    # Subjects the papers never mention.
    ("do we need building regulations approval", None, ""),
    ("who is the architect", None, ""),
    ("is the boiler under warranty", None, ""),
    ("can the skip take garden waste", None, ""),
    ("how much is the kitchen", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "roofer_invoice.md": """\
# Summit Roofing — invoice 7716

**Date:** 18 August 2026
**Job:** re-roof the front slope and replace the gutters, 22 Kiln Lane

| Item | Amount |
|---|---|
| Strip and re-tile front slope | £4,650 |
| New uPVC gutters and downpipes | £780 |
| Scaffolding (3 weeks) | £950 |
| **Total** | **£6,380** |

No VAT is charged: we are not VAT registered. Please pay within 14 days. The new roof is guaranteed for 15 years and the gutters for 10 years.

Do not walk on the new tiles. Clear the gutters of leaves each autumn.
""",
    "party_wall_notice.txt": """\
Party Wall etc. Act 1996 — notice of adjoining owner

To: the owner of 24 Kiln Lane
From: Ms R. Chandra, 22 Kiln Lane

I intend to cut into the party wall between our houses to insert a steel beam, as part of a loft conversion. Work is planned to start on 5 April 2027 and to last about 2 days for this part.

You have 14 days to consent or dissent in writing. If you do not reply within 14 days, a dispute is taken to have arisen, and we will each need to appoint a surveyor (or agree on one).

I will pay the reasonable cost of any surveyor and make good any damage caused.
""",
    "window_guarantee.txt": """\
ClearView Windows — your guarantee

Your new windows (9 windows and 1 back door, fitted 20 May 2026) are guaranteed for 10 years against faults in the frames, and the sealed glass units for 10 years against misting between the panes.

Locks, hinges and handles are guaranteed for 5 years. Keep the drainage holes at the bottom of each frame clear.

The guarantee is insured for 10 years through the Glass and Glazing Federation, even if we go out of business. It passes to the new owner if you sell your home.

To report a fault, call 0800 240 7710.
""",
    "decorating_budget.csv": """\
room,job,budget,spent,done
living room,paint walls and ceiling,£350,£312,yes
hall,new carpet,£900,£1,040,yes
bedroom 2,wallpaper,£250,,no
bathroom,retile floor,£600,£455,yes
""",
    "electrician_notes.md": """\
# Brightspark Electrical — notes for the homeowner

We replaced the fuse box with a new consumer unit on 3 February 2027. Your Electrical Installation Condition Report is rated **satisfactory**.

The next inspection is due in 10 years, by February 2037, or when you sell or let the house.

Test the RCD switches every 3 months by pressing the T button. If a switch trips, unplug everything on that circuit and reset it; if it trips again, call us.

The work is registered with NICEIC; your certificate will arrive by post within 30 days.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The roofer.
    ("how much was the roof", "roofer_invoice.md", "£6,380"),
    ("did the roofer charge VAT", "roofer_invoice.md", "No VAT"),
    ("how long is the roof guaranteed", "roofer_invoice.md", "15 years"),
    ("what did the scaffolding cost", "roofer_invoice.md", "£950"),
    ("when do I have to pay the roofer", "roofer_invoice.md", "14 days"),
    # The party wall notice.
    ("when is the work on the party wall starting", "party_wall_notice.txt", "5 April 2027"),
    ("how long do the neighbours have to reply", "party_wall_notice.txt", "14 days"),
    ("what happens if they don't reply", "party_wall_notice.txt", "surveyor"),
    ("who pays for the surveyor", "party_wall_notice.txt", "I will pay"),
    ("why are they cutting into the wall", "party_wall_notice.txt", "steel beam"),
    # The windows.
    ("how long are the windows guaranteed", "window_guarantee.txt", "10 years"),
    ("are the handles covered", "window_guarantee.txt", "5 years"),
    ("what if the window company goes bust", "window_guarantee.txt", "insured"),
    ("does the guarantee transfer if we move", "window_guarantee.txt", "new owner"),
    ("who do I call about a misty window", "window_guarantee.txt", "0800 240 7710"),
    # The decorating budget.
    ("how much did the carpet cost", "decorating_budget.csv", "£1,040"),
    ("what's the budget for the bathroom", "decorating_budget.csv", "£600"),
    ("which jobs aren't done yet", "decorating_budget.csv", "wallpaper"),
    ("how much did we spend on the living room", "decorating_budget.csv", "£312"),
    # The electrician.
    ("when is the next electrical inspection", "electrician_notes.md", "February 2037"),
    ("how often should I test the RCD", "electrician_notes.md", "every 3 months"),
    ("what do I do if the switch keeps tripping", "electrician_notes.md", "call us"),
    ("when will the certificate come", "electrician_notes.md", "30 days"),
    ("what was the report rating", "electrician_notes.md", "satisfactory"),
    # Subjects the papers never mention.
    ("do we need planning permission for the loft", None, ""),
    ("does the roof guarantee cover storm damage", None, ""),
    ("how much did the windows cost", None, ""),
    ("is there a budget for the garden", None, ""),
    ("can I fit a new socket myself", None, ""),
]
