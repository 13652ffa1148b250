"""A parent's papers for an eleven-plus test (the forty-fifth session): the grammar school
consortium's registration email, the test day letter, the practice plan as a table, the results
guide and a text. Its validation folder is a music scholarship audition's: the invitation, the
audition pieces as CSV, the day's notes, the scholarship terms and a message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration.txt": """\
Thank you for registering Isla for the Kent Test. Candidate number 30417. Registration closes on
1 July. The test is for children in Year 5 now who will join Year 7 next September.
""",
    "test_day.txt": """\
Isla's test is on Thursday 11 September at Weald Grammar School. Arrive by 8:30am. Bring two
pencils and an eraser; calculators are not allowed. The test lasts about 2 hours with a break.
""",
    "practice_plan.md": """\
# Practice plan

| day | subject | time |
|---|---|---|
| Monday | maths | 20 minutes |
| Wednesday | reasoning | 20 minutes |
| Saturday | a practice paper | 45 minutes |
""",
    "results_guide.txt": """\
Results are emailed on 15 October. A child is found suitable for grammar school with a total score
of 332 or more. You can ask for a head teacher assessment if the score is close.
""",
    "text.txt": """\
Hi, Isla can share a lift with us on test day, we'll leave at 7:50. Jess (Maya's mum)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's Isla's candidate number", "registration.txt", "30417"),
    ("when does registration close", "registration.txt", "1 July"),
    ("when is the test", "test_day.txt", "Thursday 11 September"),
    ("where is the test", "test_day.txt", "Weald Grammar School"),
    ("what time do we have to be there", "test_day.txt", "by 8:30am"),
    ("can she take a calculator", "test_day.txt", "calculators are not allowed"),
    ("how long is the test", "test_day.txt", "about 2 hours"),
    ("what does she practise on Wednesday", "practice_plan.md", "reasoning"),
    ("how long is the practice paper", "practice_plan.md", "45 minutes"),
    ("when do the results come out", "results_guide.txt", "15 October"),
    ("what score does she need", "results_guide.txt", "332 or more"),
    ("what if her score is close", "results_guide.txt", "head teacher assessment"),
    ("what time are we leaving on test day", "text.txt", "7:50"),
    ("who is giving Isla a lift", "text.txt", "Jess"),
    ("can she sit it again", None, ""),
    ("is there a bus to the grammar school", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Noah is invited to audition for a music scholarship at St Anne's School on Saturday 22 November at
10:15am in the Recital Hall. Please reply by 7 November to confirm.
""",
    "pieces.csv": """\
part,what to play
first piece,Clementi Sonatina in C
second piece,a piece of your choice
scales,C and G major
""",
    "day_notes.txt": """\
Warm-up rooms open at 9:30. An accompanist is provided; bring a copy of the music for them.
Each audition lasts 15 minutes.
""",
    "terms.txt": """\
A music scholarship takes 10% off the school fees and includes free lessons on one instrument.
Scholars must play in the school orchestra.
""",
    "message.txt": """\
Noah's piano teacher says to play the Einaudi for the second piece. Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the audition", "invitation.txt", "Saturday 22 November"),
    ("where is the audition", "invitation.txt", "Recital Hall"),
    ("when do we have to reply by", "invitation.txt", "7 November"),
    ("what's the first piece", "pieces.csv", "Clementi Sonatina in C"),
    ("which scales does he need", "pieces.csv", "C and G major"),
    ("do we need to bring an accompanist", "day_notes.txt", "An accompanist is provided"),
    ("how long is the audition", "day_notes.txt", "15 minutes"),
    ("how much off the fees", "terms.txt", "10% off"),
    ("does he have to play in the orchestra", "terms.txt", "must play in the school orchestra"),
    ("what is Noah playing for the second piece", "message.txt", "the Einaudi"),
    ("is there parking at the school", None, ""),
    ("can he play two instruments", None, ""),
]
