"""A club secretary's papers for hiring a pub function room for a quiz night (the forty-eighth
session): the booking confirmation, the pub's terms, the buffet options as a table, the set-up
note and a text. Its validation folder is a society's for booking a church hall for a jumble
sale: the booking form, the hall rules, the charges as CSV, the key holder note and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
The Fox & Hounds: upstairs function room for the Ashby Running Club quiz night, Friday 7 March,
7pm to 11pm. Room hire is free if the bar takes over £400; otherwise £80.
""",
    "terms.txt": """\
Maximum 70 people in the function room. Final numbers for food are needed 7 days before. No
outside food or drink, except a birthday cake. Music must stop at 11pm.
""",
    "buffet.md": """\
# Buffet options (per head)

| buffet | includes | price |
|---|---|---|
| Finger buffet | sandwiches, sausage rolls, crisps | £9.50 |
| Hot buffet | chilli, rice, garlic bread | £13 |
| Pie and peas | pork pie, mushy peas, mint sauce | £8 |
""",
    "setup_note.txt": """\
The room has a PA system and a projector you can use for free. There is a lift for anyone who can't manage the stairs.
""",
    "text.txt": """\
Hi Jo, quizmaster's table will be by the window. Food comes out at 8.45pm in the break. Gaz (landlord)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the room", "confirmation.txt", "£80"),
    ("what time do we have the room", "confirmation.txt", "7pm to 11pm"),
    ("how many people can we fit", "terms.txt", "Maximum 70 people"),
    ("when do they need food numbers", "terms.txt", "7 days before"),
    ("can we bring our own cake", "terms.txt", "except a birthday cake"),
    ("how much is the hot buffet", "buffet.md", "£13"),
    ("what's in the finger buffet", "buffet.md", "sandwiches, sausage rolls, crisps"),
    ("which buffet is cheapest", "buffet.md", "Pie and peas"),
    ("is there a microphone", "setup_note.txt", "a PA system"),
    ("is there a lift", "setup_note.txt", "There is a lift"),
    ("when does the food come out", "text.txt", "8.45pm"),
    ("can we put decorations up", None, ""),
    ("is there disabled parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_form.txt": """\
St Luke's Church Hall booked by the Friends of Mill Park for a jumble sale, Saturday 18 October,
9am to 2pm (setting up from 9, doors open at 10).
""",
    "hall_rules.txt": """\
All rubbish and unsold items must be taken away on the day. Tables must be wiped and stacked.
No sticky tape on the walls. The hall must be left by 2pm for a wedding rehearsal.
""",
    "charges.csv": """\
item,charge
Main hall per hour,£18
Kitchen use,£10
Extra tables (each),£2
""",
    "key_note.txt": """\
Collect the key from Mrs Burton at 4 Church Lane the evening before, and post it through her door when you leave.
""",
    "email.txt": """\
Dear Helen, the charity shop on the High Street will take any unsold clothes if you drop them round by 4pm. Regards, Mark
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do doors open", "booking_form.txt", "doors open at 10"),
    ("what time do we have to be out", "hall_rules.txt", "left by 2pm"),
    ("what do we do with the unsold stuff", "hall_rules.txt", "must be taken away on the day"),
    ("can we stick posters on the wall", "hall_rules.txt", "No sticky tape on the walls"),
    ("how much is the hall an hour", "charges.csv", "£18"),
    ("how much to use the kitchen", "charges.csv", "£10"),
    ("where do we get the key", "key_note.txt", "Mrs Burton at 4 Church Lane"),
    ("what do I do with the key after", "key_note.txt", "post it through her door"),
    ("who will take the leftover clothes", "email.txt", "the charity shop on the High Street"),
    ("how much are extra tables", "charges.csv", "£2"),
    ("is there wifi in the hall", None, ""),
    ("can we sell hot food", None, ""),
]
