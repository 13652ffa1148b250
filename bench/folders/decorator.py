"""A householder's papers for having the hall and stairs decorated (the forty-ninth session): the
quote, the terms, the paint as a table, the decorator's notes and a text. Its validation folder is
a householder's for a plasterer re-skimming a bedroom: the quote, the terms, the schedule as CSV,
the drying note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Hall, stairs and landing: fill and sand walls, two coats on walls and ceilings, woodwork in satin.
Price £1,450 including paint. Work to start Monday 10 March and take 5 working days.
""",
    "terms.txt": """\
A deposit of £200 secures the booking; the balance is due on completion. Please clear pictures and furniture from the hall
before we arrive. Any extra work is charged at £180 a day.
""",
    "paint.md": """\
# Paint

| area | colour | finish |
|---|---|---|
| walls | Skimming Stone | matt emulsion |
| ceilings | Brilliant White | matt emulsion |
| woodwork | Pure Brilliant White | satin |
| front door (inside) | Hague Blue | eggshell |
""",
    "decorator_notes.txt": """\
The crack above the front door is in the plaster, not the structure; it will be raked out and filled.
The stair spindles take longest, so they will be done on the Wednesday.
""",
    "text.txt": """\
Hi, we'll need the landing light off on Thursday so we can paint round the fitting. Dean
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the decorating", "quote.txt", "£1,450 including paint"),
    ("when do they start", "quote.txt", "Monday 10 March"),
    ("how long will it take", "quote.txt", "5 working days"),
    ("how much is the deposit", "terms.txt", "£200"),
    ("when do I pay the rest", "terms.txt", "the balance is due on completion"),
    ("do I need to move anything", "terms.txt", "clear pictures and furniture from the hall"),
    ("what colour are the walls", "paint.md", "Skimming Stone"),
    ("what finish is the woodwork", "paint.md", "satin"),
    ("what colour is the front door", "paint.md", "Hague Blue"),
    ("is the crack serious", "decorator_notes.txt", "in the plaster, not the structure"),
    ("when will the spindles be painted", "decorator_notes.txt", "on the Wednesday"),
    ("is the wallpaper included", None, ""),
    ("do they take card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Back bedroom: remove old wallpaper, PVA and skim all four walls and the ceiling. £780, two days,
starting Tuesday 4 March.
""",
    "terms.txt": """\
Payment in full on the last day, by bank transfer or cash. We bring our own dust sheets but the
room should be empty.
""",
    "schedule.csv": """\
day,work
Tuesday,strip paper and skim the ceiling
Wednesday,skim the walls
""",
    "drying_note.txt": """\
New plaster needs about a week to dry in a warm room. Use a mist coat of watered-down emulsion
before painting.
""",
    "email.txt": """\
Hi Nina, could you leave the spare room radiator off while we work? Craig
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the plastering", "quote.txt", "£780"),
    ("when is he coming", "quote.txt", "starting Tuesday 4 March"),
    ("how long will the plastering take", "quote.txt", "two days"),
    ("can I pay cash", "terms.txt", "by bank transfer or cash"),
    ("do I need dust sheets", "terms.txt", "We bring our own dust sheets"),
    ("what are they doing on Wednesday", "schedule.csv", "skim the walls"),
    ("when is the ceiling done", "schedule.csv", "Tuesday"),
    ("when can I paint", "drying_note.txt", "about a week to dry"),
    ("what goes on first", "drying_note.txt", "a mist coat of watered-down emulsion"),
    ("should the radiator be on", "email.txt", "leave the spare room radiator off"),
    ("do they take the rubbish away", None, ""),
    ("is there a guarantee", None, ""),
]
