"""A patient's papers for a fasting blood test (the forty-sixth session): the GP's text, the
clinic's instructions, the tests ordered as a table, the results line page and a text. Its
validation folder is a patient's for an ECG and a heart monitor: the appointment letter, the
preparation notes, the monitor diary as CSV, the results page and a message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "gp_text.txt": """\
Dr Moss has asked for a fasting blood test. Book it with the surgery's phlebotomy clinic within
the next 2 weeks, on 01632 960530, between 8am and 11am.
""",
    "clinic_instructions.txt": """\
Fast for 10 hours before the test: no food, but you can drink plain water. Take your usual tablets
unless told not to. Wear a short-sleeved top.
""",
    "tests_ordered.md": """\
# Tests ordered

| test | why |
|---|---|
| HbA1c | diabetes check |
| Lipid profile | cholesterol |
| Liver function | routine |
""",
    "results_page.txt": """\
Results are usually back in 3 to 5 working days. You can see them in the NHS App; the surgery will
only call you if something needs following up.
""",
    "text.txt": """\
Your blood test is booked for Tuesday 14 October at 8:20am with Nurse Kay. Reply STOP to cancel.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my blood test", "text.txt", "Tuesday 14 October"),
    ("who is taking my blood", "text.txt", "Nurse Kay"),
    ("how long do I need to fast", "clinic_instructions.txt", "10 hours"),
    ("can I drink water", "clinic_instructions.txt", "you can drink plain water"),
    ("should I take my tablets", "clinic_instructions.txt", "Take your usual tablets"),
    ("what should I wear", "clinic_instructions.txt", "a short-sleeved top"),
    ("what is the lipid profile for", "tests_ordered.md", "cholesterol"),
    ("why are they doing HbA1c", "tests_ordered.md", "diabetes check"),
    ("how long until the results", "results_page.txt", "3 to 5 working days"),
    ("where can I see my results", "results_page.txt", "in the NHS App"),
    ("what number do I ring to book", "gp_text.txt", "01632 960530"),
    ("can I have a coffee", None, ""),
    ("will it hurt", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your ECG and 24-hour heart monitor fitting is on Thursday 9 October at 2:40pm in the Cardiology
Department, Level 3. Return the monitor the next day by 4pm.
""",
    "preparation.txt": """\
Don't put body lotion or oil on your chest on the day.
You cannot shower or bath while wearing the monitor.
""",
    "monitor_diary.csv": """\
time,what I was doing,symptoms
18:00,walking the dog,none
21:30,watching TV,fluttering
07:15,climbing stairs,breathless
""",
    "results_page.txt": """\
Your consultant, Dr Ruth Oyelaran, will write to you with the results within 4 weeks.
""",
    "message.txt": """\
I'll drop you off for the monitor at 2:20 and park in the multi-storey. Raj
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my ECG", "appointment_letter.txt", "Thursday 9 October"),
    ("where is cardiology", "appointment_letter.txt", "Level 3"),
    ("when does the monitor go back", "appointment_letter.txt", "the next day by 4pm"),
    ("can I use body lotion", "preparation.txt", "Don't put body lotion"),
    ("can I shower with it on", "preparation.txt", "cannot shower"),
    ("what was I doing when I felt breathless", "monitor_diary.csv", "climbing stairs"),
    ("who is my consultant", "results_page.txt", "Dr Ruth Oyelaran"),
    ("how long for the results", "results_page.txt", "within 4 weeks"),
    ("what time is Raj dropping me off", "message.txt", "2:20"),
    ("can I drive home", None, ""),
    ("do I need to fast", None, ""),
]
