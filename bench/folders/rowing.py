"""A beginner's papers for a rowing club's learn-to-row course (the forty-ninth session): the
course email, the club's safety rules, the sessions as a table, the coach's notes and a text. Its
validation folder is a customer's for a kayak hire: the booking, the hire rules, the routes as CSV,
the safety note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_email.txt": """\
Thanks for booking Learn to Row at Avonside Rowing Club. The course is five Saturday mornings from
5 April, 8 to 10am, and costs £120, including a month's membership afterwards.
""",
    "safety_rules.txt": """\
Everyone must be able to swim 50 metres in light clothing. Nobody goes out on the water if the river
board shows red. Coaches follow every crew in the launch.
""",
    "sessions.md": """\
# Sessions

| date | what we do |
|---|---|
| 5 April | the rowing machine, then the tank |
| 12 April | first outing in a stable quad |
| 19 April | no session (Easter) |
| 26 April | steering and turning |
| 3 May | a short race and a barbecue |
""",
    "coach_notes.txt": """\
Wear close-fitting sports clothes; loose tops catch in the slide. Bring a water bottle and a warm
layer. Blisters are normal in the first few weeks.
""",
    "text.txt": """\
Hi Femi, parking's full on Saturday mornings, use the rugby club next door. Coach Harriet
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "course_email.txt", "5 April"),
    ("what time are the sessions", "course_email.txt", "8 to 10am"),
    ("how much is learn to row", "course_email.txt", "£120"),
    ("do I need to be able to swim", "safety_rules.txt", "Everyone must be able to swim 50 metres"),
    ("what if the board is red", "safety_rules.txt", "Nobody goes out on the water"),
    ("is there a session on 19 April", "sessions.md", "no session (Easter)"),
    ("when do we first go on the water", "sessions.md", "12 April"),
    ("what happens on 3 May", "sessions.md", "a short race and a barbecue"),
    ("what should I wear", "coach_notes.txt", "close-fitting sports clothes"),
    ("are blisters normal", "coach_notes.txt", "Blisters are normal in the first few weeks"),
    ("where do I park", "text.txt", "use the rugby club next door"),
    ("are there showers", None, ""),
    ("is there an age limit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Kayak hire for 2 people, Sunday 15 June, 10am to 2pm, from Riverbank Boats at Hampton Quay.
£60 a double kayak for the 4 hours, paid in advance.
""",
    "hire_rules.txt": """\
Buoyancy aids must be worn at all times. Children under 8 go in a double with an adult. Return by
the booked time or pay £15 for each extra half hour.
""",
    "routes.csv": """\
route,length,time
Quay to the weir and back,6 km,2 hours
Quay to Kingsford pub and back,10 km,3.5 hours
""",
    "safety_note.txt": """\
Keep to the right-hand bank and stay well clear of the weir. Phones go in the dry bags provided.
""",
    "email.txt": """\
Hi Ravi, please arrive 20 minutes early for the safety briefing. Riverbank Boats
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the kayak hire", "booking.txt", "Sunday 15 June, 10am to 2pm"),
    ("how much is the kayak", "booking.txt", "£60 a double kayak"),
    ("where do we pick up the kayak", "booking.txt", "Hampton Quay"),
    ("do we have to wear a life jacket", "hire_rules.txt", "Buoyancy aids must be worn at all times"),
    ("what if we're late back", "hire_rules.txt", "£15 for each extra half hour"),
    ("how long is the route to the pub", "routes.csv", "10 km"),
    ("how long does the weir route take", "routes.csv", "2 hours"),
    ("which side of the river should we keep to", "safety_note.txt", "the right-hand bank"),
    ("where do phones go", "safety_note.txt", "in the dry bags provided"),
    ("when should we arrive", "email.txt", "20 minutes early"),
    ("is there a café at the quay", None, ""),
    ("can we bring the dog", None, ""),
]
