"""A clinical trial volunteer's papers (the forty-first session): the information sheet, the visit
schedule as a table, the expenses as CSV, the consent notes, the contact card and the research
nurse's text. Its validation folder is a sleep study volunteer's: the invitation letter, the study
nights as CSV, the preparation sheet, the payment letter, the withdrawal notes and the
researcher's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "information_sheet.txt": """\
ASTHMA-21 study: participant information sheet

The study tests whether a new inhaler, taken once a day, controls asthma as well as your usual
twice-daily inhaler. It lasts 24 weeks. Half of the volunteers get the new inhaler and half their
usual one, chosen at random by computer; neither you nor the doctor will know which.
""",
    "visit_schedule.md": """\
# Visit schedule

| visit | week | what happens | length |
|---|---|---|---|
| screening | 0 | blood test, breathing test, ECG | 3 hours |
| visit 2 | 4 | breathing test, diary check | 1 hour |
| visit 3 | 12 | blood test, breathing test | 90 minutes |
| final visit | 24 | breathing test, questionnaire | 1 hour |
""",
    "expenses.csv": """\
item,amount
each completed visit,£50
travel by car,45p a mile
parking,paid in full with a receipt
""",
    "consent_notes.txt": """\
Taking part is voluntary. You can leave the study at any time without giving a reason, and your
usual care will not be affected. Samples taken before you leave may still be used unless you ask us
to destroy them.
""",
    "contact_card.txt": """\
Carry this card at all times during the study. In an emergency, call the 24-hour study line on 0161
555 0199 and quote your participant number, AS21-0456.
""",
    "nurse_text.txt": """\
Research nurse Priya: reminder, your screening visit is Monday 9 February at 8.30am. Please don't use
your inhaler for 6 hours before and don't eat after midnight. Come to the Clinical Research Unit on
floor 2.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long does the study last", "information_sheet.txt", "24 weeks"),
    ("how often do I take the new inhaler", "information_sheet.txt", "once a day"),
    ("will I know which inhaler I'm on", "information_sheet.txt", "neither you nor the doctor will know"),
    ("how long is the screening visit", "visit_schedule.md", "3 hours"),
    ("what happens at visit 3", "visit_schedule.md", "blood test, breathing test"),
    ("when is the final visit", "visit_schedule.md", "24"),
    ("how much do I get for each visit", "expenses.csv", "£50"),
    ("how much is mileage", "expenses.csv", "45p a mile"),
    ("is parking paid", "expenses.csv", "paid in full with a receipt"),
    ("can I drop out", "consent_notes.txt", "leave the study at any time"),
    ("what happens to my samples if I leave", "consent_notes.txt", "may still be used"),
    ("what's my participant number", "contact_card.txt", "AS21-0456"),
    ("who do I call in an emergency", "contact_card.txt", "555 0199"),
    ("when is my screening visit", "nurse_text.txt", "Monday 9 February at 8.30am"),
    ("can I eat before the screening", "nurse_text.txt", "don't eat after midnight"),
    ("where do I go for the visit", "nurse_text.txt", "Clinical Research Unit"),
    ("are there side effects", None, ""),
    ("can I take part if I'm pregnant", None, ""),
    ("will I get the results", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation_letter.txt": """\
Dear Mr Grant, thank you for volunteering for our study of sleep and memory. You will spend three
nights in the sleep lab at the Department of Psychology, 40 Hill Street. Each night runs from 9pm
to 7am.
""",
    "study_nights.csv": """\
night,date
1,Tuesday 3 March
2,Tuesday 10 March
3,Tuesday 17 March
""",
    "preparation.txt": """\
Before each night

No caffeine after midday and no alcohol that day. Wash your hair but don't use conditioner, so the
sensors stick. Bring pyjamas and a toothbrush; towels are provided.
""",
    "payment_letter.txt": """\
You will be paid £180 for the three nights, by bank transfer within a month of the last night.
""",
    "withdrawal_notes.txt": """\
You may stop at any time. If you stop after the first night you will still be paid £60 for each night
completed.
""",
    "researcher_email.txt": """\
From: Dr Leila Ahmadi
Hi Tom, the front door locks at 8pm, so ring the bell marked Sleep Lab and I'll let you in. Leila
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many nights is it", "invitation_letter.txt", "three"),
    ("where is the sleep lab", "invitation_letter.txt", "40 Hill Street"),
    ("what time does each night finish", "invitation_letter.txt", "7am"),
    ("when is the second night", "study_nights.csv", "Tuesday 10 March"),
    ("can I have coffee", "preparation.txt", "No caffeine after midday"),
    ("can I use conditioner", "preparation.txt", "don't use conditioner"),
    ("do I need a towel", "preparation.txt", "towels are provided"),
    ("how much do I get paid", "payment_letter.txt", "£180"),
    ("when will I be paid", "payment_letter.txt", "within a month of the last night"),
    ("what if I stop after one night", "withdrawal_notes.txt", "£60 for each night"),
    ("how do I get in after 8pm", "researcher_email.txt", "ring the bell"),
    ("is there parking", None, ""),
    ("can I bring my own pillow", None, ""),
    ("will I get my results", None, ""),
]
