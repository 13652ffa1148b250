"""A new member's papers for a boxing gym (the fiftieth session): the membership email, the gym
rules, the class timetable as a table, the kit note and a text. Its validation folder is a
member's for a climbing wall's bouldering club: the welcome email, the wall rules, the prices as
CSV, the induction note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_email.txt": """\
Welcome to Iron Fist Boxing Gym, Dev! Your membership is £39 a month and gives you unlimited
classes. The gym is at Unit 7, Canal Side Works, and is open 6am to 10pm on weekdays.
""",
    "gym_rules.txt": """\
No sparring without a coach present. Wipe down the bags and mats after use. Members under 18 need
a parent's signed consent form.
""",
    "timetable.md": """\
# Classes

| class | day | time | coach |
|---|---|---|---|
| boxercise | Monday | 6:30pm | Shaz |
| beginners' boxing | Tuesday | 7pm | Marcus |
| open sparring | Saturday | 10am | Marcus |
""",
    "kit_note.txt": """\
You'll need your own hand wraps and 14oz gloves. A gumshield is a must for sparring; we sell them
at the front desk for £6.
""",
    "text.txt": """\
Hi Dev, Marcus says after four beginners' classes you can move up to the improvers' class. Iron Fist
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "membership_email.txt", "£39 a month"),
    ("where is the gym", "membership_email.txt", "Unit 7, Canal Side Works"),
    ("what are the opening hours", "membership_email.txt", "6am to 10pm on weekdays"),
    ("can I spar on my own", "gym_rules.txt", "No sparring without a coach present"),
    ("can my 16 year old join", "gym_rules.txt", "a parent's signed consent form"),
    ("who takes the beginners' class", "timetable.md", "Marcus"),
    ("what day is boxercise", "timetable.md", "Monday"),
    ("what time is open sparring", "timetable.md", "10am"),
    ("what size gloves do I need", "kit_note.txt", "14oz gloves"),
    ("where can I buy a gumshield", "kit_note.txt", "at the front desk"),
    ("when can I move up a class", "text.txt", "after four beginners' classes"),
    ("is there a women-only class", None, ""),
    ("are there showers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Hi Jess, welcome to the Boulder Barn bouldering club! We climb together
on Wednesday evenings from 6pm. Your membership card number is BB-0662.
""",
    "wall_rules.txt": """\
Never climb directly above or below another climber. Chalk balls only, no loose chalk. Children
under 14 must be supervised by an adult at all times.
""",
    "prices.csv": """\
ticket,peak,off-peak
adult entry,£12,£9
junior entry,£8,£6
shoe hire,£4,£4
""",
    "induction_note.txt": """\
Every new climber must do a 20-minute induction before climbing, even if you have climbed
elsewhere. Inductions run every hour on the hour.
""",
    "message.txt": """\
Hey Jess, the club social is at the Tap House on Friday, first drink's on the club! Sam
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the club climb", "welcome_email.txt", "on Wednesday evenings from 6pm"),
    ("what's my membership number", "welcome_email.txt", "BB-0662"),
    ("can I use loose chalk", "wall_rules.txt", "Chalk balls only, no loose chalk"),
    ("does my 12 year old need an adult", "wall_rules.txt", "must be supervised by an adult"),
    ("how much is off-peak adult entry", "prices.csv", "£9"),
    ("what does shoe hire cost", "prices.csv", "£4"),
    ("how much is junior peak entry", "prices.csv", "£8"),
    ("do I need an induction", "induction_note.txt", "Every new climber must do a 20-minute induction"),
    ("how often are inductions", "induction_note.txt", "every hour on the hour"),
    ("where is the social", "message.txt", "at the Tap House on Friday"),
    ("is there a car park", None, ""),
    ("can I hire a harness", None, ""),
]
