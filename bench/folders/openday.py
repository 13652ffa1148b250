"""A sixth former's papers for a university open day (the fortieth session): the booking email,
the day's timetable as a table, the travel and parking page, the accommodation tour notes, the
course leaflet and a parent's text. Its validation folder is a sixth form college open evening:
the invitation, the subject talks as CSV, the entry requirements, the bus information, the
taster lesson booking and a friend's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your open day booking: University of Leeds, Saturday 21 June

Thank you for booking, Chloe. Please show this email at the registration desk in the Great Hall
from 9am. You have booked places for 2 people. Your chosen subject is Psychology. Free tea and
coffee are available all day in the Refectory; lunch can be bought there too.
""",
    "timetable.md": """\
# Psychology open day timetable

| time | event | place |
|---|---|---|
| 10.00 | welcome talk | Great Hall |
| 11.00 | subject talk | Rupert Beckett Theatre |
| 12.30 | student finance talk | Conference Auditorium |
| 14.00 | lab tour | Psychology Building |
""",
    "travel_parking.txt": """\
Getting here

Leeds station is a 20-minute walk or a short bus ride (numbers 1 and 19) from campus. There is
no parking on campus on open days. Use the park and ride at Elland Road, which is free for open
day visitors with this email; buses run every 15 minutes.
""",
    "accommodation_notes.txt": """\
Accommodation tours

Tours leave from the Accommodation Office every 30 minutes from 10am to 3.30pm and last about
an hour. First-year students are guaranteed a room if they apply by 30 June. Rents start at £140
a week for a shared bathroom and £182 a week for en suite.
""",
    "course_leaflet.txt": """\
BSc Psychology (UCAS code C800)

Typical offer: AAA at A level, including one science. The course lasts three years, or four with
a placement year. You study research methods in every year. About 250 students start each year.
""",
    "mum_text.txt": """\
Mum: I've booked the 7.42 train from Sheffield, gets in at 8.25. I'll meet you under the station
clock. Bring your questions list and a coat, it's meant to rain. x
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what date is the open day", "booking_email.txt", "Saturday 21 June"),
    ("where do I register", "booking_email.txt", "Great Hall"),
    ("how many people did I book for", "booking_email.txt", "2 people"),
    ("what time is the subject talk", "timetable.md", "11.00"),
    ("where is the student finance talk", "timetable.md", "Conference Auditorium"),
    ("when is the lab tour", "timetable.md", "14.00"),
    ("can we park on campus", "travel_parking.txt", "no parking on campus"),
    ("how far is the station from campus", "travel_parking.txt", "20-minute walk"),
    ("how often do the park and ride buses run", "travel_parking.txt", "every 15 minutes"),
    ("how long is the accommodation tour", "accommodation_notes.txt", "about an hour"),
    ("how much is an en suite room", "accommodation_notes.txt", "£182 a week"),
    ("am I guaranteed a room", "accommodation_notes.txt", "apply by 30 June"),
    ("what grades do I need", "course_leaflet.txt", "AAA"),
    ("what's the UCAS code", "course_leaflet.txt", "C800"),
    ("how long is the course", "course_leaflet.txt", "three years"),
    ("what time does mum's train get in", "mum_text.txt", "8.25"),
    ("where am I meeting mum", "mum_text.txt", "under the station clock"),
    ("what are the tuition fees", None, ""),
    ("is there a sports centre", None, ""),
    ("can I do a year abroad", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Open evening at Greenhill Sixth Form College

Thursday 14 November, 5pm to 8pm. The principal speaks in the main hall at 5.30pm and again at
7pm. Students and parents are both welcome; no booking needed except for taster lessons.
Applications for next September open on 1 December and close on 31 January.
""",
    "subject_talks.csv": """\
subject,room,time
Biology,S12,5.45pm
History,H3,6.15pm
Computer Science,C2,6.45pm
Art,Studio 1,7.15pm
""",
    "entry_requirements.md": """\
# Entry requirements

- Five GCSEs at grade 5 or above, including English and maths
- Grade 6 in a subject you want to take at A level (grade 7 for maths and sciences)
- If you do not get grade 4 in maths or English, you resit it alongside your A levels
""",
    "bus_information.txt": """\
Free college buses run from Ashby, Marston and Little Hadley, leaving the villages at 7.40am.
A bus pass costs £120 a term for students living more than three miles away from college;
those nearer pay £180.
""",
    "taster_booking.txt": """\
Taster lesson booked: Psychology, Thursday 14 November, 6pm, room P4. The lesson lasts
30 minutes. Please arrive five minutes early. If you can't come, email admissions so we can offer
your place to someone else.
""",
    "friend_message.txt": """\
Jas: are you going to the open evening thurs? I'm going at 6 with my dad, we could meet by the
library. I want to see the art studios after x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the open evening", "invitation.txt", "Thursday 14 November, 5pm to 8pm"),
    ("when does the principal speak", "invitation.txt", "5.30pm"),
    ("when do applications close", "invitation.txt", "31 January"),
    ("what time is the history talk", "subject_talks.csv", "6.15pm"),
    ("which room is computer science in", "subject_talks.csv", "C2"),
    ("how many GCSEs do I need", "entry_requirements.md", "Five GCSEs"),
    ("what grade do I need in maths to do A level maths", "entry_requirements.md", "grade 7"),
    ("what happens if I fail English", "entry_requirements.md", "resit"),
    ("what time does the bus leave", "bus_information.txt", "7.40am"),
    ("how much is a bus pass", "bus_information.txt", "£120 a term"),
    ("what room is the taster lesson", "taster_booking.txt", "P4"),
    ("how long is the taster lesson", "taster_booking.txt", "30 minutes"),
    ("where is Jas meeting me", "friend_message.txt", "by the library"),
    ("is there a canteen", None, ""),
    ("do I get a laptop", None, ""),
    ("what's the uniform", None, ""),
]
