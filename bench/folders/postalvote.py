"""A voter's papers for a postal vote (the fifty-third session): the council's letter, the election
timetable as a table, the pack's instructions, an email and the polling card. Its validation folder
is a household's for the annual canvass: the canvass letter, the register's dates as CSV, the
instructions, a reminder and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Your application for a postal vote has been accepted. Your ballot pack will be posted to you
about two weeks before polling day. Your postal vote arrangement lasts for three years.
""",
    "timetable.md": """\
# Election timetable

| event | date |
|---|---|
| deadline to register to vote | 16 April |
| deadline for new postal vote applications | 17 April |
| polling day | 1 May |
""",
    "instructions.txt": """\
Mark your ballot paper with a cross (X) in one box only. Sign and fill in your date of birth on the
postal voting statement, then seal both in the return envelope. No stamp is needed in the UK.
""",
    "email.txt": """\
Hello, if your pack is lost or spoiled you can get a replacement up to 5pm on polling day from the Town Hall. Electoral Services
""",
    "polling_card.txt": """\
Polling station: St Anne's Church Hall, Mill Road. Open 7am to 10pm on Thursday 1 May.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when will my ballot arrive", "council_letter.txt", "about two weeks before polling day"),
    ("how long does the postal vote last", "council_letter.txt", "three years"),
    ("when is the last day to register", "timetable.md", "16 April"),
    ("when is the election", "timetable.md", "1 May"),
    ("how do I fill in the ballot paper", "instructions.txt", "Mark your ballot paper with a cross (X) in one box only"),
    ("do I need a stamp", "instructions.txt", "No stamp is needed in the UK"),
    ("what do I sign", "instructions.txt", "postal voting statement"),
    ("what if I lose my pack", "email.txt", "you can get a replacement"),
    ("where is the polling station", "polling_card.txt", "St Anne's Church Hall"),
    ("what time does the polling station close", "polling_card.txt", "10pm"),
    ("can I vote online", None, ""),
    ("who are the candidates", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "canvass_letter.txt": """\
Every year we check who is living at each address. Please confirm the details for 8 Larch Way by
24 September. If nothing has changed, you can respond by phone or online using the security codes.
""",
    "register_dates.csv": """\
event,date
canvass responses due,24 September
reminder visits begin,7 October
revised register published,1 December
""",
    "instructions.txt": """\
List everyone aged 16 or over who lives here. Students can be registered at both their home and
term addresses.
""",
    "reminder.txt": """\
If we do not hear from you, a canvasser will visit your address. It is a legal requirement to
respond, and you could be fined £1,000.
""",
    "text.txt": """\
Your security codes are 4821 and 7730. Do not share them. Electoral Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I need to reply by", "canvass_letter.txt", "24 September"),
    ("can I answer by phone", "canvass_letter.txt", "you can respond by phone or online"),
    ("when is the new register out", "register_dates.csv", "1 December"),
    ("when do the visits start", "register_dates.csv", "7 October"),
    ("who do I put on the form", "instructions.txt", "everyone aged 16 or over who lives here"),
    ("can my son at university be registered here too", "instructions.txt", "Students can be registered at both"),
    ("what happens if I don't reply", "reminder.txt", "a canvasser will visit your address"),
    ("how much is the fine", "reminder.txt", "£1,000"),
    ("what are my codes", "text.txt", "4821 and 7730"),
    ("do I have to respond", "reminder.txt", "It is a legal requirement to"),
    ("can I vote by proxy", None, ""),
    ("is there a deadline to change my name", None, ""),
]
