"""A family's papers for a parent's Shopmobility scooter (the forty-eighth session): the
registration letter, the scheme rules, the charges as a table, the battery note and a text.
Its validation folder is a family's for a Red Cross wheelchair loan: the loan agreement, the
rules, the equipment as CSV, the return note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_letter.txt": """\
Dear Mr Patel, you are now registered with Kingsgate Shopmobility, membership number SM-2291. You
can borrow a scooter or wheelchair from our office on level 1 of the Kingsgate car park.
""",
    "scheme_rules.txt": """\
Scooters must be booked at least a day ahead. Keep to walking pace inside the shopping centre.
Scooters cannot be taken on buses or out of the town centre.
""",
    "charges.md": """\
# Charges

| item | charge |
|---|---|
| Annual membership | £20 |
| Scooter, per day | £5 |
| Wheelchair, per day | free |
| Late return, per hour | £3 |
""",
    "battery_note.txt": """\
A full battery lasts about 8 miles. If the battery light goes red, head back to the office.
""",
    "text.txt": """\
Hi Dad, the office is open 9am to 5pm, Monday to Saturday, so you'll need to be back by 5. Priya
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's Dad's membership number", "registration_letter.txt", "SM-2291"),
    ("where does he pick the scooter up", "registration_letter.txt", "level 1 of the Kingsgate car park"),
    ("how far ahead do we book", "scheme_rules.txt", "at least a day ahead"),
    ("can he take it on the bus", "scheme_rules.txt", "cannot be taken on buses"),
    ("how fast can he go inside", "scheme_rules.txt", "walking pace"),
    ("how much is the scooter a day", "charges.md", "£5"),
    ("is the wheelchair free", "charges.md", "free"),
    ("how much is membership", "charges.md", "£20"),
    ("how far will the battery go", "battery_note.txt", "about 8 miles"),
    ("what if the battery light goes red", "battery_note.txt", "head back to the office"),
    ("what time does he need to bring it back", "text.txt", "back by 5"),
    ("is it open on Sundays", "text.txt", "Monday to Saturday"),
    ("does he need insurance", None, ""),
    ("can someone else use his membership", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "loan_agreement.txt": """\
British Red Cross mobility aid loan for Mrs Joan Fry: one self-propelled wheelchair, from 3 February
for up to 6 weeks. A donation is welcome but not required.
""",
    "rules.txt": """\
The wheelchair must only be used by the person named. Report any damage straight away. Extensions
can be arranged by phoning the centre before the loan ends.
""",
    "equipment.csv": """\
item,size,notes
Self-propelled wheelchair,18 inch seat,"footrests, cushion"
Walking frame,adjustable,with wheels
Commode,standard,not available
""",
    "return_note.txt": """\
Return the wheelchair clean to the Barnfield centre, Tuesday or Thursday, 10am to 3pm.
""",
    "message.txt": """\
Mum's loan ends on 17 March, shall I ring them to extend it? Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long can Mum keep the wheelchair", "loan_agreement.txt", "up to 6 weeks"),
    ("do we have to pay", "loan_agreement.txt", "A donation is welcome but not required"),
    ("can Dad use it too", "rules.txt", "only be used by the person named"),
    ("how do we extend the loan", "rules.txt", "phoning the centre before the loan ends"),
    ("how wide is the seat", "equipment.csv", "18 inch seat"),
    ("is there a commode", "equipment.csv", "not available"),
    ("where do we take it back", "return_note.txt", "the Barnfield centre"),
    ("what days can we return it", "return_note.txt", "Tuesday or Thursday"),
    ("when does the loan end", "message.txt", "17 March"),
    ("does the walking frame have wheels", "equipment.csv", "with wheels"),
    ("can they deliver it", None, ""),
    ("is there an electric wheelchair", None, ""),
]
