"""A job seeker's papers (the thirtieth session): a job advert, an interview invitation, the
applications tracked as CSV, a conditional offer letter and a referee's request form; fit, its
questions and expected text written before the tool was run on it, its failures read and mended.
Its validation folder is an apprentice's: the apprenticeship agreement, the training plan, the
college days as CSV, the employer's pay and hours letter and the end-point assessment guide,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "job_advert.md": """\
# Customer Service Adviser — Harbourside Energy

- Location: Bristol, with 2 days a week from home after training
- Salary: £24,500 a year, plus a £1,000 bonus after 6 months
- Hours: 37.5 a week, Monday to Saturday, on a rota between 8am and 8pm
- Closing date: 14 May 2027

You will answer customers' calls and emails about bills, meter readings and moving home. No experience is needed; full training is given over the first 6 weeks.

To apply, send a CV and a cover letter to recruitment@harbourside-energy.example.
""",
    "interview_invitation.txt": """\
Dear Sam,

Thank you for applying for the Customer Service Adviser role. We would like to invite you to an interview on Tuesday 25 May 2027 at 10:30am, at Harbourside House, 12 Quay Street, Bristol.

The interview will last about 45 minutes and includes a 10-minute role play of a customer call. Please bring photo ID and proof of your right to work in the UK.

Ask for Leanne Fox at reception. If you need any adjustments for the interview, reply to this email by 20 May.
""",
    "applications.csv": """\
employer,role,applied,status
Harbourside Energy,Customer Service Adviser,2027-05-02,interview
Lakeview Hotels,Receptionist,2027-04-20,rejected
Bright Mobile,Sales Assistant,2027-05-06,waiting
City Council,Admin Officer,2027-04-28,waiting
""",
    "offer_letter.txt": """\
Conditional offer of employment

We are pleased to offer you the post of Customer Service Adviser, starting on Monday 21 June 2027.

This offer is conditional on two satisfactory references and a basic DBS check. Your probation period is 6 months.

Please accept the offer by signing and returning the enclosed copy by 4 June 2027. You will get 25 days' holiday a year plus bank holidays.
""",
    "reference_request.md": """\
# Reference request

- Candidate: Sam Whitaker
- Referee: Mr Colin Drake, manager at Lakeside Café
- Please return by: 10 June 2027

Please tell us the dates of employment, the job title and the reason for leaving. References are kept confidential and are not shown to the candidate.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The advert.
    ("how much does the job pay", "job_advert.md", "£24,500"),
    ("can I work from home", "job_advert.md", "2 days a week from home"),
    ("when is the closing date", "job_advert.md", "14 May 2027"),
    ("do I need experience", "job_advert.md", "No experience is needed"),
    ("how do I apply", "job_advert.md", "CV and a cover letter"),
    ("what are the hours", "job_advert.md", "37.5 a week"),
    # The interview.
    ("when is my interview", "interview_invitation.txt", "25 May 2027"),
    ("where is the interview", "interview_invitation.txt", "12 Quay Street"),
    ("what do I need to bring", "interview_invitation.txt", "photo ID"),
    ("who do I ask for", "interview_invitation.txt", "Leanne Fox"),
    ("how long will the interview take", "interview_invitation.txt", "45 minutes"),
    # The applications.
    ("what happened with the Lakeview job", "applications.csv", "rejected"),
    ("when did I apply to Bright Mobile", "applications.csv", "2027-05-06"),
    # The offer.
    ("when do I start", "offer_letter.txt", "21 June 2027"),
    ("how long is the probation", "offer_letter.txt", "6 months"),
    ("how much holiday will I get", "offer_letter.txt", "25 days"),
    ("what is the offer conditional on", "offer_letter.txt", "two satisfactory references"),
    ("when do I have to accept by", "offer_letter.txt", "4 June 2027"),
    # The reference request.
    ("who is my referee", "reference_request.md", "Colin Drake"),
    ("will I see my reference", "reference_request.md", "not shown to the candidate"),
    # Subjects the papers never mention.
    ("is there a pension", None, ""),
    ("what is the dress code", None, ""),
    ("is there parking at the office", None, ""),
    ("do they pay for travel to the interview", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "apprenticeship_agreement.txt": """\
Apprenticeship agreement

Apprentice: Kieran Doyle
Employer: Severn Electrical Ltd
Apprenticeship: Level 3 Installation Electrician
Start date: 6 September 2027
Expected end date: 5 September 2031

The apprentice's line manager is Ruth Penhaligon. The apprentice will spend at least 6 hours a week on off-the-job training, paid at the normal rate.
""",
    "training_plan.md": """\
# Training plan

- Year 1: health and safety, hand tools, basic wiring
- Year 2: testing and inspection, domestic installations
- Year 3: commercial installations, fault finding
- Year 4: portfolio and end-point assessment

Progress reviews are held every 12 weeks with the employer, the college tutor and the apprentice.
""",
    "college_days.csv": """\
term,day,campus,tutor
Autumn 2027,Monday,Gloucester,Mr Ian Sharpe
Spring 2028,Monday,Gloucester,Mr Ian Sharpe
Summer 2028,Wednesday,Cheltenham,Ms Tara Quinn
""",
    "pay_and_hours.txt": """\
Your pay and hours

You will be paid £7.55 an hour in your first year, rising to £10.20 an hour from your second year. Pay goes into your bank account on the 28th of each month.

Your hours are 8am to 4:30pm, Monday to Friday, with 30 minutes for lunch. Overtime is paid at time and a half.

Your tools are provided; you must replace any you lose.
""",
    "end_point_assessment.md": """\
# End-point assessment

The end-point assessment is taken at the end of year 4, once the employer agrees you are ready.

It has three parts: a knowledge test, a practical installation task over 2 days, and a professional discussion about your portfolio.

If you fail a part, you can resit it once within 6 months, and the employer pays for the first resit.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("when does the apprenticeship finish", "apprenticeship_agreement.txt", "5 September 2031"),
    ("who is my line manager", "apprenticeship_agreement.txt", "Ruth Penhaligon"),
    ("how much off the job training do I get", "apprenticeship_agreement.txt", "6 hours a week"),
    ("what level is the apprenticeship", "apprenticeship_agreement.txt", "Level 3"),
    # The training plan.
    ("what do I learn in year 2", "training_plan.md", "testing and inspection"),
    ("how often are progress reviews", "training_plan.md", "every 12 weeks"),
    ("when do I do fault finding", "training_plan.md", "Year 3"),
    # College.
    ("what day is college in the summer term", "college_days.csv", "Wednesday"),
    ("who is my tutor in the autumn", "college_days.csv", "Ian Sharpe"),
    # Pay and hours.
    ("how much do I get paid an hour", "pay_and_hours.txt", "£7.55"),
    ("when is payday", "pay_and_hours.txt", "28th"),
    ("what time do I finish", "pay_and_hours.txt", "4:30pm"),
    ("what is overtime paid at", "pay_and_hours.txt", "time and a half"),
    ("what if I lose a tool", "pay_and_hours.txt", "replace any you lose"),
    # The end-point assessment.
    ("when is the end point assessment", "end_point_assessment.md", "end of year 4"),
    ("what happens if I fail", "end_point_assessment.md", "resit it once"),
    ("who pays for the resit", "end_point_assessment.md", "employer pays"),
    # Subjects the papers never mention.
    ("do I get a van", None, ""),
    ("is there a bonus", None, ""),
    ("can I do my apprenticeship part time", None, ""),
    ("when is the college open day", None, ""),
]
