"""A cricket club member's papers (the thirty-sixth session, written before the tool was run on
them): the membership confirmation, the fixtures as CSV, the club rules, the subs and match fees as
CSV, the nets timetable and the captain's message. Its validation folder is a tennis club
member's: the welcome letter, the court booking rules, the coaching timetable as CSV, the fees,
the club night notice and the committee's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership.txt": """\
Ellerby Cricket Club: membership confirmed

Member: Sam Whitaker
Category: Playing adult
Season: April to September 2027
Membership number: ECC-0412
Your subs of £120 have been received, thank you.
""",
    "fixtures.csv": """\
date,opponent,venue,start
2027-05-01,Hartley CC,home,13:00
2027-05-08,Brookside CC,away,13:30
2027-05-15,Ashby Town,home,13:00
2027-05-22,Westfield CC,away,12:30
""",
    "club_rules.md": """\
# Club rules

- Whites must be worn in all league matches; coloured clothing is fine for nets
- Players must arrive 45 minutes before the start for home games
- Helmets must be worn by all batters under 18
- Alcohol may only be bought from the club bar

Any player who cannot play must tell the captain by Thursday evening.
""",
    "fees.csv": """\
fee,amount
Adult subs,£120
Match fee,£8
Junior subs,£45
Social member,£30
""",
    "nets.txt": """\
Nets

Indoor nets run on Tuesdays from 7pm to 9pm at Ellerby Sports Centre until the end of March. From April, outdoor nets are on Wednesdays at 6pm at the club.
""",
    "captain_message.txt": """\
Hi all, it's Raj (1st XI captain). Teas this season are £4 each, paid on the day. I need a scorer for the Brookside game, so shout if you can help. Car shares leave the club at 11:45 for away games.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my membership number", "membership.txt", "ECC-0412"),
    ("how much were my subs", "membership.txt", "£120"),
    ("who are we playing on 15 May", "fixtures.csv", "Ashby Town"),
    ("what time does the Westfield game start", "fixtures.csv", "12:30"),
    ("is the Brookside game home or away", "fixtures.csv", "away"),
    ("do I have to wear whites", "club_rules.md", "Whites must be worn in all league matches"),
    ("when should I get there for home games", "club_rules.md", "45 minutes before"),
    ("what if I can't play", "club_rules.md", "tell the captain by Thursday evening"),
    ("how much is the match fee", "fees.csv", "£8"),
    ("how much is junior membership", "fees.csv", "£45"),
    ("when are indoor nets", "nets.txt", "Tuesdays from 7pm to 9pm"),
    ("where are nets in April", "nets.txt", "at the club"),
    ("how much is tea", "captain_message.txt", "£4"),
    ("what time do car shares leave", "captain_message.txt", "11:45"),
    ("is there a junior section", "fees.csv", "Junior subs"),
    ("do I need my own bat", None, ""),
    ("is there a women's team", None, ""),
    ("can I bring my own beer", "club_rules.md", "only be bought from the club bar"),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Parkside Lawn Tennis Club

Dear Ms Adeyemi,

Welcome to the club! Your membership runs from 1 April 2027 to 31 March 2028. The gate code is 4471; please don't share it with non-members. Your key fob for the floodlights will be ready at the clubhouse from 10 April.
""",
    "court_rules.md": """\
# Court booking rules

- Courts are booked through the ClubSpark app, up to 7 days ahead
- Each booking is for one hour; you may book no more than two hours a day
- Floodlights are on until 10pm and cost £3 an hour
- Non-marking tennis shoes only

Guests may play up to 5 times a year, paying a £6 guest fee each time.
""",
    "coaching.csv": """\
session,day,time,coach
Adult beginners,Monday,19:00,Lucy Grant
Cardio tennis,Wednesday,18:30,Tom Reyes
Junior squad,Saturday,09:00,Lucy Grant
""",
    "fees.txt": """\
Fees for 2027-28

Adult membership is £210 a year, or £19 a month by direct debit. Couples pay £380. Coaching sessions cost £9 each for members.
""",
    "club_night.txt": """\
Club night is every Thursday from 6:30pm: turn up and you'll be put into doubles. It's free for members and there's a bar afterwards.
""",
    "committee_email.txt": """\
Dear members,

Courts 3 and 4 will be resurfaced from 12 to 16 May and closed that week. The summer tournament entry deadline is 30 June. Volunteers are needed for the open day on 24 April.

Parkside committee
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my membership run out", "welcome_letter.txt", "31 March 2028"),
    ("what's the gate code", "welcome_letter.txt", "4471"),
    ("when can I get my floodlight fob", "welcome_letter.txt", "10 April"),
    ("how far ahead can I book a court", "court_rules.md", "up to 7 days ahead"),
    ("how much are the floodlights", "court_rules.md", "£3 an hour"),
    ("can I bring a friend to play", "court_rules.md", "Guests may play up to 5 times a year"),
    ("who runs cardio tennis", "coaching.csv", "Tom Reyes"),
    ("what time is junior squad", "coaching.csv", "09:00"),
    ("how much is membership a month", "fees.txt", "£19 a month"),
    ("how much is a coaching session", "fees.txt", "£9"),
    ("when is club night", "club_night.txt", "every Thursday from 6:30pm"),
    ("does club night cost anything", "club_night.txt", "free for members"),
    ("when are courts 3 and 4 closed", "committee_email.txt", "12 to 16 May"),
    ("when do I need to enter the tournament by", "committee_email.txt", "30 June"),
    ("can I hire a racket", None, ""),
    ("is there a ball machine", None, ""),
    ("are there changing rooms", None, ""),
]
