"""A new member's papers for a bridge club (the fiftieth session): the welcome letter, the club's
laws, the sessions as a table, the partner note and a text. Its validation folder is a player's
for a Scrabble club: the welcome email, the rules, the fees as CSV, the tournament note and a
message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Northgate Bridge Club. Your membership runs until 31 August and your club number is
0417. Annual membership is £30, and each session costs £4 on the night, table money included.
""",
    "club_laws.txt": """\
Mobile phones must be switched off in the card room. Players should arrive by 7:15pm so that
movements can be set. Disputes are settled by the tournament director, whose ruling is final.
""",
    "sessions.md": """\
# Weekly sessions

| night | session | start |
|---|---|---|
| Monday | supervised play for improvers | 7:30pm |
| Wednesday | duplicate pairs | 7:30pm |
| Friday | afternoon teams | 1:30pm |
""",
    "partner_note.txt": """\
If you need a partner, ring the partnership secretary, Margaret Lowe, on 07700 900 512 by noon on
the day. A host player is available on Mondays only.
""",
    "text.txt": """\
Hi Robin, the club dinner is on Saturday 29 November at the Crown, tickets £25 from Eric. Sue
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my membership run out", "welcome_letter.txt", "until 31 August"),
    ("what's my club number", "welcome_letter.txt", "0417"),
    ("how much is a session", "welcome_letter.txt", "£4 on the night"),
    ("what time should I get there", "club_laws.txt", "by 7:15pm"),
    ("who settles disputes", "club_laws.txt", "the tournament director"),
    ("when are the teams", "sessions.md", "Friday"),
    ("what time does duplicate pairs start", "sessions.md", "7:30pm"),
    ("what's on on Monday", "sessions.md", "supervised play for improvers"),
    ("who do I ring if I need a partner", "partner_note.txt", "Margaret Lowe"),
    ("when is there a host player", "partner_note.txt", "on Mondays only"),
    ("when is the club dinner", "text.txt", "Saturday 29 November"),
    ("how much are dinner tickets", "text.txt", "£25"),
    ("are there lessons for beginners", None, ""),
    ("is there a dress code", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Hi Tom, welcome to the Riverside Scrabble Club! We meet in the back room of the Ship Inn
every second Tuesday at 7pm. Your first three visits are free.
""",
    "rules.txt": """\
We play by the Collins Scrabble Words list. Each player has 25 minutes on the clock for a game,
and a challenged word that is not valid costs the challenger 5 points.
""",
    "fees.csv": """\
item,fee
yearly membership,£20
club night,£3
junior membership,free
""",
    "tournament_note.txt": """\
The club's spring tournament is on Saturday 14 March, six games, entry £12. Bring your own board
if you have one.
""",
    "message.txt": """\
Hi Tom, I can give you a lift on Tuesday, I'll pick you up at 6:40 by the library. Jan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where do they meet", "welcome_email.txt", "in the back room of the Ship Inn"),
    ("how often do they meet", "welcome_email.txt", "every second Tuesday at 7pm"),
    ("do I pay for my first visit", "welcome_email.txt", "Your first three visits are free"),
    ("which word list do they use", "rules.txt", "Collins Scrabble Words"),
    ("how long do I get for a game", "rules.txt", "25 minutes on the clock"),
    ("how much is a club night", "fees.csv", "£3"),
    ("what does yearly membership cost", "fees.csv", "£20"),
    ("when is the tournament", "tournament_note.txt", "Saturday 14 March"),
    ("how much to enter the tournament", "tournament_note.txt", "entry £12"),
    ("what time is my lift", "message.txt", "6:40"),
    ("is there a bar", None, ""),
    ("can I bring my children", None, ""),
]
