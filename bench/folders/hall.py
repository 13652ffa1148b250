"""A village hall's bookings secretary's papers (the twenty-ninth session): the hall's hire
conditions, its fire safety notes, a premises licence summary, the cleaner's contract and the
bookings as CSV; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a cricket club's pavilion manager's: the
pavilion hire terms, the bar rules, the groundsman's agreement, the club's safeguarding
contacts and the season's fixtures as CSV, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hire_conditions.md": """\
# Ashby Green Village Hall — conditions of hire

- Main hall: £18 an hour; £15 for local groups
- Small room: £10 an hour
- Deposit: £100, returned within 7 days if the hall is left clean and undamaged

Bookings are confirmed only when the deposit is paid. Cancel at least 14 days before the booking for a full refund; after that the deposit is kept.

The hirer must be at least 21 years old. Music must stop by 11pm and the hall must be empty by 11:30pm.

No confetti, glitter or candles. Decorations may be fixed with Blu Tack only, never with nails or tape.
""",
    "fire_safety.txt": """\
Fire safety — notes for hirers

Maximum occupancy: 120 people standing, 80 seated at tables.

Keep both fire exits clear and unlocked while the hall is in use. The fire assembly point is the war memorial on the green.

Fire extinguishers are by the kitchen door and the stage. The fire alarm is tested every Monday at 9am.

The hirer must tell guests where the exits are at the start of any event.
""",
    "premises_licence.txt": """\
Premises licence summary

Premises: Ashby Green Village Hall
Licence number: PL/2019/0831
Designated premises supervisor: Graham Pike

Alcohol may be sold from 10am to 11pm, Monday to Saturday, and from 12 noon to 10:30pm on Sunday. Hirers who want to sell alcohol must apply for a temporary event notice at least 10 working days before the event.

Live music is permitted until 11pm. No under-18s at the bar.
""",
    "cleaning_contract.txt": """\
Cleaning contract — Ashby Green Village Hall

Contractor: Sparkle Cleaning Services
Contact: Denise Hall, 07700 900412
Visits: every Monday and Thursday morning
Rate: £16.50 an hour, invoiced monthly

The contractor cleans the main hall, kitchen and toilets, and restocks soap and paper towels. Deep cleans of the kitchen are done twice a year, in January and July.

Either party may end the contract with 1 month's written notice.
""",
    "bookings.csv": """\
