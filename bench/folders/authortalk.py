"""A reader's papers for an author talk at the library (the forty-eighth session): the ticket, the
library's event rules, the evening's programme as a table, the access note and a text. Its
validation folder is a visitor's for a museum late opening: the booking, the museum's rules, the
activities as CSV, the getting-there note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
An Evening with Helen Marsh, author of The Salt House. Central Library, Thursday 20 March, 7pm.
One ticket, £8, includes a glass of wine. Seat: row C, number 12.
""",
    "event_rules.txt": """\
Doors open at 6.30pm. Latecomers are seated at a suitable break. Photography is allowed but no flash.
Tickets are non-refundable but can be transferred to a friend.
""",
    "programme.md": """\
# Programme

| time | what |
|---|---|
| 7pm | welcome from the library manager |
| 7.05pm | Helen Marsh in conversation |
| 8pm | audience questions |
| 8.20pm | book signing |
""",
    "access_note.txt": """\
The events room is on the second floor; there is a lift by the main entrance and a hearing loop.
""",
    "text.txt": """\
Hi Jan, the bookshop will have signed copies for £12, cash or card. See you there! Library events team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the author", "ticket.txt", "Helen Marsh"),
    ("what time does it start", "ticket.txt", "7pm"),
    ("where am I sitting", "ticket.txt", "row C, number 12"),
    ("is there a drink included", "ticket.txt", "includes a glass of wine"),
    ("when do doors open", "event_rules.txt", "6.30pm"),
    ("can I take photos", "event_rules.txt", "Photography is allowed but no flash"),
    ("can I give my ticket to a friend", "event_rules.txt", "can be transferred to a friend"),
    ("when is the book signing", "programme.md", "8.20pm"),
    ("when can we ask questions", "programme.md", "8pm"),
    ("is there a lift", "access_note.txt", "there is a lift by the main entrance"),
    ("how much are the signed books", "text.txt", "£12"),
    ("is there parking at the library", None, ""),
    ("will the talk be recorded", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Museum Late: Dinosaurs After Dark, Friday 7 November, 6pm to 10pm. Two adult tickets, £15 each.
Over 18s only.
""",
    "museum_rules.txt": """\
Bags larger than A3 must go in the cloakroom (£1). Food and drink only in the café and the Great Hall bar.
""",
    "activities.csv": """\
activity,where,time
Torch-lit fossil tour,Dinosaur Gallery,7pm and 8.30pm
Silent disco,Great Hall,from 8pm
Talk: how T. rex hunted,Lecture Theatre,6.30pm
""",
    "getting_there_note.txt": """\
The nearest station is Museum Road, a five-minute walk. The museum car park closes at 10.30pm.
""",
    "email.txt": """\
Hi both, the torch tours fill up fast, so sign up at the welcome desk when you arrive! Museum Lates team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the museum late", "booking.txt", "6pm to 10pm"),
    ("how much were our tickets", "booking.txt", "£15 each"),
    ("can we bring our son who's 16", "booking.txt", "Over 18s only"),
    ("where do big bags go", "museum_rules.txt", "in the cloakroom"),
    ("when are the torch tours", "activities.csv", "7pm and 8.30pm"),
    ("where is the silent disco", "activities.csv", "Great Hall"),
    ("what time is the T. rex talk", "activities.csv", "6.30pm"),
    ("how do we book the torch tour", "email.txt", "sign up at the welcome desk"),
    ("what's the nearest station", "getting_there_note.txt", "Museum Road"),
    ("when does the car park close", "getting_there_note.txt", "10.30pm"),
    ("is there a gift shop open", None, ""),
    ("can we take photos", None, ""),
]
