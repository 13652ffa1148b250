"""A resident's papers for a parish council meeting (the forty-ninth session): the notice, the
standing orders, the agenda as a table, the clerk's note and a text. Its validation folder is a
resident's for a planning committee: the letter, the rules, the applications as CSV, the speaking
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
The next meeting of Little Haddon Parish Council is on Monday 3 November at 7.30pm
in the village hall. Members of the public are welcome to attend.
""",
    "standing_orders.txt": """\
Members of the public may speak for up to 3 minutes in the public session at the start of the
meeting. Filming is allowed if the chair is told beforehand.
""",
    "agenda.md": """\
# Agenda

| item | subject |
|---|---|
| 1 | apologies |
| 2 | public session |
| 3 | speeding on Church Lane |
| 4 | the playground fence |
| 5 | next year's budget |
""",
    "clerk_note.txt": """\
The draft minutes are on the council website within 7 days of the meeting. The clerk is Rachel
Bond, clerk@littlehaddon.example.
""",
    "text.txt": """\
Hi Geoff, if you want to raise the potholes, email Rachel by Friday so it can go on the agenda. Sue
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the next parish council meeting", "notice.txt", "Monday 3 November at 7.30pm"),
    ("where is the meeting", "notice.txt", "in the village hall"),
    ("can anyone go", "notice.txt", "Members of the public are welcome to attend"),
    ("how long can I speak for", "standing_orders.txt", "up to 3 minutes"),
    ("can I film the meeting", "standing_orders.txt", "Filming is allowed if the chair is told beforehand"),
    ("what is item 4", "agenda.md", "the playground fence"),
    ("which item is the budget", "agenda.md", "5"),
    ("when are the minutes published", "clerk_note.txt", "within 7 days of the meeting"),
    ("who is the clerk", "clerk_note.txt", "Rachel"),
    ("how do I get the potholes on the agenda", "text.txt", "email Rachel by Friday"),
    ("what's the clerk's email", "clerk_note.txt", "clerk@littlehaddon.example"),
    ("is there a vote on the speed limit", None, ""),
    ("how much is the precept", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Application 25/0412 for two houses on land behind 8 Mill Road will be decided by the planning
committee on Wednesday 12 November at 6pm, Council Offices, Room 3.
""",
    "rules.txt": """\
Objectors may speak for 3 minutes in total, shared between them.
You must register to speak by noon on the day before.
""",
    "applications.csv": """\
reference,address,proposal
25/0398,4 High Street,shop to café
25/0412,land behind 8 Mill Road,two houses
25/0420,The Old Forge,rear extension
""",
    "speaking_note.txt": """\
Keep to planning matters such as traffic, overlooking and drainage; loss of a view is not one.
""",
    "email.txt": """\
Hi Ann, I've registered both of us to speak; I'll cover traffic and you do drainage. Martin
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the planning committee", "letter.txt", "Wednesday 12 November at 6pm"),
    ("where is the committee", "letter.txt", "Council Offices, Room 3"),
    ("how long can objectors speak", "rules.txt", "3 minutes in total"),
    ("when do I have to register to speak", "rules.txt", "by noon on the day before"),
    ("what is 25/0420", "applications.csv", "rear extension"),
    ("what's the application at 4 High Street", "applications.csv", "shop to café"),
    ("can I object because I'll lose my view", "speaking_note.txt", "loss of a view is not one"),
    ("what am I talking about", "email.txt", "you do drainage"),
    ("who registered us to speak", "email.txt", "Martin"),
    ("what's the application number for Mill Road", "letter.txt", "25/0412"),
    ("can I speak online", None, ""),
    ("is there parking at the council offices", None, ""),
]
