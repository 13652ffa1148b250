"""A tennis club member's papers (the thirty-eighth session): the membership renewal, the court
booking rules, the coaching timetable as CSV, the club night notice, the ladder results and the
captain's email. Its validation folder is a badminton club member's: the club information
sheet, the session rota, the shuttle and kit note, the league fixtures as CSV, the AGM notice
and the secretary's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_renewal.txt": """\
Elmfield Lawn Tennis Club: membership renewal 2027

Member: Chris Adeyemi
Category: Adult (playing)
Annual subscription: £265, due by 1 April 2027
Pay in two halves (£135 in April, £130 in October) by standing order if you prefer.
Members who have not renewed by 30 April lose their court booking access.
Your gate code for 2027 is 4417#.
""",
    "court_booking_rules.md": """\
# Court booking rules

- Book courts through the ClubSpark app, up to 7 days ahead
- Each member may hold one booking at a time, for up to 90 minutes
- Floodlights cost £4 an hour, paid in the app when you book after 5pm
- If you are not on court within 10 minutes of your start time, the booking is released
- Courts 1 and 2 are reserved for coaching on weekday mornings

Guests may play up to 6 times a year, at £6 per visit, with the member who invites them.
""",
    "coaching_timetable.csv": """\
session,day,time,coach,price
Adult beginners,Monday,19:00-20:00,Hannah,£9
Cardio tennis,Wednesday,18:30-19:30,Rob,£8
Women's improvers,Thursday,10:00-11:30,Hannah,£10
Junior squad (11-14),Saturday,09:00-10:30,Rob,£7
""",
    "club_night_notice.txt": """\
Club night

Club night is every Tuesday from 6:30pm. It's mixed doubles, and the organiser makes up the
pairs as people arrive, so you don't need a partner. New balls are provided. Please bring £2 for
the ball fund.
""",
    "ladder_results.md": """\
# Singles ladder, March 2027

| position | player | played | won |
|---|---|---|---|
| 1 | Marta Kowal | 6 | 6 |
| 2 | Chris Adeyemi | 6 | 4 |
| 3 | Dev Sharma | 5 | 3 |
| 4 | Olly Grant | 6 | 1 |

Challenge anyone up to two places above you. Matches are best of three tie-break sets.
""",
    "captain_email.txt": """\
Hi Chris, you're in the men's second team for the match against Hartfield on Sunday 18 April,
home, 2pm start. Please be at the club by 1:30. Whites aren't required for league matches, but
wear the club shirt if you have one. Tea afterwards is £3. Let me know by Wednesday if you
can't play. Tom (men's captain)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the subscription this year", "membership_renewal.txt", "£265"),
    ("when do I have to renew by", "membership_renewal.txt", "1 April 2027"),
    ("can I pay in instalments", "membership_renewal.txt", "two halves"),
    ("what's the gate code", "membership_renewal.txt", "4417#"),
    ("how far ahead can I book a court", "court_booking_rules.md", "up to 7 days ahead"),
    ("how much are the floodlights", "court_booking_rules.md", "£4 an hour"),
    ("what happens if I'm late for my court", "court_booking_rules.md", "booking is released"),
    ("how much does a guest pay", "court_booking_rules.md", "£6 per visit"),
    ("who runs cardio tennis", "coaching_timetable.csv", "Rob"),
    ("what time is the adult beginners session", "coaching_timetable.csv", "19:00-20:00"),
    ("how much is the junior squad", "coaching_timetable.csv", "£7"),
    ("when is club night", "club_night_notice.txt", "every Tuesday from 6:30pm"),
    ("do I need a partner for club night", "club_night_notice.txt", "you don't need a partner"),
    ("who is top of the ladder", "ladder_results.md", "Marta Kowal"),
    ("how many matches has Dev played", "ladder_results.md", "5"),
    ("who can I challenge", "ladder_results.md", "up to two places above you"),
    ("when is the Hartfield match", "captain_email.txt", "Sunday 18 April"),
    ("do I have to wear whites", "captain_email.txt", "Whites aren't required"),
    ("how much is tea after the match", "captain_email.txt", "£3"),
    ("is there a bar at the club", None, ""),
    ("can I hire a racket", None, ""),
    ("are dogs allowed at the club", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "club_information.txt": """\
Northgate Badminton Club

We play at Northgate Sports Centre, which has six courts. Adult membership is £120 a year, plus
£4 per session on the night. New players can come to three sessions before joining. Non-marking
indoor shoes must be worn; outdoor trainers damage the floor.
""",
    "session_rota.md": """\
# Club sessions

| night | time | who |
|---|---|---|
| Monday | 8pm to 10pm | all members, social play |
| Wednesday | 7pm to 8:30pm | beginners and improvers, with coaching |
| Friday | 8pm to 10pm | league squad practice |

Courts are allocated by the peg board: put your name peg on the board and wait your turn.
""",
    "shuttles_and_kit.txt": """\
Shuttles and kit

The club provides feather shuttles for league matches and plastic shuttles for social nights.
Spare rackets can be borrowed from the cupboard by the door. Club shirts are £22 from Julie.
""",
    "league_fixtures.csv": """\
date,opponent,venue,team
2027-10-06,Westbrook A,Home,Mixed 1
2027-10-20,Riverside,Away,Mixed 1
2027-11-03,St Luke's,Home,Mixed 2
2027-11-17,Westbrook B,Away,Mixed 2
""",
    "agm_notice.txt": """\
Notice of Annual General Meeting

The AGM will be held on Monday 13 September 2027 at 7:30pm in the sports centre's meeting room,
before play. Proposals for the agenda must reach the secretary by 30 August. The committee
proposes raising the session fee to £4.50 from January.
""",
    "secretary_email.txt": """\
Hi Amir, welcome to the club! Your membership card will be ready to collect from the front desk
next Monday. If you want to play in the league, speak to Carl, the team captain, on a Friday
night. Jess (Secretary)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "club_information.txt", "£120 a year"),
    ("how many times can I come before I join", "club_information.txt", "three sessions"),
    ("can I wear my running shoes", "club_information.txt", "Non-marking indoor shoes"),
    ("what night is for beginners", "session_rota.md", "Wednesday"),
    ("what time does Monday club night finish", "session_rota.md", "10pm"),
    ("how do I get a court", "session_rota.md", "peg board"),
    ("do I need to bring shuttles", "shuttles_and_kit.txt", "The club provides"),
    ("can I borrow a racket", "shuttles_and_kit.txt", "Spare rackets can be borrowed"),
    ("how much is a club shirt", "shuttles_and_kit.txt", "£22"),
    ("who do we play on 3 November", "league_fixtures.csv", "St Luke's"),
    ("is the Riverside match home or away", "league_fixtures.csv", "Away"),
    ("when is the AGM", "agm_notice.txt", "Monday 13 September 2027"),
    ("what's the session fee going up to", "agm_notice.txt", "£4.50"),
    ("where do I pick up my membership card", "secretary_email.txt", "front desk"),
    ("who do I talk to about playing in the league", "secretary_email.txt", "Carl"),
    ("is there a junior section", None, ""),
    ("can I park at the sports centre", None, ""),
    ("is there a discount for students", None, ""),
]
