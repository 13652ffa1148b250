"""A client's papers for a sports massage course of treatment (the forty-ninth session): the
booking, the clinic's policies, the prices as a table, the therapist's notes and a text. Its
validation folder is a patient's for a chiropractor: the letter, the policies, the treatment plan
as CSV, the exercise note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Sports massage with Hannah at Core Therapy, Friday 21 March at 5.15pm, 45 minutes.
Please fill in the health form online before your first visit.
""",
    "policies.txt": """\
Cancellations need 24 hours' notice or the full fee is charged. We accept card and cash. Gift
vouchers are valid for 12 months.
""",
    "prices.md": """\
# Prices

| treatment | length | price |
|---|---|---|
| sports massage | 30 minutes | £35 |
| sports massage | 45 minutes | £48 |
| sports massage | 60 minutes | £58 |
| block of 5 (60 minutes) | - | £260 |
""",
    "therapist_notes.txt": """\
Your right calf and hamstring are tight; foam roll them daily. Drink plenty of water after the
massage and avoid hard training for 24 hours.
""",
    "text.txt": """\
Hi, parking is free behind the building after 5pm. Core Therapy
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my massage", "booking.txt", "Friday 21 March at 5.15pm"),
    ("how long is the massage", "booking.txt", "45 minutes"),
    ("what do I need to do before", "booking.txt", "fill in the health form online"),
    ("what if I cancel on the day", "policies.txt", "the full fee is charged"),
    ("can I pay cash", "policies.txt", "We accept card and cash"),
    ("how long is a voucher valid", "policies.txt", "valid for 12 months"),
    ("how much is a 60 minute massage", "prices.md", "£58"),
    ("how much is a block of 5", "prices.md", "£260"),
    ("what should I do for my calf", "therapist_notes.txt", "foam roll them daily"),
    ("can I train the next day", "therapist_notes.txt", "avoid hard training for 24 hours"),
    ("where can I park", "text.txt", "free behind the building after 5pm"),
    ("do they do hot stones", None, ""),
    ("is it covered by my insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Your first chiropractic appointment is on Monday 31 March at 8.40am at Spine Well Clinic. It lasts
an hour and includes an X-ray if needed.
""",
    "policies.txt": """\
The first visit is £75; follow-up visits are £45. Please wear loose clothing. We need 48 hours'
notice to change a booking.
""",
    "plan.csv": """\
week,visits
1 to 2,two a week
3 to 6,one a week
7 onwards,one a month
""",
    "exercise_note.txt": """\
Do the cat-cow stretch ten times every morning. Use ice, not heat, for the first 48 hours.
""",
    "email.txt": """\
Hi Mr Olsen, Dr Shah will see you; please bring any scans from your GP. Spine Well
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "letter.txt", "Monday 31 March at 8.40am"),
    ("how long is the first visit", "letter.txt", "an hour"),
    ("how much is the first visit", "policies.txt", "£75"),
    ("how much are follow-ups", "policies.txt", "£45"),
    ("how often will I go in week 4", "plan.csv", "one a week"),
    ("what do I wear", "policies.txt", "loose clothing"),
    ("should I use heat or ice", "exercise_note.txt", "Use ice, not heat"),
    ("how many times do I do the stretch", "exercise_note.txt", "ten times every morning"),
    ("who will I see", "email.txt", "Dr Shah"),
    ("what should I bring", "email.txt", "any scans from your GP"),
    ("can I claim on my insurance", None, ""),
    ("is there parking", None, ""),
]
