"""A volunteer's papers (the twenty-fourth session): a charity shop's volunteer handbook, a DBS
check letter, a fundraising pack for a sponsored walk, an expenses policy and a shift rota as
CSV; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is another volunteer's: a Scout group's new-leader
welcome, a hospital volunteering role description, a park run volunteer brief, a befriending
service's agreement and a litter-pick schedule as CSV, written at the same time and run once at
the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "shop_handbook.md": """\
# Oxley Hospice Shops — volunteer handbook

## Your shifts

Shifts are 9:30 to 13:00 or 13:00 to 16:30. If you cannot come, ring the shop manager, Denise Clarke, on 01632 960 318 before 9am.

## Donations

We cannot sell electrical items without a safety test, car seats, cycle helmets or opened cosmetics. Put anything we cannot sell in the blue crates for recycling.

## Gift Aid

Ask every donor if they are a UK taxpayer. Gift Aid adds 25p to every £1 we raise from their goods.

## Discount and purchases

Volunteers get 10% off in all our shops. You may not put items aside for yourself before they have been on the shop floor for a day.

## Training

All new volunteers do a 2-hour induction and the manual handling course in their first month.
""",
    "dbs_letter.txt": """\
Oxley Hospice — volunteer services

Dear Mr Hughes,

Your basic DBS check has come back clear, dated 12 August 2026. We do not need to see the certificate again unless your role changes.

As you will be helping on the in-patient unit, you also need an enhanced check. This is free for volunteers. Please bring your passport and a utility bill dated within the last 3 months to the volunteer office by 30 September.

Until the enhanced check is back, you must not be left alone with patients.

Volunteer services, 01632 960 400.
""",
    "sponsored_walk.md": """\
# Oxley Moonlight Walk 2027 — your fundraising pack

**Date:** Saturday 19 June 2027, starting at 21:00 from Oxley Park
**Distance:** 10 km or 20 km

Registration is £15 for adults and £5 for under-16s, who must walk with an adult. We ask every walker to raise at least £100.

Pay in your sponsorship online, or by cheque to Oxley Hospice within 4 weeks of the walk.

Every walker gets a T-shirt and a medal. Dogs are welcome on the 10 km route only.

Need help? Email events@oxleyhospice.example.
""",
    "expenses_policy.txt": """\
Volunteer expenses policy

We pay travel to and from your volunteering: bus or train fares, or 45p a mile if you drive. Parking is paid with a receipt.

We pay up to £5 towards lunch if you volunteer for more than 4 hours in a day.

Claim on the blue expenses form within 3 months, with receipts attached. Payments are made by bank transfer at the end of the month.

We cannot pay for childcare or for time.
""",
    "shop_rota.csv": """\
