"""A student pilot's papers (the thirty-third session): the flying school's welcome pack, the
lesson bookings as CSV, the price list, the medical certificate, the club's rules and the
instructor's email; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a sailing course student's: the course
joining instructions, the tide and session times as CSV, the kit list, the cancellation
policy, the certificate email and the club's membership offer, written at the same time and run
as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_pack.md": """\
# Welcome to Skyway Flying School

- Airfield: Netherby Airfield, Gate B
- Office hours: 8am to 6pm, every day
- Aircraft: Cessna 152 and Piper Warrior

Lessons last 1 hour, of which about 45 minutes are in the air. Arrive 30 minutes before to check the weather and the aircraft with your instructor.

Most students need 45 to 60 hours of flying to reach the licence test.
""",
    "bookings.csv": """\
date,time,aircraft,instructor
2027-04-03,10:00,G-BOYL,Sam Price
2027-04-10,14:00,G-RWAR,Sam Price
2027-04-17,09:00,G-BOYL,Jo Adams
""",
    "price_list.txt": """\
Prices

Cessna 152: £195 an hour, including instructor and fuel
Piper Warrior: £230 an hour
Landing fee at other airfields: paid by the student

A block of 10 hours in the Cessna costs £1,850 if paid in advance.
""",
    "medical_certificate.txt": """\
Medical certificate, class 2

Holder: Priya Shah
Date of examination: 2 February 2027
Valid until: 2 February 2032
Limitation: must wear corrective lenses and carry a spare pair of glasses
""",
    "club_rules.txt": """\
Club rules

Lessons cancelled with less than 48 hours' notice are charged in full, unless the weather is the reason.

Students may not fly solo without a signed authorisation from an instructor on the day.
""",
    "instructor_email.txt": """\
Hi Priya,

Great lesson today. Next time we will practise circuits and landings. Please read chapter 4 of the Air Law book before then.

Your theory exams can be sat at the office on any weekday; book them with Lisa at reception.

Sam
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome pack.
    ("where is the airfield", "welcome_pack.md", "Netherby Airfield"),
    ("how long is a lesson", "welcome_pack.md", "1 hour"),
    ("how early should I arrive for a lesson", "welcome_pack.md", "30 minutes before"),
    ("how many hours will it take to get my licence", "welcome_pack.md", "45 to 60 hours"),
    # Bookings.
    ("who is my instructor on the 17th", "bookings.csv", "Jo Adams"),
    ("what time is my lesson on the 10th", "bookings.csv", "14:00"),
    # Prices.
    ("how much is an hour in the Cessna", "price_list.txt", "£195"),
    ("how much is the Warrior", "price_list.txt", "£230"),
    ("is there a discount for booking 10 hours", "price_list.txt", "£1,850"),
    ("who pays landing fees", "price_list.txt", "paid by the student"),
    # The medical.
    ("when does my medical expire", "medical_certificate.txt", "2 February 2032"),
    ("do I need to wear glasses to fly", "medical_certificate.txt", "corrective lenses"),
    # The rules.
    ("what if I cancel the day before", "club_rules.txt", "charged in full"),
    ("what if the weather's bad", "club_rules.txt", "unless the weather"),
    ("can I fly solo", "club_rules.txt", "signed authorisation"),
    # The instructor.
    ("what are we doing next lesson", "instructor_email.txt", "circuits and landings"),
    ("what do I need to read", "instructor_email.txt", "chapter 4"),
    ("where can I sit my theory exams", "instructor_email.txt", "at the office"),
    ("who do I book exams with", "instructor_email.txt", "Lisa"),
    # Subjects the papers never mention.
    ("can I take a passenger", None, ""),
    ("is there a cafe at the airfield", None, ""),
    ("how much is the licence test", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "joining_instructions.txt": """\
Start Sailing course: joining instructions

The course runs over two weekends, 8 and 9 May and 15 and 16 May, from 9:30am to 4:30pm each day. Meet at the clubhouse on Harbour Road.

Lunch is not provided; bring a packed lunch and a drink. Changing rooms and hot showers are available.
""",
    "sessions.csv": """\
date,high water,on the water
2027-05-08,11:42,10:00-15:30
2027-05-09,12:20,10:30-16:00
2027-05-15,08:10,09:30-14:00
""",
    "kit_list.md": """\
# What to bring

- Clothes you don't mind getting wet, and a warm fleece
- Old trainers or wetsuit boots (no bare feet)
- Sun cream and a hat

Buoyancy aids and waterproofs are provided.
""",
    "cancellation_policy.txt": """\
Cancellations

If you cancel more than 28 days before the course, we refund your fee less £30. After that, no refund is given unless we can fill your place.

If the weather stops sailing, we will rebook you free of charge.
""",
    "certificate_email.txt": """\
Hi Ben,

Congratulations on finishing your course! Your RYA Level 1 certificate will be posted to you within 3 weeks.

Your logbook stays with you; bring it to any future course.

Training office
""",
    "membership_offer.txt": """\
Membership offer

Course students can join the club for £95 for the first year, half the usual price. Members can hire club dinghies for £15 a session.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The instructions.
    ("when is the sailing course", "joining_instructions.txt", "8 and 9 May"),
    ("where do we meet", "joining_instructions.txt", "clubhouse on Harbour Road"),
    ("do they give us lunch", "joining_instructions.txt", "Lunch is not provided"),
    ("are there showers", "joining_instructions.txt", "hot showers"),
    # The sessions.
    ("when is high water on the 9th", "sessions.csv", "12:20"),
    # Kit.
    ("can I sail barefoot", "kit_list.md", "no bare feet"),
    ("do I need to bring a buoyancy aid", "kit_list.md", "provided"),
    # Cancellation.
    ("what if I cancel a week before", "cancellation_policy.txt", "no refund"),
    ("what happens if it's too windy", "cancellation_policy.txt", "rebook you free"),
    # The certificate.
    ("when will I get my certificate", "certificate_email.txt", "within 3 weeks"),
    ("what level did I get", "certificate_email.txt", "Level 1"),
    # Membership.
    ("how much is it to join the club", "membership_offer.txt", "£95"),
    ("how much to hire a dinghy", "membership_offer.txt", "£15 a session"),
    # Subjects the papers never mention.
    ("is there parking at the club", None, ""),
    ("can my kids do the course", None, ""),
    ("what's the next level course", None, ""),
]
