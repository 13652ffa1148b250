"""A volunteer's papers for fostering a rescue cat and her kittens (the forty-eighth session): the
foster agreement, the charity's rules, the weighing chart as a table, the feeding guide and a
text. Its validation folder is a volunteer's for fostering a retired greyhound: the agreement,
the house rules, the walk plan as CSV, the vet note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "foster_agreement.txt": """\
Whiskers Rescue foster agreement: Pepper (mum) and four kittens, from 2 May
until the kittens are 9 weeks old. The charity pays all vet bills and supplies food and litter.
""",
    "rules.txt": """\
Keep the family in one room away from other pets. Kittens
must not go outside before their second vaccination. Tell the foster coordinator straight away if a kitten stops eating.
""",
    "weights.md": """\
# Kitten weights (grams)

| kitten | week 1 | week 2 | week 3 |
|---|---|---|---|
| Bean | 150 | 240 | 330 |
| Olive | 140 | 220 | 300 |
| Moss | 160 | 250 | 350 |
| Fig | 120 | 180 | 240 |
""",
    "feeding_guide.txt": """\
From 4 weeks, offer kitten wet food four times a day. Mum keeps eating kitten food while she feeds them.
""",
    "text.txt": """\
Hi Nell, the vet check for all five is Thursday at 10am at Parkside Vets. Sandra (foster coordinator)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who pays the vet bills", "foster_agreement.txt", "The charity pays all vet bills"),
    ("how long am I fostering them for", "foster_agreement.txt", "until the kittens are 9 weeks old"),
    ("can the kittens go in the garden", "rules.txt", "must not go outside before their second vaccination"),
    ("what if a kitten won't eat", "rules.txt", "Tell the foster coordinator straight away"),
    ("how much did Fig weigh in week 3", "weights.md", "240"),
    ("which kitten is the heaviest", "weights.md", "Moss"),
    ("how often do they eat at 4 weeks", "feeding_guide.txt", "four times a day"),
    ("what should Pepper eat", "feeding_guide.txt", "kitten food"),
    ("when is the vet check", "text.txt", "Thursday at 10am"),
    ("which vets are we going to", "text.txt", "Parkside Vets"),
    ("where should the cats stay", "rules.txt", "in one room"),
    ("can I adopt one of the kittens", None, ""),
    ("do I need to buy toys", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "agreement.txt": """\
Fast Friends Greyhound Rescue: you are fostering Rocket, a 5-year-old retired racer,
for about 6 weeks while we find him a home. Food, lead, coat and muzzle are supplied.
""",
    "house_rules.txt": """\
Rocket must always be on a lead outside; greyhounds can't be recalled.
He may not have lived with cats. Give him a quiet bed he can retreat to.
""",
    "walk_plan.csv": """\
week,walks per day,minutes each
1,2,15
2,2,20
3,3,20
4 onwards,3,30
""",
    "vet_note.txt": """\
Rocket has had his teeth cleaned and is neutered and vaccinated. His flea treatment is due on 1 June.
""",
    "message.txt": """\
Hi! Rocket loves squeaky toys and sleeps most of the day, that's normal for a greyhound. Dawn
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long will Rocket stay", "agreement.txt", "about 6 weeks"),
    ("what do they give us", "agreement.txt", "Food, lead, coat and muzzle are supplied"),
    ("can I let him off the lead", "house_rules.txt", "must always be on a lead outside"),
    ("is he ok with cats", "house_rules.txt", "may not have lived with cats"),
    ("how many walks a day in week 3", "walk_plan.csv", "3"),
    ("how long are the walks in week 1", "walk_plan.csv", "15"),
    ("when is his flea treatment due", "vet_note.txt", "1 June"),
    ("is he neutered", "vet_note.txt", "is neutered"),
    ("why does he sleep so much", "message.txt", "normal for a greyhound"),
    ("what toys does he like", "message.txt", "squeaky toys"),
    ("can he go to the park", None, ""),
    ("does he need a microchip", None, ""),
]
