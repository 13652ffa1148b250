"""A family's papers for a wildlife boat trip (the forty-fifth session): the booking, the trip
guide, the tide and sailing times as a table, the cancellation policy and a text. Its validation
folder is a zoo visit's: the e-tickets, the feeding times as CSV, the park rules, the map notes and
a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Puffin Cruises: 2 adults and 2 children on the Seal and Seabird trip, Saturday 18 October, sailing
at 10:30am from the harbour steps by the lifeboat station. Total £86, paid.
Check in 20 minutes before sailing.
""",
    "trip_guide.txt": """\
The trip lasts about 90 minutes. You are likely to see grey seals and puffins; dolphins are
sometimes seen. Life jackets are provided for children. There is a small toilet on board.
""",
    "sailings.md": """\
# October sailings

| day | sailings |
|---|---|
| Saturday | 10:30am, 1pm, 3:30pm |
| Sunday | 11am, 2pm |
| weekdays | 11am only |
""",
    "cancellation.txt": """\
If we cancel because of the weather, you get a full refund or a new date. If you cancel with more
than 48 hours' notice, we refund 50%.
""",
    "text.txt": """\
Bring the binoculars and warm coats, it gets cold on the water! Auntie Kath
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the boat leave", "booking.txt", "10:30am"),
    ("where do we get on the boat", "booking.txt", "harbour steps"),
    ("how much did the trip cost", "booking.txt", "£86"),
    ("when do we need to check in", "booking.txt", "20 minutes before sailing"),
    ("how long is the boat trip", "trip_guide.txt", "about 90 minutes"),
    ("what animals will we see", "trip_guide.txt", "grey seals and puffins"),
    ("are there life jackets for the kids", "trip_guide.txt", "Life jackets are provided"),
    ("is there a toilet on the boat", "trip_guide.txt", "small toilet on board"),
    ("what sailings are there on Sunday", "sailings.md", "11am, 2pm"),
    ("what if the weather is bad", "cancellation.txt", "full refund or a new date"),
    ("how much do we get back if we cancel", "cancellation.txt", "50%"),
    ("what should we bring", "text.txt", "binoculars"),
    ("can we take the dog", None, ""),
    ("is there a café at the harbour", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "etickets.txt": """\
Oakmere Zoo e-tickets for Sunday 26 October: 2 adults, 1 child, 1 under-3 (free). Total £61.50.
Show the QR code at the gate. Opening times 10am to 5pm, last entry 4pm.
""",
    "feeding_times.csv": """\
animal,feeding time
penguins,11:30am
lions,2pm
meerkats,3:15pm
""",
    "rules.txt": """\
Please don't feed the animals. Picnics are welcome in the picnic meadow. Dogs are not allowed,
except assistance dogs.
""",
    "map_notes.txt": """\
The soft play barn is next to the giraffe house. Pushchairs can be hired at the entrance for £5.
""",
    "message.txt": """\
Freddie wants to see the penguins most, so let's be there for 11:30! Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is our zoo trip", "etickets.txt", "Sunday 26 October"),
    ("how much were the tickets", "etickets.txt", "£61.50"),
    ("when is last entry", "etickets.txt", "4pm"),
    ("what time do they feed the lions", "feeding_times.csv", "2pm"),
    ("when is meerkat feeding", "feeding_times.csv", "3:15pm"),
    ("can we take a picnic", "rules.txt", "Picnics are welcome"),
    ("where is soft play", "map_notes.txt", "next to the giraffe house"),
    ("how much to hire a pushchair", "map_notes.txt", "£5"),
    ("what does Freddie want to see", "message.txt", "the penguins"),
    ("is there a train ride", None, ""),
    ("can we bring scooters", None, ""),
]
