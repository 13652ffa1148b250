"""A home-educating parent's papers (the thirty-ninth session): the council's letter, the exam
centre's booking for a private candidate, the co-op's timetable as CSV, the tutor's invoice, the
year's plan and the group's email. Its validation folder is a flexi-schooling family's: the
agreement with the school, the attendance pattern as a table, the school's letter, a reading log
as CSV, the home learning plan and the head's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Elective Home Education team, North Riding Council

Dear Mr and Mrs Kaur,

Thank you for telling us that Amrit (14) is now educated at home. We would like to arrange an
informal visit in the autumn term; you may send a written report instead if you prefer. There is
no legal requirement to follow the National Curriculum. Your named officer is Mrs Dale, on
01609 555 210.
""",
    "exam_booking.md": """\
# Private candidate booking: Riverside Exam Centre

- Candidate: Amrit Kaur
- Exams: IGCSE Maths (Edexcel 4MA1, Higher), IGCSE English Language (4EA1)
- Fee: £210 per subject, paid on booking, not refundable
- Maths papers: 14 May and 3 June 2027, 9am
- Bring photo ID to every exam; arrive 30 minutes early.
""",
    "coop_timetable.csv": """\
day,time,session,venue,cost
Monday,10:00,Science club,Scout hut,£6
Monday,13:30,PE and games,Leisure centre,£4
Thursday,10:00,Art and design,Church hall,£5
Thursday,13:00,French conversation,Church hall,£5
""",
    "tutor_invoice.txt": """\
Invoice 0412: maths tuition for Amrit
8 sessions in March at £32 per hour: £256.00
Please pay by 10 April. Next term's sessions are on Tuesdays at 4pm, online.
""",
    "year_plan.md": """\
# Our plan for 2026-27

**Maths**: IGCSE course with the tutor, two past papers a month from February.

**English**: one novel a half term; this term is Of Mice and Men.

**Science**: co-op science club, and the Open University's free Young Applicants course.

**Trips**: Science Museum in November, the Jurassic Coast in May.
""",
    "group_email.txt": """\
Hi all, the co-op is closed for half term (week of 16 February). Subs for the spring term are £40
per family, due by 5 January. We still need a parent to lead French on Thursdays after Easter.
Priya
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("do we have to follow the national curriculum", "council_letter.txt", "no legal requirement"),
    ("who is our named officer", "council_letter.txt", "Mrs Dale"),
    ("can I send a report instead of a visit", "council_letter.txt", "written report"),
    ("how much is each exam", "exam_booking.md", "£210 per subject"),
    ("can I get a refund on the exam fee", "exam_booking.md", "not refundable"),
    ("when are the maths exams", "exam_booking.md", "14 May and 3 June 2027"),
    ("what does Amrit need to bring to the exam", "exam_booking.md", "photo ID"),
    ("where is art", "coop_timetable.csv", "Church hall"),
    ("how much is science club", "coop_timetable.csv", "£6"),
    ("what time is PE", "coop_timetable.csv", "13:30"),
    ("how much do I owe the tutor", "tutor_invoice.txt", "£256.00"),
    ("when is tutoring next term", "tutor_invoice.txt", "Tuesdays at 4pm"),
    ("what's the English book this term", "year_plan.md", "Of Mice and Men"),
    ("when is the Jurassic Coast trip", "year_plan.md", "May"),
    ("when is the co-op closed", "group_email.txt", "week of 16 February"),
    ("how much are the subs", "group_email.txt", "£40"),
    ("what help does the co-op need", "group_email.txt", "lead French"),
    ("is there funding for exam fees", None, ""),
    ("does Amrit need a GCSE in science", None, ""),
    ("when is the co-op's summer camp", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "flexi_agreement.txt": """\
Flexi-schooling agreement: Oakfield Primary and the Brennan family

Finn (Year 3) will attend school three days a week and learn at home for two. The agreement is
reviewed every term and either side can end it with four weeks' notice. Home days are recorded as
authorised absence (code C). Finn's parents are responsible for his learning on home days.
""",
    "attendance_pattern.md": """\
# Finn's week

| day | where |
|---|---|
| Monday | school |
| Tuesday | home |
| Wednesday | school |
| Thursday | school |
| Friday | home |
""",
    "school_letter.txt": """\
Dear parents of Year 3, our trip to the Roman fort is on Wednesday 12 May. The cost is £11, paid
on ParentPay by 30 April. Children need a packed lunch and a waterproof coat.
""",
    "reading_log.csv": """\
date,book,pages
2027-04-19,The Iron Man,1-24
2027-04-23,The Iron Man,25-58
2027-04-26,Charlotte's Web,1-30
""",
    "home_plan.md": """\
# Home days

- **Tuesday**: maths (times tables and White Rose workbook), forest school 1pm to 3pm
- **Friday**: project work (this term: volcanoes), swimming at 11am, library visit
""",
    "head_email.txt": """\
Dear Mr and Mrs Brennan, Finn's Year 3 phonics check retake is on Monday 14 June, a school day
for him. Could you send in his home learning folder every half term so his teacher can see his
work? Mrs Okoro, Headteacher
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many days is Finn in school", "flexi_agreement.txt", "three days a week"),
    ("how much notice to end flexi schooling", "flexi_agreement.txt", "four weeks' notice"),
    ("how are home days recorded", "flexi_agreement.txt", "authorised absence"),
    ("is Finn at school on Thursday", "attendance_pattern.md", "school"),
    ("which days is Finn at home", "attendance_pattern.md", "Tuesday"),
    ("when is the Roman fort trip", "school_letter.txt", "Wednesday 12 May"),
    ("how much is the trip", "school_letter.txt", "£11"),
    ("what does Finn need for the trip", "school_letter.txt", "packed lunch"),
    ("what did Finn read on 26 April", "reading_log.csv", "Charlotte's Web"),
    ("when is forest school", "home_plan.md", "1pm to 3pm"),
    ("what's the project this term", "home_plan.md", "volcanoes"),
    ("when is the phonics retake", "head_email.txt", "Monday 14 June"),
    ("how often does the folder go in", "head_email.txt", "every half term"),
    ("does Finn get free school meals", None, ""),
    ("when is sports day", None, ""),
    ("who is Finn's class teacher", None, ""),
]
