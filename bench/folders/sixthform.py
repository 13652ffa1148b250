"""A parent's papers for a sixth form place (the forty-ninth session): the offer letter, the sixth
form's expectations, the subjects as a table, the enrolment note and a text. Its validation folder
is a student's for a college enrolment: the letter, the rules, the timetable as CSV, the bursary
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
We are pleased to offer Maya a place in the Sixth Form at Greenfield School for September. The offer
is conditional on five GCSEs at grade 6 or above, including the subjects she will study.
""",
    "expectations.txt": """\
Students must attend at least 95% of lessons. Business dress is worn: a suit or smart trousers and
a shirt or blouse. Study periods are spent in the sixth form centre.
""",
    "subjects.md": """\
# Maya's subjects

| subject | grade needed at GCSE | teacher |
|---|---|---|
| Biology | 7 | Mr Hussain |
| Chemistry | 7 | Dr Price |
| Psychology | 6 in English | Ms Lane |
""",
    "enrolment_note.txt": """\
Enrolment day is Friday 22 August, the day after GCSE results. Bring your results slip and a parent
or carer.
""",
    "text.txt": """\
Hi Maya, the induction trip to the Lake District is 8 to 10 September, £120, forms by 1 July. Mrs Cole
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what grades does Maya need", "offer_letter.txt", "five GCSEs at grade 6 or above"),
    ("what attendance do they expect", "expectations.txt", "at least 95% of lessons"),
    ("what does she have to wear", "expectations.txt", "Business dress"),
    ("where do students go in free periods", "expectations.txt", "in the sixth form centre"),
    ("who teaches chemistry", "subjects.md", "Dr Price"),
    ("what grade does she need for biology", "subjects.md", "7"),
    ("when is enrolment day", "enrolment_note.txt", "Friday 22 August"),
    ("what do we bring to enrolment", "enrolment_note.txt", "your results slip and a parent"),
    ("when is the induction trip", "text.txt", "8 to 10 September"),
    ("how much is the trip", "text.txt", "£120"),
    ("when are the trip forms due", "text.txt", "forms by 1 July"),
    ("is there a bus to school", None, ""),
    ("can she do four A levels", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Welcome to Riverside College. You are enrolled on the Level 3 Extended Diploma in Engineering,
starting Monday 8 September at the Northgate campus.
""",
    "rules.txt": """\
Wear your student ID lanyard at all times on campus. Safety boots must be worn in the workshops.
""",
    "timetable.csv": """\
day,morning,afternoon
Monday,mechanical principles,workshop
Tuesday,maths for engineers,CAD
Thursday,electrical principles,workshop
""",
    "bursary_note.txt": """\
Students from households earning under £30,000 can apply for a bursary of up to £1,200 a year for travel and kit.
""",
    "email.txt": """\
Hi Leo, your safety boots can be bought from the college shop for £35, or bring your own. Student Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what course am I on", "letter.txt", "Extended Diploma in Engineering"),
    ("when does college start", "letter.txt", "Monday 8 September"),
    ("which campus is it", "letter.txt", "the Northgate campus"),
    ("do I have to wear my lanyard", "rules.txt", "Wear your student ID lanyard at all times"),
    ("what's on Tuesday afternoon", "timetable.csv", "CAD"),
    ("what do I have on Thursday morning", "timetable.csv", "electrical principles"),
    ("how much is the bursary", "bursary_note.txt", "up to £1,200 a year"),
    ("who can get a bursary", "bursary_note.txt", "households earning under £30,000"),
    ("how much are the safety boots", "email.txt", "£35"),
    ("where do I need safety boots", "rules.txt", "in the workshops"),
    ("is there a canteen", None, ""),
    ("can I park at college", None, ""),
]
