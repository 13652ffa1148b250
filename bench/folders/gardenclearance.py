"""A householder's papers for a garden clearance (the forty-eighth session): the quote, the
gardener's terms, the jobs as a table, the waste note and a text. Its validation folder is a
householder's for hedge cutting: the booking, the hedge cutter's notes, the prices as CSV, the
nesting note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Green Fingers Garden Services quote for 31 Larch Road: clear the overgrown back garden, two men for
two days, starting Monday 13 October. Price £640 including waste removal.
""",
    "terms.txt": """\
We need access through the side gate and an outside tap. Bad weather may delay the start by a day
or two. Payment by bank transfer within 7 days of finishing.
""",
    "jobs.md": """\
# Jobs

| job | time |
|---|---|
| Cut back brambles and ivy | 1 day |
| Strim long grass | half a day |
| Remove old shed base | half a day |
| Rotovate the vegetable bed | 2 hours |
""",
    "waste_note.txt": """\
Green waste goes to the council composting site; we hold a waste carrier's licence. We don't take asbestos or paint.
""",
    "text.txt": """\
Hi, we found a hedgehog house under the brambles, we've left that corner alone. Dean, Green Fingers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the garden clearance", "quote.txt", "£640"),
    ("when are they starting", "quote.txt", "Monday 13 October"),
    ("how many days will it take", "quote.txt", "two days"),
    ("what do they need from us", "terms.txt", "access through the side gate and an outside tap"),
    ("when do we pay", "terms.txt", "within 7 days of finishing"),
    ("how long will the brambles take", "jobs.md", "1 day"),
    ("are they removing the shed base", "jobs.md", "Remove old shed base"),
    ("where does the green waste go", "waste_note.txt", "the council composting site"),
    ("will they take old paint", "waste_note.txt", "We don't take asbestos or paint"),
    ("what did they find under the brambles", "text.txt", "a hedgehog house"),
    ("what if it rains", "terms.txt", "Bad weather may delay the start"),
    ("do they plant new beds", None, ""),
    ("can they cut down the tree", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Hedge Hog Trimming: cut the front beech hedge and the side leylandii at 2 Fern Close, Thursday 6 March,
morning. Price £180, clippings taken away.
""",
    "notes.txt": """\
The leylandii will be reduced to 2 metres and the beech shaped. Please
move cars off the drive before 8am.
""",
    "prices.csv": """\
hedge,height,price
Front beech,1.5m,£70
Side leylandii,3m,£110
""",
    "nesting_note.txt": """\
If we find an active bird's nest, we stop and come back after nesting season, at no extra cost.
""",
    "email.txt": """\
Hello, next trim is best in late August, shall I pencil you in? Tony
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the hedge being cut", "booking.txt", "Thursday 6 March"),
    ("how much is it", "booking.txt", "£180"),
    ("will they take the clippings", "booking.txt", "clippings taken away"),
    ("how tall will the leylandii be", "notes.txt", "reduced to 2 metres"),
    ("what do I need to do before they arrive", "notes.txt", "move cars off the drive before 8am"),
    ("how much for the beech", "prices.csv", "£70"),
    ("how high is the leylandii now", "prices.csv", "3m"),
    ("what if there's a nest", "nesting_note.txt", "we stop and come back after nesting season"),
    ("when should the next trim be", "email.txt", "late August"),
    ("is the nest visit extra", "nesting_note.txt", "at no extra cost"),
    ("do they trim trees", None, ""),
    ("can they take garden rubbish too", None, ""),
]
