"""New parents' papers for registering a birth (the forty-third session): the register office's
appointment email, the what-to-bring list, the certificate fees as a table, the leaflet on
naming the father, the child benefit letter and a note from the midwife. Its validation folder is
a couple's giving notice of marriage: the appointment confirmation, the documents list, the fees
as CSV, the notice period page and the ceremony booking email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_email.txt": """\
Your appointment to register the birth of your baby is on Wednesday 3 December at 10:20am at
Bristol Register Office, City Hall, College Green. The appointment lasts about 30 minutes. Births
must be registered within 42 days.
""",
    "what_to_bring.md": """\
# What to bring

- the baby's red book (Personal Child Health Record), if you have it
- proof of your identity, such as a passport or driving licence
- your marriage or civil partnership certificate, if you have one
You do not need to bring the baby.
""",
    "certificate_fees.md": """\
# Certificates

| certificate | on the day | later |
|---|---|---|
| full birth certificate | £12.50 | £12.50 |
| short birth certificate | £12.50 | £12.50 |
| priority service (next day) | - | £38.50 |
""",
    "naming_the_father.txt": """\
If the parents are not married, the father's details can only be put on the register
if both parents come to the appointment together, or one of them brings a statutory declaration.
Adding the father later is possible but takes longer.
""",
    "child_benefit_letter.txt": """\
Child Benefit is £26.05 a week for your eldest or only child. Claims can be backdated by up to 3
months. You will need the baby's birth certificate or adoption certificate to claim.
""",
    "midwife_note.txt": """\
From Anna (community midwife): your next home visit is on day 10, Friday 21 November, between 9am
and 12pm. Baby's hearing test will be booked by the audiology team.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the registration appointment", "appointment_email.txt", "Wednesday 3 December"),
    ("where is the register office", "appointment_email.txt", "City Hall"),
    ("how long is the appointment", "appointment_email.txt", "about 30 minutes"),
    ("how long do we have to register the birth", "appointment_email.txt", "within 42 days"),
    ("do we need to bring the baby", "what_to_bring.md", "do not need to bring the baby"),
    ("what ID do I need", "what_to_bring.md", "passport or driving licence"),
    ("how much is a birth certificate", "certificate_fees.md", "£12.50"),
    ("how much is the priority service", "certificate_fees.md", "£38.50"),
    ("can the dad be on the certificate if we're not married", "naming_the_father.txt", "both parents come"),
    ("how much is child benefit", "child_benefit_letter.txt", "£26.05 a week"),
    ("how far back can child benefit be paid", "child_benefit_letter.txt", "up to 3"),
    ("what do I need to claim child benefit", "child_benefit_letter.txt", "birth certificate"),
    ("when is the midwife coming", "midwife_note.txt", "Friday 21 November"),
    ("who books the hearing test", "midwife_note.txt", "audiology team"),
    ("can grandparents come to the appointment", None, ""),
    ("can we change the baby's name later", None, ""),
    ("is there parking at City Hall", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice_appointment.txt": """\
Your appointment to give notice of marriage is on Tuesday 14 October at 2:40pm at Leeds Register
Office, Park Square. You must both attend, but you will be seen separately for part of it.
""",
    "documents_list.txt": """\
Each of you must bring a valid passport, proof of your address from the last 3 months (such as a
council tax bill) and, if you have been married before, your decree absolute.
""",
    "fees.csv": """\
item,fee
giving notice (each person),£42
ceremony at the register office (Monday to Thursday),£56
ceremony at an approved venue,£550
marriage certificate,£12.50
""",
    "notice_period.txt": """\
Your notice is displayed publicly for 28 days. The earliest you can marry is 29 days after giving
notice, and the notice is valid for 12 months.
""",
    "ceremony_email.txt": """\
We have provisionally booked your ceremony at Oakwood Hall for Saturday 20 June 2026 at 1pm. The
registrars will arrive 30 minutes before. You will need two witnesses aged 16 or over.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is our notice appointment", "notice_appointment.txt", "Tuesday 14 October"),
    ("do we both have to go", "notice_appointment.txt", "must both attend"),
    ("what proof of address do we need", "documents_list.txt", "from the last 3 months"),
    ("how much is giving notice", "fees.csv", "£42"),
    ("how much is a ceremony at a venue", "fees.csv", "£550"),
    ("how long is the notice displayed", "notice_period.txt", "28 days"),
    ("how soon can we get married", "notice_period.txt", "29 days after"),
    ("how long is the notice valid for", "notice_period.txt", "12 months"),
    ("when is the wedding", "ceremony_email.txt", "Saturday 20 June 2026"),
    ("how many witnesses do we need", "ceremony_email.txt", "two witnesses"),
    ("when will the registrars arrive", "ceremony_email.txt", "30 minutes before"),
    ("how much is a marriage certificate", "fees.csv", "£12.50"),
    ("can we write our own vows", None, ""),
    ("is there a dress code", None, ""),
]
