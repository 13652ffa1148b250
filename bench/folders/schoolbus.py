"""A parent's papers for a child's school bus pass (the forty-sixth session): the council's
award letter, the bus timetable as a table, the pass rules, the behaviour code and a text. Its
validation folder is a student's for a college travel bursary: the bursary letter, the claim
dates as CSV, the conditions, the train pass guide and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "award_letter.txt": """\
Dear Mrs Kowalski, Jakub has been awarded free home to school transport to Hartfield Academy
because he lives more than 3 miles away. His pass will be posted to you before term starts.
""",
    "timetable.md": """\
# Route H4

| stop | morning | afternoon |
|---|---|---|
| Mill Lane | 7:52am | 4:05pm |
| Church Road | 8:01am | 3:56pm |
| Hartfield Academy | 8:25am | 3:30pm |
""",
    "pass_rules.txt": """\
Show the pass to the driver every journey. A lost pass can be replaced for a £10 fee through the
council website. The pass is only valid on route H4 on school days.
""",
    "behaviour_code.txt": """\
Pupils must stay seated with their seatbelts on. Eating on the bus is not allowed. A pupil who
misbehaves may lose their place on the bus for up to two weeks.
""",
    "text.txt": """\
Bus is running 15 min late this morning, driver had a puncture. H4 transport team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("why did he get free transport", "award_letter.txt", "more than 3 miles away"),
    ("when will the pass arrive", "award_letter.txt", "before term starts"),
    ("what time is the bus at Mill Lane in the morning", "timetable.md", "7:52am"),
    ("what time does it leave school", "timetable.md", "3:30pm"),
    ("how much is a new pass", "pass_rules.txt", "£10"),
    ("can he use it at the weekend", "pass_rules.txt", "only valid on route H4 on school days"),
    ("can they eat on the bus", "behaviour_code.txt", "Eating on the bus is not allowed"),
    ("what happens if he misbehaves", "behaviour_code.txt", "lose their place on the bus"),
    ("how late is the bus", "text.txt", "15 min late"),
    ("why is it late", "text.txt", "driver had a puncture"),
    ("can his friend ride with him", None, ""),
    ("is there a late bus after clubs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bursary_letter.txt": """\
You have been awarded a travel bursary of £480 for this academic year, paid in three instalments
into your bank account. You must keep at least 90% attendance to receive each payment.
""",
    "claim_dates.csv": """\
instalment,paid on,amount
1,31 October,£160
2,28 February,£160
3,30 May,£160
""",
    "conditions.txt": """\
Keep your tickets or bank statements as proof of travel; we may ask to see them. If you leave the
course, tell student services within a week.
""",
    "train_pass_guide.txt": """\
With a 16-17 Saver railcard you get 50% off most train fares. Apply online with a photo and your
student ID.
""",
    "message.txt": """\
The railcard costs £30 but the bursary covers it, just bring the receipt in. Student services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the bursary", "bursary_letter.txt", "£480"),
    ("what attendance do I need", "bursary_letter.txt", "at least 90% attendance"),
    ("when is the second payment", "claim_dates.csv", "28 February"),
    ("how much is each instalment", "claim_dates.csv", "£160"),
    ("what do I need to keep", "conditions.txt", "tickets or bank statements"),
    ("what if I leave the course", "conditions.txt", "tell student services within a week"),
    ("how much off train fares", "train_pass_guide.txt", "50% off"),
    ("how much is the railcard", "message.txt", "£30"),
    ("does the bursary pay for the railcard", "message.txt", "the bursary covers it"),
    ("can I use it for taxis", None, ""),
    ("is there a hardship fund", None, ""),
]
