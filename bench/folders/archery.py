"""A beginner's papers for an archery club course (the forty-ninth session): the course letter, the
range rules, the kit list as a table, the coach's notes and a text. Its validation folder is a
beginner's for a climbing wall's induction: the booking, the wall rules, the grades as CSV, the kit
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_letter.txt": """\
Welcome to the Kingsmead Bowmen beginners' course. Six Sunday mornings from 2 March, 9.30 to 11.30am,
on the school field behind the leisure centre. The course costs £75, which includes bow hire and
three months' club membership.
""",
    "range_rules.txt": """\
Nobody crosses the shooting line until the field captain calls "collect". If anyone shouts "fast",
stop shooting at once and lower your bow. Dogs must stay in the car park.
""",
    "kit.md": """\
# Kit

| item | who provides it |
|---|---|
| bow | the club (on loan) |
| arrows | the club for the first three weeks, then your own |
| arm guard | the club |
| finger tab | buy your own, about £8 |
| flat shoes | you |
""",
    "coach_notes.txt": """\
Stand side-on to the target with your feet shoulder-width apart. Draw to the same anchor point
under your chin every time. Most beginners shoot at 10 metres in the first week and 20 metres
by the end of the course.
""",
    "text.txt": """\
Hi Rob, if it rains on Sunday we'll move into the sports hall, same time. Coach Anita
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "course_letter.txt", "2 March"),
    ("what time is archery", "course_letter.txt", "9.30 to 11.30am"),
    ("how much is the course", "course_letter.txt", "£75"),
    ("is bow hire included", "course_letter.txt", "includes bow hire"),
    ("what happens if someone shouts fast", "range_rules.txt", "stop shooting at once"),
    ("can I bring my dog", "range_rules.txt", "Dogs must stay in the car park"),
    ("do I need my own arrows", "kit.md", "the club for the first three weeks, then your own"),
    ("how much is a finger tab", "kit.md", "about £8"),
    ("how far away is the target at first", "coach_notes.txt", "10 metres"),
    ("where should I draw to", "coach_notes.txt", "the same anchor point"),
    ("what if it rains", "text.txt", "we'll move into the sports hall"),
    ("is there parking for bikes", None, ""),
    ("do I need insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your induction at Crux Climbing Centre is on Thursday 13 February at 6pm and lasts 90 minutes.
The induction fee is £20; after that a visit costs £11, or £9 before 4pm on weekdays.
""",
    "wall_rules.txt": """\
Under 16s must be supervised by an inducted adult. Chalk balls only, no loose chalk. Never
walk or stand under someone who is climbing.
""",
    "grades.csv": """\
colour,grade
yellow,V0
green,V1-V2
blue,V3
red,V4-V5
black,V6 and above
""",
    "kit_note.txt": """\
Shoes and harnesses are included in the induction. Wear loose clothes; jeans are fine but
not ideal.
""",
    "email.txt": """\
Hi Kemi, the car park fills up after 6, so try the Tesco one over the road. Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my induction", "booking.txt", "Thursday 13 February at 6pm"),
    ("how long is the induction", "booking.txt", "90 minutes"),
    ("how much is it after the induction", "booking.txt", "£11"),
    ("is it cheaper in the day", "booking.txt", "£9 before 4pm on weekdays"),
    ("can my 14 year old climb on her own", "wall_rules.txt", "Under 16s must be supervised by an inducted adult"),
    ("can I use loose chalk", "wall_rules.txt", "Chalk balls only"),
    ("what grade is blue", "grades.csv", "V3"),
    ("which colour is V0", "grades.csv", "yellow"),
    ("do I need my own shoes", "kit_note.txt", "Shoes and harnesses are included"),
    ("where should I park", "email.txt", "the Tesco one over the road"),
    ("is there a café", None, ""),
    ("can I bring a friend to watch", None, ""),
]
