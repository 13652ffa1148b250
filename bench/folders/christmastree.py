"""A householder's papers for a Christmas tree delivery (the forty-ninth session): the order
confirmation, the farm's terms, the trees as a table, the care card and a text. Its validation
folder is a guest's for a Christmas wreath workshop: the booking, the terms, the session times as
CSV, the materials note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order CT-2241 from Holly Farm: one 6ft Nordmann fir, netted, with a wooden stand. Delivery on
Saturday 6 December between 10am and 2pm. Total £72 including delivery.
""",
    "terms.txt": """\
If nobody is home, we leave the tree by the front door.
After Twelfth Night we collect trees for recycling for £10.
""",
    "trees.md": """\
# Trees

| tree | height | price |
|---|---|---|
| Nordmann fir | 5ft | £50 |
| Nordmann fir | 6ft | £60 |
| Fraser fir | 6ft | £55 |
| Norway spruce | 6ft | £40 |
""",
    "care_card.txt": """\
Cut 2cm off the trunk before putting it in the stand. Water it every day;
a 6ft tree drinks about a litre. Keep it away from radiators.
""",
    "text.txt": """\
Hi, your tree is on the van, driver Ollie will be with you around 11. Holly Farm
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the tree coming", "order.txt", "Saturday 6 December between 10am and 2pm"),
    ("what tree did I order", "order.txt", "one 6ft Nordmann fir"),
    ("does it come with a stand", "order.txt", "with a wooden stand"),
    ("what if I'm out", "terms.txt", "we leave the tree by the front door"),
    ("do they take the tree away after Christmas", "terms.txt", "we collect trees for recycling"),
    ("how much is a 5ft Nordmann", "trees.md", "£50"),
    ("how much is a Norway spruce", "trees.md", "£40"),
    ("how often should I water it", "care_card.txt", "every day"),
    ("how much water does it need", "care_card.txt", "about a litre"),
    ("what time will the driver come", "text.txt", "around 11"),
    ("what's the driver's name", "text.txt", "Ollie"),
    ("do they sell lights", None, ""),
    ("is the tree pot grown", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Wreath workshop at Bloom & Berry, Sunday 7 December, 2pm to 4.30pm. £45 per person,
including mince pies and mulled wine.
""",
    "terms.txt": """\
Tickets can be swapped to another session but not refunded. Minimum age 14.
""",
    "sessions.csv": """\
date,time,places left
Saturday 6 December,10am,3
Sunday 7 December,2pm,0
Saturday 13 December,10am,8
""",
    "materials_note.txt": """\
We provide the moss ring, fresh foliage, ribbons and dried oranges. Bring gardening gloves and
secateurs if you have them.
""",
    "email.txt": """\
Hi Grace, parking is in the field next to the barn, follow the signs. Bloom & Berry
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the wreath workshop", "booking.txt", "Sunday 7 December, 2pm to 4.30pm"),
    ("how much is it", "booking.txt", "£45 per person"),
    ("is there food", "booking.txt", "mince pies"),
    ("can I get a refund", "terms.txt", "not refunded"),
    ("can my 12 year old come", "terms.txt", "Minimum age 14"),
    ("how many places are left on 13 December", "sessions.csv", "8"),
    ("what do I need to bring", "materials_note.txt", "gardening gloves"),
    ("do they give us ribbon", "materials_note.txt", "ribbons"),
    ("where do we park", "email.txt", "in the field next to the barn"),
    ("is the Sunday session full", "sessions.csv", "0"),
    ("can I bring my dog", None, ""),
    ("do they do table centrepieces", None, ""),
]
