"""A pupil's papers for a week's work experience (the forty-eighth session): the placement
letter, the school's rules, the week's timetable as a table, the dress code note and a text.
Its validation folder is a student's for a summer internship: the offer letter, the office
rules, the training plan as CSV, the IT note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "placement_letter.txt": """\
Dear Noah, your work experience at Harbour Vets is confirmed for 23 to 27 June, 8.30am to 4pm.
Your supervisor is Dr Amira Said. Please report to reception on the first morning.
""",
    "school_rules.txt": """\
If you are ill, phone both the placement and the school office before 9am. Keep a daily diary for
your tutor. Placements are unpaid, but lunch costs can be claimed back from school.
""",
    "timetable.md": """\
# Work experience week

| day | where | what |
|---|---|---|
| Monday | reception | booking appointments, answering phones |
| Tuesday | kennels | feeding and walking the inpatients |
| Wednesday | theatre | watching operations |
| Thursday | farm visits | calving check with Dr Said |
| Friday | reception | presentation to the team |
""",
    "dress_code_note.txt": """\
Wear dark trousers and a plain polo shirt; scrubs are provided for theatre. Closed-toe shoes and wellies for Thursday.
""",
    "text.txt": """\
Hi Noah, bring a packed lunch on Thursday, we'll be out on farms all day. Amira
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is Noah doing work experience", "placement_letter.txt", "Harbour Vets"),
    ("what are the hours", "placement_letter.txt", "8.30am to 4pm"),
    ("who is his supervisor", "placement_letter.txt", "Dr Amira Said"),
    ("what if he's ill", "school_rules.txt", "phone both the placement and the school office"),
    ("does he get paid", "school_rules.txt", "Placements are unpaid"),
    ("what is he doing on Wednesday", "timetable.md", "watching operations"),
    ("where is he on Tuesday", "timetable.md", "kennels"),
    ("when is the presentation", "timetable.md", "Friday"),
    ("what should he wear", "dress_code_note.txt", "dark trousers and a plain polo shirt"),
    ("does he need wellies", "dress_code_note.txt", "wellies for Thursday"),
    ("does he need a packed lunch", "text.txt", "bring a packed lunch on Thursday"),
    ("can he claim for his bus fare", None, ""),
    ("will he get a reference", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
We are pleased to offer you a 10-week summer internship in the data team at Lumen Insurance, from
30 June, paid £420 a week. Your manager is Tom Becker.
""",
    "office_rules.txt": """\
Core hours are 10am to 4pm; you can start from 8am. Interns work from the office on Tuesdays,
Wednesdays and Thursdays, and from home on other days.
""",
    "training_plan.csv": """\
week,training
1,induction and data protection
2,SQL basics
3,dashboards
4,shadowing the pricing team
""",
    "it_note.txt": """\
Your laptop will be ready to collect from the IT desk on your first morning. Bring photo ID to get your pass.
""",
    "email.txt": """\
Hi! Interns finish with a presentation to the directors in week 10. Jade (HR)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long is the internship", "offer_letter.txt", "10-week"),
    ("how much does it pay", "offer_letter.txt", "£420 a week"),
    ("who is my manager", "offer_letter.txt", "Tom Becker"),
    ("what are the core hours", "office_rules.txt", "10am to 4pm"),
    ("which days are in the office", "office_rules.txt", "Tuesdays"),
    ("what's the training in week 2", "training_plan.csv", "SQL basics"),
    ("when do I shadow the pricing team", "training_plan.csv", "4"),
    ("where do I get my laptop", "it_note.txt", "the IT desk"),
    ("what do I need for my pass", "it_note.txt", "photo ID"),
    ("when is the presentation", "email.txt", "week 10"),
    ("is there a staff canteen", None, ""),
    ("can I get a graduate job after", None, ""),
]
