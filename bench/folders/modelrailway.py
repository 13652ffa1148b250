"""An exhibitor's papers for a model railway exhibition (the fifty-first session): the acceptance
letter, the layout details as a table, the exhibitor rules, the set-up note and a text from the
organiser. Its validation folder is a visitor's for a vintage toy fair: the ticket, the stall
list as CSV, the fair rules, the directions and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "acceptance_letter.txt": """\
Dear Mr Fenwick, we are pleased to accept your layout Little Hadley Junction for the Wolverton Model
Railway Exhibition on 18 and 19 April. Your stand is number 23 in the Main Hall.
""",
    "layout_details.md": """\
# Stand details

| item | detail |
|---|---|
| space allowed | 4.5m by 2m |
| power sockets | 2 double sockets |
| operators | up to 4 |
| table height | your own trestles |
""",
    "exhibitor_rules.txt": """\
Layouts must be running from 10am to 4.30pm on both days.
Exhibitors must not dismantle their stand before 4.30pm on Sunday. Selling items from your stand is not permitted.
""",
    "setup_note.txt": """\
The hall is open for setting up from 2pm on Friday 17 April.
Vans may unload at the rear doors on Mill Lane; please move your vehicle to the exhibitors' car park once unloaded.
""",
    "text.txt": """\
Hi Geoff, lunch vouchers for you and your operators will be in your welcome pack at the front desk. Carol
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which stand are we on", "acceptance_letter.txt", "number 23 in the Main Hall"),
    ("what are the dates of the show", "acceptance_letter.txt", "18 and 19 April"),
    ("how much space do we get", "layout_details.md", "4.5m by 2m"),
    ("how many power sockets are there", "layout_details.md", "2 double sockets"),
    ("how many operators can we bring", "layout_details.md", "up to 4"),
    ("what hours does the layout have to run", "exhibitor_rules.txt", "from 10am to 4.30pm"),
    ("can we pack up early on Sunday", "exhibitor_rules.txt", "must not dismantle their stand before 4.30pm on Sunday"),
    ("can I sell things on the stand", "exhibitor_rules.txt", "Selling items from your stand is not permitted"),
    ("when can we start setting up", "setup_note.txt", "from 2pm on Friday 17 April"),
    ("where do we unload", "setup_note.txt", "at the rear doors on Mill Lane"),
    ("where are the lunch vouchers", "text.txt", "in your welcome pack at the front desk"),
    ("is there overnight security", None, ""),
    ("do we get paid expenses", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Admission ticket: Harrogate Vintage Toy Fair, Sunday 8 March, Great Yorkshire Showground, Hall 2.
Early entry at 9am; general admission from 10.30am until 3pm.
""",
    "stalls.csv": """\
stall,trader,specialism
A4,Tinplate Treasures,clockwork tinplate toys
B12,Dinky Den,die-cast cars
C7,Steam Age Models,live steam engines
D2,Dolls of Yesteryear,dolls and teddy bears
""",
    "fair_rules.txt": """\
Most traders take cards, but bring cash for smaller stalls. Prams and pushchairs are welcome, but large
bags may be searched at the entrance.
""",
    "directions.txt": """\
Follow the brown signs from the A661 and use Gate 4. Parking is free in the Blue car park.
""",
    "email.txt": """\
Dear Mr Adeyemi, the valuation desk by the café will look at up to three toys per visitor free of charge. Fair Office
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is early entry", "ticket.txt", "9am"),
    ("which hall is the fair in", "ticket.txt", "Hall 2"),
    ("what stall is Dinky Den", "stalls.csv", "B12"),
    ("who sells live steam engines", "stalls.csv", "Steam Age Models"),
    ("what does stall D2 sell", "stalls.csv", "dolls and teddy bears"),
    ("do they take cards", "fair_rules.txt", "Most traders take cards"),
    ("can I bring a pushchair", "fair_rules.txt", "Prams and pushchairs are welcome"),
    ("which gate do I use", "directions.txt", "Gate 4"),
    ("is parking free", "directions.txt", "Parking is free in the Blue car park"),
    ("how many toys can I get valued", "email.txt", "up to three toys per visitor"),
    ("is there a cloakroom", None, ""),
    ("can I bring my dog", None, ""),
]
