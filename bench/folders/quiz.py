"""A pub quiz team captain's papers (the forty-first session): the league rules, the fixtures as a
table, the scoring notes, the team fees as CSV, the landlord's email and the league secretary's
message. Its validation folder is a darts league player's: the league handbook, the fixtures as
CSV, the match format, the registration letter, the venue list and the captain's text, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "league_rules.txt": """\
Calder Valley Quiz League: rules

Teams are of up to six players, with no more than four answering in any one match. Phones must be
switched off and kept in a pocket; a team seen using a phone loses the round. Matches start at
8.30pm sharp. The quizmaster's answer is final, but a team may query it in writing within 48 hours.
""",
    "fixtures.md": """\
# Fixtures (autumn)

| date | home | away | venue |
|---|---|---|---|
| 2 October | The Shoulder of Mutton | Quizzy Rascals | Shoulder of Mutton, Hebden Bridge |
| 9 October | Quizzy Rascals | The Know-Alls | White Lion, Todmorden |
| 16 October | The Know-Alls | Quizzy Rascals | Trades Club, Hebden Bridge |
""",
    "scoring_notes.txt": """\
Scoring

Eight rounds of ten questions. Two points for a right answer, one point for a right answer taken
over from the other team. Picture rounds are answered on paper and marked at half time.
""",
    "team_fees.csv": """\
fee,amount,due
league entry per team,£40,1 September
player registration,£5 each,1 September
late registration,£10 each,after 1 September
""",
    "landlord_email.txt": """\
From: Gary at the White Lion
Happy to host on the 9th. We'll put out chips and sandwiches at half time for both teams, on the
house. The function room is upstairs, there's no lift, sorry.
""",
    "secretary_message.txt": """\
League secretary: the AGM is on Tuesday 23 September at the Trades Club, 7.30pm. Each team must send
at least one member. Results should be texted to me by 11pm on match night.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many can be in a team", "league_rules.txt", "up to six players"),
    ("how many can play in a match", "league_rules.txt", "no more than four"),
    ("what happens if someone uses their phone", "league_rules.txt", "loses the round"),
    ("what time do matches start", "league_rules.txt", "8.30pm"),
    ("can we challenge an answer", "league_rules.txt", "query it in writing within 48 hours"),
    ("who are we playing on 9 October", "fixtures.md", "The Know-Alls"),
    ("where is the match on 16 October", "fixtures.md", "Trades Club"),
    ("how many rounds are there", "scoring_notes.txt", "Eight rounds"),
    ("how many points for a right answer", "scoring_notes.txt", "Two points"),
    ("when are the picture rounds marked", "scoring_notes.txt", "at half time"),
    ("how much is league entry", "team_fees.csv", "£40"),
    ("how much is it to register a player", "team_fees.csv", "£5 each"),
    ("is there food at the White Lion", "landlord_email.txt", "chips and sandwiches"),
    ("is there a lift", "landlord_email.txt", "no lift"),
    ("when is the AGM", "secretary_message.txt", "Tuesday 23 September"),
    ("how do we send the results", "secretary_message.txt", "texted"),
    ("is there a prize for winning the league", None, ""),
    ("can we bring a dog to the pub", None, ""),
    ("who writes the questions", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "league_handbook.txt": """\
Wharfedale Darts League handbook

Each match is six singles and three pairs, all 501, double out. Players must be registered by the
first Friday of the season. Dress code: no football shirts in the match area.
""",
    "fixtures.csv": """\
date,home,away
3 September,Fox and Hounds,Red Lion
10 September,Red Lion,Black Bull
17 September,Black Bull,Red Lion
""",
    "match_format.txt": """\
Match format

Matches start at 8pm. Home team provides the scorer for the first leg and chalks alternate legs. A
match won scores two league points; a draw one point each.
""",
    "registration_letter.txt": """\
Dear Sam, your registration for the Red Lion team is confirmed. Your player number is WDL-0447. The
fee of £8 has been received, thank you.
""",
    "venues.txt": """\
Venues: Red Lion, Bridge Street, Otley. Black Bull, Market Place, Otley. Fox and Hounds, Main
Street, Burley.
""",
    "captain_text.txt": """\
Captain: need everyone at the Black Bull by 7.30 on the 10th for practice throws. Bring your own
darts, the house ones are rubbish.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many singles are there", "league_handbook.txt", "six singles"),
    ("can I wear a football shirt", "league_handbook.txt", "no football shirts"),
    ("who are we playing on 17 September", "fixtures.csv", "Black Bull"),
    ("what time do matches start", "match_format.txt", "8pm"),
    ("how many points for a win", "match_format.txt", "two league points"),
    ("what's my player number", "registration_letter.txt", "WDL-0447"),
    ("how much was the fee", "registration_letter.txt", "£8"),
    ("where is the Fox and Hounds", "venues.txt", "Burley"),
    ("what time do I need to be at the Black Bull", "captain_text.txt", "7.30"),
    ("do I need my own darts", "captain_text.txt", "Bring your own"),
    ("when do players have to be registered", "league_handbook.txt", "first Friday of the season"),
    ("is there a trophy night", None, ""),
    ("can under 18s play", None, ""),
    ("is there food after the match", None, ""),
]
