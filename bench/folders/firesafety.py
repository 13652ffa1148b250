"""A householder's papers for a home fire safety visit (the forty-fifth session): the fire
service's booking letter, the visit report, the smoke alarm leaflet, the escape plan and a note.
Its validation folder is a carbon monoxide alarm's: the instructions, the gas engineer's report,
the alarm signals as CSV, the energy company's letter and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_letter.txt": """\
West Vale Fire and Rescue will visit 7 Orchard Road on Monday 20 October between 1pm and 3pm for a
free Safe and Well visit. The visit takes about 45 minutes. Our crew will wear uniform and carry ID.
""",
    "visit_report.txt": """\
Visit done by Firefighter Lewis. Fitted: 2 smoke alarms (hall and landing) and 1 heat alarm in the
kitchen. The alarms have 10-year sealed batteries. Advice given on electric blankets and candles.
""",
    "smoke_alarm_leaflet.md": """\
# Looking after your alarms

| what | how often |
|---|---|
| press the test button | once a week |
| vacuum the vents | every 6 months |
| replace the whole alarm | every 10 years |
""",
    "escape_plan.txt": """\
Our escape route is down the stairs and out of the front door.
Keys for the back door are kept on the hook in the kitchen. If the stairs are blocked, go to the front bedroom, shut the door and call
999. We meet by the lamp post at number 9.
""",
    "note.txt": """\
Grandad's electric blanket is over 10 years old, Lewis said to replace it. Book him the free
blanket test at the library on 5 November.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the fire safety visit", "booking_letter.txt", "Monday 20 October"),
    ("how long will the visit take", "booking_letter.txt", "about 45 minutes"),
    ("how much does the visit cost", "booking_letter.txt", "free"),
    ("how will I know it's really them", "booking_letter.txt", "carry ID"),
    ("where did they fit the smoke alarms", "visit_report.txt", "hall and landing"),
    ("what alarm is in the kitchen", "visit_report.txt", "heat alarm"),
    ("do I need to change the batteries", "visit_report.txt", "10-year sealed batteries"),
    ("how often should I test the alarm", "smoke_alarm_leaflet.md", "once a week"),
    ("when do I vacuum the vents", "smoke_alarm_leaflet.md", "every 6 months"),
    ("where do we meet if there's a fire", "escape_plan.txt", "lamp post at number 9"),
    ("where are the back door keys", "escape_plan.txt", "on the hook in the kitchen"),
    ("what if the stairs are blocked", "escape_plan.txt", "front bedroom"),
    ("what did Lewis say about the blanket", "note.txt", "replace it"),
    ("when is the blanket test", "note.txt", "5 November"),
    ("do they check the wiring", None, ""),
    ("can they fit a fire door", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "instructions.txt": """\
Fit the carbon monoxide alarm in the same room as the boiler, 1 to 3 metres away from it, at head
height. Do not fit it in a cupboard or next to a window. Test it monthly.
""",
    "engineer_report.txt": """\
Annual boiler service done 2 October by Marek Nowak, Gas Safe number 561234. Boiler safe, flue
clear. CO alarm fitted in the kitchen. Next service due October next year.
""",
    "signals.csv": """\
signal,meaning
4 loud beeps and red flashing,carbon monoxide found: open windows and get out
one chirp every minute,battery low
yellow light,alarm fault
""",
    "energy_letter.txt": """\
If you smell gas or think there is carbon monoxide, call the National Gas Emergency number
0800 111 999, free, 24 hours a day.
""",
    "text.txt": """\
The new alarm beeped once in the night, I think it's the battery x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where should the CO alarm go", "instructions.txt", "same room as the boiler"),
    ("how often do I test it", "instructions.txt", "monthly"),
    ("who serviced the boiler", "engineer_report.txt", "Marek Nowak"),
    ("when is the next boiler service", "engineer_report.txt", "October next year"),
    ("what's his Gas Safe number", "engineer_report.txt", "561234"),
    ("what does a yellow light mean", "signals.csv", "alarm fault"),
    ("what does one chirp every minute mean", "signals.csv", "battery low"),
    ("what number do I call if I smell gas", "energy_letter.txt", "0800 111 999"),
    ("why did the alarm beep", "text.txt", "battery"),
    ("how long does the alarm last", None, ""),
    ("does it detect smoke", None, ""),
]
