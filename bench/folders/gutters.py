"""A householder's papers for a gutter clearing job (the forty-seventh session): the quote, the
terms, the services as a table, the before-and-after report and a text. Its validation folder is a
householder's for a pressure-washed driveway: the quote, the terms, the add-ons as CSV, the job
sheet and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Gutter clear for 5 Rowan Drive: front and back gutters and downpipes, using a
gutter vacuum from the ground. Price £85. Booked for Monday 17 November, morning.
""",
    "terms.txt": """\
If it rains heavily we rebook at no charge. Payment by bank transfer within 3 days of the job.
Damage to gutters already cracked is not our responsibility.
""",
    "services.md": """\
# Services

| service | price | time |
|---|---|---|
| gutter clear | £85 | 2 hours |
| fascia and soffit clean | £60 | 1 hour |
| conservatory roof clean | £110 | 3 hours |
""",
    "report.txt": """\
Back gutter was full of moss and blocked at the corner. Front downpipe cleared. One bracket loose above the porch.
""",
    "text.txt": """\
Running about half an hour behind, there by 9.30. Wayne, ClearFlow
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the gutter clear", "quote.txt", "£85"),
    ("when are they coming", "quote.txt", "Monday 17 November"),
    ("will they use a ladder", "quote.txt", "gutter vacuum from the ground"),
    ("what if it rains", "terms.txt", "rebook at no charge"),
    ("when do I pay", "terms.txt", "within 3 days of the job"),
    ("how much to clean the conservatory roof", "services.md", "£110"),
    ("how long does a fascia clean take", "services.md", "1 hour"),
    ("what was blocking the gutter", "report.txt", "moss"),
    ("is anything broken", "report.txt", "One bracket loose above the porch"),
    ("what time will Wayne arrive", "text.txt", "9.30"),
    ("are they responsible for cracked gutters", "terms.txt", "not our responsibility"),
    ("do they clean windows", None, ""),
    ("are they insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Pressure wash the block paved driveway at 22 Heath Road, about 60 square metres, and re-sand the
joints. £240. Allow one full day.
""",
    "terms.txt": """\
We need an outside tap. Cars must be moved off the drive before 8am. Sealing is extra.
""",
    "addons.csv": """\
add-on,price,notes
Sealing,£180,needs 2 dry days
Weed treatment,£30,safe for pets once dry
Path clean,£45,up to 10 metres
""",
    "job_sheet.txt": """\
Job done 3 October. Some oil stains by the garage could not be fully removed.
""",
    "message.txt": """\
Keep off the drive until the sand settles, about 24 hours. Jake, Fresh Drives
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the driveway clean", "quote.txt", "£240"),
    ("how long will it take", "quote.txt", "one full day"),
    ("what do they need from me", "terms.txt", "an outside tap"),
    ("when do the cars need moving", "terms.txt", "before 8am"),
    ("how much is sealing", "addons.csv", "£180"),
    ("is the weed treatment safe for the dog", "addons.csv", "safe for pets once dry"),
    ("did the oil stains come out", "job_sheet.txt", "could not be fully removed"),
    ("when was the job done", "job_sheet.txt", "3 October"),
    ("when can we drive on it", "message.txt", "about 24 hours"),
    ("how big is the driveway", "quote.txt", "about 60 square metres"),
    ("do they guarantee it", None, ""),
    ("can they do the patio", None, ""),
]
