"""A juror's papers (the thirty-third session): the jury summons, the court's guide for jurors,
the expenses rates, the court's travel and parking page, the employer's letter about jury
leave and the juror's own rota as CSV; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a witness's: the
witness care unit's letter, the court's witness guide, the expenses claim rules, the victim
support leaflet, the trial listing as CSV and the employer's email, written at the same time
and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "jury_summons.txt": """\
Jury summons

Juror number: 48213
Court: Northgate Crown Court, 2 Castle Street
First day: Monday 12 April, report at 9:15am

Jury service usually lasts 10 working days. You must reply within 7 days of getting this summons, online or by post.

If you cannot do jury service on these dates you can ask to defer it once, to a date within 12 months.
""",
    "juror_guide.md": """\
# Guide for jurors

Bring your summons, photo ID and something to read; you may wait for long periods.

Mobile phones must be switched off in the courtroom. You must not research the case online or talk about it with anyone, even after the trial ends.

The court day usually runs from 10am to 4:30pm, with a lunch break of about an hour. Lunch is not provided, but there is a cafe in the building.

Dress is smart casual. Shorts and clothing with slogans are not allowed.
""",
    "expenses.txt": """\
Juror expenses

Loss of earnings: up to £64.95 a day for the first 10 days, if your employer does not pay you.
Food and drink: £5.71 a day if you are away from home for more than 10 hours.
Travel by car: 31.4p a mile.

Claims must be made within 12 months of the end of your service. Payments go into your bank account about 7 to 10 working days after your claim is approved.
""",
    "travel_parking.txt": """\
Getting to the court

The court has no public car park. The nearest is the Castle Street multi-storey, a 5 minute walk away, which costs £8 a day.

Buses 12 and 14 stop outside the court. The railway station is a 10 minute walk.
""",
    "employer_letter.txt": """\
Dear Sam,

Thanks for letting us know about your jury service. We will pay your normal salary for the first 5 days; after that, please claim loss of earnings from the court.

Please send your certificate of attendance to HR when you finish.

Karen Doyle, HR
""",
    "rota.csv": """\
date,courtroom,start
2027-04-12,Assembly room,09:15
2027-04-13,Court 3,10:00
2027-04-14,Court 3,10:00
2027-04-15,Court 3,11:30
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The summons.
    ("what's my juror number", "jury_summons.txt", "48213"),
    ("what time do I have to be there on the first day", "jury_summons.txt", "9:15am"),
    ("how long does jury service last", "jury_summons.txt", "10 working days"),
    ("can I put it off", "jury_summons.txt", "defer it once"),
    ("how long have I got to reply", "jury_summons.txt", "within 7 days"),
    # The guide.
    ("what should I bring", "juror_guide.md", "summons, photo ID"),
    ("can I wear shorts", "juror_guide.md", "not allowed"),
    ("do they give you lunch", "juror_guide.md", "Lunch is not provided"),
    ("what time does court finish", "juror_guide.md", "4:30pm"),
    ("can I tell my family about the case", "juror_guide.md", "must not"),
    # Expenses.
    ("how much can I claim for lost earnings", "expenses.txt", "£64.95 a day"),
    ("how much is the mileage", "expenses.txt", "31.4p a mile"),
    ("when do I get paid my expenses", "expenses.txt", "7 to 10 working days"),
    # Travel.
    ("where can I park", "travel_parking.txt", "Castle Street multi-storey"),
    ("which bus goes to the court", "travel_parking.txt", "12 and 14"),
    # Work.
    ("will work still pay me", "employer_letter.txt", "first 5 days"),
    ("what do I send to HR", "employer_letter.txt", "certificate of attendance"),
    # The rota.
    ("which court am I in on the 14th", "rota.csv", "Court 3"),
    ("what time do I start on the 15th", "rota.csv", "11:30"),
    # Subjects the papers never mention.
    ("is there wifi in the court", None, ""),
    ("can I get out of jury service if I'm a student", None, ""),
    ("how much is childcare covered", None, ""),
    ("who is the judge", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "witness_letter.txt": """\
Witness Care Unit

Dear Ms Patel,

You are needed as a witness in the trial of R v Carter at Southbridge Magistrates' Court on Wednesday 3 March. Please arrive by 9:30am and ask for the witness service at the front desk.

You may be asked to wait all day before giving evidence. Please tell us by 20 February if you cannot attend.

Witness Care Officer: Dan Reeves, 0161 555 0198
""",
    "witness_guide.md": """\
# Going to court as a witness

You can visit the court before the trial to see the courtroom; ask the witness service to arrange it.

You can read your statement again before you give evidence, but you cannot take it into the witness box.

There is a separate waiting room for prosecution witnesses, so you do not have to sit with the defendant's family.
""",
    "expenses_rules.txt": """\
Witness expenses

You can claim travel, meals and loss of earnings. Meals are paid at £2.25 for up to 5 hours away and £4.50 for over 5 hours.

Loss of earnings is paid up to £33.50 for up to 4 hours and £67 for longer. Send your claim form within one month of the trial.
""",
    "support_leaflet.txt": """\
Victim Support

Our volunteers can go with you to court and sit with you while you wait. The service is free and confidential.

Call us on 0808 168 9111, any time, day or night.
""",
    "listing.csv": """\
date,court,case,time
2027-03-03,Court 2,R v Carter,10:00
2027-03-04,Court 2,R v Carter,10:00
""",
    "manager_email.txt": """\
Hi Priya,

No problem with the time off for court. Take it as paid leave; you don't need to use your holiday.

If the trial goes into a second day, just let me know in the morning.

Mark
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is the trial", "witness_letter.txt", "Wednesday 3 March"),
    ("what time should I get there", "witness_letter.txt", "9:30am"),
    ("who do I call at witness care", "witness_letter.txt", "Dan Reeves"),
    ("what if I can't make it", "witness_letter.txt", "20 February"),
    # The guide.
    ("can I see the courtroom first", "witness_guide.md", "visit the court before the trial"),
    ("can I take my statement in with me", "witness_guide.md", "cannot take it into the witness box"),
    ("will I have to wait with his family", "witness_guide.md", "separate waiting room"),
    # Expenses.
    ("how much do they pay for meals", "expenses_rules.txt", "£2.25"),
    ("what's the deadline for claiming expenses", "expenses_rules.txt", "within one month"),
    # Support.
    ("can someone come with me", "support_leaflet.txt", "go with you to court"),
    ("what's the victim support number", "support_leaflet.txt", "0808 168 9111"),
    # The listing.
    ("which court is it in", "listing.csv", "Court 2"),
    # Work.
    ("do I have to use holiday for court", "manager_email.txt", "don't need to use your holiday"),
    ("what if it goes on for two days", "manager_email.txt", "let me know in the morning"),
    # Subjects the papers never mention.
    ("can I give evidence by video", None, ""),
    ("will the press be there", None, ""),
    ("how long will the defendant get", None, ""),
]
