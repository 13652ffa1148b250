"""A visitor's papers for a repair café (the forty-sixth session): the café's flyer, the
volunteers' skills as a table, the house rules, the booking email and a text. Its validation
folder is a member's of a community tool library: the membership email, the tools as CSV, the
borrowing rules, the opening hours and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "flyer.txt": """\
Repair Café, St John's church hall, on the last Saturday of every month, 10am to 1pm.
Bring your broken lamps, toasters, clothes and bikes. Repairs are free; donations welcome.
""",
    "volunteers.md": """\
# Who fixes what

| volunteer | fixes |
|---|---|
| Alan | electrical items and lamps |
| Priti | clothes, zips and hems |
| George | bikes |
| Wendy | jewellery and small furniture |
""",
    "house_rules.txt": """\
Stay with your item while it is being mended: you learn how to fix it next time. We can't take
anything with a gas supply, microwaves or anything bigger than you can carry in.
""",
    "booking_email.txt": """\
Thanks for booking a slot for your toaster at 11:15 on Saturday 29 March. Spare parts, if needed,
are at cost; Alan will tell you the price before ordering.
""",
    "text.txt": """\
Bring the toaster's power lead and any bits that fell off! Repair Café team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the repair cafe", "flyer.txt", "last Saturday of every month"),
    ("how much do repairs cost", "flyer.txt", "Repairs are free"),
    ("who fixes bikes", "volunteers.md", "George"),
    ("who can mend a zip", "volunteers.md", "Priti"),
    ("what does Wendy fix", "volunteers.md", "jewellery and small furniture"),
    ("can I leave my item and come back", "house_rules.txt", "Stay with your item"),
    ("can they fix a microwave", "house_rules.txt", "microwaves"),
    ("what time is my slot", "booking_email.txt", "11:15"),
    ("do I pay for spare parts", "booking_email.txt", "are at cost"),
    ("what should I bring with the toaster", "text.txt", "power lead"),
    ("is there parking at the church", None, ""),
    ("do they fix phones", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_email.txt": """\
Welcome to the Westfield Tool Library! Membership is £25 a year, or £10 if you receive benefits.
Your member number is TL-0417.
""",
    "tools.csv": """\
tool,loan period,deposit
Hedge trimmer,7 days,£20
Carpet cleaner,3 days,£30
Pressure washer,7 days,£30
Ladder (3m),7 days,none
""",
    "borrowing_rules.txt": """\
You can borrow up to three tools at a time. Late returns cost £2 a day.
Clean tools before bringing them back.
""",
    "opening_hours.txt": """\
Open Thursday 5pm to 8pm and Saturday 10am to 2pm, in the old fire station on Bridge Street.
""",
    "message.txt": """\
The pressure washer is out until the 14th, want me to reserve it for you? Kim
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "membership_email.txt", "£25 a year"),
    ("what's my member number", "membership_email.txt", "TL-0417"),
    ("how long can I borrow the carpet cleaner", "tools.csv", "3 days"),
    ("what's the deposit on the hedge trimmer", "tools.csv", "£20"),
    ("how many tools can I borrow", "borrowing_rules.txt", "up to three tools"),
    ("what if I bring it back late", "borrowing_rules.txt", "£2 a day"),
    ("when are they open", "opening_hours.txt", "Thursday 5pm to 8pm"),
    ("where is the tool library", "opening_hours.txt", "the old fire station"),
    ("when is the pressure washer back", "message.txt", "until the 14th"),
    ("do they deliver", None, ""),
    ("can I borrow a lawnmower", None, ""),
]
