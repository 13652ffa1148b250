"""A family's papers for a pumpkin patch visit (the fiftieth session): the e-ticket, the farm's
visitor rules, the prices as a table, the what-to-bring note and a text. Its validation folder is a
family's for a Christmas lights trail: the booking, the rules, the times as CSV, the food note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "eticket.txt": """\
Hollybrook Farm Pumpkin Patch. Entry for 2 adults and 2 children on Sunday 26 October, arrival slot
11am to 11:30am. Booking reference HBF-5521. Show this ticket at the gate.
""",
    "visitor_rules.txt": """\
Dogs on leads are welcome in the patch but not in the cafe barn. Wheelbarrows are free to use and
must be returned to the gate.
""",
    "prices.md": """\
# Pumpkin prices

| size | price |
|---|---|
| small | £2 |
| medium | £5 |
| large | £8 |
| giant | £15 |
""",
    "bring_note.txt": """\
The fields get very muddy, so wellies are a must. Card payments only; we do not take cash. Carving
kits are sold in the farm shop.
""",
    "text.txt": """\
Hi Leanne, the tractor rides leave from the big barn every half hour, the kids will love it! Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day are we going", "eticket.txt", "Sunday 26 October"),
    ("what time should we arrive", "eticket.txt", "11am to 11:30am"),
    ("what's the booking reference", "eticket.txt", "HBF-5521"),
    ("can we bring the dog", "visitor_rules.txt", "Dogs on leads are welcome in the patch"),
    ("do we have to pay for a wheelbarrow", "visitor_rules.txt", "Wheelbarrows are free to use"),
    ("how much is a large pumpkin", "prices.md", "£8"),
    ("what does a giant pumpkin cost", "prices.md", "£15"),
    ("what should we wear on our feet", "bring_note.txt", "wellies are a must"),
    ("can I pay cash", "bring_note.txt", "we do not take cash"),
    ("where can I get a carving kit", "bring_note.txt", "in the farm shop"),
    ("where do the tractor rides go from", "text.txt", "from the big barn"),
    ("how often do the tractor rides go", "text.txt", "every half hour"),
    ("is there a maze", None, ""),
    ("are there toilets", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Winter Glow Trail at Ashcombe Gardens: 4 tickets for Friday 12 December, entry at 5:15pm. The trail
is about 1.5 miles long and takes around an hour to walk.
""",
    "rules.txt": """\
Pushchairs are fine on the trail, but scooters and bikes are not allowed. Sorry, no dogs except
assistance dogs.
""",
    "times.csv": """\
date,first entry,last entry
weekdays,4:30pm,8pm
weekends,4pm,8:30pm
Christmas Eve,4pm,6pm
""",
    "food_note.txt": """\
Hot chocolate and marshmallows are sold at the halfway point. The cafe by the car park stays open
until 9pm.
""",
    "email.txt": """\
Dear visitor, the car park is free but fills up quickly, so please car share if you can. Ashcombe Gardens
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do we go in", "booking.txt", "5:15pm"),
    ("how long is the trail", "booking.txt", "1.5 miles"),
    ("how long does it take to walk", "booking.txt", "around an hour"),
    ("can we take the pushchair", "rules.txt", "Pushchairs are fine on the trail"),
    ("can my son bring his scooter", "rules.txt", "scooters and bikes are not allowed"),
    ("what's the last entry at weekends", "times.csv", "8:30pm"),
    ("when is last entry on Christmas Eve", "times.csv", "6pm"),
    ("where can we get a hot chocolate", "food_note.txt", "at the halfway point"),
    ("when does the cafe close", "food_note.txt", "until 9pm"),
    ("is parking free", "email.txt", "the car park is free"),
    ("is there a Santa's grotto", None, ""),
    ("can we get a refund if it rains", None, ""),
]
