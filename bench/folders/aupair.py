"""An au pair's papers (the thirty-first session): the au pair agreement with the host family,
the family's house rules, the children's weekly timetable as a markdown table, the language
school's course terms, a travel pass's terms and her health insurance; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its
validation folder is a summer camp counsellor's: the staff contract, the camp's daily schedule
as CSV, the staff handbook's rules, a first aid certificate, the camp's kit list and the flight
details, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "au_pair_agreement.md": """\
# Au pair agreement — the Harper family

Au pair: Lucía Fernández
Start date: 5 January 2027, for 12 months

- Pocket money: £110 a week, paid every Friday
- Hours: up to 30 hours a week, and two evenings of babysitting
- Days off: Saturday and Sunday, plus one full weekend a month
- Holiday: 2 weeks' paid holiday, taken when the family agrees

The family provides a private room, meals and a bus pass. Either side may end the agreement with 2 weeks' notice.
""",
    "house_rules.txt": """\
Harper family — house rules

Please be home by midnight on weeknights, or let us know. Friends are welcome in the daytime, but not to stay the night.

You may use the family car to take the children to school and activities only; it must not be used for your own trips. Help yourself to anything in the fridge except the shelf marked "Tom".

Screen time for the children: 1 hour a day, after homework.
""",
    "children_timetable.md": """\
# The children's week

| Day | Mia (7) | Tom (10) |
| --- | --- | --- |
| Monday | swimming 4:30pm | football 5pm |
| Tuesday | home | piano 4pm |
| Wednesday | ballet 4:15pm | home |
| Thursday | home | football 5pm |
| Friday | library 3:45pm | home |

School ends at 3:15pm. Pick-up is from the side gate.
""",
    "language_school.txt": """\
Northgate Language School — course terms

Course: General English, upper intermediate
Classes: Tuesday and Thursday mornings, 9:30am to 12:30pm
Fee: £640 for a 10-week term

Attendance of at least 80% is needed for a certificate. Missed classes cannot be made up or refunded. The exam for the Cambridge First certificate costs an extra £205.
""",
    "travel_pass.md": """\
# Bus pass — terms

- Pass: adult monthly, zones 1 to 3
- Price: £96 a month, paid by the family
- Valid on: all city buses and trams; not on trains

A lost pass can be replaced once a year for a £10 fee. The pass must not be lent to anyone else.
""",
    "health_insurance.txt": """\
Au pair health insurance — certificate

Insured: Lucía Fernández
Period: 5 January 2027 to 4 January 2028

Covers: doctor and hospital treatment, emergency dental treatment up to £300, and flights home for a family emergency.
Not covered: glasses and contact lenses, and injuries from skiing or other winter sports.

