"""A parent's papers for a baby sensory class (the fiftieth session): the booking email, the class
rules, the term's themes as a table, the feeding note and a text. Its validation folder is a
parent's for baby swimming lessons: the booking, the pool rules, the lessons as CSV, the nappy
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
You've booked Baby Sensory for Ivy (born 2 May) on Friday mornings at 10am at Oakley Village Hall.
The term is ten weeks and costs £85. Classes are for babies from birth to 13 months.
""",
    "class_rules.txt": """\
A missed class can be made up at another class in the same term, if there is space. Please take
off outdoor shoes in the hall. Siblings cannot attend.
""",
    "themes.md": """\
# Term themes

| week | theme |
|---|---|
| 1 | under the sea |
| 2 | jungle |
| 3 | bubbles and lights |
| 4 | music and bells |
""",
    "feeding_note.txt": """\
You're welcome to feed your baby at any point during the class.
There's a changing table in the accessible toilet next to the kitchen.
""",
    "text.txt": """\
Hi Laura, we're taking photos in week 6, so dress Ivy in something bright! Kerry, Baby Sensory
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is baby sensory", "booking_email.txt", "Friday mornings at 10am"),
    ("where is the class", "booking_email.txt", "at Oakley Village Hall"),
    ("how much is the term", "booking_email.txt", "£85"),
    ("what age is it for", "booking_email.txt", "from birth to 13 months"),
    ("what if we miss a class", "class_rules.txt", "can be made up at another class in the same term"),
    ("can I bring her big brother", "class_rules.txt", "Siblings cannot attend"),
    ("what's the theme in week 3", "themes.md", "bubbles and lights"),
    ("which week is jungle", "themes.md", "2"),
    ("can I breastfeed during the class", "feeding_note.txt", "welcome to feed your baby at any point"),
    ("where can I change her nappy", "feeding_note.txt", "in the accessible toilet"),
    ("when are the photos", "text.txt", "in week 6"),
    ("is there parking at the hall", None, ""),
    ("can dads come", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Splash Tots baby swimming for Noah: Sundays at 9:15am at Riverside Leisure Centre, teaching pool.
The course is eight weeks from 14 September and costs £104.
""",
    "pool_rules.txt": """\
The teaching pool is heated to 32 degrees. One adult per baby in the water. Please arrive ten
minutes before the lesson to get changed.
""",
    "lessons.csv": """\
week,skill
1,water confidence
2,floating on the back
3,first submersion
4,kicking with a float
""",
    "nappy_note.txt": """\
Babies must wear a reusable swim nappy with a disposable swim nappy underneath. Spare swim nappies
are on sale at reception for £1.
""",
    "email.txt": """\
Dear parents, there is no lesson on Sunday 19 October because of a gala; the course will run a week later. Splash Tots
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is swimming", "booking.txt", "Sundays at 9:15am"),
    ("how many weeks is the course", "booking.txt", "eight weeks"),
    ("how much is the course", "booking.txt", "£104"),
    ("how warm is the pool", "pool_rules.txt", "32 degrees"),
    ("can both of us go in the water", "pool_rules.txt", "One adult per baby in the water"),
    ("what are they learning in week 3", "lessons.csv", "first submersion"),
    ("which week is floating", "lessons.csv", "2"),
    ("what nappy does he need", "nappy_note.txt", "reusable swim nappy"),
    ("can I buy a swim nappy there", "nappy_note.txt", "on sale at reception for £1"),
    ("is there a lesson on 19 October", "email.txt", "no lesson on Sunday 19 October"),
    ("is there a cafe", None, ""),
    ("can grandma watch", None, ""),
]
