"""A parent's papers for a school run rota with other families (the forty-eighth session): the
rota agreement, the parents' ground rules, the week's rota as a table, the car seat note and a
group message. Its validation folder is a neighbour's for a dog-walking swap: the arrangement,
the house rules, the walk rota as CSV, the vet details and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "rota_agreement.txt": """\
School run share for Ava, Jonah and Priya to Greenhill Primary. Drop-off at the gate by 8.40am;
pick-up from the after-school club at 5.30pm on Wednesdays only.
""",
    "ground_rules.txt": """\
If your child is ill, message the group by 7.30am. No phones while driving. Whoever drives covers their own petrol.
""",
    "rota.md": """\
# This week's rota

| day | morning | afternoon |
|---|---|---|
| Monday | Sarah | - |
| Tuesday | Dan | - |
| Wednesday | Meena | Sarah |
| Thursday | Sarah | - |
| Friday | Dan | - |
""",
    "car_seat_note.txt": """\
Jonah and Priya still need booster seats; spares are kept in Meena's porch.
""",
    "group_message.txt": """\
Dan here, I'm away next Friday, can someone swap with me? Happy to do Monday instead.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is drop-off", "rota_agreement.txt", "by 8.40am"),
    ("when is the afternoon pick-up", "rota_agreement.txt", "5.30pm on Wednesdays only"),
    ("what if my child is ill", "ground_rules.txt", "message the group by 7.30am"),
    ("who pays for petrol", "ground_rules.txt", "Whoever drives covers their own petrol"),
    ("who is driving on Tuesday morning", "rota.md", "Dan"),
    ("who does the Wednesday pick-up", "rota.md", "Sarah"),
    ("who needs a booster seat", "car_seat_note.txt", "Jonah and Priya"),
    ("where are the spare booster seats", "car_seat_note.txt", "in Meena's porch"),
    ("which day does Dan want to swap", "group_message.txt", "next Friday"),
    ("what day can Dan do instead", "group_message.txt", "Monday"),
    ("which school is it", "rota_agreement.txt", "Greenhill Primary"),
    ("what happens in the holidays", None, ""),
    ("is there a WhatsApp group", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "arrangement.txt": """\
Walk swap between Biscuit (ours) and Luna (the Kellys' at number 9): each of us walks both dogs on our
days, about an hour around the common.
""",
    "house_rules.txt": """\
Luna must stay on the lead near the road; Biscuit is fine off lead on the common. Towel them down before they go back in.
""",
    "walk_rota.csv": """\
day,walker
Monday,us
Tuesday,Kellys
Wednesday,us
Thursday,Kellys
Friday,us
""",
    "vet_details.txt": """\
Luna's vet is Common Lane Vets, 01632 960877. Biscuit is with Oak Tree Vets, 01632 960215.
""",
    "text.txt": """\
Hi! Luna's spare lead is on the hook in our porch, the code is 2580. Jen Kelly
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long are the walks", "arrangement.txt", "about an hour"),
    ("where do we walk them", "arrangement.txt", "around the common"),
    ("can Luna go off the lead", "house_rules.txt", "Luna must stay on the lead near the road"),
    ("what do we do before they go back in", "house_rules.txt", "Towel them down"),
    ("who walks on Thursday", "walk_rota.csv", "Kellys"),
    ("which days do we walk", "walk_rota.csv", "Monday"),
    ("what's Luna's vet's number", "vet_details.txt", "01632 960877"),
    ("where is Luna's spare lead", "text.txt", "on the hook in our porch"),
    ("what's the porch code", "text.txt", "2580"),
    ("which vet does Biscuit go to", "vet_details.txt", "Oak Tree Vets"),
    ("what if it's raining", None, ""),
    ("do they get treats", None, ""),
]
