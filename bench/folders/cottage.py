"""A holiday cottage guest's papers (the thirty-fourth session): the booking confirmation, the
arrival instructions, the house rules, the hot tub guide, the local guide and the owner's message;
fit, its questions and expected text written before the tool was run on it, its failures read
and mended. Its validation folder is a spa hotel guest's: the reservation, the spa guide, the
treatment menu as CSV, the dining times, the hotel policies and the concierge's email, written at
the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmation

Property: Wren Cottage, Borrowdale
Guests: 4 adults, 1 dog
Arrive: Friday 22 August
Depart: Friday 29 August
Total: £1,240, paid in full
Booking reference: LKD-58812
""",
    "arrival_instructions.md": """\
# Arriving

Check-in is from 4pm. The key is in the key safe by the back door; the code is 4471.

Park on the gravel beside the cottage, not in the lane. There is no phone signal in the valley, but the Wi-Fi password is on the fridge.
""",
    "house_rules.md": """\
# House rules

- Check-out by 10am
- One well-behaved dog is welcome, but not upstairs or on the furniture
- No smoking inside
- Please put the bins out on Tuesday night

Logs for the wood burner are in the shed; there is one free basket, then £6 a basket.
""",
    "hot_tub_guide.txt": """\
Hot tub

The hot tub is kept at 38 degrees. Please shower before using it and keep the cover on when it is not in use. No glass in or around the tub. Children must be supervised at all times.
""",
    "local_guide.txt": """\
Local guide

The nearest shop is in Rosthwaite, a 10 minute walk. The Scafell Hotel does food from 6pm and welcomes dogs in the bar. The bus to Keswick stops at the end of the lane every hour.
""",
    "owner_message.txt": """\
Carol: Hope you have a lovely week! The dishwasher tablets are under the sink. If anything goes wrong, my neighbour Pete at Beck House can help, or ring me on 07700 900 814.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("when do we arrive", "booking_confirmation.txt", "Friday 22 August"),
    ("how much did the cottage cost", "booking_confirmation.txt", "£1,240"),
    ("what's the booking reference", "booking_confirmation.txt", "LKD-58812"),
    # Arriving.
    ("what time can we check in", "arrival_instructions.md", "4pm"),
    ("what's the key safe code", "arrival_instructions.md", "4471"),
    ("where do we park", "arrival_instructions.md", "gravel beside the cottage"),
    ("where's the wifi password", "arrival_instructions.md", "on the fridge"),
    # House rules.
    ("what time do we have to leave", "house_rules.md", "10am"),
    ("can the dog go upstairs", "house_rules.md", "not upstairs"),
    ("when do the bins go out", "house_rules.md", "Tuesday night"),
    ("how much are extra logs", "house_rules.md", "£6 a basket"),
    # The hot tub.
    ("how hot is the hot tub", "hot_tub_guide.txt", "38 degrees"),
    ("can we drink wine in the hot tub", "hot_tub_guide.txt", "No glass"),
    # Around.
    ("where's the nearest shop", "local_guide.txt", "Rosthwaite"),
    ("does the pub allow dogs", "local_guide.txt", "welcomes dogs"),
    ("how often is the bus to Keswick", "local_guide.txt", "every hour"),
    # The owner.
    ("where are the dishwasher tablets", "owner_message.txt", "under the sink"),
    ("who do we call if something breaks", "owner_message.txt", "Pete"),
    # Subjects the papers never mention.
    ("is there a washing machine", None, ""),
    ("can we have a barbecue", None, ""),
    ("is there a cot for the baby", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "reservation.txt": """\
Reservation

Guest: Mrs A. Okafor
Room: Garden Suite
Nights: 2, from Saturday 8 November
Package: spa break with dinner on the first night
Rate: £385 per night for two
""",
    "spa_guide.md": """\
# Spa guide

- The spa is open 8am to 8pm
- Robes and slippers are in your room
- Over 16s only

Please arrive 15 minutes before a treatment. Treatments cancelled with less than 24 hours' notice are charged in full.
""",
    "treatments.csv": """\
treatment,length,price
Back massage,30 minutes,£55
Full body massage,60 minutes,£90
Facial,50 minutes,£75
""",
    "dining.txt": """\
Dining

Breakfast is served from 7:30am to 10am in the Orangery. Dinner is from 6:30pm to 9pm; smart casual dress, please.
""",
    "hotel_policies.md": """\
# Policies

- Check-in from 3pm, check-out by 11am
- Late check-out until 1pm for £30, subject to availability
- Dogs are not allowed

Free parking is available at the front of the hotel.
""",
    "concierge_email.txt": """\
Dear Mrs Okafor,

We have booked your table for 7pm on Saturday and reserved two back massages at 2pm. Happy anniversary!

Tom, concierge
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The reservation.
    ("which room are we in", "reservation.txt", "Garden Suite"),
    ("how much is the room a night", "reservation.txt", "£385"),
    # The spa.
    ("what time does the spa close", "spa_guide.md", "8pm"),
    ("do we need to bring robes", "spa_guide.md", "Robes and slippers are in your room"),
    ("what if we cancel a treatment", "spa_guide.md", "charged in full"),
    # Treatments.
    ("how much is a facial", "treatments.csv", "£75"),
    # Dining.
    ("when is breakfast", "dining.txt", "7:30am to 10am"),
    ("is there a dress code for dinner", "dining.txt", "smart casual"),
    # Policies.
    ("can we check out late", "hotel_policies.md", "1pm for £30"),
    ("is parking free", "hotel_policies.md", "Free parking"),
    # The concierge.
    ("what time is our table", "concierge_email.txt", "7pm"),
    ("when are our massages", "concierge_email.txt", "2pm"),
    # Subjects the papers never mention.
    ("is there a gym", None, ""),
    ("can we order room service", None, ""),
    ("is there a pool", None, ""),
]
