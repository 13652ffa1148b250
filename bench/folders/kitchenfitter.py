"""A householder's papers for a new worktop (the forty-eighth session): the quote, the fitter's
terms, the materials as a table, the care card and a text. Its validation folder is a
householder's for a loft ladder fitting: the booking, the installer's notes, the options as
CSV, the safety card and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Stonecraft Worktops quote SW-3390: 30mm quartz worktop in Calacatta white, 3.6 metres, with an
undermount sink cut-out and upstands. Templating on 2 October; fitting about 10 working days later.
""",
    "terms.txt": """\
A 50% deposit is due at templating and the balance on fitting. The old worktop must be removed
and the cabinets level before templating. We do not disconnect or reconnect plumbing.
""",
    "materials.md": """\
# Materials

| item | price |
|---|---|
| Quartz worktop 3.6m | £1,420 |
| Sink cut-out and polishing | £180 |
| Upstands | £260 |
| Hob cut-out | £95 |
""",
    "care_card.txt": """\
Use a chopping board and trivets; quartz can crack from hot pans straight off the hob. Clean with warm soapy water, never bleach.
""",
    "text.txt": """\
Hi Mr Gill, the plumber will need to come the day after fitting to reconnect the sink. Stonecraft
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour is the worktop", "quote.txt", "Calacatta white"),
    ("how thick is the quartz", "quote.txt", "30mm"),
    ("when is the templating", "quote.txt", "2 October"),
    ("when do I pay the rest", "terms.txt", "the balance on fitting"),
    ("do I need to take the old worktop out", "terms.txt", "The old worktop must be removed"),
    ("will they connect the sink", "terms.txt", "We do not disconnect or reconnect plumbing"),
    ("how much are the upstands", "materials.md", "£260"),
    ("what does the hob cut-out cost", "materials.md", "£95"),
    ("can I put hot pans on it", "care_card.txt", "quartz can crack from hot pans"),
    ("can I clean it with bleach", "care_card.txt", "never bleach"),
    ("when should the plumber come", "text.txt", "the day after fitting"),
    ("do they fit splashbacks", None, ""),
    ("is there a guarantee on the quartz", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Loft Masters: fit an aluminium sliding loft ladder and a new insulated hatch at 12 Birch Way,
Monday 8 December, 8.30am. Price £385 fitted.
""",
    "installer_notes.txt": """\
The loft must have at least 2.4 metres from floor to ceiling under the hatch. We need a clear
space of 1 metre around the hatch in the loft. The job takes about half a day.
""",
    "options.csv": """\
option,price
Loft light with switch,£95
Boarding per square metre,£28
Handrail,£45
""",
    "safety_card.txt": """\
Face the ladder when climbing down. Maximum load 150 kg. Keep the hatch closed when not in use.
""",
    "email.txt": """\
Hi Mrs Ross, please move anything stored near the hatch before Monday. Thanks, Gavin at Loft Masters
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what kind of ladder is it", "booking.txt", "aluminium sliding loft ladder"),
    ("how much is the loft ladder", "booking.txt", "£385 fitted"),
    ("when are they coming", "booking.txt", "Monday 8 December"),
    ("how long will it take", "installer_notes.txt", "about half a day"),
    ("how much space do they need in the loft", "installer_notes.txt", "1 metre around the hatch"),
    ("how much is a light", "options.csv", "£95"),
    ("what does boarding cost", "options.csv", "£28"),
    ("how much weight can the ladder take", "safety_card.txt", "150 kg"),
    ("what do I need to do before Monday", "email.txt", "move anything stored near the hatch"),
    ("how do I climb down", "safety_card.txt", "Face the ladder"),
    ("do they take the old hatch away", None, ""),
    ("can they insulate the loft", None, ""),
]
