"""A householder's papers for a loft conversion (the forty-ninth session): the builder's quote,
the contract terms, the payment stages as a table, the building control note and a text. Its
validation folder is a householder's for a garage conversion: the quote, the terms, the stages as
CSV, the planning note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Dormer loft conversion at 22 Ashby Road: one double bedroom with an en-suite shower room and a new
staircase over the existing stairs. Total £48,500 plus VAT. Build time about 8 weeks.
""",
    "terms.txt": """\
Scaffolding stays up for the whole build. We work 8am to 5pm, Monday to Friday. Changes after work
starts are priced in writing before we do them.
""",
    "stages.md": """\
# Payment stages

| stage | amount |
|---|---|
| deposit on signing | £4,850 |
| steels and floor in | £12,000 |
| roof watertight | £14,000 |
| first fix and plastering | £10,000 |
| completion and sign-off | £7,650 |
""",
    "building_control.txt": """\
Building control will inspect the steels, the insulation and the fire doors. The completion
certificate is sent about two weeks after the final inspection.
""",
    "text.txt": """\
Hi Mrs Patel, the skip is coming Tuesday morning, it'll go on the drive so please move the car. Gary
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the loft conversion", "quote.txt", "£48,500 plus VAT"),
    ("how long will the build take", "quote.txt", "about 8 weeks"),
    ("does it include a bathroom", "quote.txt", "an en-suite shower room"),
    ("what hours will the builders work", "terms.txt", "8am to 5pm, Monday to Friday"),
    ("how long is the scaffolding up", "terms.txt", "for the whole build"),
    ("what if I change my mind about something", "terms.txt", "priced in writing"),
    ("how much is the deposit", "stages.md", "£4,850"),
    ("when do I pay the £14,000", "stages.md", "roof watertight"),
    ("what does building control check", "building_control.txt", "the steels, the insulation and the fire doors"),
    ("when do we get the certificate", "building_control.txt", "about two weeks after the final inspection"),
    ("when is the skip coming", "text.txt", "Tuesday morning"),
    ("do we need planning permission", None, ""),
    ("is there a guarantee", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Convert the single garage into a playroom: new front wall with a window, insulated floor, two radiators.
£16,200 including VAT, about 4 weeks.
""",
    "terms.txt": """\
A 10% deposit is due to book a start date. We take our rubbish away. Electrics are signed off
by our own electrician.
""",
    "stages.csv": """\
stage,when
block up the door,week 1
floor and insulation,week 2
plaster and electrics,week 3
decorate and snag,week 4
""",
    "planning_note.txt": """\
No planning permission is needed, as the house has permitted development rights. Building
regulations approval is still needed.
""",
    "email.txt": """\
Hi Priya, we'll start on Monday 7 April if that suits; the garage needs to be empty by then. Mark
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the garage conversion", "quote.txt", "£16,200 including VAT"),
    ("how long will it take", "quote.txt", "about 4 weeks"),
    ("how much is the deposit", "terms.txt", "A 10% deposit"),
    ("do they take the rubbish", "terms.txt", "We take our rubbish away"),
    ("who does the electrics", "terms.txt", "our own electrician"),
    ("when is the plastering", "stages.csv", "week 3"),
    ("what happens in week 2", "stages.csv", "floor and insulation"),
    ("do we need planning permission", "planning_note.txt", "No planning permission is needed"),
    ("when do they start", "email.txt", "Monday 7 April"),
    ("does the garage need to be cleared", "email.txt", "the garage needs to be empty"),
    ("can we keep the garage door", None, ""),
    ("do they do kitchens", None, ""),
]
