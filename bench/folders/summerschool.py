"""A parent's papers for a teenager's residential summer school (the forty-fourth session): the
offer letter, the packing list, the timetable as a table, the medical form notes and the travel
email. Its validation folder is a Year 8 outdoor activity week's: the trip letter, the kit list as
CSV, the centre's rules, the payment plan and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
Dear Ella, we are pleased to offer you a place on the Young Scientists Summer School at
Durham University, from Sunday 27 July to Saturday 2 August. The place is fully funded, including meals
and a single room. Please accept by 30 May.
""",
    "packing_list.txt": """\
Bedding is not needed, as it is provided. Please pack towels, a laptop if you have one, a
refillable water bottle and smart clothes for the final dinner. Do not bring valuables.
""",
    "timetable.md": """\
# Daily timetable

| time | what |
|---|---|
| 8am | breakfast |
| 9am | lab sessions |
| 1pm | lunch |
| 2pm | project work |
| 7pm | social activities |
| 10.30pm | in rooms |
""",
    "medical_notes.txt": """\
Ella carries an inhaler for asthma and is allergic to penicillin. Her GP is Dr Khan at Fell Road
Surgery. Emergency contact: Maria Lopez (mum), 07700 900611.
""",
    "travel_email.txt": """\
Students arriving by train should come to Durham station between 1pm and 3pm on the Sunday, where
staff in red T-shirts will meet them. Travel costs up to £80 are paid back after the course.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the summer school", "offer_letter.txt", "Durham University"),
    ("when does it start", "offer_letter.txt", "Sunday 27 July"),
    ("how much does it cost", "offer_letter.txt", "fully funded"),
    ("when does Ella need to accept by", "offer_letter.txt", "30 May"),
    ("does she need to take bedding", "packing_list.txt", "not needed"),
    ("what should she wear to the final dinner", "packing_list.txt", "smart clothes"),
    ("what time is lights out", "timetable.md", "10.30pm"),
    ("what happens at 2pm", "timetable.md", "project work"),
    ("what is Ella allergic to", "medical_notes.txt", "penicillin"),
    ("who is her GP", "medical_notes.txt", "Dr Khan"),
    ("what time should she get to the station", "travel_email.txt", "between 1pm and 3pm"),
    ("how will she find the staff", "travel_email.txt", "red T-shirts"),
    ("will they pay her train fare", "travel_email.txt", "up to £80"),
    ("what time is breakfast", "timetable.md", "8am"),
    ("can parents visit", None, ""),
    ("is there wifi in the rooms", None, ""),
    ("can she bring her phone", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "trip_letter.txt": """\
Year 8 will spend 16 to 20 June at Low Bank Outdoor Centre in the Lake District. Activities include
canoeing, climbing, gorge walking and a night walk. Coaches leave school at 8.30am on the Monday
and return by 4pm on the Friday.
""",
    "kit_list.csv": """\
item,how many
waterproof jacket,1
old trainers for water,1 pair
warm fleece,2
sleeping bag,1
""",
    "centre_rules.txt": """\
Mobile phones are handed in on arrival and can be used from 7pm to 8pm each evening. No food in the
dormitories. Students sleep in rooms of six with a teacher on each corridor.
""",
    "payment_plan.txt": """\
The trip costs £365. Pay a £65 deposit by 14 February, then three instalments of £100 by 14 March,
14 April and 14 May. Families on free school meals should speak to Mrs Osei about help.
""",
    "text_from_school.txt": """\
Reminder: the medical and consent form for Low Bank must be returned by Friday. Swimming is
not required, but students who can't swim 25 metres will wear a buoyancy aid.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the trip", "trip_letter.txt", "16 to 20 June"),
    ("where are they going", "trip_letter.txt", "Low Bank Outdoor Centre"),
    ("what time does the coach leave", "trip_letter.txt", "8.30am"),
    ("when will they be back", "trip_letter.txt", "4pm on the Friday"),
    ("how many fleeces does he need", "kit_list.csv", "2"),
    ("when can he use his phone", "centre_rules.txt", "from 7pm to 8pm"),
    ("how many to a room", "centre_rules.txt", "rooms of six"),
    ("how much is the trip", "payment_plan.txt", "£365"),
    ("how much is the deposit", "payment_plan.txt", "£65"),
    ("who do I talk to about help with the cost", "payment_plan.txt", "Mrs Osei"),
    ("when is the form due", "text_from_school.txt", "by Friday"),
    ("does he need to be able to swim", "text_from_school.txt", "not required"),
    ("is there a tuck shop", None, ""),
    ("can he share a room with his friend", None, ""),
]
