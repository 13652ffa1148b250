"""A performer's papers for an open mic night (the forty-sixth session): the host's email, the
running order as a table, the venue's house rules, the sound notes and a text. Its validation
folder is a poetry competition entrant's: the entry rules, the judges as CSV, the results
email, the reading night details and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "host_email.txt": """\
Hi Sam, you're on the list for the Crown and Anchor open mic on Thursday 6 February. Doors 7pm,
music from 7:30. Each act gets three songs or 12 minutes, whichever is shorter.
""",
    "running_order.md": """\
# Running order

| slot | act | on at |
|---|---|---|
| 1 | Ellie Moss | 7:30pm |
| 2 | The Dovetails | 7:45pm |
| 3 | Sam Reid | 8:00pm |
| 4 | Raj and Leo | 8:15pm |
""",
    "house_rules.txt": """\
Performers get one free drink from the bar. No covers of songs by the same artist back to back.
Under-18s must leave by 9pm.
""",
    "sound_notes.txt": """\
We have a vocal mic, two guitar DI leads and a keyboard stand. Bring your own guitar and cables
for pedals. Soundcheck is at 6:45pm, five minutes per act.
""",
    "text.txt": """\
Hey Sam, Dan from the Crown - could you swap with Raj and Leo? They're running late. Cheers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the open mic", "host_email.txt", "Thursday 6 February"),
    ("how many songs can I do", "host_email.txt", "three songs"),
    ("what time do the doors open", "host_email.txt", "Doors 7pm"),
    ("what time am I on", "running_order.md", "8:00pm"),
    ("who is on after me", "running_order.md", "Raj and Leo"),
    ("who's on first", "running_order.md", "Ellie Moss"),
    ("do performers get a free drink", "house_rules.txt", "one free drink"),
    ("when do under 18s have to leave", "house_rules.txt", "by 9pm"),
    ("do I need to bring my guitar", "sound_notes.txt", "Bring your own guitar"),
    ("when is soundcheck", "sound_notes.txt", "6:45pm"),
    ("who does Dan want me to swap with", "text.txt", "Raj and Leo"),
    ("is there a drum kit", None, ""),
    ("do we get paid", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_rules.txt": """\
Poems of up to 40 lines, on any subject, unpublished. Entry fee £5 per poem, up to three poems.
Closing date: 31 January. Send entries without your name on the poem; judging is anonymous.
""",
    "judges.csv": """\
name,role
Helen Voss,head judge
Kofi Mensah,judge
Ruth Aldine,young poets judge
""",
    "results_email.txt": """\
Congratulations, your poem "Low Tide" was highly commended! The prize-winners each get £100; the
highly commended get a certificate and a copy of the anthology.
""",
    "reading_night.txt": """\
The prize-giving and reading is on Saturday 15 March, 6pm at the Town Library.
Each reader gets three minutes.
""",
    "message.txt": """\
So proud of you! I'll come to the reading, save me a seat. Mum
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long can a poem be", "entry_rules.txt", "up to 40 lines"),
    ("how much is entry", "entry_rules.txt", "£5 per poem"),
    ("when is the closing date", "entry_rules.txt", "31 January"),
    ("who is the head judge", "judges.csv", "Helen Voss"),
    ("what did my poem get", "results_email.txt", "highly commended"),
    ("what do I get", "results_email.txt", "a certificate and a copy of the anthology"),
    ("where is the reading", "reading_night.txt", "the Town Library"),
    ("how long do I get to read", "reading_night.txt", "three minutes"),
    ("who is coming to the reading", "message.txt", "Mum"),
    ("can I enter a short story", None, ""),
    ("is the anthology for sale", None, ""),
]
