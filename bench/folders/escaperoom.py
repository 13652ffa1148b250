"""An escape room group organiser's papers (the forty-second session): the booking confirmation,
the rooms as a table, the house rules, the prices as CSV, the venue's directions and a friend's
message. Its validation folder is a bowling party's: the party booking, the packages as a table,
the lane rules, the food menu as CSV, the venue email and the group chat note, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Locked In Leicester: booking confirmed
Room: The Pharaoh's Tomb
Date: Friday 21 November, 7:30pm
Players: 6
Booking reference: LIL-40962
Please arrive 15 minutes early for your briefing. Late arrivals lose time from their game.
""",
    "rooms.md": """\
# Our rooms

| room | players | difficulty | time |
|---|---|---|---|
| The Pharaoh's Tomb | 3 to 6 | hard | 60 minutes |
| Prison Break | 2 to 5 | medium | 60 minutes |
| The Toy Shop | 2 to 4 | easy | 45 minutes |
""",
    "house_rules.txt": """\
House rules

Lockers are provided for bags and phones: phones are not allowed in the rooms. Do not climb on the
furniture or force any lock. Players under 16 must come with an adult. You can ask for up to three
hints by walkie-talkie.
""",
    "prices.csv": """\
group size,price per player
2,£30
3,£27
4 to 5,£24
6,£22
""",
    "directions.txt": """\
We are on the first floor of 14 Silver Street, above the bakery. The nearest car park is
Haymarket, 5 minutes' walk away. There is no lift.
""",
    "friend_message.txt": """\
Priya: I've paid the £40 deposit, so everyone owes me £15.33 on the night. Let's get pizza at
Franco's after, I've booked for 9pm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which room are we doing", "booking_confirmation.txt", "The Pharaoh's Tomb"),
    ("what time is it", "booking_confirmation.txt", "7:30pm"),
    ("when should we get there", "booking_confirmation.txt", "15 minutes early"),
    ("what happens if we're late", "booking_confirmation.txt", "lose time"),
    ("how hard is Prison Break", "rooms.md", "medium"),
    ("how long do we have in the room", "rooms.md", "60 minutes"),
    ("can I take my phone in", "house_rules.txt", "not allowed"),
    ("how many hints can we get", "house_rules.txt", "up to three"),
    ("can my 14 year old come", "house_rules.txt", "under 16 must come with an adult"),
    ("how much is it each for 6 people", "prices.csv", "£22"),
    ("where is it", "directions.txt", "14 Silver Street"),
    ("where do we park", "directions.txt", "Haymarket"),
    ("is there a lift", "directions.txt", "no lift"),
    ("how much do I owe Priya", "friend_message.txt", "£15.33"),
    ("where are we eating after", "friend_message.txt", "Franco's"),
    ("is it scary", None, ""),
    ("can we get a group photo", None, ""),
    ("is there wheelchair access", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "party_booking.txt": """\
Strike Zone Derby: party booking
Name: Kofi's 10th birthday
Date: Sunday 30 March, 2pm to 4pm
Guests: 12 children
Package: Gold
Deposit paid: £50; balance due on the day
""",
    "packages.md": """\
| package | bowling | food | price per child |
|---|---|---|---|
| Bronze | 1 game | none | £8.50 |
| Silver | 1 game | hot dog and drink | £13.00 |
| Gold | 2 games | meal, drink and ice cream | £17.50 |
""",
    "lane_rules.txt": """\
Bowling shoes must be worn on the lanes and are included in every package. Bumpers and ramps are
free for children. Please keep food and drink off the approach.
""",
    "menu.csv": """\
item,price
pizza slice,£3.50
chicken nuggets and chips,£5.95
veggie burger,£6.25
slush,£2.50
""",
    "venue_email.txt": """\
Hi, thanks for booking with us. Please arrive 20 minutes before your start time so we can get
everyone's shoes sorted. Party invitations can be printed from our website. We can put candles on
your own cake if you bring one.
""",
    "group_chat.txt": """\
Emma: I'll do the party bags, Tom's bringing the cake. Kids need collecting at 4pm from the
front desk.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the party start", "party_booking.txt", "2pm"),
    ("how many kids are coming", "party_booking.txt", "12 children"),
    ("how much deposit did we pay", "party_booking.txt", "£50"),
    ("how many games do we get with Gold", "packages.md", "2 games"),
    ("how much is the Silver package", "packages.md", "£13.00"),
    ("do we need to pay for shoes", "lane_rules.txt", "included"),
    ("are there bumpers for kids", "lane_rules.txt", "free for children"),
    ("how much is a veggie burger", "menu.csv", "£6.25"),
    ("when should we arrive", "venue_email.txt", "20 minutes before"),
    ("can we bring our own cake", "venue_email.txt", "bring one"),
    ("who is doing the party bags", "group_chat.txt", "Emma"),
    ("where do parents pick the kids up", "group_chat.txt", "front desk"),
    ("is there a ball pit", None, ""),
    ("can adults bowl too", None, ""),
]
