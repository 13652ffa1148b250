"""A hotel guest's papers (the thirty-eighth session): the booking confirmation, the hotel's
guest information page, the restaurant menu as a markdown table, the spa price list as CSV, the
pre-arrival email and the invoice. Its validation folder is a youth hostel guest's: the booking,
the house rules, the kitchen guide, the activities list as CSV, the arrival text and the
receipt, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
The Harbour View Hotel, Whitby

Booking reference: HVH-208817
Guests: Mr and Mrs J. Lindqvist
Arrival: Friday 9 July 2027
Departure: Monday 12 July 2027 (3 nights)
Room: Superior double, sea view
Rate: £145 per night, breakfast included
Free cancellation until 48 hours before arrival; after that the first night is charged.
""",
    "guest_information.md": """\
# Guest information

Check-in is from 3pm and check-out is by 11am. Late check-out until 1pm can be arranged at
reception for £20, subject to availability.

Wi-Fi: network HarbourGuest, password kipper2027.

Breakfast is served in the Quayside Room from 7:30 to 10am on weekdays, and 8 to 10:30am at
weekends. The hotel car park has 12 spaces at £10 a night, first come, first served. Dogs are
welcome in ground floor rooms for £15 a night.
""",
    "restaurant_menu.md": """\
# Evening menu (served 6pm to 9pm)

| dish | price | notes |
|---|---|---|
| Whitby scampi and chips | £17.50 | |
| Pan-fried cod, crushed potatoes | £21 | gluten free |
| Mushroom and leek pie | £16 | vegetarian |
| Sticky toffee pudding | £7.50 | |

Please book a table at reception; hotel guests get 10% off food.
""",
    "spa_prices.csv": """\
treatment,length,price
Back massage,30 min,£45
Full body massage,60 min,£80
Express facial,30 min,£40
Pool and sauna day pass,,£15
""",
    "prearrival_email.txt": """\
Dear Mrs Lindqvist, we look forward to welcoming you on Friday. If you are arriving by train,
the hotel is a 10 minute walk from Whitby station, up the hill past the abbey steps. We have
noted your request for a cot. The pool is open to hotel guests free of charge from 7am to 8pm.
""",
    "invoice.txt": """\
Invoice HVH-208817

3 nights, superior double: £435.00
Dinner, 10 July: £58.40
Parking, 3 nights: £30.00
Deposit paid: -£145.00
Balance to pay on departure: £378.40
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our booking reference", "booking_confirmation.txt", "HVH-208817"),
    ("how many nights are we staying", "booking_confirmation.txt", "3 nights"),
    ("is breakfast included", "booking_confirmation.txt", "breakfast included"),
    ("until when can we cancel for free", "booking_confirmation.txt", "48 hours before arrival"),
    ("what time is check in", "guest_information.md", "from 3pm"),
    ("can we check out late", "guest_information.md", "Late check-out until 1pm"),
    ("what's the wifi password", "guest_information.md", "kipper2027"),
    ("what time is breakfast at the weekend", "guest_information.md", "8 to 10:30am"),
    ("how much is parking", "guest_information.md", "£10 a night"),
    ("can we bring the dog", "guest_information.md", "Dogs are welcome"),
    ("how much is the cod", "restaurant_menu.md", "£21"),
    ("what's the vegetarian option", "restaurant_menu.md", "Mushroom and leek pie"),
    ("do guests get a discount in the restaurant", "restaurant_menu.md", "10% off food"),
    ("how much is a full body massage", "spa_prices.csv", "£80"),
    ("how long is the facial", "spa_prices.csv", "30 min"),
    ("how far is the hotel from the station", "prearrival_email.txt", "10 minute walk"),
    ("when is the pool open", "prearrival_email.txt", "7am to 8pm"),
    ("how much do we owe when we leave", "invoice.txt", "£378.40"),
    ("how much was dinner", "invoice.txt", "£58.40"),
    ("is there a lift", None, ""),
    ("can we get room service", None, ""),
    ("is there an electric car charger", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hostel_booking.txt": """\
YHA Keswick: booking confirmed

Name: Ella Moss
Nights: Saturday 14 August to Tuesday 17 August 2027
Bed: 1 bed in a 6-bed female dorm
Price: £28 per night, £84 total, paid
Bed linen is included; towels can be hired for £4.
""",
    "house_rules.txt": """\
House rules

Reception is open 7am to 11pm; after that, use your key card at the side door. Quiet hours are
from 11pm to 7am. Alcohol may only be drunk in the lounge and the garden. Please strip your bed
and put the linen in the basket by reception before you leave. Check-out is by 10am.
""",
    "kitchen_guide.md": """\
# Self-catering kitchen

The guest kitchen is open from 7am to 10:30pm. Label your food with your name and leaving date;
unlabelled food in the fridges is thrown out every morning. Pots, pans and crockery are provided.
There is a free food shelf for anything you don't want to carry home.
""",
    "activities.csv": """\
activity,day,meet,price
Guided walk up Catbells,Sunday,9am at reception,Free
Kayak taster on Derwentwater,Monday,2pm at the lake jetty,£35
Pub quiz,Monday,8pm in the lounge,£1
""",
    "arrival_text.txt": """\
Hi Ella, your bed is ready from 5pm on Saturday. Lockers are under each bed; bring a padlock or
buy one at reception for £5. Drying room for wet boots is next to the kitchen. See you soon!
""",
    "receipt.txt": """\
Receipt YHA-774120

Dorm bed, 3 nights: £84.00
Towel hire: £4.00
Packed lunch, 16 August: £7.50
Total paid: £95.50
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is a night", "hostel_booking.txt", "£28 per night"),
    ("do I need to bring sheets", "hostel_booking.txt", "Bed linen is included"),
    ("how much is a towel", "hostel_booking.txt", "£4"),
    ("what time does reception close", "house_rules.txt", "11pm"),
    ("when do I have to check out", "house_rules.txt", "by 10am"),
    ("can I drink in my room", "house_rules.txt", "only be drunk in the lounge and the garden"),
    ("what time does the kitchen close", "kitchen_guide.md", "10:30pm"),
    ("what happens to food that isn't labelled", "kitchen_guide.md", "thrown out every morning"),
    ("where do we meet for the kayak", "activities.csv", "2pm at the lake jetty"),
    ("how much is the Catbells walk", "activities.csv", "Free"),
    ("what time can I get into my bed", "arrival_text.txt", "5pm"),
    ("do I need a padlock", "arrival_text.txt", "bring a padlock"),
    ("where can I dry my boots", "arrival_text.txt", "next to the kitchen"),
    ("how much did I pay in total", "receipt.txt", "£95.50"),
    ("how much was the packed lunch", "receipt.txt", "£7.50"),
    ("is there a washing machine", None, ""),
    ("can I bring my bike", None, ""),
    ("is breakfast included", None, ""),
]
