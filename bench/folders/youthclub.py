"""A parent's papers for a youth club (the fiftieth session): the registration letter, the code of
conduct, the week's activities as a table, the trip note and a text. Its validation folder is a
parent's for a holiday football camp: the booking, the rules, the days as CSV, the kit note and an
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_letter.txt": """\
Thank you for registering Maya with Eastfield Youth Club, for ages 11 to 16. The club meets in the
Eastfield Community Hall on Tuesdays and Thursdays, 6:30 to 8:30pm. Each session is £1.50.
""",
    "code_of_conduct.txt": """\
Young people may not leave the building during a session
unless a parent has agreed it in writing. Phones are allowed, but no photos of other members.
""",
    "activities.md": """\
# This week

| day | activity | extra cost |
|---|---|---|
| Tuesday | pool and table tennis | none |
| Thursday | pizza making | £2 |
""",
    "trip_note.txt": """\
The summer trip to Thorpe Park is on Saturday 26 July. The coach leaves the hall at 8am and gets
back at about 7pm. The trip costs £35; consent forms are due by 1 July.
""",
    "text.txt": """\
Hi Nadia, Maya left her blue hoodie at club, it's in the lost property box by the office. Kev
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what ages is the youth club for", "registration_letter.txt", "ages 11 to 16"),
    ("when does it meet", "registration_letter.txt", "Tuesdays and Thursdays, 6:30 to 8:30pm"),
    ("how much is each session", "registration_letter.txt", "£1.50"),
    ("can she leave during the session", "code_of_conduct.txt", "unless a parent has agreed it in writing"),
    ("is she allowed her phone", "code_of_conduct.txt", "Phones are allowed"),
    ("what's happening on Thursday", "activities.md", "pizza making"),
    ("does pizza making cost extra", "activities.md", "£2"),
    ("when is the summer trip", "trip_note.txt", "Saturday 26 July"),
    ("what time does the coach leave", "trip_note.txt", "8am"),
    ("when do the consent forms need to be in", "trip_note.txt", "by 1 July"),
    ("where is her hoodie", "text.txt", "in the lost property box by the office"),
    ("do they do a Friday night", None, ""),
    ("can she bring a friend who isn't a member", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booking confirmed for Leo Hart, age 9, at Kickstart Holiday Football Camp, 28 to 31 October at
Ashton Park playing fields. Drop-off is from 8:45am and collection by 3:30pm.
""",
    "rules.txt": """\
Children must bring a packed lunch and a water bottle; we are a nut-free camp. Only named adults
can collect children.
""",
    "days.csv": """\
day,theme
Tuesday,dribbling skills
Wednesday,shooting
Thursday,penalty shoot-out
Friday,mini tournament
""",
    "kit_note.txt": """\
Children need shin pads and football boots or trainers.
Camp T-shirts are given out on the first day.
""",
    "email.txt": """\
Dear parents, if the weather is very bad we move indoors to the Ashton Leisure Centre sports hall. Coach Dean
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what dates is the camp", "booking.txt", "28 to 31 October"),
    ("where is it", "booking.txt", "Ashton Park playing fields"),
    ("what time is pick up", "booking.txt", "collection by 3:30pm"),
    ("does he need lunch", "rules.txt", "packed lunch"),
    ("can his grandad collect him", "rules.txt", "Only named adults"),
    ("what are they doing on Thursday", "days.csv", "penalty shoot-out"),
    ("which day is the mini tournament", "days.csv", "Friday"),
    ("does he need shin pads", "kit_note.txt", "shin pads"),
    ("when do they get their T-shirts", "kit_note.txt", "on the first day"),
    ("what happens if it rains", "email.txt", "move indoors to the Ashton Leisure Centre sports hall"),
    ("how much does the camp cost", None, ""),
    ("is there a girls' session", None, ""),
]
