"""A householder's papers for a new driveway (the forty-fourth session): the builder's quote, the
council's dropped kerb approval, the drainage note, the block paving options as a table and a note.
Its validation folder is a house painting job's: the decorator's quote, the colour card as CSV, the
scaffold notice, the payment terms and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote from Kerb Appeal Driveways: dig out the front lawn, lay a sub-base and 45 square metres of
block paving with edging. £5,850 including VAT. Work takes 6 working days, weather permitting.
A 10-year guarantee covers sinking and loose blocks.
""",
    "kerb_approval.txt": """\
Your dropped kerb application DK-2231 has been approved. The council's own contractor will lower
the kerb within 8 weeks; the fee of £1,150 must be paid before work is booked.
""",
    "drainage_note.txt": """\
The new surface must drain into the garden or a soakaway, not onto the road, or it needs planning
permission. The builder will fit a channel drain across the front to a soakaway under the lawn.
""",
    "paving_options.md": """\
# Paving options

| block | colour | extra cost |
|---|---|---|
| standard | charcoal | none |
| tegula | autumn brown | £640 |
| permeable | grey | £980 |
""",
    "note.txt": """\
Go for the charcoal blocks. The car will have to park on the road for the week, ask the
neighbours. Skip on the drive from day one.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the driveway", "quote.txt", "£5,850"),
    ("how big is the new drive", "quote.txt", "45 square metres"),
    ("how long will the work take", "quote.txt", "6 working days"),
    ("what does the guarantee cover", "quote.txt", "sinking and loose blocks"),
    ("what's the dropped kerb reference", "kerb_approval.txt", "DK-2231"),
    ("how much is the dropped kerb", "kerb_approval.txt", "£1,150"),
    ("who lowers the kerb", "kerb_approval.txt", "The council's own contractor"),
    ("do we need planning permission", "drainage_note.txt", "must drain into the garden"),
    ("where will the water go", "drainage_note.txt", "soakaway under the lawn"),
    ("how much extra for permeable blocks", "paving_options.md", "£980"),
    ("what colour are the tegula blocks", "paving_options.md", "autumn brown"),
    ("which blocks are we having", "note.txt", "charcoal"),
    ("where will we park during the work", "note.txt", "on the road"),
    ("how long is the guarantee", "quote.txt", "10-year"),
    ("can we have lighting put in", None, ""),
    ("do we need to be home during the work", None, ""),
    ("what happens to the old lawn", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "decorator_quote.txt": """\
Exterior painting of 5 Hill Rise: wash down, fill cracks and two coats of masonry paint on all walls,
plus the fascias and window sills. £3,400. Start Monday 16 June, about 8 days.
""",
    "colour_card.csv": """\
part,colour
walls,Cornish cream
fascias,white
front door,sage green
""",
    "scaffold_notice.txt": """\
Scaffolding will go up on Friday 13 June and come down when the painting is finished.
Please keep windows closed while it is up, and move garden furniture away from the walls.
""",
    "payment_terms.txt": """\
No deposit. Half is paid when the scaffold comes down, the rest 7 days later once you are happy.
Paint is guaranteed for 5 years against flaking.
""",
    "text_from_decorator.txt": """\
Hi, rain forecast for Tuesday so we'll do the prep inside the porch that day. Can you leave the
side gate unlocked? Steve
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the painting", "decorator_quote.txt", "£3,400"),
    ("when do they start", "decorator_quote.txt", "Monday 16 June"),
    ("how many coats of paint", "decorator_quote.txt", "two coats"),
    ("what colour are the walls", "colour_card.csv", "Cornish cream"),
    ("what colour is the front door", "colour_card.csv", "sage green"),
    ("when does the scaffolding go up", "scaffold_notice.txt", "Friday 13 June"),
    ("can we open the windows", "scaffold_notice.txt", "keep windows closed"),
    ("do we pay a deposit", "payment_terms.txt", "No deposit"),
    ("how long is the paint guaranteed", "payment_terms.txt", "5 years"),
    ("what are they doing on Tuesday", "text_from_decorator.txt", "prep inside the porch"),
    ("what does Steve want us to do", "text_from_decorator.txt", "side gate unlocked"),
    ("when do we pay the first half", "payment_terms.txt", "when the scaffold comes down"),
    ("will they paint the garage", None, ""),
    ("is the paint eco friendly", None, ""),
]
