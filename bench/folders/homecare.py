"""A family's papers for a parent's home care visits (the forty-eighth session): the care plan,
the agency's terms, the visit rota as a table, the medication note and a text. Its validation
folder is a family's for a meals-on-wheels service: the welcome letter, the service rules, the
menu as CSV, the allergy note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "care_plan.txt": """\
Care plan for Mrs Edna Walsh, 84, at 7 Linden Court. Needs help with washing, dressing and
meals. She uses a walking frame and must not be left standing in the shower.
""",
    "agency_terms.txt": """\
Visits are charged at £26 an hour, billed monthly. Give 48 hours' notice to cancel a visit or it
is charged. Carers cannot give injections or cut toenails.
""",
    "visit_rota.md": """\
# Visit rota

| visit | time | carer | tasks |
|---|---|---|---|
| morning | 8am | Grace | wash, dress, breakfast |
| lunch | 12.30pm | Tomasz | lunch, tablets |
| evening | 6pm | Grace | tea, get ready for bed |
""",
    "medication_note.txt": """\
Mum takes amlodipine at lunchtime and her eye drops at night. The tablets are in the blister pack
on the kitchen windowsill.
""",
    "text.txt": """\
Hi Karen, Grace is on holiday next week so Priya will cover mornings and evenings. Homecare Plus office
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what does mum need help with", "care_plan.txt", "washing, dressing and"),
    ("can she shower on her own", "care_plan.txt", "must not be left standing in the shower"),
    ("how much is the care an hour", "agency_terms.txt", "£26 an hour"),
    ("how much notice to cancel a visit", "agency_terms.txt", "48 hours"),
    ("can the carers cut her toenails", "agency_terms.txt", "cannot give injections or cut toenails"),
    ("what time is the lunch visit", "visit_rota.md", "12.30pm"),
    ("who does the evening visit", "visit_rota.md", "Grace"),
    ("what do they do in the morning", "visit_rota.md", "wash, dress, breakfast"),
    ("when does mum take her amlodipine", "medication_note.txt", "at lunchtime"),
    ("where are her tablets", "medication_note.txt", "on the kitchen windowsill"),
    ("who's covering for Grace", "text.txt", "Priya"),
    ("does the agency do shopping", None, ""),
    ("is mum entitled to funding", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Hot Plate Meals, Mr Bernard Cole. A hot lunch will be delivered Monday to Friday
between 11.30am and 1pm. Each meal is £5.80 with a pudding.
""",
    "service_rules.txt": """\
If nobody answers the door, the driver rings your emergency contact. Cancel meals
by 10am the day before. Payment is by invoice every four weeks.
""",
    "menu.csv": """\
day,main,pudding
Monday,shepherd's pie,apple crumble
Tuesday,chicken casserole,rice pudding
Wednesday,fish in parsley sauce,jam sponge
Thursday,beef stew,fruit salad
Friday,cod and chips,treacle tart
""",
    "allergy_note.txt": """\
Dad can't have nuts. The kitchen has been told, and his meals are marked with a red sticker.
""",
    "message.txt": """\
The driver is Phil, he'll let himself in with the key safe code if Dad's slow to the door. Jo (daughter)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do the meals arrive", "welcome_letter.txt", "between 11.30am and 1pm"),
    ("how much is each meal", "welcome_letter.txt", "£5.80"),
    ("what happens if Dad doesn't answer", "service_rules.txt", "rings your emergency contact"),
    ("when do I have to cancel by", "service_rules.txt", "by 10am the day before"),
    ("how do we pay", "service_rules.txt", "by invoice every four weeks"),
    ("what's for lunch on Wednesday", "menu.csv", "fish in parsley sauce"),
    ("what pudding is on Friday", "menu.csv", "treacle tart"),
    ("how will they know about his nut allergy", "allergy_note.txt", "marked with a red sticker"),
    ("who is the driver", "message.txt", "Phil"),
    ("do they deliver at weekends", "welcome_letter.txt", "Monday to Friday"),
    ("can he have a vegetarian meal", None, ""),
    ("is there a tea-time meal", None, ""),
]
