"""A riding school pupil's papers (the thirty-third session): the lesson booking, the yard rules,
the price list as CSV, the hat and safety notice, the pony club camp letter and the instructor's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a puppy training class's: the course booking,
the class rules, the week-by-week plan as CSV, the vaccination requirement, the homework sheet
and the trainer's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lesson_booking.txt": """\
Lesson booking

Rider: Amelia Ross (age 10)
Lesson: group lesson, 45 minutes
Day: Saturdays, 9am
Pony: Toffee
Instructor: Beth

Please arrive 15 minutes early to help tack up. Cancel at least 24 hours ahead or the lesson is charged.
""",
    "yard_rules.md": """\
# Yard rules

- No dogs on the yard
- Walk, never run, near the horses
- Parents stay behind the fence in the viewing area

Do not feed the horses anything unless a member of staff says you can. Smoking is not allowed anywhere on site.
""",
    "price_list.csv": """\
lesson,length,price
Group lesson,45 minutes,£30
Private lesson,30 minutes,£40
Hack out,1 hour,£45
""",
    "safety_notice.txt": """\
Hats and safety

Riders must wear a riding hat to PAS 015 or VG1 standard, and boots with a small heel. Body protectors are recommended for jumping and provided free.

Hats can be borrowed from the tack room.
""",
    "camp_letter.txt": """\
Pony club camp

Camp runs from Monday 2 to Friday 6 August, 9am to 3pm each day, and costs £275. Riders must be at least 8 and able to trot on their own.

Bring a packed lunch and a water bottle every day.
""",
    "instructor_message.txt": """\
Beth: Amelia did really well today! Next week we'll start small jumps, so please bring her body protector if she has one. Toffee is off for a rest the week after, so she'll ride Pepper.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time is Amelia's lesson", "lesson_booking.txt", "9am"),
    ("which pony does she ride", "lesson_booking.txt", "Toffee"),
    ("how long is the lesson", "lesson_booking.txt", "45 minutes"),
    ("what if we need to cancel", "lesson_booking.txt", "24 hours ahead"),
    # The yard.
    ("can I bring the dog", "yard_rules.md", "No dogs"),
    ("where do parents wait", "yard_rules.md", "viewing area"),
    ("can she give the pony a carrot", "yard_rules.md", "Do not feed"),
    # Prices.
    ("how much is a private lesson", "price_list.csv", "£40"),
    ("how long is a hack", "price_list.csv", "1 hour"),
    # Safety.
    ("does she need her own hat", "safety_notice.txt", "borrowed"),
    ("what boots does she need", "safety_notice.txt", "small heel"),
    ("is a body protector needed", "safety_notice.txt", "recommended for jumping"),
    # Camp.
    ("when is pony camp", "camp_letter.txt", "Monday 2 to Friday 6 August"),
    ("how much is camp", "camp_letter.txt", "£275"),
    ("how old do you have to be for camp", "camp_letter.txt", "at least 8"),
    ("does she need to bring lunch", "camp_letter.txt", "packed lunch"),
    # The instructor.
    ("what are they doing next week", "instructor_message.txt", "small jumps"),
    ("which pony is she on the week after", "instructor_message.txt", "Pepper"),
    # Subjects the papers never mention.
    ("can she have a birthday party at the stables", None, ""),
    ("is there a cafe", None, ""),
    ("how much does it cost to loan a pony", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "course_booking.txt": """\
Puppy course booking

Owner: Sam Ellis
Puppy: Bramble (cocker spaniel, 14 weeks)
Course: Puppy Foundation, 6 weeks
Day: Thursdays, 6:30pm
Venue: Millfield Village Hall
Cost: £90, paid
""",
    "class_rules.md": """\
# Class rules

- Puppies on a flat collar or harness and a lead, no extending leads
- Bring small soft treats and a mat
- Toilet your puppy before you come in

If you miss a week, you can catch up at the Saturday drop-in for free.
""",
    "plan.csv": """\
week,topic
1,Name and focus
2,Sit and down
3,Loose lead walking
4,Recall
5,Stay
6,Assessment
""",
    "vaccination_rules.txt": """\
Vaccinations

Puppies must have had their second vaccination at least one week before the first class. Please bring the vaccination card to week 1.
""",
    "homework.txt": """\
Homework

Practise for 5 minutes, three times a day, somewhere quiet. Always end on something your puppy gets right.
""",
    "trainer_email.txt": """\
Hi Sam,

Parking is free in the village hall car park. If Bramble is unwell, please don't come; let me know and I'll send you the week's notes.

Gemma
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what night is puppy class", "course_booking.txt", "Thursdays"),
    ("where is the class", "course_booking.txt", "Millfield Village Hall"),
    ("how long is the course", "course_booking.txt", "6 weeks"),
    # Rules.
    ("can I use an extending lead", "class_rules.md", "no extending leads"),
    ("what do I need to bring", "class_rules.md", "treats"),
    ("what if we miss a week", "class_rules.md", "Saturday drop-in"),
    # The plan.
    ("what are we doing in week 4", "plan.csv", "Recall"),
    # Vaccinations.
    ("does she need her jabs before class", "vaccination_rules.txt", "second vaccination"),
    # Homework.
    ("how often should we practise", "homework.txt", "three times a day"),
    # The trainer.
    ("is parking free", "trainer_email.txt", "free"),
    ("what if Bramble is poorly", "trainer_email.txt", "don't come"),
    # Subjects the papers never mention.
    ("can my kids come to class", None, ""),
    ("do you do agility classes", None, ""),
    ("how much is the next course", None, ""),
]
