"""A hospital visitor's papers (the thirty-third session): the ward's visiting information, the
hospital's parking guide, the patient's discharge plan, the ward phone list as CSV, the
hospital's shop and cafe guide and a relative's message; fit, its questions and expected text
written before the tool was run on it, its failures read and mended. Its validation folder is a
university open day visitor's: the open day programme as CSV, the campus travel guide, the
accommodation tour notes, the booking confirmation, the subject talk details and a friend's
message, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "visiting_information.md": """\
# Ward 7 visiting information

- Visiting hours: 2pm to 8pm every day
- Visitors at a bed: 2 at a time
- Protected mealtimes: 12 noon to 1pm and 5pm to 6pm

Children under 12 may visit only with the nurse in charge's agreement. Please do not bring flowers; they are not allowed on the ward.
""",
    "parking_guide.txt": """\
Parking

Visitor parking is in car park B, off Hospital Road. It costs £2.50 for up to 2 hours and £6 for the day.

Blue badge holders park free in the marked bays near the main entrance. Parking for relatives of patients staying longer than a week can be reduced; ask the ward for a concession form.
""",
    "discharge_plan.txt": """\
Discharge plan

Patient: Mr George Hall
Expected discharge date: Friday 19 March
Going home with: a walking frame and 2 weeks of blood thinning injections

The district nurse will visit the day after discharge. Transport home must be arranged by the family.
""",
    "ward_phones.csv": """\
ward,phone,extension
Ward 7,0114 496 0700,4407
Ward 8,0114 496 0800,4408
Discharge lounge,0114 496 0950,4450
""",
    "shop_cafe.txt": """\
Shop and cafe

The main entrance cafe is open 7am to 7pm, and the shop 8am to 8pm. There is a cash machine by the lifts.

Free wifi is available: connect to NHS-Guest.
""",
    "relative_message.txt": """\
Claire: Dad wants his reading glasses and his phone charger, they're on the kitchen table.
Claire: I'll visit on Tuesday and Thursday, can you do the weekend?
Claire: The ward said to ring after 10am for updates.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Visiting.
    ("what are the visiting hours", "visiting_information.md", "2pm to 8pm"),
    ("how many people can visit at once", "visiting_information.md", "2 at a time"),
    ("can I bring flowers", "visiting_information.md", "not allowed"),
    ("can the grandkids visit", "visiting_information.md", "under 12"),
    ("when can't we visit", "visiting_information.md", "Protected mealtimes"),
    # Parking.
    ("where do visitors park", "parking_guide.txt", "car park B"),
    ("how much is parking for the day", "parking_guide.txt", "£6"),
    ("is there cheaper parking if he's in for a while", "parking_guide.txt", "concession form"),
    # Discharge.
    ("when is dad coming home", "discharge_plan.txt", "Friday 19 March"),
    ("what is he going home with", "discharge_plan.txt", "walking frame"),
    ("who is taking him home", "discharge_plan.txt", "arranged by the family"),
    ("when will the district nurse come", "discharge_plan.txt", "the day after discharge"),
    # Phones.
    ("what's the number for ward 7", "ward_phones.csv", "0114 496 0700"),
    # The shop and cafe.
    ("what time does the cafe shut", "shop_cafe.txt", "7pm"),
    ("is there a cash machine", "shop_cafe.txt", "by the lifts"),
    ("is there wifi", "shop_cafe.txt", "NHS-Guest"),
    # The family.
    ("what does dad want me to bring", "relative_message.txt", "reading glasses"),
    ("when should I ring the ward", "relative_message.txt", "after 10am"),
    # Subjects the papers never mention.
    ("can I stay overnight", None, ""),
    ("who is his consultant", None, ""),
    ("can I bring him a takeaway", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "programme.csv": """\
time,event,place
09:30,Welcome talk,Great Hall
10:30,Campus tour,Meet at the library steps
11:30,Psychology talk,Lecture Theatre 2
13:00,Accommodation tours,Meet at the Students' Union
""",
    "travel_guide.md": """\
# Getting to campus

- Train: Lowfield station, then a 10 minute walk
- Bus: the U1 runs every 10 minutes from the city centre
- Parking: free on open days in car parks A and C

The campus is step-free; ask at any information point for a map.
""",
    "accommodation_notes.txt": """\
Accommodation tours

Tours of two halls run every half hour from 1pm to 3pm. All first years who apply by 30 June are guaranteed a room.

Rooms cost from £145 a week, bills included.
""",
    "booking_confirmation.txt": """\
Open day booking

Visitor: Priya Nair and one guest
Date: Saturday 24 June
Subject: Psychology

Show this email at registration in the Great Hall foyer to get your lanyard.
""",
    "subject_talk.txt": """\
Psychology talk

The talk covers the course, placements and entry requirements: AAB at A level, including one science. There is a 20 minute question time after.
""",
    "friend_message.txt": """\
Tom: I'm going to the open day too! Meet at the cafe in the Students' Union at 12:30?
Tom: Bring an umbrella, it's meant to rain.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The programme.
    ("what time is the psychology talk", "programme.csv", "11:30"),
    ("where does the campus tour start", "programme.csv", "library steps"),
    # Travel.
    ("is parking free", "travel_guide.md", "free on open days"),
    ("how often is the bus", "travel_guide.md", "every 10 minutes"),
    ("which station do I get off at", "travel_guide.md", "Lowfield"),
    # Accommodation.
    ("when are the halls tours", "accommodation_notes.txt", "1pm to 3pm"),
    ("am I guaranteed a room", "accommodation_notes.txt", "apply by 30 June"),
    ("how much are rooms", "accommodation_notes.txt", "£145 a week"),
    # The booking.
    ("when is the open day", "booking_confirmation.txt", "Saturday 24 June"),
    ("where do I register", "booking_confirmation.txt", "Great Hall foyer"),
    # The talk.
    ("what grades do I need", "subject_talk.txt", "AAB"),
    # The friend.
    ("where am I meeting Tom", "friend_message.txt", "cafe in the Students' Union"),
    ("what time are we meeting", "friend_message.txt", "12:30"),
    # Subjects the papers never mention.
    ("is lunch provided", None, ""),
    ("can I stay overnight in halls", None, ""),
    ("what are the fees for international students", None, ""),
]
