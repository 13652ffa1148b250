"""A new player's papers for a brass band (the fiftieth session): the welcome email, the band's
rules, the concert dates as a table, the uniform note and a text. Its validation folder is a
singer's for an amateur operatic society: the welcome letter, the rehearsal rules, the show dates
as CSV, the costume note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Hollins Green Brass Band, Chris! You'll be on second cornet.
Band practice is every Wednesday from 7:30 to 9:30pm at the band room behind the Methodist church.
Subs are £8 a month.
""",
    "band_rules.txt": """\
Players who miss three practices in a row without telling the secretary may lose their seat.
Band instruments on loan must be insured on your home insurance.
""",
    "concerts.md": """\
# Concerts

| date | event | place |
|---|---|---|
| 14 June | summer fete | Hollins Green village green |
| 12 July | brass on the bandstand | Queen's Park |
| 13 December | Christmas concert | St Mary's Church |
""",
    "uniform_note.txt": """\
For concerts we wear the red band jacket, black trousers or skirt, and black shoes. The jacket is
lent to you by the band; a deposit of £40 is returned when you give it back.
""",
    "text.txt": """\
Hi Chris, can you bring your own music stand on Saturday? We're short at the fete. Thanks, Graham
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what part am I playing", "welcome_email.txt", "second cornet"),
    ("when is band practice", "welcome_email.txt", "every Wednesday from 7:30 to 9:30pm"),
    ("how much are subs", "welcome_email.txt", "£8 a month"),
    ("what if I miss practices", "band_rules.txt", "may lose their seat"),
    ("do I need to insure my instrument", "band_rules.txt", "must be insured on your home insurance"),
    ("where is the Christmas concert", "concerts.md", "St Mary's Church"),
    ("when is brass on the bandstand", "concerts.md", "12 July"),
    ("what's on 14 June", "concerts.md", "summer fete"),
    ("what do we wear for concerts", "uniform_note.txt", "the red band jacket"),
    ("how much is the jacket deposit", "uniform_note.txt", "£40"),
    ("what do I need to bring on Saturday", "text.txt", "your own music stand"),
    ("is there a youth band", None, ""),
    ("do we get paid for concerts", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Dear Fiona, welcome to the Kingsmead Operatic Society. This season's show is
The Pirates of Penzance, and you have been cast in the chorus. Membership is £45 for the season.
""",
    "rehearsal_rules.txt": """\
Rehearsals are on Monday and Thursday evenings at 7:30pm in the school hall. Please learn your
music before the blocking rehearsals start in February.
""",
    "show_dates.csv": """\
date,performance,curtain up
18 April,opening night,7:30pm
19 April,matinee,2:30pm
19 April,evening,7:30pm
""",
    "costume_note.txt": """\
Costumes are hired from Stage Wardrobe in Leeds. The costume fitting is on Sunday 29 March at 11am.
You need to supply your own black character shoes.
""",
    "email.txt": """\
Hi all, each cast member is asked to sell at least ten tickets, which are £14 each. Thanks, Denise
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the show this season", "welcome_letter.txt", "The Pirates of Penzance"),
    ("what part have I got", "welcome_letter.txt", "in the chorus"),
    ("how much is membership", "welcome_letter.txt", "£45 for the season"),
    ("when are rehearsals", "rehearsal_rules.txt", "Monday and Thursday evenings at 7:30pm"),
    ("where do we rehearse", "rehearsal_rules.txt", "in the school hall"),
    ("what time is the matinee", "show_dates.csv", "2:30pm"),
    ("when is opening night", "show_dates.csv", "18 April"),
    ("when is the costume fitting", "costume_note.txt", "Sunday 29 March at 11am"),
    ("do I need my own shoes", "costume_note.txt", "black character shoes"),
    ("how many tickets do I have to sell", "email.txt", "at least ten tickets"),
    ("is there a cast party", None, ""),
    ("do I need to audition next year", None, ""),
]
