"""A learner's papers for an intensive driving course (the forty-eighth session): the booking,
the driving school's terms, the week's lessons as a table, the theory test note and a text. Its
validation folder is a rider's for a motorcycle CBT: the booking, the training centre's rules,
the prices as CSV, the kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Fast Lane Driving School: 30-hour intensive course for Chloe Evans, 4 to 8 August, with instructor
Mark Hill. Course fee £1,200, practical test fee included.
""",
    "terms.txt": """\
You must pass your theory test before the course starts. If you fail the practical, a retest costs
£150 plus the test fee. Cancellations within 14 days lose the full fee.
""",
    "lessons.md": """\
# Lessons

| day | hours | focus |
|---|---|---|
| Monday | 7 | basics and junctions |
| Tuesday | 7 | roundabouts and dual carriageways |
| Wednesday | 7 | manoeuvres |
| Thursday | 7 | mock test and show me tell me |
| Friday | 2 | warm-up and practical test |
""",
    "theory_note.txt": """\
Your theory certificate number is needed to book the practical. The certificate is valid for 2 years.
""",
    "text.txt": """\
Hi Chloe, your practical test is at 11.20am on Friday at the Wellington Road centre. Mark
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many hours is the course", "booking.txt", "30-hour"),
    ("who is my instructor", "booking.txt", "Mark Hill"),
    ("is the test fee included", "booking.txt", "practical test fee included"),
    ("do I need my theory first", "terms.txt", "must pass your theory test before the course starts"),
    ("what if I fail", "terms.txt", "a retest costs"),
    ("what do we do on Wednesday", "lessons.md", "manoeuvres"),
    ("when is the mock test", "lessons.md", "Thursday"),
    ("how long is Friday's lesson", "lessons.md", "2"),
    ("how long is the theory certificate valid", "theory_note.txt", "2 years"),
    ("what time is my test", "text.txt", "11.20am on Friday"),
    ("where is the test centre", "text.txt", "Wellington Road"),
    ("is it an automatic car", None, ""),
    ("does he pick me up from home", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Two Wheel Training: CBT for Sam Reed, Saturday 12 April, 8.15am start, usually finishing by 4pm.
£150 including bike hire and helmet.
""",
    "rules.txt": """\
Bring your provisional licence with motorcycle entitlement. The CBT certificate lasts 2 years.
If the instructor stops your training for safety, you can rebook at half price.
""",
    "prices.csv": """\
course,price
CBT with our bike,£150
CBT with your own bike,£120
A2 licence course,£795
""",
    "kit_note.txt": """\
Wear sturdy boots covering the ankle, jeans and a waterproof jacket. Gloves can be borrowed.
""",
    "email.txt": """\
Hi Sam, we'll ride out on the road after lunch if the weather's dry. Two Wheel Training
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the CBT start", "booking.txt", "8.15am"),
    ("is bike hire included", "booking.txt", "including bike hire and helmet"),
    ("what do I need to bring", "rules.txt", "provisional licence with motorcycle entitlement"),
    ("how long is the certificate good for", "rules.txt", "lasts 2 years"),
    ("how much if I use my own bike", "prices.csv", "£120"),
    ("how much is the A2 course", "prices.csv", "£795"),
    ("what boots do I need", "kit_note.txt", "sturdy boots covering the ankle"),
    ("do I need gloves", "kit_note.txt", "Gloves can be borrowed"),
    ("when do we go on the road", "email.txt", "after lunch"),
    ("what if the instructor stops my training", "rules.txt", "rebook at half price"),
    ("can I take a passenger after", None, ""),
    ("is there a theory part", None, ""),
]
