"""A parent's papers for a children's gymnastics club (the fifty-second session): the welcome
email, the class times as a table, the kit list, the fees note and a text from the coach. Its
validation folder is a parent's for a children's drama club: the welcome letter, the term dates as
CSV, the show note, the rules and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Springbank Gymnastics Club! Ruby is in the Bronze squad, which trains at
the Leisure Centre sports hall. Please arrive 10 minutes before the class starts so she can warm up.
""",
    "class_times.md": """\
# Weekly classes

| squad | day | time |
|---|---|---|
| Tiny Tumblers | Saturday | 9am to 9.45am |
| Bronze | Monday | 5pm to 6pm |
| Silver | Wednesday | 5pm to 6.30pm |
| Gold | Thursday | 6pm to 8pm |
""",
    "kit_list.txt": """\
Gymnasts wear a leotard or a fitted T-shirt with shorts. No socks, jewellery or watches in the hall,
and long hair must be tied up.
""",
    "fees_note.txt": """\
Fees are £32 a month, paid by standing order on the 1st. Membership of British Gymnastics costs £24
a year and is needed for insurance. Missed classes cannot be refunded.
""",
    "text.txt": """\
Hi, Ruby is ready to try for her Bronze badge! Badge day is Saturday 14 March, 10am. Coach Dani
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which squad is Ruby in", "welcome_email.txt", "the Bronze squad"),
    ("where do they train", "welcome_email.txt", "the Leisure Centre sports hall"),
    ("how early should we get there", "welcome_email.txt", "10 minutes before the class starts"),
    ("what day is Bronze", "class_times.md", "Monday"),
    ("what time is Gold", "class_times.md", "6pm to 8pm"),
    ("what does she need to wear", "kit_list.txt", "a leotard or a fitted T-shirt with shorts"),
    ("can she wear socks", "kit_list.txt", "No socks, jewellery or watches in the hall"),
    ("how much is it a month", "fees_note.txt", "£32 a month"),
    ("why do we need British Gymnastics membership", "fees_note.txt", "needed for insurance"),
    ("do we get money back if she misses a class", "fees_note.txt", "Missed classes cannot be refunded"),
    ("when is badge day", "text.txt", "Saturday 14 March"),
    ("is there a sibling discount", None, ""),
    ("can parents watch", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Limelight Youth Theatre. Sessions are every Friday from 4.30pm to 6pm at the Corn
Exchange studio. Your son's group leader is Hannah Price.
""",
    "term_dates.csv": """\
term,first session,last session
Spring,9 January,27 March
Summer,24 April,10 July
""",
    "show_note.txt": """\
The summer show is on 11 and 12 July. Every child has a speaking part, and tickets go on sale in June.
""",
    "rules.txt": """\
Children must be signed out by a parent or a named adult. Mobile phones are handed in at the start
of each session.
""",
    "email.txt": """\
Dear Mr Osei, Kofi will need black clothes for the show, nothing with logos. Thanks, Hannah
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is drama", "welcome_letter.txt", "every Friday"),
    ("what time does it finish", "welcome_letter.txt", "6pm"),
    ("who is his group leader", "welcome_letter.txt", "Hannah Price"),
    ("when does the summer term start", "term_dates.csv", "24 April"),
    ("when is the last session of spring", "term_dates.csv", "27 March"),
    ("when is the show", "show_note.txt", "11 and 12 July"),
    ("will he have lines", "show_note.txt", "Every child has a speaking part"),
    ("can his grandma pick him up", "rules.txt", "signed out by a parent or a named adult"),
    ("what does he need for the show", "email.txt", "black clothes"),
    ("how much are show tickets", None, ""),
    ("is there a uniform", None, ""),
]
