"""A household's papers about a smart meter (the forty-fourth session): the energy supplier's
installation booking, the installer's checklist, the in-home display guide, the readings as a table
and a note. Its validation folder is a disputed gas bill's: the complaint email, the supplier's
reply, the meter readings as CSV, the ombudsman page and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "installation_booking.txt": """\
Your smart meter installation is booked for Friday 7 March, 8am to 12pm. The engineer needs access
to both the gas and electricity meters. The power and gas will be off for about 30 minutes each.
Installation is free.
""",
    "installer_checklist.txt": """\
Clear a space of at least 1 metre in front of each meter. If your meters are in a cupboard, empty it
first. Anyone using a stairlift or electric medical equipment must tell us before the visit.
""",
    "display_guide.txt": """\
The in-home display shows what you are using in pounds and pence. Green means low use, amber medium
and red high. Plug it in within 10 metres of the meter. It does not need Wi-Fi.
""",
    "readings.md": """\
# Readings

| date | electricity kWh | gas m3 |
|---|---|---|
| 1 February | 23410 | 8851 |
| 1 March | 23702 | 8967 |
| 7 March, old meter removed | 23771 | 8990 |
""",
    "note.txt": """\
Take photos of both old meters before the engineer comes. The boiler will need relighting after the
gas goes back on, the engineer said he would do it. Kids at school by 8.40.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the smart meter being fitted", "installation_booking.txt", "Friday 7 March"),
    ("how long will the power be off", "installation_booking.txt", "30 minutes"),
    ("how much does the smart meter cost", "installation_booking.txt", "free"),
    ("how much space do they need", "installer_checklist.txt", "at least 1 metre"),
    ("what if my meters are in a cupboard", "installer_checklist.txt", "empty it"),
    ("what does amber mean on the display", "display_guide.txt", "medium"),
    ("where should I plug the display in", "display_guide.txt", "within 10 metres of the meter"),
    ("does the display need wifi", "display_guide.txt", "does not need Wi-Fi"),
    ("what was the electricity reading on 1 March", "readings.md", "23702"),
    ("what was the final gas reading on the old meter", "readings.md", "8990"),
    ("what should I do before the engineer comes", "note.txt", "Take photos of both old meters"),
    ("who will relight the boiler", "note.txt", "the engineer said he would do it"),
    ("what shows on the display", "display_guide.txt", "pounds and pence"),
    ("who needs to tell them before the visit", "installer_checklist.txt", "stairlift or electric medical equipment"),
    ("will my tariff change", None, ""),
    ("can I send readings by text", None, ""),
    ("what's the engineer's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "complaint_email.txt": """\
My gas bill for January is £486, more than twice last January's £210. The bill was estimated; my
actual reading on 31 January was 5120, not the 5480 on the bill. Please correct it. Account 7781-2290.
""",
    "supplier_reply.txt": """\
We're sorry for the estimated bill. We have used your reading of 5120 and your corrected January bill
is £238. The difference of £248 has been credited to your account. We will reply to complaints
within 8 weeks; after that you can go to the Energy Ombudsman.
""",
    "readings.csv": """\
date,reading,type
31 December,4710,actual
31 January,5480,estimated
31 January,5120,actual (customer)
""",
    "ombudsman_page.txt": """\
The Energy Ombudsman is free to use. You can bring a complaint 8 weeks after first complaining,
or sooner if the supplier sends a deadlock letter. You must apply within 12 months of that letter.
""",
    "note.txt": """\
Credit showing on the app on 14 February. Ask about a smart meter so this doesn't happen again.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the January gas bill", "complaint_email.txt", "£486"),
    ("what was my real reading", "complaint_email.txt", "5120"),
    ("what's my account number", "complaint_email.txt", "7781-2290"),
    ("how much is the corrected bill", "supplier_reply.txt", "£238"),
    ("how much have they credited", "supplier_reply.txt", "£248"),
    ("how long do they have to reply to a complaint", "supplier_reply.txt", "8 weeks"),
    ("what was the December reading", "readings.csv", "4710"),
    ("was the 5480 reading estimated", "readings.csv", "estimated"),
    ("does the ombudsman cost anything", "ombudsman_page.txt", "free"),
    ("how long do I have to go to the ombudsman", "ombudsman_page.txt", "within 12 months"),
    ("when did the credit show up", "note.txt", "14 February"),
    ("how much was last January's bill", "complaint_email.txt", "£210"),
    ("will they pay me compensation", None, ""),
    ("can I switch supplier", None, ""),
]
