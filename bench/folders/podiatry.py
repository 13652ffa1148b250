"""A patient's papers for a podiatrist (the forty-eighth session): the appointment letter, the
clinic's policy, the treatments as a table, the aftercare sheet and a text reminder. Its
validation folder is a client's for a sports massage: the booking, the therapist's terms, the
prices as CSV, the health form note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Dear Mr Okoye, your podiatry appointment is on Wednesday 9 April at 3.15pm with Hannah Reid at
Stepwell Foot Clinic, 12 Market Row. Please arrive 10 minutes early to fill in a form.
""",
    "clinic_policy.txt": """\
Appointments cancelled with less than 24 hours' notice are charged in full. Payment is taken
at the end of the appointment. We do not treat ingrown toenails under local anaesthetic at this clinic.
""",
    "treatments.md": """\
# Treatments

| treatment | length | price |
|---|---|---|
| New patient assessment | 45 minutes | £55 |
| Routine nail and skin care | 30 minutes | £42 |
| Verruca treatment | 20 minutes | £35 |
| Insoles fitting | 30 minutes | £60 |
""",
    "aftercare.txt": """\
Keep the dressing on and dry for 48 hours. If the area becomes hot, red or swollen,
call the clinic or see your GP.
""",
    "text_reminder.txt": """\
Reminder: Stepwell tomorrow 3.15pm. Please wear or bring shorts or loose trousers. Reply C to cancel.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my foot appointment", "appointment_letter.txt", "Wednesday 9 April at 3.15pm"),
    ("who am I seeing", "appointment_letter.txt", "Hannah Reid"),
    ("why do I need to get there early", "appointment_letter.txt", "to fill in a form"),
    ("what if I cancel the day before", "clinic_policy.txt", "charged in full"),
    ("when do I pay", "clinic_policy.txt", "at the end of the appointment"),
    ("how much is the first assessment", "treatments.md", "£55"),
    ("how long does verruca treatment take", "treatments.md", "20 minutes"),
    ("what do insoles cost", "treatments.md", "£60"),
    ("how long do I keep the dressing on", "aftercare.txt", "48 hours"),
    ("what if it goes red", "aftercare.txt", "call the clinic or see your GP"),
    ("what should I wear", "text_reminder.txt", "shorts or loose trousers"),
    ("how do I cancel", "text_reminder.txt", "Reply C to cancel"),
    ("is there parking at the clinic", None, ""),
    ("can I claim it on my health insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Sports massage with Tom at Loosen Up Studio, Friday 7 March, 6pm, 60 minutes. Focus:
calves and hamstrings before the half marathon.
""",
    "terms.txt": """\
Please give at least 12 hours' notice to move or cancel, or the full fee is due. Arriving late
shortens your session.
""",
    "prices.csv": """\
session,price
30 minutes,£35
60 minutes,£60
90 minutes,£85
""",
    "health_form_note.txt": """\
Tell your therapist about any injuries, recent operations or blood clots before the massage.
""",
    "message.txt": """\
Drink plenty of water afterwards and go easy for a day or two. Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my massage", "booking.txt", "Friday 7 March, 6pm"),
    ("who is doing it", "booking.txt", "Tom"),
    ("which muscles is he working on", "booking.txt", "calves and hamstrings"),
    ("how much notice to cancel", "terms.txt", "at least 12 hours"),
    ("what happens if I'm late", "terms.txt", "shortens your session"),
    ("how much is an hour", "prices.csv", "£60"),
    ("what does 90 minutes cost", "prices.csv", "£85"),
    ("what do I need to tell the therapist", "health_form_note.txt", "injuries, recent operations or blood clots"),
    ("what should I do after", "message.txt", "Drink plenty of water"),
    ("can I run the next day", "message.txt", "go easy for a day or two"),
    ("are there showers", None, ""),
    ("do they sell gift vouchers", None, ""),
]
