"""A group organiser's papers for hiring a community minibus (the forty-eighth session): the
booking, the hire terms, the charges as a table, the driver rules and a text. Its validation
folder is a couple's for hiring a tandem for a day: the hire slip, the shop's terms, the routes
as CSV, the safety note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Northfield Community Transport: 16-seat minibus for the Over 60s Club trip to Whitby, Thursday 12 June.
Collect from the depot at 8am, return by 7pm. Estimated 140 miles.
""",
    "hire_terms.txt": """\
The minibus must be returned with a full tank, or refuelling is charged at £2 a litre. No food
or drink on board except bottled water. Any damage must be reported on the day.
""",
    "charges.md": """\
# Charges

| charge | rate |
|---|---|
| Day hire | £75 |
| Mileage | 45p a mile |
| Wheelchair lift | free |
| Late return | £15 an hour |
""",
    "driver_rules.txt": """\
Drivers must be 25 to 75, have held a full licence for 2 years and have passed our MiDAS minibus
assessment. Bring your driving licence when you collect the bus.
""",
    "text.txt": """\
Hi Maureen, the bus has a ramp at the back and space for two wheelchairs. Keys are at the front desk. Phil, NCT
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we pick up the minibus", "booking.txt", "8am"),
    ("when does it have to be back", "booking.txt", "return by 7pm"),
    ("how many seats does it have", "booking.txt", "16-seat"),
    ("do we need to fill it up", "hire_terms.txt", "returned with a full tank"),
    ("can people eat on the bus", "hire_terms.txt", "No food"),
    ("how much is the mileage", "charges.md", "45p a mile"),
    ("is the wheelchair lift extra", "charges.md", "free"),
    ("what if we're late back", "charges.md", "£15 an hour"),
    ("who can drive", "driver_rules.txt", "Drivers must be 25 to 75"),
    ("what does the driver need to bring", "driver_rules.txt", "your driving licence"),
    ("how many wheelchairs fit", "text.txt", "space for two wheelchairs"),
    ("where are the keys", "text.txt", "at the front desk"),
    ("is there a toilet on the bus", None, ""),
    ("can we take it abroad", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hire_slip.txt": """\
Two Wheels Cycle Hire: one tandem, Saturday 9 August, 9am to 5pm. £55 for the day, helmets included.
Hirers: Dev and Anna Patel.
""",
    "terms.txt": """\
A £100 card deposit is taken and returned when the bike comes back undamaged. Punctures are
fixed free at the shop; lost locks cost £25.
""",
    "routes.csv": """\
route,distance,difficulty
Riverside loop,12 miles,easy
Castle and back,22 miles,moderate
Three hills,35 miles,hard
""",
    "safety_note.txt": """\
The captain at the front steers and brakes; the stoker at the back pedals and signals. Practise starting on the flat first.
""",
    "message.txt": """\
The café at Castle Farm has a bike rack and does a great bacon roll! Anna
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the tandem", "hire_slip.txt", "£55 for the day"),
    ("what time do we have it till", "hire_slip.txt", "5pm"),
    ("are helmets included", "hire_slip.txt", "helmets included"),
    ("how much is the deposit", "terms.txt", "£100"),
    ("what if we get a puncture", "terms.txt", "fixed free at the shop"),
    ("how long is the riverside loop", "routes.csv", "12 miles"),
    ("which route is hardest", "routes.csv", "Three hills"),
    ("who steers", "safety_note.txt", "The captain at the front"),
    ("where can we leave the bike at the cafe", "message.txt", "has a bike rack"),
    ("what if we lose the lock", "terms.txt", "£25"),
    ("do they do electric bikes", None, ""),
    ("is there a child seat", None, ""),
]
