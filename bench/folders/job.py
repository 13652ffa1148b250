"""An employee's own papers (the twentieth session): an employment contract, a payslip, a shift
rota CSV, a staff benefits page and a pay rise letter; fit, its questions and expected text
written before the tool was run on it, its failures read and mended."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "employment_contract.txt": """\
Statement of main terms of employment
Employer: Kestrel Logistics Ltd, Unit 4, Parkway Trading Estate, Leeds LS10 1QB
Employee: Jordan Price

1. Job title and start date
You are employed as a Warehouse Team Leader. Your employment starts on 6 January 2025. Your previous employment does not count towards your period of continuous employment.

2. Probation
The first 6 months of your employment are a probationary period. During probation either side may end the employment with one week's notice.

3. Place of work
Your normal place of work is the Leeds distribution centre. You may be asked to work at our Wakefield site for up to 4 weeks at a time; travel time to Wakefield is paid.

4. Hours of work
Your normal hours are 40 hours a week, worked in shifts over five days out of seven, as set out in the rota published two weeks in advance. You are entitled to an unpaid break of 30 minutes in each shift over 6 hours.

5. Pay
Your basic salary is £31,500 a year, paid monthly in arrears on the last working day of the month by bank transfer. Overtime is paid at time and a half on weekdays and double time on Sundays and bank holidays.

6. Holidays
The holiday year runs from 1 January to 31 December. You are entitled to 25 days' paid holiday a year plus the 8 bank holidays. You may carry over up to 5 unused days into the next holiday year; they must be used by 31 March. Holiday requests must be made at least 4 weeks in advance through the staff app.

7. Sickness
If you are ill and cannot work, phone your shift manager before the start of your shift. From the eighth day of sickness you must provide a fit note from your doctor. After probation, you receive full pay for up to 4 weeks of sickness in any 12 months, and statutory sick pay after that.

8. Pension
You will be enrolled in the company pension scheme after 3 months. You contribute 5% of your qualifying earnings and the company contributes 4%.

9. Notice
After probation, you must give one month's notice in writing to end your employment. We will give you one month's notice, or one week for each complete year of service if that is longer.

10. Confidentiality
You must not share information about customers, prices or contracts with anyone outside the company, during or after your employment.
""",
    "payslip_october.txt": """\
Kestrel Logistics Ltd — payslip
Employee: Jordan Price   Employee number: KL-04417   Tax code: 1257L   NI number: QQ 12 34 56 C
Pay date: 31 October 2026   Pay period: October 2026

Payments
Basic pay: £2,625.00
Overtime (12 hours at time and a half): £272.64
Total gross pay: £2,897.64

Deductions
Income tax: £371.40
National Insurance: £151.73
Pension (5%): £117.43
Student loan: £81.00
Total deductions: £721.56

Net pay: £2,176.08

Year to date: gross pay £28,410.22; income tax £3,612.80; pension £1,144.51.
Holiday remaining: 7 days.
""",
    "shift_rota.csv": """\
week,date,day,start,end,site,role
45,2026-11-02,Monday,06:00,14:00,Leeds,Team leader
45,2026-11-03,Tuesday,06:00,14:00,Leeds,Team leader
45,2026-11-05,Thursday,14:00,22:00,Leeds,Team leader
45,2026-11-06,Friday,14:00,22:00,Leeds,Team leader
45,2026-11-08,Sunday,08:00,16:00,Wakefield,Cover
46,2026-11-09,Monday,22:00,06:00,Leeds,Night lead
46,2026-11-10,Tuesday,22:00,06:00,Leeds,Night lead
46,2026-11-11,Wednesday,22:00,06:00,Leeds,Night lead
46,2026-11-13,Friday,06:00,14:00,Leeds,Team leader
46,2026-11-14,Saturday,06:00,14:00,Leeds,Team leader
""",
    "staff_benefits.md": """\
# Staff benefits at Kestrel

## Cycle to work

You can get a bike and safety equipment worth up to £2,000 through salary sacrifice, paid back over 12 months from your gross pay. Apply through the benefits portal between 1 March and 30 April each year.

## Eye tests

The company pays for an eye test every two years for anyone who uses a screen or drives a forklift, and up to £60 towards glasses needed for work. Book at any optician and claim the cost back on an expenses form.

## Employee assistance

Free, confidential counselling and legal and money advice are available 24 hours a day on 0800 915 4460. Up to six counselling sessions a year are paid for.

## Discounts

Show your staff card for 15% off at the canteen and 10% off at partner gyms. Staff discounts are listed on the intranet.

## Season ticket loan

An interest-free loan for an annual bus or train ticket, paid back from your salary over 10 months. You can apply after completing probation.

## Long service

