"""A club cyclist's papers (the thirty-fourth session): the bike shop's service receipt, the club's
ride guide, the membership email, the ride calendar as CSV, the insurance summary and a ride
leader's message; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a swimming club member's: the welcome
letter, the pool rules, the session times as CSV, the fees, the gala entry form notes and the
coach's text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "service_receipt.txt": """\
Spoke & Chain Cycles
Service receipt

Bike: Ribble Endurance, grey
Service: gold service
Work done: new chain, new rear brake pads, gears indexed, wheels trued
Total: £119.00
Next service due: March

Your free 6 week check is included; just bring the bike in.
""",
    "ride_guide.md": """\
# Club ride guide

- Helmets must be worn on every club ride
- Bring a spare inner tube, a pump and a snack
- Mudguards are required on winter rides, November to March

Rides leave from the Market Cross. If it is icy, the ride is cancelled and posted on the WhatsApp group by 7am.
""",
    "membership_email.txt": """\
Hi Dev,

Welcome to Fenland Wheelers! Your membership number is FW-2291 and runs until 31 December. Membership is £30 a year and includes third party insurance through British Cycling.

Club kit can be ordered twice a year, in April and October.

Jo (membership secretary)
""",
    "ride_calendar.csv": """\
date,ride,distance,pace
Sunday 5 October,Café ride to Ely,55 km,steady
Sunday 12 October,Hills of the Wolds,90 km,brisk
Saturday 18 October,Beginners loop,30 km,easy
""",
    "insurance_summary.txt": """\
Insurance summary

Third party liability cover up to £10 million while cycling anywhere in the world. Legal expenses up to £50,000 if you are injured by someone else. Your own bike is not covered for theft or damage.
""",
    "leader_message.txt": """\
Mags: Sunday's ride will stop at the Bridge Café for coffee, and we'll regroup at the top of every climb. Lights front and back please, we'll be back after dark.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The receipt.
    ("how much was the service", "service_receipt.txt", "£119.00"),
    ("what did they do to the bike", "service_receipt.txt", "new chain"),
    ("when is the next service", "service_receipt.txt", "March"),
    ("is the 6 week check free", "service_receipt.txt", "free 6 week check"),
    # Riding.
    ("do I have to wear a helmet", "ride_guide.md", "Helmets must be worn"),
    ("what should I bring on a ride", "ride_guide.md", "spare inner tube"),
    ("do I need mudguards", "ride_guide.md", "winter rides"),
    ("where do rides start", "ride_guide.md", "Market Cross"),
    ("what if it's icy", "ride_guide.md", "ride is cancelled"),
    # Membership.
    ("what's my membership number", "membership_email.txt", "FW-2291"),
    ("how much is membership", "membership_email.txt", "£30 a year"),
    ("when can I order club kit", "membership_email.txt", "April and October"),
    # The calendar.
    ("how far is the ride to Ely", "ride_calendar.csv", "55 km"),
    ("when is the beginners ride", "ride_calendar.csv", "Saturday 18 October"),
    # Insurance.
    ("is my bike covered if it's stolen", "insurance_summary.txt", "not covered for theft"),
    ("how much liability cover do I have", "insurance_summary.txt", "£10 million"),
    # The leader.
    ("where are we stopping for coffee", "leader_message.txt", "Bridge Café"),
    ("do I need lights", "leader_message.txt", "Lights front and back"),
    # Subjects the papers never mention.
    ("is there a time trial this month", None, ""),
    ("can I bring my e-bike", None, ""),
    ("who won the club championship", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Riverside Swimming Club

Swimmer: Isla Moore
Squad: Junior development
Coach: Hannah Pike

Please arrive 10 minutes before your session and go to poolside only when the coach calls you.
""",
    "pool_rules.md": """\
# Pool rules

- Hats must be worn by all swimmers
- No jewellery in the water
- Parents watch from the balcony, not poolside

Lost property is kept at reception for two weeks.
""",
    "sessions.csv": """\
day,time,squad
Monday,5pm-6pm,Junior development
Wednesday,6pm-7pm,Junior development
Saturday,7am-8:30am,Performance
""",
    "fees.txt": """\
Fees

Junior development: £42 a month by direct debit. Swim England membership: £38 a year, paid in January. A club hat costs £8.
""",
    "gala_notes.txt": """\
Club gala

The club gala is on Sunday 16 March at Riverside Pool. Entries close on 1 March and cost £3 per race, up to four races.
""",
    "coach_text.txt": """\
Hannah: Isla did brilliantly with her tumble turns tonight! Please bring fins on Wednesday, we're doing kick sets.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("who is Isla's coach", "welcome_letter.txt", "Hannah Pike"),
    ("how early should we arrive", "welcome_letter.txt", "10 minutes"),
    # Rules.
    ("does she need a swim hat", "pool_rules.md", "Hats must be worn"),
    ("where do parents watch", "pool_rules.md", "balcony"),
    ("how long do they keep lost property", "pool_rules.md", "two weeks"),
    # Sessions.
    ("what time is Wednesday's session", "sessions.csv", "6pm-7pm"),
    # Fees.
    ("how much are the monthly fees", "fees.txt", "£42 a month"),
    ("how much is a club hat", "fees.txt", "£8"),
    # The gala.
    ("when is the gala", "gala_notes.txt", "Sunday 16 March"),
    ("how much per race", "gala_notes.txt", "£3"),
    # The coach.
    ("what does she need on Wednesday", "coach_text.txt", "fins"),
    # Subjects the papers never mention.
    ("is there a water polo team", None, ""),
    ("can I swim with her", None, ""),
    ("when are the county championships", None, ""),
]
