"""An office folder (the fifteenth session): a travel policy, an IT FAQ, meeting notes, a leave
policy and a CSV of vehicles; and another company's handbook as its validation folder."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "fleet.csv": """\
vehicle_id,model,year,depot,mileage,status
NW-101,Ford Transit,2021,Denver,84210,active
NW-102,Ford Transit,2022,Denver,61050,active
NW-103,Mercedes Sprinter,2019,Austin,142300,maintenance
NW-104,Ram ProMaster,2023,Austin,22870,active
NW-105,Mercedes Sprinter,2020,Phoenix,118400,active
NW-106,Ford E-Transit,2024,Phoenix,9400,active
NW-107,Ram ProMaster,2018,Denver,171900,retired
""",
    "it_faq.txt": """\
IT Help Desk — Frequently Asked Questions

How do I reset my password?
Go to https://id.northwind.example/reset and follow the prompts. You will need your phone for the verification code. Passwords must be at least 14 characters long and are changed every 180 days.

Who do I call when my laptop breaks?
Call the help desk at extension 4357 (HELP), Monday to Friday, 8 am to 6 pm Central time. Outside those hours, email helpdesk@northwind.example and a technician will reply the next business day.

Can I install my own software?
Only software from the Company Portal app may be installed. Requests for other software go through a ticket and take about three business days to review.

How do I connect to the VPN?
Use the GlobalProtect client and the portal address vpn.northwind.example. The VPN is required for the finance and payroll systems but not for email.

What happens to my laptop when I leave the company?
Laptops must be returned to IT on your last working day. Personal files should be removed beforehand; the disk is wiped within 48 hours of return.

Is there guest Wi-Fi?
Yes. The guest network is called NW-Guest and the password changes every Monday; reception has the current one.
""",
    "leave_policy.txt": """\
Northwind Logistics Leave Policy

Annual leave. Full-time employees accrue 20 days of paid annual leave per year, rising to 25 days after five years of service. Part-time employees accrue leave pro rata. Up to 5 unused days may be carried over into the next year; carried-over days expire on 31 March.

Sick leave. Employees receive 10 paid sick days per year. A doctor's note is required for absences longer than three consecutive working days.

Parental leave. The primary caregiver receives 16 weeks of fully paid leave; the secondary caregiver receives 4 weeks. Parental leave must be taken within 12 months of the birth or adoption.

Bereavement. Up to 5 days of paid leave are granted on the death of a close family member, and 1 day for other relatives.

Jury duty. Employees called for jury service keep their full pay for up to 20 days.

Requesting leave. Requests are made in Workday at least two weeks in advance for absences of three days or more. Your manager approves or declines within five working days.
""",
    "q3_meeting_notes.txt": """\
Q3 planning meeting — 14 August 2026
Attendees: Priya Raman (chair), Tomás Ortega, Lena Fischer, Dev Malhotra

Decisions
- The Denver warehouse move is postponed from September to January 2027 because the lease on the new site starts late.
- The customer portal redesign goes ahead; Lena Fischer owns it, with a budget of $180,000.
- Hiring: two forklift operators and one data analyst are approved for Q4.

Action items
- Tomás to get three quotes for new racking by 1 September.
- Dev to publish the on-time delivery dashboard by the end of August.
- Priya to confirm the holiday schedule with the warehouse teams.

Figures discussed
On-time delivery in July was 91.4%, against a target of 95%. Returns fell to 2.1% of orders.
The next meeting is on 11 September 2026 at 10:00.
""",
    "travel_policy.md": """\
# Northwind Logistics — Business Travel and Expenses Policy

Effective 1 February 2026. Owner: Finance Operations.

## 1. Booking
All flights, rail and hotels must be booked through the company travel portal (TravelDesk).
Bookings made outside TravelDesk are reimbursed only with written approval from your department head.
Economy class is standard for flights under 6 hours. Premium economy may be booked for flights of 6 hours or more.
Business class requires approval from the Chief Financial Officer.

