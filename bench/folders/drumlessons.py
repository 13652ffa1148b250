"""A parent's papers for drum lessons (the fifty-fourth session): the teacher's welcome email,
the fees as a table, the practice sheet, the studio rules and a text. Its validation folder is an
adult learner's for singing lessons: the booking email, the packages as CSV, the warm-up sheet,
the cancellation terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Hi Mrs Byrne, Callum's lessons are on Thursdays at 5:30pm at the studio behind 22 Elm Road,
starting 9 January. Each lesson is 30 minutes. Please bring a pair of 5A sticks.
""",
    "fees.md": """\
# Lesson fees

| lesson | price |
|---|---|
| 30 minutes | £18 |
| 45 minutes | £25 |
| 60 minutes | £32 |
| block of 10 x 30 minutes | £165 |
""",
    "practice_sheet.txt": """\
Practise for 15 minutes a day on a practice pad. Work on the single stroke roll with a
metronome at 80 bpm. Grade 1 exam pieces will start after half term.
""",
    "studio_rules.txt": """\
Parents can wait in the waiting room but not in the studio. Ear defenders are provided and must
be worn. Lessons missed with less than 24 hours' notice are charged in full.
""",
    "text.txt": """\
Hi, no lesson on 13 Feb as I'm gigging, I'll add a week at the end of term. Andy
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day are his lessons", "welcome_email.txt", "Thursdays at 5:30pm"),
    ("when do they start", "welcome_email.txt", "9 January"),
    ("what sticks does he need", "welcome_email.txt", "5A sticks"),
    ("how much is an hour lesson", "fees.md", "£32"),
    ("what does a block of ten cost", "fees.md", "£165"),
    ("how long should he practise each day", "practice_sheet.txt", "15 minutes a day"),
    ("when does he start grade 1", "practice_sheet.txt", "after half term"),
    ("can I sit in on the lesson", "studio_rules.txt", "not in the studio"),
    ("what if we cancel on the day", "studio_rules.txt", "charged in full"),
    ("why is there no lesson on 13 Feb", "text.txt", "I'm gigging"),
    ("does he need his own drum kit", None, ""),
    ("can he do rock school exams", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Thanks for booking with Voice Works. Your lessons are on Mondays at 7pm, online or at the Arts
Centre, room 4. Your first lesson is on 3 March.
""",
    "packages.csv": """\
package,price
single lesson,£35
five lessons,£160
ten lessons,£300
""",
    "warmup_sheet.txt": """\
Before each lesson, do 5 minutes of lip trills and humming. Drink water, not fizzy drinks.
Never sing through a sore throat.
""",
    "cancellation_terms.txt": """\
Cancel at least 48 hours before to move your lesson. Packages must be used within 6 months.
""",
    "message.txt": """\
Hi Jen, could you bring a song you'd like to work on next week? Any style is fine. Lou
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are my lessons", "booking_email.txt", "Mondays at 7pm"),
    ("which room is it in", "booking_email.txt", "room 4"),
    ("when is the first one", "booking_email.txt", "3 March"),
    ("how much is a single lesson", "packages.csv", "£35"),
    ("what do ten lessons cost", "packages.csv", "£300"),
    ("what warm up should I do", "warmup_sheet.txt", "lip trills and humming"),
    ("should I sing with a sore throat", "warmup_sheet.txt", "Never sing through a sore throat"),
    ("how much notice to move a lesson", "cancellation_terms.txt", "at least 48 hours"),
    ("how long do I have to use the package", "cancellation_terms.txt", "within 6 months"),
    ("what should I bring next week", "message.txt", "a song you'd like to work on"),
    ("will I learn to read music", None, ""),
    ("is there a recital", None, ""),
]
