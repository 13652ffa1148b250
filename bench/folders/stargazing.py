"""A stargazing evening's guest (the fifty-first session): the booking confirmation, the night's
programme as a table, the what-to-bring note, the cancellation policy and a text from the
organiser. Its validation folder is a planetarium show visitor's: the e-ticket, the show times as
CSV, the visitor guide, the accessibility note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Thank you for booking the Dark Skies Evening at Kielder Observatory on Friday 6 February.
Booking reference DSK-20417 for 3 people. Please arrive by 7.15pm; the gates are locked at 7.30pm.
""",
    "programme.md": """\
# The evening

| time | what happens |
|---|---|
| 7.30pm | welcome talk in the warm room |
| 8.00pm | naked-eye tour of the constellations |
| 8.45pm | telescope viewing on the roof deck |
| 9.45pm | hot chocolate and questions |
""",
    "what_to_bring.txt": """\
It gets very cold on the hill after dark, so wear warm layers, a hat and gloves. Bring a red torch
if you have one; white torches spoil everyone's night vision. Binoculars are welcome.
""",
    "cancellation_policy.txt": """\
If the sky is fully clouded over, the talk and tour still go ahead indoors and no refund is given.
You may move your booking to another date free of charge up to 48 hours before the event.
""",
    "text.txt": """\
Hi Tom, the car park at the observatory is small, so please share lifts if you can. The last mile is an unlit gravel track. Sam
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time should we get there", "booking_confirmation.txt", "arrive by 7.15pm"),
    ("when do the gates lock", "booking_confirmation.txt", "7.30pm"),
    ("what's my booking reference", "booking_confirmation.txt", "DSK-20417"),
    ("when is the telescope viewing", "programme.md", "8.45pm"),
    ("what happens at 8pm", "programme.md", "naked-eye tour of the constellations"),
    ("what should I wear", "what_to_bring.txt", "warm layers, a hat and gloves"),
    ("can I bring a torch", "what_to_bring.txt", "Bring a red torch"),
    ("what if it's cloudy", "cancellation_policy.txt", "still go ahead indoors"),
    ("can I change the date", "cancellation_policy.txt", "move your booking to another date free of charge"),
    ("is there parking", "text.txt", "the car park at the observatory is small"),
    ("what's the road like at the end", "text.txt", "unlit gravel track"),
    ("is there a café on site", None, ""),
    ("can children come", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "eticket.txt": """\
E-ticket: Journey to the Edge of the Universe, Planetarium, Saturday 14 March at 2.30pm.
Seats F7 and F8. Show your ticket on your phone at the dome entrance.
""",
    "show_times.csv": """\
show,times,length
Journey to the Edge of the Universe,11.00 and 2.30,40 minutes
Little Star's Big Adventure,10.00 and 1.00,25 minutes
Live Night Sky Tour,4.00,30 minutes
""",
    "visitor_guide.txt": """\
Doors to the dome close when the show begins, and latecomers cannot be admitted.
Food and drink are not allowed inside the dome. The show is not recommended for children under five.
""",
    "accessibility_note.txt": """\
The dome has two wheelchair spaces in row A, which should be booked in advance.
Ear defenders can be borrowed from the front desk.
""",
    "email.txt": """\
Dear Ms Clarke, the Science Centre café on the ground floor is open from 9.30am until 4.30pm. Visitor Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is our show", "eticket.txt", "2.30pm"),
    ("what are our seat numbers", "eticket.txt", "F7 and F8"),
    ("how long is the Live Night Sky Tour", "show_times.csv", "30 minutes"),
    ("when is Little Star's Big Adventure on", "show_times.csv", "10.00 and 1.00"),
    ("what if we're late", "visitor_guide.txt", "latecomers cannot be admitted"),
    ("can we take snacks in", "visitor_guide.txt", "Food and drink are not allowed"),
    ("is it ok for a three year old", "visitor_guide.txt", "not recommended for children under five"),
    ("where are the wheelchair spaces", "accessibility_note.txt", "in row A"),
    ("can we borrow ear defenders", "accessibility_note.txt", "Ear defenders can be borrowed"),
    ("when is the café open", "email.txt", "from 9.30am until 4.30pm"),
    ("is there a gift shop", None, ""),
    ("can I get a refund", None, ""),
]
