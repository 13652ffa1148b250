"""A patient's papers for ear wax removal at a hearing clinic (the forty-ninth session): the
appointment letter, the clinic's rules, the prices as a table, the aftercare sheet and a text. Its
validation folder is a patient's for a hearing test at an audiology clinic: the letter, the rules,
the results as CSV, the hearing aid note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment.txt": """\
Your microsuction appointment is on Friday 7 March at 11.20am at ClearEar, 14 Bridge Street.
Please arrive 10 minutes early to fill in a health form.
""",
    "clinic_rules.txt": """\
Use olive oil drops twice a day for 3 days before your appointment. If you cancel with less than
24 hours' notice, the fee is charged in full.
""",
    "prices.md": """\
# Prices

| treatment | price |
|---|---|
| microsuction, one ear | £50 |
| microsuction, both ears | £65 |
| follow-up within 14 days | free |
| home visit | £95 |
""",
    "aftercare.txt": """\
Keep water out of your ears for 48 hours. Mild dizziness for a few minutes afterwards is normal;
pain or discharge is not, so call us.
""",
    "text.txt": """\
Reminder: ClearEar, Fri 11.20am. Reply C to cancel.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my ear appointment", "appointment.txt", "Friday 7 March at 11.20am"),
    ("where is the clinic", "appointment.txt", "14 Bridge Street"),
    ("why should I get there early", "appointment.txt", "to fill in a health form"),
    ("do I need to use drops before", "clinic_rules.txt", "olive oil drops twice a day for 3 days"),
    ("what happens if I cancel the day before", "clinic_rules.txt", "the fee is charged in full"),
    ("how much for both ears", "prices.md", "£65"),
    ("do they do home visits", "prices.md", "£95"),
    ("is the follow-up free", "prices.md", "free"),
    ("when can I swim again", "aftercare.txt", "Keep water out of your ears for 48 hours"),
    ("is it normal to feel dizzy after", "aftercare.txt", "Mild dizziness for a few minutes afterwards is normal"),
    ("how do I cancel", "text.txt", "Reply C to cancel"),
    ("do they accept children", None, ""),
    ("is there parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
You are booked for a full hearing assessment on Monday 17 March at 2.40pm with Priya Shah,
audiologist, at the Riverside Health Centre, first floor. The test takes about an hour.
""",
    "rules.txt": """\
Please avoid loud noise for 24 hours before the test. Bring a list of your medicines and your glasses
if you wear them.
""",
    "results.csv": """\
ear,result
left,mild hearing loss
right,normal
""",
    "hearing_aid_note.txt": """\
NHS hearing aids are free, including batteries and repairs. A fitting appointment is usually
within 6 weeks of the assessment.
""",
    "email.txt": """\
Hi Dad, I can drive you to the hearing test and wait, I'll pick you up at 2. Helen
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my hearing test", "letter.txt", "Monday 17 March at 2.40pm"),
    ("who is doing the test", "letter.txt", "Priya Shah"),
    ("how long does the test take", "letter.txt", "about an hour"),
    ("what should I bring", "rules.txt", "a list of your medicines and your glasses"),
    ("can I go to a concert the night before", "rules.txt", "avoid loud noise for 24 hours before the test"),
    ("how is my left ear", "results.csv", "mild hearing loss"),
    ("which ear is normal", "results.csv", "right"),
    ("do I pay for batteries", "hearing_aid_note.txt", "including batteries and repairs"),
    ("how soon will I get a hearing aid", "hearing_aid_note.txt", "within 6 weeks"),
    ("what time is Helen picking me up", "email.txt", "at 2"),
    ("is there a lift", None, ""),
    ("can I have the test at home", None, ""),
]
