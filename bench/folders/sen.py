"""A parent carer's papers for a disabled child (the thirty-second session): the child's education,
health and care plan summary, the council's school transport letter, a therapy timetable as CSV,
a Disability Living Allowance award, a short breaks booking and the special school's parent
guide; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a disabled adult's: a Personal Independence Payment
award, a Blue Badge letter, a car scheme lease, a home adaptation grant, a carer's timesheet as
CSV and a wheelchair service letter, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ehcp_summary.md": """\
# Education, health and care plan — summary

- Child: Leo Marsh, age 9
- School named: Brook Hill School
- Annual review: 12 March 2027

Leo has 1:1 support for 25 hours a week in class. He needs a quiet space to go to when he is overwhelmed.

Speech and language therapy: 12 sessions a year, delivered in school. Occupational therapy: a programme set by the therapist, carried out daily by staff.
""",
    "transport_letter.txt": """\
School transport — confirmation

Dear Mrs Marsh,

Leo has been given free transport to Brook Hill School by minibus, with a passenger assistant. Pick-up is at 8:05am from your home; drop-off is at 3:50pm.

If Leo will not be travelling, please phone the transport team on 01632 960 418 before 7:30am. Transport is reviewed each September.
""",
    "therapy_timetable.csv": """\
day,therapy,time,where
Monday,Speech and language,10:00,school
Wednesday,Hydrotherapy,13:30,Riverside pool
Thursday,Occupational therapy,09:15,school
Friday,Music therapy,14:00,school
""",
    "dla_award.txt": """\
Disability Living Allowance — decision

Care component: middle rate, £72.65 a week
Mobility component: lower rate, £28.70 a week
Award period: from 4 August 2025 to 3 August 2028

Tell us straight away about any change in Leo's needs or if he goes into hospital for more than 28 days.
""",
    "short_breaks.txt": """\
Short breaks booking

Setting: Oak Lodge
Dates: Friday 16 April to Sunday 18 April
Cost to you: nothing; funded by the council's short breaks budget

Please send Leo's medication in its original packaging, with the medication chart signed. Bring his own bedding if it helps him settle.
""",
    "parent_guide.txt": """\
Brook Hill School — guide for parents

The school day runs from 9:00am to 3:15pm. Every child has a home-school diary, which comes home each day.

