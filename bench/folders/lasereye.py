"""A patient's papers for laser eye surgery (the forty-fifth session): the clinic's booking, the
consultation report, the prices as a table, the before-treatment advice and a note. Its validation
folder is a private physio course's: the booking email, the exercise plan as CSV, the first
session's notes, the payment terms and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your LASIK treatment at ClearSight Clinic, Harbour Street, is booked for Thursday 4 December at
11:30am. Allow 2 to 3 hours for your visit. You cannot drive home; please arrange a lift.
""",
    "consultation.txt": """\
Consultation with Mr Okoro on 6 November: suitable for LASIK on both eyes. Prescription right
-3.25, left -3.50. Corneas are a good thickness.
""",
    "prices.md": """\
# Prices

| treatment | both eyes |
|---|---|
| LASIK | £3,190 |
| LASEK | £2,890 |
| lens replacement | £5,400 |
""",
    "before_treatment.txt": """\
Stop wearing soft contact lenses 7 days before treatment. No eye make-up or face cream on the day.
Eat a light meal beforehand. Aftercare check-ups for 12 months are included.
""",
    "note.txt": """\
Jo is picking me up at 2:30. Take a week off work. Buy some sunglasses for the drive home.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my eye surgery", "booking.txt", "Thursday 4 December"),
    ("how long will I be at the clinic", "booking.txt", "2 to 3 hours"),
    ("can I drive home", "booking.txt", "cannot drive home"),
    ("who did my consultation", "consultation.txt", "Mr Okoro"),
    ("what's my left eye prescription", "consultation.txt", "-3.50"),
    ("how much is LASIK", "prices.md", "£3,190"),
    ("how much is lens replacement", "prices.md", "£5,400"),
    ("when do I stop wearing contacts", "before_treatment.txt", "7 days before"),
    ("can I wear make-up", "before_treatment.txt", "No eye make-up"),
    ("should I eat before", "before_treatment.txt", "light meal"),
    ("are check-ups included", "before_treatment.txt", "12 months are included"),
    ("who is picking me up", "note.txt", "Jo"),
    ("how long should I take off work", "note.txt", "a week"),
    ("can I pay monthly", None, ""),
    ("does it hurt", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your physiotherapy for knee pain starts on Monday 10 November at 5pm with Hannah at Active Health.
Sessions are 45 minutes. Wear shorts or loose trousers.
""",
    "exercise_plan.csv": """\
exercise,how many
straight leg raises,3 sets of 10
wall squats,3 sets of 8
calf stretch,hold 30 seconds
""",
    "first_session.txt": """\
Hannah thinks it is runner's knee. Ice for 15 minutes after running, and no running downhill for
now. Review in 2 weeks.
""",
    "payment_terms.txt": """\
Each session is £55. Cancel with less than 24 hours' notice and the full fee is charged.
""",
    "text.txt": """\
My insurance covers 6 sessions, I'll send Hannah the claim number. Raj
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first physio", "booking_email.txt", "Monday 10 November"),
    ("how long are the sessions", "booking_email.txt", "45 minutes"),
    ("what should I wear", "booking_email.txt", "shorts or loose trousers"),
    ("how many wall squats", "exercise_plan.csv", "3 sets of 8"),
    ("how long do I hold the calf stretch", "exercise_plan.csv", "30 seconds"),
    ("what does she think it is", "first_session.txt", "runner's knee"),
    ("how long should I ice it", "first_session.txt", "15 minutes"),
    ("how much is each session", "payment_terms.txt", "£55"),
    ("what if I cancel late", "payment_terms.txt", "full fee is charged"),
    ("how many sessions does insurance cover", "text.txt", "6 sessions"),
    ("can I still go to the gym", None, ""),
    ("is there parking", None, ""),
]
