"""A driver's parking fine papers (the thirty-fourth session): the penalty charge notice, the
council's appeal guide, the resident permit letter, the pay and display tariff as CSV, the bailiff
warning leaflet and a neighbour's message; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a speeding
driver's: the notice of intended prosecution, the speed awareness course offer, the course
booking, the penalty options as CSV, the licence guide and the spouse's message, written at the
same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "penalty_charge_notice.txt": """\
Penalty Charge Notice

PCN number: WK48213377
Vehicle: LB19 XKT
Location: Station Road, bay 12
Date and time: 3 November, 14:52
Contravention: parked without a valid pay and display ticket

Penalty: £70. Pay within 14 days and it is reduced to £35.
If you do not pay or appeal within 28 days, the charge goes up to £105.
""",
    "appeal_guide.md": """\
# How to appeal

- Appeal online at the council's parking page, quoting your PCN number
- Send photos of any signs or your ticket
- Appeals must be made within 28 days of the notice

While your appeal is considered, the reduced rate stays open. If we reject your appeal, you can take it to the independent Traffic Penalty Tribunal.
""",
    "permit_letter.txt": """\
Resident parking permit

Your permit for zone K runs from 1 April to 31 March. It covers one vehicle only.

Visitor permits cost £2.50 a day and can be bought online.
""",
    "tariff.csv": """\
stay,price
Up to 1 hour,£1.50
Up to 2 hours,£2.80
Up to 4 hours,£5.00
""",
    "bailiff_leaflet.txt": """\
Unpaid penalties

If a charge is still unpaid after the charge certificate, we register the debt at the Traffic Enforcement Centre. Enforcement agents can then add fees of £75 or more.
""",
    "neighbour_message.txt": """\
Pat: The machine on Station Road was broken all last week, I took a photo of the out of order sign on the 3rd if that helps your appeal.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The notice.
    ("how much is the fine", "penalty_charge_notice.txt", "£70"),
    ("what if I pay quickly", "penalty_charge_notice.txt", "reduced to £35"),
    ("where was the car parked", "penalty_charge_notice.txt", "Station Road"),
    ("what's the PCN number", "penalty_charge_notice.txt", "WK48213377"),
    ("what happens if I don't pay", "penalty_charge_notice.txt", "£105"),
    # Appeals.
    ("how do I appeal", "appeal_guide.md", "online"),
    ("how long do I have to appeal", "appeal_guide.md", "within 28 days"),
    ("what if they reject my appeal", "appeal_guide.md", "Traffic Penalty Tribunal"),
    # The permit.
    ("when does my permit run out", "permit_letter.txt", "31 March"),
    ("how much is a visitor permit", "permit_letter.txt", "£2.50 a day"),
    ("can I use the permit for two cars", "permit_letter.txt", "one vehicle only"),
    # Tariff.
    ("how much is two hours parking", "tariff.csv", "£2.80"),
    # Bailiffs.
    ("how much can bailiffs add", "bailiff_leaflet.txt", "£75 or more"),
    # The neighbour.
    ("was the ticket machine working", "neighbour_message.txt", "broken"),
    ("who took a photo", "neighbour_message.txt", "Pat"),
    # Subjects the papers never mention.
    ("how many points will I get", None, ""),
    ("is there a blue badge space", None, ""),
    ("can I park on the pavement", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "intended_prosecution.txt": """\
Notice of Intended Prosecution

Driver: Chris Hale
Vehicle: MX20 PLD
Place: A38 northbound, Whitley
Speed recorded: 37 mph in a 30 mph limit
Date: 19 September, 08:14

You must name the driver within 28 days.
""",
    "course_offer.md": """\
# Speed awareness course

- The course costs £97
- It takes 2 hours 45 minutes, online or in a classroom
- You must book within 14 days of this offer

If you do the course, no points go on your licence.
""",
    "course_booking.txt": """\
Course booking

Course: online speed awareness
Date: Wednesday 15 October, 6pm
Link: sent by email the day before

You will need a webcam and your driving licence.
""",
    "penalty_options.csv": """\
option,outcome
Course,£97 and no points
Fixed penalty,£100 and 3 points
Court,fine up to £1000
""",
    "licence_guide.txt": """\
Points on your licence

Points stay on your licence for 4 years. If you get 12 or more points within 3 years you can be banned from driving.
""",
    "spouse_message.txt": """\
Dee: I've put your licence in the kitchen drawer. Don't forget the course clashes with Ellie's parents' evening.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The notice.
    ("how fast was I going", "intended_prosecution.txt", "37 mph"),
    ("where was I caught", "intended_prosecution.txt", "A38"),
    ("how long do I have to name the driver", "intended_prosecution.txt", "28 days"),
    # The course.
    ("how much is the course", "course_offer.md", "£97"),
    ("do I get points if I do the course", "course_offer.md", "no points"),
    ("how long is the course", "course_offer.md", "2 hours 45 minutes"),
    # The booking.
    ("when is my course", "course_booking.txt", "Wednesday 15 October"),
    ("what do I need for the course", "course_booking.txt", "webcam"),
    # Options.
    ("how many points for a fixed penalty", "penalty_options.csv", "3 points"),
    # Licence.
    ("how long do points last", "licence_guide.txt", "4 years"),
    # The spouse.
    ("where's my licence", "spouse_message.txt", "kitchen drawer"),
    # Subjects the papers never mention.
    ("can I get my car towed", None, ""),
    ("is the speed camera legal", None, ""),
    ("how much is my car insurance going up", None, ""),
]
