"""A sixth-former's papers for a careers fair (the forty-seventh session): the school's email, the
fair guide, the exhibitors as a table, the prep checklist and a text. Its validation folder is a
Year 10 pupil's for a week of work experience: the placement letter, the workplace rules, the
week's plan as CSV, the school's note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "school_email.txt": """\
The Sixth Form Careers Fair is on Wednesday 22 January, 1pm to 4pm, at the Civic Centre. Coaches
leave from the front of school at 12.30pm.
""",
    "fair_guide.txt": """\
Over 40 employers, colleges and universities will be there. Talks on apprenticeships run every
hour in Room B.
""",
    "exhibitors.md": """\
# Exhibitors

| stand | organisation | what they offer |
|---|---|---|
| 4 | Rolls-Royce | engineering apprenticeships |
| 11 | NHS Trust | nursing and healthcare careers |
| 17 | Leeds Beckett University | degree courses |
| 23 | Army | careers and sixth form bursaries |
""",
    "prep_checklist.txt": """\
Bring a copy of your CV and a pen. Wear school uniform. Prepare three questions to ask employers.
""",
    "text.txt": """\
I'm going to the NHS stand first, want to come? Sian
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the careers fair", "school_email.txt", "Wednesday 22 January"),
    ("what time does the coach leave", "school_email.txt", "12.30pm"),
    ("where is the fair", "school_email.txt", "the Civic Centre"),
    ("how many employers are there", "fair_guide.txt", "Over 40"),
    ("where are the apprenticeship talks", "fair_guide.txt", "Room B"),
    ("which stand is Rolls-Royce", "exhibitors.md", "4"),
    ("what does the Army offer", "exhibitors.md", "careers and sixth form bursaries"),
    ("what should I bring", "prep_checklist.txt", "a copy of your CV and a pen"),
    ("what do I wear", "prep_checklist.txt", "school uniform"),
    ("which stand is Sian going to", "text.txt", "the NHS stand"),
    ("how many questions should I prepare", "prep_checklist.txt", "three questions"),
    ("is lunch provided", None, ""),
    ("can parents come", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "placement_letter.txt": """\
Dear Ruby, your work experience at Hartley Vets runs from Monday 30 June to Friday 4 July, 8.30am to 4pm. Report to reception.
""",
    "workplace_rules.txt": """\
Hair tied back and closed shoes. You must not handle medicines or sharps. Phones stay in your locker.
""",
    "week_plan.csv": """\
day,where,with
Monday,reception,Carla
Tuesday,kennels,Tom
Wednesday,consulting room,Dr Singh
Thursday,theatre observation,Dr Singh
Friday,reception,Carla
""",
    "school_note.txt": """\
Keep a daily diary for your work experience log. Your link teacher, Mr Burns, will phone on Wednesday.
""",
    "message.txt": """\
Bring a packed lunch, there's a fridge in the staff room. Carla
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is my work experience", "placement_letter.txt", "Hartley Vets"),
    ("what are the hours", "placement_letter.txt", "8.30am to 4pm"),
    ("can I wear trainers", "workplace_rules.txt", "closed shoes"),
    ("where does my phone go", "workplace_rules.txt", "in your locker"),
    ("who am I with on Tuesday", "week_plan.csv", "Tom"),
    ("what am I doing on Thursday", "week_plan.csv", "theatre observation"),
    ("who is my link teacher", "school_note.txt", "Mr Burns"),
    ("what do I need to keep", "school_note.txt", "a daily diary"),
    ("do I need to bring lunch", "message.txt", "Bring a packed lunch"),
    ("where do I report on the first day", "placement_letter.txt", "Report to reception"),
    ("will I get paid", None, ""),
    ("is there parking", None, ""),
]
