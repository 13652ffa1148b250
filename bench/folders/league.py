"""A five-a-side league player's papers (the thirty-fourth session): the team registration, the
league rules, the fixtures as CSV, the fees, the discipline notice and the captain's message; fit,
its questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a netball league player's: the team entry, the rules, the
fixtures as CSV, the umpiring rota, the match fees and the captain's text, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration.txt": """\
Team registration

Team: Dynamo Kiev-ish
League: Tuesday night, division 2
Venue: Goals Leeds South
Captain: Marcus Boyle
Squad size: up to 10 players
""",
    "league_rules.md": """\
# League rules

- Games are 40 minutes, two halves of 20
- Rolling substitutions
- No slide tackles
- The ball cannot go above head height

Teams must be ready 5 minutes before kick-off. A team that does not turn up loses 5-0 and is fined £20.
""",
    "fixtures.csv": """\
date,kick off,opponent,pitch
Tuesday 7 January,7:40pm,Real Ale Madrid,Pitch 3
Tuesday 14 January,8:20pm,Inter Yer Dreams,Pitch 1
Tuesday 21 January,7:00pm,Net Results,Pitch 6
""",
    "fees.txt": """\
Fees

The match fee is £48 a game per team, paid to the venue on the night. The league entry fee of £40 is paid once a season.
""",
    "discipline_notice.txt": """\
Discipline

A yellow card means 2 minutes in the sin bin. A red card is a ban for the next game. Abuse of the referee means a ban of at least 4 games.
""",
    "captain_message.txt": """\
Marcus: Lads, we're on at 8:20 next week so get there by 8. Bring both kits, the home shirts are red and the away ones white. £5 each in cash for the match fee please.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The registration.
    ("what division are we in", "registration.txt", "division 2"),
    ("where do we play", "registration.txt", "Goals Leeds South"),
    ("how many players can we have", "registration.txt", "up to 10 players"),
    # Rules.
    ("how long are the games", "league_rules.md", "40 minutes"),
    ("are slide tackles allowed", "league_rules.md", "No slide tackles"),
    ("what happens if we don't turn up", "league_rules.md", "loses 5-0"),
    ("can the ball go over head height", "league_rules.md", "cannot go above head height"),
    # Fixtures.
    ("who are we playing on 21 January", "fixtures.csv", "Net Results"),
    ("what pitch are we on against Real Ale Madrid", "fixtures.csv", "Pitch 3"),
    ("what time is kick off on the 14th", "fixtures.csv", "8:20pm"),
    # Fees.
    ("how much is the match fee", "fees.txt", "£48"),
    ("how much is league entry", "fees.txt", "£40"),
    # Discipline.
    ("what happens if I get a red card", "discipline_notice.txt", "ban for the next game"),
    ("how long in the sin bin", "discipline_notice.txt", "2 minutes"),
    # The captain.
    ("what colour is the away kit", "captain_message.txt", "white"),
    ("how much do I owe the captain", "captain_message.txt", "£5 each"),
    ("what time should I get there", "captain_message.txt", "by 8"),
    # Subjects the papers never mention.
    ("who is top of the league", None, ""),
    ("is there a cup competition", None, ""),
    ("can we play on Thursdays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "team_entry.txt": """\
Team entry

Team: Hoops and Dreams
League: Wednesday mixed, division 1
Venue: Fairfield Sports Centre
Captain: Priya Nair
""",
    "league_rules.md": """\
# Rules

- Four quarters of 10 minutes
- At least two women on court at all times in mixed games
- Players must wear a bib showing their position

Rings, watches and earrings must be removed before play.
""",
    "fixtures.csv": """\
date,time,opponent,court
Wednesday 5 February,6:30pm,Bib Fortuna,Court 2
Wednesday 12 February,7:20pm,Goal Diggers,Court 1
""",
    "umpiring_rota.txt": """\
Umpiring

Each team provides an umpire for one game a week. Our turn: Wednesday 12 February at 6:30pm on Court 3. Umpires must hold at least a C award.
""",
    "match_fees.txt": """\
Match fees

£36 per team per game, paid online before the match. Teams that have not paid cannot play.
""",
    "captain_text.txt": """\
Priya: Can everyone bring a dark top for the team photo next week? And Sam, you're GA on Wednesday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The entry.
    ("which division are we in", "team_entry.txt", "division 1"),
    ("where are matches played", "team_entry.txt", "Fairfield Sports Centre"),
    # Rules.
    ("how long is a quarter", "league_rules.md", "10 minutes"),
    ("can I wear my watch", "league_rules.md", "must be removed"),
    ("how many women have to be on court", "league_rules.md", "At least two women"),
    # Fixtures.
    ("who do we play on 12 February", "fixtures.csv", "Goal Diggers"),
    ("what court are we on against Bib Fortuna", "fixtures.csv", "Court 2"),
    # Umpiring.
    ("when is our umpiring turn", "umpiring_rota.txt", "Wednesday 12 February"),
    ("what award do umpires need", "umpiring_rota.txt", "C award"),
    # Fees.
    ("how much is the match fee", "match_fees.txt", "£36"),
    ("what if we haven't paid", "match_fees.txt", "cannot play"),
    # The captain.
    ("what should I wear for the photo", "captain_text.txt", "dark top"),
    # Subjects the papers never mention.
    ("who is top of the league", None, ""),
    ("is there a social after the game", None, ""),
    ("can we play on Mondays", None, ""),
]
