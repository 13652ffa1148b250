"""A new fish keeper's papers (the forty-sixth session): the shop's setup guide, the water test
results as a table, the feeding sheet, the receipt and a text. Its validation folder is a new
tortoise owner's: the breeder's care sheet, the diet as CSV, the vet's notes, the hibernation
advice and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "setup_guide.txt": """\
Run the new tank with the filter on for at least 4 weeks before adding any fish, so the good
bacteria can build up. Keep the heater at 25°C for tropical fish. Change 20% of the water every week.
""",
    "water_tests.md": """\
# Water tests

| test | result | safe level |
|---|---|---|
| Ammonia | 0.25ppm | 0ppm |
| Nitrite | 0ppm | 0ppm |
| Nitrate | 20ppm | under 40ppm |
| pH | 7.2 | 6.8 to 7.6 |
""",
    "feeding_sheet.txt": """\
Feed once a day, only as much as they eat in 2 minutes. Neon tetras and guppies take flake food;
the corydoras need sinking pellets. Skip one day a week.
""",
    "receipt.txt": """\
Aqua World, 3 May. 60 litre tank kit £129.99, water conditioner £6.50, test kit £24.99. Livestock
is guaranteed for 7 days with a water sample.
""",
    "text.txt": """\
Bring a water sample in a clean jar before you buy fish, we test it free. Mo at Aqua World
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long before I can add fish", "setup_guide.txt", "at least 4 weeks"),
    ("what temperature should the tank be", "setup_guide.txt", "25°C"),
    ("how much water do I change each week", "setup_guide.txt", "20% of the water"),
    ("what was the ammonia reading", "water_tests.md", "0.25ppm"),
    ("what is a safe nitrate level", "water_tests.md", "under 40ppm"),
    ("how often do I feed them", "feeding_sheet.txt", "once a day"),
    ("what do the corydoras eat", "feeding_sheet.txt", "sinking pellets"),
    ("how much was the tank", "receipt.txt", "£129.99"),
    ("are the fish guaranteed", "receipt.txt", "guaranteed for 7 days"),
    ("how much does the water test cost", "text.txt", "we test it free"),
    ("what do I put the water sample in", "text.txt", "a clean jar"),
    ("can I keep a goldfish with them", None, ""),
    ("do I need a light", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "care_sheet.txt": """\
Your Hermann's tortoise, Shelly, hatched in June last year. She needs a tortoise
table at least 120cm long, a UV lamp on for 12 hours a day and a basking spot of about 32°C.
""",
    "diet.csv": """\
food,how often
Dandelion and clover,most days
Plantain and sow thistle,most days
Strawberries,never
Cuttlefish bone,always available
""",
    "vet_notes.txt": """\
Healthy, weight 96g. Next check-up in 12 months. Soak her in shallow warm water twice a week for
10 minutes.
""",
    "hibernation.txt": """\
Do not hibernate her until she is at least 3 years old and over 300g; keep her awake and warm
through the winter until then.
""",
    "message.txt": """\
Don't feed her lettuce from the supermarket, it's got no goodness in it. Breeder Pam
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big does the table need to be", "care_sheet.txt", "at least 120cm long"),
    ("how long should the lamp be on", "care_sheet.txt", "12 hours a day"),
    ("can she have strawberries", "diet.csv", "never"),
    ("how much does she weigh", "vet_notes.txt", "96g"),
    ("how often should I soak her", "vet_notes.txt", "twice a week"),
    ("when can she hibernate", "hibernation.txt", "at least 3 years old and over 300g"),
    ("when is her next check-up", "vet_notes.txt", "in 12 months"),
    ("can she eat lettuce", "message.txt", "Don't feed her lettuce"),
    ("how hot should the basking spot be", "care_sheet.txt", "about 32°C"),
    ("can she go outside", None, ""),
    ("does she need a friend", None, ""),
]
