"""A parent's papers after a child's broken wrist (the forty-seventh session): the discharge
letter, the cast care sheet, the follow-up appointments as a table, the pain relief note and a
text. Its validation folder is a parent's after a minor injuries unit visit for a cut knee: the
visit summary, the wound care sheet, the dressing changes as CSV, the school note and a message,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "discharge_letter.txt": """\
Patient: Ellie Ward, age 9. Diagnosis: buckle fracture of the left wrist. Treated with a below-elbow
cast. Seen by Dr Patel, Children's Emergency Department, 14 March.
""",
    "cast_care.txt": """\
Keep the cast dry: cover it with a plastic bag to shower. Do not push anything down the cast to scratch.
Come back at once if her fingers turn blue, cold or numb.
""",
    "followups.md": """\
# Follow-up appointments

| clinic | date | time |
|---|---|---|
| fracture clinic | 21 March | 10.15am |
| cast removal | 4 April | 2.30pm |
""",
    "pain_relief.txt": """\
Give children's paracetamol or ibuprofen as on the packet for the first 3 days. No PE or trampolining for 4 weeks.
""",
    "text.txt": """\
School said she can go back on Monday but must sit out of playtime football. Grandma
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what did she break", "discharge_letter.txt", "buckle fracture of the left wrist"),
    ("which doctor saw her", "discharge_letter.txt", "Dr Patel"),
    ("can she have a shower", "cast_care.txt", "plastic bag to shower"),
    ("when should we go back to hospital", "cast_care.txt", "fingers turn blue, cold or numb"),
    ("when is the fracture clinic", "followups.md", "21 March"),
    ("what time is the cast coming off", "followups.md", "2.30pm"),
    ("what can I give her for the pain", "pain_relief.txt", "paracetamol or ibuprofen"),
    ("when can she do PE again", "pain_relief.txt", "4 weeks"),
    ("when can she go back to school", "text.txt", "Monday"),
    ("can she scratch inside the cast", "cast_care.txt", "Do not push anything down the cast to scratch"),
    ("can she play football at school", "text.txt", "sit out of playtime football"),
    ("will she need physio", None, ""),
    ("can she go swimming", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "visit_summary.txt": """\
Minor Injuries Unit, 2 June: Jack Hughes, 12, cut to the right knee from a fall off his bike. Cleaned and
closed with 4 paper stitches (steri-strips). Tetanus up to date.
""",
    "wound_care.txt": """\
Keep the dressing clean and dry for 5 days. Let the steri-strips fall off by themselves. See your GP
if the knee gets hot, swollen or smelly.
""",
    "dressing_changes.csv": """\
day,where,who
5 June,GP practice nurse,Nurse Bell
9 June,GP practice nurse,Nurse Bell
""",
    "school_note.txt": """\
Jack can attend school but should avoid PE and contact sports for 10 days.
""",
    "message.txt": """\
His bike helmet has a crack, so don't let him ride until we get a new one. Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many stitches did he have", "visit_summary.txt", "4 paper stitches"),
    ("is his tetanus ok", "visit_summary.txt", "Tetanus up to date"),
    ("how long does the dressing stay dry", "wound_care.txt", "5 days"),
    ("should I take the strips off", "wound_care.txt", "fall off by themselves"),
    ("when is the next dressing change", "dressing_changes.csv", "5 June"),
    ("who is changing the dressing", "dressing_changes.csv", "Nurse Bell"),
    ("can he do PE", "school_note.txt", "avoid PE and contact sports for 10 days"),
    ("can he go to school", "school_note.txt", "can attend school"),
    ("why can't he ride his bike", "message.txt", "helmet has a crack"),
    ("when should we see the GP", "wound_care.txt", "hot, swollen or smelly"),
    ("does he need antibiotics", None, ""),
    ("can he go in the sea", None, ""),
]
