"""A parent's papers for a child's guitar lessons (the forty-seventh session): the welcome letter,
the terms, the term fees as a table, the practice notes and a text from the teacher. Its validation
folder is a parent's for drum lessons: the welcome email, the studio rules, the lesson fees as CSV,
the practice chart and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Strings Music School! Finn's lessons are on Wednesdays at 4.30pm with Mr Costa, in
room 3 above the library. Lessons last 30 minutes.
""",
    "terms.txt": """\
Fees are paid termly in advance. Missed lessons are not refunded, but we give one catch-up lesson a
term if you tell us 48 hours before. Half a term's notice is needed to stop lessons.
""",
    "fees.md": """\
# Term fees

| lesson | length | fee per term |
|---|---|---|
| individual | 30 minutes | £165 |
| individual | 45 minutes | £240 |
| paired | 30 minutes | £95 |
""",
    "practice_notes.txt": """\
Practise 15 minutes a day: the G, C and D chords, then the riff from Seven Nation Army.
Bring the blue folder and a capo every week.
""",
    "teacher_text.txt": """\
Finn is ready for his Grade 1 exam in March! The entry fee is £42. Mr Costa
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is guitar", "welcome_letter.txt", "Wednesdays at 4.30pm"),
    ("who teaches Finn", "welcome_letter.txt", "Mr Costa"),
    ("where are the lessons", "welcome_letter.txt", "room 3 above the library"),
    ("do we get money back if he misses a lesson", "terms.txt", "not refunded"),
    ("how much notice to stop lessons", "terms.txt", "Half a term's notice"),
    ("how much is a 45 minute lesson a term", "fees.md", "£240"),
    ("how much are paired lessons", "fees.md", "£95"),
    ("how long should he practise", "practice_notes.txt", "15 minutes a day"),
    ("which chords is he learning", "practice_notes.txt", "the G, C and D chords"),
    ("what does he need to bring", "practice_notes.txt", "the blue folder and a capo"),
    ("when is his exam", "teacher_text.txt", "March"),
    ("does he need his own guitar", None, ""),
    ("is there a summer concert", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Hi, Isla's drum lessons start on Monday 8 September at 5pm with Jess at Beat Box Studios,
Unit 9 Harbour Yard. Each lesson is 30 minutes.
""",
    "studio_rules.txt": """\
Ear defenders must be worn in the drum rooms. Parents wait in the lounge, not in the lesson.
Please arrive 5 minutes early.
""",
    "lesson_fees.csv": """\
plan,lessons,price
Pay as you go,1,£22
Block of 5,5,£100
Block of 10,10,£190
""",
    "practice_chart.txt": """\
Week 1: basic rock beat at 70 bpm, 10 minutes a day on the practice pad. Use 7A sticks.
""",
    "message.txt": """\
Jess is off sick today so Monday's lesson moves to Thursday at 5pm. Beat Box reception
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do drum lessons start", "welcome_email.txt", "Monday 8 September at 5pm"),
    ("where is the studio", "welcome_email.txt", "Unit 9 Harbour Yard"),
    ("how long is a lesson", "welcome_email.txt", "30 minutes"),
    ("does she need ear defenders", "studio_rules.txt", "Ear defenders must be worn"),
    ("where do parents wait", "studio_rules.txt", "in the lounge"),
    ("how much is a block of 10", "lesson_fees.csv", "£190"),
    ("how much is one lesson", "lesson_fees.csv", "£22"),
    ("what sticks should she use", "practice_chart.txt", "7A sticks"),
    ("how fast is the rock beat", "practice_chart.txt", "70 bpm"),
    ("when is the lesson this week", "message.txt", "Thursday at 5pm"),
    ("do they lend drum kits", None, ""),
    ("are there grade exams", None, ""),
]
