"""A new parent's papers for the health visitor's baby clinic (the forty-sixth session): the
clinic leaflet, the weight record as a table, the feeding advice, the vaccination letter and a
text. Its validation folder is a parent's for a baby massage course: the booking email, the
session plan as CSV, what to bring, the safety notes and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "clinic_leaflet.txt": """\
Baby clinic is a drop-in every Wednesday, 9:30 to 11:30am, at Elm Grove Children's Centre.
No appointment needed. Your health visitor is Nicola Fraser; her direct line is 01632 960215.
""",
    "weights.md": """\
# Isla's weights

| date | weight |
|---|---|
| 3 September | 3.6kg |
| 17 September | 4.1kg |
| 1 October | 4.6kg |
""",
    "feeding_advice.txt": """\
Feed on demand, usually every 2 to 3 hours. Babies need vitamin D drops from birth if breastfed.
Do not give water to babies under 6 months, except cooled boiled water in very hot weather.
""",
    "vaccination_letter.txt": """\
Isla's 8-week vaccinations are booked with the practice nurse on Monday 27 October at 10:10am.
Give infant paracetamol after the MenB vaccine: three doses, 4 to 6 hours apart.
""",
    "text.txt": """\
The weighing scales are upstairs this week, the lift is by the café. Nicola
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the baby clinic", "clinic_leaflet.txt", "every Wednesday, 9:30 to 11:30am"),
    ("do I need an appointment", "clinic_leaflet.txt", "No appointment needed"),
    ("who is our health visitor", "clinic_leaflet.txt", "Nicola Fraser"),
    ("what's Nicola's number", "clinic_leaflet.txt", "01632 960215"),
    ("how much did Isla weigh on 17 September", "weights.md", "4.1kg"),
    ("how often should I feed her", "feeding_advice.txt", "every 2 to 3 hours"),
    ("can I give her water", "feeding_advice.txt", "Do not give water to babies under 6 months"),
    ("does she need vitamin D", "feeding_advice.txt", "vitamin D drops from birth"),
    ("when are her jabs", "vaccination_letter.txt", "Monday 27 October"),
    ("how far apart are the paracetamol doses", "vaccination_letter.txt", "4 to 6 hours apart"),
    ("where are the scales this week", "text.txt", "upstairs"),
    ("can I bring her older brother", None, ""),
    ("is there parking at the centre", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
You're booked on Baby Massage, a 5-week course on Friday mornings from 7 November, 10am to 11am,
at the Riverside Family Hub. Course fee £45, paid.
""",
    "sessions.csv": """\
week,date,focus
1,7 November,legs and feet
2,14 November,tummy
3,21 November,chest and arms
4,28 November,back
5,5 December,face and review
""",
    "what_to_bring.txt": """\
Bring a towel, a spare nappy and wipes. We provide the oil: organic sunflower oil, unscented.
""",
    "safety_notes.txt": """\
Do not massage within 48 hours of vaccinations or if your baby is unwell.
Babies should be at least 6 weeks old.
""",
    "message.txt": """\
See you Friday! Park at the back of the hub, the front car park is for staff. Kerry (instructor)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "booking_email.txt", "7 November"),
    ("how much was the course", "booking_email.txt", "£45"),
    ("what are we doing in week 3", "sessions.csv", "chest and arms"),
    ("when is the tummy session", "sessions.csv", "14 November"),
    ("what do I need to bring", "what_to_bring.txt", "a towel, a spare nappy and wipes"),
    ("what oil do they use", "what_to_bring.txt", "organic sunflower oil"),
    ("can we go after her jabs", "safety_notes.txt", "within 48 hours of vaccinations"),
    ("how old does she need to be", "safety_notes.txt", "at least 6 weeks old"),
    ("where should I park", "message.txt", "at the back of the hub"),
    ("can dads come", None, ""),
    ("is there a changing room", None, ""),
]
