"""A householder's papers for a marquee at a garden party (the forty-eighth session): the quote,
the hire terms, the items as a table, the site note and an email. Its validation folder is a
parent's for a bouncy castle hire: the booking, the safety rules, the price list as CSV, the
weather note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Canvas & Co quote for the Ahmed family, 16 Orchard Rise: a 6m x 12m marquee for 60 guests, Saturday
28 June. Put up on Friday 27 June, taken down on Monday 30 June. Total £1,450 including VAT.
""",
    "hire_terms.txt": """\
A 25% deposit confirms the date. The customer is responsible for damage to the marquee during the
hire, including from candles, which are not allowed inside. Barbecues must be at least 3 metres away.
""",
    "items.md": """\
# Items included

| item | quantity | price |
|---|---|---|
| Marquee 6m x 12m | 1 | £900 |
| Round tables | 6 | £90 |
| Chairs | 60 | £180 |
| Festoon lighting | 1 set | £120 |
| Coconut matting | 72 sq m | £160 |
""",
    "site_note.txt": """\
The lawn must be flat and free of obstructions. Please mark sprinkler pipes and cables before we
arrive. We need access for a van within 30 metres.
""",
    "email.txt": """\
Hi Mrs Ahmed, the crew will be with you at 9am on Friday, the job takes about four hours. Best, Leon at Canvas & Co
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big is the marquee", "quote.txt", "6m x 12m"),
    ("when are they putting it up", "quote.txt", "Friday 27 June"),
    ("how much is the marquee altogether", "quote.txt", "£1,450"),
    ("how much is the deposit", "hire_terms.txt", "25% deposit"),
    ("can we have candles in the marquee", "hire_terms.txt", "not allowed inside"),
    ("how far away does the barbecue have to be", "hire_terms.txt", "at least 3 metres away"),
    ("how many chairs are we getting", "items.md", "60"),
    ("how much is the lighting", "items.md", "£120"),
    ("what do we need to do before they come", "site_note.txt", "mark sprinkler pipes and cables"),
    ("what time does the crew arrive", "email.txt", "9am on Friday"),
    ("how long does it take to put up", "email.txt", "about four hours"),
    ("do they provide heaters", None, ""),
    ("can we have a dance floor", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Jump Around Hire: Princess Castle (12ft x 15ft), Sunday 13 July, delivered by 10am and collected at 6pm.
Booking for Lily's 6th birthday. Paid £95 in full.
""",
    "safety_rules.txt": """\
An adult must supervise at all times. No shoes, food or drink on the castle. Maximum 6 children at once, aged 10 and under.
""",
    "prices.csv": """\
castle,size,day hire
Princess Castle,12ft x 15ft,£95
Jungle Slide,15ft x 18ft,£140
Toddler Soft Play,10ft x 10ft,£75
""",
    "weather_note.txt": """\
The castle must come down if the wind is over 24 mph or it rains heavily. If we cancel for weather, you get a full refund.
""",
    "text.txt": """\
Morning! We need a socket within 15 metres for the blower, please. Jump Around
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the bouncy castle coming", "booking.txt", "delivered by 10am"),
    ("when do they take it away", "booking.txt", "collected at 6pm"),
    ("how big is the princess castle", "booking.txt", "12ft x 15ft"),
    ("how many kids can go on at once", "safety_rules.txt", "Maximum 6 children"),
    ("can the kids wear shoes on it", "safety_rules.txt", "No shoes, food or drink"),
    ("how much is the jungle slide", "prices.csv", "£140"),
    ("what does the toddler soft play cost", "prices.csv", "£75"),
    ("what happens if it's windy", "weather_note.txt", "over 24 mph"),
    ("do we get money back if it rains", "weather_note.txt", "full refund"),
    ("what do they need from us", "text.txt", "a socket within 15 metres"),
    ("do they do face painting", None, ""),
    ("do they bring a generator", None, ""),
]
