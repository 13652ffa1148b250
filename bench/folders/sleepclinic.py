"""A patient's papers for a sleep clinic (the fiftieth session): the appointment letter, the sleep
study instructions, the sleep diary as a table, the CPAP note and a text. Its validation folder is
a patient's for an allergy skin-prick test: the letter, the preparation sheet, the medicines to
stop as CSV, the results note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Dear Mr Okafor, you have been referred to the Sleep Service at St Luke's Hospital. Please collect
your home sleep study kit from the Respiratory Department, ground floor, on Monday 9 June at 3pm.
""",
    "study_instructions.txt": """\
Wear the kit for one night only, from when you go to bed until you get up. Do not drink alcohol on
the night of the study. Return the kit the next morning before 10am.
""",
    "sleep_diary.md": """\
# Sleep diary

| night | bedtime | woke up | hours slept |
|---|---|---|---|
| Monday | 11pm | 6:30am | 5 |
| Tuesday | 11:30pm | 6:45am | 6 |
| Wednesday | 10:45pm | 6:15am | 7 |
""",
    "cpap_note.txt": """\
If the study shows sleep apnoea, you may be offered a CPAP machine. The DVLA must be told if you
have excessive daytime sleepiness while driving.
""",
    "text.txt": """\
Hi Chidi, the results usually take about three weeks, then the consultant will write to you. Sleep Service
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where do I pick up the kit", "appointment_letter.txt", "Respiratory Department, ground floor"),
    ("when do I collect the sleep study kit", "appointment_letter.txt", "Monday 9 June at 3pm"),
    ("how many nights do I wear it", "study_instructions.txt", "one night only"),
    ("can I have a drink that night", "study_instructions.txt", "Do not drink alcohol"),
    ("when does the kit go back", "study_instructions.txt", "the next morning before 10am"),
    ("what time did I go to bed on Tuesday", "sleep_diary.md", "11:30pm"),
    ("how many hours did I sleep on Wednesday", "sleep_diary.md", "7"),
    ("when did I wake up on Monday", "sleep_diary.md", "6:30am"),
    ("what if I have sleep apnoea", "cpap_note.txt", "CPAP machine"),
    ("do I need to tell the DVLA", "cpap_note.txt", "The DVLA must be told"),
    ("how long do the results take", "text.txt", "about three weeks"),
    ("can I take a sleeping pill", None, ""),
    ("is there parking at St Luke's", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Dear Ms Byrne, your skin-prick allergy test is on Thursday 16 October at 9:20am in the Allergy
Clinic, Outpatients B. The appointment takes about 90 minutes.
""",
    "preparation.txt": """\
Please do not use moisturiser on your forearms on the day of the test. Wear a top with sleeves
that roll up easily. You can eat and drink as normal.
""",
    "medicines_to_stop.csv": """\
medicine,stop before test
cetirizine,3 days
loratadine,5 days
chlorphenamine,2 days
""",
    "results_note.txt": """\
The results are read after 15 minutes and the nurse will talk them through with you the same day.
A letter goes to your GP afterwards.
""",
    "email.txt": """\
Dear Ms Byrne, if you have a cold or are unwell on the day, please call 01632 500 277 to rebook. Allergy Clinic
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my allergy test", "letter.txt", "Thursday 16 October at 9:20am"),
    ("where is the allergy clinic", "letter.txt", "Outpatients B"),
    ("how long will it take", "letter.txt", "about 90 minutes"),
    ("can I put cream on my arms", "preparation.txt", "do not use moisturiser on your forearms"),
    ("can I eat before", "preparation.txt", "You can eat and drink as normal"),
    ("when do I stop loratadine", "medicines_to_stop.csv", "5 days"),
    ("how long before do I stop cetirizine", "medicines_to_stop.csv", "3 days"),
    ("when will I get my results", "results_note.txt", "after 15 minutes"),
    ("will my GP know", "results_note.txt", "A letter goes to your GP"),
    ("what if I have a cold", "email.txt", "call 01632 500 277 to rebook"),
    ("will it hurt", None, ""),
    ("can I bring my daughter", None, ""),
]
