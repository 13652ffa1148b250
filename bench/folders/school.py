"""A parent's school papers (the twenty-second session): the term dates as CSV, a school trip
letter, a uniform policy, a lunch price list and an after-school club's booking terms; fit, its
questions and expected text written before the tool was run on it, its failures read and mended.
Its validation folder is another family's secondary school papers: a parents' evening booking, a
homework timetable as CSV, a school bus pass, a mobile phone policy and a music lessons letter,
written at the same time and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "term_dates.csv": """\
term,starts,half term,ends
Autumn 2026,Thursday 3 September,26 to 30 October,Friday 18 December
Spring 2027,Tuesday 5 January,15 to 19 February,Thursday 25 March
Summer 2027,Monday 12 April,31 May to 4 June,Wednesday 21 July
""",
    "trip_letter.txt": """\
Oakwood Primary School

Dear Parents and Carers,

Year 4 will visit the Natural History Museum on Wednesday 10 March 2027. The coach leaves school at 8:45 and returns by 15:30, so children should arrive at the usual time.

The trip costs £14.50, to pay through ParentPay by Friday 26 February. No child will miss out for financial reasons: please speak to the office in confidence.

Children need a packed lunch in a disposable bag, a waterproof coat and their school uniform. Please do not send money or phones.

Return the consent slip to the class teacher by Monday 1 March.

Mrs R. Adebayo
Year 4 Leader
""",
    "uniform_policy.md": """\
# Oakwood Primary — uniform

## Everyday uniform

- Navy sweatshirt or cardigan with the school logo
- White polo shirt
- Grey trousers, skirt or pinafore
- Black shoes (not trainers)

In the summer term children may wear blue checked dresses or grey shorts.

## PE kit

Children come to school in their PE kit on PE days: Tuesday for Years 1 and 2, Thursday for Years 3 to 6. Plain navy joggers are allowed in winter.

## Jewellery

Only small stud earrings and a watch may be worn. Earrings must be removed or taped for PE.

Logo items are sold at Smart Schoolwear on the High Street. Nearly-new uniform is free from the PTA rail every Friday.
""",
    "lunch_prices.txt": """\
School lunches 2026/27

Lunches are free for all children in Reception, Year 1 and Year 2.

From Year 3 a school lunch costs £2.65 a day, paid in advance through ParentPay. Families on certain benefits can apply for free school meals from the council.

The menu runs on a three-week cycle. A vegetarian option is served every day, and a jacket potato is always available.

Tell the office in writing about any allergies; the kitchen needs a doctor's letter for a special diet.
""",
    "afterschool_club.md": """\
# Starlight After-School Club

Open every school day from 15:15 to 18:00 in the school hall. A light tea is served at 16:00.

**Fees:** £12 a session, or £9 until 16:30.

Sessions must be booked by Thursday for the following week. Cancel at least 48 hours ahead or the session is charged.

Children must be collected by 18:00. Late collection is charged at £5 for every 10 minutes.

