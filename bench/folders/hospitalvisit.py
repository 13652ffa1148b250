"""A family's papers for visiting Dad in hospital (the forty-fifth session): the ward's visiting
information, the hospital parking page, the ward's list of what to bring as a table, the discharge
letter and a text. Its validation folder is a care home visit's: the home's visiting policy, the
activities as CSV, the welcome letter, the menu note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "visiting.txt": """\
Ward 12 (Cardiology), Level 4, Queen's Hospital. Visiting hours are 2pm to 8pm every day.
Two visitors per bed at a time. Children under 12 may visit with an adult. Flowers are not allowed.
""",
    "parking.txt": """\
Visitor parking is in car park B. Pay at the machine or by app when you leave: up to 2 hours £3.80,
all day £9. Blue Badge holders park free. Weekly passes for £15 are sold at the main reception.
""",
    "what_to_bring.md": """\
# What to bring

| bring | why |
|---|---|
| pyjamas and slippers | comfort |
| phone charger with a long lead | the sockets are behind the bed |
| a list of medicines | for the pharmacist |
""",
    "discharge.txt": """\
Mr Robert Hughes is expected to go home on Friday 14 November, after the consultant's ward round
at 10am. He must not drive for 4 weeks.
""",
    "text.txt": """\
Dad wants his reading glasses and the crossword book from the kitchen. I'll do Tuesday evening. Sam
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the visiting hours", "visiting.txt", "2pm to 8pm"),
    ("which ward is Dad on", "visiting.txt", "Ward 12"),
    ("how many visitors can go in", "visiting.txt", "Two visitors per bed"),
    ("can we take the kids", "visiting.txt", "Children under 12 may visit with an adult"),
    ("can I bring flowers", "visiting.txt", "Flowers are not allowed"),
    ("where do we park", "parking.txt", "car park B"),
    ("how much is parking for 2 hours", "parking.txt", "£3.80"),
    ("is there a weekly parking pass", "parking.txt", "£15"),
    ("why does he need a long charger lead", "what_to_bring.md", "the sockets are behind the bed"),
    ("when is Dad coming home", "discharge.txt", "Friday 14 November"),
    ("when can he drive again", "discharge.txt", "4 weeks"),
    ("what does Dad want us to bring", "text.txt", "reading glasses"),
    ("which evening is Sam visiting", "text.txt", "Tuesday evening"),
    ("is there a café", None, ""),
    ("can we phone the ward", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "visiting_policy.txt": """\
Rosewood House welcomes visitors from 10am to 7pm. Please sign in at reception and use the hand gel.
Protected mealtimes are 12 to 1pm and 5 to 6pm, when we ask visitors not to come.
""",
    "activities.csv": """\
day,activity
Monday,chair exercise
Wednesday,music and singing
Friday,afternoon tea in the garden room
""",
    "welcome_letter.txt": """\
Your mother's room is number 8 on the ground floor. Her key worker is Anita. Families can join
residents for Sunday lunch for £8, booked by Thursday.
""",
    "menu_note.txt": """\
Mum has a soft food diet. Please don't bring in nuts or hard sweets.
""",
    "message.txt": """\
Gran loved the singing, let's go on a Wednesday next time. Ellie
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time can we visit", "visiting_policy.txt", "10am to 7pm"),
    ("when shouldn't we visit", "visiting_policy.txt", "12 to 1pm and 5 to 6pm"),
    ("what's on Friday", "activities.csv", "afternoon tea in the garden room"),
    ("which day is chair exercise", "activities.csv", "Monday"),
    ("what room is Mum in", "welcome_letter.txt", "number 8"),
    ("who is her key worker", "welcome_letter.txt", "Anita"),
    ("how much is Sunday lunch", "welcome_letter.txt", "£8"),
    ("what can't we bring in", "menu_note.txt", "nuts or hard sweets"),
    ("which day should we go next time", "message.txt", "Wednesday"),
    ("can we take Mum out for the day", None, ""),
    ("is there wifi", None, ""),
]