date,hirer,room,hours
2027-03-06,Ashby Green WI,main hall,3
2027-03-07,Priya's 40th birthday,main hall,6
2027-03-09,Little Stars toddler group,small room,2
2027-03-13,Table tennis club,main hall,4
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The hire conditions.
    ("how much is it to hire the hall", "hire_conditions.md", "£18 an hour"),
    ("how much is the deposit", "hire_conditions.md", "£100"),
    ("when do I get the deposit back", "hire_conditions.md", "within 7 days"),
    ("can I get a refund if I cancel", "hire_conditions.md", "at least 14 days"),
    ("what time does the music have to stop", "hire_conditions.md", "11pm"),
    ("can we have candles on the tables", "hire_conditions.md", "No confetti, glitter or candles"),
    # The fire safety notes.
    ("how many people can the hall hold", "fire_safety.txt", "120 people"),
    ("where do we go if the alarm goes off", "fire_safety.txt", "war memorial"),
    ("when is the fire alarm tested", "fire_safety.txt", "every Monday at 9am"),
    ("where are the extinguishers", "fire_safety.txt", "kitchen door"),
    # The premises licence.
    ("can we sell drinks on a Sunday", "premises_licence.txt", "12 noon to 10:30pm"),
    ("who is the premises supervisor", "premises_licence.txt", "Graham Pike"),
    ("what do I need to run a bar at my party", "premises_licence.txt", "temporary event notice"),
    # The cleaning contract.
    ("when does the cleaner come", "cleaning_contract.txt", "every Monday and Thursday"),
    ("how much do we pay the cleaners", "cleaning_contract.txt", "£16.50 an hour"),
    ("when is the kitchen deep cleaned", "cleaning_contract.txt", "January and July"),
    ("how do we end the cleaning contract", "cleaning_contract.txt", "1 month"),
    # The bookings.
    ("who has the hall on 7 March", "bookings.csv", "Priya's 40th birthday"),
    ("how many hours is the table tennis club booked for", "bookings.csv", "4"),
    # Subjects the papers never mention.
    ("is there a piano", None, ""),
    ("can we bring a bouncy castle", None, ""),
    ("how much is the wifi", None, ""),
    ("do we need public liability insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pavilion_hire.md": """\
# Oakfield Cricket Club — pavilion hire

- Hire: £45 for a half day, £80 for a full day
- Club members: 20% off
- Capacity: 60 people

Hire is not available on match days between April and September. Bookings are made through the club secretary, Neil Barker.

The hirer is responsible for any damage, and the pitch square must not be walked on at any time.
""",
    "bar_rules.txt": """\
Pavilion bar rules

The bar is open on match days from 1pm until 30 minutes after stumps, and on Friday evenings from 6pm to 11pm.

Only trained bar volunteers may serve. Anyone who looks under 25 must show ID.

Takings are counted by two people and put in the safe before the bar is locked. The float is £50.
""",
    "groundsman_agreement.txt": """\
Groundsman agreement

Groundsman: Derek Holt
Pay: £2,400 for the season, paid in six monthly instalments from April
Duties: mowing the outfield twice a week, preparing match pitches, marking the creases

The groundsman decides whether the pitch is fit to play after rain. The club provides the mower and pays for its servicing each March.

Either side may end the agreement with 4 weeks' notice.
""",
    "safeguarding_contacts.md": """\
# Safeguarding — who to contact

- Club welfare officer: Amira Shah, 07700 900733
- County safeguarding lead: Paul Bennett
- In an emergency, always call 999 first

All coaches and team managers of junior sides need an enhanced DBS check, renewed every 3 years.

Juniors under 18 must not share changing rooms with adults at the same time.
""",
    "fixtures.csv": """\
date,opponent,home or away,start
2027-05-08,Barnby CC,home,1:30pm
2027-05-15,Elton Park,away,1:00pm
2027-05-22,Hadley Town,home,1:30pm
2027-05-29,Wetherall CC,away,2:00pm
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pavilion hire.
    ("how much is the pavilion for a full day", "pavilion_hire.md", "£80"),
    ("do members get a discount", "pavilion_hire.md", "20% off"),
    ("who do I book the pavilion with", "pavilion_hire.md", "Neil Barker"),
    ("can I hire it on a match day", "pavilion_hire.md", "not available on match days"),
    # The bar rules.
    ("when is the bar open on Fridays", "bar_rules.txt", "6pm to 11pm"),
    ("who has to show ID", "bar_rules.txt", "under 25"),
    ("how much is the float", "bar_rules.txt", "£50"),
    # The groundsman.
    ("how much is the groundsman paid", "groundsman_agreement.txt", "£2,400"),
    ("how often is the outfield mowed", "groundsman_agreement.txt", "twice a week"),
    ("who decides if we can play after rain", "groundsman_agreement.txt", "groundsman decides"),
    ("when is the mower serviced", "groundsman_agreement.txt", "each March"),
    # Safeguarding.
    ("who is the welfare officer", "safeguarding_contacts.md", "Amira Shah"),
    ("how often does a coach's DBS need renewing", "safeguarding_contacts.md", "every 3 years"),
    ("can juniors change with the adults", "safeguarding_contacts.md", "must not share changing rooms"),
    # The fixtures.
    ("who do we play on 22 May", "fixtures.csv", "Hadley Town"),
    ("what time does the Wetherall game start", "fixtures.csv", "2:00pm"),
    ("is the Elton Park game home or away", "fixtures.csv", "away"),
    # Subjects the papers never mention.
    ("how much are the nets", None, ""),
    ("is there a junior section for girls", None, ""),
    ("when is the annual dinner", None, ""),
    ("can we use the pavilion for a wedding", None, ""),
]
