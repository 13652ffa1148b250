"""A volunteer driver's papers for a community transport scheme (the fifty-second session): the
welcome letter, the mileage rates as a table, the insurance note, the passenger guidance and a text
from the coordinator. Its validation folder is a hospital volunteer's for the meet and greet desk:
the welcome, the shifts as CSV, the role note, the parking note and an email, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Thank you for joining Vale Community Transport as a volunteer driver. You will take older and
disabled passengers to appointments in your own car. Your coordinator is Sandra Moyo.
""",
    "mileage_rates.md": """\
# Mileage paid to drivers

| miles in the tax year | rate per mile |
|---|---|
| first 10,000 | 45p |
| over 10,000 | 25p |
| passenger supplement | 5p |
""",
    "insurance_note.txt": """\
Tell your insurer you drive as a volunteer before your first journey; most do not charge extra.
The scheme does not cover damage to your car.
""",
    "passenger_guidance.txt": """\
Wait with the passenger until they are inside the building. Never accept tips; if a passenger
insists, suggest a donation to the scheme instead.
""",
    "text.txt": """\
Hi, can you do Mrs Ellis on Tuesday? Pick up 9.20am, Beech Road, to the eye clinic at Royal Vale. Sandra
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is my coordinator", "welcome_letter.txt", "Sandra Moyo"),
    ("what car do I use", "welcome_letter.txt", "in your own car"),
    ("how much do I get per mile", "mileage_rates.md", "45p"),
    ("what is the rate after 10,000 miles", "mileage_rates.md", "25p"),
    ("do I need to tell my insurance", "insurance_note.txt", "Tell your insurer you drive as a volunteer"),
    ("what if my car gets damaged", "insurance_note.txt", "The scheme does not cover damage to your car"),
    ("can I take a tip", "passenger_guidance.txt", "Never accept tips"),
    ("do I wait with them", "passenger_guidance.txt", "Wait with the passenger until they are inside the building"),
    ("what time is the pick up on Tuesday", "text.txt", "9.20am"),
    ("where is Mrs Ellis going", "text.txt", "the eye clinic at Royal Vale"),
    ("is there an age limit for drivers", None, ""),
    ("do I get paid for waiting time", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to the volunteer team at St Luke's Hospital. You will be on the meet and greet desk
in the main entrance, helping patients and visitors find their way.
""",
    "shifts.csv": """\
day,shift,volunteer
Monday,9am to 12.30pm,Gwen
Monday,12.30pm to 4pm,you
Thursday,9am to 12.30pm,you
""",
    "role_note.txt": """\
Volunteers may push wheelchairs but must not lift or help patients to stand. You will be given
a blue volunteer tabard and a badge.
""",
    "parking_note.txt": """\
Volunteers park free in Car Park C; show your badge at the barrier.
""",
    "email.txt": """\
Dear Alan, your induction is on 3 February at 10am in the Education Centre. Best, Voluntary Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the desk", "welcome.txt", "in the main entrance"),
    ("what time is my Monday shift", "shifts.csv", "12.30pm to 4pm"),
    ("who is on Monday morning", "shifts.csv", "Gwen"),
    ("can I push a wheelchair", "role_note.txt", "Volunteers may push wheelchairs"),
    ("can I help someone stand up", "role_note.txt", "must not lift or help patients to stand"),
    ("what do I wear", "role_note.txt", "a blue volunteer tabard"),
    ("where can I park", "parking_note.txt", "Car Park C"),
    ("is parking free", "parking_note.txt", "Volunteers park free"),
    ("when is my induction", "email.txt", "3 February at 10am"),
    ("do I get lunch", None, ""),
    ("do I need a DBS check", None, ""),
]
