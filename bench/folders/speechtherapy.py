"""A parent's papers for a child's speech and language therapy (the fiftieth session): the
appointment letter, the service's information sheet, the home practice plan as a table, the
school note and a text. Its validation folder is a parent's for a child's eye clinic: the
appointment letter, the leaflet, the patching plan as CSV, the glasses note and an email, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Dear parent of Alfie Turner, Alfie has an initial speech and language assessment on
Tuesday 4 March at 10:15am at Parkside Children's Centre, Room 6. The assessment lasts about an hour.
""",
    "information_sheet.txt": """\
If you cannot attend, please call 01632 448 900 at least 48 hours ahead. Two missed appointments
in a row without notice mean your child is discharged back to the GP.
""",
    "practice_plan.md": """\
# Home practice plan

| week | sound | activity |
|---|---|---|
| 1 | s | snake game |
| 2 | f | blowing feathers |
| 3 | k | coffee and cake cards |
""",
    "school_note.txt": """\
We will share Alfie's targets with his class teacher so he can practise at school too. A copy of
the report is sent to you within four weeks of the assessment.
""",
    "text.txt": """\
Hi Gemma, just a reminder to practise for five minutes a day, little and often works best. Lucy (SLT)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Alfie's assessment", "appointment_letter.txt", "Tuesday 4 March at 10:15am"),
    ("where is the appointment", "appointment_letter.txt", "Parkside Children's Centre, Room 6"),
    ("how long is the assessment", "appointment_letter.txt", "about an hour"),
    ("what number do I call to cancel", "information_sheet.txt", "01632 448 900"),
    ("what happens if we miss appointments", "information_sheet.txt", "discharged back to the GP"),
    ("which sound is week 2", "practice_plan.md", "f"),
    ("what's the activity for the k sound", "practice_plan.md", "coffee and cake cards"),
    ("will the school know", "school_note.txt", "share Alfie's targets with his class teacher"),
    ("when will I get the report", "school_note.txt", "within four weeks of the assessment"),
    ("how long should we practise each day", "text.txt", "five minutes a day"),
    ("can his dad come instead", None, ""),
    ("is there a waiting list", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Dear parent of Isla Grant, Isla's orthoptic appointment is on Wednesday 19 November at 2:40pm in the
Eye Clinic, level 2 of the Royal Infirmary. Please allow up to two hours, as eye drops may be used.
""",
    "leaflet.txt": """\
The drops widen the pupils and can make vision blurry for a few hours, so bring sunglasses for the
journey home. Children should not go back to school the same day.
""",
    "patching_plan.csv": """\
week,patch hours a day
1-2,2 hours
3-4,3 hours
5-8,4 hours
""",
    "glasses_note.txt": """\
Glasses for children under 16 are free with an NHS voucher, which we give you after the test. Isla
should wear her glasses all day, every day.
""",
    "email.txt": """\
Dear Mrs Grant, Isla's next review will be in three months; we will post the date to you. Eye Clinic
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Isla's eye appointment", "appointment_letter.txt", "Wednesday 19 November at 2:40pm"),
    ("where do we go", "appointment_letter.txt", "level 2 of the Royal Infirmary"),
    ("how long will we be there", "appointment_letter.txt", "up to two hours"),
    ("why bring sunglasses", "leaflet.txt", "vision blurry for a few hours"),
    ("can she go back to school after", "leaflet.txt", "should not go back to school the same day"),
    ("how many hours of patching in week 3", "patching_plan.csv", "3 hours"),
    ("how long is the patch on in week 6", "patching_plan.csv", "4 hours"),
    ("do we pay for the glasses", "glasses_note.txt", "free with an NHS voucher"),
    ("when should she wear her glasses", "glasses_note.txt", "all day, every day"),
    ("when is the next review", "email.txt", "in three months"),
    ("is there parking at the hospital", None, ""),
    ("can she wear contact lenses", None, ""),
]
