"""A scuba diving course student's papers (the thirty-sixth session, written before the tool was run
on them): the course booking, the dive plan as CSV, the medical form notes, the kit hire prices as
CSV, the dive centre's rules and the instructor's message. Its validation folder is a yoga retreat
guest's: the booking, the daily timetable as CSV, the house rules, the extras price list, the
travel notes and the host's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_booking.txt": """\
Blue Lagoon Divers: Open Water course

Student: Mr Tariq Hussain
Theory: Tuesday 3 and Thursday 5 June, 7pm to 9pm, in the classroom
Pool sessions: Saturday 7 June, 9am to 4pm
Open water dives: Saturday 14 and Sunday 15 June at Stoney Cove
Course price: £495, paid in full
""",
    "dive_plan.csv": """\
dive,day,max depth,time in water
1,Saturday,6 m,30 minutes
2,Saturday,12 m,35 minutes
3,Sunday,12 m,40 minutes
4,Sunday,18 m,40 minutes
""",
    "medical_notes.txt": """\
Medical

Everyone must fill in the diver medical form before the pool session. If you answer yes to any question, for example asthma or a heart condition, you will need a doctor to sign you off before you can dive. Don't dive with a cold or blocked sinuses.
""",
    "kit_hire.csv": """\
item,price per day
Drysuit,£30
Undersuit,£8
Dive computer,£10
""",
    "centre_rules.md": """\
# Dive centre rules

- No diving within 24 hours of drinking alcohol
- Don't fly within 24 hours of your last dive
- Logbooks must be signed by your instructor after every dive
- Bring your own mask, snorkel and fins; everything else is included in the course
""",
    "instructor_message.txt": """\
Hi Tariq, Jess here, your instructor. Stoney Cove entry is £27 a day and isn't in the course price, so bring cash or a card. We meet in the car park at 8:30am both days. The water is about 14C, so the drysuit is a good idea.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are the theory sessions", "course_booking.txt", "Tuesday 3 and Thursday 5 June"),
    ("where are the open water dives", "course_booking.txt", "Stoney Cove"),
    ("how much was the course", "course_booking.txt", "£495"),
    ("how deep is dive 4", "dive_plan.csv", "18 m"),
    ("how long is the first dive", "dive_plan.csv", "30 minutes"),
    ("can I dive with asthma", "medical_notes.txt", "doctor to sign you off"),
    ("can I dive if I have a cold", "medical_notes.txt", "Don't dive with a cold"),
    ("how much is a drysuit to hire", "kit_hire.csv", "£30"),
    ("how much is a dive computer", "kit_hire.csv", "£10"),
    ("can I have a drink the night before", "centre_rules.md", "No diving within 24 hours of drinking alcohol"),
    ("when can I fly home", "centre_rules.md", "24 hours"),
    ("do I need my own fins", "centre_rules.md", "Bring your own mask, snorkel and fins"),
    ("how much is entry to Stoney Cove", "instructor_message.txt", "£27 a day"),
    ("what time do we meet", "instructor_message.txt", "8:30am"),
    ("how cold is the water", "instructor_message.txt", "14C"),
    ("is there a pool at the dive centre", None, ""),
    ("can my son do the course with me", None, ""),
    ("is there a night dive", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "retreat_booking.txt": """\
Hillside Yoga Retreats

Guest: Ms Laura Bennett
Retreat: Slow Weekend, Friday 19 to Sunday 21 September
Room: Oak (single, shared bathroom)
Price: £340, including all meals
Arrival from 4pm on Friday; please leave by 2pm on Sunday.
""",
    "timetable.csv": """\
day,time,session
Saturday,07:30,Morning flow
Saturday,11:00,Guided walk
Saturday,17:00,Yin and meditation
Sunday,08:00,Sunrise yoga
""",
    "house_rules.md": """\
# House rules

- Shoes off in the studio and the house
- Phones on silent after 9pm
- Meals are vegetarian; tell us about allergies before you arrive
- No alcohol in the studio
""",
    "extras.txt": """\
Extras

A 60-minute massage is £55 and must be booked in advance. Mat hire is free, or bring your own. Towels for the hot tub are £3.
""",
    "travel_notes.txt": """\
Getting here

The nearest station is Settle, 4 miles away; we can collect you for £12 each way if you book by Wednesday. Parking is free on the drive.
""",
    "host_email.txt": """\
Hi Laura, Maya here. It's forecast to be cold, so bring layers and warm socks for meditation. The guided walk is about 5 miles on rough paths, so boots are best.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which room am I in", "retreat_booking.txt", "Oak"),
    ("are meals included", "retreat_booking.txt", "including all meals"),
    ("what time can I arrive", "retreat_booking.txt", "from 4pm"),
    ("when do I have to leave", "retreat_booking.txt", "2pm on Sunday"),
    ("what time is sunrise yoga", "timetable.csv", "08:00"),
    ("when is the guided walk", "timetable.csv", "11:00"),
    ("can I wear shoes in the studio", "house_rules.md", "Shoes off"),
    ("is the food vegetarian", "house_rules.md", "Meals are vegetarian"),
    ("how much is a massage", "extras.txt", "£55"),
    ("do I need to bring a mat", "extras.txt", "Mat hire is free"),
    ("can you pick me up from the station", "travel_notes.txt", "£12 each way"),
    ("is parking free", "travel_notes.txt", "Parking is free"),
    ("how long is the walk", "host_email.txt", "about 5 miles"),
    ("what should I wear for the walk", "host_email.txt", "boots"),
    ("is there wifi", None, ""),
    ("can I bring my partner", None, ""),
    ("is there a sauna", None, ""),
]