day,morning,afternoon
Monday,Jean and Alan,Priya
Tuesday,Tom Hughes,Jean
Wednesday,Priya and Alan,closed
Thursday,Tom Hughes,Marcus
Friday,Jean,Tom Hughes and Priya
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The shop handbook.
    ("what times are the shop shifts", "shop_handbook.md", "9:30 to 13:00"),
    ("who do I ring if I'm ill", "shop_handbook.md", "Denise Clarke"),
    ("can we sell a car seat", "shop_handbook.md", "cannot sell"),
    ("what do I do with things we can't sell", "shop_handbook.md", "blue crates"),
    ("how much does gift aid add", "shop_handbook.md", "25p"),
    ("do volunteers get a discount", "shop_handbook.md", "10% off"),
    ("can I put a coat aside for myself", "shop_handbook.md", "for a day"),
    ("how long is the induction", "shop_handbook.md", "2-hour"),
    # The DBS letter.
    ("did my DBS come back ok", "dbs_letter.txt", "clear"),
    ("how much is the enhanced check", "dbs_letter.txt", "free"),
    ("what do I need to bring for the enhanced check", "dbs_letter.txt", "passport"),
    ("when do I have to bring my documents by", "dbs_letter.txt", "30 September"),
    ("can I sit with patients on my own", "dbs_letter.txt", "must not be left alone"),
    # The sponsored walk.
    ("when is the moonlight walk", "sponsored_walk.md", "19 June 2027"),
    ("how much is it to sign up for the walk", "sponsored_walk.md", "£15"),
    ("how much do I have to raise", "sponsored_walk.md", "£100"),
    ("can I bring my dog on the walk", "sponsored_walk.md", "10 km route only"),
    ("can my 14 year old do the walk", "sponsored_walk.md", "with an adult"),
    ("how long is the walk", "sponsored_walk.md", "10 km or 20 km"),
    ("when do I have to pay in the sponsorship", "sponsored_walk.md", "4 weeks"),
    # Expenses.
    ("how much do I get for mileage", "expenses_policy.txt", "45p"),
    ("can I claim for lunch", "expenses_policy.txt", "£5"),
    ("how long do I have to claim expenses", "expenses_policy.txt", "3 months"),
    ("will they pay for my parking", "expenses_policy.txt", "with a receipt"),
    ("can I claim for a babysitter", "expenses_policy.txt", "cannot pay for childcare"),
    # The rota.
    ("who is on Thursday afternoon", "shop_rota.csv", "Marcus"),
    ("when is Tom working", "shop_rota.csv", "Tuesday"),
    ("is the shop open Wednesday afternoon", "shop_rota.csv", "closed"),
    # Subjects the papers never mention.
    ("can I volunteer if I'm 15", None, ""),
    ("is there a staff room", None, ""),
    ("do I get paid for the induction", None, ""),
    ("is there a bus to Oxley Park", None, ""),
    ("can I sell raffle tickets", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "scout_leader_welcome.md": """\
# 4th Millbrook Scouts — welcome, new leader

Cubs meet on Mondays from 18:30 to 20:00 and Scouts on Thursdays from 19:00 to 21:00, in the Scout hut on Mill Lane.

Before you can help without supervision you need a DBS check, the Getting Started training and a safeguarding course, all within 5 months.

We never have fewer than 2 adults with the young people; one of them must hold a first aid certificate.

Uniform: a group scarf is provided. Leaders buy their own shirt (about £25), which is optional for the first year.

Group Scout Leader: Harriet Vance, 07700 900551.
""",
    "hospital_role.txt": """\
Ward volunteer — role description, Eastfield General Hospital

You will make drinks, chat with patients, help at meal times and run errands for the ward staff.

Shifts are 3 hours, once a week, for at least 6 months. You must be 18 or over.

You may not give patients food or drink without asking a nurse first, because some patients are nil by mouth or on thickened fluids.

You will get a free lanyard, a tabard to wear on the ward and free parking in car park C.

Contact: the voluntary services team, 0118 496 0772.
""",
    "parkrun_brief.txt": """\
Riverside parkrun — volunteer briefing

Arrive by 8:30 for the 9:00 start. Marshals wear the hi-vis bibs from the box by the finish.

Timekeepers must not stop the watch until the last runner has crossed the line. The tail walker stays behind the last person at all times.

If a runner is hurt, radio the run director and do not move them unless they are in danger.

Volunteering counts for your own parkrun milestone: 25 volunteer credits earn the purple T-shirt.
""",
    "befriending_agreement.md": """\
# Silver Links befriending — volunteer agreement

You will visit or phone your match for about an hour a week, for at least a year.

Do not lend or give money, and do not accept gifts worth more than £10.

Keep what you are told private, unless you think someone is at risk: then tell your coordinator, Neil Sharma, the same day.

We repay travel at 45p a mile. Supervision meetings are every 3 months.
""",
    "litter_pick.csv": """\
date,meet at,area,leader
2026-11-07,library car park,Canal towpath,Ruth
2026-11-21,Station Road,Station Road and park,Kwame
2026-12-05,library car park,High Street,Ruth
2026-12-19,church gate,Churchyard and lane,Kwame
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The Scouts.
    ("when do cubs meet", "scout_leader_welcome.md", "Mondays"),
    ("what training do I need as a leader", "scout_leader_welcome.md", "Getting Started"),
    ("how many adults have to be there", "scout_leader_welcome.md", "2 adults"),
    ("do I have to buy a uniform", "scout_leader_welcome.md", "optional"),
    ("who is the group scout leader", "scout_leader_welcome.md", "Harriet Vance"),
    # The hospital.
    ("how long are the ward shifts", "hospital_role.txt", "3 hours"),
    ("how old do you have to be to volunteer at the hospital", "hospital_role.txt", "18"),
    ("can I give a patient a biscuit", "hospital_role.txt", "asking a nurse"),
    ("where do I park at the hospital", "hospital_role.txt", "car park C"),
    ("how long do I have to commit for", "hospital_role.txt", "6 months"),
    # The parkrun.
    ("what time do I need to be at parkrun", "parkrun_brief.txt", "8:30"),
    ("what does the tail walker do", "parkrun_brief.txt", "behind the last"),
    ("what if a runner gets injured", "parkrun_brief.txt", "radio the run director"),
    ("how do I get the purple t-shirt", "parkrun_brief.txt", "25 volunteer credits"),
    # The befriending.
    ("how often do I see my match", "befriending_agreement.md", "an hour a week"),
    ("can I accept a present from her", "befriending_agreement.md", "£10"),
    ("who is my coordinator", "befriending_agreement.md", "Neil Sharma"),
    ("can I lend him money", "befriending_agreement.md", "Do not lend"),
    ("how much is the mileage", "befriending_agreement.md", "45p"),
    # The litter pick.
    ("where do we meet on 5 December", "litter_pick.csv", "library car park"),
    ("who leads the churchyard pick", "litter_pick.csv", "Kwame"),
    ("when is the canal towpath pick", "litter_pick.csv", "2026-11-07"),
    # Subjects the papers never mention.
    ("do scouts go camping", None, ""),
    ("can I volunteer at the hospital at weekends", None, ""),
    ("is there a café at parkrun", None, ""),
    ("do I need to bring gloves to the litter pick", None, ""),
]
