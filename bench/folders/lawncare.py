"""A householder's papers for a lawn treatment programme (the forty-eighth session): the
agreement, the firm's terms, the year's treatments as a table, the aftercare card and a text. Its
validation folder is a householder's for a pond clean: the quote, the firm's notes, the work
list as CSV, the fish care note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agreement.txt": """\
GreenSward Lawn Care agreement for 8 Beech Grove: five treatments a year, £32 a visit, paid by
direct debit after each visit. Lawn area measured at 120 square metres.
""",
    "terms.txt": """\
The agreement rolls on each year unless you cancel in writing before 1 February. We need access
to the back garden; please leave the side gate unlocked. Treatments are not done in frost or heavy rain.
""",
    "treatments.md": """\
# Treatment programme

| visit | month | treatment |
|---|---|---|
| 1 | February | spring feed and moss control |
| 2 | April | weed and feed |
| 3 | June | summer feed |
| 4 | September | scarifying and aeration |
| 5 | November | autumn feed |
""",
    "aftercare_card.txt": """\
Keep children and pets off the lawn until it is dry, usually two hours. Don't mow for 3 days
after a treatment. Moss will turn black, then rake it out after two weeks.
""",
    "text.txt": """\
Hi, your lawn tech is Carl, he'll be with you between 8 and 11 on Thursday. GreenSward
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is each visit", "agreement.txt", "£32 a visit"),
    ("how often do they come", "agreement.txt", "five treatments a year"),
    ("how do I pay", "agreement.txt", "direct debit"),
    ("how do I cancel", "terms.txt", "cancel in writing before 1 February"),
    ("do I need to be in", "terms.txt", "leave the side gate unlocked"),
    ("what happens if it's frosty", "terms.txt", "not done in frost"),
    ("what do they do in September", "treatments.md", "scarifying and aeration"),
    ("when is the weed and feed", "treatments.md", "April"),
    ("when can the dog go back on the grass", "aftercare_card.txt", "until it is dry"),
    ("when can I cut the lawn", "aftercare_card.txt", "Don't mow for 3 days"),
    ("why is the moss going black", "aftercare_card.txt", "Moss will turn black"),
    ("what time is Carl coming", "text.txt", "between 8 and 11"),
    ("do they cut the hedges", None, ""),
    ("is the treatment safe for bees", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Clearwater Ponds: full clean of a 4,000-litre garden pond, £280, one day. Booked for 14 October.
""",
    "notes.txt": """\
We pump the pond down, remove sludge and leaves, and divide overgrown plants. The sludge is
spread on your borders unless you ask us to take it away (£30).
""",
    "work_list.csv": """\
task,included
Drain and sludge removal,yes
Pump and filter service,yes
Plant division,yes
Liner repair,no
Netting,no
""",
    "fish_care_note.txt": """\
The fish are kept in aerated tubs during the clean and returned the same day. Don't feed them for 2 days afterwards.
""",
    "email.txt": """\
Dear Mrs Ferris, we'll arrive at 8am. Please make sure there's an outside tap we can use. Regards, Clearwater
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the pond clean", "quote.txt", "£280"),
    ("when is it booked", "quote.txt", "14 October"),
    ("what happens to the sludge", "notes.txt", "spread on your borders"),
    ("how much to take the sludge away", "notes.txt", "£30"),
    ("is the filter serviced", "work_list.csv", "yes"),
    ("do they fix the liner", "work_list.csv", "no"),
    ("where do the fish go", "fish_care_note.txt", "aerated tubs"),
    ("when can I feed the fish again", "fish_care_note.txt", "Don't feed them for 2 days"),
    ("what time will they arrive", "email.txt", "8am"),
    ("what do they need from us", "email.txt", "an outside tap"),
    ("do they sell fish", None, ""),
    ("is there a guarantee", None, ""),
]
