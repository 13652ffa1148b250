"""A family's papers for a glamping weekend (the forty-eighth session): the booking, the site
rules, the facilities as a table, the arrival note and a text. Its validation folder is a
couple's for a treehouse stay: the booking, the house rules, the extras as CSV, the directions
and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Hollow Oak Glamping: bell tent 4 (sleeps 5) for the Nowak family, Friday 1 to Sunday 3 August.
Total £340, paid. Check-in from 3pm, check-out by 11am.
""",
    "site_rules.txt": """\
Quiet time is 10pm to 8am. Campfires only in the fire pits provided. One well-behaved dog per tent,
£15 a night. No gazebos.
""",
    "facilities.md": """\
# Facilities

| facility | where | note |
|---|---|---|
| Showers | barn | hot water 7am to 10pm |
| Washing up | barn | |
| Shop | farmhouse | eggs, milk and firewood |
| Play area | meadow | under 12s |
""",
    "arrival_note.txt": """\
Park in the top field; wheelbarrows are by the gate to carry your things to the tent.
""",
    "text.txt": """\
Hi, there's a barbecue in your tent's fire pit and a bag of logs waiting for you. Enjoy! Kerry
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many does the bell tent sleep", "booking.txt", "sleeps 5"),
    ("what time can we arrive", "booking.txt", "from 3pm"),
    ("when do we have to leave", "booking.txt", "by 11am"),
    ("can we have a campfire", "site_rules.txt", "only in the fire pits provided"),
    ("can we bring the dog", "site_rules.txt", "One well-behaved dog per tent"),
    ("how much for the dog", "site_rules.txt", "£15 a night"),
    ("where are the showers", "facilities.md", "barn"),
    ("when is there hot water", "facilities.md", "7am to 10pm"),
    ("where can I buy firewood", "facilities.md", "farmhouse"),
    ("where do we park", "arrival_note.txt", "the top field"),
    ("is there a barbecue", "text.txt", "there's a barbecue"),
    ("is there wifi", None, ""),
    ("can we bring a gazebo", "site_rules.txt", "No gazebos"),
    ("is there a swimming pool", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
The Owl's Nest treehouse, Larchwood Estate, 2 nights from Friday 14 March for Ben and Chloe.
£420 including breakfast hamper. Check-in 4pm.
""",
    "house_rules.txt": """\
No children under 8 because of the rope bridge. Adults only in the hot tub, which is open until 11pm.
No smoking anywhere on the estate.
""",
    "extras.csv": """\
extra,price
Prosecco on arrival,£30
Late checkout (2pm),£25
Firewood bundle,£8
""",
    "directions.txt": """\
Follow the estate road past the lake to the red gate; the treehouse is a 5-minute walk from the car park.
""",
    "message.txt": """\
Torches are in the basket by the door, it's very dark at night! Larchwood
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many nights is the stay", "booking.txt", "2 nights"),
    ("is breakfast included", "booking.txt", "including breakfast hamper"),
    ("what time is check-in", "booking.txt", "4pm"),
    ("until when is the hot tub open", "house_rules.txt", "until 11pm"),
    ("can we smoke", "house_rules.txt", "No smoking anywhere"),
    ("how much is late checkout", "extras.csv", "£25"),
    ("how much is prosecco", "extras.csv", "£30"),
    ("how far is it from the car park", "directions.txt", "a 5-minute walk"),
    ("where are the torches", "message.txt", "in the basket by the door"),
    ("can we bring our 6 year old", "house_rules.txt", "No children under 8"),
    ("is there a kitchen", None, ""),
    ("can we bring the dog", None, ""),
]
