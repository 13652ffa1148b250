"""A walking group member's papers (the fortieth session): the group's programme as a table, the
walk leader's notes, the membership renewal, the kit list, the coach trip booking and a member's
email. Its validation folder is a self-guided walking holiday's: the booking, the route stages as
CSV, the luggage transfer notes, the guesthouse details, the emergency card and the company's
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "programme.md": """\
# Spring walks

| date | walk | distance | leader |
|---|---|---|---|
| Sunday 6 April | Kinder Scout circular | 9 miles | Brian |
| Sunday 20 April | Dovedale and Ilam | 6 miles | Sue |
| Sunday 4 May | Edale to Castleton | 11 miles | Brian |
""",
    "leader_notes.txt": """\
Walk leader's notes: Dovedale and Ilam

Meet at Ilam Hall National Trust car park at 10am (parking £5, free for NT members). The walk is
mostly easy, with one steep climb up Thorpe Cloud, which you can skip. Bring a packed lunch; we
stop at the stepping stones. Expect to finish about 3pm.
""",
    "membership_renewal.txt": """\
Peak Ramblers: membership renewal

Your membership is due for renewal on 1 April. Individual membership is £32 a year, joint £44.
Renew online or send a cheque to the treasurer. Members get the quarterly newsletter and 10% off at
Hillside Outdoor.
""",
    "kit_list.txt": """\
What to bring on every walk

Walking boots with ankle support, a waterproof jacket and trousers, a hat and gloves, a map and
compass, a whistle, and enough food and water for the day. Walking poles are optional. Trainers
are not suitable.
""",
    "coach_trip.txt": """\
Coach trip to the Lake District, Saturday 14 June. The coach leaves Buxton market place at 7am and
returns about 8pm. Seats are £28 each, payable to Sue by 31 May. Choose from a high-level walk or a
low-level walk around Grasmere.
""",
    "member_email.txt": """\
Hi Brian, I'm new and would love to come on the Kinder Scout walk. Is it suitable for a beginner?
I'm reasonably fit. Also, could I get a lift from Chapel? Thanks, Nadia
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long is the Kinder Scout walk", "programme.md", "9 miles"),
    ("who is leading the walk on 20 April", "programme.md", "Sue"),
    ("where do we meet for the Dovedale walk", "leader_notes.txt", "Ilam Hall National Trust car park"),
    ("how much is parking at Ilam", "leader_notes.txt", "£5"),
    ("is there a steep bit", "leader_notes.txt", "one steep climb up Thorpe Cloud"),
    ("do I need to bring lunch", "leader_notes.txt", "packed lunch"),
    ("what time will we finish", "leader_notes.txt", "3pm"),
    ("how much is joint membership", "membership_renewal.txt", "£44"),
    ("when is my membership due", "membership_renewal.txt", "1 April"),
    ("what discount do members get", "membership_renewal.txt", "10% off"),
    ("can I wear trainers", "kit_list.txt", "Trainers are not suitable"),
    ("do I need walking poles", "kit_list.txt", "optional"),
    ("what time does the coach leave", "coach_trip.txt", "7am"),
    ("how much is a seat on the coach", "coach_trip.txt", "£28"),
    ("who do I pay for the coach", "coach_trip.txt", "Sue"),
    ("where does Nadia want a lift from", "member_email.txt", "Chapel"),
    ("are dogs allowed on walks", None, ""),
    ("is the Kinder Scout walk suitable for beginners", None, ""),
    ("what happens if it rains", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "holiday_booking.txt": """\
Footpath Holidays: booking confirmed

Walk: the Cotswold Way, Chipping Campden to Bath, 8 nights, 7 walking days.
Start date: Saturday 7 June. Price £1,190 per person, sharing a double or twin room.
Includes breakfast, luggage transfers, maps and a guidebook. Single supplement £290.
""",
    "route_stages.csv": """\
day,from,to,miles
1,Chipping Campden,Broadway,6
2,Broadway,Winchcombe,12
3,Winchcombe,Cleeve Hill,8
""",
    "luggage_notes.txt": """\
Luggage transfers

Leave your bag at reception by 9am each morning; it will be at your next guesthouse by 4pm. One
bag each, no heavier than 15kg. Carry valuables and medicines with you.
""",
    "guesthouse_details.txt": """\
Night 1: The Eight Bells, Chipping Campden. Check-in from 3pm. Evening meals are served until 9pm;
book a table when you arrive.
""",
    "emergency_card.txt": """\
In an emergency, call 999 and ask for the police, then mountain rescue. Our 24-hour number is
01242 555 019. Tell someone your route and expected arrival time each day.
""",
    "company_email.txt": """\
Hi Mr and Mrs Shah, your travel pack with maps is in the post. Day 2 is the longest and hilliest,
so start early. If you need a taxi to skip a section, we can arrange one for about £25. Best, Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many nights is the holiday", "holiday_booking.txt", "8 nights"),
    ("how much is the single supplement", "holiday_booking.txt", "£290"),
    ("is breakfast included", "holiday_booking.txt", "Includes breakfast"),
    ("how far is day 2", "route_stages.csv", "12"),
    ("where do we finish on day 1", "route_stages.csv", "Broadway"),
    ("when do I leave my bag", "luggage_notes.txt", "by 9am"),
    ("how heavy can my bag be", "luggage_notes.txt", "15kg"),
    ("what time can we check in on the first night", "guesthouse_details.txt", "from 3pm"),
    ("what's the 24 hour number", "emergency_card.txt", "01242 555 019"),
    ("which day is the hardest", "company_email.txt", "Day 2"),
    ("how much is a taxi to skip a section", "company_email.txt", "£25"),
    ("is lunch included", None, ""),
    ("can we bring our dog", None, ""),
    ("is there a train back from Bath", None, ""),
]
