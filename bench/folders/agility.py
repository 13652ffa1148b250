"""A dog owner's papers for a beginners' dog agility course (the forty-ninth session): the booking
email, the club rules, the course weeks as a table, the trainer's notes and a text. Its validation
folder is an owner's for a flyball taster: the booking, the rules, the session plan as CSV, the
kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Bramble is booked on Foundation Agility at Paws Arena, six Wednesdays from 9 April, 6.30 to 7.30pm.
The course is £72. Dogs must be at least 12 months old to start.
""",
    "club_rules.txt": """\
Dogs stay on lead in the car park and the waiting area. Bitches in season cannot attend. Pick up
after your dog; bags are by the gate.
""",
    "weeks.md": """\
# Course weeks

| week | what we learn |
|---|---|
| 1 | focus games and the tunnel |
| 2 | low jumps |
| 3 | the A-frame, at a low height |
| 4 | weaves with guides |
| 5 | short sequences |
| 6 | a fun run round a full course |
""",
    "trainer_notes.txt": """\
Bring high-value treats, such as cheese or chicken, and a favourite toy. Don't feed your dog a big
meal in the two hours before class.
""",
    "text.txt": """\
Hi Lucy, the arena is the blue barn past the stables, park on the gravel. Trainer Mel
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does agility start", "booking.txt", "9 April"),
    ("what time is the class", "booking.txt", "6.30 to 7.30pm"),
    ("how much is the course", "booking.txt", "£72"),
    ("how old does my dog need to be", "booking.txt", "at least 12 months old"),
    ("can my dog be off lead in the car park", "club_rules.txt", "Dogs stay on lead in the car park"),
    ("where are the poo bags", "club_rules.txt", "bags are by the gate"),
    ("what do we do in week 4", "weeks.md", "weaves with guides"),
    ("which week is the A-frame", "weeks.md", "3"),
    ("what treats should I bring", "trainer_notes.txt", "cheese or chicken"),
    ("can I feed him before class", "trainer_notes.txt", "Don't feed your dog a big"),
    ("where is the arena", "text.txt", "the blue barn past the stables"),
    ("is there a toilet", None, ""),
    ("can two people handle the dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Flyball taster for Pepper, Sunday 27 April at 10am, Hilltop Flyball Club, Lower Field. £15 for an
hour.
""",
    "rules.txt": """\
Dogs must be vaccinated and over 10 months. Only one dog per handler on the taster.
""",
    "plan.csv": """\
time,what
10:00,meet the team and warm up
10:15,chasing a ball down the lane
10:35,the box
10:50,a relay run with other dogs
""",
    "kit_note.txt": """\
Wear trainers, as the grass can be slippery. A harness is better than a collar for flyball.
""",
    "email.txt": """\
Hi Tom, the field gate code is 4471, please close it behind you. Hilltop Flyball
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the flyball taster", "booking.txt", "Sunday 27 April at 10am"),
    ("how much is it", "booking.txt", "£15"),
    ("how old does Pepper have to be", "rules.txt", "over 10 months"),
    ("can I bring both dogs", "rules.txt", "Only one dog per handler"),
    ("when do they use the box", "plan.csv", "10:35"),
    ("what happens at 10:50", "plan.csv", "a relay run with other dogs"),
    ("what shoes should I wear", "kit_note.txt", "Wear trainers"),
    ("should she wear a collar", "kit_note.txt", "A harness is better than a collar"),
    ("what's the gate code", "email.txt", "4471"),
    ("does the dog need vaccinations", "rules.txt", "Dogs must be vaccinated"),
    ("is there water for the dogs", None, ""),
    ("can I watch first", None, ""),
]
