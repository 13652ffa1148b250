"""A couple's papers for a city break in York (the forty-seventh session): the hotel booking, the
hotel's house rules, the museum passes as a table, the itinerary and a text. Its validation folder
is a family's for a glamping weekend: the booking, the site rules, the extras as CSV, the packing
list and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hotel_booking.txt": """\
The Minster View Hotel, York: double room, two nights, arriving Friday 10 October. Check-in from
3pm, check-out by 11am. Breakfast included. Booking reference MVH-48213.
""",
    "house_rules.txt": """\
Quiet hours are 11pm to 7am. The front door is locked at midnight; use your room key card to get in.
Parking is at the Marygate car park, £12 a day.
""",
    "museum_passes.md": """\
# Museum passes

| museum | opening hours | adult ticket |
|---|---|---|
| Jorvik Viking Centre | 10am to 5pm | £16.50 |
| Railway Museum | 10am to 6pm | free |
| Castle Museum | 9.30am to 5pm | £15 |
""",
    "itinerary.txt": """\
Saturday: walk the city walls in the morning, then lunch at Bettys at 1pm. The ghost walk starts
at 7.30pm outside the King's Arms.
""",
    "text.txt": """\
Don't forget the train back is the 14:52 from York on Sunday, platform 3. Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time can we check in", "hotel_booking.txt", "3pm"),
    ("is breakfast included", "hotel_booking.txt", "Breakfast included"),
    ("what's the booking reference", "hotel_booking.txt", "MVH-48213"),
    ("what time do they lock the door", "house_rules.txt", "locked at midnight"),
    ("where do we park", "house_rules.txt", "Marygate car park"),
    ("how much is the Castle Museum", "museum_passes.md", "£15"),
    ("when does the Railway Museum close", "museum_passes.md", "6pm"),
    ("where are we having lunch on Saturday", "itinerary.txt", "Bettys"),
    ("where does the ghost walk start", "itinerary.txt", "outside the King's Arms"),
    ("what time is our train home", "text.txt", "14:52"),
    ("which platform is the train", "text.txt", "platform 3"),
    ("is there a gym at the hotel", None, ""),
    ("can we bring the dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Willow Bell Tent at Oak Hollow Glamping, Friday 15 to Sunday 17 August, 2 adults and 2 children.
Arrive after 4pm, leave by 10.30am. Balance of £180 due 2 weeks before.
""",
    "site_rules.txt": """\
Campfires only in the fire pits provided. Quiet after 10pm. One car per pitch, parked
in the field by the gate.
""",
    "extras.csv": """\
extra,price,notes
Firewood bag,£8,collect from reception
Breakfast hamper,£25,feeds four
Hot tub session,£30,one hour
""",
    "packing_list.txt": """\
Bring torches, wellies and your own towels. Bedding is provided. There's a shared kitchen with a fridge.
""",
    "message.txt": """\
The nearest shop is the Co-op in Ashby, 2 miles away. Gate code is 4471. Sarah, Oak Hollow
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time can we arrive", "booking.txt", "after 4pm"),
    ("when is the balance due", "booking.txt", "2 weeks before"),
    ("can we have a campfire", "site_rules.txt", "fire pits provided"),
    ("where do we park", "site_rules.txt", "in the field by the gate"),
    ("how much is firewood", "extras.csv", "£8"),
    ("how long is a hot tub session", "extras.csv", "one hour"),
    ("do we need to bring towels", "packing_list.txt", "your own towels"),
    ("is bedding provided", "packing_list.txt", "Bedding is provided"),
    ("where's the nearest shop", "message.txt", "the Co-op in Ashby"),
    ("what's the gate code", "message.txt", "4471"),
    ("is there wifi", None, ""),
    ("are dogs allowed", None, ""),
]
