"""A driver's papers after a roadside breakdown (the forty-seventh session): the callout record,
the cover terms, the garage's estimate as a table, the recovery note and a text. Its validation
folder is a driver's for a chipped windscreen: the claim email, the insurer's terms, the repair
options as CSV, the booking and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "callout_record.txt": """\
Breakdown on the A61 near Wakefield, 6 February at 7.40am. Patrol arrived at 8.35am.
Fault: failed alternator; car not fixable at the roadside.
""",
    "cover_terms.txt": """\
Your Roadside and Recovery cover takes the car and up to 7 people to any one place within 10 miles.
Parts and garage labour are not covered.
""",
    "garage_estimate.md": """\
# Estimate

| item | cost |
|---|---|
| reconditioned alternator | £210 |
| drive belt | £35 |
| labour, 2 hours | £140 |
""",
    "recovery_note.txt": """\
Vehicle recovered to Central Motors, 4 Dock Road. Keys left with reception.
""",
    "text.txt": """\
Central Motors can have it ready Thursday afternoon. Courtesy car is £15 a day. Phil
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what was wrong with the car", "callout_record.txt", "failed alternator"),
    ("what time did the patrol arrive", "callout_record.txt", "8.35am"),
    ("where did we break down", "callout_record.txt", "A61 near Wakefield"),
    ("how far will they tow it", "cover_terms.txt", "within 10 miles"),
    ("are parts covered", "cover_terms.txt", "Parts and garage labour are not covered"),
    ("how much is the alternator", "garage_estimate.md", "£210"),
    ("how much is the labour", "garage_estimate.md", "£140"),
    ("where is the car now", "recovery_note.txt", "Central Motors, 4 Dock Road"),
    ("where are the keys", "recovery_note.txt", "Keys left with reception"),
    ("when will it be ready", "text.txt", "Thursday afternoon"),
    ("how much is a courtesy car", "text.txt", "£15 a day"),
    ("will my excess go up", None, ""),
    ("can they deliver the car back", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "claim_email.txt": """\
Claim WS-77120 opened for a chip in the windscreen of your Ford Focus, reported 14 April.
""",
    "insurer_terms.txt": """\
Chip repairs are free with no excess. A full replacement has a £95 excess.
Claims for glass do not affect your no-claims bonus.
""",
    "repair_options.csv": """\
option,time,where
Chip repair,30 minutes,at home or work
Replacement,2 hours,at a centre or at home
Recalibration,1 hour,at a centre only
""",
    "booking.txt": """\
Technician booked for Monday 21 April, 10am to 12pm, at your work car park, Unit 5 Lakeside.
""",
    "message.txt": """\
Please make sure the car is parked in the open, not in a multi-storey. ClearView Glass
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the claim number", "claim_email.txt", "WS-77120"),
    ("is the chip repair free", "insurer_terms.txt", "Chip repairs are free"),
    ("how much is the excess for a new windscreen", "insurer_terms.txt", "£95 excess"),
    ("will it affect my no-claims bonus", "insurer_terms.txt", "do not affect your no-claims bonus"),
    ("how long does a chip repair take", "repair_options.csv", "30 minutes"),
    ("where can recalibration be done", "repair_options.csv", "at a centre only"),
    ("when is the technician coming", "booking.txt", "Monday 21 April"),
    ("where are they doing the repair", "booking.txt", "Unit 5 Lakeside"),
    ("where should I park the car", "message.txt", "in the open"),
    ("when did I report the chip", "claim_email.txt", "14 April"),
    ("do I need to be there", None, ""),
    ("will they clean the car", None, ""),
]
