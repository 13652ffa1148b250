"""A parent's papers for a swimming gala (the forty-fifth session): the club's gala letter, the
entry list as a table, the kit and poolside rules, the results email and a text. Its validation
folder is a gymnastics competition's: the invitation, the timetable as CSV, the leotard rules, the
scores email and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "gala_letter.txt": """\
Otters Swimming Club's winter gala is on Sunday 16 November at Riverside Leisure Centre. Warm-up
starts at 8:15am and racing at 9am. Spectators pay £3 at the door; swimmers are free.
""",
    "entries.md": """\
# Ruby's entries

| race | event number | heat |
|---|---|---|
| 50m freestyle | 4 | 2 |
| 50m backstroke | 11 | 1 |
| 100m individual medley | 19 | 3 |
""",
    "rules.txt": """\
Swimmers must wear the club cap and a plain costume. Only swimmers and officials are allowed on
poolside. Parents watch from the balcony. Bring a snack and a water bottle.
""",
    "results_email.txt": """\
Results will be posted on the club website by Tuesday evening. Medals go to the
first three in each age group, presented at the end of each session.
""",
    "text.txt": """\
Can you drop Ruby off at 8? I'll take Zac to football and come to the gala after. Mark
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the gala", "gala_letter.txt", "Sunday 16 November"),
    ("where is the gala", "gala_letter.txt", "Riverside Leisure Centre"),
    ("what time is warm-up", "gala_letter.txt", "8:15am"),
    ("how much is it to watch", "gala_letter.txt", "£3"),
    ("what heat is the backstroke", "entries.md", "1"),
    ("what's the event number for the medley", "entries.md", "19"),
    ("what does Ruby need to wear", "rules.txt", "club cap"),
    ("where do parents watch from", "rules.txt", "the balcony"),
    ("can I go on poolside", "rules.txt", "Only swimmers and officials"),
    ("when will the results be up", "results_email.txt", "by Tuesday evening"),
    ("who gets medals", "results_email.txt", "first three in each age group"),
    ("what time should Ruby be dropped off", "text.txt", "at 8"),
    ("where is Zac going", "text.txt", "football"),
    ("is there a café at the pool", None, ""),
    ("can I take photos", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Maya is entered in the Under 10 floor and vault competition on Saturday 29 November
at Northgate Gymnastics Club. Entry fee £22, paid. Spectator tickets are £5, under 5s free.
""",
    "timetable.csv": """\
time,what
8:30am,registration
9:00am,warm-up
10:15am,competition starts
12:30pm,medals
""",
    "leotard_rules.txt": """\
Gymnasts wear a club leotard, with hair tied back and no jewellery. Earrings must be taken out, not
taped.
""",
    "scores_email.txt": """\
Scores are shown on the screen after each routine and sent out by email the next day.
""",
    "message.txt": """\
Nana and Grandad are coming, I've got 2 spectator tickets for them. Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the competition", "invitation.txt", "Saturday 29 November"),
    ("where is it", "invitation.txt", "Northgate Gymnastics Club"),
    ("how much are spectator tickets", "invitation.txt", "£5"),
    ("what time is registration", "timetable.csv", "8:30am"),
    ("when are the medals", "timetable.csv", "12:30pm"),
    ("can she keep her earrings in", "leotard_rules.txt", "must be taken out"),
    ("what should she wear", "leotard_rules.txt", "club leotard"),
    ("when do we get the scores", "scores_email.txt", "after each routine"),
    ("who are the tickets for", "message.txt", "Nana and Grandad"),
    ("is there parking", None, ""),
    ("can we film her routine", None, ""),
]
