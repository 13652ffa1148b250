"""A learner rider's papers for a motorcycle CBT (the fiftieth session): the booking, the training
school's terms, the day's plan as a table, the kit note and a text. Its validation folder is a
rider's for a scooter hire: the hire agreement, the rules, the rates as CSV, the helmet note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your CBT course is booked for Saturday 14 June at Ridewell Training, Unit 3 Mill Lane. The course
starts at 8am sharp and costs £150, including bike and helmet hire.
""",
    "terms.txt": """\
You must bring your provisional driving licence with category A on it, or you cannot ride. Courses
cancelled with less than 7 days' notice are charged in full.
""",
    "day_plan.md": """\
# What happens on the day

| part | what | where |
|---|---|---|
| A | eyesight check and introduction | classroom |
| B | bike controls and safety checks | yard |
| C | riding skills | off-road pad |
| E | road ride | public roads |
""",
    "kit_note.txt": """\
Wear sturdy boots that cover the ankle and a heavy jacket. Jeans are fine for the course.
We lend gloves if you do not have your own.
""",
    "text.txt": """\
Hi Kyle, if it rains on Saturday the course still runs, bring a change of socks! Dan at Ridewell
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my CBT", "booking.txt", "Saturday 14 June"),
    ("what time does it start", "booking.txt", "8am sharp"),
    ("how much is the course", "booking.txt", "£150"),
    ("what do I need to bring", "terms.txt", "provisional driving licence"),
    ("what if I cancel late", "terms.txt", "charged in full"),
    ("where is the road ride", "day_plan.md", "public roads"),
    ("what happens in part B", "day_plan.md", "bike controls and safety checks"),
    ("where is the eyesight check", "day_plan.md", "classroom"),
    ("what boots should I wear", "kit_note.txt", "sturdy boots that cover the ankle"),
    ("can I wear jeans", "kit_note.txt", "Jeans are fine for the course"),
    ("do I need gloves", "kit_note.txt", "We lend gloves"),
    ("what if it rains", "text.txt", "the course still runs"),
    ("is lunch included", None, ""),
    ("how long is the certificate valid", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hire_agreement.txt": """\
Scooter hire agreement for Mr L. Ortega: one 125cc scooter, registration WX21 KTP, from 2 August to
9 August. A deposit of £300 is held on your card and released when the scooter is returned.
""",
    "rules.txt": """\
The scooter must not be taken off the island. Return it with a full tank, or a
£20 refuelling charge applies.
""",
    "rates.csv": """\
hire,price
one day,£35
three days,£90
one week,£180
""",
    "helmet_note.txt": """\
Helmets are included and must be worn at all times, by law. A second helmet for a passenger costs
£5 a day.
""",
    "email.txt": """\
Hello Luis, your scooter will be ready to collect from the harbour office after 10am. Regards, Island Rides
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the registration", "hire_agreement.txt", "WX21 KTP"),
    ("how much is the deposit", "hire_agreement.txt", "£300"),
    ("when do I get the deposit back", "hire_agreement.txt", "when the scooter is returned"),
    ("can I take it to the mainland", "rules.txt", "must not be taken off the island"),
    ("what if I bring it back empty", "rules.txt", "£20 refuelling charge"),
    ("how much is a week", "rates.csv", "£180"),
    ("what's the price for three days", "rates.csv", "£90"),
    ("is a helmet included", "helmet_note.txt", "Helmets are included"),
    ("how much is a passenger helmet", "helmet_note.txt", "£5 a day"),
    ("where do I collect it", "email.txt", "from the harbour office"),
    ("is insurance included", None, ""),
    ("can I hire a bigger bike", None, ""),
]
