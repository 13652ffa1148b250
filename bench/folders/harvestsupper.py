"""A volunteer's papers for a church harvest supper (the forty-ninth session): the notice, the
hall's rules, the food rota as a table, the vicar's notes and a text. Its validation folder is a
volunteer's for a church coffee morning: the notice, the kitchen rules, the rota as CSV, the
stall note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
Harvest supper in St Peter's church hall on Saturday 4 October at 6.30pm. Tickets £8, children £4,
from the parish office. Money raised goes to the Ashgrove food bank.
""",
    "hall_rules.txt": """\
The hall must be left as we found it by 10.30pm. No candles on the tables. Bring your own drinks;
glasses are provided.
""",
    "food_rota.md": """\
# Food rota

| dish | who |
|---|---|
| cottage pie | Brenda and Carol |
| vegetable lasagne | the Okafor family |
| apple crumble | Pat |
| custard and cream | Mike |
""",
    "vicar_notes.txt": """\
Grace will be said at 7pm, then the auction of produce after pudding. Harvest gifts of tins and
dry goods can be left at the back of church.
""",
    "text.txt": """\
Hi Pat, can you come at 5 to help set up the tables? I'll bring the tablecloths. Brenda
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the harvest supper", "notice.txt", "Saturday 4 October at 6.30pm"),
    ("how much are tickets", "notice.txt", "Tickets £8"),
    ("where do I get tickets", "notice.txt", "from the parish office"),
    ("who is the money for", "notice.txt", "the Ashgrove food bank"),
    ("can we bring wine", "hall_rules.txt", "Bring your own drinks"),
    ("what time do we have to be out", "hall_rules.txt", "by 10.30pm"),
    ("who is making the crumble", "food_rota.md", "Pat"),
    ("what are the Okafors bringing", "food_rota.md", "vegetable lasagne"),
    ("when is the auction", "vicar_notes.txt", "after pudding"),
    ("where do the harvest gifts go", "vicar_notes.txt", "at the back of church"),
    ("what time should Pat come", "text.txt", "at 5"),
    ("is there a raffle", None, ""),
    ("is there a gluten free option", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
Coffee morning for the church roof appeal, Saturday 15 November, 10am to 12 noon in the
Methodist hall. Entry £2 including tea or coffee and a biscuit.
""",
    "kitchen_rules.txt": """\
Wash and dry everything before you leave. The urn takes 40 minutes to heat, so switch it on first.
""",
    "rota.csv": """\
job,volunteer
urn and drinks,Gwen
cake stall,Sheila
tombola,Ray
door and money,Alan
""",
    "stall_note.txt": """\
Homemade cakes should be labelled with their ingredients. Tombola prizes can be dropped at the vicarage.
""",
    "email.txt": """\
Hi all, the float is in the tin in the vestry, £30 in change. Alan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the coffee morning", "notice.txt", "Saturday 15 November"),
    ("how much is it to get in", "notice.txt", "£2"),
    ("what is it raising money for", "notice.txt", "the church roof appeal"),
    ("how long does the urn take", "kitchen_rules.txt", "40 minutes"),
    ("who is running the tombola", "rota.csv", "Ray"),
    ("what is Sheila doing", "rota.csv", "cake stall"),
    ("do the cakes need labels", "stall_note.txt", "labelled with their ingredients"),
    ("where can I drop off prizes", "stall_note.txt", "at the vicarage"),
    ("where is the float", "email.txt", "in the tin in the vestry"),
    ("how much is in the float", "email.txt", "£30 in change"),
    ("is there a raffle", None, ""),
    ("can I bring my dog", None, ""),
]
