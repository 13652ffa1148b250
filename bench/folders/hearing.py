"""A hearing aid user's papers (the thirty-fifth session's last round, run once on its final code,
nothing changed after): the audiology clinic's letter, the hearing test results as CSV, the hearing
aid guide, the batteries and repairs note, the aftercare plan and the audiologist's email. Its
validation folder is a physiotherapy patient's: the referral letter, the exercise plan as CSV, the
clinic's rules, the pain advice, the discharge criteria and the physio's text, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "clinic_letter.txt": """\
Northfield Audiology

Dear Mr Hughes,

Your hearing aids will be fitted on Thursday 6 March at 11:20am. The appointment takes about an hour. Please bring a friend or family member if you can; it helps to hear a familiar voice.
""",
    "hearing_test.csv": """\
ear,loss,type
left,moderate,sensorineural
right,mild to moderate,sensorineural
""",
    "hearing_aid_guide.md": """\
# Your hearing aids

- Wear them every day, all day, to get used to them
- Take them out for showers and swimming
- Clean the domes once a week with a dry cloth

The left aid has a blue marker and the right aid a red one.
""",
    "batteries_and_repairs.txt": """\
Batteries and repairs

Batteries are free: collect them from the clinic or the library with your brown book. Repairs are free while the aids are on loan from the NHS. Drop broken aids in at the Tuesday walk-in clinic, 2pm to 4pm.
""",
    "aftercare_plan.txt": """\
Aftercare

Your follow-up appointment will be in 6 to 8 weeks. The tubes should be replaced every 3 to 6 months.
""",
    "audiologist_email.txt": """\
Hi Mr Hughes,

It can take up to 12 weeks to get used to new hearing aids, so don't worry if everything sounds loud at first. The phone setting is on programme 2.

Priya Shah, Audiologist
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are my hearing aids being fitted", "clinic_letter.txt", "Thursday 6 March"),
    ("how long is the fitting appointment", "clinic_letter.txt", "about an hour"),
    ("should I bring someone", "clinic_letter.txt", "bring a friend or family member"),
    ("how bad is the hearing in my left ear", "hearing_test.csv", "moderate"),
    ("can I wear them in the shower", "hearing_aid_guide.md", "Take them out for showers"),
    ("how often do I clean the domes", "hearing_aid_guide.md", "once a week"),
    ("which aid is the right one", "hearing_aid_guide.md", "red"),
    ("do I have to pay for batteries", "batteries_and_repairs.txt", "Batteries are free"),
    ("where can I get batteries", "batteries_and_repairs.txt", "the clinic or the library"),
    ("when is the walk-in clinic", "batteries_and_repairs.txt", "Tuesday"),
    ("when is my follow-up", "aftercare_plan.txt", "6 to 8 weeks"),
    ("how often do the tubes need changing", "aftercare_plan.txt", "every 3 to 6 months"),
    ("how long until I get used to them", "audiologist_email.txt", "up to 12 weeks"),
    ("which programme is for the phone", "audiologist_email.txt", "programme 2"),
    ("can I get Bluetooth hearing aids", None, ""),
    ("is there a hearing loop at the clinic", None, ""),
    ("do I need to see my GP first", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Physiotherapy department, St Luke's Hospital

Dear Ms Adebayo,

You have been referred for physiotherapy for your right knee. Your first appointment is on Monday 17 February at 3:15pm with Daniel Moore. Please wear shorts or loose trousers.
""",
    "exercise_plan.csv": """\
exercise,sets,reps,how often
straight leg raise,3,10,twice a day
heel slides,2,15,twice a day
step-ups,3,8,once a day
""",
    "clinic_rules.md": """\
# Clinic rules

- Arrive 10 minutes early to check in
- If you are more than 15 minutes late, we may not be able to see you
- Cancel at least 24 hours before by calling 0121 496 0182

Two missed appointments without notice will end your referral.
""",
    "pain_advice.txt": """\
Pain during exercise

Some discomfort is expected. Stop an exercise if the pain is sharp or goes above 5 out of 10. Ice the knee for 15 minutes after exercising if it swells.
""",
    "discharge_criteria.txt": """\
When treatment ends

You will be discharged when you can climb stairs without pain and walk for 30 minutes. Most people need 4 to 6 sessions.
""",
    "physio_text.txt": """\
Daniel (physio): Great work today! Add a fourth set of leg raises from next week. See you on the 3rd.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first physio appointment", "referral_letter.txt", "Monday 17 February"),
    ("what should I wear", "referral_letter.txt", "shorts or loose trousers"),
    ("how many heel slides do I do", "exercise_plan.csv", "15"),
    ("how often do I do step-ups", "exercise_plan.csv", "once a day"),
    ("how early should I arrive", "clinic_rules.md", "10 minutes early"),
    ("how do I cancel", "clinic_rules.md", "0121 496 0182"),
    ("what happens if I miss two appointments", "clinic_rules.md", "end your referral"),
    ("when should I stop an exercise", "pain_advice.txt", "sharp"),
    ("what if my knee swells", "pain_advice.txt", "Ice the knee"),
    ("how many sessions will I need", "discharge_criteria.txt", "4 to 6 sessions"),
    ("when will I be discharged", "discharge_criteria.txt", "climb stairs without pain"),
    ("what did the physio change", "physio_text.txt", "fourth set of leg raises"),
    ("is there parking at the hospital", None, ""),
    ("can I do hydrotherapy", None, ""),
    ("do I need a knee brace", None, ""),
]
