"""A household's papers for giving furniture to a charity (the fifty-fourth session): the
collection confirmation, what the charity takes as a table, the fire label guide, the Gift Aid
note and a text. Its validation folder is a household's for a clothes bank collection: the
collection leaflet, the items as CSV, the bag instructions, the receipt and an email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "collection_confirmation.txt": """\
Free collection booked for Tuesday 18 March between 9am and 1pm: one three-seater sofa, one
armchair and a chest of drawers. Our van crew will ring 30 minutes before.
""",
    "what_we_take.md": """\
# What we can take

| item | taken |
|---|---|
| sofas and armchairs | yes, with fire label |
| mattresses | no |
| wardrobes | yes, if in one piece |
| electrical items | yes, if safety tested |
""",
    "fire_label_guide.txt": """\
Sofas and armchairs must have the original fire safety label sewn on. Without it we cannot take
them, by law.
""",
    "gift_aid_note.txt": """\
If you are a UK taxpayer, sign up to Gift Aid and the money from selling your furniture goes 25%
further.
""",
    "text.txt": """\
Hi, the crew can't carry items down more than two flights of stairs, please have them on the
ground floor if you can. Second Home Furniture
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they collecting", "collection_confirmation.txt", "Tuesday 18 March between 9am and 1pm"),
    ("what are they taking", "collection_confirmation.txt", "one three-seater sofa, one"),
    ("does it cost anything", "collection_confirmation.txt", "Free collection"),
    ("will they take a mattress", "what_we_take.md", "no"),
    ("do they take wardrobes", "what_we_take.md", "yes, if in one piece"),
    ("why does the sofa need a label", "fire_label_guide.txt", "by law"),
    ("what happens if the label's been cut off", "fire_label_guide.txt", "we cannot take"),
    ("what is Gift Aid worth", "gift_aid_note.txt", "25%"),
    ("will they carry things downstairs", "text.txt", "can't carry items down more than two flights"),
    ("will they call before coming", "collection_confirmation.txt", "ring 30 minutes before"),
    ("can they take the old carpet", None, ""),
    ("do I get a receipt", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "leaflet.txt": """\
Help local families: leave your bag of clothes at your front door by 8am on Wednesday 9 April
and our driver will collect it. Bags go to the Hope Street charity shop.
""",
    "items.csv": """\
item,accepted
clothes,yes
shoes in pairs,yes
bedding and towels,yes
duvets and pillows,no
""",
    "bag_instructions.txt": """\
Use the bag we sent or any strong bin bag. Tie it closed and label it CLOTHES. Wet or dirty items
cannot be sold.
""",
    "receipt.txt": """\
Thank you: two bags received on 9 April, about 14 kg. Value raised will be confirmed by post.
""",
    "email.txt": """\
Hi, if your bag was missed, call 0161 555 0199 before 5pm the same day. Hope Street Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I put the bag out", "leaflet.txt", "by 8am on Wednesday 9 April"),
    ("where do the bags go", "leaflet.txt", "Hope Street charity shop"),
    ("do they take shoes", "items.csv", "yes"),
    ("can I give them old pillows", "items.csv", "no"),
    ("what bag can I use", "bag_instructions.txt", "any strong bin bag"),
    ("what should I write on the bag", "bag_instructions.txt", "CLOTHES"),
    ("can they sell wet clothes", "bag_instructions.txt", "cannot be sold"),
    ("how much did we give", "receipt.txt", "about 14 kg"),
    ("what number do I ring if they miss it", "email.txt", "0161 555 0199"),
    ("when were the bags picked up", "receipt.txt", "9 April"),
    ("do they take toys", None, ""),
    ("can they come on a Saturday", None, ""),
]
