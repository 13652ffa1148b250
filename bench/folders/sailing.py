"""A dinghy sailing course student's papers (the thirty-ninth session): the joining instructions,
the course programme as a table, the kit list, the sailing club's rules, the course invoice and
the instructor's text. Its validation folder is a windsurfing lesson's: the booking, the wetsuit
sizes as CSV, the beach rules, the weather policy, the lesson plan and the centre's email, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "joining_instructions.txt": """\
RYA Dinghy Sailing Level 1: joining instructions

Your course runs on Saturday 5 and Sunday 6 June, 9.30am to 4.30pm each day, at Grafham Water
Sailing Club. Please arrive by 9.15am on the first day to sign in and collect a buoyancy aid. The
club car park costs £6 a day; pay at the barrier. Lunch is not provided, but the club café is open.
""",
    "programme.md": """\
# Course programme

| session | what we cover |
|---|---|
| Saturday morning | rigging, launching and the parts of the boat |
| Saturday afternoon | steering, tacking and capsize drill |
| Sunday morning | sailing a triangle course, gybing |
| Sunday afternoon | coming alongside, reefing, your certificate |
""",
    "kit_list.txt": """\
What to bring

Old trainers or wetsuit boots (no bare feet in the boats), a change of clothes, a towel and a
waterproof jacket. Wetsuits can be hired for £10 a day. Bring a water bottle and sun cream; it is
colder on the water than on the shore.
""",
    "club_rules.md": """\
# Club rules for course students

- Buoyancy aids must be worn at all times on the water and the slipway.
- No sailing outside the marked course area.
- Tell an instructor if you feel unwell or cold.
- Boats are put away and washed down before you leave.
""",
    "course_invoice.txt": """\
Invoice GW-3318
RYA Level 1 course, two days: £245.00
Wetsuit hire, two days: £20.00
Total paid: £265.00 by card on 2 April. Cancellations more than 14 days before the course are
refunded less a £30 fee.
""",
    "instructor_text.txt": """\
Hi Ben, Chris your instructor here. The forecast for Saturday is 12 knots, perfect for learning.
If the wind goes over 20 knots we'll do theory in the clubhouse instead. Meet at the dinghy park.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the sailing course", "joining_instructions.txt", "Saturday 5 and Sunday 6 June"),
    ("what time should I arrive on the first day", "joining_instructions.txt", "9.15am"),
    ("how much is parking", "joining_instructions.txt", "£6 a day"),
    ("is lunch provided", "joining_instructions.txt", "Lunch is not provided"),
    ("when do we do the capsize drill", "programme.md", "Saturday afternoon"),
    ("when do I get my certificate", "programme.md", "Sunday afternoon"),
    ("what shoes should I wear", "kit_list.txt", "Old trainers or wetsuit boots"),
    ("how much is wetsuit hire", "kit_list.txt", "£10 a day"),
    ("do I have to wear a buoyancy aid", "club_rules.md", "at all times"),
    ("what do we do with the boats at the end", "club_rules.md", "put away and washed down"),
    ("how much did the course cost", "course_invoice.txt", "£245.00"),
    ("can I get a refund if I cancel", "course_invoice.txt", "less a £30 fee"),
    ("what's the wind forecast for Saturday", "instructor_text.txt", "12 knots"),
    ("what happens if it's too windy", "instructor_text.txt", "theory in the clubhouse"),
    ("where do we meet the instructor", "instructor_text.txt", "dinghy park"),
    ("can I bring my own boat", None, ""),
    ("is there a changing room with showers", None, ""),
    ("when is the Level 2 course", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "lesson_booking.txt": """\
Booking confirmed: taster windsurfing lesson for 2
Date: Sunday 18 July, 10am to 12.30pm
Where: Poole Harbour Watersports, Sandbanks beach hut 4
Price: £69 per person, including board, sail and wetsuit.
Minimum age 8. All riders must be able to swim 50 metres.
""",
    "wetsuit_sizes.csv": """\
size,height,chest
S,5'4 to 5'7,34 to 36 in
M,5'7 to 5'10,37 to 39 in
L,5'10 to 6'1,40 to 42 in
""",
    "beach_rules.md": """\
# Beach rules

- Stay inside the yellow buoys.
- Keep 50 metres away from swimmers.
- If you fall off and get tired, sit on the board and wave one arm.
""",
    "weather_policy.txt": """\
Weather

If the wind is too strong or too light, we will move your lesson to another day or give you a
full refund. We decide by 8am on the day and send you a text.
""",
    "lesson_plan.txt": """\
The lesson: a safety talk and a land drill on the simulator first, then getting the sail up, turning
the board and sailing across the wind. Most people are sailing a short distance by the end.
""",
    "centre_email.txt": """\
Hi Priya, thanks for booking! Please bring a towel, a swimsuit to wear under the wetsuit and a
padlock for the lockers. There's free parking behind the centre. See you on Sunday! Kim
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the lesson", "lesson_booking.txt", "10am to 12.30pm"),
    ("how much is the lesson", "lesson_booking.txt", "£69 per person"),
    ("is the wetsuit included", "lesson_booking.txt", "including board, sail and wetsuit"),
    ("how far do I need to be able to swim", "lesson_booking.txt", "50 metres"),
    ("what size wetsuit for a 38 inch chest", "wetsuit_sizes.csv", "M"),
    ("how close can we go to swimmers", "beach_rules.md", "50 metres away"),
    ("what do I do if I get tired", "beach_rules.md", "sit on the board"),
    ("what happens if there's no wind", "weather_policy.txt", "another day"),
    ("when will they tell us if it's cancelled", "weather_policy.txt", "by 8am"),
    ("what do we do first", "lesson_plan.txt", "safety talk"),
    ("what should I bring", "centre_email.txt", "towel"),
    ("is there parking", "centre_email.txt", "free parking"),
    ("can I hire a GoPro", None, ""),
    ("is there a café", None, ""),
    ("how much is a second lesson", None, ""),
]
