"""An owner's papers for a cat sitter's home visits (the forty-seventh session): the booking, the
sitter's terms, the visit schedule as a table, the care notes and a text. Its validation folder is
an owner's for a house-plant and fish sitter while away: the arrangement, the instructions, the
watering list as CSV, the emergency note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Purrfect Visits for Mochi and Biscuit, 18 to 25 August. Two visits a day, £16 a day, total £128.
Keys collected on 17 August.
""",
    "sitter_terms.txt": """\
Visits last 30 minutes. If a cat seems unwell, we take it to your registered vet and you pay the vet's bill.
""",
    "schedule.md": """\
# Visit schedule

| visit | time | tasks |
|---|---|---|
| morning | 8am | wet food, fresh water, litter |
| evening | 6pm | dry food, play, photo update |
""",
    "care_notes.txt": """\
Mochi has one thyroid tablet in the morning, hidden in a treat. Biscuit hides under the bed, don't
worry if you don't see her.
""",
    "text.txt": """\
The vet is Abbey Vets on 01632 960441, they know both cats. Rhian
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the cat sitter a day", "booking.txt", "£16 a day"),
    ("when does the sitter get the keys", "booking.txt", "17 August"),
    ("how long is each visit", "sitter_terms.txt", "30 minutes"),
    ("what happens if a cat is ill", "sitter_terms.txt", "take it to your registered vet"),
    ("what time is the morning visit", "schedule.md", "8am"),
    ("what do they do in the evening", "schedule.md", "dry food, play, photo update"),
    ("when does Mochi have her tablet", "care_notes.txt", "in the morning"),
    ("where does Biscuit hide", "care_notes.txt", "under the bed"),
    ("what's the vet's number", "text.txt", "01632 960441"),
    ("how much is it altogether", "booking.txt", "total £128"),
    ("who pays the vet bill", "sitter_terms.txt", "you pay the vet's bill"),
    ("will they water the plants", None, ""),
    ("do they bring in the post", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "arrangement.txt": """\
Ana is looking after the flat from 2 to 16 September while we're in Portugal. She pops in every
other day; the spare key is with the concierge.
""",
    "instructions.txt": """\
Feed the fish a pinch of flakes every two days. Don't touch the tank heater. Put the bins out on Tuesdays.
""",
    "watering.csv": """\
plant,where,water
Monstera,living room,once a week
Orchid,bathroom,soak every 10 days
Cactus,windowsill,not at all
""",
    "emergency_note.txt": """\
For a leak, the stopcock is under the kitchen sink. The landlord, Mr Evans, is on 07700 900 512.
""",
    "message.txt": """\
Help yourself to anything in the fridge, and the wifi password is on the router. Thanks! Lucia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they away", "arrangement.txt", "2 to 16 September"),
    ("where is the spare key", "arrangement.txt", "with the concierge"),
    ("how often do I feed the fish", "instructions.txt", "every two days"),
    ("which day are the bins", "instructions.txt", "Tuesdays"),
    ("how often does the orchid need water", "watering.csv", "soak every 10 days"),
    ("should I water the cactus", "watering.csv", "not at all"),
    ("where's the stopcock", "emergency_note.txt", "under the kitchen sink"),
    ("what's the landlord's number", "emergency_note.txt", "07700 900 512"),
    ("where's the wifi password", "message.txt", "on the router"),
    ("can I touch the tank heater", "instructions.txt", "Don't touch the tank heater"),
    ("can I have friends over", None, ""),
    ("is there parking", None, ""),
]
