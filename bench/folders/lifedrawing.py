"""An art student's papers for a life drawing class (the fifty-first session): the course email,
the term's sessions as a table, the materials list, the studio etiquette and a text from the
tutor. Its validation folder is a student's for a watercolour weekend: the booking, the timetable
as CSV, the materials note, the venue note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_email.txt": """\
Dear Priya, welcome to Tuesday Evening Life Drawing at Northgate Arts Centre, Studio 3.
Classes run from 7pm to 9.30pm for 8 weeks, starting 13 January. The course fee is £128, including model fees.
""",
    "sessions.md": """\
# Spring term

| week | pose length | focus |
|---|---|---|
| 1 | 2 to 5 minutes | gesture and movement |
| 2 | 10 minutes | proportion |
| 3 | 20 minutes | light and shade |
| 4 | one long pose | the whole figure |
""",
    "materials_list.txt": """\
Bring an A2 pad of cartridge paper, willow charcoal, a putty rubber and a few soft pencils (4B to 8B).
Drawing boards and easels are provided.
""",
    "studio_etiquette.txt": """\
Photography of the model is never allowed. Please do not speak to the model while they are posing,
and arrive on time, as the door is closed once the first pose begins.
""",
    "text.txt": """\
Hi Priya, next week is in Studio 5 as the usual room is being decorated. Same time. Alan
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the class", "course_email.txt", "from 7pm to 9.30pm"),
    ("how many weeks is the course", "course_email.txt", "8 weeks"),
    ("how much is the course", "course_email.txt", "£128"),
    ("when does it start", "course_email.txt", "13 January"),
    ("how long are the poses in week 3", "sessions.md", "20 minutes"),
    ("what's the focus in week 2", "sessions.md", "proportion"),
    ("what paper do I need", "materials_list.txt", "an A2 pad of cartridge paper"),
    ("do I need to bring an easel", "materials_list.txt", "Drawing boards and easels are provided"),
    ("can I take photos", "studio_etiquette.txt", "Photography of the model is never allowed"),
    ("what happens if I'm late", "studio_etiquette.txt", "the door is closed once the first pose begins"),
    ("which room is next week", "text.txt", "Studio 5"),
    ("is there a student discount", None, ""),
    ("can I bring my own model", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
You are booked on Loose Watercolour Landscapes with Anna Reyes, Saturday 21 and Sunday 22 March,
at The Old Granary, Aldeburgh. Paid: £165 for both days.
""",
    "timetable.csv": """\
time,what
10am,demonstration
11am,painting outdoors
1pm,lunch
2pm,studio painting
4pm,group review
""",
    "materials_note.txt": """\
Bring your own paints, three round brushes and a block of 300gsm watercolour paper.
Water pots and palettes can be borrowed.
""",
    "venue_note.txt": """\
The Old Granary has a small car park for 6 cars; more parking is on Crag Path.
Lunch is not provided, but there is a bakery two minutes' walk away.
""",
    "email.txt": """\
Dear Mr Lindqvist, if the weather is poor we will paint from the windows of the studio instead of outdoors. Anna
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the tutor", "booking.txt", "Anna Reyes"),
    ("where is the course", "booking.txt", "The Old Granary, Aldeburgh"),
    ("how much did I pay", "booking.txt", "£165"),
    ("what happens at 2pm", "timetable.csv", "studio painting"),
    ("when is lunch", "timetable.csv", "1pm"),
    ("what paper should I bring", "materials_note.txt", "a block of 300gsm watercolour paper"),
    ("can I borrow a palette", "materials_note.txt", "Water pots and palettes can be borrowed"),
    ("is lunch included", "venue_note.txt", "Lunch is not provided"),
    ("where can I park", "venue_note.txt", "more parking is on Crag Path"),
    ("what if it rains", "email.txt", "if the weather is poor we will paint from the windows of the studio"),
    ("are there toilets", None, ""),
    ("is it suitable for beginners", None, ""),
]
