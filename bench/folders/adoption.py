"""A rescue dog adopter's papers (the thirty-fifth session's last round, run once on its final code,
nothing changed after): the adoption agreement, the dog's vaccination record as CSV, the settling
in guide, the insurance cover note, the trainer's booking and the centre's follow-up email. Its
validation folder is a rescue cat adopter's: the adoption certificate, the feeding plan as CSV,
the first weeks guide, the microchip letter, the vet's health check and the fosterer's message,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "adoption_agreement.txt": """\
Hillside Dogs Trust: adoption agreement

Dog: Bramble, lurcher cross, female, about 3 years old
Adopter: Mr Sam Okoro
Adoption fee: £195 (includes neutering, microchip, first vaccinations and 4 weeks' insurance)
Date: 2 May

Bramble must not be rehomed or sold. If you can no longer keep her, she must come back to us.
""",
    "vaccinations.csv": """\
vaccine,given,next due
DHP,12 April,12 April next year
Leptospirosis,12 April,12 April next year
Kennel cough,26 April,26 April next year
""",
    "settling_in.md": """\
# The first two weeks

- Keep walks short and on the lead for the first two weeks
- Feed her twice a day, at the same times
- Give her a quiet place to sleep and let her come to you

Lurchers can jump fences up to 6 feet high, so check your garden before she arrives.
""",
    "insurance_note.txt": """\
Free cover

Your 4 weeks of free pet insurance start on the adoption date. Vet fees are covered up to £2,000. To keep the cover, call PetSure on 0800 055 6142 before it ends.
""",
    "trainer_booking.txt": """\
Paws for Thought: puppy and rescue classes

Class: Rescue Confidence, 6 weeks
Day and time: Saturdays, 10am to 11am
Starts: 17 May
Place: Village hall, Church Lane
Cost: £72
""",
    "follow_up_email.txt": """\
Hi Sam,

Just checking how Bramble is settling in. Our behaviour helpline is free for life: call 01632 960 445. We'll visit at the end of May.

Jo, Hillside Dogs Trust
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old is Bramble", "adoption_agreement.txt", "about 3 years old"),
    ("what did the adoption fee include", "adoption_agreement.txt", "neutering"),
    ("what if I can't keep her", "adoption_agreement.txt", "come back to us"),
    ("when is her kennel cough booster due", "vaccinations.csv", "26 April next year"),
    ("should she be on the lead", "settling_in.md", "on the lead for the first two weeks"),
    ("how high can she jump", "settling_in.md", "6 feet"),
    ("how often do I feed her", "settling_in.md", "twice a day"),
    ("how much vet cover do I get", "insurance_note.txt", "£2,000"),
    ("how do I keep the insurance", "insurance_note.txt", "call PetSure"),
    ("when are training classes", "trainer_booking.txt", "Saturdays, 10am to 11am"),
    ("how much is the training course", "trainer_booking.txt", "£72"),
    ("where are the classes", "trainer_booking.txt", "Church Lane"),
    ("what's the behaviour helpline number", "follow_up_email.txt", "01632 960 445"),
    ("when are they visiting", "follow_up_email.txt", "end of May"),
    ("can she go to doggy daycare", None, ""),
    ("what food brand should I buy", None, ""),
    ("is she good with cats", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "adoption_certificate.txt": """\
Whiskers Rescue: adoption certificate

Cat: Mabel, tabby, female, 7 years
New owner: Ms Leah Grant
Fee paid: £85
Indoor or outdoor: indoor only, because of her weak back legs
""",
    "feeding_plan.csv": """\
meal,time,food,amount
breakfast,7am,wet food,half a pouch
dinner,6pm,wet food,half a pouch
supper,10pm,dry food,a small handful
""",
    "first_weeks.md": """\
# The first weeks

Keep Mabel in one room for her first few days with her bed, litter tray, food and water. Let her explore the rest of the house when she is eating well and using her tray.

Older cats can take up to a month to settle.
""",
    "microchip_letter.txt": """\
Microchip transfer

Mabel's microchip number is 977200009813456. It has been transferred to your name. Update your address on the Petlog website if you move.
""",
    "health_check.txt": """\
Vet health check, 28 March

Weight: 4.1 kg
Teeth: two removed, gums healthy
Next vaccination due: 28 March next year
""",
    "fosterer_message.txt": """\
Hi Leah, it's Pat who fostered Mabel. She loves the feather wand toy and hates the hairdryer. Give her a few days and she'll be on your lap!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old is Mabel", "adoption_certificate.txt", "7 years"),
    ("can she go outside", "adoption_certificate.txt", "indoor only"),
    ("how much did I pay", "adoption_certificate.txt", "£85"),
    ("what time is her supper", "feeding_plan.csv", "10pm"),
    ("how much dry food does she get", "feeding_plan.csv", "a small handful"),
    ("how long until she settles", "first_weeks.md", "up to a month"),
    ("when can she go into the rest of the house", "first_weeks.md", "eating well"),
    ("what's her microchip number", "microchip_letter.txt", "977200009813456"),
    ("what if I move house", "microchip_letter.txt", "Petlog"),
    ("how much does she weigh", "health_check.txt", "4.1 kg"),
    ("when is her next vaccination", "health_check.txt", "28 March next year"),
    ("what toy does she like", "fosterer_message.txt", "feather wand"),
    ("is she insured", None, ""),
    ("can she have milk", None, ""),
    ("does she get on with dogs", None, ""),
]
