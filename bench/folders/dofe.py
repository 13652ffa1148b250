"""A Duke of Edinburgh's Award parent's papers (the forty-first session): the expedition letter,
the route as a table, the kit list, the consent form notes, the payment dates as CSV and the
leader's text. Its validation folder is a Guides summer camp parent's: the camp letter, the
programme, the kit list, the health form notes, the costs as CSV and the leader's message, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "expedition_letter.txt": """\
Bronze Duke of Edinburgh's Award: qualifying expedition

Dear parents, the qualifying expedition is on Saturday 14 and Sunday 15 June in the Peak District.
Students walk in groups of six and camp overnight at North Lees campsite. The minibus leaves the
school car park at 7.30am on Saturday and returns at about 5pm on Sunday. Mr Hughes is the
expedition leader.
""",
    "route_plan.md": """\
# Route plan

| day | from | to | distance |
|---|---|---|---|
| Saturday | Hathersage | North Lees campsite | 14 km |
| Sunday | North Lees campsite | Castleton | 12 km |
""",
    "kit_list.txt": """\
Kit list

Each student needs a rucksack of 50 to 65 litres, a sleeping bag, a waterproof jacket and
trousers, walking boots that are already worn in, a head torch and a water bottle of at least
one litre. Tents and stoves are lent by the school. No cotton jeans: they stay wet.
""",
    "consent_notes.txt": """\
Consent form

Please return the consent and medical form by Friday 23 May. Tell us about any allergies or
medicines; students carry their own inhalers and EpiPens. Mobile phones are allowed for emergencies
only and stay switched off in the rucksack.
""",
    "payment_dates.csv": """\
payment,amount,due
deposit,£30,2 May
campsite and minibus,£45,30 May
""",
    "leader_text.txt": """\
Mr Hughes: practice walk this Sunday, meet at the school gates at 9am, bring a packed lunch and your
full kit so we can check the weight of the bags.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the expedition", "expedition_letter.txt", "14 and Sunday 15 June"),
    ("where are they camping", "expedition_letter.txt", "North Lees campsite"),
    ("what time does the minibus leave", "expedition_letter.txt", "7.30am"),
    ("when will they be back", "expedition_letter.txt", "about 5pm on Sunday"),
    ("how many in each group", "expedition_letter.txt", "groups of six"),
    ("how far do they walk on Saturday", "route_plan.md", "14 km"),
    ("where do they finish on Sunday", "route_plan.md", "Castleton"),
    ("how big a rucksack does she need", "kit_list.txt", "50 to 65 litres"),
    ("do we need to buy a tent", "kit_list.txt", "Tents and stoves are lent by the school"),
    ("can she wear jeans", "kit_list.txt", "No cotton jeans"),
    ("when is the consent form due", "consent_notes.txt", "Friday 23 May"),
    ("can she take her phone", "consent_notes.txt", "emergencies only"),
    ("who carries the inhaler", "consent_notes.txt", "students carry their own inhalers"),
    ("how much is the deposit", "payment_dates.csv", "£30"),
    ("when is the campsite and minibus money due", "payment_dates.csv", "30 May"),
    ("what time is the practice walk", "leader_text.txt", "9am"),
    ("what should she bring to the practice walk", "leader_text.txt", "packed lunch and your full kit"),
    ("is there a shower at the campsite", None, ""),
    ("can parents come and watch", None, ""),
    ("what food do they cook", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "camp_letter.txt": """\
1st Ashford Guides: summer camp

Camp runs from Saturday 26 July to Friday 1 August at Foxlease, Hampshire. We travel by coach from
the church hall, leaving at 10am; please be there by 9.30am. Parents collect from Foxlease at 2pm
on the last day.
""",
    "programme.md": """\
# Programme

| day | activity |
|---|---|
| Sunday | climbing wall and archery |
| Tuesday | canoeing on the lake |
| Thursday | camp fire and parents' visit |
""",
    "kit_list.txt": """\
Kit list

Sleeping bag, roll mat, torch, wellies, a water bottle and old clothes that can get muddy. Label
everything with your daughter's name. No electronic games or hair straighteners.
""",
    "health_form.txt": """\
Health form

Please send the health form back by 1 July. Medicines must be handed to the camp first aider in
their original box, labelled with the dose.
""",
    "costs.csv": """\
item,cost
camp fee,£185
coach,£20
camp T-shirt,£9
""",
    "leader_message.txt": """\
Brown Owl here: pocket money is limited to £15 for the tuck shop and gift shop. The girls will
write home on Wednesday, so please send a stamped envelope.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does camp start", "camp_letter.txt", "Saturday 26 July"),
    ("what time does the coach leave", "camp_letter.txt", "10am"),
    ("when do we pick her up", "camp_letter.txt", "2pm on the last day"),
    ("what day is canoeing", "programme.md", "Tuesday"),
    ("when can parents visit", "programme.md", "Thursday"),
    ("does she need wellies", "kit_list.txt", "wellies"),
    ("can she take her hair straighteners", "kit_list.txt", "No electronic games or hair straighteners"),
    ("when does the health form need to be back", "health_form.txt", "by 1 July"),
    ("what do I do with her medicine", "health_form.txt", "handed to the camp first aider"),
    ("how much is the coach", "costs.csv", "£20"),
    ("how much pocket money can she take", "leader_message.txt", "£15"),
    ("is there a swimming pool", None, ""),
    ("can she phone home", None, ""),
    ("what's for dinner on the first night", None, ""),
]
