"""A new resident's papers for a block of flats (the forty-sixth session): the managing agent's
welcome letter, the key fobs as a table, the building rules, the concierge email and a text. Its
validation folder is a resident's for the block's bike store: the agent's email, the storage
spaces as CSV, the store rules, the maintenance notice and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Flat 14, Harbour View. Your managing agent is Coastline Property, 01632 960612. The
service charge is £1,840 a year, paid quarterly.
""",
    "key_fobs.md": """\
# Key fobs

| fob | opens |
|---|---|
| Blue | main entrance and lifts |
| Red | car park gate |
| Green | bin store and bike store |
""",
    "building_rules.txt": """\
No barbecues on balconies. Quiet hours are 11pm to 7am. Bulky items must not be left in the bin
store; book a collection through the concierge.
""",
    "concierge_email.txt": """\
The concierge desk is staffed 7am to 7pm every day and takes in parcels. A lost fob costs £35 to
replace and takes 3 working days.
""",
    "text.txt": """\
Hi, the lifts will be serviced on Wednesday 9am to 12pm, please use the stairs. Concierge
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the managing agent", "welcome_letter.txt", "Coastline Property"),
    ("how much is the service charge", "welcome_letter.txt", "£1,840 a year"),
    ("which fob opens the car park", "key_fobs.md", "Red"),
    ("what does the green fob open", "key_fobs.md", "bin store and bike store"),
    ("can I have a barbecue on the balcony", "building_rules.txt", "No barbecues on balconies"),
    ("what are the quiet hours", "building_rules.txt", "11pm to 7am"),
    ("how do I get rid of a sofa", "building_rules.txt", "book a collection through the concierge"),
    ("when is the concierge there", "concierge_email.txt", "7am to 7pm every day"),
    ("how much is a new fob", "concierge_email.txt", "£35"),
    ("when are the lifts being serviced", "text.txt", "Wednesday 9am to 12pm"),
    ("can I keep a cat", None, ""),
    ("is there a gym", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "agent_email.txt": """\
Your bike store space is number 22. Spaces are free for residents, one per flat; a second space
is £60 a year if any are left.
""",
    "spaces.csv": """\
space,flat,type
21,Flat 9,wall hook
22,Flat 14,floor stand
23,Flat 3,floor stand
""",
    "store_rules.txt": """\
Bikes must be locked to the stand. No e-bike charging in the store.
Abandoned bikes are tagged and removed after 28 days.
""",
    "maintenance_notice.txt": """\
The bike store door lock is being replaced on Monday 3 November; the store will be open between
10am and 2pm that day.
""",
    "message.txt": """\
Someone's left a child trailer in space 22, I've told the agent. Flat 9
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which space is mine", "agent_email.txt", "number 22"),
    ("how much is a second space", "agent_email.txt", "£60 a year"),
    ("what type is space 22", "spaces.csv", "floor stand"),
    ("whose is space 21", "spaces.csv", "Flat 9"),
    ("can I charge my e-bike in there", "store_rules.txt", "No e-bike charging"),
    ("what happens to abandoned bikes", "store_rules.txt", "tagged and removed after 28 days"),
    ("when is the lock being replaced", "maintenance_notice.txt", "Monday 3 November"),
    ("what's in my space", "message.txt", "a child trailer"),
    ("do bikes have to be locked", "store_rules.txt", "Bikes must be locked to the stand"),
    ("is there CCTV", None, ""),
    ("can I store a motorbike", None, ""),
]
