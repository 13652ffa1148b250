"""A graduating student's papers (the thirty-fourth session): the ceremony invitation, the gown
hire order, the guest tickets notes, the day's timetable as CSV, the photography offer and the
department's email; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a school prize day's: the letter home, the
uniform notice, the running order as CSV, the seating rules, the reception details and the head
of year's message, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Graduation ceremony

Graduand: Priya Kaur
Degree: BSc Biology
Ceremony: Wednesday 16 July, 2pm
Venue: the Great Hall
Registration: 11am to 1pm in the Student Union

Graduands must register in person to receive their ticket.
""",
    "gown_order.txt": """\
Gown hire order

Order number: EW-55210
Items: bachelor's gown, hood, cap
Price: £52
Collect from: the Sports Centre, on the day of the ceremony
Return by: 5:30pm on the same day

A £25 late fee applies to gowns returned after this time.
""",
    "guest_tickets.md": """\
# Guest tickets

- Two guest tickets per graduand
- A third ticket may be available from 1 June, £15
- Children under 2 do not need a ticket if they sit on a lap

Guests should take their seats by 1:30pm.
""",
    "timetable.csv": """\
time,event
11:00,Registration opens
13:30,Guests seated
14:00,Ceremony starts
15:30,Reception on the lawn
""",
    "photography_offer.txt": """\
Photography

Official photographs can be taken before and after the ceremony. A framed portrait costs £39; a digital pack costs £29. Order online up to 3 months afterwards.
""",
    "department_email.txt": """\
Dear graduands,

Congratulations! The department is hosting drinks in the Biology building at 4:30pm; guests are very welcome.

Dr Ellis
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The invitation.
    ("when is graduation", "invitation.txt", "Wednesday 16 July"),
    ("where is the ceremony", "invitation.txt", "Great Hall"),
    ("what time is registration", "invitation.txt", "11am to 1pm"),
    ("where do I register", "invitation.txt", "Student Union"),
    # The gown.
    ("how much was the gown", "gown_order.txt", "£52"),
    ("where do I collect my gown", "gown_order.txt", "Sports Centre"),
    ("when does the gown go back", "gown_order.txt", "5:30pm"),
    ("what if I return the gown late", "gown_order.txt", "£25 late fee"),
    # Tickets.
    ("how many guests can I bring", "guest_tickets.md", "Two guest tickets"),
    ("how much is an extra ticket", "guest_tickets.md", "£15"),
    ("does my baby need a ticket", "guest_tickets.md", "under 2"),
    # The timetable.
    ("when does the ceremony start", "timetable.csv", "14:00"),
    ("when is the reception", "timetable.csv", "15:30"),
    # Photos.
    ("how much is a framed portrait", "photography_offer.txt", "£39"),
    ("how long can I order photos for", "photography_offer.txt", "3 months"),
    # The department.
    ("what time are the department drinks", "department_email.txt", "4:30pm"),
    ("can my parents come to the drinks", "department_email.txt", "guests are very welcome"),
    # Subjects the papers never mention.
    ("is there parking on campus", None, ""),
    ("can I bring flowers into the hall", None, ""),
    ("who is the guest speaker", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter_home.txt": """\
Prize giving

Dear parents,

Prize giving is on Thursday 10 July at 6:30pm in the school hall. Your child, Ben Carter, will receive the Year 9 science prize. Please arrive by 6pm.

Mrs Osei, Head of Year
""",
    "uniform_notice.txt": """\
Uniform

Full school uniform with blazer and tie must be worn. No trainers.
""",
    "running_order.csv": """\
time,item
18:30,Welcome from the head
18:45,Year 7 and 8 prizes
19:10,Year 9 prizes
19:40,Guest speaker
""",
    "seating_rules.md": """\
# Seating

- Two seats per prize winner's family
- Pupils sit at the front with their tutor group
- Phones on silent; photos only when the head invites them
""",
    "reception_details.txt": """\
Reception

Refreshments are served in the dining hall after the ceremony, at about 8pm. Parking is on the top field; the staff car park is closed.
""",
    "head_of_year_message.txt": """\
Mrs Osei: Ben, please come to the hall at 5:30pm for a quick rehearsal so you know where to walk.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is prize giving", "letter_home.txt", "Thursday 10 July"),
    ("what prize is Ben getting", "letter_home.txt", "science prize"),
    ("what time should we arrive", "letter_home.txt", "6pm"),
    # Uniform.
    ("can he wear trainers", "uniform_notice.txt", "No trainers"),
    # The running order.
    ("when are the Year 9 prizes", "running_order.csv", "19:10"),
    # Seating.
    ("how many seats do we get", "seating_rules.md", "Two seats"),
    ("can we take photos", "seating_rules.md", "when the head invites them"),
    ("where do the pupils sit", "seating_rules.md", "at the front"),
    # The reception.
    ("where do we park", "reception_details.txt", "top field"),
    ("when are refreshments", "reception_details.txt", "8pm"),
    # Mrs Osei.
    ("when is the rehearsal", "head_of_year_message.txt", "5:30pm"),
    # Subjects the papers never mention.
    ("can grandparents come", None, ""),
    ("is there a raffle", None, ""),
    ("how long does it go on", None, ""),
]
