"""A new member's papers for a lawn bowls club (the forty-sixth session): the welcome email, the
club rules, the fixtures as a table, the fees page and a text. Its validation folder is a bridge
club newcomer's: the welcome letter, the sessions as CSV, the partner guide, the table money
rules and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Greenway Bowls Club, Margaret! Free coaching for new members is on Tuesday evenings at 6pm
with our coach, Dennis Hart. The club has woods you can borrow until you buy your own.
""",
    "club_rules.txt": """\
Flat-soled bowls shoes must be worn on the green at all times. Whites are worn for league matches and club competitions;
greys are fine for roll-ups. The green is closed when it has been raining.
""",
    "fixtures.md": """\
# Friendly fixtures

| date | opponents | venue | start |
|---|---|---|---|
| Sat 10 May | Oakfield BC | home | 2pm |
| Sat 24 May | Castle Park BC | away | 2:30pm |
| Sat 7 June | Millbrook BC | home | 2pm |
""",
    "fees.txt": """\
Full membership is £120 a year; new members pay half in their first season. Green fees for
visitors are £5 a session. The bar is open after every home match.
""",
    "text.txt": """\
Hi Margaret, you're down to play lead for the Oakfield match, please be there by 1:30. Jean
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the coaching", "welcome_email.txt", "Tuesday evenings at 6pm"),
    ("who is the coach", "welcome_email.txt", "Dennis Hart"),
    ("do I need my own bowls", "welcome_email.txt", "woods you can borrow"),
    ("what shoes do I need", "club_rules.txt", "Flat-soled bowls shoes"),
    ("when do I have to wear whites", "club_rules.txt", "league matches and club competitions"),
    ("can I play in the rain", "club_rules.txt", "closed when it has been raining"),
    ("who are we playing on 24 May", "fixtures.md", "Castle Park BC"),
    ("is the Millbrook game home or away", "fixtures.md", "home"),
    ("how much is membership", "fees.txt", "£120 a year"),
    ("do new members get a discount", "fees.txt", "new members pay half"),
    ("how much do visitors pay", "fees.txt", "£5 a session"),
    ("what position am I playing", "text.txt", "lead"),
    ("what time do I need to be there for Oakfield", "text.txt", "by 1:30"),
    ("is there a dress code for the bar", None, ""),
    ("can I bring my dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Kingsgate Bridge Club. Newcomers are welcome at the supervised session on Thursday afternoons,
where a teacher, Ruth Adams, is on hand to help.
""",
    "sessions.csv": """\
session,day,start,type
Supervised,Thursday,1:30pm,relaxed
Club night,Monday,7:00pm,duplicate
Teams,Wednesday,7:15pm,competitive
""",
    "partner_guide.txt": """\
You don't need a partner: arrive 15 minutes early and the host will find you one. Most pairs play
Acol with a weak no trump.
""",
    "table_money.txt": """\
Table money is £4 a session for members and £5 for visitors, paid in cash at the desk. Tea and biscuits are included.
""",
    "message.txt": """\
Lovely to meet you Thursday! Happy to partner you at club night next week if you fancy it. Pat
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the teacher", "welcome_letter.txt", "Ruth Adams"),
    ("when is the session for newcomers", "welcome_letter.txt", "Thursday afternoons"),
    ("what time does club night start", "sessions.csv", "7:00pm"),
    ("which night is teams", "sessions.csv", "Wednesday"),
    ("do I need to bring a partner", "partner_guide.txt", "You don't need a partner"),
    ("what system do people play", "partner_guide.txt", "Acol"),
    ("how much is table money for visitors", "table_money.txt", "£5 for visitors"),
    ("can I pay by card", "table_money.txt", "paid in cash"),
    ("is tea included", "table_money.txt", "Tea and biscuits are included"),
    ("who offered to partner me", "message.txt", "Pat"),
    ("is there a joining fee", None, ""),
    ("are there lessons for complete beginners", None, ""),
]
