"""A household's papers for a meal kit subscription (the forty-fifth session): the welcome email,
this week's box as a table, the delivery notes, the pause and cancel rules and a text. Its
validation folder is a milk delivery round's: the order confirmation, the price list as CSV, the
delivery notes, the holiday rules and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to FreshPot! Your plan is 3 recipes a week for 2 people, £39.99 a week. Your first box comes
with 50% off. Deliveries are on Thursdays between 7am and 7pm.
""",
    "this_week.md": """\
# This week's box

| recipe | cooking time | spice |
|---|---|---|
| chicken katsu curry | 35 minutes | mild |
| lemon and herb salmon | 25 minutes | none |
| black bean chilli | 30 minutes | hot |
""",
    "delivery.txt": """\
If you're out, the driver leaves the box in your safe place: the porch. Ice packs keep it cold for
up to 12 hours. Boxes and ice packs can be recycled with your card and plastic.
""",
    "pause_rules.txt": """\
You can skip a week or pause your plan in the app until 11:59pm on the Friday before delivery.
There is no fee to cancel.
""",
    "text.txt": """\
Can we swap the chilli for something less spicy? Jake won't eat it. Holly
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the plan", "welcome.txt", "£39.99 a week"),
    ("how many recipes do we get", "welcome.txt", "3 recipes a week"),
    ("what day is delivery", "welcome.txt", "Thursdays"),
    ("what discount is on the first box", "welcome.txt", "50% off"),
    ("how long does the katsu curry take", "this_week.md", "35 minutes"),
    ("which recipe is hot", "this_week.md", "black bean chilli"),
    ("where will they leave the box", "delivery.txt", "the porch"),
    ("how long do the ice packs keep it cold", "delivery.txt", "up to 12 hours"),
    ("can I recycle the box", "delivery.txt", "can be recycled"),
    ("when do I have to skip a week by", "pause_rules.txt", "11:59pm on the Friday before"),
    ("is there a fee to cancel", "pause_rules.txt", "no fee to cancel"),
    ("what does Holly want to swap", "text.txt", "the chilli"),
    ("can we get vegetarian recipes", None, ""),
    ("do they deliver on Saturdays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Milk & More order confirmed: 2 pints of semi-skimmed in glass bottles on Mondays, Wednesdays and
Fridays, delivered before 7am. Your first delivery is Wednesday 5 November.
""",
    "prices.csv": """\
item,price
pint of semi-skimmed,£1.35
6 free-range eggs,£2.60
orange juice 1 litre,£2.95
""",
    "delivery_notes.txt": """\
Please leave the empty bottles out on the step, rinsed. We collect them and wash them to reuse.
""",
    "holiday_rules.txt": """\
Pause deliveries in the app by 8pm the day before. You are billed every Sunday for the week ahead.
""",
    "note.txt": """\
Add eggs on Fridays. We're away 22 to 29 November, remember to pause.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what days does the milk come", "order.txt", "Mondays, Wednesdays and"),
    ("what time is it delivered", "order.txt", "before 7am"),
    ("when is the first delivery", "order.txt", "Wednesday 5 November"),
    ("how much is a pint", "prices.csv", "£1.35"),
    ("how much are the eggs", "prices.csv", "£2.60"),
    ("what do I do with the empty bottles", "delivery_notes.txt", "leave the empty bottles out"),
    ("when do I have to pause by", "holiday_rules.txt", "8pm the day before"),
    ("when are we billed", "holiday_rules.txt", "every Sunday"),
    ("when are we away", "note.txt", "22 to 29 November"),
    ("do they sell bread", None, ""),
    ("can I pay cash", None, ""),
]
