"""A householder's papers for hedge cutting (the forty-ninth session): the gardener's quote, the
terms, the jobs as a table, the wildlife note and a text. Its validation folder is a householder's
for stump grinding: the quote, the terms, the stumps as CSV, the aftercare note and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Cut the front privet hedge and the back laurel hedge, tops and both sides, and take away all the
cuttings. £220 for the day, on Wednesday 10 September, weather permitting.
""",
    "terms.txt": """\
Payment on the day by bank transfer. Please leave the side gate unlocked. If it rains we move to
the next dry day and text you.
""",
    "jobs.md": """\
# Jobs

| hedge | height after cutting | time |
|---|---|---|
| front privet | 1.5 metres | 2 hours |
| back laurel | 2 metres | 4 hours |
""",
    "wildlife_note.txt": """\
We check for nesting birds before cutting. The nesting season runs from March to August, so we
avoid heavy cutting then.
""",
    "text.txt": """\
Hi Mr Jones, we'll need to park the trailer on your drive on Wednesday, is that ok? Ben
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the hedge cutting", "quote.txt", "£220 for the day"),
    ("when are they cutting the hedge", "quote.txt", "Wednesday 10 September"),
    ("will they take the cuttings away", "quote.txt", "take away all the"),
    ("how do I pay", "terms.txt", "by bank transfer"),
    ("what if it rains", "terms.txt", "we move to"),
    ("how tall will the laurel be", "jobs.md", "2 metres"),
    ("how long will the front hedge take", "jobs.md", "2 hours"),
    ("do they check for birds", "wildlife_note.txt", "We check for nesting birds before cutting"),
    ("when is the nesting season", "wildlife_note.txt", "from March to August"),
    ("where will they park the trailer", "text.txt", "on your drive"),
    ("do I need to leave the gate open", "terms.txt", "leave the side gate unlocked"),
    ("do they do lawns", None, ""),
    ("are they insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Grind out two tree stumps in the back garden to 30cm below ground. £160 including removal of the
chippings.
""",
    "terms.txt": """\
We need access at least 70cm wide. Please tell us about any pipes or cables near the stumps.
""",
    "stumps.csv": """\
stump,width,price
old apple tree,40cm,£70
conifer,60cm,£90
""",
    "aftercare_note.txt": """\
Fill the hole with topsoil and firm it down. You can lay turf or plant after about two weeks.
""",
    "email.txt": """\
Hi Anna, we can come on Friday morning about 9, it takes about two hours. Stumped Ltd
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the stump grinding", "quote.txt", "£160"),
    ("how deep do they grind", "quote.txt", "30cm below ground"),
    ("how wide does the gate need to be", "terms.txt", "at least 70cm wide"),
    ("how much is the conifer stump", "stumps.csv", "£90"),
    ("how wide is the apple tree stump", "stumps.csv", "40cm"),
    ("what do I fill the hole with", "aftercare_note.txt", "topsoil"),
    ("when can I plant there", "aftercare_note.txt", "after about two weeks"),
    ("when are they coming", "email.txt", "Friday morning about 9"),
    ("how long will it take", "email.txt", "about two hours"),
    ("do they take the chippings", "quote.txt", "including removal of the"),
    ("do they cut trees down", None, ""),
    ("is there a call-out charge", None, ""),
]
