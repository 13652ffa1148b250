"""A yoga retreat guest's papers (the forty-first session): the booking email, the daily schedule
as a table, the packing list, the food notes, the directions and the cancellation terms. Its
validation folder is a meditation weekend's: the confirmation, the timetable as CSV, the house
rules, the room notes, the getting-there page and the teacher's letter, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your place at the Hebden Valley Yoga Retreat is booked!

Guest: Claire Moss. Booking number YR-3318.
Dates: Friday 19 September (arrive from 4pm) to Sunday 21 September (leave by 2pm).
Shared twin room, £385 per person, all meals included. A deposit of £100 was paid; the balance of
£285 is due six weeks before the retreat.
""",
    "daily_schedule.md": """\
# Daily schedule (Saturday)

| time | what |
|---|---|
| 7.00am | silent meditation |
| 7.30am | morning yoga (dynamic flow) |
| 9.30am | brunch |
| 11.00am | free time or a guided walk |
| 4.00pm | yin yoga and breathwork |
| 7.00pm | dinner |
""",
    "packing_list.txt": """\
What to pack

Bring your own mat if you like, though we have mats, blocks and blankets for everyone. Pack layers
for the evening, walking boots for the guided walk and a swimsuit for the hot tub. Towels and bed
linen are provided.
""",
    "food_notes.txt": """\
Food

All meals are vegetarian and made with local produce. Vegan and gluten-free meals are available if
you tell us two weeks ahead. There is no alcohol at the retreat. Herbal tea and fruit are out all
day.
""",
    "directions.txt": """\
Getting here

The nearest station is Hebden Bridge, 10 minutes away by taxi; we can pick you up for £8 if you
book the pick-up with us. Drivers: free parking in the farmyard. The postcode takes you to the
wrong lane, so follow the brown signs from the village.
""",
    "cancellation_terms.txt": """\
Cancellation

Cancel more than six weeks before and we refund everything except the £100 deposit. Within six
weeks there is no refund, but you may send a friend in your place at no charge.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my booking number", "booking_email.txt", "YR-3318"),
    ("what time can we arrive", "booking_email.txt", "from 4pm"),
    ("what time do we have to leave on Sunday", "booking_email.txt", "by 2pm"),
    ("how much is left to pay", "booking_email.txt", "£285"),
    ("when is the balance due", "booking_email.txt", "six weeks before"),
    ("what time is the morning yoga", "daily_schedule.md", "7.30am"),
    ("when is dinner", "daily_schedule.md", "7.00pm"),
    ("do I need to bring a yoga mat", "packing_list.txt", "we have mats"),
    ("are towels provided", "packing_list.txt", "Towels and bed linen are provided"),
    ("is there a hot tub", "packing_list.txt", "hot tub"),
    ("is the food vegetarian", "food_notes.txt", "All meals are vegetarian"),
    ("can I get gluten free food", "food_notes.txt", "two weeks ahead"),
    ("can we drink wine", "food_notes.txt", "no alcohol"),
    ("what's the nearest station", "directions.txt", "Hebden Bridge"),
    ("how much is the pick-up from the station", "directions.txt", "£8"),
    ("is there parking", "directions.txt", "free parking in the farmyard"),
    ("do I get my money back if I cancel", "cancellation_terms.txt", "except the £100 deposit"),
    ("can a friend go instead of me", "cancellation_terms.txt", "send a friend in your place"),
    ("is there a sauna", None, ""),
    ("can I bring my dog", None, ""),
    ("is there phone signal", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Confirmed: Silent Meditation Weekend, Gaia House

Name: Ben Okafor. Reference MW-771.
Arrive Friday 7 November between 3pm and 5pm; the weekend ends after lunch on Sunday.
Single room, £240 including meals.
""",
    "timetable.csv": """\
time,session
6.30am,sitting meditation
8.00am,breakfast
9.30am,teaching
2.00pm,walking meditation
5.30pm,supper
""",
    "house_rules.txt": """\
House rules

The weekend is held in silence from Friday supper until Sunday breakfast. Please hand in your phone
at arrival; it is kept safe in the office. Shoes are not worn in the meditation hall.
""",
    "room_notes.txt": """\
Rooms have a single bed, a wash basin and a reading lamp. Bathrooms are shared. Bring slippers and a
warm jumper; the old house can be chilly.
""",
    "getting_there.txt": """\
Getting there

Totnes station is 4 miles away; a shared minibus meets the 2.15pm train on Friday. If you drive,
park in the lower field.
""",
    "teacher_letter.txt": """\
Dear friends, no experience of meditation is needed. If you have a health condition that makes
sitting still hard, talk to me on Friday and we'll find a chair or a stool for you. Anna
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my reference", "confirmation.txt", "MW-771"),
    ("what time should I get there on Friday", "confirmation.txt", "between 3pm and 5pm"),
    ("how much does it cost", "confirmation.txt", "£240"),
    ("what time is breakfast", "timetable.csv", "8.00am"),
    ("when do we have to be silent", "house_rules.txt", "from Friday supper until Sunday breakfast"),
    ("can I keep my phone", "house_rules.txt", "hand in your phone"),
    ("is there a bathroom in my room", "room_notes.txt", "Bathrooms are shared"),
    ("what should I bring", "room_notes.txt", "slippers and a warm jumper"),
    ("which train does the minibus meet", "getting_there.txt", "2.15pm"),
    ("where do I park", "getting_there.txt", "lower field"),
    ("do I need to have meditated before", "teacher_letter.txt", "no experience"),
    ("is there a swimming pool", None, ""),
    ("can I bring my partner", None, ""),
    ("is there wifi", None, ""),
]
