"""A dog owner's papers for taking the dog to France (the forty-fourth session): the vet's animal
health certificate appointment, the ferry's pet policy, the return tapeworm rules, the dog's
records as a table and a packing note. Its validation folder is a cat's move to Spain: the pet
transport quote, the vet's checklist, the airline's rules, the cat's records as CSV and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "vet_appointment.txt": """\
Animal health certificate appointment for Bramble on Monday 28 July at 4.15pm with Dr Ellis.
The certificate costs £165 and must be issued no more than 10 days before you travel.
Please bring Bramble's vaccination card and the ferry booking.
""",
    "ferry_pet_policy.txt": """\
Dogs travel in your car or in the onboard kennels, which cost £20 each way. Dogs must stay in
the car or kennels during the crossing, and you cannot visit the car deck. Check in at least
90 minutes before sailing with your pet's certificate.
""",
    "tapeworm_rules.txt": """\
To come back into Great Britain, your dog must be treated for tapeworm by a vet between 1 and 5
days before you arrive. The vet must record the treatment on the certificate. Cats do not need it.
""",
    "bramble_records.md": """\
# Bramble

| record | detail |
|---|---|
| microchip | 956000012345678 |
| rabies vaccine | 12 June |
| breed | cocker spaniel |
| weight | 14kg |
""",
    "packing_note.txt": """\
Book the vet in Saint-Malo for the tapeworm tablet on 9 August. Pack the crate, the lead, two
bowls and enough food for 3 weeks. The gite allows dogs but not on the beds.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Bramble's vet appointment", "vet_appointment.txt", "Monday 28 July"),
    ("how much is the health certificate", "vet_appointment.txt", "£165"),
    ("how early can the certificate be done", "vet_appointment.txt", "no more than 10 days before"),
    ("what do I need to bring to the vet", "vet_appointment.txt", "vaccination card"),
    ("how much are the ferry kennels", "ferry_pet_policy.txt", "£20 each way"),
    ("can I go and see the dog during the crossing", "ferry_pet_policy.txt", "cannot visit the car deck"),
    ("how early do we check in", "ferry_pet_policy.txt", "90 minutes before"),
    ("when does she need the tapeworm treatment", "tapeworm_rules.txt", "between 1 and 5"),
    ("does the cat need a tapeworm tablet", "tapeworm_rules.txt", "Cats do not need it"),
    ("what's Bramble's microchip number", "bramble_records.md", "956000012345678"),
    ("when did she have her rabies jab", "bramble_records.md", "12 June"),
    ("how heavy is Bramble", "bramble_records.md", "14kg"),
    ("when is the French vet booked", "packing_note.txt", "9 August"),
    ("can the dog go on the beds at the gite", "packing_note.txt", "not on the beds"),
    ("does Bramble need a muzzle in France", None, ""),
    ("how much is pet insurance abroad", None, ""),
    ("what's the ferry booking reference", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "transport_quote.txt": """\
PetJet quote for one cat, Manchester to Málaga on 14 October, in the hold: £780. This includes the
airline crate, the customs paperwork and a drop-off at Málaga airport. A 30% deposit secures the date.
""",
    "vet_checklist.txt": """\
Microchip first, then the rabies vaccine, then wait 21 days before travel. The animal health
certificate must be signed within 10 days of the flight. Sedation is not advised for flying.
""",
    "airline_rules.txt": """\
Cats travel in the pressurised hold. The crate must let the cat stand and turn around, and have
a water bowl fixed inside. Snub-nosed breeds such as Persians are not accepted.
""",
    "cat_records.csv": """\
record,detail
name,Mochi
breed,British shorthair
microchip,981020000556677
rabies vaccine,2 September
""",
    "email_to_sister.txt": """\
Could you feed Mochi from 10 to 13 October while I pack up the flat? I'll leave the carrier in the
hall so she gets used to it. The PetJet van collects her at 6am on the 14th.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it to fly the cat", "transport_quote.txt", "£780"),
    ("when is Mochi flying", "transport_quote.txt", "14 October"),
    ("how much deposit do I pay", "transport_quote.txt", "30%"),
    ("how long after the rabies jab can she travel", "vet_checklist.txt", "21 days"),
    ("should I sedate her for the flight", "vet_checklist.txt", "Sedation is not advised"),
    ("where does the cat travel on the plane", "airline_rules.txt", "pressurised hold"),
    ("how big does the crate need to be", "airline_rules.txt", "stand and turn around"),
    ("can Persians fly", "airline_rules.txt", "not accepted"),
    ("what's Mochi's microchip number", "cat_records.csv", "981020000556677"),
    ("when was her rabies jab", "cat_records.csv", "2 September"),
    ("when does my sister need to feed Mochi", "email_to_sister.txt", "10 to 13 October"),
    ("what time is the van coming", "email_to_sister.txt", "6am"),
    ("does Spain need a blood test for cats", None, ""),
    ("can the cat come in the cabin", None, ""),
]