After 5 years' service you get 2 extra days' holiday a year, and a £250 voucher at 10 years.
""",
    "pay_rise_letter.txt": """\
Kestrel Logistics Ltd
12 October 2026

Dear Jordan,

Annual pay review

I am pleased to confirm that following your annual review your salary will increase from £31,500 to £33,100 a year, a rise of 5.1%. The new salary takes effect from 1 November 2026 and will first be paid at the end of November.

Your performance rating for the year is "exceeds expectations". Your next review is due in October 2027.

All other terms of your contract stay the same.

Yours sincerely,
Amira Haddad
Operations Manager
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("when did I start", "employment_contract.txt", "6 January 2025"),
    ("how long is my probation", "employment_contract.txt", "6 months"),
    ("what's my notice period", "employment_contract.txt", "one month"),
    ("how much notice do I have to give if I quit", "employment_contract.txt", "one month"),
    ("how many hours a week do I work", "employment_contract.txt", "40 hours"),
    ("do I get paid for my lunch break", "employment_contract.txt", "unpaid break"),
    ("how much holiday do I get", "employment_contract.txt", "25 days"),
    ("can I carry over holiday to next year", "employment_contract.txt", "5 unused days"),
    ("how far ahead do I have to book holiday", "employment_contract.txt", "4 weeks"),
    ("what do I do if I'm sick", "employment_contract.txt", "phone your shift manager"),
    ("when do I need a sick note", "employment_contract.txt", "eighth day"),
    ("how much sick pay do I get", "employment_contract.txt", "full pay for up to 4 weeks"),
    ("what's the overtime rate on Sundays", "employment_contract.txt", "double time"),
    ("when do I get paid", "employment_contract.txt", "last working day"),
    ("do I have to work in Wakefield", "employment_contract.txt", "Wakefield"),
    ("how much does the company put into my pension", "employment_contract.txt", "4%"),
    ("can I tell people about our prices", "employment_contract.txt", "must not share"),
    # The payslip.
    ("how much was my take home pay in october", "payslip_october.txt", "£2,176.08"),
    ("what's my tax code", "payslip_october.txt", "1257L"),
    ("how much tax did I pay last month", "payslip_october.txt", "£371.40"),
    ("how much overtime did I get paid", "payslip_october.txt", "£272.64"),
    ("how much went on student loan", "payslip_october.txt", "£81.00"),
    ("what's my employee number", "payslip_october.txt", "KL-04417"),
    ("how many days holiday have I got left", "payslip_october.txt", "7 days"),
    ("how much have I earned this year", "payslip_october.txt", "£28,410.22"),
    # The rota.
    ("what time do I start on Monday the 9th", "shift_rota.csv", "22:00"),
    ("when am I working at Wakefield", "shift_rota.csv", "2026-11-08"),
    ("what shift am I on on Thursday 5 November", "shift_rota.csv", "14:00"),
    # The benefits page.
    ("can I get a bike through work", "staff_benefits.md", "salary sacrifice"),
    ("when can I apply for cycle to work", "staff_benefits.md", "1 March"),
    ("does work pay for glasses", "staff_benefits.md", "£60"),
    ("is there free counselling", "staff_benefits.md", "counselling"),
    ("what discount do we get at the gym", "staff_benefits.md", "10%"),
    ("can I get a loan for my train ticket", "staff_benefits.md", "interest-free loan"),
    ("do I get extra holiday for long service", "staff_benefits.md", "2 extra days"),
    # The pay rise letter.
    ("what's my new salary", "pay_rise_letter.txt", "£33,100"),
    ("when does my pay rise start", "pay_rise_letter.txt", "1 November 2026"),
    ("how much was my pay rise", "pay_rise_letter.txt", "5.1%"),
    ("when is my next review", "pay_rise_letter.txt", "October 2027"),
    # Subjects the papers never mention.
    ("do I get a company car", None, ""),
    ("how much is the christmas bonus", None, ""),
    ("how do I join the union", None, ""),
    ("what's the maternity pay", None, ""),
    ("is there a staff parking space", None, ""),
]


# Another employee's papers (a shop's part-time contract, a payslip laid out another way, a
# holiday approval, a dress code and a CSV of pay rates), written after the changes the fit
# folder led to, and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "contract_summary.md": """\
# Your contract with Brightwell Stores

## Role and hours

You are a part-time Sales Assistant at the Harrogate store, contracted for 24 hours a week. Your shifts are agreed with the store manager and posted on the rota every Thursday for the following week.

## Pay

You are paid £12.60 an hour, every four weeks, on a Friday. Hours worked on a Sunday are paid at £14.20 an hour.

## Breaks

You get a paid 20-minute break for every 4 hours you work.

