"""A householder's skip hire papers (the forty-third session): the booking confirmation, the
council's skip permit, the list of what cannot go in, the prices as a table, the driver's
delivery text and the terms. Its validation folder is a council bulky waste collection's: the
booking, the items list as CSV, the collection rules, the charges page and the reminder text,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking SK-40127, Brightside Skips
Skip: 6 yard builder's skip
Delivery: Monday 9 March, between 7am and 12pm
Collection: by Monday 23 March (2 weeks hire)
Address: 31 Hawthorn Avenue, Derby
""",
    "council_permit.txt": """\
Skip permit DC-SK-2290 allows a skip on the road outside 31 Hawthorn Avenue from 9 March to 23
March. The skip must have lights at each corner at night and must not block a driveway or a
drain.
""",
    "not_allowed.md": """\
# What can't go in the skip

- plasterboard (we can take it separately for £35 a bag)
- fridges and freezers
- tyres
- paint tins with paint in them
- gas bottles and batteries
""",
    "prices.md": """\
# Skip prices

| skip | 1 week | 2 weeks |
|---|---|---|
| 4 yard mini skip | £210 | £240 |
| 6 yard builder's skip | £260 | £290 |
| 8 yard skip | £300 | £330 |
""",
    "driver_text.txt": """\
Hi, it's Carl from Brightside. I'll be with you around 8.30 tomorrow. Please make sure the parking
space outside is clear, I need about 4 metres.
""",
    "terms.txt": """\
Do not fill the skip above the top edge; overloaded skips will not be collected until the excess is
removed. Extra days are charged at £10 a day. Cancel at least 24 hours before delivery for a full
refund.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the skip coming", "booking_confirmation.txt", "Monday 9 March"),
    ("when are they taking it away", "booking_confirmation.txt", "Monday 23 March"),
    ("what size skip did we get", "booking_confirmation.txt", "6 yard"),
    ("does the skip need lights", "council_permit.txt", "lights at each corner"),
    ("can the skip go in front of the neighbour's drive", "council_permit.txt", "must not block a driveway"),
    ("can I put plasterboard in", "not_allowed.md", "plasterboard"),
    ("can old tyres go in", "not_allowed.md", "tyres"),
    ("how much is the 6 yard skip for two weeks", "prices.md", "£290"),
    ("how much is a mini skip for a week", "prices.md", "£210"),
    ("what time is Carl coming", "driver_text.txt", "around 8.30"),
    ("how much space does he need", "driver_text.txt", "about 4 metres"),
    ("can I fill it to the top", "terms.txt", "above the top edge"),
    ("how much if I keep it longer", "terms.txt", "£10 a day"),
    ("can I cancel", "terms.txt", "24 hours before"),
    ("do they recycle the waste", None, ""),
    ("can they take the old sofa away", None, ""),
    ("is the skip lockable", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bulky_booking.txt": """\
Bulky waste collection booked, reference BW-77310
Collection day: Wednesday 15 April
Address: Flat 4, 12 Mill Street, Sheffield
""",
    "items.csv": """\
item,quantity
double mattress,1
wardrobe,1
kitchen chairs,4
""",
    "collection_rules.txt": """\
Put your items outside by 7am on collection day, at the front of the property. We cannot go inside
your home or up stairs. Items must be no bigger than 2 metres long.
""",
    "charges.txt": """\
The charge is £39 for up to 3 items and £12 for each extra item.
People on Council Tax Support pay half. Charges are not refunded if the items are not put out.
""",
    "reminder_text.txt": """\
Sheffield Council: your bulky waste collection is tomorrow. Please have your items out by 7am.
Reply STOP to cancel reminders.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the collection", "bulky_booking.txt", "Wednesday 15 April"),
    ("what's the booking reference", "bulky_booking.txt", "BW-77310"),
    ("how many chairs are going", "items.csv", "4"),
    ("what time do the items need to be out", "collection_rules.txt", "by 7am"),
    ("will they come in and get the wardrobe", "collection_rules.txt", "cannot go inside"),
    ("how big can the items be", "collection_rules.txt", "2 metres"),
    ("how much does it cost", "charges.txt", "£39 for up to 3 items"),
    ("how much for each extra item", "charges.txt", "£12"),
    ("is there a discount on council tax support", "charges.txt", "pay half"),
    ("do I get a refund if I forget to put things out", "charges.txt", "not refunded"),
    ("how do I stop the reminders", "reminder_text.txt", "Reply STOP"),
    ("do they take fridges", None, ""),
    ("can they collect on Saturday", None, ""),
]
