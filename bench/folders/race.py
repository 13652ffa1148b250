"""A marathon runner's papers (the thirty-third session): the race information pack, the
training plan as CSV, the charity place agreement, the kit list, the race day travel notice and
the finish line FAQ; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is a cycling sportive rider's: the
entry confirmation, the route notes, the event rules, the feed station list as CSV, the hotel
booking and the club's carpool email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "race_pack.md": """\
# Riverside Marathon: information pack

- Race number: 21457
- Start wave: Blue, 9:40am
- Bag drop closes: 9:00am

Your timing chip is on the back of your race number; do not fold or bend it. Headphones are allowed, but keep the volume low enough to hear marshals.

The course closes 7 hours after the last wave starts. Runners behind the sweeper bus must move to the pavement.
""",
    "training_plan.csv": """\
week,long_run,total_miles
1,8 miles,20
2,10 miles,23
3,12 miles,26
4,8 miles,18
""",
    "charity_agreement.txt": """\
Charity place agreement

By taking a place with Hope Kids you agree to raise a minimum of £2,000 in sponsorship. The registration fee of £50 is not refundable.

If you cannot run, tell us by 1 March and we can give your place to someone on the waiting list. Money already raised stays with the charity.
""",
    "kit_list.txt": """\
Kit list

Trainers you have already run at least 50 miles in, a running vest with your race number pinned to the front, energy gels, and a foil blanket for the finish.

Do not wear anything new on race day.
""",
    "travel_notice.txt": """\
Race day travel

Roads around the start close from 6am. The nearest station is Riverside Parade, and trains run every 10 minutes from 7am.

There is no parking at the start. Park and ride from the Westgate retail park costs £6.
""",
    "finish_faq.txt": """\
Finish line FAQ

Where do I meet my family? At the reunion area in Jubilee Park, under the letter of your surname.

When are results out? Results and photos are online within 24 hours.

Can I get my medal engraved? Yes, at the engraving tent next to the reunion area, for £12.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pack.
    ("what's my race number", "race_pack.md", "21457"),
    ("what time do I start", "race_pack.md", "9:40am"),
    ("when does bag drop close", "race_pack.md", "9:00am"),
    ("can I run with headphones", "race_pack.md", "Headphones are allowed"),
    ("how long before the course closes", "race_pack.md", "7 hours"),
    ("where is the timing chip", "race_pack.md", "back of your race number"),
    # Training.
    ("how far is my long run in week 3", "training_plan.csv", "12 miles"),
    ("how many miles in total in week 2", "training_plan.csv", "23"),
    # The charity place.
    ("how much do I have to raise", "charity_agreement.txt", "£2,000"),
    ("can I get the registration fee back", "charity_agreement.txt", "not refundable"),
    ("what if I get injured and can't run", "charity_agreement.txt", "1 March"),
    # Kit.
    ("can I wear new trainers", "kit_list.txt", "already run at least 50 miles in"),
    ("where does my number go", "kit_list.txt", "pinned to the front"),
    # Travel.
    ("what time do the roads close", "travel_notice.txt", "6am"),
    ("is there parking at the start", "travel_notice.txt", "no parking"),
    ("how much is park and ride", "travel_notice.txt", "£6"),
    # The finish.
    ("where do I meet my family after", "finish_faq.txt", "reunion area in Jubilee Park"),
    ("when will results be out", "finish_faq.txt", "within 24 hours"),
    ("how much to get my medal engraved", "finish_faq.txt", "£12"),
    # Subjects the papers never mention.
    ("are there toilets on the course", None, ""),
    ("is there a pacer for 4 hours", None, ""),
    ("can I defer to next year", None, ""),
    ("what's the prize money", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Entry confirmation

Rider: Tom Baker
Event: Dales 100 sportive
Route: 100 miles, 2,400 m of climbing
Start: Saturday 5 June, from 7:00am at Skipton Auction Mart

Pick up your rider pack at registration on the morning; bring this email. Entries can be transferred to another rider for £10 until 20 May.
""",
    "route_notes.md": """\
# Route notes

The hardest climb is Fleet Moss at mile 58, with sections of 20%. There is a short cut at mile 40 that takes you onto the 60 mile route.

The route is signed with yellow arrows. Roads are open to traffic throughout.
""",
    "event_rules.txt": """\
Event rules

Helmets must be worn at all times. Riders must carry a spare inner tube and a pump.

Timing stops at 7pm. Riders still on the course at 6pm will be directed onto the short route.

No refunds will be given after 1 May.
""",
    "feed_stations.csv": """\
mile,place,opens
25,Kettlewell,08:15
58,Hawes,09:45
82,Grassington,11:00
""",
    "hotel_booking.txt": """\
Booking confirmed

The Craven Arms, Skipton
Check-in: Friday 4 June from 3pm
Check-out: Sunday 6 June by 11am
Total: £198 for two nights, paid

Bike storage is in the locked garage behind the hotel.
""",
    "carpool_email.txt": """\
Hi all,

For the Dales 100 I'm driving up on Friday afternoon and have room for two bikes on the rack. Leaving from the clubhouse at 1pm.

Petrol split four ways, about £15 each.

Gary
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The entry.
    ("how far is the ride", "entry_confirmation.txt", "100 miles"),
    ("where does it start", "entry_confirmation.txt", "Skipton Auction Mart"),
    ("where do I get my rider pack", "entry_confirmation.txt", "registration"),
    ("can I give my place to a mate", "entry_confirmation.txt", "transferred to another rider"),
    # The route.
    ("what's the hardest climb", "route_notes.md", "Fleet Moss"),
    ("can I do a shorter route", "route_notes.md", "short cut at mile 40"),
    ("are the roads closed", "route_notes.md", "open to traffic"),
    # Rules.
    ("what do I need to carry", "event_rules.txt", "spare inner tube and a pump"),
    ("what time does timing stop", "event_rules.txt", "7pm"),
    ("can I get a refund", "event_rules.txt", "after 1 May"),
    # Feed stations.
    ("where is the first feed station", "feed_stations.csv", "Kettlewell"),
    ("when does the Hawes feed open", "feed_stations.csv", "09:45"),
    # The hotel.
    ("what time can we check in", "hotel_booking.txt", "from 3pm"),
    ("where can I keep my bike at the hotel", "hotel_booking.txt", "locked garage"),
    # The carpool.
    ("what time are we leaving on Friday", "carpool_email.txt", "1pm"),
    ("how much is petrol", "carpool_email.txt", "£15 each"),
    # Subjects the papers never mention.
    ("is there a medal", None, ""),
    ("can I ride an e-bike", None, ""),
    ("is there a bike mechanic at the start", None, ""),
]
