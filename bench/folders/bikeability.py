"""A parent's papers for a child's cycle training course (the forty-fourth session): the school's
Bikeability letter, the bike check sheet as a table, the consent form's notes, the instructor's
email and the certificate. Its validation folder is a learner moped rider's CBT: the booking, the
kit list, the day's plan as CSV, the certificate's terms and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "school_letter.txt": """\
Year 6 Bikeability Level 2 runs from Monday 12 May to Thursday 15 May, 9am to 12pm each day.
The course is free, paid for by the county council. Children ride on quiet roads near the school
with two instructors for every 12 riders. Return the consent form by Friday 2 May.
""",
    "bike_check.md": """\
# Bike check, Sophie

| part | result |
|---|---|
| brakes | front brake too loose, needs adjusting |
| tyres | fine |
| chain | needs oil |
| saddle height | fine |
| bell | missing |
""",
    "consent_notes.txt": """\
Sophie wears glasses and must keep them on while riding. She has no medical conditions.
Emergency contact: Tom Reed (dad), 07700 900412.
""",
    "instructor_email.txt": """\
Hi, I'm Dev, Sophie's lead instructor. If it rains heavily we will stay on the playground and do
the road sessions on Friday. Please bring a helmet that fits, we have spares if needed.
""",
    "certificate.txt": """\
Sophie Reed has completed Bikeability Level 2 and can make trips on quiet roads.
Next step: Level 3, for busier roads and junctions, from age 11.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does Bikeability start", "school_letter.txt", "Monday 12 May"),
    ("how much does the course cost", "school_letter.txt", "free"),
    ("how many instructors are there", "school_letter.txt", "two instructors for every 12 riders"),
    ("when does the consent form have to be in", "school_letter.txt", "Friday 2 May"),
    ("what's wrong with her brakes", "bike_check.md", "front brake too loose"),
    ("does the chain need anything", "bike_check.md", "needs oil"),
    ("what's missing from the bike", "bike_check.md", "bell"),
    ("can she wear her glasses", "consent_notes.txt", "must keep them on"),
    ("who is the emergency contact", "consent_notes.txt", "Tom Reed"),
    ("who is the lead instructor", "instructor_email.txt", "Dev"),
    ("what happens if it rains", "instructor_email.txt", "stay on the playground"),
    ("does she need her own helmet", "instructor_email.txt", "bring a helmet that fits"),
    ("what level did she pass", "certificate.txt", "Level 2"),
    ("when can she do level 3", "certificate.txt", "from age 11"),
    ("can she ride to school on her own now", None, ""),
    ("does she need high vis", None, ""),
    ("what's Dev's phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "cbt_booking.txt": """\
CBT booked with Two Wheels Training for Saturday 19 April, 8.30am, at the training site on Dock Lane.
Price £150, including the moped, helmet and gloves. Bring your provisional licence, the photocard.
""",
    "kit_list.txt": """\
Wear strong boots that cover your ankles, jeans or thicker trousers, and a warm jacket. No trainers.
Bring your own gloves if you have them.
""",
    "day_plan.csv": """\
time,part
8.30am,eyesight check and talk
9.15am,moped checks and controls
10am,riding on the site
1pm,road ride of at least 2 hours
""",
    "certificate_terms.txt": """\
Your CBT certificate lasts 2 years. You can ride a moped up to 50cc with L plates and no passengers,
and not on motorways.
""",
    "text_from_school.txt": """\
Hi Amir, we've got a space on the road ride with Kerry if the morning goes well. If it snows we will
move you to the 26th.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my CBT", "cbt_booking.txt", "Saturday 19 April"),
    ("how much is the CBT", "cbt_booking.txt", "£150"),
    ("where is the training", "cbt_booking.txt", "Dock Lane"),
    ("do I need to bring my licence", "cbt_booking.txt", "provisional licence"),
    ("can I wear trainers", "kit_list.txt", "No trainers"),
    ("what time is the road ride", "day_plan.csv", "1pm"),
    ("how long is the road ride", "day_plan.csv", "at least 2 hours"),
    ("how long does the certificate last", "certificate_terms.txt", "2 years"),
    ("can I take a passenger", "certificate_terms.txt", "no passengers"),
    ("can I go on the motorway", "certificate_terms.txt", "not on motorways"),
    ("who is taking me on the road", "text_from_school.txt", "Kerry"),
    ("what if it snows", "text_from_school.txt", "the 26th"),
    ("how much is the full motorbike test", None, ""),
    ("do I need insurance for the CBT", None, ""),
]
