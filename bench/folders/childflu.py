"""A parent's papers for a child's flu vaccine at school (the forty-fifth session): the school
nurses' letter, the consent form, the after-care sheet, the catch-up clinics as a table and a text.
Its validation folder is a grandparent's shingles jab's: the GP's invitation, the booking text, the
leaflet, the clinic times as CSV and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "nurse_letter.txt": """\
The school immunisation team will give the flu vaccine at Oakfield Primary on Wednesday 8 October.
It is a quick nasal spray, not an injection. Children in Reception to Year 6 are offered it free.
""",
    "consent_form.txt": """\
Complete the online consent form by Friday 3 October using school code OK1234. Tell us if your
child has a severe egg allergy or is taking steroid tablets. You can withdraw consent at any time
by calling the team on 0300 555 0199.
""",
    "aftercare.txt": """\
Some children get a runny nose, a headache or feel tired for a day or two. Give paracetamol if
needed. If your child has a high temperature that lasts more than two days, call your GP.
""",
    "catch_up.md": """\
# Catch-up clinics

| date | place | time |
|---|---|---|
| 21 October | Hillside Health Centre | 3:30pm to 6pm |
| 4 November | Oakfield Library | 9am to 12pm |
| 18 November | Hillside Health Centre | 3:30pm to 6pm |
""",
    "text.txt": """\
Mum, Zara's class has a trip on the 8th!! so she'll miss the spray at school. Love Jen x
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the flu vaccine at school", "nurse_letter.txt", "Wednesday 8 October"),
    ("is it an injection", "nurse_letter.txt", "nasal spray"),
    ("which years get it", "nurse_letter.txt", "Reception to Year 6"),
    ("does it cost anything", "nurse_letter.txt", "free"),
    ("when do I have to fill in the consent form by", "consent_form.txt", "Friday 3 October"),
    ("what's the school code", "consent_form.txt", "OK1234"),
    ("how do I withdraw consent", "consent_form.txt", "0300 555 0199"),
    ("what side effects might she get", "aftercare.txt", "runny nose"),
    ("can I give her paracetamol", "aftercare.txt", "Give paracetamol"),
    ("when should I call the GP", "aftercare.txt", "more than two days"),
    ("where is the catch-up clinic on 4 November", "catch_up.md", "Oakfield Library"),
    ("what time is the clinic on 21 October", "catch_up.md", "3:30pm to 6pm"),
    ("when is the last catch-up clinic", "catch_up.md", "18 November"),
    ("why will Zara miss the spray", "text.txt", "trip"),
    ("is there pork gelatine in it", None, ""),
    ("can adults have it at the clinic", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Dear Mr Patel, as you are 71 you can have the shingles vaccine free on the NHS.
It is given as two doses, 2 months apart. Please book your first dose with reception.
""",
    "booking_text.txt": """\
Your shingles vaccine is booked at Riverside Surgery on Monday 13 October at 10:40 with Nurse Kelly.
Reply CANCEL to cancel.
""",
    "leaflet.txt": """\
Shingles is a painful rash caused by the chickenpox virus waking up. The vaccine lowers the chance
of getting it. A sore arm for 2 to 3 days is common after the jab.
""",
    "clinic_times.csv": """\
day,time
Monday,9am to 12pm
Wednesday,2pm to 5pm
Saturday,9am to 11am
""",
    "note.txt": """\
Dad wants to go on a Saturday so I can drive him. Book the second dose before we leave.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many doses does he need", "invitation.txt", "two doses"),
    ("how far apart are the doses", "invitation.txt", "2 months apart"),
    ("is it free", "invitation.txt", "free on the NHS"),
    ("when is his appointment", "booking_text.txt", "Monday 13 October"),
    ("who is giving the vaccine", "booking_text.txt", "Nurse Kelly"),
    ("how do I cancel", "booking_text.txt", "Reply CANCEL"),
    ("what causes shingles", "leaflet.txt", "chickenpox virus"),
    ("what side effects are common", "leaflet.txt", "sore arm"),
    ("what time is the Saturday clinic", "clinic_times.csv", "9am to 11am"),
    ("what are the Wednesday clinic hours", "clinic_times.csv", "2pm to 5pm"),
    ("which day does Dad want to go", "note.txt", "Saturday"),
    ("can he have it with the flu jab", None, ""),
    ("is there parking at the surgery", None, ""),
]
