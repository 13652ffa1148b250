"""A new kitten owner's papers (the forty-sixth session): the rescue's adoption pack, the
vaccination card as a table, the feeding guide, the insurance certificate and a text. Its
validation folder is a new rabbit owner's: the pet shop's care sheet, the hutch checklist, the
vaccinations as CSV, the diet notes and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "adoption_pack.txt": """\
Thank you for adopting Pepper from Whiskers Cat Rescue. She is 12 weeks old and has been microchipped.
Keep her indoors until two weeks after her second vaccination. Adoption fee paid: £85.
""",
    "vaccination_card.md": """\
# Vaccinations

| vaccine | date given | due |
|---|---|---|
| First (cat flu and enteritis) | 14 August | given |
| Second (cat flu and enteritis) | 11 September | given |
| Booster | - | 11 September next year |
""",
    "feeding_guide.txt": """\
Feed kitten food four small meals a day until 6 months old, then twice a day. Fresh water always.
Never give her cow's milk; it upsets cats' stomachs.
""",
    "insurance.txt": """\
Four weeks' free cover from Paws Insurance starts on the day of adoption. Policy PW-301882. Claims
line 0800 555 0192.
""",
    "text.txt": """\
Hi! Pepper's neutering is booked at Oak Vets on Monday 6 October, no food after 8pm the night
before. Sally at Whiskers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old is Pepper", "adoption_pack.txt", "12 weeks old"),
    ("is she microchipped", "adoption_pack.txt", "has been microchipped"),
    ("when can she go outside", "adoption_pack.txt", "two weeks after her second vaccination"),
    ("how much was the adoption fee", "adoption_pack.txt", "£85"),
    ("when is her booster due", "vaccination_card.md", "11 September next year"),
    ("when was her second jab", "vaccination_card.md", "11 September"),
    ("how many meals a day", "feeding_guide.txt", "four small meals a day"),
    ("can she have milk", "feeding_guide.txt", "Never give her cow's milk"),
    ("what's the policy number", "insurance.txt", "PW-301882"),
    ("how long is the free insurance", "insurance.txt", "Four weeks"),
    ("when is she being neutered", "text.txt", "Monday 6 October"),
    ("when does she have to stop eating", "text.txt", "no food after 8pm"),
    ("does she need a flea treatment", None, ""),
    ("can she sleep in my bed", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "care_sheet.txt": """\
Rabbits are social: keep them in pairs. Your two does, Bramble and Nutmeg, are 10 weeks old. They
need space to run for at least 4 hours a day.
""",
    "hutch_checklist.txt": """\
Hutch at least 6ft long, off the ground, out of direct sun. Change the bedding every week and
spot clean daily.
""",
    "vaccinations.csv": """\
vaccine,age,protects against
Myxo-RHD Plus,from 5 weeks,myxomatosis and RHD
Booster,every 12 months,myxomatosis and RHD
""",
    "diet_notes.txt": """\
Hay should be 85% of their diet, with a handful of greens morning and evening.
Carrots are a treat only, as they are high in sugar.
""",
    "message.txt": """\
I can hop round and feed the rabbits when you're on holiday in August. Jess next door
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old are the rabbits", "care_sheet.txt", "10 weeks old"),
    ("how long should they run around", "care_sheet.txt", "at least 4 hours a day"),
    ("how big should the hutch be", "hutch_checklist.txt", "at least 6ft long"),
    ("how often do I change the bedding", "hutch_checklist.txt", "every week"),
    ("how often do they need a booster", "vaccinations.csv", "every 12 months"),
    ("how much of their diet is hay", "diet_notes.txt", "85%"),
    ("can they have carrots", "diet_notes.txt", "Carrots are a treat"),
    ("who is feeding them in August", "message.txt", "Jess next door"),
    ("what are the rabbits called", "care_sheet.txt", "Bramble and Nutmeg"),
    ("do they need neutering", None, ""),
    ("can they live indoors", None, ""),
]
