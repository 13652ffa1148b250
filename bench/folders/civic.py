"""A resident's papers from the council and the state (the twenty-first session): a polling
card, a jury summons, a tax code notice, a passport renewal letter and a CSV of the bin
collection days; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is another resident's: a parking penalty
notice, a planning decision, a child benefit letter, a recycling guide and a CSV of library
loans, written at the same time and run once."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "polling_card.txt": """\
Elmbridge Borough Council — Poll Card
Local elections, Thursday 7 May 2026

Elector: Ms Joanna Price, 14 Larch Close, Esher KT10 9PL
Elector number: HE-1842

Your polling station: Esher Green Community Hall, Church Street, Esher.
Polling stations are open from 7am to 10pm.

You do not need this card to vote, but you must bring photo ID, such as a passport, a driving licence or a Voter Authority Certificate. If you do not have accepted ID, apply for a free Voter Authority Certificate by 5pm on Monday 27 April.

If you cannot get to the polling station, you can apply to vote by post until 5pm on Tuesday 21 April, or ask someone you trust to vote for you (a proxy) until 5pm on Tuesday 28 April.
""",
    "jury_summons.md": """\
# Jury Summons

**To:** Joanna Price
**Court:** Kingston Crown Court, 6-8 Penrhyn Road, Kingston upon Thames
**Date:** Monday 15 June 2026 at 9:30am
**Juror number:** 4471902

## Replying

You must reply within 7 days of receiving this summons, online at gov.uk/jury-service or by post using the form enclosed. It is a criminal offence not to reply.

## How long jury service lasts

Jury service usually lasts up to 10 working days. You may be asked to stay longer if a trial goes on.

## Money

You can claim for travel, food and loss of earnings. Loss of earnings is paid up to £64.95 a day for the first 10 days. Food is paid up to £5.71 a day if you are away for more than 10 hours.

## Deferring

If you cannot do jury service on these dates, you can ask to move it once, to a date within the next 12 months.
""",
    "tax_code_notice.txt": """\
HM Revenue & Customs — Your tax code for 2026 to 2027

Dear Ms Price,

Your tax code from 6 April 2026 is 1187L. We use it to work out how much Income Tax your employer, Larch Design Ltd, takes from your pay.

How we worked it out
Personal Allowance: £12,570
Less: company car benefit £700
Your tax-free amount: £11,870

The L in your tax code means you get the standard tax-free Personal Allowance, reduced by the benefits above.

If anything here is wrong, for example if you no longer have a company car, tell us at gov.uk/personal-tax-account or call 0300 200 3300.
""",
    "passport_renewal.txt": """\
HM Passport Office — Renewing your passport

Your passport (number 548210337) expires on 2 September 2026.

The fee is £88.50 if you apply online, or £100 with a paper form from the Post Office.
Apply online at gov.uk/renew-adult-passport. You will need a digital photo and your old passport, which you must post to us after you apply.

Allow 3 weeks for your new passport to arrive. Do not book travel until you have it.

If you need a passport urgently, the 1 week Fast Track service costs £178 and needs an appointment.
""",
    "bin_collections.csv": """\