## 2. Hotels
The nightly hotel cap is $210 in most cities and $320 in London, New York, Tokyo and Zurich.
Stays longer than 14 consecutive nights should use a serviced apartment.

## 3. Meals and per diem
Employees on overnight travel receive a per diem of $65 per day for meals.
Alcohol is not reimbursable, except at client dinners approved in advance.
Tips above 20% are not reimbursed.

## 4. Ground transport
Taxis and ride-hailing are reimbursed for trips to and from airports and client sites.
Personal car use is reimbursed at 0.67 dollars per mile. Parking at the airport is covered for up to 7 days.

## 5. Submitting expenses
Expense reports must be submitted in Expensify within 30 days of returning from a trip.
Receipts are required for every item above $25.
Reports submitted after 90 days will not be reimbursed.
Reimbursements are paid with the next payroll run after approval.
""",
}

# (question, expected document or None for "declined", text the reply must hold)
QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how much can i spend on a hotel in london", "travel_policy.md", "320"),
 ("What's the per diem for meals?", "travel_policy.md", "65"),
 ("can i fly business class", "travel_policy.md", "Chief Financial Officer"),
 ("Do I need a receipt for a $15 lunch?", "travel_policy.md", "25"),
 ("what's the mileage rate if I use my own car", "travel_policy.md", "0.67"),
 ("How long do I have to submit my expense report?", "travel_policy.md", "30 days"),
 ("Is alcohol reimbursed?", "travel_policy.md", "not reimbursable"),
 ("how long can I leave my car at the airport", "travel_policy.md", "7 days"),
 ("when do I get paid back for expenses", "travel_policy.md", "next payroll"),
 ("I forgot my password, what do I do?", "it_faq.txt", "id.northwind.example/reset"),
 ("what's the help desk phone number", "it_faq.txt", "4357"),
 ("How long must a password be?", "it_faq.txt", "14 characters"),
 ("do i need the vpn for email", "it_faq.txt", "not for email"),
 ("What's the guest wifi called?", "it_faq.txt", "NW-Guest"),
 ("can I install Spotify on my laptop", "it_faq.txt", "Company Portal"),
 ("What do I do with my laptop when I quit?", "it_faq.txt", "last working day"),
 ("Why was the Denver move postponed?", "q3_meeting_notes.txt", "lease"),
 ("Who owns the portal redesign?", "q3_meeting_notes.txt", "Lena Fischer"),
 ("What was on-time delivery in July?", "q3_meeting_notes.txt", "91.4"),
 ("When is the next planning meeting?", "q3_meeting_notes.txt", "11 September"),
 ("What is the budget for the portal redesign?", "q3_meeting_notes.txt", "180,000"),
 ("Who chaired the Q3 planning meeting?", "q3_meeting_notes.txt", "Priya"),
 ("which vans are at the Denver depot", "fleet.csv", "NW-101"),
 ("What is the mileage of NW-105?", "fleet.csv", "118400"),
 ("Which vehicle is in maintenance?", "fleet.csv", "NW-103"),
 ("How many vehicles are in Phoenix?", "fleet.csv", "2"),
 ("What model is NW-106?", "fleet.csv", "E-Transit"),
 ("How many vacation days do I get?", "leave_policy.txt", "20 days"),
 ("how much vacation after 6 years", "leave_policy.txt", "25 days"),
 ("can i carry over unused vacation days", "leave_policy.txt", "5 unused days"),
 ("How many sick days do we get?", "leave_policy.txt", "10"),
 ("do I need a doctor's note", "leave_policy.txt", "three consecutive"),
 ("How long is maternity leave?", "leave_policy.txt", "16 weeks"),
 ("how much paternity leave do dads get", "leave_policy.txt", "4 weeks"),
 ("Do I get paid during jury duty?", "leave_policy.txt", "full pay"),
 ("How far in advance do I need to request time off?", "leave_policy.txt", "two weeks"),
 ("can i work remotely", None, ""),
 ("What is the dress code?", None, ""),
 ("What is the 401k match?", None, ""),
 ("Is there a gym membership benefit?", None, ""),
 ("How do I book a meeting room?", None, ""),
 ("What is the company's stock price?", None, ""),
 ("Who is the CEO?", None, ""),
 ("What is the hotel cap in Paris?", "travel_policy.md", "210"),
]


# Another company's folder, written after this session's changes and run once: never tuned on.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "employee_handbook.md": """\
# Brightline Studio Employee Handbook

