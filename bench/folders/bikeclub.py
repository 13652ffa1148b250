"""A parent's papers for a children's cycling club (the forty-eighth session): the welcome letter,
the club rules, the session plan as a table, the bike check note and a text. Its validation
folder is a parent's for a junior tennis camp: the booking, the camp rules, the daily timetable as
CSV, the kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Spokes Youth Cycling! Amir is in the Red group (ages 8 to 10). Sessions are on Saturday
mornings, 9.30am to 11am, at Eastfield Park cycle track. Membership is £45 a year.
""",
    "club_rules.txt": """\
Helmets must be worn at all times on the track. Parents stay in the park during sessions. If a
session is cancelled for rain, we post it on the club page by 8am.
""",
    "session_plan.md": """\
# Term plan

| week | skill |
|---|---|
| 1 | braking and control |
| 2 | cornering |
| 3 | group riding |
| 4 | a mini race |
""",
    "bike_check_note.txt": """\
Check tyres are pumped up and brakes work before each session. Coaches can lend a bike if his is out of action.
""",
    "text.txt": """\
Hi, Amir's doing brilliantly, he could move up to the Blue group next term. Coach Sian
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which group is Amir in", "welcome_letter.txt", "Red group"),
    ("what time is cycling club", "welcome_letter.txt", "9.30am to 11am"),
    ("how much is membership", "welcome_letter.txt", "£45 a year"),
    ("does he have to wear a helmet", "club_rules.txt", "Helmets must be worn at all times"),
    ("can I leave him there", "club_rules.txt", "Parents stay in the park"),
    ("how will I know if it's cancelled", "club_rules.txt", "we post it on the club page by 8am"),
    ("what are they doing in week 2", "session_plan.md", "cornering"),
    ("when is the mini race", "session_plan.md", "4"),
    ("what should we check on the bike", "bike_check_note.txt", "tyres are pumped up and brakes work"),
    ("what if his bike is broken", "bike_check_note.txt", "Coaches can lend a bike"),
    ("which group could he move to", "text.txt", "the Blue group"),
    ("do they do road rides", None, ""),
    ("is there a club kit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Ace Tennis junior camp for Ruby Lee (age 11), 28 July to 1 August, 9am to 3pm daily at Lime Grove Tennis
Club. £150 for the week.
""",
    "camp_rules.txt": """\
Children bring a packed lunch; no nuts. Rackets can be borrowed. If it rains, play moves to the indoor courts.
""",
    "timetable.csv": """\
time,activity
9am,warm-up and drills
10.30am,match play
12pm,lunch
1pm,games and challenges
2.30pm,cool-down
""",
    "kit_note.txt": """\
Wear tennis shoes or non-marking trainers, a cap and sun cream. A water bottle is essential.
""",
    "email.txt": """\
Dear parents, on Friday there's a mini tournament and parents are welcome to watch from 2pm. Coach Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the camp hours", "booking.txt", "9am to 3pm daily"),
    ("how much is the tennis camp", "booking.txt", "£150 for the week"),
    ("does Ruby need her own racket", "camp_rules.txt", "Rackets can be borrowed"),
    ("what happens if it rains", "camp_rules.txt", "play moves to the indoor courts"),
    ("can she take peanut butter sandwiches", "camp_rules.txt", "no nuts"),
    ("what time is lunch", "timetable.csv", "12pm"),
    ("what do they do at 10.30", "timetable.csv", "match play"),
    ("what shoes does she need", "kit_note.txt", "tennis shoes or non-marking trainers"),
    ("when can parents watch", "email.txt", "from 2pm"),
    ("what's on Friday", "email.txt", "a mini tournament"),
    ("is there a swimming pool", None, ""),
    ("do they give out prizes", None, ""),
]
