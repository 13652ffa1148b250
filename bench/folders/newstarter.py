"""A warehouse new starter's papers (the thirty-sixth session, written before the tool was run on
them): the offer letter, the first week's induction plan as CSV, the safety and PPE rules, the
shift pattern as CSV, the staff benefits page and the team leader's text. Its validation folder
is a call centre new starter's: the welcome email, the training timetable as CSV, the desk and
IT rules, the pay and bonus sheet, the absence policy and a buddy's message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
Dear Jordan,

We are pleased to offer you the job of Warehouse Operative at our Daventry site, starting on Monday 2 June. Your pay is £12.60 an hour, with a probation period of 12 weeks. Please bring your passport and your bank details on your first day.

Karen Holt, HR Manager
""",
    "induction_plan.csv": """\
day,start,session,with
Monday,08:00,Site tour and fire safety,Karen Holt
Tuesday,07:00,Forklift awareness,Dean Price
Wednesday,07:00,Picking and scanners,Dean Price
Thursday,07:00,Shadow shift,Team B
Friday,07:00,Review meeting,Karen Holt
""",
    "safety_rules.md": """\
# Safety and PPE

- Safety boots and a hi-vis vest must be worn on the warehouse floor at all times
- Boots are provided free; you can claim one new pair every 12 months
- Phones must stay in your locker during shifts
- Report every accident, even a small cut, to your team leader and log it in the accident book
""",
    "shift_pattern.csv": """\
shift,hours,paid break
Early,06:00-14:00,30 minutes
Late,14:00-22:00,30 minutes
Night,22:00-06:00,45 minutes
""",
    "benefits.txt": """\
Staff benefits

You get 28 days' holiday a year including bank holidays. There is a free staff car park and subsidised meals in the canteen. After probation you can join the cycle to work scheme. Night shifts are paid an extra £1.50 an hour.
""",
    "team_leader_text.txt": """\
Hi Jordan, Dean here, your team leader. After induction you'll be on Team B, lates for the first month. Canteen closes at 9pm so bring food if you're hungry late.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I start", "offer_letter.txt", "Monday 2 June"),
    ("how much will I get paid an hour", "offer_letter.txt", "£12.60"),
    ("how long is probation", "offer_letter.txt", "12 weeks"),
    ("what do I need to bring on my first day", "offer_letter.txt", "passport"),
    ("what time do I start on Monday", "induction_plan.csv", "08:00"),
    ("when is forklift awareness", "induction_plan.csv", "Tuesday"),
    ("who is the review meeting with", "induction_plan.csv", "Karen Holt"),
    ("do I have to buy my own boots", "safety_rules.md", "Boots are provided free"),
    ("can I keep my phone on me", "safety_rules.md", "Phones must stay in your locker"),
    ("what are the hours of the late shift", "shift_pattern.csv", "14:00-22:00"),
    ("how long is the break on nights", "shift_pattern.csv", "45 minutes"),
    ("how many days holiday do I get", "benefits.txt", "28 days"),
    ("is there parking", "benefits.txt", "free staff car park"),
    ("how much extra for nights", "benefits.txt", "£1.50 an hour"),
    ("which team will I be on", "team_leader_text.txt", "Team B"),
    ("is there a pension", None, ""),
    ("can I swap shifts", None, ""),
    ("is there overtime", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Subject: Welcome to BrightLine

Hi Priya,

Welcome aboard! Your first day is Tuesday 9 September. Come to reception on the 3rd floor at 9:30am and ask for Leon Marsh, your trainer. Dress code is smart casual.

BrightLine People Team
""",
    "training_timetable.csv": """\
week,topic,room
1,Systems and call handling,Training Room 2
2,Complaints and escalation,Training Room 2
3,Live calls with a buddy,Floor 4
""",
    "desk_rules.md": """\
# Desks and IT

- Hot desking: clear your desk at the end of each shift
- Headsets are personal: collect yours from IT on day one
- Never write down your password; reset it through the self-service portal
- Food is not allowed at desks, only drinks with lids
""",
    "pay_and_bonus.txt": """\
Pay and bonus

Starting salary is £23,400 a year, paid on the 25th of each month. After training you can earn a quarterly bonus of up to £600 based on customer scores. Weekend shifts are paid at time and a quarter.
""",
    "absence_policy.txt": """\
Absence

If you are ill, call the absence line on 0330 123 4567 at least an hour before your shift starts. Don't just text your manager. You'll need a fit note from your doctor for absences of more than 7 days.
""",
    "buddy_message.txt": """\
Hey Priya, it's Sam, your buddy for week 3. The best place for lunch is the café on the ground floor, and there's a quiet room on floor 5 if you need a break after a tough call.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first day", "welcome_email.txt", "Tuesday 9 September"),
    ("who should I ask for", "welcome_email.txt", "Leon Marsh"),
    ("what should I wear", "welcome_email.txt", "smart casual"),
    ("what's in week 2", "training_timetable.csv", "Complaints and escalation"),
    ("where is week 3 training", "training_timetable.csv", "Floor 4"),
    ("where do I get a headset", "desk_rules.md", "collect yours from IT"),
    ("can I eat at my desk", "desk_rules.md", "Food is not allowed at desks"),
    ("how do I reset my password", "desk_rules.md", "self-service portal"),
    ("what's the salary", "pay_and_bonus.txt", "£23,400"),
    ("when do I get paid", "pay_and_bonus.txt", "25th of each month"),
    ("how much bonus can I get", "pay_and_bonus.txt", "up to £600"),
    ("what number do I call if I'm sick", "absence_policy.txt", "0330 123 4567"),
    ("when do I need a fit note", "absence_policy.txt", "more than 7 days"),
    ("where's a good place for lunch", "buddy_message.txt", "café on the ground floor"),
    ("is there a gym", None, ""),
    ("can I work from home", None, ""),
    ("do I get a staff discount", None, ""),
]
