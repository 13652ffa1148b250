"""A commuter's papers for a new electric bike (the forty-fifth session): the shop's order
confirmation, the battery guide, the specs as a table, the cycle-to-work certificate and a note.
Its validation folder is an electric scooter's: the receipt, the rules leaflet, the modes as CSV,
the warranty card and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Order E-20931 from Chainline Cycles: Volt Metro e-bike, medium frame, in slate grey. £1,899. Ready to
collect from the Mill Road shop on Saturday 15 November after 10am. First service free after 6 weeks.
""",
    "battery_guide.txt": """\
Charge the battery fully before the first ride; a full charge takes about 5 hours. Store it indoors
above 0°C. Do not leave it on charge overnight.
""",
    "specs.md": """\
# Specifications

| spec | value |
|---|---|
| range | up to 60 miles |
| top assisted speed | 15.5 mph |
| weight | 22 kg |
| motor | 250W rear hub |
""",
    "cycle_to_work.txt": """\
Your Cycle to Work certificate for £1,899 is approved. Repayments are taken from your salary over
12 months, before tax. Hand the certificate to the shop when you collect.
""",
    "note.txt": """\
Get a D-lock and lights. Ask the shop to fit the mudguards and the rack before I collect.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the e-bike", "order.txt", "£1,899"),
    ("when can I pick up the bike", "order.txt", "Saturday 15 November"),
    ("what colour is it", "order.txt", "slate grey"),
    ("when is the first service", "order.txt", "after 6 weeks"),
    ("how long does it take to charge", "battery_guide.txt", "about 5 hours"),
    ("where should I keep the battery", "battery_guide.txt", "indoors"),
    ("can I charge it overnight", "battery_guide.txt", "Do not leave it on charge overnight"),
    ("how far can it go on a charge", "specs.md", "up to 60 miles"),
    ("how heavy is the bike", "specs.md", "22 kg"),
    ("how fast does it go", "specs.md", "15.5 mph"),
    ("how long are the repayments", "cycle_to_work.txt", "12 months"),
    ("what do I give the shop when I collect", "cycle_to_work.txt", "the certificate"),
    ("what should the shop fit", "note.txt", "mudguards and the rack"),
    ("what else do I need to buy", "note.txt", "D-lock and lights"),
    ("is it waterproof", None, ""),
    ("can I take it on the train", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
Zipp S2 electric scooter, £449, bought 8 November from Wheelz, Queen Street. Paid by card.
Returns within 30 days if unused.
""",
    "rules.txt": """\
Privately owned e-scooters can only be used on private land with the owner's permission. Riding
one on roads or pavements is illegal and can lead to a fine and penalty points.
""",
    "modes.csv": """\
mode,top speed
eco,6 mph
standard,10 mph
sport,15 mph
""",
    "warranty.txt": """\
The frame is guaranteed for 2 years and the battery for 1 year. Punctures are not covered.
""",
    "text.txt": """\
Uncle Jim says Harry can ride it on his farm track at weekends x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the scooter", "receipt.txt", "£449"),
    ("can I return it", "receipt.txt", "within 30 days if unused"),
    ("can Harry ride it on the road", "rules.txt", "illegal"),
    ("where can it be used", "rules.txt", "private land"),
    ("what's the top speed in sport mode", "modes.csv", "15 mph"),
    ("how fast is eco mode", "modes.csv", "6 mph"),
    ("how long is the battery guaranteed", "warranty.txt", "1 year"),
    ("are punctures covered", "warranty.txt", "not covered"),
    ("where can Harry ride it", "text.txt", "farm track"),
    ("how long does the battery last", None, ""),
    ("does it need insurance", None, ""),
]
