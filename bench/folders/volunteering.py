"""A volunteer's papers for a hospital volunteering role (the forty-fifth session): the welcome
letter, the induction checklist, the shift rota as a table, the expenses policy and a text. Its
validation folder is a library volunteer's: the role description, the shifts as CSV, the training
email, the lost property rules and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to the volunteer team at St Anne's Hospital, Priya. Your role is ward companion on the
elderly care wards. Your volunteer coordinator is Gareth Lee, on 01632 960871.
""",
    "induction.txt": """\
Before your first shift: complete the online infection control module, collect your ID badge from
the volunteer office (ground floor, by the main lifts) and read the fire safety leaflet.
""",
    "rota.md": """\
# Ward companion rota

| day | ward | time |
|---|---|---|
| Monday | Oak ward | 2pm to 5pm |
| Thursday | Elm ward | 10am to 1pm |
""",
    "expenses.txt": """\
We pay travel expenses of up to £6 a shift, claimed monthly on the expenses form. Volunteers get a
free hot drink and 20% off meals in the staff restaurant.
""",
    "text.txt": """\
Hi Priya, I'm your buddy for the first two shifts, meet me at the volunteer office at 1:45 on Monday.
Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my role", "welcome_letter.txt", "ward companion"),
    ("who is my coordinator", "welcome_letter.txt", "Gareth Lee"),
    ("what's Gareth's number", "welcome_letter.txt", "01632 960871"),
    ("what do I need to do before my first shift", "induction.txt", "infection control module"),
    ("where do I get my ID badge", "induction.txt", "the volunteer office"),
    ("which ward am I on on Thursday", "rota.md", "Elm ward"),
    ("what time is the Monday shift", "rota.md", "2pm to 5pm"),
    ("how much travel can I claim", "expenses.txt", "up to £6 a shift"),
    ("do I get a discount on meals", "expenses.txt", "20% off"),
    ("how do I claim expenses", "expenses.txt", "the expenses form"),
    ("who is my buddy", "text.txt", "Tom"),
    ("where am I meeting Tom", "text.txt", "the volunteer office"),
    ("is there free parking for volunteers", None, ""),
    ("do I need a uniform", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "role.txt": """\
Library volunteer, Home Library Service: choose and deliver books to people who can't get to the
library. About 2 hours a week. You will need a DBS check, which we pay for.
""",
    "shifts.csv": """\
day,round,time
Tuesday,Northside,10am to 12pm
Friday,Riverside,2pm to 4pm
""",
    "training_email.txt": """\
Your training is on Wednesday 15 October, 10am to 1pm, in the meeting room at Central Library.
Lunch is provided.
""",
    "lost_property.txt": """\
Hand anything found on your round to the library desk. Never take money from a reader.
""",
    "message.txt": """\
Mrs Dean on the Riverside round loves crime novels, especially anything by Ann Cleeves. June
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many hours a week is it", "role.txt", "About 2 hours a week"),
    ("who pays for the DBS check", "role.txt", "we pay for"),
    ("what time is the Friday round", "shifts.csv", "2pm to 4pm"),
    ("which round is on Tuesday", "shifts.csv", "Northside"),
    ("when is the training", "training_email.txt", "Wednesday 15 October"),
    ("is lunch provided", "training_email.txt", "Lunch is provided"),
    ("what do I do with things I find", "lost_property.txt", "library desk"),
    ("can I take money from a reader", "lost_property.txt", "Never take money"),
    ("what does Mrs Dean like to read", "message.txt", "crime novels"),
    ("do I need a car", None, ""),
    ("are expenses paid", None, ""),
]
