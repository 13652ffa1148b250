"""An amateur football team manager's papers (the thirty-third session): the league rules, the
fixtures as CSV, the pitch booking, the referee fees notice, the players' subs list and the
league secretary's email; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a netball team captain's: the
league handbook, the match schedule as CSV, the court hire invoice, the umpiring rota, the kit
order and the club chair's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "league_rules.md": """\
# Sunday League rules

- Kick-off: 10:30am unless both clubs agree otherwise
- Squad: up to 16 players named on the team sheet
- Substitutions: rolling, unlimited

Results must be entered on the league website by 6pm on the day of the match. A team that fails to turn up is fined £50 and the match is awarded to the opponents 3-0.

Players must be registered with the league at least 48 hours before they play.
""",
    "fixtures.csv": """\
date,opponent,venue
2027-09-05,Red Lion FC,home
2027-09-12,Albion Athletic,away
2027-09-19,Kingsway Rovers,home
2027-09-26,Park Lane United,away
""",
    "pitch_booking.txt": """\
Pitch booking

Club: Hollins Park FC
Pitch: Hollins Park, pitch 2
Season: September to April, Sunday mornings
Cost: £42 a match, invoiced monthly

Goal nets are in the container by the changing rooms; the key is kept by the park warden.
""",
    "referee_fees.txt": """\
Referee fees

The home team pays the referee £40 in cash before kick-off. If no referee is appointed, the home club must provide someone to referee.
""",
    "subs_list.txt": """\
Player subs

Match subs are £8 a game, or £5 for students. Subs are due on the day, before kick-off.

Players more than three games behind on subs will not be picked until they pay.
""",
    "secretary_email.txt": """\
Hi Dan,

The league cup draw is on Tuesday 14 September; you're away to Market Tavern in round one.

Please send me your club's first aid kit check by the end of the month.

Pat (league secretary)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The rules.
    ("what time is kick off", "league_rules.md", "10:30am"),
    ("how many players can we name", "league_rules.md", "up to 16 players"),
    ("when do results need to be in", "league_rules.md", "6pm"),
    ("what happens if we don't turn up", "league_rules.md", "fined £50"),
    ("how long before a game does a new player need registering", "league_rules.md", "48 hours"),
    # Fixtures.
    ("who are we playing on the 19th", "fixtures.csv", "Kingsway Rovers"),
    ("are we home or away against Albion", "fixtures.csv", "away"),
    # The pitch.
    ("which pitch are we on", "pitch_booking.txt", "pitch 2"),
    ("how much is the pitch", "pitch_booking.txt", "£42 a match"),
    ("where are the goal nets", "pitch_booking.txt", "container by the changing rooms"),
    # Referees.
    ("how much is the ref", "referee_fees.txt", "£40"),
    ("who pays the referee", "referee_fees.txt", "home team"),
    ("what if there's no ref", "referee_fees.txt", "provide someone to referee"),
    # Subs.
    ("how much are match subs", "subs_list.txt", "£8 a game"),
    ("do students pay less", "subs_list.txt", "£5 for students"),
    ("what if a player doesn't pay subs", "subs_list.txt", "will not be picked"),
    # The secretary.
    ("who are we playing in the cup", "secretary_email.txt", "Market Tavern"),
    ("when is the cup draw", "secretary_email.txt", "Tuesday 14 September"),
    ("what does Pat need from me", "secretary_email.txt", "first aid kit check"),
    # Subjects the papers never mention.
    ("are there showers at the ground", None, ""),
    ("can we play a friendly in the summer", None, ""),
    ("how much is a yellow card fine", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "league_handbook.md": """\
# Monday Night Netball League handbook

- Matches: 4 quarters of 10 minutes
- Teams: 7 on court, up to 12 in a squad
- Bibs: provided by the home team

Teams must provide a qualified umpire for one match each evening. Forfeits cost £30 and must be notified by 12 noon on the day.
""",
    "schedule.csv": """\
date,opponent,court,time
2027-10-04,Jets,Court 1,19:40
2027-10-11,Storm,Court 3,20:20
2027-10-18,Comets,Court 2,19:00
""",
    "court_invoice.txt": """\
Invoice

Court hire, autumn term (10 weeks): £360
Due by: 30 September
Pay to: Riverside Sports Centre, by bank transfer
""",
    "umpiring_rota.txt": """\
Umpiring rota

Our team umpires on 11 October and 8 November. Kate and Lou hold the C award and can umpire; anyone else needs to do the course first.
""",
    "kit_order.txt": """\
Kit order

Dresses are £28 each and skorts £18. Orders and payment to Jo by 1 October; the kit arrives about 4 weeks later.
""",
    "chair_email.txt": """\
Hi captains,

Subs for the term are £45 per player and pay for the court and umpire training. The Christmas social is on 13 December at the Crown.

Sam (club chair)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The handbook.
    ("how long is a quarter", "league_handbook.md", "10 minutes"),
    ("how many can be in the squad", "league_handbook.md", "up to 12"),
    ("who brings the bibs", "league_handbook.md", "home team"),
    ("what if we can't get a team out", "league_handbook.md", "£30"),
    # Schedule.
    ("what court are we on against Storm", "schedule.csv", "Court 3"),
    ("what time is the game on the 18th", "schedule.csv", "19:00"),
    # The invoice.
    ("how much is court hire", "court_invoice.txt", "£360"),
    ("when does the court hire need paying", "court_invoice.txt", "30 September"),
    # Umpiring.
    ("when are we umpiring", "umpiring_rota.txt", "11 October"),
    ("who can umpire", "umpiring_rota.txt", "Kate and Lou"),
    # Kit.
    ("how much is a dress", "kit_order.txt", "£28"),
    ("when does the kit order need to be in", "kit_order.txt", "1 October"),
    # The chair.
    ("how much are subs", "chair_email.txt", "£45"),
    ("when is the Christmas social", "chair_email.txt", "13 December"),
    # Subjects the papers never mention.
    ("is there a bar at the sports centre", None, ""),
    ("can men play in the league", None, ""),
    ("what are the prizes at the end of the season", None, ""),
]
