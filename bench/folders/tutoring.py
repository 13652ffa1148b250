"""A tutored pupil's parent's papers (the thirty-fourth session): the tutoring agreement, the
term invoice, the lesson log as CSV, the cancellation policy, the progress report and the tutor's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is an adult language learner's: the course
enrolment, the class rules, the lesson plan as CSV, the exam information, the fees and the
teacher's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agreement.txt": """\
Tutoring agreement

Pupil: Noah Bell (Year 10)
Subject: GCSE maths
Tutor: Priya Shah
Lessons: Wednesdays, 5pm to 6pm, online
Rate: £38 an hour

Lessons are invoiced at the start of each half term.
""",
    "invoice.txt": """\
Invoice 2024-17

Six lessons, 6 November to 11 December: £228
Payment due: 10 November
Bank transfer to P Shah, sort code 20-45-77, account 61538840
""",
    "lesson_log.csv": """\
date,topic,homework
6 November,simultaneous equations,worksheet 4
13 November,quadratics,past paper Q1-6
20 November,circle theorems,none
""",
    "cancellation_policy.md": """\
# Cancellations

- Cancel at least 24 hours before for no charge
- Later cancellations are charged in full
- If I cancel, the lesson is rearranged or refunded

Missed lessons cannot be carried over to the next half term.
""",
    "progress_report.txt": """\
Progress report

Noah is now working at a solid grade 6 and aiming for a 7. His algebra is much stronger. He still loses marks by not showing his working, and needs to practise geometry.
""",
    "tutor_message.txt": """\
Priya: Hi! Could we move next Wednesday to Thursday at 5? I have a parents' evening. Also Noah left his calculator on screen in the photo, it's fine but he'll need a scientific one for the exam.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("when are Noah's lessons", "agreement.txt", "Wednesdays, 5pm to 6pm"),
    ("how much does the tutor charge", "agreement.txt", "£38 an hour"),
    ("are lessons in person", "agreement.txt", "online"),
    # The invoice.
    ("how much do I owe", "invoice.txt", "£228"),
    ("when is the invoice due", "invoice.txt", "10 November"),
    ("what's the sort code", "invoice.txt", "20-45-77"),
    # The log.
    ("what did they do on 13 November", "lesson_log.csv", "quadratics"),
    ("what homework was set for simultaneous equations", "lesson_log.csv", "worksheet 4"),
    # Cancellations.
    ("what if we cancel on the day", "cancellation_policy.md", "charged in full"),
    ("how much notice to cancel", "cancellation_policy.md", "24 hours"),
    ("can missed lessons be carried over", "cancellation_policy.md", "cannot be carried over"),
    # Progress.
    ("what grade is he working at", "progress_report.txt", "grade 6"),
    ("what does he need to work on", "progress_report.txt", "geometry"),
    ("why is he losing marks", "progress_report.txt", "not showing his working"),
    # The tutor.
    ("why does she want to move the lesson", "tutor_message.txt", "parents' evening"),
    ("what calculator does he need", "tutor_message.txt", "scientific"),
    # Subjects the papers never mention.
    ("does she teach English too", None, ""),
    ("is there a discount for siblings", None, ""),
    ("what exam board is he on", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "enrolment.txt": """\
Course enrolment

Student: Maria Lopez
Course: Italian for beginners, level A1
Day: Mondays, 7pm to 8:30pm
Room: B14, Central Library
Start: 22 September, 10 weeks
""",
    "class_rules.md": """\
# Class rules

- Attendance is taken every week
- Phones on silent
- Bring the course book, Nuovo Espresso 1

If you miss three classes in a row, your place may be offered to someone on the waiting list.
""",
    "lesson_plan.csv": """\
week,topic
1,Greetings and introductions
2,Numbers and the alphabet
3,Food and ordering in a café
""",
    "exam_info.txt": """\
Exam

The end of course test is in week 10. It has a listening part and a speaking part and takes 45 minutes. A certificate is given to everyone who passes.
""",
    "fees.txt": """\
Fees

Full fee: £165. Concession fee: £99 for students and people on benefits. The course book costs £28 and is not included.
""",
    "teacher_email.txt": """\
Buonasera tutti,

Next week we meet in room B9 instead, B14 is being painted. Homework is exercise 3 on page 12.

Giulia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Enrolment.
    ("what night is Italian", "enrolment.txt", "Mondays"),
    ("where is the class", "enrolment.txt", "Central Library"),
    ("how many weeks is the course", "enrolment.txt", "10 weeks"),
    # Rules.
    ("which book do I need", "class_rules.md", "Nuovo Espresso 1"),
    ("what happens if I miss classes", "class_rules.md", "waiting list"),
    # The plan.
    ("what are we doing in week 3", "lesson_plan.csv", "Food and ordering"),
    # The exam.
    ("how long is the test", "exam_info.txt", "45 minutes"),
    ("do I get a certificate", "exam_info.txt", "everyone who passes"),
    # Fees.
    ("how much is the course", "fees.txt", "£165"),
    ("is the book included", "fees.txt", "not included"),
    # The teacher.
    ("which room next week", "teacher_email.txt", "B9"),
    ("what's the homework", "teacher_email.txt", "exercise 3 on page 12"),
    # Subjects the papers never mention.
    ("is there a trip to Italy", None, ""),
    ("can I switch to Spanish", None, ""),
    ("is there parking at the library", None, ""),
]
