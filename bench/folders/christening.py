"""A family's papers for a baby's christening (the forty-fourth session): the church's letter, the
godparents' details as a table, the party venue's booking, the cake order and a note to the
grandparents. Its validation folder is a naming ceremony's: the celebrant's booking, the running
order as CSV, the venue's terms, the guest list message and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "church_letter.txt": """\
Dear Mr and Mrs Adeyemi, Toby's baptism will be on Sunday 14 September at 12.30pm at St Mark's
Church, after the morning service. There is no charge. Parents and godparents are asked to come to
a preparation evening on Wednesday 3 September at 7.30pm in the church hall.
""",
    "godparents.md": """\
# Godparents

| name | relation |
|---|---|
| Chidi Adeyemi | uncle |
| Hannah Price | family friend |
| Laura Mills | mum's cousin |
""",
    "party_booking.txt": """\
The Old Forge function room is booked for 2pm to 6pm on 14 September for up to 50 guests. Hire is
£250, with a deposit of £75 paid. Buffet at £14 a head; final numbers needed 10 days before.
""",
    "cake_order.txt": """\
Two-tier christening cake, lemon sponge with a white fondant finish and a blue teddy on top,
serves 40. Price £140, to be collected from Sugar & Spice on Saturday 13 September after 10am.
""",
    "note_to_grandparents.txt": """\
Mum and Dad, the church has a step at the front but there's a ramp by the side door. Reserved seats
are in the front two rows. Could you bring the christening gown on the Saturday?
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the christening", "church_letter.txt", "Sunday 14 September"),
    ("how much does the church charge", "church_letter.txt", "no charge"),
    ("when is the preparation evening", "church_letter.txt", "Wednesday 3 September"),
    ("who are the godparents", "godparents.md", "Chidi Adeyemi"),
    ("how is Laura related", "godparents.md", "mum's cousin"),
    ("how many guests can the room hold", "party_booking.txt", "up to 50 guests"),
    ("how much is the room hire", "party_booking.txt", "£250"),
    ("how much is the buffet per person", "party_booking.txt", "£14 a head"),
    ("when do they need final numbers", "party_booking.txt", "10 days before"),
    ("what flavour is the cake", "cake_order.txt", "lemon sponge"),
    ("how many does the cake serve", "cake_order.txt", "serves 40"),
    ("when do we collect the cake", "cake_order.txt", "Saturday 13 September"),
    ("is there step-free access to the church", "note_to_grandparents.txt", "a ramp by the side door"),
    ("where are the reserved seats", "note_to_grandparents.txt", "front two rows"),
    ("can we take photos in church", None, ""),
    ("is there parking at the church", None, ""),
    ("what's the vicar's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "celebrant_booking.txt": """\
Naming ceremony for Isla Grace Morgan, Saturday 5 July at 11am, in the walled garden at Brook
House. Your celebrant is Fiona Reid. Her fee is £320, with half paid at booking.
""",
    "running_order.csv": """\
time,what
11:00,welcome from Fiona
11:10,reading by Grandad Tom
11:20,promises from the guideparents
11:35,planting the tree
""",
    "venue_terms.txt": """\
The walled garden can be used until 1pm. If it rains, the ceremony moves to the orangery. No
confetti, but dried petals are allowed. Dogs on leads are welcome in the garden.
""",
    "guest_message.txt": """\
Hi all! Isla's naming day is on 5 July, please let us know by 1 June if you can come. Lunch
afterwards at the Brook House café. No presents please, a message for her memory book is plenty!
""",
    "note.txt": """\
Buy the apple tree from the garden centre on Friday. Ask Tom to practise the reading.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the naming ceremony", "celebrant_booking.txt", "Saturday 5 July"),
    ("who is the celebrant", "celebrant_booking.txt", "Fiona Reid"),
    ("how much is the celebrant", "celebrant_booking.txt", "£320"),
    ("who is doing the reading", "running_order.csv", "Grandad Tom"),
    ("what time is the tree planting", "running_order.csv", "11:35"),
    ("how long can we use the garden", "venue_terms.txt", "until 1pm"),
    ("what if it rains", "venue_terms.txt", "moves to the orangery"),
    ("can we throw confetti", "venue_terms.txt", "No"),
    ("can we bring the dog", "venue_terms.txt", "Dogs on leads are welcome"),
    ("when do guests need to reply by", "guest_message.txt", "1 June"),
    ("where is lunch", "guest_message.txt", "Brook House café"),
    ("should guests bring presents", "guest_message.txt", "No presents please"),
    ("what kind of tree are we planting", "note.txt", "apple tree"),
    ("is the garden wheelchair accessible", None, ""),
]
