"""A dog owner's papers for a puppy's vaccinations (the forty-seventh session): the vet's
appointment card, the vaccination advice, the health plan as a table, the invoice and a text.
Its validation folder is a dog owner's for a grooming salon: the booking, the salon's policies, the
price list as CSV, the groomer's note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_card.txt": """\
Bramble (cocker spaniel puppy): second vaccination on Tuesday 14 October at 9.20am with Dr Okafor
at Meadow Vets, Church Lane.
""",
    "vaccination_advice.txt": """\
Puppies can go out for walks one week after the second vaccination. Boosters are given
every 12 months. A mild temperature for a day afterwards is normal.
""",
    "health_plan.md": """\
# Puppy health plan

| plan | what's included | monthly cost |
|---|---|---|
| Bronze | vaccinations and one health check | £12 |
| Silver | vaccinations, flea and worm treatment | £18 |
| Gold | Silver plus 10% off all treatment | £24 |
""",
    "invoice.txt": """\
First vaccination and microchip, 30 September: £89.00, paid. Thank you.
""",
    "text.txt": """\
Don't feed her for an hour before the appointment, she gets car sick. Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Bramble's jab", "appointment_card.txt", "Tuesday 14 October at 9.20am"),
    ("which vet is she seeing", "appointment_card.txt", "Dr Okafor"),
    ("when can she go for walks", "vaccination_advice.txt", "one week after the second vaccination"),
    ("how often does she need a booster", "vaccination_advice.txt", "every 12 months"),
    ("is it normal for her to have a temperature", "vaccination_advice.txt", "A mild temperature for a day afterwards is normal"),
    ("how much is the Silver plan a month", "health_plan.md", "£18"),
    ("what do you get with Bronze", "health_plan.md", "vaccinations and one health check"),
    ("how much did the first vaccination cost", "invoice.txt", "£89.00"),
    ("has she been microchipped", "invoice.txt", "microchip"),
    ("why shouldn't I feed her before", "text.txt", "car sick"),
    ("where is the vets", "appointment_card.txt", "Church Lane"),
    ("does the plan cover dental", None, ""),
    ("is kennel cough included", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Full groom for Pepper (miniature schnauzer) at Waggy Tails, Saturday 25 October, drop off 9am, ready by 1pm.
""",
    "salon_policies.txt": """\
Dogs must be up to date with vaccinations. Matted coats may need a shave-down, charged extra.
Please walk your dog before drop off.
""",
    "prices.csv": """\
service,small dog,medium dog
Full groom,£38,£46
Bath and brush,£25,£30
Nail clip,£8,£8
""",
    "groomer_note.txt": """\
Pepper's ears were a bit red inside, worth asking the vet to look. Used the oatmeal shampoo. Kim
""",
    "message.txt": """\
Pepper's ready early, you can collect from 12 noon. Waggy Tails
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do I drop Pepper off", "booking.txt", "9am"),
    ("when will she be ready", "booking.txt", "1pm"),
    ("does she need to be vaccinated", "salon_policies.txt", "up to date with vaccinations"),
    ("what if her coat is matted", "salon_policies.txt", "shave-down"),
    ("how much is a full groom for a medium dog", "prices.csv", "£46"),
    ("how much is a nail clip", "prices.csv", "£8"),
    ("what did the groomer notice", "groomer_note.txt", "ears were a bit red inside"),
    ("which shampoo did they use", "groomer_note.txt", "oatmeal shampoo"),
    ("when can I collect her", "message.txt", "12 noon"),
    ("should I walk her first", "salon_policies.txt", "walk your dog before drop off"),
    ("do they do teeth cleaning", None, ""),
    ("can I stay with her", None, ""),
]
