"""A player's papers for joining a table tennis club (the forty-eighth session): the welcome
email, the club rules, the session times as a table, the kit note and a text. Its validation
folder is a player's for a badminton league: the registration, the league rules, the fixtures
as CSV, the shuttle note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Spin City Table Tennis Club! Your membership runs to 31 August. Annual fee £60, plus
£3 a session for table hire. Our venue is Westgate Sports Centre, hall 2.
""",
    "club_rules.txt": """\
Non-marking indoor shoes only. Members put up and take down tables at every session. Juniors
under 14 must have a parent in the building.
""",
    "sessions.md": """\
# Sessions

| day | time | level |
|---|---|---|
| Monday | 7pm to 9pm | beginners and improvers |
| Wednesday | 7.30pm to 10pm | league players |
| Saturday | 10am to 12pm | juniors |
""",
    "kit_note.txt": """\
Bats can be borrowed for your first month. After that, a starter bat from the club costs £25.
""",
    "text.txt": """\
Hi Leon, you're welcome to try the Wednesday league session once you've been coming for a month. Coach Ray
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "welcome_email.txt", "£60"),
    ("where does the club play", "welcome_email.txt", "Westgate Sports Centre"),
    ("how much is table hire", "welcome_email.txt", "£3 a session"),
    ("what shoes should I wear", "club_rules.txt", "Non-marking indoor shoes"),
    ("do juniors need a parent there", "club_rules.txt", "must have a parent in the building"),
    ("when is the beginners session", "sessions.md", "7pm to 9pm"),
    ("what day are the juniors", "sessions.md", "Saturday"),
    ("can I borrow a bat", "kit_note.txt", "Bats can be borrowed for your first month"),
    ("how much is a bat", "kit_note.txt", "£25"),
    ("when can I join the league session", "text.txt", "once you've been coming for a month"),
    ("when does membership end", "welcome_email.txt", "31 August"),
    ("is there coaching for adults", None, ""),
    ("are there lockers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "registration.txt": """\
Riverside Badminton League, Division 3: Ellie Shaw registered for Kingfisher BC. League fee £18,
paid. Season runs October to March.
""",
    "league_rules.txt": """\
Matches are best of three games to 21. The home team provides the shuttles. Postponed matches must be
played within 3 weeks.
""",
    "fixtures.csv": """\
date,home,away
9 October,Kingfisher BC,Heron BC
23 October,Swift BC,Kingfisher BC
6 November,Kingfisher BC,Swift BC
""",
    "shuttle_note.txt": """\
League matches use feather shuttles, speed 77. The club buys them; the box costs £24.
""",
    "message.txt": """\
Ellie, can you bring the score sheets to the Heron match? Captain Mo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which division is Ellie in", "registration.txt", "Division 3"),
    ("how much is the league fee", "registration.txt", "£18"),
    ("when does the season run", "registration.txt", "October to March"),
    ("how many games in a match", "league_rules.txt", "best of three games"),
    ("who brings the shuttles", "league_rules.txt", "The home team provides the shuttles"),
    ("when is the Heron match", "fixtures.csv", "9 October"),
    ("who do we play on 23 October", "fixtures.csv", "Swift BC"),
    ("what shuttles do we use", "shuttle_note.txt", "feather shuttles, speed 77"),
    ("what does Mo want Ellie to bring", "message.txt", "the score sheets"),
    ("how long do we have to play a postponed match", "league_rules.txt", "within 3 weeks"),
    ("is there a trophy", None, ""),
    ("can I play in two teams", None, ""),
]
