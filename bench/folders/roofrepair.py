"""A householder's papers for a roof repair (the forty-sixth session): the roofer's quote, the
survey notes, the payment stages as a table, the scaffolding letter and a text. Its validation
folder is a householder's for gutter cleaning and repairs: the booking email, the job sheet, the
prices as CSV, the guarantee and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote from Apex Roofing for 9 Orchard Close: replace 30 slipped and broken slates on the rear
roof, renew the lead flashing round the chimney and repoint the ridge tiles. Total £2,350.
The work will take about 4 days, weather permitting.
""",
    "survey_notes.txt": """\
The damp patch in the back bedroom is from the failed flashing, not the slates.
The front roof is in good condition. Loft insulation is only 100mm; we recommend topping it up to 270mm.
""",
    "payments.md": """\
# Payment stages

| stage | amount |
|---|---|
| Deposit on booking | £500 |
| When scaffolding is up | £850 |
| On completion | £1,000 |
""",
    "scaffolding_letter.txt": """\
Scaffolding goes up on Monday 13 October and will be on the pavement, so we have a council licence.
Please move your car off the drive by 8am that day.
""",
    "text.txt": """\
Hi, it's Lee from Apex - we'll need to use your outside tap and an electric socket if that's ok.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the roof going to cost", "quote.txt", "£2,350"),
    ("how many slates need replacing", "quote.txt", "30 slipped and broken slates"),
    ("how long will the job take", "quote.txt", "about 4 days"),
    ("what's causing the damp", "survey_notes.txt", "the failed flashing"),
    ("is the front roof ok", "survey_notes.txt", "front roof is in good condition"),
    ("how thick is the loft insulation", "survey_notes.txt", "100mm"),
    ("how much is the deposit", "payments.md", "£500"),
    ("when do I pay the £850", "payments.md", "When scaffolding is up"),
    ("when is the scaffolding going up", "scaffolding_letter.txt", "Monday 13 October"),
    ("do I need to move the car", "scaffolding_letter.txt", "move your car off the drive by 8am"),
    ("what does Lee need to use", "text.txt", "outside tap and an electric socket"),
    ("is there a guarantee", None, ""),
    ("will they take the old slates away", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Gutter clean booked for Thursday 6 November, morning slot. Our van is sign-written ClearFlow; the
team leader is Mark. You don't need to be home if the side gate is unlocked.
""",
    "job_sheet.txt": """\
All gutters and downpipes cleared. The joint above the back door was leaking; resealed. The
downpipe by the garage is cracked and should be replaced.
""",
    "prices.csv": """\
job,price
Gutter clean (semi-detached),£85
Replace downpipe,£60 per length
Fascia clean,£45
""",
    "guarantee.txt": """\
Repairs are guaranteed for 12 months. If a gutter we cleaned blocks within 3 months, we come back
free of charge.
""",
    "message.txt": """\
Mark said the downpipe could be done on the next visit in spring if you want to wait. Sandra
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they coming", "booking_email.txt", "Thursday 6 November"),
    ("do I need to be in", "booking_email.txt", "You don't need to be home"),
    ("what was leaking", "job_sheet.txt", "The joint above the back door"),
    ("what needs replacing", "job_sheet.txt", "downpipe by the garage"),
    ("how much is a gutter clean", "prices.csv", "£85"),
    ("how much is a new downpipe", "prices.csv", "£60 per length"),
    ("how long are repairs guaranteed", "guarantee.txt", "12 months"),
    ("what if the gutter blocks again", "guarantee.txt", "free of charge"),
    ("when could the downpipe be done", "message.txt", "in spring"),
    ("do they clean windows", None, ""),
    ("can I pay by card", None, ""),
]