date,bin,what goes in it
2026-05-04,green,garden waste
2026-05-05,blue,paper and card
2026-05-05,grey,general rubbish
2026-05-12,black,plastics tins and glass
2026-05-12,food caddy,food waste
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The poll card.
    ("where do I vote", "polling_card.txt", "Esher Green Community Hall"),
    ("what time do the polls close", "polling_card.txt", "10pm"),
    ("do I need my poll card to vote", "polling_card.txt", "do not need this card"),
    ("what ID do I need to vote", "polling_card.txt", "photo ID"),
    ("when is the deadline for a postal vote", "polling_card.txt", "21 April"),
    ("can someone else vote for me", "polling_card.txt", "proxy"),
    ("when is the election", "polling_card.txt", "7 May 2026"),
    ("what's my elector number", "polling_card.txt", "HE-1842"),
    # The jury summons.
    ("when do I have to go to court", "jury_summons.md", "15 June 2026"),
    ("which court is it", "jury_summons.md", "Kingston Crown Court"),
    ("how long is jury service", "jury_summons.md", "10 working days"),
    ("how quickly do I have to reply to the summons", "jury_summons.md", "7 days"),
    ("what if I don't reply", "jury_summons.md", "criminal offence"),
    ("how much do I get for lost earnings", "jury_summons.md", "£64.95"),
    ("can I change the date of jury service", "jury_summons.md", "move it once"),
    ("can I claim for lunch", "jury_summons.md", "£5.71"),
    # The tax code.
    ("what is my tax code", "tax_code_notice.txt", "1187L"),
    ("what does the L mean in my tax code", "tax_code_notice.txt", "standard tax-free Personal Allowance"),
    ("how much is my personal allowance", "tax_code_notice.txt", "£12,570"),
    ("why is my tax-free amount lower", "tax_code_notice.txt", "company car"),
    ("who do I call if my tax code is wrong", "tax_code_notice.txt", "0300 200 3300"),
    ("when does the new tax code start", "tax_code_notice.txt", "6 April 2026"),
    # The passport.
    ("when does my passport expire", "passport_renewal.txt", "2 September 2026"),
    ("how much is a passport renewal online", "passport_renewal.txt", "£88.50"),
    ("how long does a new passport take", "passport_renewal.txt", "3 weeks"),
    ("can I get a passport quicker", "passport_renewal.txt", "Fast Track"),
    ("what do I do with my old passport", "passport_renewal.txt", "post"),
    ("what's my passport number", "passport_renewal.txt", "548210337"),
    # The bins.
    ("when is the green bin collected", "bin_collections.csv", "2026-05-04"),
    ("which bin does glass go in", "bin_collections.csv", "black"),
    ("what goes in the blue bin", "bin_collections.csv", "paper and card"),
    ("when is food waste collected", "bin_collections.csv", "2026-05-12"),
    # Subjects the papers never mention.
    ("how do I pay my council tax", None, ""),
    ("when is the general election", None, ""),
    ("do I get paid for parking at court", None, ""),
    ("how do I renew my driving licence", None, ""),
    ("when are bulky items collected", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "parking_penalty.txt": """\
Royal Borough of Kingston — Penalty Charge Notice
PCN number: KT40829177
Vehicle: LM19 XKD   Date and time of contravention: 3 March 2026, 14:12
Location: Eden Street, Kingston
Contravention: Parked in a restricted street during prescribed hours (code 01)

Amount due: £110. If you pay within 14 days of the date of this notice, the amount is reduced to £55.

How to pay: online at kingston.gov.uk/pcn, or by phone on 020 8547 5000 (24 hours).

How to challenge: you can make an informal challenge online within 28 days, with photos or other evidence. If we reject it, you will get a Notice to Owner and can then appeal to London Tribunals. Do not pay if you want to challenge: paying closes the case.
""",
    "planning_decision.md": """\
# Notice of Planning Decision

**Application:** 26/00417/HOU
**Proposal:** Single-storey rear extension and new rooflight
**Address:** 9 Maple Road, Surbiton
**Decision:** Approved with conditions, 18 February 2026

## Conditions

1. The work must begin within three years of the date of this decision.
2. The bricks and roof tiles must match those of the existing house.
3. No windows may be added to the side wall facing 11 Maple Road.

## Appeals

If you disagree with a condition, you can appeal to the Planning Inspectorate within 12 weeks of this notice.

## Building regulations

Planning permission is not building regulations approval. You must apply for that separately before work starts.
""",
    "child_benefit_letter.txt": """\
HM Revenue & Customs — Child Benefit

Dear Mr Osei,

Your claim for Child Benefit for Ama Osei, born 9 January 2026, has been approved from 9 January 2026.

You will get £26.05 a week for your eldest child. It is paid every 4 weeks into your bank account, on a Monday or Tuesday.

Tell us straight away if your child goes into care, leaves the UK, or if you separate from your partner.

If you or your partner earn more than £60,000 a year, you may have to pay the High Income Child Benefit Charge. You can choose not to get the payments to avoid it.
""",
    "recycling_guide.md": """\
# What goes in which bin

## Green box

Paper, newspapers, magazines and flattened cardboard. Keep it dry: wet paper cannot be recycled.

## Blue bin

Plastic bottles, pots, tubs and trays; food and drink cans; glass bottles and jars. Rinse them first. No plastic bags or film.

## Brown bin

Garden waste: grass, leaves and small branches. This is a paid service at £52 a year.

## Batteries

Put batteries in a clear bag on top of your green box. Never put them in any bin: they cause fires in the lorries.

## Missed collections

Report a missed collection online by 5pm the day after it was due.
""",
    "library_loans.csv": """\
title,author,borrowed,due back,renewals left
The Thursday Murder Club,Richard Osman,2026-03-01,2026-03-22,2
Atomic Habits,James Clear,2026-03-01,2026-03-22,1
The Gruffalo,Julia Donaldson,2026-03-08,2026-03-29,3
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The parking fine.
    ("how much is the parking fine", "parking_penalty.txt", "£110"),
    ("how much if I pay it quickly", "parking_penalty.txt", "£55"),
    ("how do I pay the parking ticket", "parking_penalty.txt", "kingston.gov.uk/pcn"),
    ("can I appeal the parking fine", "parking_penalty.txt", "informal challenge"),
    ("where did I get the ticket", "parking_penalty.txt", "Eden Street"),
    ("should I pay if I want to challenge it", "parking_penalty.txt", "Do not pay"),
    # The planning decision.
    ("was the extension approved", "planning_decision.md", "Approved with conditions"),
    ("when do we have to start building", "planning_decision.md", "three years"),
    ("can we put a window in the side wall", "planning_decision.md", "No windows"),
    ("do the bricks have to match", "planning_decision.md", "must match"),
    ("how long do I have to appeal", "planning_decision.md", "12 weeks"),
    ("do I need building regs approval as well", "planning_decision.md", "apply for that separately"),
    # The child benefit letter.
    ("how much child benefit do we get", "child_benefit_letter.txt", "£26.05"),
    ("how often is child benefit paid", "child_benefit_letter.txt", "every 4 weeks"),
    ("what if we move abroad", "child_benefit_letter.txt", "leaves the UK"),
    ("do I have to pay it back if I earn a lot", "child_benefit_letter.txt", "£60,000"),
    # The recycling guide.
    ("where do jam jars go", "recycling_guide.md", "Blue bin"),
    ("can I put plastic bags in the blue bin", "recycling_guide.md", "No plastic bags"),
    ("how much is the garden waste bin", "recycling_guide.md", "£52"),
    ("what do I do with old batteries", "recycling_guide.md", "clear bag"),
    ("the bin wasn't emptied", "recycling_guide.md", "missed collection"),
    ("can wet cardboard be recycled", "recycling_guide.md", "wet paper cannot be recycled"),
    # The library loans.
    ("when is Atomic Habits due back", "library_loans.csv", "2026-03-22"),
    ("how many renewals are left on the Gruffalo", "library_loans.csv", "3"),
    ("who wrote The Thursday Murder Club", "library_loans.csv", "Richard Osman"),
    # Subjects the papers never mention.
    ("how do I get a parking permit", None, ""),
    ("how much is council tax", None, ""),
    ("can I recycle coffee cups", None, ""),
    ("when does the library open", None, ""),
    ("do I need planning permission for a shed", None, ""),
]
