"""A guest's papers for a spa day (the forty-eighth session): the booking, the spa rules, the
treatment menu as a table, the what-to-bring note and a text. Its validation folder is a
daughter's for an afternoon tea voucher: the voucher, the hotel's terms, the menu as CSV, the
dress code note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Willowmere Spa day for Grace and Lou, Sunday 16 November. Arrival from 9.30am, spa facilities
until 6pm. Includes a two-course lunch and one 25-minute treatment each. £129 per person, paid.
""",
    "spa_rules.txt": """\
Guests must be 18 or over. Mobile phones are not allowed in the thermal suite. Please tell us about
pregnancy or medical conditions before your treatment. Late arrivals for treatments may be shortened.
""",
    "treatments.md": """\
# Treatment menu

| treatment | length | upgrade price |
|---|---|---|
| Back massage | 25 minutes | included |
| Full body massage | 55 minutes | £35 |
| Express facial | 25 minutes | included |
| Hot stone massage | 55 minutes | £45 |
""",
    "what_to_bring.txt": """\
Robes, towels and slippers are provided. Bring a swimsuit; flip-flops are fine in the pool area.
""",
    "text.txt": """\
Hi Grace, your treatments are at 11.15am and 11.45am, please come to reception 10 minutes before. Willowmere
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time can we get there", "booking.txt", "from 9.30am"),
    ("is lunch included", "booking.txt", "two-course lunch"),
    ("how much was the spa day", "booking.txt", "£129 per person"),
    ("can I bring my 16 year old", "spa_rules.txt", "Guests must be 18 or over"),
    ("can I take my phone in the thermal suite", "spa_rules.txt", "not allowed in the thermal suite"),
    ("how long is a full body massage", "treatments.md", "55 minutes"),
    ("how much to upgrade to hot stones", "treatments.md", "£45"),
    ("is the facial included", "treatments.md", "included"),
    ("do I need to bring a towel", "what_to_bring.txt", "Robes, towels and slippers are provided"),
    ("what time are our treatments", "text.txt", "11.15am and 11.45am"),
    ("what if we're late for the massage", "spa_rules.txt", "may be shortened"),
    ("is there a gym", None, ""),
    ("can we stay overnight", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "voucher.txt": """\
Afternoon tea for two at The Grange Hotel, voucher AT-7762. Valid until 31 March. Book at least 48 hours ahead.
""",
    "terms.txt": """\
Served Wednesday to Sunday, 2pm to 5pm. Vouchers cannot be exchanged for cash. A glass of fizz can
be added for £9 each.
""",
    "menu.csv": """\
course,what
Sandwiches,"smoked salmon, egg mayonnaise, cucumber"
Scones,plain and fruit with clotted cream and jam
Cakes,"lemon drizzle, chocolate brownie, macarons"
""",
    "dress_code_note.txt": """\
Smart casual, please: no sportswear or flip-flops in the drawing room.
""",
    "email.txt": """\
Dear Mrs Lowe, we can make the sandwiches gluten-free if you tell us when booking. The Grange
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the voucher run out", "voucher.txt", "31 March"),
    ("how far ahead do we book", "voucher.txt", "at least 48 hours ahead"),
    ("what days is afternoon tea served", "terms.txt", "Wednesday to Sunday"),
    ("can I get cash for the voucher", "terms.txt", "cannot be exchanged for cash"),
    ("how much is a glass of fizz", "terms.txt", "£9 each"),
    ("what sandwiches are there", "menu.csv", "smoked salmon, egg mayonnaise, cucumber"),
    ("what cakes do they do", "menu.csv", "lemon drizzle, chocolate brownie, macarons"),
    ("what should we wear", "dress_code_note.txt", "Smart casual"),
    ("can they do gluten free", "email.txt", "gluten-free if you tell us when booking"),
    ("what time is it served", "terms.txt", "2pm to 5pm"),
    ("is there parking at the hotel", None, ""),
    ("can we bring a dog", None, ""),
]
