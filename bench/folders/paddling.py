"""A canoe club member's papers (the thirty-seventh session): the membership confirmation, the
session calendar as CSV, the safety rules, the boat hire prices as CSV, the river trip notice and
the membership secretary's email. Its validation folder is a sailing club member's: the
membership renewal, the race programme as CSV, the club rules, the boat park charges, the
training course booking and the commodore's newsletter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_confirmation.txt": """\
Millbrook Canoe Club

Membership number: MCC-2291
Member: Ruth Adeyemi
Type: Adult paddler
Annual fee: £85, paid 2 February 2027
Renewal due: 1 February 2028
Your key fob opens the boathouse; a lost fob costs £10 to replace.
""",
    "session_calendar.csv": """\
date,session,time,leader
2027-04-10,Beginners' taster,10:00,Gareth
2027-04-14,Club paddle,18:30,Sue
2027-04-17,Rolling practice (pool),19:00,Gareth
2027-04-24,Flat water skills,10:00,Amira
""",
    "safety_rules.md": """\
# Safety rules

1. Everyone wears a buoyancy aid on the water, whatever their experience.
2. Nobody paddles alone; there must be at least three boats on any trip.
3. Sign out on the whiteboard before you launch, and sign back in when you return.
4. Do not paddle if the river level gauge at the slipway reads above 1.2 m.
""",
    "boat_hire.csv": """\
boat,members,non_members
Single kayak,£5 per session,£15 per session
Open canoe (2 person),£8 per session,£25 per session
Stand-up paddleboard,£6 per session,£18 per session
""",
    "river_trip.txt": """\
River Wye trip, 5 to 6 June 2027

We'll paddle from Glasbury to Hay-on-Wye on the Saturday and camp at Hay overnight, then carry
on to Whitney on the Sunday. Cost £40, which covers camping and the minibus back. You need at
least a 2 Star award or the leader's say-so. Book with Gareth by 20 May.
""",
    "secretary_email.txt": """\
Hi Ruth, Jo (membership secretary) here. Your 2 Star assessment is booked for Sunday 9 May at
9:30. Bring a change of clothes and a packed lunch. The assessor is Dave Price.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my membership number", "membership_confirmation.txt", "MCC-2291"),
    ("when is my membership up for renewal", "membership_confirmation.txt", "1 February 2028"),
    ("how much does it cost if I lose my fob", "membership_confirmation.txt", "£10"),
    ("who is leading the club paddle", "session_calendar.csv", "Sue"),
    ("when is rolling practice", "session_calendar.csv", "2027-04-17"),
    ("do I have to wear a buoyancy aid", "safety_rules.md", "buoyancy aid"),
    ("can I go out on my own", "safety_rules.md", "Nobody paddles alone"),
    ("when is it too high to paddle", "safety_rules.md", "above 1.2 m"),
    ("how much is it to hire a paddleboard", "boat_hire.csv", "£6 per session"),
    ("how much does a non-member pay for an open canoe", "boat_hire.csv", "£25 per session"),
    ("where do we camp on the river trip", "river_trip.txt", "Hay"),
    ("how much is the Wye trip", "river_trip.txt", "£40"),
    ("who do I book the trip with", "river_trip.txt", "Gareth"),
    ("when is my 2 star assessment", "secretary_email.txt", "Sunday 9 May"),
    ("who is assessing me", "secretary_email.txt", "Dave Price"),
    ("is there a discount for students", None, ""),
    ("can I store my own kayak at the club", None, ""),
    ("do I need insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "renewal.txt": """\
Westlake Sailing Club: membership renewal

Member: Tom Brennan
Category: Family membership
Fee for 2027: £320, due by 31 March
Duty days: every member family does two safety boat duties a season.
""",
    "race_programme.csv": """\
date,race,start,officer
2027-05-02,Spring Series 1,11:00,Anne Moss
2027-05-09,Spring Series 2,11:00,Pete Lowe
2027-05-16,Pursuit race,14:00,Anne Moss
2027-05-23,Spring Series 3,11:00,Kate Rowe
""",
    "club_rules.md": """\
# Club rules

- Buoyancy aids must be worn by everyone afloat.
- Children under 12 must be with an adult member at all times.
- Dogs are welcome in the car park and on the lawn, but not in the clubhouse.
- The slipway is closed to sailors when the red flag is flying.
""",
    "boat_park.txt": """\
Boat park charges

A dinghy space costs £95 a year, and a trailer space £40. Spaces are given out in order of
application, and the waiting list is currently about six months.
""",
    "course_booking.txt": """\
RYA Level 2 Start Sailing course

Booked for: Isla Brennan
Dates: 12 to 13 June 2027, 9:30am to 4:30pm both days
Price: £210 (members' rate)
Bring a packed lunch, sun cream and shoes you don't mind getting wet.
""",
    "newsletter.txt": """\
From the commodore

The new changing rooms open on 1 May. Thanks to everyone who came to the work party. The annual
dinner is on Saturday 20 November at the Swan Hotel, tickets £35 from the bar.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the family membership", "renewal.txt", "£320"),
    ("when do I have to pay by", "renewal.txt", "31 March"),
    ("how many safety boat duties do we have to do", "renewal.txt", "two safety boat duties"),
    ("who is the race officer for the pursuit race", "race_programme.csv", "Anne Moss"),
    ("what time does the pursuit race start", "race_programme.csv", "14:00"),
    ("can my 10 year old sail on her own", "club_rules.md", "under 12 must be with an adult member"),
    ("can I bring the dog into the clubhouse", "club_rules.md", "not in the clubhouse"),
    ("what does the red flag mean", "club_rules.md", "slipway is closed"),
    ("how much is a dinghy space", "boat_park.txt", "£95 a year"),
    ("how long is the waiting list", "boat_park.txt", "six months"),
    ("when is Isla's course", "course_booking.txt", "12 to 13 June"),
    ("how much is the course", "course_booking.txt", "£210"),
    ("what should she bring", "course_booking.txt", "packed lunch"),
    ("when do the new changing rooms open", "newsletter.txt", "1 May"),
    ("where is the annual dinner", "newsletter.txt", "Swan Hotel"),
    ("is there a bar discount for members", None, ""),
    ("can we hire a club boat", None, ""),
    ("is there a junior membership", None, ""),
]
