"""An adult Spanish class student's papers (the thirty-eighth session): the enrolment
confirmation, the course outline, the college's learner rules, the homework schedule as CSV,
the exam information and the tutor's email. Its validation folder is a first aid course
candidate's: the booking, the joining instructions, the course programme, the assessment
rules, a certificate record as CSV and the trainer's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "enrolment_confirmation.txt": """\
Brookvale Adult College: enrolment confirmation

Learner: Aisha Rahman
Learner number: BV-300172
Course: Spanish Level 2 (Improvers)
Tutor: Carmen Ruiz
Day and time: Tuesdays 7pm to 9pm, room C12
Dates: 21 September 2027 to 14 December 2027 (12 sessions; no class on 26 October)
Fee: £189; concessions £95
""",
    "course_outline.md": """\
# Spanish Level 2: what we cover

1. Talking about the past (preterite and imperfect)
2. Making plans and arrangements
3. Travel, directions and transport
4. Food, restaurants and shopping
5. Health and the body

Course book: Aula Internacional 2, about £30 from any bookshop. Bring a notebook and a
dictionary app to every class.
""",
    "learner_rules.txt": """\
Learner rules

If you miss three classes in a row without telling us, your place may be given to someone on the
waiting list. If you need to leave the course, tell the office within the first two weeks to get
a refund of 75% of the fee; after that no refund is given. The college car park is free after
6pm. Please keep mobile phones on silent in class.
""",
    "homework_schedule.csv": """\
week,topic,homework,due
1,Past holidays,Write 150 words about your last holiday,28 September
2,Daily routines,Listening exercise 4B,5 October
3,Making plans,Email to a friend inviting them out,12 October
4,Directions,Map task on page 37,19 October
""",
    "exam_information.txt": """\
End of course assessment

There is an optional speaking assessment in the last class, on 14 December. You will have a 10
minute conversation with the tutor about one of the course topics. Learners who pass receive a
college certificate; there is no extra charge.
""",
    "tutor_email.txt": """\
Hola Aisha, thanks for your message. Don't worry about missing last week; the slides are on the
Moodle page. For extra listening practice I recommend the podcast "Coffee Break Spanish". We'll
have a Spanish lunch on the last day, so bring a dish to share! Carmen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what room is my Spanish class in", "enrolment_confirmation.txt", "C12"),
    ("what's my learner number", "enrolment_confirmation.txt", "BV-300172"),
    ("is there a class on 26 October", "enrolment_confirmation.txt", "no class on 26 October"),
    ("how many sessions is the course", "enrolment_confirmation.txt", "12 sessions"),
    ("how much is the course with a concession", "enrolment_confirmation.txt", "£95"),
    ("what book do I need", "course_outline.md", "Aula Internacional 2"),
    ("do we learn about food", "course_outline.md", "Food, restaurants and shopping"),
    ("what should I bring to class", "course_outline.md", "notebook and a"),
    ("what happens if I miss three classes", "learner_rules.txt", "your place may be given"),
    ("can I get a refund if I drop out", "learner_rules.txt", "75% of the fee"),
    ("is parking free", "learner_rules.txt", "free after"),
    ("what's the homework for week 3", "homework_schedule.csv", "Email to a friend inviting them out"),
    ("when is the map task due", "homework_schedule.csv", "19 October"),
    ("when is the speaking test", "exam_information.txt", "14 December"),
    ("how long is the speaking assessment", "exam_information.txt", "10"),
    ("does the certificate cost extra", "exam_information.txt", "no extra charge"),
    ("where are the slides", "tutor_email.txt", "Moodle page"),
    ("what podcast does Carmen recommend", "tutor_email.txt", "Coffee Break Spanish"),
    ("is there a level 3 course", None, ""),
    ("can I sit a GCSE", None, ""),
    ("is there a cafe at the college", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "course_booking.txt": """\
LifeLine Training: booking confirmation

Course: First Aid at Work (3 days)
Candidate: Gary Whitlock
Employer: Northline Logistics
Dates: 8, 9 and 10 March 2027, 9am to 4:30pm each day
Venue: LifeLine Training Centre, 2 Canal Wharf, Leeds LS11 5PZ
Cost: £265 + VAT, invoiced to your employer
""",
    "joining_instructions.txt": """\
Joining instructions

Please arrive by 8:45am on the first day to register; bring photo ID. Wear comfortable clothes,
as you will be kneeling on the floor for practical work. Lunch is not provided, but there is a
café next door. Parking is in the Canal Wharf multi-storey, £8 a day.
""",
    "course_programme.md": """\
# Programme

| day | topics |
|---|---|
| 1 | role of the first aider, CPR and the defibrillator, the recovery position |
| 2 | bleeding, burns, fractures, choking |
| 3 | heart attack, stroke, seizures, diabetic emergencies; final assessment |
""",
    "assessment_rules.txt": """\
Assessment

You are assessed throughout the course by practical demonstration, and by a multiple choice
paper on day 3. You must attend every session to be eligible. If you do not pass, you may
resit once within 28 days at no charge.
""",
    "certificates.csv": """\
candidate,course,issued,expires
Gary Whitlock,Emergency First Aid at Work,2024-02-12,2027-02-12
Gary Whitlock,Manual Handling,2025-06-03,2028-06-03
""",
    "trainer_email.txt": """\
Hi Gary, looking forward to seeing you in March. As you have a bad knee, let me know and I'll
bring a cushion for the floor work. Your certificate will be emailed to your employer within 5
working days of the course. Steve
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the dates of the first aid course", "course_booking.txt", "8, 9 and 10 March 2027"),
    ("what time does it finish each day", "course_booking.txt", "4:30pm"),
    ("who is paying for the course", "course_booking.txt", "invoiced to your employer"),
    ("what time should I get there on the first day", "joining_instructions.txt", "8:45am"),
    ("do I need ID", "joining_instructions.txt", "bring photo ID"),
    ("is lunch provided", "joining_instructions.txt", "Lunch is not provided"),
    ("how much is parking", "joining_instructions.txt", "£8 a day"),
    ("which day do we do CPR", "course_programme.md", "1"),
    ("when do we learn about burns", "course_programme.md", "2"),
    ("is there a written test", "assessment_rules.txt", "multiple choice"),
    ("what if I fail", "assessment_rules.txt", "resit once within 28 days"),
    ("when does my emergency first aid certificate expire", "certificates.csv", "2027-02-12"),
    ("what should I do about my knee", "trainer_email.txt", "cushion"),
    ("when will I get my certificate", "trainer_email.txt", "within 5"),
    ("do we learn about mental health", None, ""),
    ("can I bring my own lunch", None, ""),
    ("is the course online", None, ""),
]
