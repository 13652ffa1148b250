"""A village hall hirer's papers (the thirty-fifth session): the hire agreement, the booking
calendar as CSV, the hall's conditions of hire, the kitchen guide, the invoice and the booking
secretary's message; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a sports hall hirer's: the booking form,
the sessions as CSV, the centre's rules, the equipment list, the cancellation terms and the
duty manager's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hire_agreement.txt": """\
Little Hadham Village Hall: hire agreement

Hirer: Mrs Janet Cole
Event: 70th birthday party
Date: Saturday 18 October
Hours: 6pm to 11:30pm (including setting up and clearing away)
Rooms: main hall and kitchen
Maximum guests: 120
Deposit: £100, returned within 14 days if the hall is left clean and undamaged
""",
    "calendar.csv": """\
date,room,hirer,time
Fri 17 October,main hall,Pilates class,7pm-8pm
Sat 18 October,main hall and kitchen,Janet Cole,6pm-11:30pm
Sun 19 October,main hall,Church coffee morning,10am-12pm
""",
    "conditions_of_hire.md": """\
# Conditions of hire

- Music must stop by 11pm and the hall must be empty by the end of the booking
- No confetti, glitter or candles
- Decorations may be fixed with Blu Tack only, never nails or tape

Alcohol may be served if the hirer holds a Temporary Event Notice. The fire exits must be kept clear at all times.
""",
    "kitchen_guide.txt": """\
Using the kitchen

There are two ovens, a hot water urn and crockery for 100 people. Please wash and put away everything you use. Tea towels are not provided. Rubbish must be taken home; the hall has no bins for hirers.
""",
    "invoice.txt": """\
Invoice 2026-117

Hall hire, 5.5 hours at £28 an hour: £154.00
Kitchen: £15.00
Total: £169.00
Please pay by bank transfer to Little Hadham Village Hall, sort code 20-45-77, account 40118822, by 4 October.
""",
    "secretary_message.txt": """\
Hi Janet, it's Brian. You can collect the key from me at 4 Mill Lane on Friday evening. The tables are stacked in the store room at the back. Brian
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("what time do we have the hall until", "hire_agreement.txt", "11:30pm"),
    ("how many people can come", "hire_agreement.txt", "120"),
    ("when do we get the deposit back", "hire_agreement.txt", "within 14 days"),
    # The calendar.
    ("what's on the morning after the party", "calendar.csv", "Church coffee morning"),
    # The conditions.
    ("what time does the music have to stop", "conditions_of_hire.md", "11pm"),
    ("can we have candles on the cake", "conditions_of_hire.md", "No confetti, glitter or candles"),
    ("how do we put decorations up", "conditions_of_hire.md", "Blu Tack only"),
    ("can we serve alcohol", "conditions_of_hire.md", "Temporary Event Notice"),
    # The kitchen.
    ("are tea towels provided", "kitchen_guide.txt", "not provided"),
    ("what do we do with the rubbish", "kitchen_guide.txt", "taken home"),
    ("how much crockery is there", "kitchen_guide.txt", "100 people"),
    # The invoice.
    ("how much do I owe for the hall", "invoice.txt", "£169.00"),
    ("when do I have to pay by", "invoice.txt", "4 October"),
    # The secretary.
    ("where do I collect the key", "secretary_message.txt", "4 Mill Lane"),
    ("where are the tables", "secretary_message.txt", "store room"),
    # Subjects the papers never mention.
    ("is there a sound system", None, ""),
    ("can we use the garden", None, ""),
    ("is there wheelchair access", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_form.txt": """\
Meadowside Leisure Centre: block booking

Organisation: Harlow Walking Football Club
Contact: Dev Malhotra
Space: sports hall, 4 courts
Day: Wednesdays, 2pm to 4pm
Term: 7 January to 25 March
Rate: £46 an hour
""",
    "sessions.csv": """\
date,courts,note
7 January,4,
14 January,2,courts 3 and 4 used for exams
21 January,4,
18 February,0,closed for half term
""",
    "centre_rules.md": """\
# Centre rules

- Indoor trainers with non-marking soles only
- No food in the sports hall
- Groups must bring their own first aider

Changing rooms open 15 minutes before your booking. Lockers take a £1 coin, which you get back.
""",
    "equipment.txt": """\
Equipment

Goals and bibs are provided. Footballs are not; please bring your own size 4 low-bounce balls.
""",
    "cancellation_terms.txt": """\
Cancelling

Give 14 days' notice to cancel a session without charge. Sessions cancelled with less notice are charged in full. We refund in full if the centre closes the hall.
""",
    "duty_manager_email.txt": """\
Hi Dev,

The car park will be resurfaced on 28 January, so please use the overflow car park on Tanner Street that day.

Sam, Duty Manager
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The form.
    ("what time is our booking", "booking_form.txt", "2pm to 4pm"),
    ("how much is it an hour", "booking_form.txt", "£46 an hour"),
    ("when does the term end", "booking_form.txt", "25 March"),
    # Sessions.
    ("why are there only 2 courts on 14 January", "sessions.csv", "exams"),
    ("is there a session on 18 February", "sessions.csv", "closed for half term"),
    # Rules.
    ("what shoes do we need", "centre_rules.md", "non-marking soles"),
    ("do we need a first aider", "centre_rules.md", "bring their own first aider"),
    ("when do the changing rooms open", "centre_rules.md", "15 minutes before"),
    # Equipment.
    ("are footballs provided", "equipment.txt", "Footballs are not"),
    ("what size ball should we bring", "equipment.txt", "size 4"),
    # Cancelling.
    ("how much notice to cancel", "cancellation_terms.txt", "14 days"),
    ("what if the centre closes the hall", "cancellation_terms.txt", "refund in full"),
    # The email.
    ("where do we park on 28 January", "duty_manager_email.txt", "Tanner Street"),
    # Subjects the papers never mention.
    ("is there a cafe", None, ""),
    ("can we use the swimming pool", None, ""),
    ("is there a minibus", None, ""),
]
