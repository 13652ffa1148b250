"""A parent's papers for a soft play centre (the fifty-first session): the party booking, the
price list as CSV, the house rules, the allergy note and a text from a friend. Its validation
folder is a parent's for a toddler swimming course: the enrolment email, the timetable as a table,
the pool rules, the kit list and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "party_booking.txt": """\
Your Jungle Party for Maisie's 5th birthday is booked for Sunday 22 March, 1pm to 3pm,
for up to 15 children. A deposit of £50 has been paid; the balance is due on the day.
""",
    "prices.csv": """\
session,price
under 1s,free
1 to 3 years,£4.50
4 to 11 years,£7.95
adults,£1.50
""",
    "house_rules.txt": """\
Socks must be worn at all times in the play frame. Children under 5 must be supervised by an adult
throughout their visit. No outside food may be eaten in the centre, except birthday cakes.
""",
    "allergy_note.txt": """\
Our party food is made in a kitchen that handles nuts, so we cannot promise any dish is nut free.
Please tell us about any allergies at least 7 days before the party.
""",
    "text.txt": """\
Hi Jo, we'll bring the party bags ourselves and drop them off at reception at 12.30. Can you send the address again? Kate
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the party", "party_booking.txt", "Sunday 22 March, 1pm to 3pm"),
    ("how many kids can come", "party_booking.txt", "up to 15 children"),
    ("how much was the deposit", "party_booking.txt", "£50"),
    ("when do I pay the rest", "party_booking.txt", "the balance is due on the day"),
    ("how much is it for a 2 year old", "prices.csv", "£4.50"),
    ("do adults pay", "prices.csv", "£1.50"),
    ("do the kids need socks", "house_rules.txt", "Socks must be worn at all times"),
    ("can we bring our own cake", "house_rules.txt", "except birthday cakes"),
    ("is the food nut free", "allergy_note.txt", "cannot promise any dish is nut free"),
    ("when do I need to tell them about allergies", "allergy_note.txt", "at least 7 days before the party"),
    ("who is bringing the party bags", "text.txt", "we'll bring the party bags ourselves"),
    ("is there a baby changing room", None, ""),
    ("can we stay later than 3pm", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "enrolment_email.txt": """\
Dear Mrs Okafor, Leo is enrolled in the Ducklings class at Riverside Pool for the spring term. The
term fee of £78 covers 10 lessons.
""",
    "timetable.md": """\
# Ducklings timetable

| day | time | teacher |
|---|---|---|
| Tuesday | 9.30am | Hannah |
| Thursday | 10.15am | Marcus |
| Saturday | 8.45am | Hannah |
""",
    "pool_rules.txt": """\
One adult must be in the water with each child. Babies who are not toilet trained
must wear a swim nappy under their costume. Please shower before entering the pool.
""",
    "kit_list.txt": """\
Bring a towel, a swim nappy, a hooded robe for after the lesson and a snack for the way home.
Lockers take a £1 coin, which is returned.
""",
    "text.txt": """\
Hi Ada, the Thursday class moves to the small pool from next week while they fix the heating. Hannah
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which class is Leo in", "enrolment_email.txt", "the Ducklings class"),
    ("how much is the term", "enrolment_email.txt", "£78"),
    ("how many lessons are there", "enrolment_email.txt", "10 lessons"),
    ("what time is the Saturday class", "timetable.md", "8.45am"),
    ("who teaches on Thursday", "timetable.md", "Marcus"),
    ("do I have to get in the water", "pool_rules.txt", "One adult must be in the water with each child"),
    ("does he need a swim nappy", "pool_rules.txt", "must wear a swim nappy"),
    ("what do I need to bring", "kit_list.txt", "a towel, a swim nappy, a hooded robe"),
    ("do the lockers need a coin", "kit_list.txt", "Lockers take a £1 coin"),
    ("where is the Thursday class next week", "text.txt", "moves to the small pool"),
    ("is there free parking", None, ""),
    ("can I pay monthly", None, ""),
]
