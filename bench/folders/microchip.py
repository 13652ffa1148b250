"""A dog owner's papers for a microchip (the fifty-fourth session): the vet's chipping record, the
database's fees as a table, the update guide, the law leaflet and a text. Its validation folder is
a cat owner's for a microchip cat flap: the receipt, the models as CSV, the fitting guide, the
pairing steps and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "chipping_record.txt": """\
Bramble was microchipped on 2 May at Parkside Vets. Chip number 977200009812345, placed between
the shoulder blades.
""",
    "database_fees.md": """\
# PetTrace fees

| service | fee |
|---|---|
| first registration | free |
| change of address | £7.50 |
| change of keeper | £9.95 |
| lifetime premium | £15.95 |
""",
    "update_guide.txt": """\
Log in to PetTrace to update your details. If you move house or change your phone number,
update them straight away, or Bramble cannot be traced back to you.
""",
    "law_leaflet.txt": """\
All dogs in England must be microchipped by 8 weeks old. Keepers who do not keep details up to
date can be fined up to £500.
""",
    "text.txt": """\
Hi, we scanned Bramble at her jab today and the chip reads fine. Parkside Vets
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when was she chipped", "chipping_record.txt", "2 May"),
    ("what's her chip number", "chipping_record.txt", "977200009812345"),
    ("where is the chip", "chipping_record.txt", "between"),
    ("how much to change my address", "database_fees.md", "£7.50"),
    ("is registering free", "database_fees.md", "free"),
    ("what do I do if I move house", "update_guide.txt", "update them straight away"),
    ("how old do puppies have to be chipped by", "law_leaflet.txt", "8 weeks old"),
    ("what's the fine", "law_leaflet.txt", "up to £500"),
    ("does the chip still work", "text.txt", "the chip reads fine"),
    ("how do I update my details", "update_guide.txt", "Log in to PetTrace"),
    ("can the chip track her with GPS", None, ""),
    ("do cats need chipping too", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
PetShop Direct: 1 x SmartFlap microchip cat flap, £89.99, paid by card on 14 October. Batteries not
included.
""",
    "models.csv": """\
model,pets it can learn,battery life
SmartFlap Mini,up to 8,6 months
SmartFlap Connect,up to 32,12 months
""",
    "fitting_guide.txt": """\
The flap fits doors and walls up to 50mm thick. For glass, ask a glazier to cut the hole. You will
need four AA batteries.
""",
    "pairing_steps.txt": """\
Press the setting button once, then put your cat through the flap. The light turns green when the
chip has been learned.
""",
    "email.txt": """\
Hi, just to say the flap can be set to let cats in but not out at night. Sam (Customer Care)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the cat flap cost", "receipt.txt", "£89.99"),
    ("does it come with batteries", "receipt.txt", "Batteries not"),
    ("how many cats can the mini learn", "models.csv", "up to 8"),
    ("how long do the batteries last in the Connect", "models.csv", "12 months"),
    ("how thick can the door be", "fitting_guide.txt", "up to 50mm thick"),
    ("can I fit it in a glass door", "fitting_guide.txt", "ask a glazier to cut the hole"),
    ("what batteries does it take", "fitting_guide.txt", "four AA batteries"),
    ("how do I get it to know my cat", "pairing_steps.txt", "Press the setting button once"),
    ("how will I know it's worked", "pairing_steps.txt", "The light turns green"),
    ("can I stop the cat going out at night", "email.txt", "let cats in but not out at night"),
    ("does it work with an app", None, ""),
    ("is there a guarantee", None, ""),
]
