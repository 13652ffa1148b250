"""A family's papers for a grave and its headstone (the fifty-third session): the council's letter,
the memorial fees as a table, the cemetery rules, the mason's quote and a text. Its validation
folder is a family's for a memorial bench in a park: the parks letter, the costs as CSV, the plaque
rules, an email and the upkeep note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Grave number C-114 in Oakfield Cemetery is registered to Mr David Owen. The exclusive right of
burial lasts for 50 years from 2 May 2019.
""",
    "memorial_fees.md": """\
# Memorial fees

| item | fee |
|---|---|
| headstone permit | £145 |
| additional inscription | £60 |
| kerb set permit | £210 |
""",
    "rules.txt": """\
Headstones may be placed no sooner than six months after a burial. Memorials must not be
taller than 1.2 metres. Glass jars and solar lights are not allowed on graves.
Gates open 8am to 6pm in winter, 8am to 8pm in summer.
""",
    "mason_quote.txt": """\
Quote for black granite headstone with gold lettering: £1,650 including fixing.
Allow 10 to 12 weeks from order.
""",
    "text.txt": """\
Hi David, stone is ready, we'll fit it on Tuesday 16 September, weather permitting. Regards, Alan (Hillcrest Masons)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the grave number", "council_letter.txt", "C-114"),
    ("how long do we have the grave for", "council_letter.txt", "50 years from 2 May 2019"),
    ("how much is the permit for a headstone", "memorial_fees.md", "£145"),
    ("how much to add a name", "memorial_fees.md", "£60"),
    ("how tall can the stone be", "rules.txt", "taller than 1.2 metres"),
    ("can we put solar lights on the grave", "rules.txt", "Glass jars and solar lights are not allowed on graves"),
    ("how soon can the headstone go up", "rules.txt", "no sooner than six months after a burial"),
    ("how much is the headstone", "mason_quote.txt", "£1,650 including fixing"),
    ("how long will it take to make", "mason_quote.txt", "10 to 12 weeks from order"),
    ("when are they fitting it", "text.txt", "Tuesday 16 September"),
    ("what time do the gates shut in summer", "rules.txt", "8am to 8pm in summer"),
    ("can we scatter ashes there", None, ""),
    ("is there a café", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "parks_letter.txt": """\
Thank you for your application for a memorial bench on Riverside Walk. The bench will be in place
for 10 years, after which the agreement can be renewed.
""",
    "costs.csv": """\
item,cost (£)
hardwood bench,1150
recycled plastic bench,950
engraved plaque,180
""",
    "plaque_rules.txt": """\
Plaques can carry up to 60 characters, including spaces. Flowers and balloons must not be tied to
the bench.
""",
    "email.txt": """\
Hi Mrs Ahmed, the bench will be installed during the week of 9 June. We will send a photo once it is in. Parks Team
""",
    "upkeep.txt": """\
The council will oil the bench once a year and repair any damage.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long will the bench stay there", "parks_letter.txt", "for 10 years"),
    ("where is the bench going", "parks_letter.txt", "Riverside Walk"),
    ("how much is a wooden bench", "costs.csv", "1150"),
    ("what does a plaque cost", "costs.csv", "180"),
    ("how many letters can go on the plaque", "plaque_rules.txt", "up to 60 characters"),
    ("can I tie flowers to it", "plaque_rules.txt", "Flowers and balloons must not be tied to"),
    ("when is it being put in", "email.txt", "the week of 9 June"),
    ("who looks after the bench", "upkeep.txt", "The council will oil the bench once a year"),
    ("what happens after ten years", "parks_letter.txt", "the agreement can be renewed"),
    ("can I choose the bench colour", None, ""),
    ("is there a waiting list", None, ""),
]
