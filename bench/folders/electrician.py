"""A landlord's papers for an electrical safety check (the forty-eighth session): the electrician's
quote, the report summary, the faults found as a table, the tenant letter and an email. Its
validation folder is a householder's for a handyman's visit: the job sheet, the handyman's terms,
the jobs and times as CSV, the materials note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Brightwire Electrical: Electrical Installation Condition Report (EICR) for 27 Mill Street, £150.
Any remedial work is quoted separately. Visit booked for Tuesday 5 March, 9am to 1pm.
""",
    "report_summary.txt": """\
Overall result: unsatisfactory. The next inspection is due in 5 years, by March 2029, once the
C2 faults are put right. Remedial work must be done within 28 days.
""",
    "faults.md": """\
# Faults found

| code | fault | fix | price |
|---|---|---|---|
| C2 | no RCD protection on sockets | new consumer unit | £520 |
| C2 | bathroom light not earthed | earth the fitting | £45 |
| C3 | cracked socket in bedroom 2 | replace socket | £30 |
""",
    "tenant_letter.txt": """\
Dear Mr and Mrs Lowe, an electrician will need access on 5 March. The power will be off for
about two hours during the visit. Kind regards, Anita Shah (landlord)
""",
    "email.txt": """\
Anita, C3 is only a recommendation, you don't legally have to fix it. Dan at Brightwire
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the EICR", "quote.txt", "£150"),
    ("when is the electrician coming", "quote.txt", "Tuesday 5 March"),
    ("did the flat pass", "report_summary.txt", "unsatisfactory"),
    ("when is the next inspection due", "report_summary.txt", "March 2029"),
    ("how long do I have to do the repairs", "report_summary.txt", "within 28 days"),
    ("how much is the new consumer unit", "faults.md", "£520"),
    ("what's wrong with the bathroom light", "faults.md", "not earthed"),
    ("which fault is in bedroom 2", "faults.md", "cracked socket"),
    ("how long will the power be off", "tenant_letter.txt", "about two hours"),
    ("do I have to fix the C3 fault", "email.txt", "you don't legally have to fix it"),
    ("who is the tenant", "tenant_letter.txt", "Mr and Mrs Lowe"),
    ("does the boiler need checking too", None, ""),
    ("is the electrician Part P registered", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "job_sheet.txt": """\
Handy Hands job sheet for 6 Poplar Road, Thursday 14 November from 10am. Half-day booking, £95.
Jobs: shelves, curtain poles, door handle, bath sealant.
""",
    "terms.txt": """\
Extra time is charged at £25 an hour. We don't do gas, electrics beyond changing a light fitting,
or work above first-floor height. Payment on completion.
""",
    "jobs.csv": """\
job,room,estimated time
Put up two shelves,study,45 minutes
Fit curtain poles,bedroom,1 hour
Replace door handle,bathroom,20 minutes
Reseal bath,bathroom,1 hour 30 minutes
""",
    "materials_note.txt": """\
Please buy the shelves and poles yourself; we bring screws, plugs and sealant.
""",
    "text.txt": """\
Running about 15 minutes late, sorry! Kev, Handy Hands
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the handyman coming", "job_sheet.txt", "Thursday 14 November"),
    ("how much is the half day", "job_sheet.txt", "£95"),
    ("what does extra time cost", "terms.txt", "£25 an hour"),
    ("can he fix the gutter on the roof", "terms.txt", "work above first-floor height"),
    ("when do I pay him", "terms.txt", "Payment on completion"),
    ("how long will the shelves take", "jobs.csv", "45 minutes"),
    ("which room are the curtain poles for", "jobs.csv", "bedroom"),
    ("do I need to buy the sealant", "materials_note.txt", "we bring screws, plugs and sealant"),
    ("how late is Kev", "text.txt", "15 minutes late"),
    ("what jobs are on the list", "job_sheet.txt", "shelves, curtain poles, door handle, bath sealant"),
    ("does he take card", None, ""),
    ("can he paint the hallway", None, ""),
]
