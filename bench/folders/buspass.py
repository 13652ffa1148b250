"""An older person's papers for a bus pass (the forty-fourth session): the council's bus pass page,
the application confirmation, the companion pass letter, the local routes as a table and a
daughter's note. Its validation folder is a student's railcard and bus season ticket: the railcard
email, the bus ticket terms, the journeys as CSV, the refund page and a text, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_page.txt": """\
You can get an older person's bus pass when you reach State Pension age. It is free and lets you
travel on local buses after 9.30am on weekdays and all day at weekends and on bank holidays.
The pass lasts 5 years. A lost or stolen pass costs £10 to replace.
""",
    "application_confirmation.txt": """\
We have received your bus pass application, reference BP-774102, on 3 February. Your pass will be
posted to you within 15 working days. Until it arrives you cannot use the application email on buses.
""",
    "companion_letter.txt": """\
Because of your sight loss, your pass will have a companion marking, so one person travelling with
you can also go free. The companion does not need to be the same person each time.
""",
    "routes.md": """\
# My buses

| route | to | first bus I can use free |
|---|---|---|
| 7 | town centre | 9.35am |
| 22 | hospital | 9.40am |
| X5 | Bristol | 9.50am |
""",
    "daughter_note.txt": """\
Mum, the X5 is free with your pass too but it's a long ride, take water. Your eye clinic is on
the 22 route, get off at the main entrance stop. Love, Kate
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can I get a bus pass", "council_page.txt", "State Pension age"),
    ("how much is a bus pass", "council_page.txt", "free"),
    ("can I use it before 9.30", "council_page.txt", "after 9.30am on weekdays"),
    ("how long does the pass last", "council_page.txt", "5 years"),
    ("how much if I lose it", "council_page.txt", "£10"),
    ("what's my application reference", "application_confirmation.txt", "BP-774102"),
    ("when will my pass come", "application_confirmation.txt", "within 15 working days"),
    ("can I use the email on the bus", "application_confirmation.txt", "cannot use the application email"),
    ("can someone travel with me for free", "companion_letter.txt", "one person travelling with"),
    ("does it have to be the same companion", "companion_letter.txt", "does not need to be the same person"),
    ("which bus goes to the hospital", "routes.md", "22"),
    ("what's the first free X5", "routes.md", "9.50am"),
    ("where do I get off for the eye clinic", "daughter_note.txt", "main entrance stop"),
    ("is the X5 free", "daughter_note.txt", "free with your pass"),
    ("can I use the pass on trains", None, ""),
    ("can I use it in Scotland", None, ""),
    ("do I need a photo", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "railcard_email.txt": """\
Your 16-25 Railcard is ready in the app. It costs £35 for a year and gives a third off most rail
fares. There is a £12 minimum fare on journeys before 10am on weekdays, except in July and August.
""",
    "bus_ticket_terms.txt": """\
The student term ticket costs £189 for the autumn term and covers all Stagecoach buses in the city.
You must show your student ID with the ticket. Tickets cannot be shared or transferred.
""",
    "journeys.csv": """\
journey,usual train,fare with railcard
home to uni,07:52,£6.40
uni to home,17:15,£6.40
to gran's,Saturday 10:20,£9.85
""",
    "refund_page.txt": """\
Bus term tickets can be refunded within 14 days of the start date if unused. After that, no refunds
are given unless you leave your course, when a refund is worked out by the weeks left.
""",
    "text_from_friend.txt": """\
Get the 07:52, the 08:22 is always packed. And link your railcard to your Oyster for a third off
off-peak in London!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the railcard", "railcard_email.txt", "£35"),
    ("how much off do I get", "railcard_email.txt", "a third off"),
    ("is there a minimum fare", "railcard_email.txt", "£12 minimum fare"),
    ("how much is the bus term ticket", "bus_ticket_terms.txt", "£189"),
    ("what do I have to show with the bus ticket", "bus_ticket_terms.txt", "student ID"),
    ("can my flatmate use my bus ticket", "bus_ticket_terms.txt", "cannot be shared"),
    ("what train do I usually get to uni", "journeys.csv", "07:52"),
    ("how much is it to go to gran's", "journeys.csv", "£9.85"),
    ("can I get a refund on the bus ticket", "refund_page.txt", "within 14 days"),
    ("what if I leave my course", "refund_page.txt", "weeks left"),
    ("which train is always packed", "text_from_friend.txt", "08:22"),
    ("how long does the railcard last", "railcard_email.txt", "a year"),
    ("can I use the railcard on the tube", None, ""),
    ("is there a night bus", None, ""),
]