## Holiday

Your holiday entitlement is 16.8 days a year, worked out from your contracted hours. Ask your manager for time off at least two weeks before you want it; no holiday can be taken between 1 December and 2 January.

## Trial period

Your first 3 months are a trial period, reviewed by your manager at 6 and 12 weeks.

## If you are off sick

Call the store at least 2 hours before your shift starts. You are paid statutory sick pay from the fourth day you are off.

## Leaving

You must give 2 weeks' notice in writing. Return your uniform and name badge on your last shift.

## Staff discount

You get 20% off most items in store and online once you have finished your trial period. The discount cannot be used on gift cards or during the January sale.
""",
    "payslip_september.txt": """\
BRIGHTWELL STORES LTD    Pay advice
Name: Chloe Barnes    Payroll no: 55812    Period: 6 (to 19 September 2026)
Hours worked: 104.0    Rate: £12.60    Sunday hours: 8.0 at £14.20
Gross: £1,323.20
PAYE tax: £70.20    NI: £38.10    Pension: £26.46
Net: £1,188.44
Holiday taken this year: 7.3 days    Holiday balance: 9.5 days
""",
    "holiday_approval.txt": """\
From: Dan Okoro, Store Manager
To: Chloe Barnes
Subject: Holiday request approved

Hi Chloe,

Your request for holiday from Monday 10 November to Friday 14 November has been approved. That uses 3.6 days of your entitlement, which leaves 5.9 days for the rest of the year.

Please remember to swap your Saturday 15 November shift with someone if you are going away for the weekend.

Dan
""",
    "dress_code.txt": """\
Brightwell Stores dress code

All store staff wear the navy Brightwell polo shirt, which we provide (three shirts a year), with plain black trousers or a knee-length black skirt.
Wear closed black shoes with a non-slip sole; trainers are allowed only if they are plain black.
Your name badge must be worn at all times on the shop floor. A replacement badge costs £5, taken from your pay.
Long hair must be tied back on the bakery and deli counters. Small earrings are fine; no other facial piercings on the food counters.
""",
    "pay_rates.csv": """\
grade,role,hourly_rate,sunday_rate,night_rate
1,Sales Assistant,12.60,14.20,14.60
2,Senior Sales Assistant,13.40,15.10,15.50
3,Supervisor,15.25,17.20,17.60
4,Assistant Manager,17.80,20.00,20.45
""",
}
VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many hours am I contracted for", "contract_summary.md", "24 hours"),
    ("how much do I get paid an hour", "contract_summary.md", "£12.60"),
    ("how often do I get paid", "contract_summary.md", "every four weeks"),
    ("what do I get paid on Sundays", "contract_summary.md", "£14.20"),
    ("is my break paid", "contract_summary.md", "paid 20-minute break"),
    ("how much holiday am I entitled to", "contract_summary.md", "16.8 days"),
    ("can I take time off at christmas", "contract_summary.md", "1 December"),
    ("how long is my trial period", "contract_summary.md", "3 months"),
    ("what do I do if I'm ill", "contract_summary.md", "Call the store"),
    ("do I get sick pay", "contract_summary.md", "statutory sick pay"),
    ("how much notice do I need to give", "contract_summary.md", "2 weeks"),
    ("when can I use my staff discount", "contract_summary.md", "finished your trial period"),
    ("can I use my discount on gift cards", "contract_summary.md", "cannot be used on gift cards"),
    ("when is the rota put up", "contract_summary.md", "every Thursday"),
    ("how much did I take home in september", "payslip_september.txt", "£1,188.44"),
    ("how much pension came out of my pay", "payslip_september.txt", "£26.46"),
    ("how many hours did I work", "payslip_september.txt", "104"),
    ("what's my payroll number", "payslip_september.txt", "55812"),
    ("how much holiday have I got left", "holiday_approval.txt", "5.9 days"),  # the later paper
    ("when is my holiday", "holiday_approval.txt", "10 November"),
    ("how many days does my holiday use", "holiday_approval.txt", "3.6 days"),
    ("what shoes can I wear", "dress_code.txt", "closed black shoes"),
    ("do I have to buy my own uniform", "dress_code.txt", "which we provide"),
    ("how much is a new name badge", "dress_code.txt", "£5"),
    ("can I wear trainers", "dress_code.txt", "plain black"),
    ("what's the hourly rate for a supervisor", "pay_rates.csv", "15.25"),
    ("how much does an assistant manager get at night", "pay_rates.csv", "20.45"),
    # Subjects the papers never mention.
    ("do I get a pay rise after a year", None, ""),
    ("can I park at the store", None, ""),
    ("is there a pension match", None, ""),
    ("what's the bonus scheme", None, ""),
]
