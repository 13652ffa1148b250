"""An exchange student's papers (the thirty-second session): the learning agreement, the study abroad
grant letter, the host university's housing offer, the course list as CSV, the student insurance
summary and the host university's arrival email; fit, its questions and expected text written
before the tool was run on it, its failures read and mended. Its validation folder is a gap-year
volunteer's: the placement handbook, the vaccination schedule as CSV, the fundraising letter, the
host family's details, the flight itinerary and the kit list, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "learning_agreement.md": """\
# Learning agreement — semester abroad

- Student: Hannah Webb
- Host university: University of Lyon
- Semester: 1 September 2027 to 20 January 2028
- Credits: 30 ECTS, which count towards your second year

Any change to your courses must be agreed with both universities within 5 weeks of the start of the semester. Failed courses can be retaken at your home university in the summer.
""",
    "grant_letter.txt": """\
Study abroad grant

Amount: £2,400 for the semester
Paid in two parts: 70% before you leave, 30% when you send your certificate of attendance

If you come home early, you may have to repay part of the grant.
""",
    "housing_offer.txt": """\
Housing offer

Residence: Résidence Jean Moulin, room 214
Rent: €410 a month, bills included
Deposit: €400, returned within 2 months of leaving

Accept this offer by 15 June, or the room goes to another student. Guests may stay for up to 3 nights.
""",
    "courses.csv": """\
course,code,credits,day
French language C1,FLE301,6,Monday
European politics,POL220,6,Tuesday
Urban sociology,SOC245,9,Wednesday
Film and society,CIN130,9,Thursday
""",
    "student_insurance.txt": """\
Student travel insurance — summary

Medical expenses: up to £5,000,000
Personal belongings: up to £1,500, £100 excess
Laptop: covered up to £800 if kept in a locked room

Skiing and other winter sports are not covered unless you pay for the winter sports extension.
""",
    "arrival_email.txt": """\
Dear Hannah,

Welcome! The international welcome week starts on Monday 30 August. Please bring your passport, your European Health Insurance Card and two passport photos to the international office.

A buddy student will meet you at the station if you tell us your arrival time by 20 August.

International Office, University of Lyon
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("when does my semester end", "learning_agreement.md", "20 January 2028"),
    ("how many credits do I need", "learning_agreement.md", "30 ECTS"),
    ("can I swap a module", "learning_agreement.md", "within 5 weeks"),
    ("what if I fail a course", "learning_agreement.md", "retaken at your home university"),
    # The grant.
    ("how much is my grant", "grant_letter.txt", "£2,400"),
    ("when do I get the rest of the grant", "grant_letter.txt", "certificate of attendance"),
    ("what if I come back early", "grant_letter.txt", "repay part of the grant"),
    # Housing.
    ("what's my room number", "housing_offer.txt", "214"),
    ("how much is rent", "housing_offer.txt", "€410 a month"),
    ("when do I have to accept the room", "housing_offer.txt", "15 June"),
    ("can my boyfriend stay", "housing_offer.txt", "up to 3 nights"),
    ("do I get my deposit back", "housing_offer.txt", "returned within 2 months"),
    # Courses.
    ("what day is film and society", "courses.csv", "Thursday"),
    ("how many credits is urban sociology", "courses.csv", "9"),
    ("what's the code for European politics", "courses.csv", "POL220"),
    # Insurance.
    ("is my laptop covered", "student_insurance.txt", "up to £800"),
    ("can I go skiing on my insurance", "student_insurance.txt", "not covered"),
    ("what's the excess on my stuff", "student_insurance.txt", "£100"),
    # Arrival.
    ("when does welcome week start", "arrival_email.txt", "Monday 30 August"),
    ("what do I need to bring to the international office", "arrival_email.txt", "passport"),
    ("will someone pick me up from the station", "arrival_email.txt", "buddy student"),
    # Subjects the papers never mention.
    ("can I work part time in France", None, ""),
    ("how much is a bus pass in Lyon", None, ""),
    ("do I need a visa", None, ""),
    ("what's the wifi password in halls", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "placement_handbook.md": """\
# Volunteer placement handbook — Ghana

- Project: teaching assistant at Asamankese Primary School
- Dates: 6 January to 28 March 2027
- Working week: Monday to Friday, 7:30am to 1:30pm

Volunteers must not travel alone after dark. Any trip away from the placement town must be agreed with the in-country coordinator at least 2 days before.

Dress modestly at school: shoulders and knees covered.
""",
    "vaccinations.csv": """\
vaccine,doses,when
Yellow fever,1,at least 10 days before travel
Typhoid,1,2 weeks before travel
Hepatitis A,2,first dose before travel
Rabies,3,over 28 days
""",
    "fundraising_letter.txt": """\
Dear volunteer,

Your fundraising target is £1,850, which covers your placement, food and in-country transport. At least half must be raised by 1 October; the rest by 1 December.

Flights are not included in the target.

Volunteer Office
""",
    "host_family.txt": """\
Host family

Family: Mr and Mrs Owusu, with two children aged 8 and 12
Address: House 14, Station Road, Asamankese
Meals: breakfast and dinner provided; lunch at school

Please tell the family if you will be back after 7pm.
""",
    "flight_itinerary.txt": """\
Flight itinerary

Outbound: London Heathrow to Accra, 5 January 2027, departs 10:25, arrives 17:30
Return: Accra to London Heathrow, 29 March 2027, departs 23:10
Baggage: 2 checked bags of 23 kg
""",
    "kit_list.txt": """\
Kit list

Bring a mosquito net, insect repellent with DEET, a head torch and a refillable water bottle.

Leave expensive jewellery at home. A basic mobile phone for a local SIM card is useful.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The handbook.
    ("when does my placement finish", "placement_handbook.md", "28 March 2027"),
    ("what hours will I work", "placement_handbook.md", "7:30am to 1:30pm"),
    ("can I go to the beach for the weekend", "placement_handbook.md", "agreed with the in-country coordinator"),
    ("what should I wear at the school", "placement_handbook.md", "shoulders and knees covered"),
    # Vaccinations.
    ("how many rabies jabs do I need", "vaccinations.csv", "3"),
    ("when do I need the yellow fever jab", "vaccinations.csv", "at least 10 days before travel"),
    # Fundraising.
    ("how much do I have to raise", "fundraising_letter.txt", "£1,850"),
    ("when do I need half the money by", "fundraising_letter.txt", "1 October"),
    ("are flights included", "fundraising_letter.txt", "Flights are not included"),
    # The host family.
    ("who am I staying with", "host_family.txt", "Mr and Mrs Owusu"),
    ("do they give me lunch", "host_family.txt", "lunch at school"),
    ("what if I'm out late", "host_family.txt", "back after 7pm"),
    # Flights.
    ("what time do I land in Accra", "flight_itinerary.txt", "17:30"),
    ("how many bags can I take", "flight_itinerary.txt", "2 checked bags"),
    ("when do I fly home", "flight_itinerary.txt", "29 March 2027"),
    # Kit.
    ("do I need a mosquito net", "kit_list.txt", "mosquito net"),
    ("should I bring my nice jewellery", "kit_list.txt", "Leave expensive jewellery at home"),
    # Subjects the papers never mention.
    ("do I need malaria tablets", None, ""),
    ("can I bring my laptop", None, ""),
    ("how much pocket money should I take", None, ""),
]
