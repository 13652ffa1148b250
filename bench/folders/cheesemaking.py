"""A guest's papers for a cheese-making course (the fiftieth session): the booking, the course
terms, the day's timetable as a table, the take-home note and a text. Its validation folder is a
guest's for a bread-baking class: the booking, the terms, the breads as CSV, the allergy note and an
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booking for Anna Cole: Cheese-Making Day at Meadowsweet Dairy, Saturday 18 October, 9:30am to 4pm.
Price £120, which includes all ingredients and a ploughman's lunch.
""",
    "course_terms.txt": """\
Cancellations with 14 days' notice get a full refund; after that we can offer a place on another
date. The course is limited to eight people.
""",
    "timetable.md": """\
# The day

| time | what we make |
|---|---|
| 9:30am | soft cheese and ricotta |
| 11am | halloumi |
| 1:30pm | a small cheddar to mature at home |
""",
    "take_home_note.txt": """\
You'll take home everything you make, so bring a cool bag. The cheddar needs eight weeks in a cool
place before it's ready to eat.
""",
    "text.txt": """\
Hi Anna, the dairy is down the farm track past the white gate, sat nav takes you the wrong way! Meg
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the cheese course", "booking.txt", "Saturday 18 October"),
    ("what time does it finish", "booking.txt", "4pm"),
    ("is lunch included", "booking.txt", "a ploughman's lunch"),
    ("can I get my money back if I cancel", "course_terms.txt", "14 days' notice get a full refund"),
    ("how many people are on the course", "course_terms.txt", "limited to eight people"),
    ("what do we make at 11am", "timetable.md", "halloumi"),
    ("when do we make the cheddar", "timetable.md", "1:30pm"),
    ("what should I bring", "take_home_note.txt", "bring a cool bag"),
    ("how long before the cheddar is ready", "take_home_note.txt", "eight weeks"),
    ("how do I find the dairy", "text.txt", "down the farm track past the white gate"),
    ("can I buy cheese there", None, ""),
    ("is it suitable for vegetarians", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Sourdough for Beginners at The Flour Room, Sunday 9 November from 10am, for 2 people. Total £150.
Booking ref FR-1188.
""",
    "terms.txt": """\
Classes can be moved once, free of charge, with 7 days' notice.
Please arrive with clean hands and tie back long hair.
""",
    "breads.csv": """\
bread,proving time
sourdough loaf,overnight
focaccia,2 hours
cinnamon buns,90 minutes
""",
    "allergy_note.txt": """\
Our kitchen uses wheat, nuts, eggs and milk, so we cannot promise an allergen-free class. Tell us
about any allergy when you book.
""",
    "email.txt": """\
Hi Ola, everyone goes home with a jar of our sourdough starter, so bring a clean jam jar with a lid. Flour Room
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the class", "booking.txt", "Sunday 9 November"),
    ("how much did we pay", "booking.txt", "£150"),
    ("what's the booking ref", "booking.txt", "FR-1188"),
    ("can I change the date", "terms.txt", "moved once, free of charge"),
    ("how long does focaccia prove", "breads.csv", "2 hours"),
    ("which bread proves overnight", "breads.csv", "sourdough loaf"),
    ("is the class nut free", "allergy_note.txt", "we cannot promise an allergen-free class"),
    ("what do I need to bring", "email.txt", "a clean jam jar with a lid"),
    ("what do we take home", "email.txt", "a jar of our sourdough starter"),
    ("what about long hair", "terms.txt", "tie back long hair"),
    ("is there parking", None, ""),
    ("do we get lunch", None, ""),
]
