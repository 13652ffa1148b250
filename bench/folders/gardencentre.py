"""A gardener's papers for a garden centre order (the forty-fourth session): the online order, the
delivery text, the planting guide, the plant list as a table and a note. Its validation folder is a
Christmas tree delivery's: the order email, the care card, the delivery slots as CSV, the recycling
page and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order GC-30871 from Greenacres Garden Centre: 6 bags of compost, 3 climbing roses and a 1.8m bay
tree in a pot. Total £214.50, paid by card. Loyalty points earned: 214.
""",
    "delivery_text.txt": """\
Greenacres: your order will be delivered on Friday 11 April between 10am and 2pm. Our driver can
leave it by the side gate if nobody is in. Compost bags weigh 40 litres each.
""",
    "planting_guide.txt": """\
Plant climbing roses 45cm away from the wall and water them in well. Feed them in March and again
after the first flowers in June. Bay trees need shelter from cold winds and should be brought in
below minus 5 degrees.
""",
    "plants.md": """\
# Plant list

| plant | where | price |
|---|---|---|
| climbing rose 'Gertrude Jekyll' | back fence | £24.99 |
| climbing rose 'New Dawn' | arch | £22.99 |
| bay tree | by the front door | £89.00 |
""",
    "note.txt": """\
Ask about the 10% off for loyalty members on Wednesdays. Mum wants a cutting from the New Dawn rose.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my order number", "order.txt", "GC-30871"),
    ("how many bags of compost did I order", "order.txt", "6 bags"),
    ("how much was the order", "order.txt", "£214.50"),
    ("when is the delivery", "delivery_text.txt", "Friday 11 April"),
    ("where will they leave it if I'm out", "delivery_text.txt", "by the side gate"),
    ("how far from the wall should the roses go", "planting_guide.txt", "45cm"),
    ("when should I feed the roses", "planting_guide.txt", "in March"),
    ("when should I bring the bay tree in", "planting_guide.txt", "below minus 5 degrees"),
    ("where is the bay tree going", "plants.md", "by the front door"),
    ("how much was the New Dawn rose", "plants.md", "£22.99"),
    ("which rose is going on the arch", "plants.md", "New Dawn"),
    ("when is the loyalty discount", "note.txt", "on Wednesdays"),
    ("what does Mum want", "note.txt", "a cutting"),
    ("how many loyalty points did I get", "order.txt", "214"),
    ("do the roses need pruning", None, ""),
    ("is the bay tree safe for dogs", None, ""),
    ("can I return plants that die", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_email.txt": """\
Your 6-7ft Nordmann fir, netted, with a metal stand, is booked for delivery. Price £69 including
delivery. Nordmann firs hold their needles well.
""",
    "care_card.txt": """\
Cut 2cm off the base of the trunk before putting it in the stand. Keep the stand topped up with
water every day. Keep the tree away from radiators and fires.
""",
    "delivery_slots.csv": """\
date,slot
Saturday 6 December,9am to 1pm
Sunday 7 December,1pm to 5pm
""",
    "recycling_page.txt": """\
The council collects real Christmas trees on 8 and 9 January with the garden waste. Trees over 6ft
must be cut in half. Remove all lights, tinsel and the stand.
""",
    "text_from_partner.txt": """\
I picked the Saturday slot, I'm at football on Sunday. Can you clear the corner by the window?
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how tall is the tree", "order_email.txt", "6-7ft"),
    ("how much was the tree", "order_email.txt", "£69"),
    ("does it come with a stand", "order_email.txt", "metal stand"),
    ("how much should I cut off the trunk", "care_card.txt", "2cm"),
    ("how often should I water it", "care_card.txt", "every day"),
    ("can it go near the radiator", "care_card.txt", "away from radiators"),
    ("when are they delivering", "delivery_slots.csv", "Saturday 6 December"),
    ("what time is the Sunday slot", "delivery_slots.csv", "1pm to 5pm"),
    ("when does the council collect trees", "recycling_page.txt", "8 and 9 January"),
    ("does the tree need cutting up", "recycling_page.txt", "cut in half"),
    ("why did we pick Saturday", "text_from_partner.txt", "at football on Sunday"),
    ("where is the tree going", "text_from_partner.txt", "the corner by the window"),
    ("is the tree fire retardant", None, ""),
    ("can they take the tree away after", None, ""),
]
