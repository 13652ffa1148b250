"""A family's papers for a theme park day (the forty-seventh session): the e-tickets, the park's
rules, the ride heights as a table, the plan for the day and a text. Its validation folder is a
family's for a zoo visit: the booking, the visitor rules, the talks as CSV, the plan and a message,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "etickets.txt": """\
Thrill Valley day tickets for 2 adults and 2 children, Saturday 9 August. Gates open 9.30am and the
park closes at 6pm. Car parking is £8, paid at the barrier.
""",
    "park_rules.txt": """\
Picnics are welcome in the picnic meadow. No glass bottles. Children under 12 must be with an adult
at all times. Loose items go in the lockers before the big coasters.
""",
    "ride_heights.md": """\
# Ride heights

| ride | minimum height | ride time |
|---|---|---|
| The Viper | 1.4m | 2 minutes |
| Log Splash | 1.1m | 4 minutes |
| Teacup Twirl | 0.9m | 3 minutes |
""",
    "day_plan.txt": """\
Head to Log Splash first as the queue builds fast. Lunch at 12.30 in the picnic meadow. Fireworks
are not on this weekend. The lockers are £3 a go.
""",
    "text.txt": """\
Lily measured 1.25m at the doctor's last week, so she can't go on the Viper yet! Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the park open", "etickets.txt", "9.30am"),
    ("how much is parking", "etickets.txt", "£8"),
    ("can we take a picnic", "park_rules.txt", "Picnics are welcome"),
    ("are glass bottles allowed", "park_rules.txt", "No glass bottles"),
    ("how tall do you need to be for the Viper", "ride_heights.md", "1.4m"),
    ("how long is Log Splash", "ride_heights.md", "4 minutes"),
    ("which ride should we go on first", "day_plan.txt", "Log Splash"),
    ("when are we having lunch", "day_plan.txt", "12.30"),
    ("how much are the lockers", "day_plan.txt", "£3 a go"),
    ("how tall is Lily", "text.txt", "1.25m"),
    ("when does the park close", "etickets.txt", "6pm"),
    ("is there a baby change", None, ""),
    ("can we leave and come back", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Greenhill Zoo, Sunday 14 September, entry slot 10am. 2 adults, 3 children, total £96.
Show the QR code at the gate.
""",
    "visitor_rules.txt": """\
Please don't feed the animals. Dogs are not allowed, except assistance dogs. Drones are banned.
""",
    "talks.csv": """\
talk,time,place
Penguin feeding,11.30am,Penguin Cove
Lion talk,1pm,Lion Ridge
Reptile handling,2.30pm,Reptile House
""",
    "plan.txt": """\
Start at the giraffes near the gate, then the penguin feeding. The cafe by the lake does kids' lunch boxes.
""",
    "message.txt": """\
The train ride is closed for repairs this month, sorry kids! Grandad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is our entry slot", "booking.txt", "10am"),
    ("how much did the tickets cost", "booking.txt", "£96"),
    ("what do we show at the gate", "booking.txt", "QR code"),
    ("can we bring the dog", "visitor_rules.txt", "Dogs are not allowed"),
    ("can the kids feed the animals", "visitor_rules.txt", "don't feed the animals"),
    ("when is penguin feeding", "talks.csv", "11.30am"),
    ("where is the lion talk", "talks.csv", "Lion Ridge"),
    ("where do we start", "plan.txt", "giraffes"),
    ("where can we get lunch", "plan.txt", "The cafe by the lake"),
    ("is the train ride open", "message.txt", "closed for repairs"),
    ("is there a soft play", None, ""),
    ("can we bring a scooter", None, ""),
]
