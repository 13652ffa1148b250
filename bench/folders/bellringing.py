"""A learner's papers for church bell ringing (the fifty-second session): the tower captain's
welcome, the practice and service times as a table, the safety note, the learner's notes and a text
from another ringer. Its validation folder is a volunteer's for a church flower rota: the rota
letter, the rota as CSV, the arranging note, the church note and an email, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to the ringers at St Michael's, Ashby. Practice night is Tuesday from 7.30pm to 9pm, and the
tower has 8 bells. Your teacher for the first few weeks is Margaret Cole, our tower captain.
""",
    "times.md": """\
# When we ring

| occasion | time |
|---|---|
| Tuesday practice | 7.30pm |
| Sunday morning service | 9.15am |
| Weddings | by arrangement |
""",
    "safety_note.txt": """\
Never touch a bell rope unless a teacher is standing beside you. Tie long hair back and wear flat
shoes; loose scarves must be taken off before you ring.
""",
    "learner_notes.txt": """\
Handling lessons come first: most learners need 6 to 10 lessons before they can ring with the band.
The tower stairs have 52 steps, so come ten minutes early.
""",
    "text.txt": """\
Hi! No practice next week, the ropes are being replaced. Back the week after. Keith
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is practice night", "welcome.txt", "Tuesday from 7.30pm to 9pm"),
    ("how many bells are there", "welcome.txt", "8 bells"),
    ("who is teaching me", "welcome.txt", "Margaret Cole"),
    ("what time do they ring on Sunday", "times.md", "9.15am"),
    ("can I ring for weddings", "times.md", "by arrangement"),
    ("what shoes should I wear", "safety_note.txt", "wear flat"),
    ("can I touch the rope on my own", "safety_note.txt", "Never touch a bell rope unless a teacher is standing beside you"),
    ("how many lessons will I need", "learner_notes.txt", "6 to 10 lessons"),
    ("how many steps are there", "learner_notes.txt", "52 steps"),
    ("why is there no practice next week", "text.txt", "the ropes are being replaced"),
    ("is there a fee", None, ""),
    ("how old do you have to be", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "rota_letter.txt": """\
Thank you for joining the flower rota at Holy Trinity, Marlow. Each volunteer arranges the altar
flowers for one weekend a term, and flowers should be in place by Saturday at 4pm.
""",
    "rota.csv": """\
weekend,volunteer
7 September,Judith Hale
14 September,you
21 September,Mark Osei
28 September,Harvest (everyone)
""",
    "arranging_note.txt": """\
Vases, oasis and wire are kept in the cupboard in the vestry. Please take dead flowers to the
compost bin by the lychgate.
""",
    "church_note.txt": """\
No flowers are placed in church during Lent. The church is open for arranging from 10am every Saturday.
""",
    "email.txt": """\
Dear Fiona, the flower fund will pay back up to £25 for your flowers if you keep the receipt. Rev Anne
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do the flowers need to be done by", "rota_letter.txt", "Saturday at 4pm"),
    ("which weekend am I on", "rota.csv", "14 September"),
    ("who is on 21 September", "rota.csv", "Mark Osei"),
    ("where are the vases", "arranging_note.txt", "the cupboard in the vestry"),
    ("what do I do with the old flowers", "arranging_note.txt", "take dead flowers to the"),
    ("are there flowers in Lent", "church_note.txt", "No flowers are placed in church during Lent"),
    ("what time is the church open", "church_note.txt", "from 10am every Saturday"),
    ("do I get the money back", "email.txt", "up to £25"),
    ("how often do I do the flowers", "rota_letter.txt", "one weekend a term"),
    ("is there a meeting for volunteers", None, ""),
    ("can I bring flowers from my garden", None, ""),
]
