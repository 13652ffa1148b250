"""A wearer's papers for monthly contact lenses (the forty-seventh session): the direct debit plan,
the care leaflet, the prescription as a table, the aftercare letter and a text. Its validation
folder is a wearer's for hearing aid batteries and servicing: the service letter, the care sheet,
the battery sizes as CSV, the clinic note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "direct_debit_plan.txt": """\
Lens plan for Mr T Okoye: monthly lenses, 6 months' supply sent every 6 months, £21.50 a month by
direct debit. Includes a yearly eye test and aftercare checks.
""",
    "care_leaflet.txt": """\
Never sleep in monthly lenses. Do not rinse lenses or the case in tap water. Replace the case
every month with each new pair.
""",
    "prescription.md": """\
# Prescription

| eye | power | base curve | diameter |
|---|---|---|---|
| right | -2.75 | 8.6 | 14.2 |
| left | -3.25 | 8.6 | 14.2 |
""",
    "aftercare_letter.txt": """\
Your next aftercare appointment is due in March. If your eye is red, painful or your sight goes
blurry, take the lenses out and call us the same day.
""",
    "text.txt": """\
Your next box of lenses was posted today, it should arrive in 2 to 3 days. Vision Plus
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the lens plan a month", "direct_debit_plan.txt", "£21.50 a month"),
    ("is the eye test included", "direct_debit_plan.txt", "Includes a yearly eye test"),
    ("can I sleep in my lenses", "care_leaflet.txt", "Never sleep in monthly lenses"),
    ("can I rinse them in tap water", "care_leaflet.txt", "Do not rinse lenses or the case in tap water"),
    ("how often should I change the case", "care_leaflet.txt", "every month"),
    ("what's the power of my left lens", "prescription.md", "-3.25"),
    ("what is the base curve", "prescription.md", "8.6"),
    ("when is my next aftercare", "aftercare_letter.txt", "March"),
    ("what should I do if my eye is red", "aftercare_letter.txt", "take the lenses out and call us the same day"),
    ("when will the lenses arrive", "text.txt", "2 to 3 days"),
    ("how many months' supply do I get", "direct_debit_plan.txt", "6 months' supply"),
    ("can I swim in them", None, ""),
    ("do they do daily lenses", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "service_letter.txt": """\
Your hearing aids are due a service. Drop-in clinic: Tuesdays 10am to 12pm at the Audiology
Department, Outpatients Building B.
""",
    "care_sheet.txt": """\
Wipe the aids with a dry cloth each night. Keep them away from water and hairspray. Change the wax
filter every 4 weeks.
""",
    "battery_sizes.csv": """\
model,battery size,colour tab
Phonak Audeo,312,brown
Oticon Ruby,13,orange
Signia Pure,10,yellow
""",
    "clinic_note.txt": """\
You wear the Oticon Ruby on both ears. Batteries are free with your brown book; a pack lasts about 6 weeks.
""",
    "message.txt": """\
The Tuesday clinic is cancelled on 23 December, come on the 30th instead. Audiology reception
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the drop-in clinic", "service_letter.txt", "Tuesdays 10am to 12pm"),
    ("where is audiology", "service_letter.txt", "Outpatients Building B"),
    ("how do I clean them", "care_sheet.txt", "Wipe the aids with a dry cloth each night"),
    ("how often do I change the wax filter", "care_sheet.txt", "every 4 weeks"),
    ("what size battery does the Signia Pure take", "battery_sizes.csv", "10"),
    ("what colour tab is size 13", "battery_sizes.csv", "orange"),
    ("which hearing aids do I have", "clinic_note.txt", "Oticon Ruby"),
    ("do I pay for batteries", "clinic_note.txt", "Batteries are free"),
    ("how long does a pack last", "clinic_note.txt", "about 6 weeks"),
    ("is the clinic on 23 December", "message.txt", "cancelled on 23 December"),
    ("can I get them wet", "care_sheet.txt", "away from water"),
    ("can I get a new pair", None, ""),
    ("do they do home visits", None, ""),
]
