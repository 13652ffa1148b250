"""A bathroom refit's papers (the forty-third session): the fitter's quote, the schedule of work,
the tile order as a table, the payment terms, the suite's warranty and a WhatsApp message from the
fitter. Its validation folder is a new carpet's: the shop's order, the fitting email, the
carpet's care sheet, the prices as CSV and the returns policy, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "fitter_quote.txt": """\
Quote from Keane Bathrooms, 22 Ashby Road

Strip out the old suite and tiles, fit a new bath with shower screen, toilet, basin and vanity unit,
tile the walls floor to ceiling and fit a heated towel rail. Labour: £3,400. Waste removal and skip:
£260. Electrics (extractor fan and towel rail) by our electrician: £480. The suite and tiles are
supplied by the customer.
""",
    "schedule.md": """\
# Schedule of work

| day | work |
|---|---|
| Monday 2 March | strip out and skip delivered |
| Tuesday 3 to Wednesday 4 March | plumbing and electrics first fix |
| Thursday 5 to Tuesday 10 March | tiling |
| Wednesday 11 March | fit suite and finish |

The water will be off for most of the first two days. The toilet will be out of use from Monday to
Wednesday 11 March.
""",
    "tile_order.md": """\
# Tile order, Tilestore, order 55031

| tile | size | boxes | price per box |
|---|---|---|---|
| white gloss wall | 300 x 600 mm | 14 | £28 |
| grey slate-effect floor | 600 x 600 mm | 4 | £42 |
| green feature mosaic | 300 x 300 mm | 3 | £19 |

Delivery: Friday 27 February. Unopened boxes can be returned within 30 days.
""",
    "payment_terms.txt": """\
We take 25% of the labour when you book, 50% when the tiling starts and the rest when the job is
signed off. Payments by bank transfer only. Any extra work you ask for is charged at £240 a day.
""",
    "warranty.txt": """\
Your Aqualisa bath and shower screen come with a 5 year warranty, the toilet and basin with 10 years.
Register the products online within 28 days of fitting or the warranty is 2 years only.
""",
    "fitter_message.txt": """\
Morning! Just a heads up, the skip will be on the road not the drive as it's too narrow. I've sorted
the permit with the council. Can you pick a grout colour by Thursday? Silver grey or white.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the labour", "fitter_quote.txt", "£3,400"),
    ("how much is the skip", "fitter_quote.txt", "£260"),
    ("who supplies the tiles", "fitter_quote.txt", "supplied by the customer"),
    ("when do they start", "schedule.md", "Monday 2 March"),
    ("when is the tiling", "schedule.md", "Thursday 5 to Tuesday 10 March"),
    ("how long will we be without a toilet", "schedule.md", "out of use from Monday"),
    ("how many boxes of wall tiles did we order", "tile_order.md", "14"),
    ("how much is a box of floor tiles", "tile_order.md", "£42"),
    ("when are the tiles being delivered", "tile_order.md", "Friday 27 February"),
    ("can I send back tiles we don't use", "tile_order.md", "within 30 days"),
    ("how much do we pay up front", "payment_terms.txt", "25%"),
    ("can I pay by card", "payment_terms.txt", "bank transfer only"),
    ("how much do they charge for extra work", "payment_terms.txt", "£240 a day"),
    ("how long is the warranty on the toilet", "warranty.txt", "10 years"),
    ("what happens if I don't register the bath", "warranty.txt", "2 years only"),
    ("where is the skip going", "fitter_message.txt", "on the road"),
    ("what grout colours can we have", "fitter_message.txt", "Silver grey or white"),
    ("do they do underfloor heating", None, ""),
    ("who is the electrician", None, ""),
    ("will they paint the ceiling", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "carpet_order.txt": """\
Order 30418, Floorworld
Carpet: Harrington twist, colour Oatmeal, 80% wool
Rooms: stairs, landing and main bedroom, 32 square metres
Underlay: 11 mm PU foam
Total paid: £1,364 including fitting
""",
    "fitting_email.txt": """\
Your fitting is booked for Friday 16 January. Our fitter will arrive between 8am and 10am and it should
take most of the day. Please clear the bedroom of furniture beforehand; we can move beds for £30.
""",
    "care_sheet.txt": """\
Vacuum your carpet twice a week. Blot spills straight away with a clean white cloth and never rub.
Some shedding is normal for the first few months. Professional cleaning every 12 to 18 months is
recommended.
""",
    "prices.csv": """\
item,price
carpet per square metre,£32
underlay per square metre,£6
fitting per square metre,£4.50
door bar,£12
""",
    "returns.txt": """\
Carpet cut to your size cannot be returned unless it is faulty. Tell us about any fault within 30 days
of fitting. Uncut roll-ends can be returned within 14 days.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour carpet did we get", "carpet_order.txt", "Oatmeal"),
    ("how much did we pay altogether", "carpet_order.txt", "£1,364"),
    ("how thick is the underlay", "carpet_order.txt", "11 mm"),
    ("when are they fitting it", "fitting_email.txt", "Friday 16 January"),
    ("what time is the fitter coming", "fitting_email.txt", "between 8am and 10am"),
    ("will they move the bed", "fitting_email.txt", "£30"),
    ("how often should I hoover it", "care_sheet.txt", "twice a week"),
    ("what do I do if I spill something", "care_sheet.txt", "Blot spills"),
    ("is it normal for it to shed", "care_sheet.txt", "shedding is normal"),
    ("how much is a door bar", "prices.csv", "£12"),
    ("how much is the fitting per metre", "prices.csv", "£4.50"),
    ("can I return the carpet", "returns.txt", "cannot be returned unless it is faulty"),
    ("do they take the old carpet away", None, ""),
    ("is it stain resistant", None, ""),
]
