"""A boarding school parent's papers (the thirty-ninth session): the boarding house handbook, the
exeat weekends as a table, the pocket money account as CSV, the travel arrangements, the kit
list and the housemistress's email. Its validation folder is a teenager's summer language course
abroad: the joining instructions, the timetable as CSV, the house rules, the excursions, the
packing list and the course director's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "boarding_handbook.txt": """\
Fairfield House: boarding handbook

Boarders may use their phones from 4pm to 6pm and 8pm to 9pm; phones are handed in at bedtime.
Lights out is at 9.30pm for Years 7 and 8, and 10pm for Year 9. Parents may visit on Sundays
between 2pm and 5pm; please sign in at the house office. Medicines must be handed to Matron on
arrival, never kept in the dormitory.
""",
    "exeat_weekends.md": """\
# Exeat weekends 2027

| term | exeat | pick up | return |
|---|---|---|---|
| Spring | 5 to 7 February | Friday 4pm | Sunday 7pm |
| Spring | 12 to 14 March | Friday 4pm | Sunday 7pm |
| Summer | 14 to 16 May | Friday 12 noon | Sunday 7pm |

Boarders cannot stay in school over an exeat weekend.
""",
    "pocket_money.csv": """\
date,item,amount,balance
2027-01-06,Top-up from parents,£60.00,£60.00
2027-01-16,Cinema trip,£8.50,£51.50
2027-01-23,Tuck shop,£4.20,£47.30
2027-01-30,Haircut,£12.00,£35.30
""",
    "travel_arrangements.txt": """\
Travel at the start and end of term

A coach runs to London Victoria at the end of each term, leaving school at 10am; seats cost £25
each way and must be booked a fortnight ahead. Unaccompanied pupils flying from Heathrow are met
by a member of staff in Terminal 5 arrivals.
""",
    "kit_list.md": """\
# Boarding kit

- 7 sets of underwear and socks
- 2 pairs of pyjamas and a dressing gown
- Duvet cover and pillowcases (duvets are provided)
- Named water bottle and a small torch
- No electric blankets, kettles or hair straighteners
""",
    "housemistress_email.txt": """\
Dear Mrs Osei, Kofi has settled in really well and has joined the chess club on Tuesdays. He has
had a slight cold this week, which Matron is keeping an eye on. Could you send him a warmer coat
before half term? Best wishes, Miss Hart, Housemistress
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can Kofi use his phone", "boarding_handbook.txt", "4pm to 6pm and 8pm to 9pm"),
    ("what time is lights out for year 8", "boarding_handbook.txt", "9.30pm"),
    ("when can we visit", "boarding_handbook.txt", "Sundays"),
    ("can he keep his inhaler in the dorm", "boarding_handbook.txt", "never kept in the dormitory"),
    ("when is the March exeat", "exeat_weekends.md", "12 to 14 March"),
    ("what time do we pick up for the May exeat", "exeat_weekends.md", "Friday 12 noon"),
    ("can he stay at school over exeat", "exeat_weekends.md", "cannot stay"),
    ("how much pocket money is left", "pocket_money.csv", "£35.30"),
    ("how much was the haircut", "pocket_money.csv", "£12.00"),
    ("what time does the coach leave", "travel_arrangements.txt", "10am"),
    ("how much is the coach", "travel_arrangements.txt", "£25"),
    ("who meets him at Heathrow", "travel_arrangements.txt", "a member of staff"),
    ("does he need to bring a duvet", "kit_list.md", "duvets are provided"),
    ("can he take a kettle", "kit_list.md", "No electric blankets, kettles"),
    ("which club has Kofi joined", "housemistress_email.txt", "chess club"),
    ("what does Kofi need sending", "housemistress_email.txt", "a warmer coat"),
    ("how much are the fees", None, ""),
    ("is there a school uniform shop", None, ""),
    ("when is parents' evening", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "joining_instructions.txt": """\
Summer Spanish course, Salamanca: joining instructions

Students arrive on Sunday 11 July and leave on Saturday 24 July. Our staff meet every flight at
Madrid airport in the arrivals hall, wearing red T-shirts. Students stay with host families,
two students per family, with breakfast and dinner included. Lunch is at the school canteen.
""",
    "timetable.csv": """\
day,morning,afternoon,evening
Monday,Spanish lessons 9:00-13:00,city tour,welcome party
Tuesday,Spanish lessons 9:00-13:00,sports,free
Wednesday,Spanish lessons 9:00-13:00,cooking class,flamenco show
Thursday,Spanish lessons 9:00-13:00,free,cinema
""",
    "house_rules.md": """\
# Rules for students

- Be home by 11pm (10pm for under-15s) unless on a supervised activity.
- No alcohol, at any age.
- Tell your host family if you will miss dinner.
- Phones off during lessons.
""",
    "excursions.txt": """\
Excursions

Saturday 17 July: full day in Segovia, leaving at 8.30am, with a packed lunch from your host
family. Saturday 24 July is departure day, so there is no excursion. Entry to the cathedral and
the aqueduct tour are included in the course fee.
""",
    "packing_list.md": """\
# What to bring

- Passport and EHIC or GHIC card
- Sun cream and a hat
- Comfortable walking shoes
- A small gift for your host family (optional)
- About €100 spending money per week
""",
    "director_email.txt": """\
Dear parents, your child's placement test is online and must be done by 1 July; it takes about
40 minutes. Our 24-hour emergency number is +34 923 000 118. Saludos, Carmen (course director)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "joining_instructions.txt", "Sunday 11 July"),
    ("how will we find the staff at the airport", "joining_instructions.txt", "red T-shirts"),
    ("where does she have lunch", "joining_instructions.txt", "school canteen"),
    ("what's on Wednesday evening", "timetable.csv", "flamenco show"),
    ("what time are lessons", "timetable.csv", "9:00-13:00"),
    ("what time does a 14 year old have to be home", "house_rules.md", "10pm"),
    ("can she drink if she's 17", "house_rules.md", "No alcohol, at any age"),
    ("when is the Segovia trip", "excursions.txt", "Saturday 17 July"),
    ("is the cathedral included", "excursions.txt", "included in the course fee"),
    ("how much spending money should she take", "packing_list.md", "€100"),
    ("does she need to bring a present", "packing_list.md", "optional"),
    ("when is the placement test due", "director_email.txt", "1 July"),
    ("what's the emergency number", "director_email.txt", "+34 923 000 118"),
    ("is there a pool", None, ""),
    ("can she choose her host family", None, ""),
    ("how much is the course", None, ""),
]
