"""A secondary school teacher's papers (the thirtieth session): the staff handbook's day-to-day
rules, the duty rota as CSV, a trip's risk assessment, the marking and feedback policy and the
parents' evening letter; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a ward nurse's: the ward's
induction notes, the shift rota as CSV, the uniform policy, the mandatory training record and
the annual leave rules, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "staff_handbook.md": """\
# Fairfield Academy — staff handbook (extract)

## The school day

Staff must be on site by 8:15am. Registration starts at 8:40am and the last lesson ends at 3:10pm.

## Absence

If you are ill, phone the cover manager, Mrs Okafor, on 01632 960 218 before 7:15am, and set cover work on the shared drive by 8am.

## Photocopying

Each department has a photocopying budget of 20,000 copies a year. Jobs of more than 50 copies go to the reprographics room with 48 hours' notice.

## Mobile phones

Students' phones must be switched off and out of sight. A phone seen in a lesson is taken to the office and collected at the end of the day.
""",
    "duty_rota.csv": """\
day,duty,place,staff
Monday,break,canteen,Mr Hughes
Monday,lunch,field,Ms Patel
Tuesday,break,canteen,Ms Patel
Tuesday,lunch,field,Mr Adeyemi
Wednesday,break,library corridor,Mrs Lowe
Wednesday,lunch,field,Mr Hughes
""",
    "museum_trip_risk_assessment.txt": """\
Risk assessment — Year 8 trip to the Science Museum

Date of trip: Thursday 18 March 2027
Group: 58 students, 6 staff
Ratio: 1 adult to 10 students

Students travel by coach, leaving school at 8:30am and returning by 4:30pm. Students with asthma must carry their inhalers on the day.

Hazard: a student is separated from the group. Control: students work in groups of four and meet at the main entrance at 12:30pm and 3:15pm.

The trip leader is Mr Adeyemi, who carries the first aid kit and the students' medical forms.
""",
    "marking_policy.md": """\
# Marking and feedback policy

- Exercise books: marked at least once every two weeks
- Assessments: returned within 10 school days
- Feedback colour: green pen; students respond in purple

Spelling mistakes in subject vocabulary are corrected up to three times a page. Homework that is not handed in is recorded on the behaviour system the same day.
""",
    "parents_evening_letter.txt": """\
Year 10 parents' evening

Parents' evening for Year 10 is on Wednesday 3 February 2027, from 4pm to 7pm in the sports hall.

Appointments are 5 minutes each and are booked by parents online through SchoolCloud, which opens on 20 January.

