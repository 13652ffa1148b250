"""An evening class student's papers (the thirty-third session): the enrolment confirmation, the
course timetable as CSV, the college's student guide, the fee and concession rules, the tutor's
welcome email and the assignment brief; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is an online course
learner's: the course welcome page, the module schedule as CSV, the refund policy, the
certificate rules, the forum guidelines and the support email, written at the same time and
run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "enrolment.txt": """\
Enrolment confirmation

Student: Helen Marsh
Course: Spanish for beginners (Level 1)
Tutor: Carlos Ruiz
Day and time: Wednesdays, 6:30pm to 8:30pm
Room: C12, Castle Street campus
Start date: 22 September 2027
Weeks: 30
""",
    "timetable.csv": """\
week,date,topic
1,2027-09-22,Greetings and introductions
2,2027-09-29,Numbers and dates
3,2027-10-06,Food and drink
4,2027-10-13,Directions
""",
    "student_guide.md": """\
# Student guide

- Library: open until 9pm Monday to Thursday
- Parking: free after 5pm in the main car park
- Cafe: closes at 7pm

Your student card gets you into the building after 6pm and lets you borrow library books. If you lose it, a new one costs £5 from reception.
""",
    "fees.txt": """\
Fees and concessions

The course fee is £260, or £130 if you receive a means-tested benefit. You can pay in three instalments by direct debit.

If you leave the course in the first two weeks, you get a full refund. After that, fees are not refunded.
""",
    "tutor_email.txt": """\
Hola Helen,

Welcome to the class! Please bring a notebook and the course book, Vamos 1, which you can buy at the college shop for £18.

If you miss a class, the worksheets are on the college website under your course page.

Carlos
""",
    "assignment_brief.txt": """\
Assignment 1

Write a short paragraph in Spanish introducing yourself: your name, where you live and what you like. About 80 words.

Hand it in to Carlos by 3 November. Feedback is given within two weeks.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Enrolment.
    ("what night is Spanish", "enrolment.txt", "Wednesdays"),
    ("what room is my class in", "enrolment.txt", "C12"),
    ("who is my tutor", "enrolment.txt", "Carlos Ruiz"),
    ("how many weeks is the course", "enrolment.txt", "30"),
    ("when does the course start", "enrolment.txt", "22 September 2027"),
    # The timetable.
    ("what are we doing in week 3", "timetable.csv", "Food and drink"),
    ("when do we do directions", "timetable.csv", "2027-10-13"),
    # The guide.
    ("is parking free in the evening", "student_guide.md", "free after 5pm"),
    ("what time does the library close", "student_guide.md", "9pm"),
    ("what if I lose my student card", "student_guide.md", "£5"),
    ("is the cafe open when I get there", "student_guide.md", "closes at 7pm"),
    # Fees.
    ("how much is the course", "fees.txt", "£260"),
    ("is it cheaper if I'm on benefits", "fees.txt", "£130"),
    ("can I pay in instalments", "fees.txt", "three instalments"),
    ("can I get a refund if I drop out", "fees.txt", "first two weeks"),
    # The tutor.
    ("what book do I need", "tutor_email.txt", "Vamos 1"),
    ("how much is the course book", "tutor_email.txt", "£18"),
    ("what if I miss a class", "tutor_email.txt", "college website"),
    # The assignment.
    ("when is the assignment due", "assignment_brief.txt", "3 November"),
    ("how long should the assignment be", "assignment_brief.txt", "80 words"),
    # Subjects the papers never mention.
    ("is there an exam at the end", None, ""),
    ("can I bring my daughter to class", None, ""),
    ("is there a trip to Spain", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome.md": """\
# Welcome to Introduction to Photography

- Length: 6 weeks
- Study time: about 3 hours a week
- Access: for 12 months from the day you enrol

Each week has videos, a short quiz and a practical task. You can work at your own pace.
""",
    "schedule.csv": """\
module,title,videos
1,Your camera,8
2,Light,6
3,Composition,7
4,Portraits,5
""",
    "refund_policy.txt": """\
Refund policy

You can ask for a refund within 14 days of buying the course, as long as you have watched less than 20% of it. Refunds take up to 10 working days to reach your card.
""",
    "certificate_rules.txt": """\
Certificates

To get a certificate you must pass every weekly quiz with at least 70% and upload all six practical tasks. Certificates are PDFs you can download from your dashboard.
""",
    "forum_guidelines.txt": """\
Forum guidelines

Be kind when you comment on other people's photos. Do not post photos of people without their permission.

Tutors answer questions on the forum on weekdays, usually within 48 hours.
""",
    "support_email.txt": """\
Hi Omar,

You can reset your password from the login page using "Forgotten password". Videos can be downloaded in the app to watch offline.

Support team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Welcome.
    ("how long does the course take", "welcome.md", "6 weeks"),
    ("how long do I have access for", "welcome.md", "12 months"),
    ("how many hours a week", "welcome.md", "3 hours"),
    # The schedule.
    ("what's module 3 about", "schedule.csv", "Composition"),
    ("how many videos in the light module", "schedule.csv", "6"),
    # Refunds.
    ("can I get my money back", "refund_policy.txt", "within 14 days"),
    ("how long does a refund take", "refund_policy.txt", "10 working days"),
    # Certificates.
    ("what do I need to get a certificate", "certificate_rules.txt", "70%"),
    ("where do I get my certificate", "certificate_rules.txt", "dashboard"),
    # The forum.
    ("can I post pictures of my friends", "forum_guidelines.txt", "without their permission"),
    ("how quickly do tutors reply", "forum_guidelines.txt", "within 48 hours"),
    # Support.
    ("I forgot my password", "support_email.txt", "Forgotten password"),
    ("can I watch videos offline", "support_email.txt", "downloaded in the app"),
    # Subjects the papers never mention.
    ("what camera should I buy", None, ""),
    ("is there a live class", None, ""),
    ("can I get a discount for a friend", None, ""),
]
