"""A cat owner's papers for a dental under anaesthetic (the forty-eighth session): the estimate,
the consent form notes, the estimate lines as a table, the fasting instructions and a text. Its
validation folder is a rabbit owner's for a neutering operation: the booking, the clinic's
notes, the costs as CSV, the aftercare sheet and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "estimate.txt": """\
Riverside Vets estimate for Tigger (cat, 11 years): scale and polish under general anaesthetic, with
dental X-rays and up to 4 extractions. Estimate £420 to £610, depending on extractions.
""",
    "consent_notes.txt": """\
We will phone you during the procedure if more extractions are needed than agreed. Pre-anaesthetic
blood tests are recommended for cats over 8.
""",
    "estimate_lines.md": """\
# Estimate lines

| item | cost |
|---|---|
| Anaesthetic and monitoring | £185 |
| Scale and polish | £95 |
| Dental X-rays | £80 |
| Extractions (each) | £40 |
| Blood test | £70 |
""",
    "fasting_instructions.txt": """\
No food after 8pm the night before. Water is fine until you leave home. Admission is at 8.15am.
""",
    "text.txt": """\
Tigger is awake and doing well, 3 teeth out. You can collect him from 4pm. Riverside Vets
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much will Tigger's teeth cost", "estimate.txt", "£420 to £610"),
    ("is he having X-rays", "estimate.txt", "dental X-rays"),
    ("will they call me", "consent_notes.txt", "phone you during the procedure"),
    ("does he need a blood test", "consent_notes.txt", "recommended for cats over 8"),
    ("how much is each extraction", "estimate_lines.md", "£40"),
    ("how much is the anaesthetic", "estimate_lines.md", "£185"),
    ("when does he stop eating", "fasting_instructions.txt", "No food after 8pm the night before"),
    ("can he have water", "fasting_instructions.txt", "Water is fine until you leave home"),
    ("what time do I drop him off", "fasting_instructions.txt", "8.15am"),
    ("how many teeth did they take out", "text.txt", "3 teeth out"),
    ("when can I pick him up", "text.txt", "from 4pm"),
    ("will he need antibiotics", None, ""),
    ("does the insurance cover dental", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Parkview Vets: neutering for Clover (rabbit, female), Tuesday 8 April. Drop off at 8.30am.
""",
    "clinic_notes.txt": """\
Rabbits must not be starved before surgery; bring her usual hay and greens. Bring her companion
rabbit too, it helps her recover.
""",
    "costs.csv": """\
item,cost
Spay (female),£195
Pain relief to take home,£18
Post-op check,free
""",
    "aftercare_sheet.txt": """\
Keep her indoors for 5 days. Check she is eating and pooing within 12 hours; if not, call us.
""",
    "message.txt": """\
Clover's op went well, she's eating already! Collect her after 3pm. Parkview
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Clover's operation", "booking.txt", "Tuesday 8 April"),
    ("what time do I drop her off", "booking.txt", "8.30am"),
    ("should I stop her eating", "clinic_notes.txt", "must not be starved"),
    ("should I bring her friend", "clinic_notes.txt", "Bring her companion"),
    ("how much is the spay", "costs.csv", "£195"),
    ("is the check-up free", "costs.csv", "free"),
    ("how long does she stay indoors", "aftercare_sheet.txt", "5 days"),
    ("what if she's not eating", "aftercare_sheet.txt", "call us"),
    ("when can I collect her", "message.txt", "after 3pm"),
    ("how much is pain relief", "costs.csv", "£18"),
    ("will she need stitches out", None, ""),
    ("can she go back in the hutch straight away", None, ""),
]
