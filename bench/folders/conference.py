"""A conference attendee's papers (the forty-first session): the registration confirmation, the
programme as a table, the venue guide, the dinner booking, the travel grant terms as CSV and the
organiser's email. Its validation folder is a trade show visitor's: the e-ticket, the floor plan
notes, the seminar times as CSV, the visitor rules, the hotel offer and the exhibitor's invitation,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_confirmation.txt": """\
UK Data Science Conference 2026: registration confirmed

Delegate: Dr Priya Nair, University of York. Registration type: early career, £180 paid.
Dates: 8 and 9 September, Manchester Central. Collect your badge at the registration desk from
8am on the first day; you will need your badge to enter every session.
""",
    "programme.md": """\
# Programme, day one

| time | session | room |
|---|---|---|
| 9.00am | opening keynote: data for the public good | Exchange Hall |
| 11.00am | parallel sessions A to D | Charter rooms 1 to 4 |
| 1.00pm | lunch and posters | Central Hall |
| 4.30pm | panel: careers outside academia | Exchange Hall |
""",
    "venue_guide.txt": """\
Venue guide

Manchester Central is a 5 minute walk from Deansgate station. Wifi network: UKDS2026, password
datapeople. There is a quiet room on the mezzanine and a cloakroom by the main entrance.
""",
    "dinner_booking.txt": """\
Conference dinner: Tuesday 8 September, 7.30pm at the Museum of Science and Industry. Your ticket
(£55) is booked, vegetarian. Dress is smart casual.
""",
    "travel_grants.csv": """\
grant,amount,deadline
early career travel grant,up to £150,31 July
carer's grant,up to £200,31 July
""",
    "organiser_email.txt": """\
From: Conference team
Speakers and poster presenters: posters must be A1 portrait and put up by 10am on day one. Please
take them down by 5pm on day two.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did I pay", "registration_confirmation.txt", "£180"),
    ("where is the conference", "registration_confirmation.txt", "Manchester Central"),
    ("when can I get my badge", "registration_confirmation.txt", "8am"),
    ("what time is the keynote", "programme.md", "9.00am"),
    ("where is lunch", "programme.md", "Central Hall"),
    ("what's the wifi password", "venue_guide.txt", "datapeople"),
    ("which station is nearest", "venue_guide.txt", "Deansgate"),
    ("is there somewhere quiet", "venue_guide.txt", "quiet room"),
    ("where is the dinner", "dinner_booking.txt", "Museum of Science and Industry"),
    ("what's the dress code for dinner", "dinner_booking.txt", "smart casual"),
    ("how much is the early career grant", "travel_grants.csv", "up to £150"),
    ("when is the deadline for the carer's grant", "travel_grants.csv", "31 July"),
    ("what size should my poster be", "organiser_email.txt", "A1 portrait"),
    ("when do I have to take my poster down", "organiser_email.txt", "5pm on day two"),
    ("is there a creche", None, ""),
    ("are the talks recorded", None, ""),
    ("can I bring a guest to dinner", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "e_ticket.txt": """\
The Kitchen & Bathroom Show, NEC Birmingham: visitor e-ticket

Visitor: Mark Ellis. Ticket ID KBS-55821. Valid for one day, 2 to 4 June. Show this ticket on your
phone at the entrance. Free to trade visitors; public tickets are £15.
""",
    "floor_plan_notes.txt": """\
The show is in Halls 3 and 4. The seminar theatre is at the back of Hall 4; the café is between the
two halls.
""",
    "seminar_times.csv": """\
time,seminar
10.30am,Designing for small bathrooms
12.00pm,Kitchen trends 2027
2.30pm,Selling to landlords
""",
    "visitor_rules.txt": """\
Visitor rules

Under 16s are not admitted. Trolleys and large bags must be left in the cloakroom.
""",
    "hotel_offer.txt": """\
Visitors get 15% off at the Hilton NEC with the code KBS15, if booked before 1 May.
""",
    "exhibitor_invite.txt": """\
From: Aqua Fittings Ltd
Come and see us on stand D42 in Hall 3. Our launch demo is at 11am each day, with free coffee.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my ticket ID", "e_ticket.txt", "KBS-55821"),
    ("how many days is my ticket for", "e_ticket.txt", "one day"),
    ("how much is a public ticket", "e_ticket.txt", "£15"),
    ("which halls is the show in", "floor_plan_notes.txt", "Halls 3 and 4"),
    ("where is the café", "floor_plan_notes.txt", "between the two halls"),
    ("what time is the kitchen trends seminar", "seminar_times.csv", "12.00pm"),
    ("can I bring my 12 year old", "visitor_rules.txt", "Under 16s are not admitted"),
    ("where do I leave my bag", "visitor_rules.txt", "cloakroom"),
    ("what's the hotel discount code", "hotel_offer.txt", "KBS15"),
    ("which stand are Aqua Fittings on", "exhibitor_invite.txt", "D42"),
    ("what time is their demo", "exhibitor_invite.txt", "11am"),
    ("is parking free", None, ""),
    ("can I buy things at the show", None, ""),
    ("is there wifi", None, ""),
]
