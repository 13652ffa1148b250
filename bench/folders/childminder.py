"""A registered childminder's papers (the thirty-second session): her contract with parents, her
fees as CSV, her sickness and exclusion policy, the children's attendance as CSV, her inspection
report's summary and her business insurance; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a private tutor's:
the tutoring terms, the pupils as CSV, an exam board's key dates, a safeguarding certificate, a
booking for a hired room and a parent's email, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "parent_contract.md": """\
# Little Acorns Childminding — contract with parents

- Hours: Monday to Friday, 7:30am to 6pm
- Notice: 4 weeks' written notice to end the contract, from either side
- Late collection: £10 for every 15 minutes after 6pm

Fees are paid monthly in advance, by the 1st of each month. Fees are charged for bank holidays and for the parent's own holidays; no fee is charged when I close.

I close for 3 weeks a year and give at least 8 weeks' notice of the dates. Children may only be collected by an adult named on the registration form, or with a password agreed in advance.
""",
    "fees.csv": """\
session,hours,fee
Full day,7:30-18:00,£62
Morning,7:30-12:30,£34
Afternoon,13:00-18:00,£34
School pick-up,15:15-18:00,£22
""",
    "sickness_policy.txt": """\
Sickness and exclusion policy

Children with diarrhoea or vomiting must stay at home until 48 hours after the last episode. Children with chickenpox may return once all the spots have crusted over.

I can give prescribed medicine only with the parent's written permission, in its original box with the pharmacy label. I do not give Calpol to bring down a temperature so that a child can stay.

If your child becomes unwell while with me, I will call you and you must collect within an hour.
""",
    "attendance.csv": """\
child,age,days,collected by
Freya,2,Mon Tue Wed,mum
Oscar,4,Mon Thu Fri,grandad
Zain,1,Tue Wed Thu,dad
Isla,6,Mon to Fri (after school),mum
""",
    "inspection_summary.txt": """\
Inspection report — summary

Provider: Joanne Price, childminder
Inspection date: 14 June 2026
Overall effectiveness: Good

Children are happy and settled, and build close bonds with the childminder. Outdoor play is a strength. To improve, the childminder should plan more chances for older children to count and use numbers in play.
""",
    "business_insurance.txt": """\
Childminder's business insurance — schedule

Insured: Joanne Price
Public liability: £5,000,000
Renewal date: 30 April 2027
Premium: £126 a year

