"""A patient's papers for an osteopath (the forty-seventh session): the booking, the clinic's
policies, the price list as a table, the exercise sheet and a text. Its validation folder is a
patient's for a podiatrist: the appointment letter, the clinic notes, the fees as CSV, the
aftercare sheet and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Appointment with Sam Reid, osteopath, Tuesday 9 September at 5.15pm, at Back in Balance,
22 Station Road. First visit: allow 60 minutes.
""",
    "clinic_policies.txt": """\
Please give 24 hours' notice to cancel or the full fee is charged. Wear loose clothing or bring
shorts and a vest top.
""",
    "prices.md": """\
# Prices

| appointment | length | price |
|---|---|---|
| first consultation | 60 minutes | £65 |
| follow-up | 40 minutes | £52 |
| sports massage | 45 minutes | £48 |
""",
    "exercise_sheet.txt": """\
Do the cat stretch and the knee hugs twice a day, 10 of each. Stop if the pain gets worse.
Use heat, not ice, on the lower back.
""",
    "text.txt": """\
We can claim on your health insurance if you bring your policy number. Reception
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my osteopath appointment", "booking.txt", "Tuesday 9 September at 5.15pm"),
    ("where is the clinic", "booking.txt", "22 Station Road"),
    ("how long will the first visit be", "booking.txt", "60 minutes"),
    ("what happens if I cancel late", "clinic_policies.txt", "full fee is charged"),
    ("what should I wear", "clinic_policies.txt", "loose clothing"),
    ("how much is a follow-up", "prices.md", "£52"),
    ("how long is a sports massage", "prices.md", "45 minutes"),
    ("how often should I do the stretches", "exercise_sheet.txt", "twice a day"),
    ("should I use ice on my back", "exercise_sheet.txt", "heat, not ice"),
    ("what do I need to claim on insurance", "text.txt", "policy number"),
    ("when should I stop the exercises", "exercise_sheet.txt", "Stop if the pain gets worse"),
    ("is there parking", None, ""),
    ("can I get a refund", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your podiatry appointment is on Friday 3 October at 10.40am with Jo Marsh at the Foot Care Centre,
Level 2, Wells Health Centre.
""",
    "clinic_notes.txt": """\
Please remove any nail varnish before you come. Bring a list of your medicines and the shoes you
wear most.
""",
    "fees.csv": """\
treatment,minutes,fee
Routine nail care,30,£38
Verruca treatment,20,£35
Gait analysis,60,£85
""",
    "aftercare.txt": """\
Keep the dressing dry for 48 hours. Avoid swimming for a week after verruca treatment.
""",
    "message.txt": """\
Jo is running 15 minutes late today, sorry. Reception, Foot Care Centre
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the podiatrist", "appointment_letter.txt", "10.40am"),
    ("which floor is the clinic on", "appointment_letter.txt", "Level 2"),
    ("can I wear nail varnish", "clinic_notes.txt", "remove any nail varnish"),
    ("what should I bring", "clinic_notes.txt", "list of your medicines"),
    ("how much is the verruca treatment", "fees.csv", "£35"),
    ("how long does gait analysis take", "fees.csv", "60"),
    ("how long do I keep the dressing dry", "aftercare.txt", "48 hours"),
    ("can I go swimming after", "aftercare.txt", "Avoid swimming for a week"),
    ("is Jo running late", "message.txt", "15 minutes late"),
    ("who is my podiatrist", "appointment_letter.txt", "Jo Marsh"),
    ("do they do home visits", None, ""),
    ("is it on the NHS", None, ""),
]
