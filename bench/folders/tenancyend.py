"""A tenant's papers at the end of a tenancy (the forty-second session): the landlord's end of
tenancy letter, the deposit deductions as a table, the check-out report, the final meter readings
as CSV, the cleaning receipt and the letting agent's email. Its validation folder is a house sharer's
leaving their room: the notice email, the checklist, the bills split as CSV, the deposit note and the
landlord's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "end_of_tenancy_letter.txt": """\
Dear Ms Kowalski, thank you for your notice. Your tenancy at Flat 3, 22 Clarendon Road ends on
Sunday 31 August. Please return all keys (2 front door, 1 back door, 1 bike shed) to our office by
noon on Monday 1 September.
""",
    "deposit_deductions.md": """\
# Proposed deposit deductions

| item | deduction |
|---|---|
| oven not cleaned | £60 |
| picture hooks in the lounge wall | £25 |
| missing bike shed key | £15 |

Deposit held: £950. Proposed return: £850.
""",
    "checkout_report.txt": """\
Check-out report, 1 September. Carpets: clean. Kitchen: oven greasy, hob clean. Bathroom: good.
Lounge: four small holes from picture hooks. Garden: lawn cut. Smoke alarms: working.
""",
    "meter_readings.csv": """\
meter,reading on 31 August,supplier
electricity,48213,Octopus Energy
gas,10397,Octopus Energy
water,0552,Yorkshire Water
""",
    "cleaning_receipt.txt": """\
Sparkle Cleaning, 29 August: end of tenancy clean of a one-bedroom flat, oven not included. £140,
paid by card.
""",
    "agent_email.txt": """\
From: Lucy at Clarendon Lettings
Hi, if you disagree with any deduction, you can raise a dispute with the deposit scheme (TDS) within
10 days. Your deposit is protected under reference TDS-5501183.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my tenancy end", "end_of_tenancy_letter.txt", "Sunday 31 August"),
    ("how many keys do I hand back", "end_of_tenancy_letter.txt", "2 front door, 1 back door, 1 bike shed"),
    ("where do I take the keys", "end_of_tenancy_letter.txt", "our office"),
    ("why are they taking money for the oven", "deposit_deductions.md", "oven not cleaned"),
    ("how much are they keeping for the picture hooks", "deposit_deductions.md", "£25"),
    ("how much deposit will I get back", "deposit_deductions.md", "£850"),
    ("what did the check-out say about the carpets", "checkout_report.txt", "clean"),
    ("were the smoke alarms working", "checkout_report.txt", "working"),
    ("what was the gas reading", "meter_readings.csv", "10397"),
    ("who supplies the water", "meter_readings.csv", "Yorkshire Water"),
    ("how much was the cleaner", "cleaning_receipt.txt", "£140"),
    ("did the cleaner do the oven", "cleaning_receipt.txt", "oven not included"),
    ("how do I dispute a deduction", "agent_email.txt", "raise a dispute"),
    ("how long do I have to dispute", "agent_email.txt", "within 10 days"),
    ("what's the deposit reference", "agent_email.txt", "TDS-5501183"),
    ("can I leave furniture behind", None, ""),
    ("do I need to redecorate", None, ""),
    ("will they give me a reference", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice_email.txt": """\
Hi Mark, this is my notice for the back bedroom at 14 Elm Street. My last day will be Friday 28
February, which is one month from today, as the house agreement asks. Thanks, Priya
""",
    "checklist.txt": """\
Leaving checklist: empty your kitchen cupboard and fridge shelf, take your name off the cleaning
rota, wash the bedding we lent you, and leave your key on the hall table.
""",
    "bills_split.csv": """\
bill,monthly total,your share
energy,£196,£49
broadband,£32,£8
council tax,£0 (all students),£0
""",
    "deposit_note.txt": """\
Your deposit of £400 is held by Mark. He will return it within 14 days of your leaving, less any
bills you still owe.
""",
    "landlord_text.txt": """\
Mark: No problem Priya, sorry to see you go. Can you show the room to viewers on Tuesday evenings?
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Priya's last day", "notice_email.txt", "Friday 28 February"),
    ("how much notice does she give", "notice_email.txt", "one month"),
    ("which room is she leaving", "notice_email.txt", "back bedroom"),
    ("what does she do with her key", "checklist.txt", "hall table"),
    ("does she need to wash the bedding", "checklist.txt", "wash the bedding"),
    ("what's her share of the energy bill", "bills_split.csv", "£49"),
    ("how much is broadband each", "bills_split.csv", "£8"),
    ("how much is her deposit", "deposit_note.txt", "£400"),
    ("when will she get her deposit back", "deposit_note.txt", "within 14 days"),
    ("when can viewers see the room", "landlord_text.txt", "Tuesday evenings"),
    ("who holds the deposit", "deposit_note.txt", "Mark"),
    ("can she sublet the room", None, ""),
    ("does she pay for the last week's food", None, ""),
    ("is there a cleaning fee", None, ""),
]
