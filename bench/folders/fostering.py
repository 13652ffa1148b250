"""A foster carer's papers (the thirtieth session): the fostering allowance schedule, a child's
placement agreement, the household's safer caring rules, the training the service asks for and
the expenses claimed, as CSV; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is a childminder's: her
registration certificate, the contract with a family, the sickness policy, the outings consent
and the fees as CSV, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "fostering_allowances.md": """\
# Northbridge Council fostering — allowances 2027/28

- Age 0 to 4: £182 a week
- Age 5 to 10: £205 a week
- Age 11 to 15: £233 a week
- Age 16 and over: £272 a week

Allowances are paid every two weeks, in arrears, into your bank account. A birthday payment of one week's allowance is paid in the month of the child's birthday, and a holiday payment of two weeks' allowance is paid each July.

Mileage for school runs and contact visits is paid at 45p a mile.
""",
    "placement_agreement.txt": """\
Placement agreement

Child: Jayden (age 9)
Start of placement: 6 January 2027
Social worker: Kerry Mensah, 01632 960 441
Supervising social worker: Alan Fraser

Jayden sees his mother every Saturday from 10am to 12pm at the family centre, supervised by contact staff. Foster carers drive him there and back.

Jayden may not stay overnight with friends without his social worker's agreement. He may have a mobile phone, with parental controls on.
""",
    "safer_caring_plan.md": """\
# Safer caring plan — the Whitfield household

Everyone knocks before going into a bedroom or the bathroom. Foster children have their own bedroom.

Photographs of the children must not be put on social media.

Babysitters must be approved by the fostering service first; a family friend over 18 can babysit for up to 4 hours once approved.
""",
    "training_requirements.txt": """\
Training for approved foster carers

All foster carers must complete the Training, Support and Development Standards workbook within 12 months of approval.

Each household attends at least 3 training courses a year. Paediatric first aid is renewed every 3 years.

Courses are free, and a childcare allowance of £10 an hour is paid while you attend.
""",
    "expenses.csv": """\
date,item,amount,claimed
2027-01-08,school uniform,64.50,yes
2027-01-20,bike helmet,29.99,yes
2027-02-03,contact visit mileage (40 miles),18.00,no
2027-02-14,swimming lessons (term),72.00,no
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The allowances.
    ("how much do I get for a 9 year old", "fostering_allowances.md", "£205 a week"),
    ("how often is the allowance paid", "fostering_allowances.md", "every two weeks"),
    ("is there extra money for birthdays", "fostering_allowances.md", "one week's allowance"),
    ("how much is mileage paid at", "fostering_allowances.md", "45p a mile"),
    ("when is the holiday payment", "fostering_allowances.md", "each July"),
    # The placement agreement.
    ("who is Jayden's social worker", "placement_agreement.txt", "Kerry Mensah"),
    ("when does Jayden see his mum", "placement_agreement.txt", "every Saturday"),
    ("can Jayden go to a sleepover", "placement_agreement.txt", "without his social worker's agreement"),
    ("is he allowed a phone", "placement_agreement.txt", "parental controls"),
    ("when did the placement start", "placement_agreement.txt", "6 January 2027"),
    # The safer caring plan.
    ("can I post photos of the kids on facebook", "safer_caring_plan.md", "must not be put on social media"),
    ("who can babysit", "safer_caring_plan.md", "approved by the fostering service"),
    ("do the children share a bedroom", "safer_caring_plan.md", "their own bedroom"),
    # Training.
    ("how many courses do we have to do a year", "training_requirements.txt", "3 training courses"),
    ("how often is first aid renewed", "training_requirements.txt", "every 3 years"),
    ("do we have to pay for the courses", "training_requirements.txt", "Courses are free"),
    ("when does the workbook have to be done", "training_requirements.txt", "12 months"),
    # The expenses.
    ("how much was the school uniform", "expenses.csv", "64.50"),
    ("have I claimed for the swimming lessons", "expenses.csv", "no"),
    # Subjects the papers never mention.
    ("is the allowance taxed", None, ""),
    ("can we take Jayden abroad on holiday", None, ""),
    ("how much pocket money should he get", None, ""),
    ("does the council pay for a bigger car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "registration_certificate.txt": """\
Certificate of registration — childminder

Registered person: Mrs Nadia Khoury
Registration number: EY604218
Registered on: 2 September 2024

Mrs Khoury may care for up to six children under 8 at any one time, of whom no more than three may be in the early years age group. She may not provide overnight care.
""",
    "parent_contract.md": """\
# Childminding contract — the Ellis family

- Child: Poppy Ellis
- Days: Monday, Wednesday and Friday, 8am to 5:30pm
- Fees: £6.50 an hour, paid monthly in advance
- Notice: 4 weeks in writing from either side

A late collection fee of £10 for every 15 minutes applies after 5:30pm. Fees are payable during the childminder's holidays only if the family is told at least 8 weeks before.

Meals and snacks are included; nappies and formula are supplied by the family.
""",
    "sickness_policy.txt": """\
Sickness policy

A child who has had sickness or diarrhoea must stay at home until 48 hours after the last episode.

A child with a temperature of 38 degrees or more is sent home and must not return for 24 hours.

Calpol is given only with written consent, and the time and dose are recorded and signed by the parent at collection.
""",
    "outings_consent.md": """\
# Outings and transport

Poppy may go on local walks, to the park, to the library's rhyme time on Tuesdays and to toddler groups.

Children travel in Mrs Khoury's car in a car seat suitable for their weight, which the family provides. She has business insurance for carrying children.

Children are never left in the car on their own, even for a moment.
""",
    "fees.csv": """\
month,hours,amount,paid on
2027-01,117,760.50,2026-12-28
2027-02,108,702.00,2027-01-29
2027-03,126,819.00,
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The registration certificate.
    ("how many kids can she look after", "registration_certificate.txt", "up to six children"),
    ("what is her registration number", "registration_certificate.txt", "EY604218"),
    ("can Poppy stay overnight", "registration_certificate.txt", "may not provide overnight care"),
    # The contract.
    ("what days does Poppy go", "parent_contract.md", "Monday, Wednesday and Friday"),
    ("how much is it an hour", "parent_contract.md", "£6.50"),
    ("what if we're late picking her up", "parent_contract.md", "£10 for every 15 minutes"),
    ("how much notice do we have to give", "parent_contract.md", "4 weeks"),
    ("do we pay when the childminder is on holiday", "parent_contract.md", "at least 8 weeks"),
    ("do we need to send nappies", "parent_contract.md", "supplied by the family"),
    # The sickness policy.
    ("when can she come back after a tummy bug", "sickness_policy.txt", "48 hours"),
    ("what happens if she has a fever", "sickness_policy.txt", "sent home"),
    ("will the childminder give Calpol", "sickness_policy.txt", "written consent"),
    # Outings.
    ("where does Poppy go on trips", "outings_consent.md", "local walks"),
    ("who provides the car seat", "outings_consent.md", "the family provides"),
    ("is the childminder insured to drive the kids", "outings_consent.md", "business insurance"),
    # The fees.
    ("how much were the fees in February", "fees.csv", "702.00"),
    ("have we paid for March", "fees.csv", "2027-03"),
    # Subjects the papers never mention.
    ("does she take babies under one", None, ""),
    ("can she do school pick ups", None, ""),
    ("is there a sibling discount", None, ""),
    ("does she use tax-free childcare", None, ""),
]
