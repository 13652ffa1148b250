"""A dog owner's papers for an operation at the vet (the forty-third session): the admission
letter, the estimate as a table, the consent form, the discharge notes, the medicine label and a
text from the vet nurse. Its validation folder is a kitten's first vet visits: the vaccination
card, the practice's health plan, the prices as CSV, the microchip certificate and the neutering
leaflet, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "admission_letter.txt": """\
Bramble's dental operation is booked for Wednesday 8 October. Please bring her in between 8am and
8.30am. She must not eat anything after 8pm the night before, but water is fine until the morning.
Her operation will be done by Dr Anna Fielding.
""",
    "estimate.md": """\
# Estimate for Bramble (Border terrier, 9 years)

| item | cost |
|---|---|
| general anaesthetic | £310 |
| dental X-rays | £145 |
| scale and polish | £190 |
| extractions (up to 4) | £160 to £280 |
| pain relief to take home | £28 |

Total: £833 to £953. A deposit of £200 is taken when she is admitted.
""",
    "consent_form.txt": """\
I consent to the anaesthetic and the procedures listed on the estimate. If the vet finds more teeth
that need to come out, they will phone me first on 07700 900418. Pre-anaesthetic blood test: yes
(£65).
""",
    "discharge_notes.txt": """\
Bramble had 3 teeth removed and is recovering well. Feed soft food only for 7 days, soaked kibble is
fine. No chews or toys for 2 weeks. Her check-up is on Friday 17 October at 4.10pm. Call us if she
stops eating or the bleeding starts again.
""",
    "medicine_label.txt": """\
Metacam 1.5 mg/ml oral suspension for dogs. Give 2.2 ml once a day with food for 5 days. Shake well
before use.
""",
    "nurse_text.txt": """\
Hi, it's Maisie at Hillside Vets. Bramble is awake and eating a little. You can collect her any time
after 3pm. She may be a bit wobbly tonight.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the operation", "admission_letter.txt", "Wednesday 8 October"),
    ("what time do I drop her off", "admission_letter.txt", "between 8am and"),
    ("when does she have to stop eating", "admission_letter.txt", "after 8pm the night before"),
    ("can she have water", "admission_letter.txt", "water is fine"),
    ("who is doing the operation", "admission_letter.txt", "Dr Anna Fielding"),
    ("how much is the anaesthetic", "estimate.md", "£310"),
    ("how much will it cost in total", "estimate.md", "£833 to £953"),
    ("how much is the deposit", "estimate.md", "£200"),
    ("what happens if she needs more teeth out", "consent_form.txt", "phone me first"),
    ("how much was the blood test", "consent_form.txt", "£65"),
    ("how many teeth did she have out", "discharge_notes.txt", "3 teeth"),
    ("what can she eat", "discharge_notes.txt", "soft food"),
    ("when can she have chews again", "discharge_notes.txt", "2 weeks"),
    ("when is her check-up", "discharge_notes.txt", "Friday 17 October"),
    ("how much Metacam do I give her", "medicine_label.txt", "2.2 ml"),
    ("how long is she on the medicine", "medicine_label.txt", "5 days"),
    ("when can I pick her up", "nurse_text.txt", "after 3pm"),
    ("does the insurance cover dental work", None, ""),
    ("will she need a cone", None, ""),
    ("can she go for walks", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "vaccination_card.txt": """\
Patient: Pepper, kitten, female, born 2 June
First vaccination: 4 August (cat flu and enteritis)
Second vaccination due: 1 September
She can go outside 1 week after the second vaccination.
""",
    "health_plan.txt": """\
The Kitten Health Plan is £12.50 a month. It includes yearly boosters, flea and worm treatment every
month and 10% off neutering. You can cancel after the first 12 months.
""",
    "prices.csv": """\
service,price
consultation,£48
vaccination course,£85
microchip,£22
spay (female),£135
castration (male),£95
""",
    "microchip_certificate.txt": """\
Microchip number: 985 141 002 337 619
Registered on the Petlog database to Mr D. Osei. Tell the database if you move house or change your
phone number.
""",
    "neutering_leaflet.txt": """\
We recommend neutering kittens at 4 months old. On the day, bring her in by 8.30am with no food from
midnight. Most kittens go home the same afternoon.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is her second jab", "vaccination_card.txt", "1 September"),
    ("when can she go outside", "vaccination_card.txt", "1 week after the second"),
    ("when was Pepper born", "vaccination_card.txt", "2 June"),
    ("how much is the health plan", "health_plan.txt", "£12.50 a month"),
    ("does the plan include flea treatment", "health_plan.txt", "flea and worm treatment"),
    ("when can I cancel the plan", "health_plan.txt", "after the first 12 months"),
    ("how much is a microchip", "prices.csv", "£22"),
    ("how much to get her spayed", "prices.csv", "£135"),
    ("what's her microchip number", "microchip_certificate.txt", "985 141 002 337 619"),
    ("what if I move house", "microchip_certificate.txt", "Tell the database"),
    ("how old should she be for neutering", "neutering_leaflet.txt", "4 months"),
    ("will she stay overnight", "neutering_leaflet.txt", "same afternoon"),
    ("does the plan cover dental", None, ""),
    ("is there an out of hours vet", None, ""),
]
