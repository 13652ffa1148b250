"""A pet owner's papers (the twentieth session): a pet insurance policy summary, a vet's
treatment plan, a boarding kennels' booking, a puppy training class's terms and a CSV of the
dog's vaccinations and treatments; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is a cat owner's papers."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pet_insurance.txt": """\
Paws & Claws Pet Insurance — policy summary
Policy number: PCI-7730214   Pet: Biscuit (Cocker Spaniel, born 3 June 2023)

Cover level: Lifetime 7,000
Vet fees: up to £7,000 each policy year, renewed every year for as long as you keep the policy.
Excess: £99 for each condition, each policy year. From age 8, you also pay 20% of every claim.
Monthly premium: £32.40 by direct debit.

What is not covered
Routine care such as vaccinations, flea and worm treatment, neutering and dental cleaning is not covered. Any illness that showed signs before the policy started, or in the first 14 days, is not covered. Accidents are covered from the first day.

Other cover
Third party liability up to £2 million if Biscuit injures someone or damages their property.
Boarding fees up to £1,000 if you go into hospital for more than four days.
Lost pet advertising and reward up to £1,500.

How to claim
Ask your vet to fill in the claim form, or claim online at pawsandclaws.co.uk/claim within 90 days of treatment. We can pay the vet directly.
""",
    "vet_plan.md": """\
# Oakfield Vets — Healthy Pet Plan

Biscuit is on the Dog Plan at £14.95 a month.

## What the plan includes

- Yearly booster vaccination and health check
- Flea and worm treatment, sent by post every month
- Two nurse clinics a year (weight, nails, anal glands)
- 10% off all other treatment, food and medicines at the practice

## Opening times

Monday to Friday 8:00 to 19:00, Saturday 9:00 to 13:00. Out of hours, call 01632 960 455 and you will be put through to Vets Now in Harrogate.

## Cancelling

You can cancel the plan at any time with one month's notice, but if you cancel within the first 12 months you must pay the full price of any treatment you have had under the plan.
""",
    "kennels_booking.txt": """\
Hilltop Boarding Kennels — booking confirmation
Booking reference: HK-20461
Dog: Biscuit   Owner: Laura Mensah

Arrival: Saturday 19 December 2026, between 9:00 and 11:00
Collection: Sunday 3 January 2027, between 14:00 and 16:00
Nights: 15 at £28 a night (Christmas and New Year nights are charged at £35)
Total: £441.00, of which a deposit of £100 has been paid. The balance is due on arrival.

Please bring Biscuit's vaccination card; dogs must have had a kennel cough vaccine at least 2 weeks before arrival. You may bring one blanket and one toy. We feed our own dry food unless you bring food in labelled daily bags.
If you cancel more than 14 days before arrival, we refund the deposit; after that the deposit is kept.
""",
    "puppy_classes.md": """\
# Good Dog Training — puppy course terms

The course is 6 weekly classes on Wednesday evenings from 18:30 to 19:30 at St Mary's church hall. The course costs £120, paid when you book.

Puppies must be between 10 and 20 weeks old at the first class, and have had their first vaccinations.
Bring treats, a flat collar and a lead no longer than 2 metres. Extending leads and choke chains are not allowed.
One adult must come to every class; children over 8 are welcome with an adult.
If you miss a class, you can catch up at the next course for free. Refunds are not given after the first class.
""",
    "biscuit_health.csv": """\