Call the club on 07700 900 356 during opening hours.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The term dates.
    ("when does the spring term start", "term_dates.csv", "Tuesday 5 January"),
    ("when is the summer half term", "term_dates.csv", "31 May to 4 June"),
    ("when do they break up for Christmas", "term_dates.csv", "Friday 18 December"),
    ("when does school finish in July", "term_dates.csv", "Wednesday 21 July"),
    # The trip letter.
    ("where is the year 4 trip", "trip_letter.txt", "Natural History Museum"),
    ("how much is the museum trip", "trip_letter.txt", "£14.50"),
    ("when do I have to pay for the trip by", "trip_letter.txt", "Friday 26 February"),
    ("what time will they be back from the trip", "trip_letter.txt", "15:30"),
    ("what does he need to take on the trip", "trip_letter.txt", "packed lunch"),
    ("can he bring his phone on the trip", "trip_letter.txt", "do not send money or phones"),
    ("when is the consent slip due", "trip_letter.txt", "Monday 1 March"),
    # The uniform.
    ("can she wear trainers to school", "uniform_policy.md", "not trainers"),
    ("what colour is the sweatshirt", "uniform_policy.md", "Navy"),
    ("which day is PE for year 3", "uniform_policy.md", "Thursday"),
    ("can she wear earrings", "uniform_policy.md", "small stud earrings"),
    ("where can I buy the uniform", "uniform_policy.md", "Smart Schoolwear"),
    ("can he wear shorts", "uniform_policy.md", "summer term"),
    # The lunches.
    ("how much are school dinners", "lunch_prices.txt", "£2.65"),
    ("are lunches free in year 2", "lunch_prices.txt", "free"),
    ("is there a vegetarian option", "lunch_prices.txt", "every day"),
    ("what do I do about his nut allergy", "lunch_prices.txt", "in writing"),
    # The after-school club.
    ("what time does after school club finish", "afterschool_club.md", "18:00"),
    ("how much is after school club", "afterschool_club.md", "£12"),
    ("what if I'm late picking up", "afterschool_club.md", "£5 for every 10 minutes"),
    ("when do I have to book the club by", "afterschool_club.md", "Thursday"),
    ("do they get a snack at the club", "afterschool_club.md", "light tea"),
    ("what's the club's phone number", "afterschool_club.md", "07700 900 356"),
    # Subjects the papers never mention.
    ("is there a breakfast club", None, ""),
    ("when is sports day", None, ""),
    ("who is the head teacher", None, ""),
    ("can I take my child on holiday in term time", None, ""),
    ("is there a school nurse", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "parents_evening.txt": """\
Hollins Park Academy — parents' evening booking

Student: Leo Barker, Year 9
Date: Thursday 21 January 2027

Your appointments:
17:10 Mr Osei (Maths)
17:20 Ms Farrow (English)
17:35 Dr Lin (Science)

Appointments last 5 minutes and take place in the sports hall. Please arrive 10 minutes early and sign in at reception. Parking is available on the staff car park after 16:30.
""",
    "homework_timetable.csv": """\
day,subject,set by,due
Monday,Maths,Mr Osei,Wednesday
Tuesday,French,Mme Roux,Friday
Wednesday,Science,Dr Lin,the following Monday
Thursday,English,Ms Farrow,the following Tuesday
""",
    "bus_pass.md": """\
# Hollins Park school bus pass

**Route:** H3, Millbrook to Hollins Park
**Pick-up:** Millbrook Green at 07:52
**Home bus:** leaves school at 15:25
**Pass valid:** September 2026 to July 2027

The pass is free for students who live more than 3 miles from the school. A lost pass costs £10 to replace, from the school office.

Students must show their pass every day and wear a seatbelt. Poor behaviour on the bus may lead to the pass being withdrawn.
""",
    "phone_policy.txt": """\
Mobile phone policy

Students may bring a phone to school, but it must be switched off and kept in their bag from the start of the school day until 15:10.

A phone seen or heard during the day will be taken to the main office. It can be collected by the student at the end of the day the first time; after that, a parent must collect it.

Parents who need to reach their child urgently should phone the school office on 0161 496 0450, not the student's phone.
""",
    "music_lessons.md": """\
# Music lessons at Hollins Park

Lessons are 20 minutes a week, in small groups or one to one, during the school day on a rotating timetable, so students don't miss the same lesson each week.

| Lesson | Cost per term |
| --- | --- |
| Group (up to 3) | £62 |
| Individual | £118 |

Instruments can be hired from the music department for £25 a term. Students receiving free school meals have lessons free of charge.

To stop lessons, give half a term's notice in writing to Mrs Patel, Head of Music.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The parents' evening.
    ("what time is my appointment with the maths teacher", "parents_evening.txt", "17:10"),
    ("where is parents evening", "parents_evening.txt", "sports hall"),
    ("how long are the appointments", "parents_evening.txt", "5 minutes"),
    ("can I park at the school", "parents_evening.txt", "staff car park"),
    ("who teaches Leo science", "parents_evening.txt", "Dr Lin"),
    # The homework timetable.
    ("when is the French homework due", "homework_timetable.csv", "Friday"),
    ("who sets the English homework", "homework_timetable.csv", "Ms Farrow"),
    ("what homework is set on Wednesday", "homework_timetable.csv", "Science"),
    # The bus pass.
    ("what time does the school bus pick him up", "bus_pass.md", "07:52"),
    ("what time does the bus leave school", "bus_pass.md", "15:25"),
    ("how much is a new bus pass", "bus_pass.md", "£10"),
    ("is the bus pass free", "bus_pass.md", "more than 3 miles"),
    ("which bus does he get", "bus_pass.md", "H3"),
    # The phone policy.
    ("can he take his phone to school", "phone_policy.txt", "switched off"),
    ("what happens if his phone is taken", "phone_policy.txt", "main office"),
    ("how do I contact him in an emergency", "phone_policy.txt", "0161 496 0450"),
    ("when can he use his phone", "phone_policy.txt", "15:10"),
    # The music lessons.
    ("how much are individual music lessons", "music_lessons.md", "£118"),
    ("how long are music lessons", "music_lessons.md", "20 minutes"),
    ("can we hire a violin", "music_lessons.md", "£25 a term"),
    ("how do we stop music lessons", "music_lessons.md", "half a term"),
    ("are music lessons free with free school meals", "music_lessons.md", "free of charge"),
    ("will she miss the same lesson every week", "music_lessons.md", "rotating timetable"),
    # Subjects the papers never mention.
    ("is there a school bus on inset days", None, ""),
    ("when is the year 9 options evening", None, ""),
    ("can he have his phone on a school trip", None, ""),
    ("is there a drama club", None, ""),
    ("when are the mock exams", None, ""),
]
