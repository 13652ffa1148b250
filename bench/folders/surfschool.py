"""A parent's papers for a child's surf lessons (the forty-eighth session): the booking, the surf
school's rules, the week's timetable as a table, the kit list and a message. Its validation folder
is a couple's for paddleboard hire on a lake: the hire confirmation, the safety briefing, the
prices as CSV, the car park note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Breakers Surf School, Fistral Beach. Five-day junior course for Leo Hart (age 11), 29 July to
2 August, mornings. Course fee £175 including board and wetsuit hire.
""",
    "rules.txt": """\
Children must be able to swim 50 metres. Lessons may move to the afternoon if the tide or the
weather makes the morning unsafe; we text parents by 7am. No refunds for missed lessons.
""",
    "timetable.md": """\
# Junior course week

| day | time | focus |
|---|---|---|
| Monday | 9:30am | safety and paddling |
| Tuesday | 9:30am | standing up |
| Wednesday | 10am | catching green waves |
| Thursday | 10:30am | turning |
| Friday | 11am | surf session and certificates |
""",
    "kit_list.txt": """\
Bring a swimsuit to wear under the wetsuit, a towel, sun cream and a drink. Leave jewellery at home.
""",
    "message.txt": """\
Meet at the blue hut next to the lifeguard tower, 15 minutes before the lesson. Breakers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are the surf lessons", "booking.txt", "£175"),
    ("is the wetsuit included", "booking.txt", "including board and wetsuit hire"),
    ("how far does Leo need to be able to swim", "rules.txt", "50 metres"),
    ("how will we know if the lesson moves", "rules.txt", "we text parents by 7am"),
    ("do we get money back if he misses a day", "rules.txt", "No refunds for missed lessons"),
    ("what time is Wednesday's lesson", "timetable.md", "10am"),
    ("what do they learn on Tuesday", "timetable.md", "standing up"),
    ("when do they get certificates", "timetable.md", "Friday"),
    ("what does he wear under the wetsuit", "kit_list.txt", "a swimsuit"),
    ("where do we meet", "message.txt", "the blue hut next to the lifeguard tower"),
    ("how early should we get there", "message.txt", "15 minutes before"),
    ("is there a cafe at the beach", None, ""),
    ("can parents watch", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hire_confirmation.txt": """\
Still Waters SUP Hire, Ellerby Lake. Two inflatable boards for 2 hours on Saturday 17 August,
2pm to 4pm. Booking reference SW-8830. Paid in full: £64.
""",
    "safety_briefing.txt": """\
Buoyancy aids must be worn at all times on the water. Stay inside the yellow buoys. If you fall
in, hold on to your board. Return boards by the end of your slot or pay £10 per extra 15 minutes.
""",
    "prices.csv": """\
hire,1 hour,2 hours
Single board,£18,£32
Tandem board,£30,£54
Kayak,£15,£26
""",
    "car_park.txt": """\
Park in the overflow field, not the sailing club car park. Parking is £4 for the day.
""",
    "text.txt": """\
Hi both, check in at the boathouse 20 minutes early for your safety briefing. Still Waters
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is our paddleboarding", "hire_confirmation.txt", "2pm to 4pm"),
    ("how much did we pay", "hire_confirmation.txt", "£64"),
    ("do we have to wear a life jacket", "safety_briefing.txt", "Buoyancy aids must be worn at all times"),
    ("what if we bring the boards back late", "safety_briefing.txt", "£10 per extra 15 minutes"),
    ("where are we allowed to paddle", "safety_briefing.txt", "inside the yellow buoys"),
    ("how much is a kayak for an hour", "prices.csv", "£15"),
    ("what does a tandem board cost for 2 hours", "prices.csv", "£54"),
    ("where do we park", "car_park.txt", "the overflow field"),
    ("how much is parking", "car_park.txt", "£4 for the day"),
    ("where do we check in", "text.txt", "at the boathouse"),
    ("can we bring the dog on the board", None, ""),
    ("are there showers", None, ""),
]
