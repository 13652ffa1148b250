"""An agency temp's papers (the thirty-third session): the assignment confirmation, the
agency's timesheet rules, the pay rates as CSV, the holiday pay letter, the site induction
notes and the consultant's text; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is a zero-hours retail
worker's: the contract summary, the availability rules, the rota as CSV, the staff discount
card letter, the payslip notes and the store manager's message, written at the same time and
run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "assignment.txt": """\
Assignment confirmation

Worker: Jordan Blake
Client: Harland Logistics, Unit 4, Moorside Park
Role: warehouse operative (picking and packing)
Start: Monday 4 October, 6am
Hours: 6am to 2pm, Monday to Friday
Expected length: 8 weeks

Report to the security lodge on your first day and ask for Sandra in HR.
""",
    "timesheet_rules.md": """\
# Timesheets

- Submit: every Sunday by midnight, in the app
- Approval: by the client's supervisor on Monday
- Pay day: the Friday after

Late timesheets are paid a week later. Breaks are unpaid and must be shown on the timesheet.
""",
    "pay_rates.csv": """\
shift,hourly rate
Days (Mon-Fri),£11.80
Saturdays,£13.20
Sundays,£15.00
Nights,£13.90
""",
    "holiday_letter.txt": """\
Holiday pay

You build up 12.07% of the hours you work as paid holiday. Book holiday through the app at least 2 weeks ahead; the client has to agree the dates.
""",
    "induction_notes.txt": """\
Site induction

Safety boots and hi-vis are required in the warehouse; boots can be bought from the agency at cost, £25, taken from your first pay.

Phones must be left in the lockers on the shop floor. The canteen serves hot food from 9:30am.
""",
    "consultant_text.txt": """\
Priya (Swift Staffing): Hi Jordan, Harland want to extend your assignment to Christmas. Are you happy to stay on? Also there's overtime this Saturday, 6am to 12pm, if you want it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The assignment.
    ("where am I working", "assignment.txt", "Harland Logistics"),
    ("what time do I start", "assignment.txt", "6am"),
    ("how long is the job for", "assignment.txt", "8 weeks"),
    ("who do I ask for on my first day", "assignment.txt", "Sandra in HR"),
    # Timesheets.
    ("when do I send my timesheet", "timesheet_rules.md", "every Sunday by midnight"),
    ("when do I get paid", "timesheet_rules.md", "the Friday after"),
    ("what if my timesheet is late", "timesheet_rules.md", "a week later"),
    ("are breaks paid", "timesheet_rules.md", "unpaid"),
    # Rates.
    ("how much do I get on a Sunday", "pay_rates.csv", "£15.00"),
    ("what's the night rate", "pay_rates.csv", "£13.90"),
    # Holiday.
    ("how much holiday do I get", "holiday_letter.txt", "12.07%"),
    ("how far ahead do I book holiday", "holiday_letter.txt", "at least 2 weeks ahead"),
    # Induction.
    ("do I need safety boots", "induction_notes.txt", "Safety boots"),
    ("how much are boots from the agency", "induction_notes.txt", "£25"),
    ("where does my phone go", "induction_notes.txt", "lockers"),
    ("when does the canteen open", "induction_notes.txt", "9:30am"),
    # The consultant.
    ("is my job being extended", "consultant_text.txt", "extend your assignment to Christmas"),
    ("is there overtime this weekend", "consultant_text.txt", "Saturday, 6am to 12pm"),
    # Subjects the papers never mention.
    ("do I get sick pay", None, ""),
    ("is there a bus to the site", None, ""),
    ("can I get a permanent job there", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "contract_summary.txt": """\
Contract summary

Employee: Chloe Nash
Store: Fenwick Street
Contract: zero hours
Hourly rate: £11.44

You can turn down shifts you are offered; doing so will not affect future offers.
""",
    "availability_rules.md": """\
# Availability

- Update your availability in the staff app by Wednesday for the following week
- Shifts are published on Friday
- Swaps: only with another trained colleague, agreed by a manager

If you cannot work a shift you have accepted, call the store at least 4 hours before it starts.
""",
    "rota.csv": """\
date,start,finish,department
2027-11-22,09:00,15:00,Tills
2027-11-24,16:00,21:00,Stockroom
2027-11-27,08:00,16:00,Shop floor
""",
    "discount_letter.txt": """\
Staff discount

Your card gives 15% off most items, and 25% off on the staff shopping evening each December. It cannot be used on gift cards or sale items.
""",
    "payslip_notes.txt": """\
Pay

Pay is monthly, on the 28th. Holiday builds up as you work and is paid when you take it.
""",
    "manager_message.txt": """\
Hi Chloe, thanks for covering Saturday. Christmas shifts are going up next week; we need everyone to do at least one late-night Thursday in December. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("what's my hourly rate", "contract_summary.txt", "£11.44"),
    ("can I say no to a shift", "contract_summary.txt", "turn down shifts"),
    # Availability.
    ("when do I need to put my availability in", "availability_rules.md", "by Wednesday"),
    ("when is the rota out", "availability_rules.md", "Friday"),
    ("what if I can't make a shift", "availability_rules.md", "4 hours before"),
    # The rota.
    ("where am I on the 24th", "rota.csv", "Stockroom"),
    ("what time do I start on the 27th", "rota.csv", "08:00"),
    # The discount.
    ("how much is the staff discount", "discount_letter.txt", "15%"),
    ("can I use it on sale items", "discount_letter.txt", "cannot be used"),
    # Pay.
    ("when do I get paid", "payslip_notes.txt", "the 28th"),
    # The manager.
    ("what do I have to do at Christmas", "manager_message.txt", "late-night Thursday"),
    # Subjects the papers never mention.
    ("do I get a uniform", None, ""),
    ("is there a staff room", None, ""),
    ("how do I get promoted", None, ""),
]
