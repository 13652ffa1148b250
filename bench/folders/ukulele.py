"""A beginner's papers for a ukulele group (the forty-ninth session): the welcome email, the
group's guidelines, the songbook as a table, the leader's notes and a text. Its validation folder
is a beginner's for a community drumming circle: the flyer, the rules, the sessions as CSV, the
leader's note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to the Strummers, a friendly ukulele group for adults. We meet every other Tuesday
at the Red Lion's back room, 7.30 to 9.30pm. It's £3 a session, paid on the night.
""",
    "guidelines.txt": """\
Tune up before 7.30 so we can start on time. Beginners sit at the front near Colin. Please keep
chatting to the breaks between songs.
""",
    "songbook.md": """\
# Songbook for March

| song | chords | key |
|---|---|---|
| Leaning on a Lamp-post | C, A7, D7, G7 | C |
| Bad Moon Rising | D, A, G | D |
| Ring of Fire | G, C, D | G |
| Riptide | Am, G, C | C |
""",
    "leader_notes.txt": """\
A soprano or concert ukulele is fine for the group.
Spare ukuleles can be borrowed for the first month. A clip-on tuner costs about £10 and saves a lot of time.
""",
    "text.txt": """\
Hi Sue, we're doing a charity gig at the village fete on 14 June, do come along! Colin
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the group meet", "welcome.txt", "every other Tuesday"),
    ("where is it", "welcome.txt", "the Red Lion's back room"),
    ("how much is each session", "welcome.txt", "£3 a session"),
    ("where should beginners sit", "guidelines.txt", "at the front near Colin"),
    ("when should I tune up", "guidelines.txt", "before 7.30"),
    ("what chords are in Ring of Fire", "songbook.md", "G, C, D"),
    ("what key is Bad Moon Rising in", "songbook.md", "D"),
    ("what size ukulele do I need", "leader_notes.txt", "A soprano or concert ukulele"),
    ("can I borrow a ukulele", "leader_notes.txt", "Spare ukuleles can be borrowed for the first month"),
    ("how much is a tuner", "leader_notes.txt", "about £10"),
    ("when is the gig", "text.txt", "14 June"),
    ("do you do lessons for children", None, ""),
    ("is there a bar", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "flyer.txt": """\
Beat Street drumming circle: all ages, no experience needed. Saturdays 11am to 12.30pm
at the Quaker Meeting House, £5 adults, £2 children.
""",
    "rules.txt": """\
Under 12s must come with an adult. Ear plugs are available at the door. Please don't play while
the leader is talking.
""",
    "sessions.csv": """\
date,theme
1 March,West African rhythms
8 March,samba
15 March,no session
22 March,Brazilian and Cuban mix
""",
    "leader_note.txt": """\
We have djembes and shakers for everyone, so there's no need to bring a drum.
""",
    "email.txt": """\
Hi Lou, the samba band is looking for new players for the carnival, ask Dev at the break. Nia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the drumming circle", "flyer.txt", "Saturdays 11am to 12.30pm"),
    ("where is it", "flyer.txt", "the Quaker Meeting House"),
    ("how much is it for kids", "flyer.txt", "£2 children"),
    ("do I need experience", "flyer.txt", "no experience needed"),
    ("can my 10 year old come on her own", "rules.txt", "Under 12s must come with an adult"),
    ("is it loud", "rules.txt", "Ear plugs are available at the door"),
    ("is there a session on 15 March", "sessions.csv", "no session"),
    ("what's the theme on 8 March", "sessions.csv", "samba"),
    ("do I need to bring a drum", "leader_note.txt", "no need to bring a drum"),
    ("who do I ask about the samba band", "email.txt", "ask Dev at the break"),
    ("is there a car park", None, ""),
    ("can I buy a drum there", None, ""),
]
