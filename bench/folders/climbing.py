"""A climbing wall user's papers (the thirty-fourth session): the induction booking, the wall
rules, the prices as CSV, the membership terms, the kids' club letter and the instructor's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a trampoline park visitor's: the booking, the
park rules, the sessions and prices as CSV, the waiver notes, the party package and the venue's
email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "induction_booking.txt": """\
Induction booking

Name: Leo Haddad
Session: bouldering induction
Date: Thursday 3 April, 6:30pm
Length: 45 minutes
Price: £15, includes shoe hire

After the induction you can climb on your own straight away.
""",
    "wall_rules.md": """\
# Wall rules

- No climbing above another climber
- Chalk balls only, no loose chalk
- Under 18s must be with a registered adult unless they hold a junior pass

Brush the holds after use. Report any loose hold to the front desk.
""",
    "prices.csv": """\
ticket,peak,off-peak
Adult entry,£13,£10
Student entry,£11,£8
Shoe hire,£4,£4
""",
    "membership_terms.txt": """\
Membership

Monthly membership is £52 with unlimited climbing and free yoga classes. Cancel with one month's notice. You can freeze your membership for up to 3 months a year for injury.

Off-peak is before 4pm on weekdays.
""",
    "kids_club_letter.txt": """\
Kids' club

Kids' club runs on Saturdays from 9am to 10:30am for ages 6 to 12. It costs £60 for a six-week block. Children should wear loose clothing and bring a water bottle.
""",
    "instructor_message.txt": """\
Ravi: Good session Leo! Next step is the top rope course, which takes two evenings. Your fingers will be sore for a few days, so don't overdo it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The induction.
    ("when is my induction", "induction_booking.txt", "Thursday 3 April"),
    ("how long is the induction", "induction_booking.txt", "45 minutes"),
    ("is shoe hire included", "induction_booking.txt", "includes shoe hire"),
    # Rules.
    ("can I use loose chalk", "wall_rules.md", "no loose chalk"),
    ("can my 16 year old climb on his own", "wall_rules.md", "junior pass"),
    ("what do I do if a hold is loose", "wall_rules.md", "front desk"),
    # Prices.
    ("how much is student entry off-peak", "prices.csv", "£8"),
    ("how much is shoe hire", "prices.csv", "£4"),
    # Membership.
    ("how much is monthly membership", "membership_terms.txt", "£52"),
    ("how do I cancel my membership", "membership_terms.txt", "one month's notice"),
    ("can I freeze my membership if I'm injured", "membership_terms.txt", "up to 3 months"),
    ("when is off-peak", "membership_terms.txt", "before 4pm on weekdays"),
    ("is yoga included", "membership_terms.txt", "free yoga classes"),
    # Kids' club.
    ("what age is kids' club for", "kids_club_letter.txt", "6 to 12"),
    ("how much is kids' club", "kids_club_letter.txt", "£60"),
    ("what should my daughter wear", "kids_club_letter.txt", "loose clothing"),
    # The instructor.
    ("what's the next course", "instructor_message.txt", "top rope course"),
    # Subjects the papers never mention.
    ("is there a café", None, ""),
    ("can I bring my own rope", None, ""),
    ("do you have showers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booking

Name: Kerry Walsh
Session: Saturday 15 March, 11am
Jumpers: 3
Total: £42
Grip socks: 3 pairs, £2.50 each, paid
""",
    "park_rules.md": """\
# Park rules

- One person per trampoline
- No somersaults unless on the stunt zone with a marshal
- Empty pockets before jumping

Under 5s may only jump in the Little Bouncers session.
""",
    "sessions.csv": """\
session,length,price
Open jump,60 minutes,£14
Little Bouncers,45 minutes,£8
Fitness class,45 minutes,£10
""",
    "waiver_notes.txt": """\
Waivers

Everyone who jumps needs a waiver. Under 18s need a parent or guardian to sign it. Waivers last for 12 months.
""",
    "party_package.txt": """\
Parties

Party packages are for 10 to 20 jumpers, with an hour of jumping and 45 minutes in the party room. £19.50 per child, including food and a drink.
""",
    "venue_email.txt": """\
Hi Kerry,

Please arrive 20 minutes early to collect wristbands. Lockers take £1 coins, which you get back.

Bounce Zone team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time is our session", "booking.txt", "11am"),
    ("how much did we pay", "booking.txt", "£42"),
    # Rules.
    ("can he do somersaults", "park_rules.md", "stunt zone"),
    ("can my 3 year old jump", "park_rules.md", "Little Bouncers"),
    # Sessions.
    ("how long is open jump", "sessions.csv", "60 minutes"),
    ("how much is the fitness class", "sessions.csv", "£10"),
    # Waivers.
    ("who has to sign the waiver", "waiver_notes.txt", "parent or guardian"),
    ("how long does a waiver last", "waiver_notes.txt", "12 months"),
    # Parties.
    ("how much is a party per child", "party_package.txt", "£19.50"),
    ("how many kids for a party", "party_package.txt", "10 to 20"),
    # The venue.
    ("how early should we get there", "venue_email.txt", "20 minutes early"),
    ("do the lockers need coins", "venue_email.txt", "£1 coins"),
    # Subjects the papers never mention.
    ("is there a café", None, ""),
    ("can adults jump too", None, ""),
    ("is there a discount for siblings", None, ""),
]
