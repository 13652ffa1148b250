"""A student's papers (the seventeenth session): fit and validation folders."""

from __future__ import annotations

# A student's papers (a syllabus, a halls guide, library rules, a timetable), written in the
# seventeenth session after the household folders; fit: its failures read and mended.
DOCUMENTS: dict[str, str] = {
    "syllabus_econ101.md": """\
# ECON 101: Principles of Microeconomics — Syllabus, Spring 2027

Instructor: Dr. Helen Okafor (h.okafor@university.example). Office hours: Tuesdays 14:00–16:00, Room 312, Baker Hall.
Lectures: Mondays and Wednesdays, 10:00–11:15, Lecture Theatre 2.

## Assessment
- Problem sets (5): 20%
- Midterm exam (week 7): 30%
- Final exam: 50%
The lowest problem set score is dropped.

## Late work
Problem sets submitted up to 24 hours late lose 10%. Work more than 24 hours late receives no credit unless an extension was granted in advance.

## Textbook
Mankiw, Principles of Economics, 9th edition. Older editions are fine for the readings but not for the problem sets.

## Academic integrity
You may discuss problem sets with classmates, but every submission must be written up individually. Suspected plagiarism is reported to the Dean of Students.
""",
    "halls_guide.txt": """\
Riverside Halls — Residents' Guide 2026/27

Moving in
Move-in day is Saturday 12 September, between 9:00 and 17:00. Collect your key card from the Halls Reception with photo ID.

Rent
Rent for a standard room is £165 per week and for an en-suite room £198 per week, paid in three instalments at the start of each term.

Guests
Residents may have overnight guests for up to three nights in a row. Guests must be signed in at Reception before 23:00.

Kitchens
Each flat shares one kitchen. Fridges are cleaned out on the last Friday of each month; unlabelled food is thrown away.

Laundry
Washing machines cost £3.20 per wash and dryers £1.60, paid with the Circuit app.

Quiet hours
Quiet hours run from 23:00 to 8:00 on weeknights and from midnight to 9:00 at weekends. During exam periods quiet hours apply all day.

Lost key card
A replacement key card costs £25. Report a lost card to Reception straight away so that it can be deactivated.
""",
    "library_rules.txt": """\
University Library — Borrowing Rules

Undergraduates may borrow up to 15 items at a time; postgraduates up to 30.
Standard loans last four weeks and are renewed automatically unless another reader has requested the item.
Short loans, marked with a red label, last 24 hours and cannot be renewed.
Overdue short loans are charged at £1 per hour; there are no fines for standard loans, but borrowing is suspended until the item is returned.
Group study rooms can be booked for up to three hours a day through the library website.
The library is open 24 hours a day during term; in the vacations it closes at 20:00.
Food is not allowed in the reading rooms; drinks in a closed container are fine.
""",
    "timetable.csv": """\
day,time,module,room,type
Monday,10:00,ECON 101,Lecture Theatre 2,Lecture
Monday,14:00,STAT 110,Room G14,Seminar
Tuesday,09:00,HIST 205,Room 1.08,Seminar
Wednesday,10:00,ECON 101,Lecture Theatre 2,Lecture
Thursday,11:00,STAT 110,Computer Lab B,Lab
Friday,13:00,HIST 205,Lecture Theatre 1,Lecture
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
 ("when are Dr Okafor's office hours", "syllabus_econ101.md", "Tuesdays 14:00"),
 ("how much is the final exam worth", "syllabus_econ101.md", "50%"),
 ("when is the midterm", "syllabus_econ101.md", "week 7"),
 ("what happens if I hand in my problem set a day late", "syllabus_econ101.md", "10%"),
 ("can I use an older edition of the textbook", "syllabus_econ101.md", "Older editions"),
 ("can I work on problem sets with friends", "syllabus_econ101.md", "discuss problem sets"),
 ("what's the instructor's email", "syllabus_econ101.md", "h.okafor@university.example"),
 ("is the worst problem set dropped", "syllabus_econ101.md", "lowest problem set"),
 ("when can I move in", "halls_guide.txt", "12 September"),
 ("how much is an en-suite room", "halls_guide.txt", "198"),
 ("can my boyfriend stay over", "halls_guide.txt", "three nights"),
 ("how much does a wash cost", "halls_guide.txt", "3.20"),
 ("when are quiet hours at the weekend", "halls_guide.txt", "midnight"),
 ("I lost my key card, what do I do", "halls_guide.txt", "Reception"),
 ("when do they clear out the fridges", "halls_guide.txt", "last Friday"),
 ("how many books can I borrow", "library_rules.txt", "15 items"),
 ("how long can I keep a book", "library_rules.txt", "four weeks"),
 ("what's the fine for a late short loan", "library_rules.txt", "£1 per hour"),
 ("can I eat in the library", "library_rules.txt", "Food is not allowed"),
 ("is the library open at night", "library_rules.txt", "24 hours"),
 ("how do I book a study room", "library_rules.txt", "library website"),
 ("where is my stats lab", "timetable.csv", "Computer Lab B"),
 ("what time is my history lecture", "timetable.csv", "13:00"),
 ("what do I have on Tuesday", "timetable.csv", "HIST 205"),
 ("is there a gym on campus", None, ""),
 ("when is graduation", None, ""),
 ("how do I apply for a scholarship", None, ""),
 ("can I bring a cat to halls", None, ""),
 ("what is the pass mark for ECON 101", None, ""),
]


# Another student's papers (a lab handbook, exam regulations, a bursary guide, campus buses),
# written after the seventeenth session's student changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "chem_lab_handbook.md": """\
# CHEM 120 Laboratory Handbook

## Safety
Lab coats and safety goggles must be worn at all times in the laboratory. Long hair must be tied back and open-toed shoes are not permitted.
Eating and drinking in the laboratory are strictly forbidden.

## Lab reports
Each report is due one week after the practical session, by 17:00, through the course website. Reports are limited to 1,500 words.
Reports are marked by your demonstrator and returned within two weeks.

## Missed sessions
If you miss a practical through illness, submit a self-certification form within five days. Up to two missed sessions can be made up in week 11.

## Grading
Lab reports count for 40% of the module mark and the practical exam for 60%. You must pass the practical exam to pass the module.
""",
    "exam_regulations.txt": """\
Examination Regulations — Summary for Students

Arrive at the exam hall at least 20 minutes before the start. Students arriving more than 30 minutes late will not be admitted.
Bring your student ID card; it must be on your desk throughout the exam.
Mobile phones must be switched off and left in your bag at the back of the hall.
Only calculators from the approved list (Casio FX-83 and FX-85 series) may be used.
If you are ill on the day of an exam, do not attend; apply for mitigating circumstances within seven days with medical evidence.
Results are published on the student portal six weeks after the end of the exam period.
Resits take place in August and are capped at the pass mark of 40%.
""",
    "bursary_guide.txt": """\
Student Support Bursary 2026/27

The bursary is for undergraduates whose household income is below £35,000 a year.
It pays £1,500 a year, in two instalments: in November and in February.
Apply through the student portal by 31 October; late applications are considered only in exceptional circumstances.
You will need a copy of your student finance letter showing household income.
The bursary does not have to be paid back and does not affect your student loan.
""",
    "campus_bus.csv": """\
route,from,to,first_bus,last_bus,every_minutes
U1,Station,Main Campus,06:45,23:30,10
U2,City Centre,Main Campus,07:00,22:00,15
U3,Main Campus,Science Park,07:30,19:00,20
N1,City Centre,Halls,23:00,03:30,30
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("do I have to wear goggles in the lab", "chem_lab_handbook.md", "goggles"),
 ("can I wear sandals in the lab", "chem_lab_handbook.md", "open-toed"),
 ("when is the lab report due", "chem_lab_handbook.md", "one week after"),
 ("how long can my lab report be", "chem_lab_handbook.md", "1,500 words"),
 ("I was sick and missed a practical, what now", "chem_lab_handbook.md", "self-certification"),
 ("how much are lab reports worth", "chem_lab_handbook.md", "40%"),
 ("what happens if I'm late to an exam", "exam_regulations.txt", "30 minutes"),
 ("can I bring my phone into the exam", "exam_regulations.txt", "switched off"),
 ("which calculators are allowed", "exam_regulations.txt", "Casio"),
 ("when do we get our results", "exam_regulations.txt", "six weeks"),
 ("when are resits", "exam_regulations.txt", "August"),
 ("who can get the bursary", "bursary_guide.txt", "35,000"),
 ("how much is the bursary", "bursary_guide.txt", "1,500"),
 ("what's the deadline for the bursary", "bursary_guide.txt", "31 October"),
 ("do I have to pay the bursary back", "bursary_guide.txt", "does not have to be paid back"),
 ("when is the last U1 bus", "campus_bus.csv", "23:30"),
 ("how often does the U2 run", "campus_bus.csv", "15"),
 ("which bus goes to the science park", "campus_bus.csv", "U3"),
 ("is there a night bus to halls", "campus_bus.csv", "N1"),
 ("how do I get a parking permit", None, ""),
 ("when does the library close", None, ""),
 ("what is the pass mark for CHEM 120 lab reports", None, ""),
 ("can I get a student discount on the bus", None, ""),
 ("who is the module leader", None, ""),
]
