"""A café owner's papers after a food hygiene inspection (the forty-eighth session): the
inspection letter, the rating guide, the actions required as a table, the cleaning schedule note
and an email. Its validation folder is a shop owner's for a fire risk assessment: the assessor's
summary, the fire safety rules, the actions as CSV, the staff note and a text, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "inspection_letter.txt": """\
Food hygiene inspection of The Teapot Café, 3 Bridge Street, on 14 May by Ms L. Grant. Your new
food hygiene rating is 3 (generally satisfactory). The sticker must be shown at the entrance.
""",
    "rating_guide.txt": """\
Ratings run from 0 (urgent improvement necessary) to 5 (very good). You can ask for a re-visit to
be re-rated once the work is done; the fee is £210. You can appeal within 21 days.
""",
    "actions.md": """\
# Actions required

| action | deadline |
|---|---|
| Fix the hand-wash sink tap in the kitchen | 28 May |
| Keep fridge temperature records daily | from now |
| Replace cracked chopping boards | 4 June |
| Staff allergen training | 30 June |
""",
    "cleaning_note.txt": """\
Deep clean the kitchen every Sunday after closing. Fridges must stay at 5°C or below.
""",
    "email.txt": """\
Hi Jen, the main issue was the hand-wash sink; get that sorted and you could be a 5 next time. Lucy Grant, Environmental Health
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what rating did we get", "inspection_letter.txt", "rating is 3"),
    ("where does the sticker go", "inspection_letter.txt", "at the entrance"),
    ("who did the inspection", "inspection_letter.txt", "Ms L. Grant"),
    ("how much is a re-visit", "rating_guide.txt", "£210"),
    ("how long do we have to appeal", "rating_guide.txt", "within 21 days"),
    ("when does the sink tap need fixing by", "actions.md", "28 May"),
    ("when do the chopping boards need replacing", "actions.md", "4 June"),
    ("when is the allergen training due", "actions.md", "30 June"),
    ("how cold should the fridges be", "cleaning_note.txt", "5°C or below"),
    ("when do we deep clean", "cleaning_note.txt", "every Sunday after closing"),
    ("what was the main problem", "email.txt", "the hand-wash sink"),
    ("what's the highest rating", "rating_guide.txt", "5 (very good)"),
    ("do we need a licence to sell alcohol", None, ""),
    ("how many staff do we need", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "assessor_summary.txt": """\
Fire risk assessment for Page Turner Books, 22 High Street, carried out 3 March by Firewise Ltd.
Overall risk: moderate. Review the assessment every 12 months.
""",
    "fire_rules.txt": """\
Fire exits must be kept clear at all times. Test the fire alarm weekly at the same time and log it.
Extinguishers are serviced every year.
""",
    "actions.csv": """\
action,priority,by
Remove boxes blocking the rear exit,high,immediately
Fit a fire door closer to the stockroom,medium,30 April
Emergency lighting test,medium,31 March
Train a fire marshal,low,30 June
""",
    "staff_note.txt": """\
If the alarm sounds, leave by the nearest exit and meet at the post box opposite the shop.
""",
    "text.txt": """\
The extinguisher by the till is out of date, I've booked a service for Friday. Gary (manager)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what was the overall risk", "assessor_summary.txt", "moderate"),
    ("how often should we review it", "assessor_summary.txt", "every 12 months"),
    ("how often do we test the alarm", "fire_rules.txt", "weekly"),
    ("what's the most urgent action", "actions.csv", "Remove boxes blocking the rear exit"),
    ("when does the door closer need fitting by", "actions.csv", "30 April"),
    ("when do we need a fire marshal trained", "actions.csv", "30 June"),
    ("where do we meet if the alarm goes off", "staff_note.txt", "the post box opposite the shop"),
    ("what's wrong with the extinguisher", "text.txt", "out of date"),
    ("when is the extinguisher being serviced", "text.txt", "Friday"),
    ("who did the assessment", "assessor_summary.txt", "Firewise Ltd"),
    ("do we need sprinklers", None, ""),
    ("how much did the assessment cost", None, ""),
]
