"""A first aid course attendee's papers (the forty-first session): the booking confirmation, the
course timetable as a table, what to bring, the assessment notes, the course dates as CSV and the
trainer's email. Its validation folder is a café worker's food hygiene course: the enrolment
email, the course outline, the exam notes, the fees as CSV, the certificate letter and the
manager's note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmed: Emergency First Aid at Work (one day)

Delegate: Priya Shah. Booking reference FA-55012.
Venue: Riverside Business Centre, Room 4, 12 Mill Lane, Leeds LS10 1AB.
Date: Wednesday 14 May. Start 9am, finish 4.30pm. Course fee £95 plus VAT, paid by your employer.
""",
    "course_timetable.md": """\
# Course timetable

| time | session |
|---|---|
| 9.00am | welcome and the role of the first aider |
| 9.45am | CPR and the recovery position |
| 11.15am | using a defibrillator (AED) |
| 12.30pm | lunch |
| 1.15pm | choking, bleeding and shock |
| 3.30pm | practical assessment |
""",
    "what_to_bring.txt": """\
What to bring

Wear comfortable clothes: you will be kneeling on the floor to practise CPR. Lunch is not provided,
so bring a packed lunch; tea and coffee are free. Bring photo ID for the register.
""",
    "assessment_notes.txt": """\
Assessment

There is no written exam. The trainer watches you do CPR on a manikin and put a partner in the
recovery position. If you miss more than 30 minutes of the course you cannot be assessed and must
rebook.
""",
    "course_dates.csv": """\
course,date,places_left
Emergency First Aid at Work,14 May,3
Paediatric First Aid,21 May,8
Mental Health First Aid,4 June,0
""",
    "trainer_email.txt": """\
From: Dave Kerr, trainer
Hi all, looking forward to Wednesday. Parking is free in the staff car park behind the building;
tell reception your name. Your certificate lasts three years and we'll email it within five working
days. Dave
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my booking reference", "booking_confirmation.txt", "FA-55012"),
    ("what time does the course start", "booking_confirmation.txt", "9am"),
    ("what time do we finish", "booking_confirmation.txt", "4.30pm"),
    ("where is the course", "booking_confirmation.txt", "Riverside Business Centre"),
    ("how much does the course cost", "booking_confirmation.txt", "£95"),
    ("when is lunch", "course_timetable.md", "12.30pm"),
    ("what time do we learn the defibrillator", "course_timetable.md", "11.15am"),
    ("what should I wear", "what_to_bring.txt", "comfortable clothes"),
    ("is lunch provided", "what_to_bring.txt", "Lunch is not provided"),
    ("do I need ID", "what_to_bring.txt", "photo ID"),
    ("is there a written test", "assessment_notes.txt", "no written exam"),
    ("what happens if I'm late", "assessment_notes.txt", "more than 30 minutes"),
    ("how many places are left on the paediatric course", "course_dates.csv", "8"),
    ("is there parking", "trainer_email.txt", "staff car park"),
    ("how long is the certificate valid", "trainer_email.txt", "three years"),
    ("when will I get my certificate", "trainer_email.txt", "within five working days"),
    ("is there wifi at the venue", None, ""),
    ("can I bring my child along", None, ""),
    ("do we learn how to treat burns", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "enrolment_email.txt": """\
Enrolment confirmed: Level 2 Food Hygiene and Safety

Learner: Tom Avery. Learner number 88214.
The course runs on Monday 2 June at the Old Bank Café training room, from 10am to 3pm.
""",
    "course_outline.md": """\
# Course outline

| part | topic |
|---|---|
| 1 | food safety law and your duties |
| 2 | bacteria and food poisoning |
| 3 | allergens |
| 4 | cleaning and personal hygiene |
""",
    "exam_notes.txt": """\
Exam

The exam is 30 multiple-choice questions and you need 20 right to pass. You can resit once for free
within a month.
""",
    "course_fees.csv": """\
course,fee
Level 1 Food Hygiene,£25
Level 2 Food Hygiene,£45
Level 3 Supervising Food Safety,£160
""",
    "certificate_letter.txt": """\
Your certificate will be posted to the café within ten days of passing. We recommend a refresher
every three years.
""",
    "manager_note.txt": """\
Tom, the café is paying for your course and you'll be paid your normal hours for the day. Wear your
own clothes, not your whites. Rosa
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my learner number", "enrolment_email.txt", "88214"),
    ("what time does the course finish", "enrolment_email.txt", "3pm"),
    ("where is the training", "enrolment_email.txt", "Old Bank Café"),
    ("what's part 3 about", "course_outline.md", "allergens"),
    ("how many questions are in the exam", "exam_notes.txt", "30 multiple-choice questions"),
    ("what's the pass mark", "exam_notes.txt", "20 right"),
    ("can I resit if I fail", "exam_notes.txt", "resit once for free"),
    ("how much is the level 3 course", "course_fees.csv", "£160"),
    ("how long does the certificate take to come", "certificate_letter.txt", "within ten days"),
    ("do I get paid for the day", "manager_note.txt", "paid your normal hours"),
    ("what should I wear", "manager_note.txt", "own clothes"),
    ("is there a vegetarian lunch", None, ""),
    ("can I do the course online", None, ""),
    ("is there a fire drill", None, ""),
]