## Working hours
Core hours are 10:00 to 16:00, Monday to Friday. Outside core hours you may arrange your day with your team lead.
Overtime must be agreed in advance with your team lead and is paid at 1.5 times the hourly rate.

## Holidays
Every employee receives 28 days of paid holiday per year, including public holidays.
Holiday requests go through BambooHR and need two weeks' notice for more than three days off.
Unused holiday cannot be carried over, except for up to 3 days with the approval of the Studio Director.

## Sickness
If you are ill, tell your team lead before 10:00 on the first day.
A fit note from a GP is needed after seven calendar days of sickness.
Statutory sick pay is topped up to full salary for the first 10 days of absence in a year.

## Benefits
The company pays for private medical insurance after the probation period.
Employees can join the cycle-to-work scheme, which spreads the cost of a bike over 12 months.
Eye tests are reimbursed up to £25 once every two years.
The pension scheme matches contributions up to 5% of salary.

## Leaving
The notice period is one month during probation and three months afterwards.
Company equipment must be returned on the last day.
""",
    "expenses.csv": """\
category,limit,receipt_needed,approver
Train travel,150,yes,Team lead
Taxi,40,yes,Team lead
Client lunch,60,yes,Studio Director
Books,30,no,Team lead
Conference ticket,800,yes,Studio Director
""",
    "office_guide.txt": """\
Brightline Studio Office Guide

Getting in. The office opens at 7:30 and closes at 20:00. Use your key fob at the main door on Carver Street. Lost fobs are replaced by reception for a £10 fee.

Wi-Fi. Staff use the network BL-Studio; guests use BL-Visitor with the code on the reception desk.

Kitchen. Coffee, tea and fruit are free. The fridge is cleared every Friday at 17:00.

Printing. The printer on the second floor prints in colour; print jobs are released with your key fob.

Deliveries. Personal parcels may be delivered to the office but must be collected within a week.

Fire safety. The assembly point is the car park behind the building. Fire alarms are tested every Wednesday at 11:00.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ('how many days holiday do i get', 'employee_handbook.md', '28 days'),
    ('can I carry over unused vacation', 'employee_handbook.md', '3 days'),
    ('what time do I have to be in', 'employee_handbook.md', '10:00'),
    ('how is overtime paid', 'employee_handbook.md', '1.5 times'),
    ("when do I need a doctor's note", 'employee_handbook.md', 'seven calendar days'),
    ('does the company match my pension', 'employee_handbook.md', '5%'),
    ('will they pay for my glasses', 'employee_handbook.md', '£25'),
    ("what's the notice period if I quit", 'employee_handbook.md', 'three months'),
    ('can I get a bike through work', 'employee_handbook.md', 'cycle-to-work'),
    ('when does health insurance start', 'employee_handbook.md', 'probation'),
    ('what time does the office open', 'office_guide.txt', '7:30'),
    ('I lost my key fob, what do I do?', 'office_guide.txt', '£10'),
    ("what's the wifi for guests", 'office_guide.txt', 'BL-Visitor'),
    ('is coffee free', 'office_guide.txt', 'free'),
    ('when is the fire alarm test', 'office_guide.txt', 'Wednesday'),
    ("where do we go if there's a fire", 'office_guide.txt', 'car park'),
    ('can I have parcels sent to the office', 'office_guide.txt', 'within a week'),
    ('What is the taxi limit?', 'expenses.csv', '40'),
    ('Who approves conference tickets?', 'expenses.csv', 'Studio Director'),
    ('Do I need a receipt for books?', 'expenses.csv', 'no'),
    ('What is the dental plan?', None, ''),
    ('Is there a company car?', None, ''),
    ('What is the parking fee?', None, ''),
    ('How many days can I work from home?', None, ''),
]
