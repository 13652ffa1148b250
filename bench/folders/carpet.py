"""A householder's papers for new carpets (the forty-fifth session): the shop's quote, the fitting
booking, the aftercare card, the rooms and sizes as a table and a note. Its validation folder is a
made-to-measure curtain order's: the order confirmation, the measurements as CSV, the fitting text,
the care label and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Floorcraft Carpets quote Q-3318: Berber twist carpet in Oatmeal for the lounge, stairs and landing.
£1,480 including underlay, gripper and fitting. A 40% deposit is needed to order.
""",
    "fitting.txt": """\
Fitting is booked for Wednesday 19 November from 8am. Please clear the rooms of furniture and take
up the old carpet, or we can do it for £60. The fitter will trim doors if needed, free.
""",
    "aftercare.txt": """\
Vacuum the new carpet lightly for the first 2 weeks; loose fibres are normal. Blot spills, don't
rub. The carpet has a 10-year wear guarantee.
""",
    "rooms.md": """\
# Rooms and sizes

| room | size | price |
|---|---|---|
| lounge | 5m x 4m | £760 |
| stairs (13) | - | £520 |
| landing | 2m x 1m | £200 |
""",
    "note.txt": """\
Ask about grey for the bedroom next year. The cat must stay in the kitchen on fitting day.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the carpet", "quote.txt", "£1,480"),
    ("what colour did we choose", "quote.txt", "Oatmeal"),
    ("how much deposit do we need", "quote.txt", "40%"),
    ("is underlay included", "quote.txt", "including underlay"),
    ("when are they fitting it", "fitting.txt", "Wednesday 19 November"),
    ("do we have to move the furniture", "fitting.txt", "clear the rooms of furniture"),
    ("how much to take up the old carpet", "fitting.txt", "£60"),
    ("will they cut the doors", "fitting.txt", "trim doors"),
    ("is it normal for it to shed", "aftercare.txt", "loose fibres are normal"),
    ("what do I do if I spill something", "aftercare.txt", "Blot spills"),
    ("how long is the guarantee", "aftercare.txt", "10-year"),
    ("how much is the lounge", "rooms.md", "£760"),
    ("how big is the landing", "rooms.md", "2m x 1m"),
    ("where does the cat go on fitting day", "note.txt", "in the kitchen"),
    ("do they take the old carpet away", None, ""),
    ("can we pay in instalments", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order C-7702: made-to-measure curtains in Sage velvet, lined and thermal, for the bay window.
£640 paid in full. Made in 4 to 6 weeks.
""",
    "measurements.csv": """\
window,width,drop
bay,320cm,230cm
back bedroom,150cm,140cm
""",
    "fitting_text.txt": """\
Hi, your curtains are ready! Tom will fit them on Monday 1 December, 10am to noon, pole included.
""",
    "care_label.txt": """\
Dry clean only. Do not tumble dry. Hang straight away after cleaning to avoid creases.
""",
    "note.txt": """\
Order the back bedroom ones in January when the sale starts.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much were the curtains", "order.txt", "£640"),
    ("what fabric did we choose", "order.txt", "Sage velvet"),
    ("are they lined", "order.txt", "lined and thermal"),
    ("how wide is the bay", "measurements.csv", "320cm"),
    ("what's the drop for the back bedroom", "measurements.csv", "140cm"),
    ("when are they being fitted", "fitting_text.txt", "Monday 1 December"),
    ("is the pole included", "fitting_text.txt", "pole included"),
    ("can I wash them", "care_label.txt", "Dry clean only"),
    ("when should I order the back bedroom ones", "note.txt", "in January"),
    ("can they make blinds", None, ""),
    ("is there a guarantee", None, ""),
]
