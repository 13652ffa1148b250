"""A backpacker's papers for a city hostel (the forty-eighth session): the booking, the house
rules, the room prices as a table, the arrival guide and a message. Its validation folder is a
walker's for a mountain bunkhouse: the booking, the bunkhouse rules, the facilities as CSV, the
directions and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Harbour Lights Hostel, Edinburgh. Booking HL-20931 for Maya Brooks: one bed in an 8-bed mixed dorm,
3 nights from Thursday 10 July. Total £96, paid. Breakfast not included.
""",
    "house_rules.txt": """\
Quiet hours are 11pm to 7am. No alcohol in the dorms. Guests must be 18 or over unless with a
parent. Lockers need your own padlock, or buy one at reception for £5.
""",
    "room_prices.md": """\
# Room prices per night

| room | weekday | weekend |
|---|---|---|
| 8-bed dorm | £28 | £36 |
| 4-bed female dorm | £34 | £42 |
| Private twin | £85 | £110 |
""",
    "arrival_guide.txt": """\
Check-in is from 3pm; you can leave bags in the luggage room before then. Check-out is by 10am.
From Waverley station, take the 35 bus to Ocean Terminal.
""",
    "message.txt": """\
Hi Maya, our pancake breakfast is £6 if you fancy it, just pay at the bar. Harbour Lights
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many nights did I book", "booking.txt", "3 nights"),
    ("is breakfast included", "booking.txt", "Breakfast not included"),
    ("what kind of room am I in", "booking.txt", "8-bed mixed dorm"),
    ("when are quiet hours", "house_rules.txt", "11pm to 7am"),
    ("do I need a padlock", "house_rules.txt", "Lockers need your own padlock"),
    ("how much is a padlock", "house_rules.txt", "£5"),
    ("how much is the private twin at the weekend", "room_prices.md", "£110"),
    ("what does a bed in the female dorm cost on a weekday", "room_prices.md", "£34"),
    ("what time can I check in", "arrival_guide.txt", "from 3pm"),
    ("can I drop my bags off early", "arrival_guide.txt", "leave bags in the luggage room"),
    ("which bus do I get from the station", "arrival_guide.txt", "the 35 bus"),
    ("how much is breakfast", "message.txt", "£6"),
    ("do they rent towels", None, ""),
    ("is there a kitchen", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Glen Carrick Bunkhouse: 2 bunks for 11 and 12 September, £22 per person per night. Booked for Tom and
Ellen Price. Balance of £44 due on arrival.
""",
    "rules.txt": """\
Bring your own sleeping bag and pillowcase. Boots off in the drying room, not in the bunkroom.
The last person out locks up and leaves the key in the key safe.
""",
    "facilities.csv": """\
facility,available,note
Kitchen,yes,shared with other guests
Showers,yes,token from the honesty box £1
Wifi,no,no signal in the glen
Drying room,yes,heated
""",
    "directions.txt": """\
From the A82, turn left at the Carrick Inn and follow the track for two miles. The track is rough,
so low cars should park at the inn.
""",
    "text.txt": """\
Key safe code is 4471, see you Friday. Morag
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it a night", "booking.txt", "£22 per person per night"),
    ("how much do we still owe", "booking.txt", "£44"),
    ("do we need sleeping bags", "rules.txt", "Bring your own sleeping bag"),
    ("where do muddy boots go", "rules.txt", "in the drying room"),
    ("is there wifi", "facilities.csv", "no"),
    ("how do the showers work", "facilities.csv", "token from the honesty box £1"),
    ("can we cook", "facilities.csv", "shared with other guests"),
    ("where do we turn off the main road", "directions.txt", "turn left at the Carrick Inn"),
    ("what's the code for the key safe", "text.txt", "4471"),
    ("where should we leave the key", "rules.txt", "in the key safe"),
    ("are dogs allowed", None, ""),
    ("is there a shop nearby", None, ""),
]
