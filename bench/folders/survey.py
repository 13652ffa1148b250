"""A buyer's papers from a building survey of a terraced house (the forty-seventh session): the
surveyor's summary, the condition ratings as a table, the damp note, the cost estimates and a text.
Its validation folder is a homeowner's energy performance certificate: the certificate summary, the
recommendations as CSV, the assessor's note, the grant letter and a message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "surveyor_summary.txt": """\
Level 3 survey of 14 Kings Terrace, inspected on 2 May by Helen Marsh MRICS. The house is in
reasonable condition for its age (built about 1905). The main roof covering is original slate.
""",
    "condition_ratings.md": """\
# Condition ratings

| element | rating | comment |
|---|---|---|
| chimney stack | 3 | cracked render, repair now |
| windows | 2 | some rotten sills |
| boiler | 2 | 14 years old, service overdue |
| electrics | 3 | old fuse board, needs an electrician's report |
""",
    "damp_note.txt": """\
Rising damp readings were found in the front room's party wall, most likely from a bridged
damp course. A specialist survey is advised before exchange.
""",
    "cost_estimates.txt": """\
Chimney render repair: about £900. New fuse board: £450 to £600. These figures are guides only.
""",
    "text.txt": """\
Rating 3 means it needs repair or replacing now, rating 1 means no repair needed. Helen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who did the survey", "surveyor_summary.txt", "Helen Marsh"),
    ("how old is the house", "surveyor_summary.txt", "about 1905"),
    ("what's the roof made of", "surveyor_summary.txt", "slate"),
    ("what rating did the windows get", "condition_ratings.md", "2"),
    ("what's wrong with the boiler", "condition_ratings.md", "service overdue"),
    ("where is the damp", "damp_note.txt", "front room's party wall"),
    ("should we get another survey", "damp_note.txt", "specialist survey is advised"),
    ("how much will the chimney cost", "cost_estimates.txt", "£900"),
    ("how much is a new fuse board", "cost_estimates.txt", "£450 to £600"),
    ("what does rating 3 mean", "text.txt", "needs repair or replacing now"),
    ("what's the problem with the electrics", "condition_ratings.md", "old fuse board"),
    ("is there asbestos", None, ""),
    ("does the loft need insulating", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "certificate_summary.txt": """\
Energy Performance Certificate for 9 Birch Avenue: current rating D (61), potential rating B (84).
Valid until 11 March 2035.
""",
    "recommendations.csv": """\
measure,typical cost,yearly saving
Loft insulation to 270mm,£400,£95
Cavity wall insulation,"£1,500",£210
Solar panels,"£8,000",£480
""",
    "assessor_note.txt": """\
The boiler is a condensing combi, about 8 years old. Most windows are double glazed, except the back door.
""",
    "grant_letter.txt": """\
You may qualify for a free cavity wall insulation grant under the Great British Insulation Scheme. Apply by 31 January.
""",
    "message.txt": """\
Assessor visited on Tuesday, the certificate is on the government register now. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our energy rating", "certificate_summary.txt", "rating D"),
    ("what could it be", "certificate_summary.txt", "potential rating B"),
    ("when does the certificate expire", "certificate_summary.txt", "11 March 2035"),
    ("how much would loft insulation cost", "recommendations.csv", "£400"),
    ("how much do solar panels save a year", "recommendations.csv", "£480"),
    ("how old is the boiler", "assessor_note.txt", "about 8 years old"),
    ("which door isn't double glazed", "assessor_note.txt", "back door"),
    ("can we get a grant", "grant_letter.txt", "free cavity wall insulation grant"),
    ("when do we have to apply by", "grant_letter.txt", "31 January"),
    ("where is the certificate", "message.txt", "government register"),
    ("do we need a heat pump", None, ""),
    ("is the house listed", None, ""),
]
