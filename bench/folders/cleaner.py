"""A self-employed house cleaner's papers (the thirty-first session): her standard client
agreement, her key-holding policy, her clients' rota as CSV, her public liability insurance, a
cleaning supplier's trade price list as CSV and a letter from a client ending the service; fit,
its questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a dog walker's: the walking agreement, the dogs' details as
CSV, the park's rules for professional walkers, her insurance, a vet's letter about one dog and
her van's dog-cage certificate, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "client_agreement.md": """\
# Sparkle Home Cleaning — client agreement

- Rate: £18 an hour, minimum 2 hours a visit
- Products: I bring my own; tell me if you want me to use yours
- Payment: by bank transfer within 7 days of each invoice

Cancellations with less than 24 hours' notice are charged in full. If I cannot come, I will tell you as soon as I can and offer another day.

I do not clean ovens, windows outside or anything above a 2-step ladder. Breakages must be reported to me the same day.
""",
    "key_policy.txt": """\
Key holding policy

Keys are labelled with a code, never with your name or address, and kept in a locked box. A key lost by me is replaced at my cost, including a new lock if needed.

Alarm codes are kept in a password manager, not written down. Keys are returned within 7 days when the service ends.
""",
    "client_rota.csv": """\
client,day,time,hours,area
Mrs Khan,Monday,9:00,3,Oakfield
Mr and Mrs Reid,Tuesday,13:00,2,Hillside
Dr Osei,Wednesday,9:30,4,Oakfield
Ms Turner,Friday,10:00,2,Riverside
""",
    "liability_insurance.txt": """\
Public liability insurance — schedule

Insured: Kerry Walsh trading as Sparkle Home Cleaning
Limit: £2,000,000
Excess: £250 for property damage
Keys cover: up to £1,000 for replacing locks after lost keys
Renewal date: 14 February 2027

Accidental damage to clients' property while cleaning is covered. Damage caused by products used against the maker's instructions is not.
""",
    "supplier_prices.csv": """\
product,pack,trade price
Multi-surface spray,6 x 750ml,£9.60
Microfibre cloths,pack of 20,£7.20
Descaler,5 litres,£11.40
Floor cleaner,5 litres,£8.90
Vacuum bags,pack of 10,£6.50
""",
    "client_letter.txt": """\
Dear Kerry,

Thank you for all your help over the last two years. We are moving to Leeds at the end of March, so your last clean for us will be on Tuesday 24 March.

Please leave the key with our neighbour at number 14 after that clean.

