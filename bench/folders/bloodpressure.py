"""A patient's home blood pressure papers (the forty-second session): the GP's letter, how to take
a reading, the readings as CSV, the medicine leaflet's key points, the pharmacy check note and the
results text. Its validation folder is a diabetes review's: the invitation letter, the HbA1c results
as a table, the foot check note, the diet leaflet and the nurse's plan, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "gp_letter.txt": """\
Dear Mrs Patel, your blood pressure at the surgery was 152/94. Dr Ahmed would like you to check it at
home for 7 days before your review on Monday 9 June at 10.40am. Send your readings by the Friday
before.
""",
    "how_to_measure.md": """\
# Taking a reading

- Sit quietly for 5 minutes first, with your back supported and feet flat on the floor.
- Rest your arm on a table at heart height, and use the cuff on bare skin.
- Take two readings, 1 minute apart, morning and evening.
- Don't smoke, exercise or drink caffeine in the 30 minutes before.
""",
    "readings.csv": """\
day,morning,evening
Mon,148/92,141/88
Tue,150/90,139/86
Wed,146/91,137/85
Thu,149/93,142/87
""",
    "medicine_leaflet.txt": """\
Amlodipine 5 mg: take one tablet once a day, at the same time each day. Common side effects are
swollen ankles and headaches. Do not drink grapefruit juice while taking it.
""",
    "pharmacy_note.txt": """\
Your pharmacist can check your blood pressure for free if you're 40 or over. No appointment needed at
Well Pharmacy, Oak Street, weekdays 9am to 5pm.
""",
    "results_text.txt": """\
Your home readings average 145/89. Dr Ahmed has started you on amlodipine; please collect it from
your pharmacy after 2pm tomorrow.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what was my blood pressure at the surgery", "gp_letter.txt", "152/94"),
    ("how many days do I check it for", "gp_letter.txt", "7 days"),
    ("when is my review", "gp_letter.txt", "Monday 9 June"),
    ("how long do I sit before a reading", "how_to_measure.md", "5 minutes"),
    ("can I have a coffee before", "how_to_measure.md", "caffeine in the 30 minutes before"),
    ("how many readings do I take", "how_to_measure.md", "two readings"),
    ("what was Tuesday evening's reading", "readings.csv", "139/86"),
    ("what was my reading on Thursday morning", "readings.csv", "149/93"),
    ("how often do I take amlodipine", "medicine_leaflet.txt", "once a day"),
    ("can I drink grapefruit juice", "medicine_leaflet.txt", "Do not drink grapefruit juice"),
    ("what are the side effects", "medicine_leaflet.txt", "swollen ankles"),
    ("does the pharmacy charge", "pharmacy_note.txt", "for free"),
    ("do I need an appointment at the pharmacy", "pharmacy_note.txt", "No appointment needed"),
    ("what's my average", "results_text.txt", "145/89"),
    ("when can I pick up my tablets", "results_text.txt", "after 2pm tomorrow"),
    ("can I drink alcohol", None, ""),
    ("should I cut down on salt", None, ""),
    ("is there a home visit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation_letter.txt": """\
Your annual diabetes review is on Wednesday 12 November at 2.15pm with Nurse Gill Parry. Please have
a blood test at least one week before; book it at reception.
""",
    "hba1c_results.md": """\
| date | HbA1c (mmol/mol) |
|---|---|
| November last year | 61 |
| May this year | 55 |
| October this year | 52 |

Your target is below 53.
""",
    "foot_check.txt": """\
Foot check: pulses good, feeling normal in both feet. Low risk. Check your feet every day and see a
podiatrist if you get a cut that doesn't heal.
""",
    "diet_leaflet.txt": """\
Swap white bread for wholemeal, and fill half your plate with vegetables. Keep fruit juice to one
small glass a day.
""",
    "nurse_plan.txt": """\
Keep metformin at 500 mg twice a day with food. Next HbA1c in 6 months. Eye screening is due in
March: you'll get a letter.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my diabetes review", "invitation_letter.txt", "Wednesday 12 November"),
    ("who am I seeing", "invitation_letter.txt", "Nurse Gill Parry"),
    ("when do I need the blood test", "invitation_letter.txt", "one week before"),
    ("what was my last HbA1c", "hba1c_results.md", "52"),
    ("what's my target", "hba1c_results.md", "below 53"),
    ("how are my feet", "foot_check.txt", "Low risk"),
    ("how often should I check my feet", "foot_check.txt", "every day"),
    ("how much fruit juice can I have", "diet_leaflet.txt", "one small glass"),
    ("how much metformin do I take", "nurse_plan.txt", "500 mg"),
    ("when is my eye screening", "nurse_plan.txt", "March"),
    ("when is my next HbA1c", "nurse_plan.txt", "6 months"),
    ("can I drive", None, ""),
    ("do I need insulin", None, ""),
    ("is there a diabetes course", None, ""),
]
