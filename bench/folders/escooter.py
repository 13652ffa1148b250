"""A rider's papers for e-scooter hire (the fifty-fourth session): the welcome email, the prices
as a table, the riding rules, the parking guide and a text. Its validation folder is a
holidaymaker's for canoe hire: the booking email, the prices as CSV, the safety briefing, the
river guide and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Zipp. To ride you need a full or provisional driving licence, uploaded in the app. You
must be 18 or over.
""",
    "prices.md": """\
# Ride prices

| option | price |
|---|---|
| unlock | £1 |
| per minute | 20p |
| day pass | £10 |
| monthly pass | £35 |
""",
    "riding_rules.txt": """\
Ride on the road or in cycle lanes, never on the pavement. One rider only. Helmets are advised but
not required. Top speed is 15.5 mph.
""",
    "parking_guide.txt": """\
End your ride in a marked parking bay shown in the app. Leaving a scooter outside a bay costs a £25
fine.
""",
    "text.txt": """\
Zipp: your ride is still running! Lock your scooter in the app to stop being charged.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("do I need a licence", "welcome_email.txt", "full or provisional driving licence"),
    ("how old do you have to be", "welcome_email.txt", "18 or over"),
    ("how much to unlock one", "prices.md", "£1"),
    ("how much is a day pass", "prices.md", "£10"),
    ("what's the cost per minute", "prices.md", "20p"),
    ("can I ride on the pavement", "riding_rules.txt", "never on the pavement"),
    ("do I have to wear a helmet", "riding_rules.txt", "advised but"),
    ("how fast do they go", "riding_rules.txt", "15.5 mph"),
    ("where do I leave it", "parking_guide.txt", "marked parking bay"),
    ("why am I still being charged", "text.txt", "your ride is still running"),
    ("can two people ride together", "riding_rules.txt", "One rider only"),
    ("is there a student discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your two-seater Canadian canoe is booked for Sunday 17 August, 10am to 2pm, from Riverside
Boathouse, Symonds Yat. Please arrive 20 minutes early for the safety briefing.
""",
    "prices.csv": """\
hire,price
half day canoe,£55
full day canoe,£75
single kayak half day,£35
dry bag,£3
""",
    "safety_briefing.txt": """\
Buoyancy aids must be worn at all times and are provided. Everyone must be able to swim 25 metres.
Children under 8 cannot go out.
""",
    "river_guide.txt": """\
Paddle downstream to the Biblins bridge, about 4 miles, where our minibus collects you and the
canoe.
""",
    "message.txt": """\
Hi, river levels are fine for Sunday, see you then! Riverside Boathouse
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is our canoe booked", "booking_email.txt", "Sunday 17 August, 10am to 2pm"),
    ("how early should we get there", "booking_email.txt", "20 minutes early"),
    ("how much is a full day", "prices.csv", "£75"),
    ("what does a dry bag cost", "prices.csv", "£3"),
    ("do we need life jackets", "safety_briefing.txt", "Buoyancy aids must be worn"),
    ("can my 6 year old come", "safety_briefing.txt", "Children under 8 cannot go out"),
    ("how far do we paddle", "river_guide.txt", "about 4 miles"),
    ("how do we get back", "river_guide.txt", "our minibus collects you"),
    ("is the river ok for Sunday", "message.txt", "river levels are fine"),
    ("do we have to be able to swim", "safety_briefing.txt", "swim 25 metres"),
    ("can we bring our dog", None, ""),
    ("are wetsuits provided", None, ""),
]