Parents' evenings are held in October and March. Uniform is optional; please label everything.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The plan.
    ("how many hours of one to one does Leo get", "ehcp_summary.md", "25 hours a week"),
    ("when is Leo's annual review", "ehcp_summary.md", "12 March 2027"),
    ("how much speech therapy is he meant to have", "ehcp_summary.md", "12 sessions a year"),
    ("what happens when Leo gets overwhelmed", "ehcp_summary.md", "quiet space"),
    # Transport.
    ("what time does the bus pick him up", "transport_letter.txt", "8:05am"),
    ("who do I ring if Leo's off", "transport_letter.txt", "01632 960 418"),
    ("is there someone on the bus with him", "transport_letter.txt", "passenger assistant"),
    ("when do they look at the transport again", "transport_letter.txt", "each September"),
    # Therapy.
    ("what day is hydrotherapy", "therapy_timetable.csv", "Wednesday"),
    ("where is hydro", "therapy_timetable.csv", "Riverside pool"),
    ("what time is music therapy", "therapy_timetable.csv", "14:00"),
    # DLA.
    ("how much is the care part of DLA", "dla_award.txt", "£72.65 a week"),
    ("when does Leo's DLA end", "dla_award.txt", "3 August 2028"),
    ("what if Leo goes into hospital", "dla_award.txt", "more than 28 days"),
    # Short breaks.
    ("where is Leo's respite", "short_breaks.txt", "Oak Lodge"),
    ("how much do we pay for the short break", "short_breaks.txt", "nothing"),
    ("how do I send his meds", "short_breaks.txt", "original packaging"),
    # The school.
    ("what time does school finish", "parent_guide.txt", "3:15pm"),
    ("does he have to wear uniform", "parent_guide.txt", "optional"),
    ("when are parents' evenings", "parent_guide.txt", "October and March"),
    # Subjects the papers never mention.
    ("can I get carer's allowance", None, ""),
    ("is there a holiday club", None, ""),
    ("how do I appeal the plan", None, ""),
    ("what's Leo's NHS number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pip_award.txt": """\
Personal Independence Payment — decision

Daily living: enhanced rate, £108.55 a week
Mobility: standard rate, £28.70 a week
Award ends: 30 November 2028
Paid: every 4 weeks into your bank account

You must tell us if your condition gets better or worse, or if you go abroad for more than 4 weeks.
""",
    "blue_badge.txt": """\
Blue Badge — approval

Your Blue Badge has been approved and will be posted to you within 10 working days.
Badge valid until: 14 May 2029

You can park on single and double yellow lines for up to 3 hours, unless there is a loading ban. Display the clock showing your arrival time.
""",
    "car_lease.md": """\
# Car scheme lease

- Car: Vauxhall Mokka, automatic
- Lease length: 3 years from 1 June 2026
- Advance payment: £499
- Mileage allowance: 60,000 miles over the lease

Insurance, servicing and breakdown cover are included. Up to 2 named drivers may be added at no extra cost.
""",
    "adaptation_grant.txt": """\
Disabled facilities grant — approval

Work approved: a level-access shower and a stairlift
Grant: £14,200

The work must start within 12 months of this letter. If you move home within 10 years, you may have to repay part of the grant.
""",
    "carer_timesheet.csv": """\
date,carer,start,end,tasks
2027-01-11,Maria,08:00,09:00,washing and breakfast
2027-01-11,Sam,18:00,19:00,dinner and medication
2027-01-12,Maria,08:00,09:00,washing and breakfast
2027-01-12,Ola,12:00,12:30,lunch
""",
    "wheelchair_letter.txt": """\
Wheelchair service

Dear Mr Osei,

Your new powered wheelchair is ready. Please come to the Ashford Centre on Tuesday 9 March at 2pm for the handover and training, which takes about an hour.

Repairs are free: call 0800 496 0110, Monday to Friday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # PIP.
    ("how much is my daily living", "pip_award.txt", "£108.55 a week"),
    ("when does my PIP stop", "pip_award.txt", "30 November 2028"),
    ("how often is PIP paid", "pip_award.txt", "every 4 weeks"),
    ("do I need to tell them if I go on holiday", "pip_award.txt", "more than 4 weeks"),
    # The badge.
    ("when will my blue badge come", "blue_badge.txt", "within 10 working days"),
    ("can I park on double yellows", "blue_badge.txt", "up to 3 hours"),
    ("how long is my badge valid", "blue_badge.txt", "14 May 2029"),
    # The car.
    ("how much did I pay up front for the car", "car_lease.md", "£499"),
    ("how many miles can I do", "car_lease.md", "60,000 miles"),
    ("can my wife drive the car", "car_lease.md", "2 named drivers"),
    ("is insurance included", "car_lease.md", "Insurance, servicing and breakdown cover are included"),
    # The grant.
    ("how much is the grant", "adaptation_grant.txt", "£14,200"),
    ("what if I sell the house", "adaptation_grant.txt", "repay part of the grant"),
    ("when does the work have to start", "adaptation_grant.txt", "within 12 months"),
    # Carers.
    ("who comes in the evening on the 11th", "carer_timesheet.csv", "Sam"),
    ("what does Ola do", "carer_timesheet.csv", "lunch"),
    # The wheelchair.
    ("when do I pick up my wheelchair", "wheelchair_letter.txt", "Tuesday 9 March at 2pm"),
    ("how long is the wheelchair training", "wheelchair_letter.txt", "about an hour"),
    ("who fixes my wheelchair", "wheelchair_letter.txt", "0800 496 0110"),
    # Subjects the papers never mention.
    ("can I get free prescriptions", None, ""),
    ("how much is carer's allowance", None, ""),
    ("do I get a bus pass", None, ""),
]
