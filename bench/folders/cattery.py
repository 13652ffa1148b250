"""A cat owner's papers for a cattery stay (the forty-first session): the booking confirmation,
the vaccination rules, the prices as CSV, what to bring, the terms and the owner's note for the
staff. Its validation folder is a pet sitter's visits: the sitter's booking, the visit times as a
table, the care notes, the key handover, the price list as CSV and the sitter's text, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Whiskers Retreat Cattery: booking confirmed

Cats: Mabel and Otis (sharing a pen). Arrive Saturday 2 August, collect Sunday 17 August.
Drop-off and collection are between 9am and 11am or 3pm and 5pm; we are closed on Sunday
afternoons.
""",
    "vaccination_rules.txt": """\
Vaccinations

Every cat must be vaccinated against cat flu and enteritis, with the last booster given at least
two weeks before arrival. Please bring the vaccination card: without it we cannot accept your cat.
""",
    "prices.csv": """\
item,price
one cat per night,£14
two cats sharing per night,£24
medication per day,£2
grooming,£15
""",
    "what_to_bring.txt": """\
What to bring

Your cat's usual food, enough for the whole stay, and any medicine. A blanket or toy that smells of
home helps them settle. Please don't bring beds or litter trays; we provide them.
""",
    "terms.txt": """\
Terms

A deposit of £50 is due when you book and the balance on collection. If you collect early, the full
booked stay is still charged. If your cat falls ill we will take them to Hillside Vets and you pay
the vet's bill.
""",
    "owner_note.txt": """\
Note for the staff: Otis is shy and may hide for the first day. Mabel has half a tablet for her
thyroid every morning, crushed in a little wet food.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we pick them up", "booking_confirmation.txt", "Sunday 17 August"),
    ("what time can I drop them off", "booking_confirmation.txt", "between 9am and 11am"),
    ("can I collect on Sunday afternoon", "booking_confirmation.txt", "closed on Sunday"),
    ("do they need their jabs", "vaccination_rules.txt", "must be vaccinated"),
    ("when does the booster need to be done by", "vaccination_rules.txt", "two weeks before"),
    ("what if I forget the vaccination card", "vaccination_rules.txt", "cannot accept"),
    ("how much is it for two cats a night", "prices.csv", "£24"),
    ("how much extra is medication", "prices.csv", "£2"),
    ("do I need to bring food", "what_to_bring.txt", "usual food"),
    ("should I bring a litter tray", "what_to_bring.txt", "don't bring beds or litter trays"),
    ("how much is the deposit", "terms.txt", "£50"),
    ("do I get money back if I collect early", "terms.txt", "still charged"),
    ("which vet do they use", "terms.txt", "Hillside Vets"),
    ("when does Mabel have her tablet", "owner_note.txt", "every morning"),
    ("is there a webcam", None, ""),
    ("do you take dogs", None, ""),
    ("is the cattery heated", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "sitter_booking.txt": """\
Paws at Home: pet sitting booked

Client: Mrs J. Khan. Pets: Biscuit (rabbit) and two guinea pigs. Visits from Friday 10 to Monday 13
October, twice a day.
""",
    "visit_times.md": """\
# Visit times

| visit | time |
|---|---|
| morning | 8am to 9am |
| evening | 5pm to 6pm |
""",
    "care_notes.txt": """\
Care notes

Fresh hay and water at every visit. A handful of greens in the evening only. Clean the hutch on
Sunday. Biscuit can go in the garden run if it is dry.
""",
    "key_handover.txt": """\
Key handover: the spare key is with Mr Hill at number 12. Please return it to him after the last
visit.
""",
    "price_list.csv": """\
service,price
one visit,£14
two visits a day,£25
extra pet,£2 a visit
""",
    "sitter_text.txt": """\
Sitter Jade: all fine this morning! Biscuit ate well. I'll send a photo every evening.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do the visits start", "sitter_booking.txt", "Friday 10"),
    ("how many visits a day", "sitter_booking.txt", "twice a day"),
    ("what time is the evening visit", "visit_times.md", "5pm to 6pm"),
    ("when do they get greens", "care_notes.txt", "in the evening only"),
    ("when is the hutch cleaned", "care_notes.txt", "Sunday"),
    ("can Biscuit go outside", "care_notes.txt", "garden run"),
    ("who has the spare key", "key_handover.txt", "Mr Hill"),
    ("how much is two visits a day", "price_list.csv", "£25"),
    ("how much extra for another pet", "price_list.csv", "£2 a visit"),
    ("will I get photos", "sitter_text.txt", "photo every evening"),
    ("what do I do with the key after", "key_handover.txt", "return it to him"),
    ("do you walk dogs", None, ""),
    ("are you insured", None, ""),
    ("can you give medicine", None, ""),
]
