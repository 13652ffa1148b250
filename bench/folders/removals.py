"""A household's papers for a removal firm (the forty-eighth session): the quote, the firm's terms,
the moving-day plan as a table, the packing notes and a text from the foreman. Its validation
folder is a family's for moving an upright piano: the piano mover's booking, their conditions,
the costs as CSV, the tuner's note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Hartley Removals, quote Q-5521. Move from 14 Elm Rise to 3 Kiln Lane on Friday 12 April.
Three men and a Luton van, from 8am. Price £1,180 including 40 boxes and tape. Packing service £260 extra.
A deposit of £200 secures the date.
""",
    "terms.txt": """\
Our goods-in-transit cover is up to £50,000. Items you pack yourself are not covered for breakage.
Cancellations within 7 days of the move lose the deposit. We do not move plants, paint or gas bottles.
""",
    "moving_day.md": """\
# Moving day plan

| time | what |
|---|---|
| 8am | crew arrives at Elm Rise |
| 11am | van loaded, keys handed to agent |
| 1pm | unloading at Kiln Lane |
| 4pm | beds put back together |
""",
    "packing_notes.txt": """\
Label every box with the room it goes to. Fragile things go in the small boxes with paper, not
bubble wrap. The wardrobe boxes arrive on Wednesday.
""",
    "foreman_text.txt": """\
Hi, it's Gary the foreman. Please make sure there's room for the van outside Kiln Lane, it needs two car lengths. Cheers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the move", "quote.txt", "£1,180"),
    ("what does packing cost on top", "quote.txt", "£260 extra"),
    ("how much is the deposit", "quote.txt", "£200"),
    ("what time do the removal men get here", "moving_day.md", "8am"),
    ("when do they start unloading", "moving_day.md", "1pm"),
    ("are my own packed boxes insured", "terms.txt", "not covered for breakage"),
    ("what if we cancel the week before", "terms.txt", "lose the deposit"),
    ("will they take the paint tins", "terms.txt", "We do not move plants, paint or gas bottles"),
    ("what do I wrap the glasses in", "packing_notes.txt", "paper, not"),
    ("when do the wardrobe boxes come", "packing_notes.txt", "Wednesday"),
    ("how much space does the van need", "foreman_text.txt", "two car lengths"),
    ("how many men are coming", "quote.txt", "Three men"),
    ("do they dismantle the shed", None, ""),
    ("is there a charge for stairs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Keynote Piano Movers: collect an upright piano from Flat 2, 9 Bell Street on 6 June, deliver to
41 Orchard Way the same day. Two-man team with a piano trolley.
""",
    "conditions.txt": """\
The piano must be reachable without removing doors or windows. Any stairs must be declared in
advance; more than one flight costs extra. Payment is due on the day by card or bank transfer.
""",
    "costs.csv": """\
item,cost
Upright piano move,£245
Extra flight of stairs,£40
Storage per week,£30
""",
    "tuner_note.txt": """\
After a move, give the piano two weeks to settle before tuning. Keep it away from radiators.
""",
    "email.txt": """\
Hi Sam, just to confirm the team will call 30 minutes before they arrive. Regards, Priya at Keynote
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the piano being collected", "booking.txt", "6 June"),
    ("how many people are moving it", "booking.txt", "Two-man team"),
    ("how much is it to move the piano", "costs.csv", "£245"),
    ("what does an extra flight of stairs cost", "costs.csv", "£40"),
    ("how much is storage", "costs.csv", "£30"),
    ("how do we pay", "conditions.txt", "by card or bank transfer"),
    ("do they take doors off", "conditions.txt", "without removing doors or windows"),
    ("when should it be tuned", "tuner_note.txt", "two weeks to settle"),
    ("where shouldn't the piano go", "tuner_note.txt", "away from radiators"),
    ("will they ring before they come", "email.txt", "call 30 minutes before"),
    ("is the piano insured", None, ""),
    ("can they move the piano stool", None, ""),
]
