"""A conference speaker's papers (the thirty-third session): the speaker's brief, the
programme as CSV, the travel and hotel booking, the expenses policy, the slide guidelines and
the organiser's email; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is a trade show exhibitor's: the
exhibitor manual, the stand booking, the build-up timetable as CSV, the badge and parking
notice, the lead scanner rental and the manager's email, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "speaker_brief.md": """\
# Speaker brief: DataConf 2027

- Talk: "Cleaning messy data"
- Slot: 25 minutes, then 5 minutes of questions
- Room: Hall B
- Day: Thursday 16 September, 11:00

Please check in at the speaker desk at least an hour before your talk. A lapel microphone is provided; the room has a clicker and an HDMI connection.

Talks are recorded and put on YouTube after the event unless you ask us not to.
""",
    "programme.csv": """\
time,room,talk,speaker
09:30,Hall A,Keynote: the state of data,Maria Lopez
11:00,Hall B,Cleaning messy data,Chris Allen
13:30,Hall A,Panel: AI in practice,various
15:00,Hall B,Data contracts,Ade Bello
""",
    "travel_booking.txt": """\
Travel and hotel

Train: London Euston to Manchester Piccadilly, Wednesday 15 September, 17:00. Tickets are on your email as an e-ticket.

Hotel: the Midland, 2 nights, breakfast included, paid by the organisers. Check-in from 3pm.
""",
    "expenses_policy.txt": """\
Speaker expenses

We pay standard class rail travel and up to £30 a day for meals. Taxis are covered only between the station and the hotel.

Send receipts to expenses@dataconf.example within 30 days of the event. Claims are paid within 4 weeks.
""",
    "slide_guidelines.txt": """\
Slides

Slides should be 16:9. Send your final slides by Friday 10 September, as PDF or PowerPoint.

Please put the code of conduct slide at the start; the template is in the speaker pack.
""",
    "organiser_email.txt": """\
Hi Chris,

Looking forward to your talk. There's a speakers' dinner on the Wednesday night at 7:30pm at Rosso; let me know any dietary needs by the 1st.

Your free ticket also covers the whole conference, so stay for the other talks if you can.

Nadia
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The brief.
    ("how long is my talk", "speaker_brief.md", "25 minutes"),
    ("which room am I in", "speaker_brief.md", "Hall B"),
    ("when do I need to check in", "speaker_brief.md", "an hour before your talk"),
    ("will there be a mic", "speaker_brief.md", "lapel microphone"),
    ("is my talk recorded", "speaker_brief.md", "recorded"),
    # The programme.
    ("who is giving the keynote", "programme.csv", "Maria Lopez"),
    ("what time is the panel", "programme.csv", "13:30"),
    # Travel.
    ("what train am I on", "travel_booking.txt", "17:00"),
    ("where am I staying", "travel_booking.txt", "the Midland"),
    ("is breakfast included", "travel_booking.txt", "breakfast included"),
    # Expenses.
    ("how much can I spend on food", "expenses_policy.txt", "£30 a day"),
    ("can I claim a taxi", "expenses_policy.txt", "station and the hotel"),
    ("where do I send receipts", "expenses_policy.txt", "expenses@dataconf.example"),
    # Slides.
    ("when are the slides due", "slide_guidelines.txt", "Friday 10 September"),
    ("what format should the slides be", "slide_guidelines.txt", "16:9"),
    # The organiser.
    ("when is the speakers' dinner", "organiser_email.txt", "7:30pm"),
    ("where is the dinner", "organiser_email.txt", "Rosso"),
    ("can I go to the other talks", "organiser_email.txt", "covers the whole conference"),
    # Subjects the papers never mention.
    ("do I get paid a speaker fee", None, ""),
    ("is there a green room", None, ""),
    ("how many people will be in the audience", None, ""),
    ("can I bring a guest to the dinner", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "exhibitor_manual.md": """\
# Exhibitor manual: Home Build Show

- Venue: NEC, Hall 5
- Open to visitors: 10:00 to 17:00, 22 to 24 October
- Stand number: D42

Stands must be staffed at all times while the show is open. Nothing may be fixed to the hall walls or floor.

Deliveries go to the goods-in gate on North Way and must be labelled with your stand number.
""",
    "stand_booking.txt": """\
Stand booking confirmation

Stand D42, 3m x 4m shell scheme, with two spotlights and one double socket.

Total price: £3,840 plus VAT. The balance is due by 1 September; cancellations after that date pay the full price.
""",
    "buildup.csv": """\
day,activity,hours
2027-10-20,Build-up (space only),08:00-20:00
2027-10-21,Build-up (shell scheme),12:00-20:00
2027-10-24,Breakdown,17:30-23:00
""",
    "badges_parking.txt": """\
Badges and parking

Each stand gets 6 exhibitor badges; order them online by 10 October. Extra badges cost £15 each.

Exhibitor parking is in car park North 1 and costs £18 a day, payable at the barrier.
""",
    "scanner_rental.txt": """\
Lead scanner rental

Rent the badge scanner app for £95 per device for the whole show. Leads can be downloaded as a spreadsheet until 30 days after the show.
""",
    "manager_email.txt": """\
Hi team,

Rota for the stand is on the shared drive. Polo shirts will be handed out at the hotel on the first evening.

Please log every lead in the scanner, not on paper.

Simon
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The manual.
    ("what's our stand number", "exhibitor_manual.md", "D42"),
    ("what time does the show open", "exhibitor_manual.md", "10:00"),
    ("can we put posters on the wall", "exhibitor_manual.md", "Nothing may be fixed"),
    ("where do deliveries go", "exhibitor_manual.md", "goods-in gate"),
    # The booking.
    ("how big is our stand", "stand_booking.txt", "3m x 4m"),
    ("when is the balance due", "stand_booking.txt", "1 September"),
    # Build-up.
    ("when can we start building the shell scheme", "buildup.csv", "12:00-20:00"),
    ("when is breakdown", "buildup.csv", "2027-10-24"),
    # Badges and parking.
    ("how many badges do we get", "badges_parking.txt", "6 exhibitor badges"),
    ("how much is parking", "badges_parking.txt", "£18 a day"),
    ("what does an extra badge cost", "badges_parking.txt", "£15 each"),
    # Scanner.
    ("how much is the scanner", "scanner_rental.txt", "£95"),
    ("how long can we download leads", "scanner_rental.txt", "30 days after"),
    # The manager.
    ("where is the stand rota", "manager_email.txt", "shared drive"),
    ("when do we get the polo shirts", "manager_email.txt", "first evening"),
    # Subjects the papers never mention.
    ("is there wifi on the stand", None, ""),
    ("how many visitors come to the show", None, ""),
    ("can we hand out free samples", None, ""),
]
