"""A university applicant's papers (the twenty-sixth session): a conditional offer, a halls of
residence contract, a student finance letter, an open day programme as a markdown table and the
applications sent as CSV; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is an apprentice's: an apprenticeship
offer, a training provider's handbook page, a travel pass letter, a college timetable as a
markdown table and a log of off-the-job training hours as CSV, written at the same time and run
once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
University of Northbridge — conditional offer

Applicant: Maya Osei
Course: BSc Environmental Science (3 years, full time)
Start date: 21 September 2027

Your offer is conditional on achieving grades ABB at A level, including a B in Biology or Geography.

Please reply to this offer by 6 June 2027. If you make us your firm choice, we guarantee you a room in university halls if you apply for one by 31 July 2027.

If you narrowly miss your grades, we may still confirm your place after results day.
""",
    "halls_contract.md": """\
# Riverside Halls — licence agreement 2027/28

**Room:** en-suite single, Block C
**Length:** 40 weeks, from 19 September 2027
**Rent:** £168 a week, including gas, electricity, Wi-Fi and contents insurance

Rent is paid in three instalments, in September, January and April. A deposit of £250 secures your room and is returned within 21 days of moving out, less any damage.

Overnight guests may stay for up to 3 nights in a row, and must be signed in at reception.

Candles and extension leads without surge protection are not allowed. Pets are not allowed, except fish in a tank under 20 litres.

You may end this licence early only if you withdraw from your course, with 4 weeks' notice.
""",
    "student_finance.txt": """\
Student Finance — your funding for 2027/28

Tuition Fee Loan: £9,535, paid directly to your university.
Maintenance Loan: £7,830 for the year, paid into your bank account in three instalments at the start of each term.

Your first payment will arrive within 3 to 5 working days of your registration being confirmed.

You start repaying in the April after you leave your course, and only when you earn over £25,000 a year.

If your household income changes by more than 15%, you can ask for a current year income assessment.
""",
    "open_day.md": """\
# Open day programme — Saturday 13 March 2027

| Time | Event | Place |
|---|---|---|
| 10:00 | Welcome talk | Great Hall |
| 11:00 | Environmental Science taster lecture | Lecture Theatre 2 |
| 12:30 | Halls tours | Riverside Halls reception |
| 14:00 | Student finance talk | Room G.14 |

Free lunch vouchers are given out at the Welcome talk. Parking is free all day in car park B.
""",
    "applications.csv": """\
university,course,status,offer
Northbridge,Environmental Science,offer,ABB
Castleford,Geography,offer,BBB
Westmoor,Environmental Science,interview,
Eastport,Marine Biology,rejected,
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("what grades do I need", "offer_letter.txt", "ABB"),
    ("when do I have to reply to the offer", "offer_letter.txt", "6 June 2027"),
    ("when does the course start", "offer_letter.txt", "21 September 2027"),
    ("am I guaranteed a room in halls", "offer_letter.txt", "31 July 2027"),
    ("what if I miss my grades", "offer_letter.txt", "may still confirm"),
    # Halls.
    ("how much is the rent in halls", "halls_contract.md", "£168 a week"),
    ("is the internet included", "halls_contract.md", "Wi-Fi"),
    ("how much is the deposit", "halls_contract.md", "£250"),
    ("when do I get my deposit back", "halls_contract.md", "21 days"),
    ("can my boyfriend stay over", "halls_contract.md", "3 nights"),
    ("can I have candles", "halls_contract.md", "not allowed"),
    ("can I bring my goldfish", "halls_contract.md", "fish in a tank"),
    ("how long is the halls contract", "halls_contract.md", "40 weeks"),
    # Student finance.
    ("how much is my maintenance loan", "student_finance.txt", "£7,830"),
    ("when does the first payment come", "student_finance.txt", "3 to 5 working days"),
    ("when do I start paying it back", "student_finance.txt", "April after you leave"),
    ("how much do I have to earn before I repay", "student_finance.txt", "£25,000"),
    # The open day.
    ("when is the open day", "open_day.md", "13 March 2027"),
    ("where is the halls tour", "open_day.md", "Riverside Halls reception"),
    ("what time is the taster lecture", "open_day.md", "11:00"),
    ("is there free lunch", "open_day.md", "lunch vouchers"),
    ("where can we park", "open_day.md", "car park B"),
    # The applications.
    ("what offer did Castleford give me", "applications.csv", "BBB"),
    ("which university rejected me", "applications.csv", "Eastport"),
    # Subjects the papers never mention.
    ("is there a bursary", None, ""),
    ("can I change course after the first year", None, ""),
    ("how much are the library fines", None, ""),
    ("do I need a TV licence in halls", None, ""),
    ("when is freshers week", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "apprenticeship_offer.txt": """\
