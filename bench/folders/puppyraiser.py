"""A guide dog puppy raiser's papers (the thirty-fourth session): the placement letter, the
puppy's routine, the feeding chart as CSV, the house rules for the puppy, the expenses policy and
the puppy training supervisor's message; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a kitten fosterer's:
the foster agreement, the kitten care sheet, the weight log as CSV, the vet rules, the supplies
list and the coordinator's text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "placement_letter.txt": """\
Puppy placement

Puppy: Juno, black Labrador, 8 weeks
Date placed: Saturday 1 March
Supervisor: Claire Dunn
Expected stay: 12 to 16 months

Juno stays in the charity's ownership throughout.
""",
    "routine.md": """\
# Juno's routine

- Toilet on the command "busy busy" straight after waking and eating
- Short walks only until 6 months old: 5 minutes per month of age
- Sleep in a crate at night

Do not let her jump up at people, even in play.
""",
    "feeding_chart.csv": """\
age,meals a day,amount per meal
8 to 12 weeks,4,60 g
3 to 6 months,3,90 g
6 to 12 months,2,150 g
""",
    "house_rules.txt": """\
Puppy house rules

No feeding from the table. No toys that look like household items, such as old socks or shoes. Juno must not go upstairs or on the sofa. She can be left alone for up to 2 hours once she is 6 months old.
""",
    "expenses_policy.txt": """\
Expenses

The charity pays for food, vet bills, a crate and equipment. You can claim mileage for puppy classes at 45p a mile. Claims must be made within 3 months.
""",
    "supervisor_message.txt": """\
Claire: Lovely to see Juno settling in. Puppy class is Thursday at 10 in the village hall. She's ready to start on the lead in the garden this week.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The placement.
    ("how long will we have Juno", "placement_letter.txt", "12 to 16 months"),
    ("who is our supervisor", "placement_letter.txt", "Claire Dunn"),
    ("who owns Juno", "placement_letter.txt", "charity's ownership"),
    # The routine.
    ("how long can her walks be", "routine.md", "5 minutes per month of age"),
    ("where does she sleep", "routine.md", "crate"),
    ("what's the toilet command", "routine.md", "busy busy"),
    # Feeding.
    ("how much does she eat at 4 months", "feeding_chart.csv", "90 g"),
    ("how many meals at 8 weeks", "feeding_chart.csv", "4"),
    # House rules.
    ("can she go on the sofa", "house_rules.txt", "must not go upstairs or on the sofa"),
    ("can I give her an old sock to play with", "house_rules.txt", "No toys that look like household items"),
    ("how long can she be left alone", "house_rules.txt", "up to 2 hours"),
    # Expenses.
    ("who pays the vet bills", "expenses_policy.txt", "charity pays"),
    ("how much mileage can I claim", "expenses_policy.txt", "45p a mile"),
    ("how long do I have to claim", "expenses_policy.txt", "within 3 months"),
    # The supervisor.
    ("when is puppy class", "supervisor_message.txt", "Thursday at 10"),
    ("where is puppy class", "supervisor_message.txt", "village hall"),
    # Subjects the papers never mention.
    ("can she meet our cat", None, ""),
    ("what happens if she fails training", None, ""),
    ("can we take her on holiday abroad", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "foster_agreement.txt": """\
Foster agreement

Fosterer: Holly Chen
Kittens: 3, about 5 weeks old
Start: 12 May
Expected length: until 9 weeks old and neutered

The kittens remain the property of Whiskers Rescue.
""",
    "care_sheet.md": """\
# Kitten care

- Keep the kittens in one room for the first week
- Litter trays with non-clumping litter
- Handle them gently every day

Wash your hands before and after handling them.
""",
    "weight_log.csv": """\
kitten,12 May,19 May
Pip,420 g,510 g
Moss,390 g,470 g
Fig,450 g,560 g
""",
    "vet_rules.txt": """\
Vet care

All vet treatment must go through the rescue's vet, Parkside Vets. In an emergency out of hours, ring the rescue's emergency line first on 07700 900 362.
""",
    "supplies.txt": """\
Supplies

The rescue gives you kitten food, litter, a carrier and a heat pad. Toys are welcome but not provided.
""",
    "coordinator_text.txt": """\
Sam: Vaccinations are booked for 26 May at Parkside. Please weigh them every Monday and send me the numbers.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how many kittens", "foster_agreement.txt", "3"),
    ("how long will we foster them", "foster_agreement.txt", "until 9 weeks old"),
    # Care.
    ("what litter should I use", "care_sheet.md", "non-clumping"),
    ("can they go round the house", "care_sheet.md", "one room"),
    # Weights.
    ("how much did Fig weigh on 19 May", "weight_log.csv", "560 g"),
    # The vet.
    ("which vet do we use", "vet_rules.txt", "Parkside Vets"),
    ("what if there's an emergency at night", "vet_rules.txt", "emergency line"),
    # Supplies.
    ("do they give us food", "supplies.txt", "kitten food"),
    ("are toys provided", "supplies.txt", "not provided"),
    # The coordinator.
    ("when are the vaccinations", "coordinator_text.txt", "26 May"),
    ("how often do I weigh them", "coordinator_text.txt", "every Monday"),
    # Subjects the papers never mention.
    ("can we adopt one", None, ""),
    ("can my dog meet them", None, ""),
    ("do they need flea treatment", None, ""),
]