date,treatment,product,vet,next_due
2023-08-12,first vaccination,Nobivac DHP,Dr Patel,2023-09-02
2023-09-02,second vaccination,Nobivac L4,Dr Patel,2024-09-02
2024-02-20,neutering,,Dr Okafor,
2024-09-05,booster,Nobivac L4,Dr Patel,2025-09-05
2025-03-14,ear infection,Surolan drops,Dr Green,
2025-09-10,booster,Nobivac DHP L4,Dr Patel,2026-09-10
2026-09-08,booster,Nobivac L4,Dr Okafor,2027-09-08
2026-10-02,kennel cough vaccine,Nobivac KC,Dr Green,2027-10-02
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
    # The insurance.
    ("how much does the insurance pay for vet bills", "pet_insurance.txt", "£7,000"),
    ("what's the excess on the pet insurance", "pet_insurance.txt", "£99"),
    ("how much is the pet insurance a month", "pet_insurance.txt", "£32.40"),
    ("does the insurance cover vaccinations", "pet_insurance.txt", "not covered"),
    ("is dental cleaning covered", "pet_insurance.txt", "not covered"),
    ("are accidents covered straight away", "pet_insurance.txt", "first day"),
    ("what if Biscuit bites someone", "pet_insurance.txt", "liability"),
    ("how long do I have to make a claim", "pet_insurance.txt", "90 days"),
    ("can the insurer pay the vet directly", "pet_insurance.txt", "pay the vet directly"),
    ("what's my policy number", "pet_insurance.txt", "PCI-7730214"),
    ("what happens when Biscuit turns 8", "pet_insurance.txt", "20%"),
    # The vet's plan.
    ("how much is the vet plan", "vet_plan.md", "£14.95"),
    ("does the plan include flea treatment", "vet_plan.md", "Flea and worm"),
    ("what discount do I get at the vets", "vet_plan.md", "10%"),
    ("when is the vet open on Saturday", "vet_plan.md", "9:00 to 13:00"),
    ("who do I call at night if the dog is ill", "vet_plan.md", "01632 960 455"),
    ("can I cancel the vet plan", "vet_plan.md", "one month's notice"),
    # The kennels.
    ("when do I drop Biscuit off at the kennels", "kennels_booking.txt", "19 December"),
    ("what time can I pick him up", "kennels_booking.txt", "14:00"),
    ("how much is the kennels in total", "kennels_booking.txt", "£441.00"),
    ("how much is left to pay for the kennels", "kennels_booking.txt", "balance is due on arrival"),
    ("does he need a kennel cough jab", "kennels_booking.txt", "kennel cough vaccine"),
    ("can I bring his toy", "kennels_booking.txt", "one toy"),
    ("do I get my deposit back if I cancel", "kennels_booking.txt", "14 days"),
    ("what's the booking reference", "kennels_booking.txt", "HK-20461"),
    # The training classes.
    ("when are the puppy classes", "puppy_classes.md", "Wednesday"),
    ("how much is puppy training", "puppy_classes.md", "£120"),
    ("how old does the puppy have to be", "puppy_classes.md", "10 and 20 weeks"),
    ("what do I need to bring to puppy class", "puppy_classes.md", "treats"),
    ("can I use an extending lead", "puppy_classes.md", "not allowed"),
    ("can my kids come to training", "puppy_classes.md", "children over 8"),
    ("what if we miss a class", "puppy_classes.md", "catch up"),
    # The health record.
    ("when is his next booster due", "biscuit_health.csv", "2027-09-08"),
    ("when was he neutered", "biscuit_health.csv", "2024-02-20"),
    ("who gave the kennel cough vaccine", "biscuit_health.csv", "Dr Green"),
    ("what was used for his ear infection", "biscuit_health.csv", "Surolan"),
    # Subjects the papers never mention.
    ("is Biscuit microchipped", None, ""),
    ("how much is grooming", None, ""),
    ("does the insurance cover cats", None, ""),
    ("what food should he eat", None, ""),
    ("is there a dog walker", None, ""),
]


# Another owner's papers, a cat's (a cattery booking, a cat insurance schedule laid out as
# markdown, a vet's invoice, a microchip registration, a flea treatment's leaflet and a weight
# log), written after the changes the fit folder led to, and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "cattery_booking.md": """\
# Willow Lodge Cattery — your booking

**Cat:** Pepper (female, 6 years)
**Check in:** Friday 24 July 2026, 10:00 to 12:00
**Check out:** Sunday 2 August 2026, 15:00 to 17:00
**Price:** £16 a day, £144 in total for 9 days, paid in full when you check out.

Each cat has a heated chalet with its own run. We can give tablets at no extra charge; injections cost £3 a day.
Cats must be vaccinated against cat flu and enteritis, with the last booster no more than 12 months before check in. Please bring the vaccination certificate.
Cancellations made less than 7 days before check in are charged half the total.
""",
    "cat_insurance.md": """\
# Whisker Cover — insurance schedule

