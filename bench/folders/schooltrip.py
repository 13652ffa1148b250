"""A parent's school residential trip papers (the thirty-fourth session): the trip letter, the
kit list, the itinerary as CSV, the medical form notes, the payment plan and the teacher's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a Duke of Edinburgh expedition's: the
expedition letter, the kit list, the route plan as CSV, the rules, the consent notes and the
leader's text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "trip_letter.txt": """\
Year 6 residential

Dear parents,

Year 6 will stay at Brockhill Outdoor Centre from Wednesday 11 to Friday 13 June. The coach leaves school at 8:45am on the Wednesday and returns at about 3:30pm on the Friday.

The total cost is £210.

Mr Hughes
""",
    "kit_list.md": """\
# Kit list

- Waterproof coat and trousers
- Two pairs of trainers, one that can get very wet
- Sleeping bag and pillowcase
- Torch

Please label everything. Mobile phones, sweets and electronic games must stay at home.
""",
    "itinerary.csv": """\
day,morning,afternoon
Wednesday,travel,climbing wall
Thursday,canoeing,orienteering
Friday,high ropes,travel home
""",
    "medical_notes.txt": """\
Medical forms

Return the medical form by 16 May. Medicines must be handed to the trip leader at the coach in a named bag with the dose written on it.

Tell us about any allergies or dietary needs on the form.
""",
    "payment_plan.txt": """\
Payment plan

Pay a £50 deposit by 31 January, then three instalments of £53.33 in February, March and April. Help with the cost is available; speak to the school office in confidence.
""",
    "teacher_message.txt": """\
Mr Hughes: We will post a short update on the school app each evening. Pocket money is not needed as there is no shop at the centre.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("where are they going", "trip_letter.txt", "Brockhill Outdoor Centre"),
    ("what time does the coach leave", "trip_letter.txt", "8:45am"),
    ("when do they get back", "trip_letter.txt", "3:30pm on the Friday"),
    ("how much is the trip", "trip_letter.txt", "£210"),
    # Kit.
    ("does she need a sleeping bag", "kit_list.md", "Sleeping bag"),
    ("can she take her phone", "kit_list.md", "must stay at home"),
    ("how many pairs of trainers", "kit_list.md", "Two pairs"),
    # Activities.
    ("what are they doing on Thursday afternoon", "itinerary.csv", "orienteering"),
    ("when is canoeing", "itinerary.csv", "Thursday"),
    # Medical.
    ("when is the medical form due", "medical_notes.txt", "16 May"),
    ("what do I do with her inhaler", "medical_notes.txt", "handed to the trip leader"),
    ("where do I put allergies", "medical_notes.txt", "on the form"),
    # Payment.
    ("how much is the deposit", "payment_plan.txt", "£50"),
    ("what if we can't afford it", "payment_plan.txt", "school office"),
    # The teacher.
    ("does she need pocket money", "teacher_message.txt", "not needed"),
    ("will we get updates", "teacher_message.txt", "school app"),
    # Subjects the papers never mention.
    ("can I phone her while she's away", None, ""),
    ("is there a swimming pool", None, ""),
    ("who are the other teachers going", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "expedition_letter.txt": """\
Bronze expedition

The practice expedition is on Saturday 10 and Sunday 11 May in the Peak District. Meet at the school gates at 7:30am on the Saturday. Pick up is at 4pm on the Sunday.
""",
    "kit_list.md": """\
# Expedition kit

- Rucksack of 50 to 65 litres
- Walking boots, worn in
- Waterproofs, hat and gloves
- Water bottle of at least 1 litre

Tents and stoves are lent by the school.
""",
    "route_plan.csv": """\
day,start,finish,distance
Saturday,Hope,Castleton campsite,14 km
Sunday,Castleton campsite,Edale,12 km
""",
    "expedition_rules.md": """\
# Rules

- Groups of four to seven
- No one walks alone
- Check in with a supervisor at every checkpoint

Anyone found with alcohol is sent home.
""",
    "consent_notes.txt": """\
Consent

Parents must sign the consent form by 25 April. It includes a medical section and an emergency contact number.
""",
    "leader_text.txt": """\
Mr Dawson: Forecast is rain on Saturday, so pack spare socks in a plastic bag. Each group brings its own food.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is the expedition", "expedition_letter.txt", "Saturday 10 and Sunday 11 May"),
    ("what time is pick up", "expedition_letter.txt", "4pm on the Sunday"),
    # Kit.
    ("how big a rucksack", "kit_list.md", "50 to 65 litres"),
    ("do we need our own tent", "kit_list.md", "lent by the school"),
    # The route.
    ("how far do they walk on Saturday", "route_plan.csv", "14 km"),
    ("where do they camp", "route_plan.csv", "Castleton campsite"),
    # Rules.
    ("how big are the groups", "expedition_rules.md", "four to seven"),
    ("what if someone brings alcohol", "expedition_rules.md", "sent home"),
    # Consent.
    ("when is the consent form due", "consent_notes.txt", "25 April"),
    # The leader.
    ("what's the weather going to be", "leader_text.txt", "rain"),
    ("do we bring food", "leader_text.txt", "its own food"),
    # Subjects the papers never mention.
    ("can they bring phones", None, ""),
    ("how much does it cost", None, ""),
    ("is there a minibus", None, ""),
]
