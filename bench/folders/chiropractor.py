"""A chiropractic patient's papers (the fifty-first session): the appointment email, the fees as a
table, the first visit guide, the aftercare sheet and a text from the clinic. Its validation
folder is an acupuncture patient's: the booking confirmation, the treatment prices as CSV, the
consent note, the aftercare advice and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_email.txt": """\
Dear Ms Hartley, your first appointment with Dr Ben Osei at Spine Works Clinic is on Monday 9 March
at 5.40pm. Please fill in the online health questionnaire before you come.
""",
    "fees.md": """\
# Fees

| appointment | length | fee |
|---|---|---|
| first consultation and treatment | 45 minutes | £65 |
| follow-up treatment | 20 minutes | £42 |
| X-ray referral | - | £120 |
""",
    "first_visit.txt": """\
Wear loose, comfortable clothing such as leggings or joggers, as you may be asked to change into a
gown. Your first visit includes a full assessment and, if it is safe, your first treatment.
""",
    "aftercare.txt": """\
Some people feel stiff or achy for up to 48 hours after treatment; this is normal. Drink plenty of
water and avoid heavy lifting for the rest of the day.
""",
    "text.txt": """\
Spine Works: we need 24 hours' notice to change or cancel, or the full fee is charged. Reply C to cancel.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "appointment_email.txt", "Monday 9 March"),
    ("who am I seeing", "appointment_email.txt", "Dr Ben Osei"),
    ("what do I need to do before I go", "appointment_email.txt", "fill in the online health questionnaire"),
    ("how much is the first appointment", "fees.md", "£65"),
    ("how long is a follow-up", "fees.md", "20 minutes"),
    ("how much does an X-ray referral cost", "fees.md", "£120"),
    ("what should I wear", "first_visit.txt", "loose, comfortable clothing"),
    ("will I be treated on the first visit", "first_visit.txt", "if it is safe, your first treatment"),
    ("is it normal to ache afterwards", "aftercare.txt", "this is normal"),
    ("can I go to the gym after", "aftercare.txt", "avoid heavy lifting for the rest of the day"),
    ("how do I cancel", "text.txt", "Reply C to cancel"),
    ("does my insurance cover it", None, ""),
    ("is there parking at the clinic", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmed: acupuncture with Mei Lin Zhou, Thursday 26 February at 11.20am, The Willow Rooms,
14 Abbey Street. Please arrive 10 minutes early.
""",
    "prices.csv": """\
treatment,length,price
initial acupuncture,60 minutes,£70
follow-up acupuncture,45 minutes,£55
cupping add-on,15 minutes,£15
""",
    "consent_note.txt": """\
Tell your practitioner if you are pregnant, take blood thinners or have a pacemaker, as some
points may not be used.
""",
    "aftercare_advice.txt": """\
You may feel relaxed or sleepy afterwards, so avoid driving straight away if you feel drowsy.
Avoid alcohol and hot baths on the day of treatment.
""",
    "email.txt": """\
Dear Mr Price, most people need between 4 and 6 sessions, usually one a week. Mei Lin
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my acupuncture", "booking_confirmation.txt", "Thursday 26 February"),
    ("where is it", "booking_confirmation.txt", "14 Abbey Street"),
    ("how early should I get there", "booking_confirmation.txt", "arrive 10 minutes early"),
    ("how much is the first session", "prices.csv", "£70"),
    ("how long is a follow-up", "prices.csv", "45 minutes"),
    ("how much is cupping", "prices.csv", "£15"),
    ("what do I need to tell them", "consent_note.txt", "if you are pregnant, take blood thinners or have a pacemaker"),
    ("can I drive home", "aftercare_advice.txt", "avoid driving straight away if you feel drowsy"),
    ("can I have a drink after", "aftercare_advice.txt", "Avoid alcohol and hot baths"),
    ("how many sessions will I need", "email.txt", "between 4 and 6 sessions"),
    ("does it hurt", None, ""),
    ("can I claim it on my health insurance", None, ""),
]
