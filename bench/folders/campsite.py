"""A camper's papers (the thirty-third session): the campsite booking, the site rules, the
facilities guide, the pitch map key as CSV, the local area leaflet and the friend's packing
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a youth hostel guest's: the booking
confirmation, the house rules, the breakfast and kitchen notes, the room list as CSV, the
walking routes leaflet and the warden's email, written at the same time and run as summary
lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booking confirmation

Guest: Sarah Quinn
Site: Hollybush Farm Campsite, near Keswick
Pitch: 23, grass with electric hook-up
Arrive: Friday 30 July, from 2pm
Leave: Monday 2 August, by 11am
Total: £96 for 3 nights, 2 adults and 1 child
""",
    "site_rules.md": """\
# Site rules

- Quiet time: 10:30pm to 7am
- Cars: one per pitch, parked on your pitch
- Dogs: welcome, £3 a night, on a lead

Campfires are not allowed, but barbecues raised off the grass are fine. Gates are locked from 11pm to 7am.
""",
    "facilities.txt": """\
Facilities

The shower block is next to reception; showers are free and hot water runs all day. The washing-up area has hot water too.

Reception is open 8am to 8pm and sells milk, bread, gas and ice packs.
""",
    "pitch_key.csv": """\
pitch,type,hook-up
21,Grass,no
22,Grass,yes
23,Grass,yes
30,Hardstanding,yes
""",
    "area_leaflet.txt": """\
Around Hollybush Farm

The nearest pub, the Swinside Inn, is a 15 minute walk along the lane. Buses to Keswick leave from the farm gate every hour.

Derwentwater is a 20 minute drive; the launch runs round the lake every 30 minutes.
""",
    "packing_message.txt": """\
Jess: Don't forget the mallet, the pegs bent last time.
Jess: We'll bring the gazebo and the big cool box.
Jess: Can you sort the electric hook-up cable?
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what pitch are we on", "booking.txt", "23"),
    ("what time can we arrive", "booking.txt", "from 2pm"),
    ("when do we have to leave by", "booking.txt", "by 11am"),
    ("how much is the campsite", "booking.txt", "£96"),
    # The rules.
    ("what time is quiet time", "site_rules.md", "10:30pm"),
    ("can we have a campfire", "site_rules.md", "not allowed"),
    ("how much for the dog", "site_rules.md", "£3 a night"),
    ("can we bring two cars", "site_rules.md", "one per pitch"),
    ("when are the gates locked", "site_rules.md", "11pm"),
    # Facilities.
    ("do the showers cost anything", "facilities.txt", "showers are free"),
    ("where are the showers", "facilities.txt", "next to reception"),
    ("can I buy milk on site", "facilities.txt", "sells milk"),
    # Pitches.
    ("does pitch 21 have electric", "pitch_key.csv", "no"),
    ("what type is pitch 30", "pitch_key.csv", "Hardstanding"),
    # The area.
    ("where's the nearest pub", "area_leaflet.txt", "Swinside Inn"),
    ("how often do buses go to Keswick", "area_leaflet.txt", "every hour"),
    # Packing.
    ("what is Jess bringing", "packing_message.txt", "gazebo"),
    ("what do I need to bring", "packing_message.txt", "hook-up cable"),
    # Subjects the papers never mention.
    ("is there a swimming pool", None, ""),
    ("can we hire a tent", None, ""),
    ("is there a launderette", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Your stay at YHA Ambleside

Check-in: 3pm to 10pm on 14 April
Check-out: by 10am on 16 April
Room: private 4-bed room, shared bathroom
Total: £118, paid
""",
    "house_rules.md": """\
# House rules

- Quiet hours: 11pm to 7am
- Lockers: in every room, bring your own padlock or buy one at reception for £4
- Alcohol: only in the dining room, with meals

Bed linen is provided; towels can be hired for £3. The front door code is given at check-in.
""",
    "kitchen_notes.txt": """\
Breakfast and kitchen

Breakfast is served from 7:30am to 9:30am and costs £8.50. The self-catering kitchen is open until 10:30pm; label your food in the fridge with your name and leaving date.
""",
    "rooms.csv": """\
room,beds,floor
Fairfield,4,Ground
Loughrigg,6,First
Helvellyn,4,Second
""",
    "walks_leaflet.txt": """\
Walks from the hostel

Loughrigg Fell: 3 hours, moderate, starting from the hostel door. Stock Ghyll Force waterfall: 1 hour, easy.

Check the mountain weather forecast at reception before you set off.
""",
    "warden_email.txt": """\
Hi Ahmed,

Thanks for booking. Bike storage is in the shed behind the hostel; ask at reception for the key.

We are a cash-free hostel, so please pay for extras by card.

Warden
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time can we check in", "booking_confirmation.txt", "3pm to 10pm"),
    ("when do we have to check out", "booking_confirmation.txt", "by 10am"),
    ("do we have our own bathroom", "booking_confirmation.txt", "shared bathroom"),
    # The rules.
    ("do I need a padlock", "house_rules.md", "bring your own padlock"),
    ("are towels provided", "house_rules.md", "hired for £3"),
    ("can we drink in our room", "house_rules.md", "only in the dining room"),
    # The kitchen.
    ("how much is breakfast", "kitchen_notes.txt", "£8.50"),
    ("when does the kitchen close", "kitchen_notes.txt", "10:30pm"),
    # Rooms.
    ("how many beds in Loughrigg", "rooms.csv", "6"),
    ("what floor is Helvellyn on", "rooms.csv", "Second"),
    # Walks.
    ("how long is the walk up Loughrigg Fell", "walks_leaflet.txt", "3 hours"),
    ("is there an easy walk", "walks_leaflet.txt", "Stock Ghyll Force"),
    # The warden.
    ("where can I keep my bike", "warden_email.txt", "shed behind the hostel"),
    ("can I pay cash", "warden_email.txt", "cash-free"),
    # Subjects the papers never mention.
    ("is there a bar", None, ""),
    ("is there parking", None, ""),
    ("can I bring my dog", None, ""),
]
