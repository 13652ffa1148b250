"""A villager's papers for the mobile library (the fifty-second session): the council's leaflet,
the stops as a table, the borrowing rules, the reservations note and a text from a neighbour. Its
validation folder is a resident's for a village post office outreach van: the notice, the visits
as CSV, the services note, the payment note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "leaflet.txt": """\
The Mobile Library visits villages across West Dale every fortnight. It carries around 3,000 books,
audiobooks and large print titles, and has a lift for wheelchair users.
""",
    "stops.md": """\
# Route B, every other Wednesday

| stop | place | time |
|---|---|---|
| Kirkby | the village hall car park | 10am to 10.40am |
| Ashton Moor | outside the Red Lion | 11am to 11.30am |
| Little Fell | the bus shelter | 1.15pm to 1.45pm |
""",
    "borrowing_rules.txt": """\
You can borrow up to 12 items for four weeks. There are no fines for late returns, but you must
pay for lost or damaged books.
""",
    "reservations_note.txt": """\
Books can be reserved online or by phoning 0300 555 0192; reservations are free and arrive on the
next visit.
""",
    "text.txt": """\
The library van is off the road next week for repairs, so no visit on the 18th. Pat next door
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how often does the library come", "leaflet.txt", "every fortnight"),
    ("how many books does it have", "leaflet.txt", "around 3,000 books"),
    ("can I get on in a wheelchair", "leaflet.txt", "has a lift for wheelchair users"),
    ("where does it stop in Ashton Moor", "stops.md", "outside the Red Lion"),
    ("what time is it at Kirkby", "stops.md", "10am to 10.40am"),
    ("how many books can I take out", "borrowing_rules.txt", "up to 12 items"),
    ("are there fines", "borrowing_rules.txt", "There are no fines for late returns"),
    ("what if I lose a book", "borrowing_rules.txt", "pay for lost or damaged books"),
    ("how do I reserve a book", "reservations_note.txt", "reserved online or by phoning"),
    ("does it cost to reserve", "reservations_note.txt", "reservations are free"),
    ("why is there no library next week", "text.txt", "off the road next week for repairs"),
    ("can I print things", None, ""),
    ("do they have DVDs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
From 6 January, a Post Office van will visit Heston village twice a week, parked
in the church car park, while the village shop is closed for rebuilding.
""",
    "visits.csv": """\
day,time
Tuesday,9.30am to 12pm
Friday,1pm to 3.30pm
""",
    "services_note.txt": """\
The van sells stamps, takes parcels up to 20kg and lets you pay bills and withdraw cash.
Passport and driving licence checks are not offered.
""",
    "payment_note.txt": """\
You can pay by card or cash. Cash withdrawals are limited to £300 a visit.
""",
    "email.txt": """\
Dear Mrs Duffy, the shop should reopen in early May. Kind regards, Heston Parish Council
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where does the van park", "notice.txt", "in the church car park"),
    ("when does it start", "notice.txt", "6 January"),
    ("what time is it there on Friday", "visits.csv", "1pm to 3.30pm"),
    ("can I post a parcel", "services_note.txt", "takes parcels up to 20kg"),
    ("can I renew my passport there", "services_note.txt", "Passport and driving licence checks are not offered"),
    ("can I pay by card", "payment_note.txt", "You can pay by card or cash"),
    ("how much cash can I take out", "payment_note.txt", "£300 a visit"),
    ("when will the shop open again", "email.txt", "early May"),
    ("why is the shop closed", "notice.txt", "closed for rebuilding"),
    ("do they sell newspapers", None, ""),
    ("is there a cash machine", None, ""),
]
