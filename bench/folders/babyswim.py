"""A parent's papers for baby swimming lessons (the fifty-fourth session): the welcome letter,
the timetable as a table, the what-to-bring list, the cancellation policy and a text. Its
validation folder is a parent's for a toddler music class: the booking email, the terms' prices
as CSV, the class guide, the parking note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Little Splashers. Your 10-week term starts on Saturday 10 January at Riverside Leisure
Centre. The pool is heated to 32 degrees. Each lesson lasts 30 minutes.
""",
    "timetable.md": """\
# Saturday classes

| class | age | time |
|---|---|---|
| Splash 1 | 0 to 6 months | 9:00 |
| Splash 2 | 6 to 12 months | 9:40 |
| Splash 3 | 1 to 2 years | 10:20 |
""",
    "what_to_bring.txt": """\
Your baby must wear a reusable swim nappy over a disposable one. Bring a hooded towel and a
snack for after the lesson. Parents get changed in the family changing room.
""",
    "cancellation_policy.txt": """\
Missed lessons cannot be refunded, but you can book one make-up lesson per term. Give 24 hours'
notice if your baby is unwell.
""",
    "text.txt": """\
Hi, pool is closed 7 Feb for a gala so no lesson that week, we'll add one on at the end. Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the term start", "welcome_letter.txt", "Saturday 10 January"),
    ("how warm is the water", "welcome_letter.txt", "32 degrees"),
    ("how long are the lessons", "welcome_letter.txt", "30 minutes"),
    ("what time is Splash 2", "timetable.md", "9:40"),
    ("which class is for a one year old", "timetable.md", "Splash 3"),
    ("what nappy does she need", "what_to_bring.txt", "reusable swim nappy"),
    ("where do parents get changed", "what_to_bring.txt", "family changing room"),
    ("do we get money back if we miss one", "cancellation_policy.txt", "cannot be refunded"),
    ("how much notice if she's ill", "cancellation_policy.txt", "24 hours"),
    ("why is there no lesson on 7 Feb", "text.txt", "closed 7 Feb for a gala"),
    ("can dads come in the water", None, ""),
    ("how much is the term", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Thanks for booking Tiny Tunes for Leo. Classes are on Wednesdays at 10am at
St Mark's Church Hall, starting 17 September. Please arrive 5 minutes early.
""",
    "prices.csv": """\
option,price
term of 11 classes,£88
drop-in class,£9.50
sibling,£44
""",
    "class_guide.txt": """\
Each class is 45 minutes: songs and instruments for 30 minutes, then bubbles and free play. Shoes
off in the hall, please.
""",
    "parking_note.txt": """\
There is no parking at the church. Use the Mill Lane car park, which is free for two hours.
""",
    "message.txt": """\
Hi all, half term week is 27 October and there's no class, see you after! Becky
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is the class", "booking_email.txt", "Wednesdays at 10am"),
    ("where is it held", "booking_email.txt", "St Mark's Church Hall"),
    ("when is the first class", "booking_email.txt", "17 September"),
    ("how much is a drop in", "prices.csv", "£9.50"),
    ("what does a sibling pay", "prices.csv", "£44"),
    ("how long does each class last", "class_guide.txt", "45 minutes"),
    ("do we have to take our shoes off", "class_guide.txt", "Shoes"),
    ("where can I park", "parking_note.txt", "Mill Lane car park"),
    ("is parking free", "parking_note.txt", "free for two hours"),
    ("is there a class in half term", "message.txt", "no class"),
    ("can grandparents bring him", None, ""),
    ("is the hall accessible for buggies", None, ""),
]