| Item | Detail |
|---|---|
| Pet | Pepper, domestic shorthair |
| Policy type | Time-limited, 12 months per condition |
| Vet fee limit | £4,000 per condition |
| Excess | £75 per claim |
| Premium | £11.80 a month |
| Renewal date | 1 March 2027 |

Claims must reach us within 6 months of the treatment. Dental treatment is covered only after an accident. Behavioural treatment is not covered.
""",
    "vet_invoice.txt": """\
Meadow Vets — invoice 88315
Date: 14 September 2026
Client: Ruth Adeyemi   Patient: Pepper

Consultation: £48.00
Blood test (senior profile): £92.50
Metacam oral suspension 10 ml: £18.75
Total: £159.25
Paid by card.

Give Metacam once a day with food, using the syringe. Book a recheck in 14 days.
""",
    "microchip_registration.txt": """\
PetTrace microchip registration certificate
Microchip number: 977200009876543
Registered keeper: Ruth Adeyemi, 4 Canal Row, Stroud GL5 3JP
Pet: Pepper, cat, tabby, born 2020

If you move house or change your phone number, update your details online at pettrace.co.uk; updating is free. If Pepper goes missing, report her as lost online or call 0330 912 4480 at any time.
""",
    "flea_treatment_leaflet.txt": """\
FleaGuard Spot-On for cats — instructions

Apply one pipette to the skin at the back of the neck, where the cat cannot lick it. Use once a month.
Do not bath the cat for 48 hours before or after treatment.
Not for use on kittens under 8 weeks or cats weighing less than 1 kg.
Do not use on dogs, rabbits or ferrets.
""",
    "pepper_weight.csv": """\
date,weight_kg,note
2026-03-02,4.6,
2026-05-11,4.8,
2026-07-20,5.1,vet says cut treats
2026-09-14,4.9,
2026-11-02,4.7,
""",
}
VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can I drop Pepper off at the cattery", "cattery_booking.md", "24 July"),
    ("what time do I collect her", "cattery_booking.md", "15:00"),
    ("how much is the cattery", "cattery_booking.md", "£144"),
    ("when do I pay the cattery", "cattery_booking.md", "when you check out"),
    ("can they give her tablets", "cattery_booking.md", "no extra charge"),
    ("does she need her vaccinations up to date", "cattery_booking.md", "12 months"),
    ("what if I cancel the cattery late", "cattery_booking.md", "half the total"),
    ("what's the excess on the cat insurance", "cat_insurance.md", "£75"),
    ("how much is the cat insurance a month", "cat_insurance.md", "£11.80"),
    ("when does the insurance renew", "cat_insurance.md", "1 March 2027"),
    ("how long do I have to claim", "cat_insurance.md", "6 months"),
    ("is dental treatment covered", "cat_insurance.md", "only after an accident"),
    ("how much will the insurance pay", "cat_insurance.md", "£4,000"),
    ("how much was the vet bill", "vet_invoice.txt", "£159.25"),
    ("how much was the blood test", "vet_invoice.txt", "£92.50"),
    ("how often do I give her the Metacam", "vet_invoice.txt", "once a day"),
    ("when should I go back to the vet", "vet_invoice.txt", "14 days"),
    ("what's her microchip number", "microchip_registration.txt", "977200009876543"),
    ("how do I change my address on the microchip", "microchip_registration.txt", "pettrace.co.uk"),
    ("what do I do if Pepper goes missing", "microchip_registration.txt", "report her as lost"),
    ("how often do I use the flea treatment", "flea_treatment_leaflet.txt", "once a month"),
    ("can I bath her after the flea treatment", "flea_treatment_leaflet.txt", "48 hours"),
    ("can I use it on the dog", "flea_treatment_leaflet.txt", "Do not use on dogs"),
    ("where do I put the flea treatment", "flea_treatment_leaflet.txt", "back of the neck"),
    ("how much does Pepper weigh now", "pepper_weight.csv", "4.7"),
    ("when was she heaviest", "pepper_weight.csv", "2026-07-20"),
    # Subjects the papers never mention.
    ("is Pepper neutered", None, ""),
    ("how much is cat litter", None, ""),
    ("does the insurance cover boarding fees", None, ""),
    ("what's the vet's phone number", None, ""),
]