Hartwell Engineering — apprenticeship offer

Dear Jordan,

We are pleased to offer you a place on our Level 3 Maintenance Technician apprenticeship, starting on Monday 6 September 2027 and lasting 42 months.

Your starting wage is £9.80 an hour for a 37.5-hour week, rising to £12.50 an hour after your first year.

You will spend four days a week on site and one day a week at Brookside College. Work boots and overalls are provided.

Please confirm that you accept by 30 June 2027 by signing and returning the enclosed agreement.
""",
    "provider_handbook.md": """\
# Brookside College — apprentice handbook

## Attendance

If you are ill, call the college attendance line on 01632 960 441 before 9am, and tell your employer too.

## Off-the-job training

You must log at least 6 hours of off-the-job training a week in your e-portfolio. Time at college counts.

## End-point assessment

At the end of your apprenticeship an independent assessor tests you with a practical observation and a professional discussion. You may resit any failed part once, within 3 months.
""",
    "travel_pass_letter.txt": """\
Dear Jordan,

Your apprentice travel pass is enclosed. It gives you half-price bus travel across the county until 31 August 2028.

Show the pass and your college ID when you board. If you lose it, a replacement costs £10 from the bus station travel shop.
""",
    "college_timetable.md": """\
# Brookside College — Wednesday timetable

| Time | Module | Room | Tutor |
|---|---|---|---|
| 09:00 | Engineering maths | B12 | Mrs Kaur |
| 11:00 | Electrical principles | Workshop 3 | Mr Doyle |
| 13:30 | Health and safety | B07 | Ms Grant |
""",
    "training_log.csv": """\
week starting,hours,activity,signed off by
2027-09-06,7.5,college day,Mrs Kaur
2027-09-13,8,college day and pump maintenance video,Mr Doyle
2027-09-20,6,college day,Mrs Kaur
2027-09-27,9.5,college day and site safety course,Sam Hartwell
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("when does my apprenticeship start", "apprenticeship_offer.txt", "6 September 2027"),
    ("how long is the apprenticeship", "apprenticeship_offer.txt", "42 months"),
    ("how much will I earn an hour", "apprenticeship_offer.txt", "£9.80"),
    ("how many days a week am I at college", "apprenticeship_offer.txt", "one day a week"),
    ("do I have to buy my own boots", "apprenticeship_offer.txt", "provided"),
    ("when do I have to accept by", "apprenticeship_offer.txt", "30 June 2027"),
    # The handbook.
    ("what do I do if I'm ill", "provider_handbook.md", "01632 960 441"),
    ("how many hours of off the job training do I need", "provider_handbook.md", "6 hours"),
    ("can I resit the end point assessment", "provider_handbook.md", "resit any failed part once"),
    # The travel pass.
    ("how long is my travel pass valid", "travel_pass_letter.txt", "31 August 2028"),
    ("what do I show on the bus", "travel_pass_letter.txt", "college ID"),
    ("what if I lose my bus pass", "travel_pass_letter.txt", "£10"),
    # The timetable.
    ("what time is engineering maths", "college_timetable.md", "09:00"),
    ("which room is electrical principles in", "college_timetable.md", "Workshop 3"),
    ("who teaches health and safety", "college_timetable.md", "Ms Grant"),
    # The log.
    ("how many hours did I log the week of 13 September", "training_log.csv", "8"),
    ("who signed off the site safety course", "training_log.csv", "Sam Hartwell"),
    # Subjects the papers never mention.
    ("do I get paid holiday", None, ""),
    ("is there a pension", None, ""),
    ("can I do a degree after the apprenticeship", None, ""),
    ("how much is the college canteen", None, ""),
]