Outings on foot and by public transport are covered. Children carried in the childminder's own car are covered only with business use added to the car insurance.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("what time do I open", "parent_contract.md", "7:30am to 6pm"),
    ("how much notice does a parent have to give", "parent_contract.md", "4 weeks' written notice"),
    ("what do I charge if a parent is late", "parent_contract.md", "£10 for every 15 minutes"),
    ("when do fees have to be paid", "parent_contract.md", "by the 1st of each month"),
    ("do parents pay when I'm on holiday", "parent_contract.md", "no fee is charged when I close"),
    ("how many weeks do I close a year", "parent_contract.md", "3 weeks"),
    ("can an aunt pick up a child", "parent_contract.md", "named on the registration form"),
    # The fees.
    ("how much is a full day", "fees.csv", "£62"),
    ("what does school pick-up cost", "fees.csv", "£22"),
    ("when does the afternoon session start", "fees.csv", "13:00"),
    # Sickness.
    ("when can a child come back after being sick", "sickness_policy.txt", "48 hours"),
    ("can a kid with chickenpox come", "sickness_policy.txt", "crusted over"),
    ("can I give a child Calpol", "sickness_policy.txt", "I do not give Calpol"),
    ("how quickly do parents have to collect a poorly child", "sickness_policy.txt", "within an hour"),
    ("what do I need to give medicine", "sickness_policy.txt", "written permission"),
    # Attendance.
    ("who collects Oscar", "attendance.csv", "grandad"),
    ("how old is Zain", "attendance.csv", "1"),
    ("which days does Freya come", "attendance.csv", "Mon Tue Wed"),
    # The inspection.
    ("what grade did I get", "inspection_summary.txt", "Good"),
    ("when was I inspected", "inspection_summary.txt", "14 June 2026"),
    ("what do I need to do better", "inspection_summary.txt", "count and use numbers"),
    # The insurance.
    ("when does my insurance run out", "business_insurance.txt", "30 April 2027"),
    ("how much is my insurance", "business_insurance.txt", "£126 a year"),
    ("am I covered to drive the kids in my car", "business_insurance.txt", "business use added"),
    ("are trips on the bus covered", "business_insurance.txt", "public transport are covered"),
    # Subjects the papers never mention.
    ("how much is the funded 30 hours", None, ""),
    ("do I need a first aid certificate", None, ""),
    ("can I take the children swimming", None, ""),
    ("what's my registration number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tutoring_terms.md": """\
# Bright Minds Tutoring — terms

- Rate: £40 an hour, online or at your home within 5 miles
- Sessions: booked in blocks of 10, paid for before the first session
- Cancellation: 48 hours' notice, or the session is charged

Missed sessions can be made up within the same block if I am told in time. Homework is set each week and marked before the next session.

Travel beyond 5 miles is charged at 45p a mile.
""",
    "pupils.csv": """\
pupil,year,subject,exam board,day
Amira,11,Maths,AQA,Monday
Ben,13,Chemistry,OCR,Tuesday
Chloe,6,11-plus,GL,Wednesday
Dev,11,Physics,Edexcel,Thursday
""",
    "exam_dates.txt": """\
Key dates for summer 2027

GCSE Maths paper 1: 14 May 2027
A-level Chemistry paper 1: 9 June 2027
11-plus test day: 12 September 2026

Results days: A-level on 19 August 2027, GCSE on 26 August 2027.
""",
    "safeguarding_certificate.txt": """\
Certificate of completion

This is to certify that Priya Nair has completed Safeguarding Children, Level 2.
Completed: 3 March 2026
Valid for: 3 years

Refresher training is recommended before the certificate expires.
""",
    "room_booking.txt": """\
Library study room — booking confirmation

Room: Study Room B, Westgate Library
Day: Saturdays, 9am to 12 noon
Cost: £12 an hour, invoiced monthly

Rooms must be left tidy. Food is not allowed in study rooms.
""",
    "parent_email.txt": """\
Hi Priya,

Ben has a hospital appointment on Tuesday 17 November, so he can't make his session that day. Could we move it to Thursday 19th at the same time? He'd also like to focus on organic chemistry for the next few weeks.

Thanks,
Sarah
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("how much do I charge an hour", "tutoring_terms.md", "£40 an hour"),
    ("how far will I travel", "tutoring_terms.md", "within 5 miles"),
    ("when do parents have to pay", "tutoring_terms.md", "before the first session"),
    ("what if a parent cancels the night before", "tutoring_terms.md", "charged"),
    ("how much is mileage", "tutoring_terms.md", "45p a mile"),
    # The pupils.
    ("what does Dev study", "pupils.csv", "Physics"),
    ("which board is Ben's chemistry", "pupils.csv", "OCR"),
    ("who do I see on Wednesday", "pupils.csv", "Chloe"),
    # Exam dates.
    ("when is the GCSE maths exam", "exam_dates.txt", "14 May 2027"),
    ("when do A-level results come out", "exam_dates.txt", "19 August 2027"),
    ("when is the 11-plus", "exam_dates.txt", "12 September 2026"),
    # The certificate.
    ("how long is my safeguarding training valid", "safeguarding_certificate.txt", "3 years"),
    ("what level is my safeguarding", "safeguarding_certificate.txt", "Level 2"),
    # The room.
    ("how much is the library room", "room_booking.txt", "£12 an hour"),
    ("can we eat in the study room", "room_booking.txt", "Food is not allowed"),
    ("which room have I booked", "room_booking.txt", "Study Room B"),
    # The email.
    ("why is Ben missing his lesson", "parent_email.txt", "hospital appointment"),
    ("when does Ben want to move his session to", "parent_email.txt", "Thursday 19th"),
    ("what does Ben want to work on", "parent_email.txt", "organic chemistry"),
    # Subjects the papers never mention.
    ("do I need to register with Ofsted", None, ""),
    ("how much is a group session", None, ""),
    ("can I tutor Spanish", None, ""),
]
