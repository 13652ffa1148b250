"""New parents' papers for a health visitor's visits (the forty-eighth session): the visit
letter, the health visiting service's leaflet, the check schedule as a table, the feeding note
and a text. Its validation folder is a parent's for a baby sensory class: the booking, the class
rules, the term plan as CSV, the parking note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "visit_letter.txt": """\
Your health visitor, Ruth Okoro, will visit you and baby Isla at home on Monday 14 April between
10am and 12pm for the new birth visit. Please have Isla's red book ready.
""",
    "service_leaflet.txt": """\
The duty health visitor can be reached on 0118 496 0302, Monday to Friday, 9am to 5pm. Out of
hours, call NHS 111. Baby weigh-ins are every Thursday morning at Elm Road Children's Centre.
""",
    "checks.md": """\
# Checks

| check | age |
|---|---|
| New birth visit | 10 to 14 days |
| 6 to 8 week review | 6 to 8 weeks |
| 1 year review | 9 to 12 months |
| 2 year review | 2 to 2 and a half years |
""",
    "feeding_note.txt": """\
Newborns feed 8 to 12 times in 24 hours. A drop-in breastfeeding group meets on Tuesdays at 1pm at the library.
""",
    "text.txt": """\
Hi, Ruth here, I'm running about 20 minutes late this morning, sorry! See you soon
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the health visitor coming", "visit_letter.txt", "Monday 14 April"),
    ("what's the health visitor called", "visit_letter.txt", "Ruth Okoro"),
    ("what do I need to have ready", "visit_letter.txt", "Isla's red book"),
    ("what number do I ring", "service_leaflet.txt", "0118 496 0302"),
    ("who do I call at the weekend", "service_leaflet.txt", "NHS 111"),
    ("when are the weigh-ins", "service_leaflet.txt", "every Thursday morning"),
    ("when is the 1 year review", "checks.md", "9 to 12 months"),
    ("how old is she at the second check", "checks.md", "6 to 8 weeks"),
    ("how often should she feed", "feeding_note.txt", "8 to 12 times in 24 hours"),
    ("where is the breastfeeding group", "feeding_note.txt", "at the library"),
    ("how late is Ruth", "text.txt", "about 20 minutes late"),
    ("when are her vaccinations", None, ""),
    ("is there a baby massage class", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Little Senses baby sensory class at St John's Hall, Wednesdays 10.30am to 11.15am,
for babies 0 to 6 months. 8-week term, £72.
""",
    "class_rules.txt": """\
One adult per baby. Missed classes can't be refunded but can be swapped to Friday's class if there's room.
""",
    "term_plan.csv": """\
week,theme
1,under the sea
2,farmyard
3,space
4,rainbow colours
""",
    "parking_note.txt": """\
Buggies can be left in the lobby. Parking is on the street; the church car park is for staff only.
""",
    "email.txt": """\
Hi Jess, bring a blanket for Oli to lie on, and a spare outfit just in case! Little Senses
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is baby sensory", "booking.txt", "10.30am to 11.15am"),
    ("how much is the term", "booking.txt", "£72"),
    ("what age is it for", "booking.txt", "0 to 6 months"),
    ("can Dad come too", "class_rules.txt", "One adult per baby"),
    ("what if we miss a class", "class_rules.txt", "swapped to Friday's class"),
    ("what's the theme in week 3", "term_plan.csv", "space"),
    ("which week is farmyard", "term_plan.csv", "2"),
    ("where do I leave the buggy", "parking_note.txt", "in the lobby"),
    ("can I park at the church", "parking_note.txt", "staff only"),
    ("what should I bring", "email.txt", "a blanket"),
    ("is there a sibling discount", None, ""),
    ("do they sell snacks", None, ""),
]
