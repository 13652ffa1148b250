"""A ski holiday's papers (the thirty-fifth session): the booking confirmation, the ski school
timetable as CSV, the chalet guide, the lift pass terms, the equipment hire voucher and the rep's
message; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a surf camp's: the booking, the lesson times as CSV, the
camp rules, the board hire terms, the packing list and the organiser's email, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Alpine Snow Holidays: booking confirmation

Booking ref: ASH-55821
Resort: La Rosière, France
Dates: Saturday 7 February to Saturday 14 February
Accommodation: Chalet Edelweiss, catered
Party: 2 adults, 2 children
Total paid: £4,860

Transfers from Geneva airport are included. The transfer takes about 3 hours.
""",
    "ski_school.csv": """\
group,level,days,time,meeting point
Ourson,age 4-5 beginners,Sun-Fri,9:30-12:00,Les Eucherts nursery slope
Flocon,children first week,Sun-Fri,9:30-12:00,Top of the Roches Noires chairlift
Adults beginners,adults first week,Sun-Thu,14:00-16:30,Ski school desk
""",
    "chalet_guide.md": """\
# Chalet Edelweiss

Breakfast is from 7:30am. Afternoon tea is served at 4pm and dinner at 7:30pm, six nights a week; Wednesday is the chef's night off, when we suggest a restaurant in the village.

Boots and skis are kept in the boot room, which has heaters. Please do not wear ski boots upstairs.

The hot tub is open until 10pm. Wi-Fi password: edelweiss2026
""",
    "lift_pass_terms.txt": """\
Lift passes

Children under 5 ski free but still need a pass. Passes are not refundable once used. A lost pass can be replaced at the ticket office for €10 if you have your receipt.
""",
    "hire_voucher.txt": """\
Equipment hire voucher: Skiset La Rosière

Includes skis, boots and poles for 6 days. Helmets are extra at €5 a day. Collect from Saturday 4pm; bring this voucher and each skier's height, weight and shoe size.
""",
    "rep_message.txt": """\
Hi all, it's Chloe your rep. Welcome drinks are on Sunday at 6pm in the chalet lounge. My mobile is 07700 900 314 if you need anything.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what's our booking reference", "booking_confirmation.txt", "ASH-55821"),
    ("how long is the transfer from the airport", "booking_confirmation.txt", "about 3 hours"),
    ("how much did we pay", "booking_confirmation.txt", "£4,860"),
    # Ski school.
    ("where does the Flocon group meet", "ski_school.csv", "Roches Noires"),
    ("what time are the adult beginner lessons", "ski_school.csv", "14:00-16:30"),
    # The chalet.
    ("what time is dinner", "chalet_guide.md", "7:30pm"),
    ("which night is the chef off", "chalet_guide.md", "Wednesday"),
    ("what's the wifi password", "chalet_guide.md", "edelweiss2026"),
    ("where do we keep our skis", "chalet_guide.md", "boot room"),
    # Lift passes.
    ("do under 5s need a lift pass", "lift_pass_terms.txt", "still need a pass"),
    ("what if I lose my lift pass", "lift_pass_terms.txt", "€10"),
    # Hire.
    ("are helmets included in the hire", "hire_voucher.txt", "€5 a day"),
    ("when can we collect the skis", "hire_voucher.txt", "Saturday 4pm"),
    # The rep.
    ("when are the welcome drinks", "rep_message.txt", "Sunday at 6pm"),
    ("what's the rep's number", "rep_message.txt", "07700 900 314"),
    # Subjects the papers never mention.
    ("is there a swimming pool", None, ""),
    ("can we bring a dog", None, ""),
    ("is travel insurance included", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "camp_booking.txt": """\
Atlantic Surf Camp: your booking

Guest: Tom Baptiste
Camp: Praia do Norte, Portugal
Arrival: Sunday 15 June, check-in from 3pm
Departure: Sunday 22 June, check-out by 10am
Room: shared tent for 2
Paid: €690 (deposit €200, balance €490)
""",
    "lessons.csv": """\
day,time,level,beach
Monday,9:00-11:00,beginners,Praia da Areia
Tuesday,9:30-11:30,beginners,Praia da Areia
Wednesday,16:00-18:00,improvers,Praia do Norte
Thursday,10:00-12:00,beginners,Praia da Areia
""",
    "camp_rules.md": """\
# Camp rules

- Quiet time from 11pm
- No glass on the beach
- Wetsuits must be rinsed and hung up after every lesson

Breakfast and dinner are included; lunch is not. The camp van runs to the beach and back before each lesson.
""",
    "board_hire.txt": """\
Board hire

A soft-top board and wetsuit are included with lessons. Hard boards can be hired for €15 a day. Damage beyond normal wear is charged at cost.
""",
    "packing_list.txt": """\
What to bring

Sun cream (factor 50), a towel, flip-flops, a head torch and a refillable bottle. Bedding is provided.
""",
    "organiser_email.txt": """\
Olá Tom,

Your airport pick-up from Lisbon is at 1pm on arrival day; look for Rui with the camp sign. The drive takes about 2 hours.

Inês, Atlantic Surf Camp
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time can I check in", "camp_booking.txt", "3pm"),
    ("how much is left to pay", "camp_booking.txt", "€490"),
    ("what room do I have", "camp_booking.txt", "shared tent"),
    # Lessons.
    ("what time is the lesson on Tuesday", "lessons.csv", "9:30-11:30"),
    ("which beach is the improvers lesson at", "lessons.csv", "Praia do Norte"),
    # Rules.
    ("when is quiet time", "camp_rules.md", "11pm"),
    ("is lunch included", "camp_rules.md", "lunch is not"),
    ("how do we get to the beach", "camp_rules.md", "camp van"),
    # Hire.
    ("do I have to pay for a wetsuit", "board_hire.txt", "included with lessons"),
    ("how much is a hard board", "board_hire.txt", "€15 a day"),
    # Packing.
    ("do I need to bring bedding", "packing_list.txt", "Bedding is provided"),
    ("what sun cream should I bring", "packing_list.txt", "factor 50"),
    # The organiser.
    ("who's picking me up from the airport", "organiser_email.txt", "Rui"),
    ("what time is the airport pick-up", "organiser_email.txt", "1pm"),
    # Subjects the papers never mention.
    ("is there a yoga class", None, ""),
    ("can I rent a bike", None, ""),
    ("do they do laundry", None, ""),
]
