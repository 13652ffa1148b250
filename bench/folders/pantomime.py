"""A parent's papers for a child in the village pantomime (the forty-ninth session): the cast
letter, the rehearsal rules, the schedule as a table, the costume note and a text. Its validation
folder is a parent's for a school's summer musical: the letter, the rules, the performances as CSV,
the costume note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "cast_letter.txt": """\
Thank you for joining the cast of Jack and the Beanstalk at Hartley Village Hall. Ellie will be
in the villagers' chorus and the dance of the cows. Performances are 16, 17 and 18 January.
""",
    "rehearsal_rules.txt": """\
Children under 12 must be collected by an adult from the hall door. Please send a named water bottle.
Phones stay in bags during rehearsals.
""",
    "schedule.md": """\
# Rehearsals

| date | time | who |
|---|---|---|
| Sunday 5 January | 2pm to 4pm | chorus and dancers |
| Wednesday 8 January | 6pm to 8pm | principals only |
| Sunday 12 January | 1pm to 5pm | full dress rehearsal, everyone |
""",
    "costume_note.txt": """\
Villagers need a plain white T-shirt and black leggings; the cow costumes are provided. Stage
make-up will be done at the hall on performance nights.
""",
    "text.txt": """\
Hi Laura, tickets go on sale at the post office on 2 December, £8 adults and £5 children. Margaret
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what part is Ellie playing", "cast_letter.txt", "the villagers' chorus and the dance of the cows"),
    ("when are the shows", "cast_letter.txt", "16, 17 and 18 January"),
    ("do I have to pick her up", "rehearsal_rules.txt", "collected by an adult from the hall door"),
    ("can she take her phone", "rehearsal_rules.txt", "Phones stay in bags"),
    ("when is the dress rehearsal", "schedule.md", "Sunday 12 January"),
    ("is Ellie needed on Wednesday 8 January", "schedule.md", "principals only"),
    ("what time is the rehearsal on 5 January", "schedule.md", "2pm to 4pm"),
    ("what does she need to wear", "costume_note.txt", "a plain white T-shirt and black leggings"),
    ("do we need to make the cow costume", "costume_note.txt", "the cow costumes are provided"),
    ("where can I buy tickets", "text.txt", "at the post office"),
    ("how much are children's tickets", "text.txt", "£5 children"),
    ("is there an interval", None, ""),
    ("can I film the show", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Year 6 are performing Oliver! in the school hall. Sam has been cast as the Artful Dodger. Lines
must be learned by half term.
""",
    "rules.txt": """\
After-school rehearsals finish at 4.45pm; please collect from the music room. No nuts in snacks.
""",
    "performances.csv": """\
date,time,audience
Tuesday 8 July,1.30pm,grandparents' matinee
Wednesday 9 July,6pm,families
Thursday 10 July,6pm,families
""",
    "costume_note.txt": """\
Sam needs a long dark coat, a battered top hat and fingerless gloves; please label everything.
""",
    "email.txt": """\
Dear parents, two tickets per family for the evening shows, £3 each, from the school office. Mrs Okafor
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is Sam playing", "letter.txt", "the Artful Dodger"),
    ("when do the lines need to be learned", "letter.txt", "by half term"),
    ("what time do rehearsals finish", "rules.txt", "4.45pm"),
    ("where do I collect him", "rules.txt", "from the music room"),
    ("when is the grandparents' show", "performances.csv", "Tuesday 8 July"),
    ("what time is the show on Thursday", "performances.csv", "6pm"),
    ("what costume does Sam need", "costume_note.txt", "a long dark coat, a battered top hat and fingerless gloves"),
    ("how many tickets can we have", "email.txt", "two tickets per family"),
    ("how much are the tickets", "email.txt", "£3 each"),
    ("can he bring a peanut butter sandwich", "rules.txt", "No nuts in snacks"),
    ("is there a raffle", None, ""),
    ("can younger siblings come", None, ""),
]
