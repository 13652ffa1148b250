"""A new member's papers for a badminton club (the forty-ninth session): the welcome email, the
club rules, the club nights as a table, the captain's notes and a text. Its validation folder is a
new member's for a pilates class: the booking, the studio rules, the classes as CSV, the teacher's
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to Fernside Badminton Club. Membership is £95 a year, plus £4 a night for shuttles and
court hire. We play at Fernside Sports Centre, Court Lane.
""",
    "club_rules.txt": """\
Non-marking indoor shoes only. Games are doubles, and you put your racket on the board to wait for a
court. Juniors under 14 may play on Tuesdays only.
""",
    "club_nights.md": """\
# Club nights

| night | time | who |
|---|---|---|
| Tuesday | 7pm to 9pm | all members, juniors welcome |
| Thursday | 8pm to 10pm | adults, league practice |
| Saturday | 10am to 12pm | beginners' coaching |
""",
    "captain_notes.txt": """\
League matches are on Wednesdays at home or away; the team sheet goes up a week before.
Feather shuttles are used for matches, plastic ones on club nights.
""",
    "text.txt": """\
Hi Omar, spare rackets are in the blue bag in the cupboard by the door, help yourself. Jen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "welcome.txt", "£95 a year"),
    ("how much is it each night", "welcome.txt", "£4 a night"),
    ("where do we play", "welcome.txt", "Fernside Sports Centre, Court Lane"),
    ("what shoes do I need", "club_rules.txt", "Non-marking indoor shoes"),
    ("how do I get a game", "club_rules.txt", "put your racket on the board"),
    ("can my 12 year old come", "club_rules.txt", "Juniors under 14 may play on Tuesdays only"),
    ("what time is Thursday", "club_nights.md", "8pm to 10pm"),
    ("when is the beginners' coaching", "club_nights.md", "Saturday"),
    ("when are league matches", "captain_notes.txt", "on Wednesdays"),
    ("what shuttles do we use", "captain_notes.txt", "plastic ones on club nights"),
    ("where are the spare rackets", "text.txt", "in the blue bag"),
    ("is there a bar", None, ""),
    ("do I need to bring my own towel", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
You're booked on Beginners' Pilates with Zoe, six Mondays from 3 March, 6.15 to 7pm
at St Mark's Church Hall. The block costs £54; a drop-in class is £11.
""",
    "studio_rules.txt": """\
Please arrive 5 minutes early and tell Zoe about any injuries. Mats are provided, but bring your own
if you prefer. Shoes off in the hall.
""",
    "classes.csv": """\
day,time,class
Monday,6.15pm,Beginners
Monday,7.15pm,Improvers
Wednesday,9.30am,Mixed ability
Friday,12.30pm,Lunchtime express (30 minutes)
""",
    "teacher_note.txt": """\
Wear comfortable clothes you can stretch in; socks with grips are best on the wooden floor.
""",
    "email.txt": """\
Hi Dana, if you miss a week you can catch up at the Wednesday class instead. Zoe
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does pilates start", "booking.txt", "3 March"),
    ("how much is the block", "booking.txt", "£54"),
    ("how much is a drop-in", "booking.txt", "£11"),
    ("where is the class", "booking.txt", "St Mark's Church Hall"),
    ("do I need a mat", "studio_rules.txt", "Mats are provided"),
    ("when should I arrive", "studio_rules.txt", "5 minutes early"),
    ("what time is the improvers class", "classes.csv", "7.15pm"),
    ("how long is the Friday class", "classes.csv", "30 minutes"),
    ("what should I wear", "teacher_note.txt", "comfortable clothes"),
    ("what if I miss a week", "email.txt", "catch up at the Wednesday class"),
    ("is there parking", None, ""),
    ("can I bring my baby", None, ""),
]
