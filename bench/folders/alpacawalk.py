"""A family's papers for an alpaca walk (the fifty-fourth session): the booking confirmation,
the prices as a table, what to wear, the farm rules and a text. Its validation folder is a
family's for a segway tour: the booking email, the prices as CSV, the rider rules, the meeting
point note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Alpaca walk for 2 adults and 2 children on Sunday 14 September at 10:30am, Highfield Farm. The
walk lasts about 90 minutes, with time to feed the alpacas afterwards.
""",
    "prices.md": """\
# Walk prices

| ticket | price |
|---|---|
| adult leading an alpaca | £35 |
| child leading an alpaca, 8 to 15 | £25 |
| walker without an alpaca | £10 |
""",
    "what_to_wear.txt": """\
Wear wellies or walking boots; the fields are muddy all year. Bring a waterproof, as we walk in
light rain.
""",
    "farm_rules.txt": """\
Children must be 8 or over to lead an alpaca. Dogs are not allowed on the farm. Please wash your
hands after feeding.
""",
    "text.txt": """\
Hi, heavy rain forecast Sunday, if we cancel you can rebook free or have a full refund. Highfield
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the walk", "booking_confirmation.txt", "10:30am"),
    ("how long does it last", "booking_confirmation.txt", "about 90 minutes"),
    ("can we feed them", "booking_confirmation.txt", "feed the alpacas afterwards"),
    ("how much is it for a child to lead one", "prices.md", "£25"),
    ("what if I just want to walk along", "prices.md", "£10"),
    ("what shoes should we wear", "what_to_wear.txt", "wellies or walking boots"),
    ("do they go out in the rain", "what_to_wear.txt", "we walk in"),
    ("can my 6 year old lead one", "farm_rules.txt", "8 or over"),
    ("can we bring the dog", "farm_rules.txt", "Dogs are not allowed"),
    ("what happens if it's cancelled", "text.txt", "rebook free or have a full refund"),
    ("is there a cafe", None, ""),
    ("can we take photos", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your segway tour of the castle grounds is booked for Saturday 5 July at 2pm, for 3 riders. The tour
lasts 1 hour, after a 15 minute training session.
""",
    "prices.csv": """\
tour,price per rider
castle grounds,£45
woodland trail,£55
""",
    "rider_rules.txt": """\
Riders must be 10 or older and weigh between 45 and 118 kg. Helmets are provided and must be worn.
""",
    "meeting_point.txt": """\
Meet at the visitor centre, by the gift shop. Parking is in the castle car park, £4 for the day.
""",
    "message.txt": """\
Hi, please wear flat shoes, no sandals or heels. See you Saturday! Glide Tours
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the tour", "booking_email.txt", "Saturday 5 July at 2pm"),
    ("how long is it", "booking_email.txt", "1 hour"),
    ("is there training first", "booking_email.txt", "15 minute training session"),
    ("how much is the woodland trail", "prices.csv", "£55"),
    ("how old do you have to be", "rider_rules.txt", "10 or older"),
    ("is there a weight limit", "rider_rules.txt", "between 45 and 118 kg"),
    ("do we bring our own helmets", "rider_rules.txt", "Helmets are provided"),
    ("where do we meet", "meeting_point.txt", "visitor centre"),
    ("how much is parking", "meeting_point.txt", "£4 for the day"),
    ("what shoes should we wear", "message.txt", "flat shoes"),
    ("can we go if it rains", None, ""),
    ("are there toilets", None, ""),
]
