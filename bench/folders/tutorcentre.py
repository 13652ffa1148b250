"""A parent's papers for a maths tuition centre (the forty-eighth session): the enrolment letter,
the centre's policy, the term dates as a table, the homework note and a text. Its validation
folder is a parent's for a Saturday drama school: the welcome pack, the school rules, the term
plan as CSV, the costume note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "enrolment_letter.txt": """\
Number Ninjas tuition centre: Ruby Shah is enrolled in the Year 6 group,
Wednesdays 4.30pm to 5.30pm, starting 10 September. Fees are £90 a month by standing order.
""",
    "policy.txt": """\
Missed sessions can be made up within 2 weeks in another group, if there is space.
One month's notice is needed to leave. Parents must collect children from inside the centre.
""",
    "term_dates.md": """\
# Term dates

| term | starts | ends | half term |
|---|---|---|---|
| Autumn | 10 September | 17 December | 27 to 31 October |
| Spring | 7 January | 1 April | 17 to 21 February |
| Summer | 22 April | 16 July | 26 to 30 May |
""",
    "homework_note.txt": """\
Homework is set online each week and takes about 20 minutes. Please check Ruby's worksheet is signed.
""",
    "text.txt": """\
Hi Mrs Shah, Ruby's assessment showed she's strong on fractions but needs work on long division. Sunil, Number Ninjas
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is Ruby's tuition", "enrolment_letter.txt", "4.30pm to 5.30pm"),
    ("how much is it a month", "enrolment_letter.txt", "£90 a month"),
    ("what if she misses a session", "policy.txt", "made up within 2 weeks"),
    ("how much notice to leave", "policy.txt", "One month's notice"),
    ("when does the spring term start", "term_dates.md", "7 January"),
    ("when is the autumn half term", "term_dates.md", "27 to 31 October"),
    ("when does the summer term end", "term_dates.md", "16 July"),
    ("how long does homework take", "homework_note.txt", "about 20 minutes"),
    ("what does Ruby need to work on", "text.txt", "long division"),
    ("what is she good at", "text.txt", "strong on fractions"),
    ("where do I collect her", "policy.txt", "from inside the centre"),
    ("do they do English too", None, ""),
    ("is there a sibling discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_pack.txt": """\
Welcome to Spotlight Saturday drama school! Leo is in the Juniors (ages 7 to 10), 9.30am to 12.30pm
at Hillside Community Centre. The termly fee is £165.
""",
    "school_rules.txt": """\
Wear black clothes and jazz shoes. No phones in lessons. Children must be signed out by an adult on the pick-up list.
""",
    "term_plan.csv": """\
weeks,focus
1 to 4,drama games and improvisation
5 to 8,singing and dance for the show
9 to 11,rehearsals
12,show week
""",
    "costume_note.txt": """\
For the show, Juniors need a plain white T-shirt; everything else is provided.
""",
    "email.txt": """\
Dear parents, the end-of-term show is on Saturday 13 December at 2pm; tickets are £6. Spotlight
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what age group is Leo in", "welcome_pack.txt", "ages 7 to 10"),
    ("how much is the term", "welcome_pack.txt", "£165"),
    ("where is drama", "welcome_pack.txt", "Hillside Community Centre"),
    ("what should he wear", "school_rules.txt", "black clothes and jazz shoes"),
    ("can he take his phone", "school_rules.txt", "No phones in lessons"),
    ("when are the rehearsals", "term_plan.csv", "9 to 11"),
    ("what do they do in the first weeks", "term_plan.csv", "drama games and improvisation"),
    ("what does he need for the show", "costume_note.txt", "a plain white T-shirt"),
    ("when is the show", "email.txt", "Saturday 13 December at 2pm"),
    ("how much are show tickets", "email.txt", "£6"),
    ("do they do exams", None, ""),
    ("can I stay and watch", None, ""),
]
