"""A chess congress entrant's papers (the thirty-seventh session): the entry confirmation, the
round times as CSV, the tournament rules, the prize list, the venue notes and the arbiter's
email. Its validation folder is a quiz league team captain's: the league letter, the fixtures as
CSV, the quiz rules, the league fees, the venue list and the organiser's message, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Northbridge Chess Congress 2027

Player: Aisha Rahman
Section: Major (under 1850)
Rating: 1712
Entry fee paid: £32
Dates: Friday 15 to Sunday 17 October 2027
Your board number for round 1 will be posted on the noticeboard at 6:30pm on Friday.
""",
    "round_times.csv": """\
round,day,start
1,Friday,19:00
2,Saturday,10:00
3,Saturday,15:00
4,Sunday,09:30
5,Sunday,14:30
""",
    "rules.md": """\
# Tournament rules

Time control: 90 minutes for the whole game, plus 30 seconds a move from move one.

- Mobile phones must be switched off and left in your bag; a phone that rings loses the game.
- A player who arrives more than 30 minutes after the start of a round loses that game.
- You may take one half-point bye in rounds 1 to 4, if you ask before the end of round 1.
- Games are played under FIDE rules; the arbiter's decision is final.
""",
    "prizes.txt": """\
Prizes (Major section)

1st £200, 2nd £120, 3rd £60. There are grading prizes of £40 for the best score by a player
rated under 1600. Prizes are paid by bank transfer within two weeks.
""",
    "venue_notes.txt": """\
The congress is at Northbridge Town Hall, Market Square. Parking is free in the council car park
behind the hall after 6pm and at weekends. The café on the ground floor sells sandwiches and hot
drinks. The analysis room is the Committee Room on the first floor.
""",
    "arbiter_email.txt": """\
Dear players, Steve Ellis here, chief arbiter. Please bring your own clock if you have one: the
congress has only 40 spare. Scoresheets must be handed in at the end of each game, signed by both
players.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which section am I in", "entry_confirmation.txt", "Major"),
    ("what is my rating", "entry_confirmation.txt", "1712"),
    ("how much was the entry fee", "entry_confirmation.txt", "£32"),
    ("what time does round 1 start", "round_times.csv", "19:00"),
    ("when is round 4", "round_times.csv", "Sunday"),
    ("what's the time control", "rules.md", "90 minutes"),
    ("what happens if my phone rings", "rules.md", "loses the game"),
    ("how late can I turn up", "rules.md", "30 minutes"),
    ("can I take a bye", "rules.md", "one half-point bye"),
    ("how much is first prize", "prizes.txt", "£200"),
    ("how are prizes paid", "prizes.txt", "bank transfer"),
    ("where is the congress", "venue_notes.txt", "Northbridge Town Hall"),
    ("is there parking", "venue_notes.txt", "council car park"),
    ("where can I analyse my game", "venue_notes.txt", "Committee Room"),
    ("who is the chief arbiter", "arbiter_email.txt", "Steve Ellis"),
    ("should I bring a clock", "arbiter_email.txt", "bring your own clock"),
    ("is there a junior section", None, ""),
    ("can I get a refund if I withdraw", None, ""),
    ("is there a blitz tournament on Saturday night", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "league_letter.txt": """\
Eastfield Pub Quiz League, 2027-28 season

Dear Joe,

Your team, The Quizzly Bears, is in Division 2 this season. Matches are on Wednesday evenings,
starting at 8:30pm. Each team plays four players; you may name up to seven in your squad.
""",
    "fixtures.csv": """\
date,home,away,venue
2027-09-15,The Quizzly Bears,Les Quizerables,Red Lion
2027-09-22,Trivia Newton John,The Quizzly Bears,Crown and Anchor
2027-09-29,The Quizzly Bears,Agatha Quiztie,Red Lion
2027-10-06,Universally Challenged,The Quizzly Bears,Plough
""",
    "quiz_rules.md": """\
# Rules

- No phones at the table during a round; a team seen using one scores zero for that round.
- Each match has eight rounds of ten questions, with a picture round at half time.
- Answers are marked by the opposing captain and checked by the quizmaster.
- A tie is settled by a single nearest-number question.
""",
    "fees.txt": """\
League fees

Each team pays £40 for the season, due by the first match night. Pay the treasurer, Carol Diaz,
by bank transfer or cash. Teams that have not paid by 31 October are dropped from the league.
""",
    "venues.txt": """\
Venues

Red Lion, 14 High Street: quiz in the back room.
Crown and Anchor, Harbour Road: parking behind the pub.
Plough, Mill Lane: food served until 8pm.
""",
    "organiser_message.txt": """\
Hi captains, Neil here. The Christmas individual quiz is on 15 December at the Plough, £5 a head.
Results and tables will be on the league's Facebook page each Thursday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what division are we in", "league_letter.txt", "Division 2"),
    ("what time do matches start", "league_letter.txt", "8:30pm"),
    ("how many players can be in the squad", "league_letter.txt", "up to seven"),
    ("who are we playing on 29 September", "fixtures.csv", "Agatha Quiztie"),
    ("where is the match against Trivia Newton John", "fixtures.csv", "Crown and Anchor"),
    ("what happens if someone uses their phone", "quiz_rules.md", "scores zero for that round"),
    ("how many rounds are there", "quiz_rules.md", "eight rounds"),
    ("how is a tie decided", "quiz_rules.md", "nearest-number question"),
    ("how much are the league fees", "fees.txt", "£40"),
    ("who do we pay", "fees.txt", "Carol Diaz"),
    ("when do we have to pay by", "fees.txt", "first match night"),
    ("is there parking at the Crown and Anchor", "venues.txt", "parking behind the pub"),
    ("until when is food served at the Plough", "venues.txt", "8pm"),
    ("when is the Christmas quiz", "organiser_message.txt", "15 December"),
    ("where can I see the results", "organiser_message.txt", "Facebook page"),
    ("is there a prize for winning the league", None, ""),
    ("are children allowed in the pubs", None, ""),
    ("what is the dress code", None, ""),
]
