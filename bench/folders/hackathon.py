"""A hackathon participant's papers (the thirty-third session): the event guide, the schedule as
CSV, the rules and judging criteria, the prizes, the code of conduct and the team's chat
export; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a chess tournament player's: the entry confirmation,
the round times as CSV, the tournament rules, the prize fund, the venue notes and the arbiter's
email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "event_guide.md": """\
# CityHack 2027: event guide

- Venue: The Engine Works, 40 Canal Street
- Dates: Saturday 9 and Sunday 10 October
- Teams: 2 to 5 people

Doors open at 8:30am on Saturday. The building stays open overnight; bring a sleeping bag if you want to rest. Food and drinks are free throughout.
""",
    "schedule.csv": """\
day,time,what
Saturday,09:30,Kick-off talk
Saturday,10:30,Hacking starts
Sunday,12:00,Code freeze
Sunday,13:00,Demos
Sunday,16:00,Prizes
""",
    "rules.txt": """\
Rules and judging

All code must be written during the event; you may use open-source libraries. Each team gets 3 minutes to demo, then 2 minutes of questions.

Projects are judged on originality, technical difficulty, design and usefulness, each scored out of 10.
""",
    "prizes.txt": """\
Prizes

First place: £2,000 and a mentoring session with the sponsors. Second place: £1,000. Best use of open data: £500.

Prizes are paid to the team by bank transfer within 30 days.
""",
    "code_of_conduct.txt": """\
Code of conduct

Be respectful and inclusive. Harassment of any kind is not tolerated and may lead to removal from the event.

To report a problem, talk to anyone in an orange t-shirt or email safety@cityhack.example.
""",
    "team_chat.txt": """\
Maya: I'll bring the extension lead and a spare laptop charger.
Tom: I registered us as "Byte Club". Our table is number 12.
Maya: Let's meet at the front door at 8:15.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The guide.
    ("where is the hackathon", "event_guide.md", "The Engine Works"),
    ("how big can a team be", "event_guide.md", "2 to 5 people"),
    ("can we stay overnight", "event_guide.md", "open overnight"),
    ("is food included", "event_guide.md", "Food and drinks are free"),
    ("what time do doors open", "event_guide.md", "8:30am"),
    # The schedule.
    ("when is code freeze", "schedule.csv", "12:00"),
    ("what time are the demos", "schedule.csv", "13:00"),
    # Rules.
    ("can we use open source libraries", "rules.txt", "open-source libraries"),
    ("how long is the demo", "rules.txt", "3 minutes"),
    ("what are the judging criteria", "rules.txt", "originality"),
    # Prizes.
    ("what's first prize", "prizes.txt", "£2,000"),
    ("is there a prize for open data", "prizes.txt", "£500"),
    ("how do prizes get paid", "prizes.txt", "bank transfer"),
    # Conduct.
    ("how do I report harassment", "code_of_conduct.txt", "orange t-shirt"),
    # The team.
    ("what's our team name", "team_chat.txt", "Byte Club"),
    ("what table are we at", "team_chat.txt", "12"),
    ("where are we meeting", "team_chat.txt", "front door"),
    ("who is bringing the extension lead", "team_chat.txt", "Maya"),
    # Subjects the papers never mention.
    ("is there wifi", None, ""),
    ("can I bring my own monitor", None, ""),
    ("who are the judges", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Entry confirmation

Player: Daniel Okafor
Section: Major (under 1900)
Entry fee: £35, paid

The tournament is at the Westgate Hotel on 14 and 15 August. Please confirm your arrival at the control desk before 9:30am on Saturday.
""",
    "rounds.csv": """\
round,day,start
1,Saturday,10:00
2,Saturday,14:30
3,Saturday,19:00
4,Sunday,10:00
5,Sunday,14:30
""",
    "tournament_rules.md": """\
# Tournament rules

- Time control: 90 minutes for the game, plus 30 seconds a move
- Default time: 30 minutes
- Byes: up to two half-point byes, asked for before round 3

Mobile phones must be switched off and kept in a bag. A player whose phone rings loses the game.
""",
    "prize_fund.txt": """\
Prize fund

Major section: first £300, second £150, third £75. Grading prizes of £50 for the best score under 1700.
""",
    "venue_notes.txt": """\
Venue notes

Free parking for players in the hotel car park. The analysis room is on the first floor; no analysis in the playing hall.
""",
    "arbiter_email.txt": """\
Dear players,

Pairings for each round are posted on the noticeboard and online 30 minutes before the start.

If you will be late, phone the control desk on 01632 960 551.

Chief arbiter
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The entry.
    ("which section am I in", "entry_confirmation.txt", "Major"),
    ("where is the tournament", "entry_confirmation.txt", "Westgate Hotel"),
    ("when do I need to check in", "entry_confirmation.txt", "before 9:30am"),
    # Rounds.
    ("what time is round 3", "rounds.csv", "19:00"),
    ("when does round 4 start", "rounds.csv", "10:00"),
    # Rules.
    ("what's the time control", "tournament_rules.md", "90 minutes"),
    ("how late can I be before I default", "tournament_rules.md", "30 minutes"),
    ("can I take a bye", "tournament_rules.md", "half-point byes"),
    ("what happens if my phone rings", "tournament_rules.md", "loses the game"),
    # Prizes.
    ("what's first prize in the major", "prize_fund.txt", "£300"),
    # The venue.
    ("is parking free", "venue_notes.txt", "Free parking"),
    ("where can I analyse my game", "venue_notes.txt", "first floor"),
    # The arbiter.
    ("when are pairings posted", "arbiter_email.txt", "30 minutes before"),
    ("what if I'm running late", "arbiter_email.txt", "01632 960 551"),
    # Subjects the papers never mention.
    ("is the tournament rated by FIDE", None, ""),
    ("can I bring my own clock", None, ""),
    ("is there a junior section", None, ""),
]
