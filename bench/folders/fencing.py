"""A householder's papers for a new garden fence (the forty-seventh session): the fencer's quote,
the terms, the panel options as a table, the neighbour's letter and a text. Its validation folder is
a householder's for a new patio: the landscaper's quote, the terms, the paving choices as CSV, the
aftercare note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for 27 Larch Way: take down the old fence and replace with 8 closeboard panels on concrete
posts, 6ft high, along the back boundary. Price £1,480 including waste removal. Two days' work.
""",
    "terms.txt": """\
A 25% deposit secures the booking, the balance on completion. We are not responsible for plants
next to the fence line. Posts are guaranteed for 10 years.
""",
    "panel_options.md": """\
# Panel options

| panel | height | price per panel |
|---|---|---|
| closeboard | 6ft | £78 |
| lap | 6ft | £45 |
| slatted | 5ft | £96 |
""",
    "neighbour_letter.txt": """\
Dear Sam, happy for the fencers to come on our side to fit the panels, just
keep the gate shut for the cat. Rosa at number 29
""",
    "text.txt": """\
We'll start Tuesday at 8am, weather permitting. Please move the trampoline away from the fence. Craig
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how high is the new fence", "quote.txt", "6ft high"),
    ("how much is the fence", "quote.txt", "£1,480"),
    ("will they take the old fence away", "quote.txt", "including waste removal"),
    ("how much deposit do I pay", "terms.txt", "25% deposit"),
    ("how long are the posts guaranteed", "terms.txt", "10 years"),
    ("how much is a lap panel", "panel_options.md", "£45"),
    ("how tall are the slatted panels", "panel_options.md", "5ft"),
    ("can they go in next door's garden", "neighbour_letter.txt", "happy for the fencers to come on our side"),
    ("what does Rosa want us to do", "neighbour_letter.txt", "keep the gate shut for the cat"),
    ("when are they starting", "text.txt", "Tuesday at 8am"),
    ("what do I need to move", "text.txt", "trampoline"),
    ("will they paint it", None, ""),
    ("do I need planning permission", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Patio for 3 Fern Close: dig out and lay 24 square metres of Indian sandstone on a full mortar bed, with
a drainage channel by the back door. Total £3,960. About five days.
""",
    "terms.txt": """\
Payment in two stages: half when we start, half on completion. Workmanship guaranteed for 5 years.
""",
    "paving_choices.csv": """\
stone,colour,price per square metre
Indian sandstone,Raj green,£38
Porcelain,light grey,£52
Slate,black,£48
""",
    "aftercare.txt": """\
Keep off the patio for 48 hours while the mortar sets. Seal the stone after 3 months. Do not use a pressure washer for the first year.
""",
    "message.txt": """\
The skip arrives Monday, it will sit on the drive so please park on the road. Lee, Greenline Landscapes
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big is the patio", "quote.txt", "24 square metres"),
    ("how much is the patio", "quote.txt", "£3,960"),
    ("how long will it take", "quote.txt", "About five days"),
    ("when do I pay", "terms.txt", "half when we start, half on completion"),
    ("how much is porcelain per square metre", "paving_choices.csv", "£52"),
    ("what colour is the slate", "paving_choices.csv", "black"),
    ("when can we walk on it", "aftercare.txt", "48 hours"),
    ("can I pressure wash it", "aftercare.txt", "Do not use a pressure washer for the first year"),
    ("where will the skip go", "message.txt", "on the drive"),
    ("how long is the workmanship guaranteed", "terms.txt", "5 years"),
    ("can they build a wall as well", None, ""),
    ("do they do lighting", None, ""),
]
