"""A learner's papers for a driving theory test (the forty-ninth session): the booking
confirmation, the test centre's rules, the test's parts as a table, the revision notes and a text.
Its validation folder is a learner rider's for a motorbike CBT: the booking, the rules, the day's
plan as CSV, the kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Your car theory test is booked for Monday 10 March at 2.15pm at the Leeds theory test centre, 4th
floor, Quarry House. The test fee of £23 has been paid.
""",
    "centre_rules.txt": """\
Bring your photocard driving licence; you cannot take the test without it. Arrive 15 minutes early.
Phones and watches go in the lockers provided.
""",
    "test_parts.md": """\
# The test

| part | what | pass mark |
|---|---|---|
| multiple choice | 50 questions in 57 minutes | 43 out of 50 |
| hazard perception | 14 video clips | 44 out of 75 |
""",
    "revision_notes.txt": """\
The official app has all the question banks. Practise hazard clips: clicking too often on a clip
scores zero for it.
""",
    "text.txt": """\
Good luck Sam! I'll pick you up from the station at 4. Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my theory test", "confirmation.txt", "Monday 10 March at 2.15pm"),
    ("where is the test centre", "confirmation.txt", "Quarry House"),
    ("have I paid for the test", "confirmation.txt", "The test fee of £23 has been paid"),
    ("what do I need to take", "centre_rules.txt", "your photocard driving licence"),
    ("can I keep my phone", "centre_rules.txt", "Phones and watches go in the lockers"),
    ("how many questions are there", "test_parts.md", "50 questions in 57 minutes"),
    ("what's the pass mark for hazard perception", "test_parts.md", "44 out of 75"),
    ("how many clips are there", "test_parts.md", "14 video clips"),
    ("what happens if I click too much", "revision_notes.txt", "scores zero for it"),
    ("where can I practise", "revision_notes.txt", "The official app"),
    ("who is picking me up", "text.txt", "Mum"),
    ("can I take it in Welsh", None, ""),
    ("when do I get the certificate", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
CBT booked with Two Wheels Training, Saturday 22 March, 8am to about 4pm, at the Eastfield Road
site. £150 including bike and helmet hire.
""",
    "rules.txt": """\
You must bring your provisional licence and be able to read a number plate at 20 metres. If it
snows, the course is moved to another date free of charge.
""",
    "plan.csv": """\
element,what
A,introduction and eyesight check
B,practical on-site training
C,on-site riding
D,road riding briefing
E,road ride of at least 2 hours
""",
    "kit_note.txt": """\
Wear sturdy boots that cover the ankle, jeans or thicker, and a warm waterproof jacket. Gloves are provided.
""",
    "email.txt": """\
Hi Kai, we'll be riding a 125cc Honda, there's no need to bring your own bike. Lee, instructor
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my CBT", "booking.txt", "Saturday 22 March"),
    ("how much is the CBT", "booking.txt", "£150"),
    ("is the helmet included", "booking.txt", "including bike and helmet hire"),
    ("what do I need to bring", "rules.txt", "your provisional licence"),
    ("what happens if it snows", "rules.txt", "moved to another date free of charge"),
    ("what's element C", "plan.csv", "on-site riding"),
    ("how long is the road ride", "plan.csv", "at least 2 hours"),
    ("what boots should I wear", "kit_note.txt", "sturdy boots that cover the ankle"),
    ("do I need gloves", "kit_note.txt", "Gloves are provided"),
    ("what bike will I ride", "email.txt", "a 125cc Honda"),
    ("is lunch provided", None, ""),
    ("can I bring a passenger", None, ""),
]
