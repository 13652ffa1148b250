"""A patient's papers for a flu and COVID jab at a pharmacy (the forty-ninth session): the booking,
the pharmacy's rules, the vaccines as a table, the leaflet and a text. Its validation folder is a
patient's for a shingles vaccine at the GP: the letter, the rules, the doses as CSV, the side
effects note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your flu and COVID vaccinations are booked at Parkside Pharmacy, 3 High Street, on Thursday 16
October at 11.40am. Both jabs are given at the same appointment.
""",
    "pharmacy_rules.txt": """\
Wear a short-sleeved top. Tell the pharmacist if you have ever had a serious allergic reaction.
Please wait 15 minutes after your vaccination before you leave.
""",
    "vaccines.md": """\
# Your vaccines

| vaccine | arm | cost |
|---|---|---|
| flu | left | free on the NHS (aged 65 and over) |
| COVID-19 autumn booster | right | free on the NHS |
""",
    "leaflet.txt": """\
A sore arm for a day or two is common. If you feel feverish, rest and take paracetamol. If you are
unwell on the day, rebook rather than come in.
""",
    "text.txt": """\
Parkside Pharmacy: reminder of your vaccinations tomorrow at 11.40am. Reply N if you can't make it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my flu jab", "booking.txt", "Thursday 16"),
    ("where is the pharmacy", "booking.txt", "3 High Street"),
    ("will I get both jabs on the same day", "booking.txt", "Both jabs are given at the same appointment"),
    ("what should I wear", "pharmacy_rules.txt", "a short-sleeved top"),
    ("how long do I have to wait afterwards", "pharmacy_rules.txt", "wait 15 minutes"),
    ("which arm is the COVID jab in", "vaccines.md", "right"),
    ("do I have to pay for the flu jab", "vaccines.md", "free on the NHS (aged 65 and over)"),
    ("is a sore arm normal", "leaflet.txt", "A sore arm for a day or two is common"),
    ("what if I have a temperature after", "leaflet.txt", "rest and take paracetamol"),
    ("what if I'm ill on the day", "leaflet.txt", "rebook rather than come in"),
    ("how do I cancel", "text.txt", "Reply N"),
    ("can I have the jab at home", None, ""),
    ("is there a nasal spray", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
You are eligible for the shingles vaccine. Your first dose is booked at Brookside Surgery on
Wednesday 5 March at 9.10am with Nurse Evans.
""",
    "rules.txt": """\
Please tell us if you are taking medicines that weaken your immune system.
Bring your repeat prescription list.
""",
    "doses.csv": """\
dose,when
first,5 March
second,6 to 12 months later
""",
    "side_effects_note.txt": """\
Redness and swelling where the injection was given are common and pass in 2 to 3 days.
You may feel tired or have a headache.
""",
    "email.txt": """\
Hi Dad, I've put your shingles jab on the calendar; I can drive you if you like. Karen
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the shingles jab", "letter.txt", "Wednesday 5 March at 9.10am"),
    ("who is giving the vaccine", "letter.txt", "Nurse Evans"),
    ("where is it", "letter.txt", "Brookside Surgery"),
    ("when is the second dose", "doses.csv", "6 to 12 months later"),
    ("how many doses are there", "doses.csv", "second"),
    ("what should I bring", "rules.txt", "your repeat prescription list"),
    ("how long does the swelling last", "side_effects_note.txt", "pass in 2 to 3 days"),
    ("is it normal to feel tired", "side_effects_note.txt", "You may feel tired"),
    ("who is driving me", "email.txt", "Karen"),
    ("should I mention my medicines", "rules.txt", "medicines that weaken your immune system"),
    ("can I have it at the pharmacy instead", None, ""),
    ("do I need to fast before", None, ""),
]
