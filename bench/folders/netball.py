"""A parent's papers for a daughter's netball club (the forty-seventh session): the welcome email,
the club's code of conduct, the fixtures as a table, the kit list and a text from the coach. Its
validation folder is a parent's for a gymnastics club: the joining letter, the club rules, the
class times as CSV, the competition note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Riverside Netball Club, Amelia! Under-12s train on Thursdays from 6pm to 7.15pm at
Riverside Leisure Centre. Annual membership is £85, including England Netball registration.
""",
    "code_of_conduct.txt": """\
Parents must stay off the court and cheer positively. No jewellery can be worn in training or matches.
Players who miss two sessions without telling the coach may be left out of the next match.
""",
    "fixtures.md": """\
# Fixtures

| date | opponent | venue | meet time |
|---|---|---|---|
| 20 September | Hillside Hawks | home | 9.15am |
| 27 September | Northfield Stars | away | 8.45am |
| 4 October | Bridge Street | home | 9.30am |
""",
    "kit_list.txt": """\
Match kit: navy skirt and the club bib, supplied on match days. Training:
trainers, shorts and a water bottle. Long hair tied back and nails short.
""",
    "coach_text.txt": """\
Amelia will play Wing Attack on Saturday. Match fees are £3 each week, cash please. Coach Donna
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is netball training", "welcome_email.txt", "Thursdays from 6pm to 7.15pm"),
    ("how much is membership", "welcome_email.txt", "£85"),
    ("can she wear earrings", "code_of_conduct.txt", "No jewellery"),
    ("what happens if she misses training", "code_of_conduct.txt", "left out of the next match"),
    ("who are we playing on 27 September", "fixtures.md", "Northfield Stars"),
    ("what time do we meet on 4 October", "fixtures.md", "9.30am"),
    ("is the Hillside Hawks match at home", "fixtures.md", "home"),
    ("what does she wear for training", "kit_list.txt", "trainers, shorts and a water bottle"),
    ("does she need to buy a bib", "kit_list.txt", "supplied on match days"),
    ("what position is Amelia playing", "coach_text.txt", "Wing Attack"),
    ("how much are match fees", "coach_text.txt", "£3 each week"),
    ("is there a club tournament", None, ""),
    ("do they need shin pads", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "joining_letter.txt": """\
Dear parent, Poppy has a place in the Level 3 squad at Starjumpers Gymnastics. Fees are
£42 a month by direct debit, and British Gymnastics membership is £21 a year on top.
""",
    "club_rules.txt": """\
Leotards or a fitted t-shirt and shorts only, no zips. Hair up, no jewellery. Parents may
watch from the balcony only.
""",
    "class_times.csv": """\
squad,day,time
Level 1,Monday,4.30pm to 5.30pm
Level 3,Wednesday,5pm to 6.30pm
Level 3,Saturday,9am to 10.30am
""",
    "competition_note.txt": """\
The club competition is on Sunday 16 November at Westgate Sports Hall. Entry £15. Spectators £3.
""",
    "message.txt": """\
Reminder: no class on Saturday 25 October, the hall is being used for a craft fair. Coach Lisa
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which squad is Poppy in", "joining_letter.txt", "Level 3"),
    ("how much are the monthly fees", "joining_letter.txt", "£42 a month"),
    ("what can she wear", "club_rules.txt", "Leotards or a fitted t-shirt and shorts"),
    ("where can parents watch", "club_rules.txt", "from the balcony only"),
    ("what time is Level 3 on Wednesday", "class_times.csv", "5pm to 6.30pm"),
    ("what day is Level 1", "class_times.csv", "Monday"),
    ("when is the competition", "competition_note.txt", "Sunday 16 November"),
    ("how much to watch the competition", "competition_note.txt", "Spectators £3"),
    ("why is there no class on 25 October", "message.txt", "craft fair"),
    ("how much is British Gymnastics membership", "joining_letter.txt", "£21 a year"),
    ("do they do holiday camps", None, ""),
    ("can she bring a snack", None, ""),
]
