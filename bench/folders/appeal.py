"""A parent's papers for a school admission appeal (the fiftieth session): the refusal letter, the
appeal guidance, the hearing timetable as a table, the evidence note and a text. Its validation
folder is a driver's for a parking fine appeal: the penalty notice, the appeal guidance, the
charges as CSV, the evidence note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "refusal_letter.txt": """\
Dear Mr and Mrs Shah, we are sorry that Aarav has not been offered a place at Hillcrest Academy
for September. He has been placed 14th on the waiting list and offered a place at Brookfield School.
""",
    "appeal_guidance.txt": """\
Appeals must be lodged within 20 school days of the date of the refusal letter,
using the online appeal form. You may bring a friend or adviser to the hearing.
""",
    "hearings.md": """\
# Hearing timetable

| stage | date |
|---|---|
| appeal deadline | 3 April |
| evidence due | 24 April |
| hearings held | 12 to 16 May |
| decision letters sent | by 23 May |
""",
    "evidence_note.txt": """\
Send any medical or social reasons with supporting letters from a doctor or social worker. The
panel cannot consider reasons sent after the evidence deadline.
""",
    "text.txt": """\
Hi Priya, the Brookfield place is held for you until 15 April, so you must accept it by then even if you appeal. Admissions team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is Aarav on the waiting list", "refusal_letter.txt", "14th on the waiting list"),
    ("which school has offered a place", "refusal_letter.txt", "Brookfield School"),
    ("how long do I have to appeal", "appeal_guidance.txt", "within 20 school days"),
    ("how do I appeal", "appeal_guidance.txt", "using the online appeal form"),
    ("can I bring someone with me", "appeal_guidance.txt", "You may bring a friend or adviser"),
    ("when are the hearings", "hearings.md", "12 to 16 May"),
    ("when is the evidence due", "hearings.md", "24 April"),
    ("when will we hear the decision", "hearings.md", "by 23 May"),
    ("what evidence should I send", "evidence_note.txt", "supporting letters from a doctor or social worker"),
    ("what if I send evidence late", "evidence_note.txt", "cannot consider reasons sent after the evidence deadline"),
    ("when do I have to accept the Brookfield place", "text.txt", "until 15 April"),
    ("what are our chances of winning", None, ""),
    ("can Aarav come to the hearing", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "penalty_notice.txt": """\
Penalty Charge Notice WK48812093, issued on 2 October at 14:52 on Queen Street,
for parking on a single yellow line during restricted hours. Vehicle registration LK19 DXF.
""",
    "appeal_guidance.txt": """\
To challenge this notice, write to us within 28 days with your reasons. If you challenge within 14
days, the reduced charge stays open while we consider it.
""",
    "charges.csv": """\
when paid,amount
within 14 days,£35
after 14 days,£70
after the charge certificate,£105
""",
    "evidence_note.txt": """\
Photos of the signs and road markings help most. A letter from a garage can show that the car had
broken down.
""",
    "email.txt": """\
Dear Mr Byers, we have received your challenge and will reply within 56 days. Parking Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the notice number", "penalty_notice.txt", "WK48812093"),
    ("where did I get the ticket", "penalty_notice.txt", "on Queen Street"),
    ("what was the ticket for", "penalty_notice.txt", "parking on a single yellow line"),
    ("how long do I have to challenge it", "appeal_guidance.txt", "within 28 days"),
    ("how much is it if I pay within 14 days", "charges.csv", "£35"),
    ("what's the charge after 14 days", "charges.csv", "£70"),
    ("what evidence helps", "evidence_note.txt", "Photos of the signs and road markings"),
    ("what if my car broke down", "evidence_note.txt", "A letter from a garage"),
    ("when will they reply", "email.txt", "within 56 days"),
    ("what's the registration", "penalty_notice.txt", "LK19 DXF"),
    ("can I pay in instalments", None, ""),
    ("will I get points on my licence", None, ""),
]
