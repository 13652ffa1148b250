"""A household's papers for a garden pond (the fifty-third session): the pond service visit
report, the prices as a table, the fish care sheet, the pump's manual page and a text. Its
validation folder is a household's for garden lighting: the installer's quote, the prices as CSV,
the electrician's certificate note, the timer instructions and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "visit_report.txt": """\
Pond cleaned on 14 April: sludge removed, filter sponges rinsed in pond water, blanket weed
cleared. The UV bulb is 14 months old and should be replaced before summer.
""",
    "prices.md": """\
# Pond services

| service | price |
|---|---|
| spring clean | £140 |
| autumn net and leaf clear | £75 |
| UV bulb replacement | £38 |
| monthly maintenance visit | £45 |
""",
    "fish_care.txt": """\
Feed the goldfish once a day from April to October, only what they eat in five minutes. Stop
feeding when the water drops below 8C.
""",
    "pump_manual.txt": """\
Clean the pump intake every four weeks. Never run the pump dry. The pump uses 40 watts and
should be left running all year.
""",
    "text.txt": """\
Hi, heron's been at the pond again, I'd get a net over it asap. Mark (Clearwater Ponds)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when was the pond last cleaned", "visit_report.txt", "14 April"),
    ("what needs replacing", "visit_report.txt", "The UV bulb"),
    ("how much is a spring clean", "prices.md", "£140"),
    ("what does a new UV bulb cost", "prices.md", "£38"),
    ("how much are the monthly visits", "prices.md", "£45"),
    ("how often do I feed the fish", "fish_care.txt", "once a day from April to October"),
    ("when should I stop feeding them", "fish_care.txt", "when the water drops below 8C"),
    ("how often does the pump need cleaning", "pump_manual.txt", "every four weeks"),
    ("can I turn the pump off in winter", "pump_manual.txt", "should be left running all year"),
    ("why do I need a net", "text.txt", "heron's been at the pond again"),
    ("can I add frogs", None, ""),
    ("is the pond deep enough for koi", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for garden lighting at 9 Orchard Way: eight LED spike lights along the path and two wall
lights on the patio, £920 fitted. Work takes one day.
""",
    "prices.csv": """\
item,price
LED spike light,£45
patio wall light,£60
outdoor socket,£110
""",
    "certificate_note.txt": """\
All outdoor circuits are protected by an RCD. Your electrical installation certificate will be
emailed within 5 working days of the work.
""",
    "timer_instructions.txt": """\
The lights switch on at dusk and off at 11pm by default. Hold the timer button for 3 seconds to
change the off time.
""",
    "email.txt": """\
Hi Mr Grant, we can fit the lights on Wednesday 2 July. We'll need access to the garden and the fuse board. Brightside Electrical
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the whole job", "quote.txt", "£920 fitted"),
    ("how many lights are along the path", "quote.txt", "eight"),
    ("how long will it take", "quote.txt", "one day"),
    ("how much is an outdoor socket", "prices.csv", "£110"),
    ("what does a wall light cost", "prices.csv", "£60"),
    ("when will I get the certificate", "certificate_note.txt", "within 5 working days"),
    ("when do the lights go off", "timer_instructions.txt", "off at 11pm"),
    ("how do I change the time they go off", "timer_instructions.txt", "Hold the timer button for 3 seconds"),
    ("when are they coming to fit them", "email.txt", "Wednesday 2 July"),
    ("do they need to get into the house", "email.txt", "access to the garden and the fuse board"),
    ("are the lights solar", None, ""),
    ("is there a guarantee", None, ""),
]
