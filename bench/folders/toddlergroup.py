"""A parent's papers for a toddler group (the forty-fifth session): the group's welcome sheet, the
term's themes as a table, the snack rota, the safety rules and a text. Its validation folder is a
baby massage course's: the booking email, the session plan as CSV, what to bring, the teacher's
note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Little Acorns Toddler Group meets in St Luke's church hall on Tuesdays, 9:30 to 11:30am,
in term time. £2.50 per family, including a drink and biscuit for grown-ups. Babies are free.
""",
    "themes.md": """\
# Autumn term themes

| week of | theme |
|---|---|
| 16 September | farm animals |
| 30 September | colours |
| 14 October | autumn leaves |
| 28 October | fireworks |
""",
    "snack_rota.txt": """\
Each family brings fruit for the snack table once a term. Please cut grapes lengthways.
Your turn: Tuesday 21 October.
""",
    "rules.txt": """\
Grown-ups must stay with their children at all times. Hot drinks stay in the kitchen hatch area,
away from the play mats. Buggies are parked in the side porch.
""",
    "text.txt": """\
See you Tuesday! Bring Leo's wellies, we're doing puddle jumping in the garden after songs. Priya
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is toddler group", "welcome.txt", "St Luke's church hall"),
    ("what time does it start", "welcome.txt", "9:30"),
    ("how much does it cost", "welcome.txt", "£2.50 per family"),
    ("do babies pay", "welcome.txt", "Babies are free"),
    ("what's the theme for 14 October", "themes.md", "autumn leaves"),
    ("when is the fireworks week", "themes.md", "28 October"),
    ("what do we bring for snack", "snack_rota.txt", "fruit"),
    ("when is our snack turn", "snack_rota.txt", "Tuesday 21 October"),
    ("how should I cut the grapes", "snack_rota.txt", "lengthways"),
    ("can I leave him and pop out", "rules.txt", "must stay with their children"),
    ("where can I drink my tea", "rules.txt", "kitchen hatch area"),
    ("where do I put the buggy", "rules.txt", "side porch"),
    ("what does Leo need to bring", "text.txt", "wellies"),
    ("does it run in the holidays", "welcome.txt", "in term time"),
    ("is there a nappy changing table", None, ""),
    ("can dads come", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
You are booked on Baby Massage with Helen, 5 weeks from Monday 6 October, 1:30 to 2:30pm at the
Willow Family Centre. Course fee £45, paid. Babies from 6 weeks until they crawl.
""",
    "session_plan.csv": """\
week,focus
1,legs and feet
2,tummy for wind and colic
3,chest and arms
4,back
5,face and a full routine
""",
    "what_to_bring.txt": """\
Bring a large towel, a spare nappy and a bottle or feed. Oil is provided: we use cold-pressed
sunflower oil. Wear comfy clothes; we sit on the floor.
""",
    "teacher_note.txt": """\
Please don't massage a baby within 48 hours of a vaccination, or if they are unwell. Feed at least
half an hour before the class.
""",
    "message.txt": """\
Shall we get coffee after week 1? The café next door does 10% off with the course card. Amy x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does baby massage start", "booking.txt", "Monday 6 October"),
    ("how much is the course", "booking.txt", "£45"),
    ("where is it", "booking.txt", "Willow Family Centre"),
    ("how old does the baby need to be", "booking.txt", "from 6 weeks"),
    ("what's week 2 about", "session_plan.csv", "tummy for wind and colic"),
    ("which week is the back", "session_plan.csv", "4"),
    ("do I need to bring oil", "what_to_bring.txt", "Oil is provided"),
    ("what should I bring", "what_to_bring.txt", "large towel"),
    ("can we go after her jabs", "teacher_note.txt", "48 hours"),
    ("when should I feed him", "teacher_note.txt", "half an hour before"),
    ("what discount does the café give", "message.txt", "10% off"),
    ("can twins come", None, ""),
    ("is there a certificate at the end", None, ""),
]
