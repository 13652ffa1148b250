"""A learner's papers for the practical driving test (the forty-sixth session): the booking
confirmation, the test centre's page, the instructor's lesson plan as a table, the rules on what
to bring and a text. Its validation folder is a new rider's for a motorcycle CBT course: the
booking email, the kit list, the day's timetable as CSV, the cancellation terms and a message,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Your car driving test is booked for Thursday 11 December at 10:12am at Bramley Driving Test Centre.
Booking reference 81530497. You can change the date up to 3 full working days before the test.
""",
    "test_centre.txt": """\
Bramley Driving Test Centre, 40 Canal Street. There are no toilets at the centre; the nearest are
in the library opposite. Arrive 10 minutes before your test. Parking is on the street only.
""",
    "lesson_plan.md": """\
# Lessons before the test

| date | focus |
|---|---|
| Mon 1 Dec | roundabouts and lane discipline |
| Fri 5 Dec | reversing into a bay and parallel parking |
| Tue 9 Dec | mock test |
""",
    "what_to_bring.txt": """\
Bring your photocard provisional licence; without it the test will not go ahead and you lose the
fee. Your car must have an interior mirror for the examiner and L plates front and back.
""",
    "text.txt": """\
Hi Jas, I'll pick you up at 9:15 on test day for a warm-up drive. Good luck! Carol (instructor)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my test", "booking_confirmation.txt", "Thursday 11 December"),
    ("what time is my test", "booking_confirmation.txt", "10:12am"),
    ("what's my booking reference", "booking_confirmation.txt", "81530497"),
    ("how late can I change the date", "booking_confirmation.txt", "up to 3 full working days before"),
    ("are there toilets at the test centre", "test_centre.txt", "no toilets at the centre"),
    ("where can I park", "test_centre.txt", "on the street only"),
    ("how early should I get there", "test_centre.txt", "10 minutes before"),
    ("when is the mock test", "lesson_plan.md", "Tue 9 Dec"),
    ("what are we doing on Monday 1 December", "lesson_plan.md", "roundabouts and lane discipline"),
    ("what do I need to bring", "what_to_bring.txt", "photocard provisional licence"),
    ("what happens if I forget my licence", "what_to_bring.txt", "the test will not go ahead"),
    ("what time is Carol picking me up", "text.txt", "9:15"),
    ("who is my examiner", None, ""),
    ("how many minors can I get", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your CBT is booked for Saturday 21 March at Two Wheels Training, Unit 4 Hartley Road. The day starts
at 8:30am and usually finishes by 4pm. Price £150, including bike and helmet hire.
""",
    "kit_list.txt": """\
Wear sturdy boots that cover the ankle, jeans or thicker trousers and a warm jacket.
We lend gloves, but your own are better.
""",
    "timetable.csv": """\
time,element
8:30,eyesight check and introduction
9:30,on-site training in the yard
13:00,on-road ride with instructor
""",
    "cancellation.txt": """\
Cancel at least 5 days before for a full refund. If the weather is unsafe we will move your CBT to
another day at no cost.
""",
    "message.txt": """\
Remember to bring your provisional licence with the motorbike entitlement on it! Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my CBT", "booking_email.txt", "Saturday 21 March"),
    ("how much does it cost", "booking_email.txt", "£150"),
    ("is the helmet included", "booking_email.txt", "including bike and helmet hire"),
    ("what boots do I need", "kit_list.txt", "sturdy boots that cover the ankle"),
    ("do I need my own gloves", "kit_list.txt", "We lend gloves"),
    ("what time is the road ride", "timetable.csv", "13:00"),
    ("what happens at 8:30", "timetable.csv", "eyesight check"),
    ("what if it rains", "cancellation.txt", "If the weather is unsafe"),
    ("how much notice to cancel", "cancellation.txt", "at least 5 days before"),
    ("what does Dad say to bring", "message.txt", "provisional licence"),
    ("is there a theory part", None, ""),
    ("can I bring a friend", None, ""),
]
