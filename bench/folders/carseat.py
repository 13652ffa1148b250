"""A parent's papers for a new child car seat (the forty-seventh session): the order, the fitting
check booking, the seat's limits as a table, the manual's key points and a text. Its validation
folder is a parent's for a pushchair repair under warranty: the warranty email, the repair terms,
the parts as CSV, the collection note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order 88213: Maxi-Cosi Pearl 360 car seat and FamilyFix base, £379. Click and collect from the
Halfords in Denton from Wednesday.
""",
    "fitting_booking.txt": """\
Free car seat fitting check on Saturday 1 March at 11am. Bring the car, the seat and the base. It
takes about 30 minutes.
""",
    "seat_limits.md": """\
# Seat limits

| way | child height | child age |
|---|---|---|
| rear-facing | 61cm to 105cm | 3 months to 4 years |
| forward-facing | 76cm to 105cm | 15 months to 4 years |
""",
    "manual_key_points.txt": """\
Never use the seat in a front seat with an active airbag. The base's green indicators show it is fitted
correctly. Replace the seat after any crash.
""",
    "text.txt": """\
Our car has ISOFIX points under the covers in the back seat, I checked. Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the car seat", "order.txt", "£379"),
    ("where do I collect it from", "order.txt", "Halfords in Denton"),
    ("when is the fitting check", "fitting_booking.txt", "Saturday 1 March at 11am"),
    ("what do I need to bring to the fitting", "fitting_booking.txt", "the car, the seat and the base"),
    ("how long does the check take", "fitting_booking.txt", "about 30 minutes"),
    ("from what age can she face forward", "seat_limits.md", "15 months"),
    ("how tall can she be rear-facing", "seat_limits.md", "105cm"),
    ("can it go in the front seat", "manual_key_points.txt", "front seat with an active airbag"),
    ("how do I know it's fitted right", "manual_key_points.txt", "green indicators"),
    ("does our car have ISOFIX", "text.txt", "ISOFIX points"),
    ("what if we have a crash", "manual_key_points.txt", "Replace the seat after any crash"),
    ("is the cover machine washable", None, ""),
    ("does it fit in a taxi", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "warranty_email.txt": """\
Your Bugaboo Fox pushchair is under warranty until 12 August 2026, so the wheel repair is free of charge.
""",
    "repair_terms.txt": """\
Repairs take up to 10 working days. Damage from misuse or airline travel is not covered.
A loan pushchair is available on request.
""",
    "parts.csv": """\
part,cost outside warranty,in stock
front swivel wheel,£35,yes
brake pedal,£22,no
hood,£60,yes
""",
    "collection_note.txt": """\
A courier will collect the pushchair from your home on Monday between 8am and 6pm. Please fold it and remove the carrycot.
""",
    "message.txt": """\
Your loan pushchair will be a Bugaboo Bee. Customer care
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("is the repair free", "warranty_email.txt", "free of charge"),
    ("when does the warranty end", "warranty_email.txt", "12 August 2026"),
    ("how long will the repair take", "repair_terms.txt", "up to 10 working days"),
    ("can I borrow a pushchair", "repair_terms.txt", "A loan pushchair is available"),
    ("how much is a brake pedal", "parts.csv", "£22"),
    ("is the hood in stock", "parts.csv", "yes"),
    ("when is the courier coming", "collection_note.txt", "Monday between 8am and 6pm"),
    ("should I leave the carrycot on", "collection_note.txt", "remove the carrycot"),
    ("which loan pushchair will I get", "message.txt", "Bugaboo Bee"),
    ("is airline damage covered", "repair_terms.txt", "airline travel is not covered"),
    ("can I get a refund instead", None, ""),
    ("will they clean it", None, ""),
]
