"""A householder's papers for scaffolding (the fifty-third session): the quote, the council's
licence, the safety letter, a text and the hire terms as a table. Its validation folder is a
household's for a loft ladder fitting: the booking, the prices as CSV, the surveyor's note, the
guarantee and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for scaffold to the front and side of 14 Rowan Close for the roof repairs: £1,240, covering
erection, four weeks' hire and removal. Extra weeks are £95 each.
""",
    "licence.txt": """\
A scaffold licence is granted for the pavement outside 14 Rowan Close from 3 March to 31 March.
The scaffold must be lit at night and a clear walkway of 1.2 metres kept for pedestrians.
""",
    "safety_letter.txt": """\
For your safety, do not climb the scaffold or let children play near it. The alarm on the ladder
bay is set every evening at 6pm.
""",
    "text.txt": """\
Morning, we're putting the scaffold up Monday from 8am, should take most of the day. Dan, Ridge Scaffolding
""",
    "terms.md": """\
# Hire terms

| item | detail |
|---|---|
| deposit | 20% on acceptance |
| balance | on removal |
| damage | charged at cost |
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the scaffolding", "quote.txt", "£1,240"),
    ("how long is the hire for", "quote.txt", "four weeks"),
    ("what if we need it for longer", "quote.txt", "Extra weeks are £95 each"),
    ("when does the licence run out", "licence.txt", "31 March"),
    ("does it need lights", "licence.txt", "must be lit at night"),
    ("how much room must be left on the pavement", "licence.txt", "1.2 metres"),
    ("can the kids play near it", "safety_letter.txt", "do not climb the scaffold or let children play near it"),
    ("when does the alarm go on", "safety_letter.txt", "6pm"),
    ("what time are they coming on Monday", "text.txt", "from 8am"),
    ("how much is the deposit", "terms.md", "20%"),
    ("when do we pay the rest", "terms.md", "on removal"),
    ("will they take the old tiles away", None, ""),
    ("is the scaffolding insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your loft ladder fitting is booked for Tuesday 10 June. Our fitter will arrive between 9am and 11am.
The job takes about three hours.
""",
    "prices.csv": """\
item,price
aluminium sliding ladder,£189
timber folding ladder,£249
loft hatch enlargement,£120
""",
    "surveyor_note.txt": """\
The hatch is 52 cm wide, too narrow for the timber ladder, so it will need enlarging. A light will
be fitted by the hatch at no extra charge.
""",
    "guarantee.txt": """\
The ladder is guaranteed for 10 years and the fitting for 2 years. The guarantee does not cover
damage from misuse.
""",
    "email.txt": """\
Hi Mr Green, please clear the landing under the hatch before we arrive and keep pets in another room. Thanks, Loft Easy
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the ladder going in", "booking.txt", "Tuesday 10 June"),
    ("what time will the fitter get here", "booking.txt", "between 9am and 11am"),
    ("how long will it take", "booking.txt", "about three hours"),
    ("how much is the wooden ladder", "prices.csv", "£249"),
    ("what does enlarging the hatch cost", "prices.csv", "£120"),
    ("how wide is the hatch", "surveyor_note.txt", "52 cm wide"),
    ("do we pay for the light", "surveyor_note.txt", "at no extra charge"),
    ("how long is the ladder guaranteed", "guarantee.txt", "10 years"),
    ("what isn't covered", "guarantee.txt", "damage from misuse"),
    ("what do we need to do before they come", "email.txt", "clear the landing under the hatch"),
    ("can they board the loft too", None, ""),
    ("do they take card", None, ""),
]