Claims must be made within 30 days of treatment.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how much pocket money do I get", "au_pair_agreement.md", "£110 a week"),
    ("how many hours do I work", "au_pair_agreement.md", "up to 30 hours a week"),
    ("when are my days off", "au_pair_agreement.md", "Saturday and Sunday"),
    ("how much holiday do I get", "au_pair_agreement.md", "2 weeks' paid holiday"),
    ("how much notice do I have to give if I want to leave", "au_pair_agreement.md", "2 weeks' notice"),
    # The rules.
    ("what time do I have to be back at night", "house_rules.txt", "by midnight"),
    ("can my friend sleep over", "house_rules.txt", "not to stay the night"),
    ("can I borrow the car at the weekend", "house_rules.txt", "must not be used for your own trips"),
    ("how long can the kids go on the iPad", "house_rules.txt", "1 hour a day"),
    # The timetable.
    ("what does Mia do on Wednesday", "children_timetable.md", "ballet 4:15pm"),
    ("what time is Tom's piano", "children_timetable.md", "4pm"),
    ("what time does school finish", "children_timetable.md", "3:15pm"),
    ("where do I pick them up from", "children_timetable.md", "side gate"),
    # The language school.
    ("when are my English classes", "language_school.txt", "Tuesday and Thursday mornings"),
    ("what happens if I miss a class", "language_school.txt", "cannot be made up or refunded"),
    ("how much is the Cambridge exam", "language_school.txt", "£205"),
    ("how much do I need to attend to get the certificate", "language_school.txt", "80%"),
    # The bus pass.
    ("can I use my pass on the train", "travel_pass.md", "not on trains"),
    ("what if I lose my bus pass", "travel_pass.md", "£10 fee"),
    ("who pays for the bus pass", "travel_pass.md", "paid by the family"),
    # The insurance.
    ("am I covered if I break my glasses", "health_insurance.txt", "Not covered: glasses"),
    ("can I go skiing on the insurance", "health_insurance.txt", "winter sports"),
    ("how long have I got to claim", "health_insurance.txt", "within 30 days"),
    # Subjects the papers never mention.
    ("do I get a phone", None, ""),
    ("can I have my boyfriend visit from Spain", None, ""),
    ("what's the wifi password", None, ""),
    ("is there a gym near the house", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "staff_contract.md": """\
# Camp Pinewood — summer staff contract

Counsellor: Jordan Ellis
Dates: 20 June to 15 August 2027
Pay: £2,400 for the season, paid in two halves, on 18 July and 15 August

- Board and lodging in the staff cabins are provided
- One day off a week, on a day agreed with your unit head
- Leaving before the end of the season means losing the second payment
""",
    "daily_schedule.csv": """\
time,activity,where
7:30,wake up,cabins
8:00,breakfast,dining hall
9:30,morning activities,activity fields
12:30,lunch,dining hall
14:00,swimming,lake
18:00,dinner,dining hall
21:30,lights out,cabins
""",
    "staff_handbook.txt": """\
Staff handbook — the rules that matter most

Never be alone with a camper out of sight of others. Phones are kept in your cabin during activity hours; you may use them on breaks and on your day off.

Alcohol is not allowed on camp at any time. Staff may leave camp in the evening only when they are off duty and have signed out at the office.

Report any injury, however small, to the nurse the same day.
""",
    "first_aid_certificate.txt": """\
First aid at work — certificate

Name: Jordan Ellis
Course: Emergency First Aid at Work, one day
Passed: 14 May 2027
Valid for: 3 years

This certificate is needed before you can lead waterfront activities.
""",
    "kit_list.md": """\
# What to bring

- A sleeping bag and a pillow (bedding is not provided)
- Waterproof jacket and walking boots
- A torch and a refillable water bottle
- Swimwear and a towel

Do not bring: valuables, speakers, or food (cabins must be kept free of food because of mice).
""",
    "flight_details.txt": """\
Flight booking — confirmation

Passenger: Jordan Ellis
Flight: BA 0117, London Heathrow to New York JFK
Departs: 18 June 2027 at 11:25
Arrives: 18 June 2027 at 14:10 (local time)
Baggage: one checked bag up to 23 kg

Camp staff will meet you at arrivals with a Camp Pinewood sign.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("when do I get paid", "staff_contract.md", "18 July and 15 August"),
    ("how much do I earn for the summer", "staff_contract.md", "£2,400"),
    ("what happens if I leave early", "staff_contract.md", "losing the second payment"),
    ("do I get a day off", "staff_contract.md", "One day off a week"),
    # The schedule.
    ("what time is lights out", "daily_schedule.csv", "21:30"),
    ("where is swimming", "daily_schedule.csv", "lake"),
    ("what time is breakfast", "daily_schedule.csv", "8:00"),
    # The handbook.
    ("can I have a beer on my night off", "staff_handbook.txt", "Alcohol is not allowed"),
    ("can I go into town in the evening", "staff_handbook.txt", "signed out at the office"),
    ("when can I use my phone", "staff_handbook.txt", "on breaks and on your day off"),
    ("what do I do if a kid gets hurt", "staff_handbook.txt", "Report any injury"),
    # The certificate.
    ("how long is my first aid certificate valid", "first_aid_certificate.txt", "3 years"),
    ("why do I need the first aid course", "first_aid_certificate.txt", "lead waterfront activities"),
    # The kit.
    ("do I need to bring bedding", "kit_list.md", "bedding is not provided"),
    ("can I bring snacks", "kit_list.md", "Do not bring"),
    # The flight.
    ("what time does my flight leave", "flight_details.txt", "11:25"),
    ("how heavy can my suitcase be", "flight_details.txt", "23 kg"),
    ("who is meeting me at the airport", "flight_details.txt", "Camp staff"),
    # Subjects the papers never mention.
    ("is there wifi at camp", None, ""),
    ("do I need a visa", None, ""),
    ("can I bring my guitar", None, ""),
]
