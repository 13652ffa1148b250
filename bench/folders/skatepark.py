"""A parent's papers for a child's skatepark sessions (the forty-sixth session): the booking
email, the park rules, the session times as a table, the kit hire page and a text. Its
validation folder is a parent's for a BMX track's taster day: the confirmation, the safety
rules, the timetable as CSV, the bike hire terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Ollie is booked on Beginners Scooter and Skate, Sundays 9am to 10:30am, for six weeks from 4
May at Riverside Skatepark. The six weeks cost £54, paid.
""",
    "park_rules.txt": """\
Helmets must be worn by all riders under 18. No food or drink on the ramps.
Parents stay on the viewing deck during coached sessions.
""",
    "sessions.md": """\
# Weekend sessions

| session | day | time |
|---|---|---|
| Beginners | Sunday | 9am to 10:30am |
| Intermediate | Sunday | 11am to 12:30pm |
| Open ride | Saturday | 2pm to 6pm |
""",
    "kit_hire.txt": """\
Helmets and pads can be hired for £3 a session from reception.
Scooters can't be hired; bring your own.
""",
    "text.txt": """\
Coach Tyler here, Ollie did great today! Next week we're learning to drop in. See you Sunday
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is Ollie's session", "booking_email.txt", "9am to 10:30am"),
    ("how many weeks is the course", "booking_email.txt", "six weeks"),
    ("how much did it cost", "booking_email.txt", "£54"),
    ("does he need a helmet", "park_rules.txt", "Helmets must be worn by all riders under 18"),
    ("where do parents wait", "park_rules.txt", "on the viewing deck"),
    ("when is open ride", "sessions.md", "Saturday"),
    ("what time is the intermediate session", "sessions.md", "11am to 12:30pm"),
    ("how much is pad hire", "kit_hire.txt", "£3 a session"),
    ("can we hire a scooter", "kit_hire.txt", "Scooters can't be hired"),
    ("what are they learning next week", "text.txt", "to drop in"),
    ("who is the coach", "text.txt", "Tyler"),
    ("is there a cafe", None, ""),
    ("can he bring a friend", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
BMX taster day for Maya on Saturday 21 June, 10am to 1pm, at Hollow Lane BMX track. Cost £25,
including a bike, helmet and gloves.
""",
    "safety_rules.txt": """\
Long sleeves and long trousers must be worn. Closed-toe trainers only, no sandals.
Riders under 12 need a parent on site.
""",
    "timetable.csv": """\
time,activity
10:00,bike fitting and safety talk
10:30,skills in the start area
11:45,laps of the track
12:45,mini race
""",
    "bike_hire.txt": """\
After the taster, bikes can be hired for club nights at £5 a session, or bought through the club
from about £250.
""",
    "message.txt": """\
Can Maya bring her own bike? It's a 20 inch. Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the taster", "confirmation.txt", "Saturday 21 June"),
    ("how much is it", "confirmation.txt", "£25"),
    ("is a bike included", "confirmation.txt", "including a bike"),
    ("can she wear shorts", "safety_rules.txt", "long trousers must be worn"),
    ("do I need to stay", "safety_rules.txt", "need a parent on site"),
    ("what time is the mini race", "timetable.csv", "12:45"),
    ("what happens at 10:30", "timetable.csv", "skills in the start area"),
    ("how much is bike hire for club nights", "bike_hire.txt", "£5 a session"),
    ("what size is Maya's bike", "message.txt", "20 inch"),
    ("is there a changing room", None, ""),
    ("are there girls only sessions", None, ""),
]
