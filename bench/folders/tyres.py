"""A driver's papers after a puncture (the forty-fourth session): the tyre fitter's booking, the
invoice, the tyre guarantee, the tyre pressures as a table and a note. Its validation folder is a
flat car battery's: the breakdown text, the battery quote, the warranty card, the car's battery
history as CSV and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booked at Kwik Tyres, Harbour Road, for Saturday 22 March at 9.15am. Two new front tyres,
205/55 R16, mid-range brand. Please bring the locking wheel nut key.
""",
    "invoice.txt": """\
2 x Hankook Kinergy tyres at £78 each, fitted and balanced: £156. Wheel alignment check: £25.
Old tyres disposed of: £5. Total £186 paid by card.
""",
    "guarantee.txt": """\
Your tyres come with a free puncture repair guarantee for 12 months. If a tyre cannot be repaired,
we will replace it and you pay only for the tread you have used.
""",
    "pressures.md": """\
# Tyre pressures

| tyres | normal load | full load |
|---|---|---|
| front | 33 psi | 36 psi |
| rear | 30 psi | 38 psi |
""",
    "note.txt": """\
Spare wheel is a space saver, max 50mph. The rear tyres have 3mm left, change them before winter.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are the new tyres being fitted", "booking.txt", "Saturday 22 March"),
    ("what size are the tyres", "booking.txt", "205/55 R16"),
    ("what do I need to take", "booking.txt", "locking wheel nut key"),
    ("how much was each tyre", "invoice.txt", "£78 each"),
    ("how much did I pay in total", "invoice.txt", "£186"),
    ("how much was the alignment check", "invoice.txt", "£25"),
    ("what make are the tyres", "invoice.txt", "Hankook"),
    ("how long is the puncture guarantee", "guarantee.txt", "12 months"),
    ("what if the tyre can't be fixed", "guarantee.txt", "we will replace it"),
    ("what pressure should the front tyres be", "pressures.md", "33 psi"),
    ("what should the rear be with a full load", "pressures.md", "38 psi"),
    ("how fast can I go on the spare", "note.txt", "50mph"),
    ("how much tread is left on the back tyres", "note.txt", "3mm"),
    ("when should I change the rear tyres", "note.txt", "before winter"),
    ("are they winter tyres", None, ""),
    ("how much are four tyres", None, ""),
    ("what's the garage's phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "breakdown_text.txt": """\
RescueMe: your patrol, Dan, jump-started the car at 7.50am. The battery tested at 40% health and
should be replaced soon. Drive for at least 30 minutes today to charge it.
""",
    "battery_quote.txt": """\
Replacement battery, type 096, fitted at your home: £139 including the old battery's recycling.
Fitting takes 20 minutes. We can come tomorrow between 12pm and 4pm.
""",
    "warranty_card.txt": """\
Your new battery has a 3-year warranty. Keep this card and the receipt. The warranty does not cover
a battery run flat by leaving lights on.
""",
    "battery_history.csv": """\
date,what
June 2019,original battery
January 2023,jump start
February 2025,jump start and test (40%)
""",
    "note.txt": """\
Radio code is 4471, it'll need putting back in after the battery change. Car is on the drive.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who jump-started the car", "breakdown_text.txt", "Dan"),
    ("how healthy is the battery", "breakdown_text.txt", "40%"),
    ("how long should I drive today", "breakdown_text.txt", "at least 30 minutes"),
    ("how much is a new battery", "battery_quote.txt", "£139"),
    ("how long does fitting take", "battery_quote.txt", "20 minutes"),
    ("when can they come", "battery_quote.txt", "between 12pm and 4pm"),
    ("how long is the battery warranty", "warranty_card.txt", "3-year"),
    ("does the warranty cover leaving the lights on", "warranty_card.txt", "does not cover"),
    ("how old is the battery", "battery_history.csv", "June 2019"),
    ("when was the first jump start", "battery_history.csv", "January 2023"),
    ("what's the radio code", "note.txt", "4471"),
    ("where is the car", "note.txt", "on the drive"),
    ("can I fit the battery myself", None, ""),
    ("is the car still under warranty", None, ""),
]
