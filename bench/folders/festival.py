"""A festival-goer's papers (the thirtieth session): the e-ticket, the campsite rules, the line-up
as CSV, the travel and parking page and the accessibility guide; fit, its questions and expected
text written before the tool was run on it, its failures read and mended. Its validation folder
is a family's holiday park stay: the booking confirmation, the park's rules, the activities as
CSV, the caravan's inventory and the pool's times, written at the same time and run as summary
lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "e_ticket.txt": """\
Greenvale Festival 2027 — weekend camping ticket

Ticket holder: Ellie Marsh
Ticket number: GV27-448120
Dates: Friday 23 July to Monday 26 July 2027
Gates open: 10am on Friday

Your ticket will be swapped for a wristband at the box office. Wristbands must be worn at all times and cannot be replaced if lost or cut off.

Tickets are non-refundable, but you can resell yours through the official resale page until 9 July.
""",
    "campsite_rules.md": """\
# Campsite rules

- Quiet hours: midnight to 8am in the family field
- Gas stoves: allowed; open fires and disposable barbecues are banned
- Glass: not allowed anywhere on site

Tents must be at least 3 metres apart so that fire marshals can get through. Everything you bring must be taken home with you; abandoned tents are recycled where possible.

Lockers can be hired at the info point for £20 for the weekend, with a phone charging socket inside.
""",
    "line_up.csv": """\
day,stage,act,time
Friday,Main Stage,The Lanterns,21:30
Friday,Woodland Stage,Mira Solace,19:00
Saturday,Main Stage,Echo Harbour,22:00
Saturday,Woodland Stage,Tom Ashby Band,18:30
Sunday,Main Stage,Velvet Skies,21:00
""",
    "travel_and_parking.md": """\
# Getting there

Shuttle buses run from Castleford station every 20 minutes from 9am to 11pm on Friday and Saturday. A return shuttle ticket costs £8.

Car parking must be booked in advance and costs £25 for the weekend. Car share parking, for cars with 4 or more people, is free.

The walk from the car park to the campsite takes about 25 minutes; trolleys are allowed.
""",
    "accessibility_guide.txt": """\
Accessibility at Greenvale

Customers with access needs can apply for a free carer's ticket by sending proof of their needs before 30 June.

The accessible campsite is next to the blue car park, with accessible toilets, a charging point for wheelchairs and mobility scooters, and a fridge for medicines.

Viewing platforms are at the Main Stage and the Woodland Stage.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The ticket.
    ("when do the gates open", "e_ticket.txt", "10am on Friday"),
    ("what if I lose my wristband", "e_ticket.txt", "cannot be replaced"),
    ("can I get a refund", "e_ticket.txt", "non-refundable"),
    ("how do I sell my ticket", "e_ticket.txt", "official resale page"),
    ("what's my ticket number", "e_ticket.txt", "GV27-448120"),
    # The campsite.
    ("can we have a bbq", "campsite_rules.md", "disposable barbecues are banned"),
    ("can I bring glass bottles", "campsite_rules.md", "not allowed"),
    ("when are quiet hours", "campsite_rules.md", "midnight to 8am"),
    ("how far apart do tents have to be", "campsite_rules.md", "3 metres"),
    ("where can I charge my phone", "campsite_rules.md", "Lockers"),
    ("how much is a locker", "campsite_rules.md", "£20"),
    # The line-up.
    ("who is headlining Saturday", "line_up.csv", "Echo Harbour"),
    ("what time is Velvet Skies on", "line_up.csv", "21:00"),
    ("what stage is Mira Solace on", "line_up.csv", "Woodland Stage"),
    # Travel and parking.
    ("how often do the shuttle buses run", "travel_and_parking.md", "every 20 minutes"),
    ("how much is parking", "travel_and_parking.md", "£25"),
    ("is parking free if we car share", "travel_and_parking.md", "free"),
    ("how long is the walk from the car park", "travel_and_parking.md", "25 minutes"),
    # Accessibility.
    ("can my carer come for free", "accessibility_guide.txt", "free carer's ticket"),
    ("where is the accessible campsite", "accessibility_guide.txt", "next to the blue car park"),
    ("is there somewhere to keep my insulin cold", "accessibility_guide.txt", "fridge for medicines"),
    # Subjects the papers never mention.
    ("can I bring my dog", None, ""),
    ("are there showers", None, ""),
    ("is there a cash machine", None, ""),
    ("what is the age limit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmation — Sandy Point Holiday Park

Lead guest: Mr Daniel Okoro
Booking reference: SPH-770413
Accommodation: 3-bedroom caravan, plot 42
Arrival: Saturday 14 August 2027, from 4pm
Departure: Saturday 21 August 2027, by 10am

Your booking includes entertainment passes for 6 guests. Bed linen is provided; towels are not.
""",
    "park_rules.md": """\
# Park rules

- Speed limit on the park: 5 mph
- Dogs: up to 2 in pet-friendly caravans, on a lead at all times
- Noise: please keep it down after 11pm

Children under 12 must be with an adult at the pool and in the amusements. Barbecues may be used only on the caravan's decking, never on the grass.

Lost keys cost £35 to replace.
""",
    "activities.csv": """\
activity,day,time,price
Archery,Monday,10:00,£8
Crazy golf,Daily,09:00-18:00,£4
Kids' disco,Tuesday,18:30,free
Pony trekking,Thursday,14:00,£22
""",
    "caravan_inventory.md": """\
# Caravan inventory — plot 42

- Kitchen: microwave, oven, kettle, toaster, fridge-freezer
- Lounge: smart TV, electric fire
- Outside: decking with table, 6 chairs and a gas barbecue

There is no dishwasher. A travel cot and a high chair can be borrowed from reception.
""",
    "pool_times.txt": """\
Swimming pool opening times

The pool is open from 9am to 7pm every day, with adults-only swimming from 7pm to 8pm on Wednesdays.

Armbands are sold at the pool shop. Swimming shorts must be worn; no baggy shorts or T-shirts in the water.

The flume is for swimmers over 1.2 metres tall.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time can we check in", "booking_confirmation.txt", "from 4pm"),
    ("when do we have to leave by", "booking_confirmation.txt", "by 10am"),
    ("which plot are we on", "booking_confirmation.txt", "plot 42"),
    ("do we need to bring towels", "booking_confirmation.txt", "towels are not"),
    # The park rules.
    ("can we bring the dog", "park_rules.md", "pet-friendly"),
    ("what's the speed limit", "park_rules.md", "5 mph"),
    ("can we barbecue on the grass", "park_rules.md", "never on the grass"),
    ("how much if we lose the keys", "park_rules.md", "£35"),
    # Activities.
    ("how much is pony trekking", "activities.csv", "£22"),
    ("when is the kids disco", "activities.csv", "Tuesday"),
    ("what day is archery", "activities.csv", "Monday"),
    # The caravan.
    ("is there a dishwasher", "caravan_inventory.md", "no dishwasher"),
    ("can we get a cot", "caravan_inventory.md", "travel cot"),
    ("is there a barbecue", "caravan_inventory.md", "gas barbecue"),
    # The pool.
    ("what time does the pool close", "pool_times.txt", "7pm"),
    ("can kids go on the flume", "pool_times.txt", "over 1.2 metres"),
    ("can I swim in a t-shirt", "pool_times.txt", "no baggy shorts or T-shirts"),
    # Subjects the papers never mention.
    ("is there wifi in the caravan", None, ""),
    ("is there a supermarket on site", None, ""),
    ("can we get a late checkout", None, ""),
    ("how far is the beach", None, ""),
]
