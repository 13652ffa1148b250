"""A day camp parent's papers (the thirty-sixth session, written before the tool was run on them):
the booking confirmation, the week's timetable as CSV, the what-to-bring list, the medical and
collection rules, the camp's price list as CSV and the camp leader's email. Its validation folder
is a teenager's holiday sailing course parent's: the joining letter, the tide and session times as
CSV, the kit list, the safety rules, the fees and the instructor's message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Sunnyside Day Camp: booking confirmed

Child: Isla Grant (age 8)
Week: 28 July to 1 August
Days booked: Monday, Tuesday, Wednesday, Thursday
Drop-off from 8:15am at the sports hall; camp starts at 9am and finishes at 4pm.
Booking reference: SDC-20931
""",
    "timetable.csv": """\
day,time,activity,where
Monday,10:00,Welcome games,Field
Monday,13:30,Arts and crafts,Studio
Tuesday,10:00,Swimming,Leisure pool
Wednesday,10:00,Forest school,Woodland
Thursday,13:30,Talent show,Sports hall
""",
    "what_to_bring.md": """\
# What to bring each day

- A packed lunch with no nuts (we are a nut-free camp)
- A named water bottle
- Sun cream and a hat
- Swimming kit on Tuesday

Please do not send phones or games consoles; we can't look after them.
""",
    "medical_and_collection.txt": """\
Medicines and collection

If your child needs an inhaler or an EpiPen, hand it to the camp leader at drop-off with a signed medicine form. We can only give medicines in their original packaging.

Children will only be handed to the adults named on the booking form. If someone else is collecting, tell us by email before 12 noon with their name and a password.
""",
    "prices.csv": """\
option,price
Full day,£32
Half day (morning),£18
Early drop-off (from 8:15am),£4
Late pick-up (until 5:30pm),£6
""",
    "leader_email.txt": """\
Hi parents,

Just a reminder that Wednesday is forest school, so please send your child in old clothes and wellies. On Thursday afternoon families are welcome to watch the talent show from 2pm.

Megan, Camp Leader
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what days is Isla booked in", "booking_confirmation.txt", "Monday, Tuesday, Wednesday, Thursday"),
    ("what time does camp finish", "booking_confirmation.txt", "4pm"),
    ("where do I drop her off", "booking_confirmation.txt", "the sports hall"),
    ("what's our booking reference", "booking_confirmation.txt", "SDC-20931"),
    ("when is swimming", "timetable.csv", "Tuesday"),
    ("where is forest school", "timetable.csv", "Woodland"),
    ("can she take nuts in her lunch", "what_to_bring.md", "no nuts"),
    ("can she bring her phone", "what_to_bring.md", "do not send phones"),
    ("what do I do with her inhaler", "medical_and_collection.txt", "hand it to the camp leader"),
    ("can my neighbour pick her up", "medical_and_collection.txt", "tell us by email before 12 noon"),
    ("how much is a full day", "prices.csv", "£32"),
    ("how much is late pick-up", "prices.csv", "£6"),
    ("what should she wear on Wednesday", "leader_email.txt", "old clothes and wellies"),
    ("what time can we watch the talent show", "leader_email.txt", "2pm"),
    ("is there a sibling discount", None, ""),
    ("do they do trips out", None, ""),
    ("can she bring a friend for the day", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "joining_letter.txt": """\
Harbourside Sailing School

Dear Mr and Mrs Osei,

Thank you for booking Kwame on the Youth Sailing Stage 2 course, from Monday 11 August to Friday 15 August. Please sign in at the clubhouse by 9:15am on the first day. Parents are not needed on the water but are welcome in the café.
""",
    "sessions.csv": """\
session,day,on the water,high water
1,Monday,09:45-12:30,11:05
2,Tuesday,10:30-13:15,11:52
3,Wednesday,11:15-14:00,12:40
4,Thursday,12:00-14:45,13:31
5,Friday,09:45-12:00,14:20
""",
    "kit_list.md": """\
# Kit list

- Wetsuit (we can lend one if you don't have one)
- Old trainers or wetsuit boots, not flip-flops
- Warm layer and a waterproof jacket
- Packed lunch and plenty to drink

Buoyancy aids are provided and must be worn at all times on the water.
""",
    "safety_rules.txt": """\
Safety

Sailors must be able to swim 50 metres. If the wind is over 20 knots, we stay ashore and do theory in the classroom instead. Any injury, however small, must be reported to the senior instructor.
""",
    "fees.csv": """\
item,cost
Stage 2 course,£295
RYA logbook,£8
Wetsuit hire (week),£15
""",
    "instructor_message.txt": """\
Hi all, Tom here, senior instructor. Friday afternoon is the fun race and certificates at 3pm; families welcome. If your sailor is off sick, text me on 07700 900 418.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "joining_letter.txt", "Monday 11 August"),
    ("what time do we need to be there on Monday", "joining_letter.txt", "9:15am"),
    ("do I need to stay", "joining_letter.txt", "not needed on the water"),
    ("when are they on the water on Wednesday", "sessions.csv", "11:15-14:00"),
    ("when is high water on Thursday", "sessions.csv", "13:31"),
    ("does he need a wetsuit", "kit_list.md", "we can lend one"),
    ("can he wear flip-flops", "kit_list.md", "not flip-flops"),
    ("do we need to buy a buoyancy aid", "kit_list.md", "Buoyancy aids are provided"),
    ("how far does he need to be able to swim", "safety_rules.txt", "50 metres"),
    ("what happens if it's too windy", "safety_rules.txt", "theory in the classroom"),
    ("how much is the course", "fees.csv", "£295"),
    ("how much is a logbook", "fees.csv", "£8"),
    ("when is the fun race", "instructor_message.txt", "3pm"),
    ("who do I tell if he's ill", "instructor_message.txt", "07700 900 418"),
    ("can he be in a boat with his friend", None, ""),
    ("can he do Stage 3 next", None, ""),
    ("is there a discount for members", None, ""),
]