Teachers should bring their mark books and each student's predicted grades.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The staff handbook.
    ("what time do I have to be in", "staff_handbook.md", "8:15am"),
    ("who do I ring if I'm off sick", "staff_handbook.md", "Mrs Okafor"),
    ("how much notice does reprographics need", "staff_handbook.md", "48 hours"),
    ("what happens if a kid has their phone out", "staff_handbook.md", "taken to the office"),
    ("when does school finish", "staff_handbook.md", "3:10pm"),
    # The duty rota.
    ("who is on lunch duty on Tuesday", "duty_rota.csv", "Mr Adeyemi"),
    ("where is Mrs Lowe on duty", "duty_rota.csv", "library corridor"),
    # The trip.
    ("when is the museum trip", "museum_trip_risk_assessment.txt", "18 March 2027"),
    ("what time does the coach leave", "museum_trip_risk_assessment.txt", "8:30am"),
    ("who is leading the trip", "museum_trip_risk_assessment.txt", "Mr Adeyemi"),
    ("what is the staff ratio", "museum_trip_risk_assessment.txt", "1 adult to 10"),
    ("where do the groups meet up", "museum_trip_risk_assessment.txt", "main entrance"),
    # The marking policy.
    ("how often do I mark books", "marking_policy.md", "once every two weeks"),
    ("what colour pen do we mark in", "marking_policy.md", "green"),
    ("how quickly do tests need to be given back", "marking_policy.md", "10 school days"),
    ("what do I do about missing homework", "marking_policy.md", "behaviour system"),
    # Parents' evening.
    ("when is parents evening", "parents_evening_letter.txt", "3 February 2027"),
    ("how long is each appointment", "parents_evening_letter.txt", "5 minutes"),
    ("what should I bring to parents evening", "parents_evening_letter.txt", "mark books"),
    ("when does booking open", "parents_evening_letter.txt", "20 January"),
    # Subjects the papers never mention.
    ("is there free parking for staff", None, ""),
    ("how much is the staff canteen lunch", None, ""),
    ("when are INSET days", None, ""),
    ("can I wear jeans on Fridays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ward_induction.md": """\
# Ward 7 (respiratory) — induction notes

- Ward manager: Sister Joanne Reilly
- Ward phone: extension 4471
- Handover: 7:30am and 7:30pm, at the nurses' station

Controlled drugs are checked by two registered nurses at every handover. The keys are held by the nurse in charge.

Visiting is from 2pm to 8pm, two visitors to a bed. Children under 12 may visit only with the ward manager's agreement.
""",
    "shift_rota.csv": """\
date,shift,nurse,hours
2027-04-05,long day,Tom Reed,07:30-20:00
2027-04-05,night,Grace Obi,19:30-08:00
2027-04-06,early,Tom Reed,07:30-15:30
2027-04-06,long day,Hannah Cole,07:30-20:00
2027-04-07,night,Tom Reed,19:30-08:00
""",
    "uniform_policy.txt": """\
Uniform policy for clinical staff

Staff must be bare below the elbows in clinical areas: no watches, no bracelets and no long sleeves. A plain wedding band is allowed.

Uniforms are washed at 60 degrees and must not be worn outside the hospital, including on the journey to work.

Hair longer than the collar is tied up. Shoes are black, closed and wipeable.
""",
    "training_record.md": """\
# Mandatory training — Grace Obi

- Basic life support: completed 12 June 2026, renew every year
- Manual handling: completed 3 March 2025, renew every 3 years
- Safeguarding adults level 2: due by 30 April 2027

Training is done in work time. Staff who are out of date with basic life support may not work on the ward until it is renewed.
""",
    "annual_leave_rules.txt": """\
Annual leave — nursing staff

Full-time nurses get 27 days of annual leave a year, rising to 29 days after 5 years' service and 33 days after 10 years.

Requests for the summer (June to August) must be in by 31 January. No more than two nurses from the ward may be on leave in the same week.

Up to 5 days of untaken leave can be carried into the next year with the ward manager's approval.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The ward's induction notes.
    ("who is the ward manager", "ward_induction.md", "Joanne Reilly"),
    ("what time is handover", "ward_induction.md", "7:30am and 7:30pm"),
    ("who checks the controlled drugs", "ward_induction.md", "two registered nurses"),
    ("what are visiting hours", "ward_induction.md", "2pm to 8pm"),
    ("can kids visit", "ward_induction.md", "under 12"),
    # The rota.
    ("who is on nights on 5 April", "shift_rota.csv", "Grace Obi"),
    ("what shift is Hannah on", "shift_rota.csv", "long day"),
    # The uniform policy.
    ("can I wear my watch on the ward", "uniform_policy.txt", "no watches"),
    ("can I wear my uniform on the bus", "uniform_policy.txt", "must not be worn outside the hospital"),
    ("what temperature do I wash my uniform at", "uniform_policy.txt", "60 degrees"),
    ("what shoes do we wear", "uniform_policy.txt", "black, closed and wipeable"),
    # Grace's training.
    ("when is safeguarding training due", "training_record.md", "30 April 2027"),
    ("how often is basic life support renewed", "training_record.md", "every year"),
    ("what happens if my BLS runs out", "training_record.md", "may not work on the ward"),
    # Annual leave.
    ("how much annual leave do I get", "annual_leave_rules.txt", "27 days"),
    ("when do summer leave requests have to be in", "annual_leave_rules.txt", "31 January"),
    ("how many days can I carry over", "annual_leave_rules.txt", "5 days"),
    ("how many nurses can be off at once", "annual_leave_rules.txt", "two nurses"),
    # Subjects the papers never mention.
    ("is there a staff car park", None, ""),
    ("how much is overtime paid", None, ""),
    ("do we get free meals on nights", None, ""),
    ("when is the ward's Christmas party", None, ""),
]
