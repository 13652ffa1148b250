"""A household's papers for keeping hens (the fifty-third session): the breeder's care sheet, the
feed prices as a table, the vet's note, the neighbour's message and the egg log. Its validation
folder is a family's for two guinea pigs: the rescue's adoption letter, the shop's prices as CSV,
the care sheet, the vet's note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "care_sheet.txt": """\
Your three point-of-lay hens are Hybrid Browns, about 18 weeks old. They should start laying
within four weeks. Shut them in the coop every night, as foxes hunt from dusk.
Change their water daily and clean out the coop once a week.
""",
    "feed_prices.md": """\
# Feed and bedding

| item | price |
|---|---|
| layers pellets 20 kg | £14.50 |
| mixed corn 20 kg | £12.00 |
| oyster shell grit 5 kg | £6.25 |
| straw bale | £5.00 |
""",
    "vet_note.txt": """\
Pepper was treated for red mite on 12 June. Dust the coop with diatomaceous earth every two weeks
until the end of the summer. Recheck in one month.
""",
    "neighbour_message.txt": """\
Hi, happy to let the hens out and collect the eggs while you're in Cornwall, 2 to 9 August. I'll need the key to the feed bin. Jo
""",
    "egg_log.md": """\
# Eggs this week

| day | eggs |
|---|---|
| Monday | 2 |
| Tuesday | 3 |
| Wednesday | 1 |
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old are the hens", "care_sheet.txt", "about 18 weeks old"),
    ("when will they start laying", "care_sheet.txt", "within four weeks"),
    ("why do they need shutting in at night", "care_sheet.txt", "foxes hunt from dusk"),
    ("how often should I clean the coop", "care_sheet.txt", "once a week"),
    ("how much are layers pellets", "feed_prices.md", "£14.50"),
    ("what does a bale of straw cost", "feed_prices.md", "£5.00"),
    ("what was Pepper treated for", "vet_note.txt", "red mite"),
    ("how often do I dust the coop", "vet_note.txt", "every two weeks"),
    ("when is the recheck", "vet_note.txt", "in one month"),
    ("what does Jo need from us", "neighbour_message.txt", "the key to the feed bin"),
    ("how many eggs did we get on Tuesday", "egg_log.md", "3"),
    ("can hens eat kitchen scraps", None, ""),
    ("do we need to register the hens", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "adoption_letter.txt": """\
Thank you for adopting Biscuit and Toffee from Meadow Small Animal Rescue. The adoption fee of £30
covers both guinea pigs. They are sisters, about two years old.
""",
    "shop_prices.csv": """\
item,price
timothy hay 2 kg,£8.99
guinea pig nuggets 3 kg,£11.49
wooden hideaway,£14.00
""",
    "care_sheet.txt": """\
Guinea pigs need fresh vitamin C every day: a handful of leafy greens or a slice of pepper.
Their hutch should be at least 120 cm long. Bring them indoors when it drops below 15C.
""",
    "vet_note.txt": """\
Toffee's front teeth were slightly long and were trimmed on 3 May. Check her teeth again
in eight weeks. Keep hay available at all times to help wear them down.
""",
    "text.txt": """\
Hi! Just checking how the girls are settling in? Remember they love coriander. Sue (Meadow Rescue)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the adoption", "adoption_letter.txt", "£30"),
    ("how old are they", "adoption_letter.txt", "about two years old"),
    ("how much is a bag of hay", "shop_prices.csv", "£8.99"),
    ("what does the hideaway cost", "shop_prices.csv", "£14.00"),
    ("what do they need every day", "care_sheet.txt", "fresh vitamin C"),
    ("how big should the hutch be", "care_sheet.txt", "at least 120 cm long"),
    ("when should they come inside", "care_sheet.txt", "when it drops below 15C"),
    ("what was done to Toffee's teeth", "vet_note.txt", "were trimmed on 3 May"),
    ("when do her teeth need checking", "vet_note.txt", "in eight weeks"),
    ("what do they like to eat", "text.txt", "they love coriander"),
    ("can they live with a rabbit", None, ""),
    ("do they need their nails cut", None, ""),
]