Best wishes,
Alison and Mark Reid
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how much do I charge an hour", "client_agreement.md", "£18 an hour"),
    ("what's the shortest visit", "client_agreement.md", "minimum 2 hours"),
    ("what if a client cancels the same morning", "client_agreement.md", "charged in full"),
    ("do I have to clean the oven", "client_agreement.md", "I do not clean ovens"),
    ("how long do clients have to pay", "client_agreement.md", "within 7 days"),
    ("what if I break something", "client_agreement.md", "Breakages must be reported"),
    # Keys.
    ("how are the keys labelled", "key_policy.txt", "labelled with a code"),
    ("who pays if I lose a key", "key_policy.txt", "replaced at my cost"),
    ("where do I keep alarm codes", "key_policy.txt", "password manager"),
    # The rota.
    ("who am I cleaning on Wednesday", "client_rota.csv", "Dr Osei"),
    ("how many hours is Mrs Khan", "client_rota.csv", "3"),
    ("what time do I go to Ms Turner", "client_rota.csv", "10:00"),
    # The insurance.
    ("when does my insurance need renewing", "liability_insurance.txt", "14 February 2027"),
    ("am I covered if I knock over a vase", "liability_insurance.txt", "Accidental damage to clients' property while cleaning is covered"),
    ("how much is the excess if I damage something", "liability_insurance.txt", "£250"),
    ("am I covered for new locks", "liability_insurance.txt", "up to £1,000"),
    # The supplier.
    ("how much are microfibre cloths", "supplier_prices.csv", "£7.20"),
    ("how big is the descaler", "supplier_prices.csv", "5 litres"),
    # The letter.
    ("when is my last clean for the Reids", "client_letter.txt", "Tuesday 24 March"),
    ("where do I leave the Reids' key", "client_letter.txt", "neighbour at number 14"),
    ("why are the Reids stopping", "client_letter.txt", "moving to Leeds"),
    # Subjects the papers never mention.
    ("do I need a DBS check", None, ""),
    ("how much do I charge for ironing", None, ""),
    ("can I bring my daughter to work", None, ""),
    ("what's my UTR number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "walking_agreement.md": """\
# Happy Paws dog walking — agreement

- Group walk: £14 for an hour, up to 4 dogs
- Solo walk: £20 for an hour
- Collection window: between 11am and 1pm

Dogs must be vaccinated and wormed. I walk off lead only with your written consent and a reliable recall.

Cancellations with less than 24 hours' notice are charged at half the rate.
""",
    "dogs.csv": """\
dog,breed,owner,walk,notes
Biscuit,Labrador,Mrs Evans,group,pulls on the lead
Pepper,Border Collie,Mr Ali,solo,reactive to other dogs
Max,Cockapoo,the Greens,group,
Luna,Whippet,Ms Ford,group,on lead only
""",
    "park_rules.txt": """\
Greenfield Park — rules for professional dog walkers

Professional walkers need a permit, costing £120 a year. No walker may have more than 4 dogs at once.

Dogs must be on a lead in the children's play area and the café garden. Pick up after your dogs; fines are £100.
""",
    "walker_insurance.txt": """\
Dog walker insurance — schedule

Insured: Jess Moreno
Public liability: £2,000,000
Care, custody and control: up to £3,000 a dog
Vet fees: up to £1,500 a dog, excess £95
Renewal date: 1 September 2027

Dogs lost while off lead without the owner's written consent are not covered.
""",
    "vet_letter.txt": """\
Dear Mr Ali,

Following Pepper's knee operation, he should have short lead walks only, of no more than 20 minutes, for the next 6 weeks. No running or off-lead play until we see him again on 9 January.

Oakvale Vets
""",
    "van_cage_certificate.txt": """\
Dog transport — cage certificate

Vehicle: Citroen Berlingo, registration DX19 PWN
Cages: 4, fitted 12 May 2026
Ventilation: fan and window vents

Dogs must be caged separately unless from the same household. Never leave dogs in the van when the outside temperature is over 20°C.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how much is a group walk", "walking_agreement.md", "£14"),
    ("what time do I pick the dogs up", "walking_agreement.md", "between 11am and 1pm"),
    ("can I let the dogs off the lead", "walking_agreement.md", "written consent"),
    ("what if an owner cancels last minute", "walking_agreement.md", "half the rate"),
    # The dogs.
    ("who owns Biscuit", "dogs.csv", "Mrs Evans"),
    ("which dog is reactive", "dogs.csv", "Pepper"),
    ("what breed is Luna", "dogs.csv", "Whippet"),
    # The park.
    ("how much is the park permit", "park_rules.txt", "£120 a year"),
    ("how many dogs can I walk at once", "park_rules.txt", "more than 4 dogs"),
    ("what happens if I don't pick up", "park_rules.txt", "£100"),
    # The insurance.
    ("how much vet cover do I have", "walker_insurance.txt", "up to £1,500 a dog"),
    ("am I insured if a dog runs off", "walker_insurance.txt", "not covered"),
    ("when does my insurance renew", "walker_insurance.txt", "1 September 2027"),
    # The vet's letter.
    ("how long can Pepper walk for", "vet_letter.txt", "no more than 20 minutes"),
    ("when can Pepper run again", "vet_letter.txt", "9 January"),
    # The van.
    ("how many cages are in the van", "van_cage_certificate.txt", "4"),
    ("can I leave the dogs in the van on a hot day", "van_cage_certificate.txt", "over 20°C"),
    ("can Biscuit and Max share a cage", "van_cage_certificate.txt", "caged separately"),
    # Subjects the papers never mention.
    ("do I need a licence to board dogs", None, ""),
    ("how much is a puppy visit", None, ""),
    ("can I walk cats", None, ""),
]
