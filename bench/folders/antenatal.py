"""An expectant mother's papers (the forty-fourth session): the midwife's booking letter, the
appointments as a table, the antenatal class email, the birth centre's page and a note from the
partner. Its validation folder is the 20-week scan's: the hospital's letter, the screening leaflet,
the results as CSV, the parking page and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "midwife_letter.txt": """\
Dear Chloe, your community midwife is Fiona Grant, based at Parkside Health Centre.
Your due date from the dating scan is 14 August. Please bring your maternity notes to every
appointment. Call the maternity triage line on 0117 496 0555 day or night if you are worried.
""",
    "appointments.md": """\
# Antenatal appointments

| week | date | with |
|---|---|---|
| 16 | 3 April | midwife |
| 25 | 26 May | midwife |
| 28 | 9 June | midwife, with blood tests |
| 36 | 7 July | midwife, birth plan chat |
""",
    "class_email.txt": """\
You're booked on the free NHS antenatal course: four Tuesday evenings from 3 June, 6.30pm to 8.30pm,
in the community room at Parkside. Partners are welcome. Bring a cushion for the breathing session.
""",
    "birth_centre_page.txt": """\
The Meadow Birth Centre is run by midwives and has four rooms with birth pools. Tours are on the
first Saturday of each month at 10am, no need to book. Two birth partners may stay with you.
""",
    "partner_note.txt": """\
Booked paternity leave for 2 weeks from 14 August. Car seat being delivered on 20 July. I'll do the
hospital bag list this weekend.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is my midwife", "midwife_letter.txt", "Fiona Grant"),
    ("when is the baby due", "midwife_letter.txt", "14 August"),
    ("what do I need to bring to appointments", "midwife_letter.txt", "maternity notes"),
    ("what number do I call if I'm worried", "midwife_letter.txt", "0117 496 0555"),
    ("when is the 28 week appointment", "appointments.md", "9 June"),
    ("which appointment has blood tests", "appointments.md", "28"),
    ("when do we talk about the birth plan", "appointments.md", "7 July"),
    ("when do the antenatal classes start", "class_email.txt", "3 June"),
    ("can my partner come to the classes", "class_email.txt", "Partners are welcome"),
    ("what should I bring to the class", "class_email.txt", "cushion"),
    ("does the birth centre have birth pools", "birth_centre_page.txt", "birth pools"),
    ("when are the tours", "birth_centre_page.txt", "first Saturday of each month"),
    ("how many birth partners can I have", "birth_centre_page.txt", "Two birth partners"),
    ("how long is his paternity leave", "partner_note.txt", "2 weeks"),
    ("when is the car seat coming", "partner_note.txt", "20 July"),
    ("can I have an epidural at the birth centre", None, ""),
    ("is it a boy or a girl", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "scan_letter.txt": """\
Your 20-week scan is on Wednesday 30 April at 2.15pm in the Ultrasound Department, level 2 of the
Women's Unit. The scan takes about 30 minutes. You may bring one adult with you; children cannot
come into the scan room.
""",
    "screening_leaflet.txt": """\
The scan looks at how your baby is growing and checks for 11 conditions. Please tell the
sonographer at the start if you want to know the sex, as not all hospitals tell you. Photos cost £5
each, paid by card.
""",
    "results.csv": """\
check,result
placenta,high (not low-lying)
growth,on the 50th centile
heartbeat,normal
""",
    "parking_page.txt": """\
Parking at the Women's Unit is free for antenatal appointments: get a permit from reception and put
it on your dashboard. The multi-storey is the nearest car park.
""",
    "text_from_sister.txt": """\
I can't come on the 30th, I've got work. Take Dan and ask for a photo for Mum! x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the 20 week scan", "scan_letter.txt", "Wednesday 30 April"),
    ("where is the scan", "scan_letter.txt", "Ultrasound Department"),
    ("how long does the scan take", "scan_letter.txt", "30 minutes"),
    ("can I bring my son", "scan_letter.txt", "children cannot"),
    ("how many conditions do they check for", "screening_leaflet.txt", "11 conditions"),
    ("how do I find out the sex", "screening_leaflet.txt", "if you want to know the sex"),
    ("how much are scan photos", "screening_leaflet.txt", "£5"),
    ("where is the placenta", "results.csv", "high"),
    ("is parking free", "parking_page.txt", "free for antenatal appointments"),
    ("where do I get a parking permit", "parking_page.txt", "from reception"),
    ("who can come with me", "text_from_sister.txt", "Dan"),
    ("how is the baby growing", "results.csv", "50th centile"),
    ("can I get a 3D scan", None, ""),
    ("what happens if they find something", None, ""),
]
