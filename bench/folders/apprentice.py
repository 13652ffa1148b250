"""An apprentice electrician's papers (the thirty-third session): the apprenticeship agreement,
the college timetable as CSV, the employer's tool allowance letter, the site safety rules, the
end-point assessment guide and the training provider's email; fit, its questions and expected
text written before the tool was run on it, its failures read and mended. Its validation folder
is a trainee chef's: the kitchen's staff handbook, the rota as CSV, the knife and uniform
policy, the food hygiene course booking, the pay letter and the head chef's notes, written at
the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "apprenticeship_agreement.txt": """\
Apprenticeship agreement

Apprentice: Callum Reid
Employer: Brightwire Electrical Ltd
Apprenticeship: Installation Electrician, level 3
Start date: 6 September 2027
Planned end date: 5 September 2031

You will be paid £7.55 an hour in your first year, rising each year. Your working week is 37.5 hours, including one day a week at college.
""",
    "college_timetable.csv": """\
day,session,room,time
Tuesday,Electrical science,E14,09:00-12:00
Tuesday,Wiring practical,Workshop 2,13:00-16:00
Thursday,Maths,B3,09:00-10:30
""",
    "tool_allowance.txt": """\
Tool allowance

Brightwire gives each apprentice £400 a year towards hand tools, paid against receipts. Tools bought with the allowance stay yours if you finish the apprenticeship.

If you leave in the first year, you must pay back the allowance in full.
""",
    "site_rules.md": """\
# Site safety rules

- Hard hat, boots and hi-vis at all times on site
- No lone working on live systems
- Report every near miss to your supervisor on the same day

Never work on a circuit until it has been proved dead with an approved voltage indicator.
""",
    "epa_guide.txt": """\
End-point assessment

The end-point assessment takes place in the last three months of the apprenticeship. It has a practical installation test, an online knowledge test and a professional discussion.

You can resit any part once without charge; further resits cost £250.
""",
    "provider_email.txt": """\
Hi Callum,

Your portfolio must be uploaded to OneFile by the end of each month. Your skills coach is Dana Okoro; your next review with her and your manager is on 14 January at 10am.

If you are off sick on a college day, ring the college on 0113 496 0400 before 9am.

Training team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("when does my apprenticeship finish", "apprenticeship_agreement.txt", "5 September 2031"),
    ("how much do I get paid an hour", "apprenticeship_agreement.txt", "£7.55 an hour"),
    ("how many hours a week do I work", "apprenticeship_agreement.txt", "37.5 hours"),
    ("what level is my apprenticeship", "apprenticeship_agreement.txt", "level 3"),
    # College.
    ("what room is maths in", "college_timetable.csv", "B3"),
    ("what time does wiring practical start", "college_timetable.csv", "13:00"),
    ("what day am I at college", "college_timetable.csv", "Tuesday"),
    # Tools.
    ("how much is the tool allowance", "tool_allowance.txt", "£400 a year"),
    ("do I get to keep my tools", "tool_allowance.txt", "stay yours"),
    ("what if I quit in the first year", "tool_allowance.txt", "pay back the allowance"),
    # Site.
    ("what do I have to wear on site", "site_rules.md", "Hard hat, boots and hi-vis"),
    ("can I work on my own on live stuff", "site_rules.md", "No lone working"),
    ("what do I do about a near miss", "site_rules.md", "Report every near miss"),
    # The assessment.
    ("when is the end point assessment", "epa_guide.txt", "last three months"),
    ("what's in the EPA", "epa_guide.txt", "practical installation test"),
    ("how much is a resit", "epa_guide.txt", "£250"),
    # The provider.
    ("who is my skills coach", "provider_email.txt", "Dana Okoro"),
    ("when is my next review", "provider_email.txt", "14 January"),
    ("what do I do if I'm sick on a college day", "provider_email.txt", "0113 496 0400"),
    ("when does my portfolio need uploading", "provider_email.txt", "end of each month"),
    # Subjects the papers never mention.
    ("do I get a company van", None, ""),
    ("how much holiday do I get", None, ""),
    ("is there a bonus when I qualify", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "staff_handbook.md": """\
# The Old Mill kitchen: staff handbook

- Shifts: split shifts, 10am to 2pm and 5pm to 10pm
- Staff meal: served at 4:30pm
- Days off: two a week, on the rota

Tips are shared equally between all staff and paid monthly with wages. Hair must be tied back and covered in the kitchen.
""",
    "rota.csv": """\
date,shift,section
2027-03-01,Split,Pastry
2027-03-02,Day off,
2027-03-03,Evening,Grill
""",
    "uniform_policy.txt": """\
Knives and uniform

Whites and aprons are provided and laundered by the restaurant. You must buy your own safety shoes.

Your own knives must be kept in a locked case and taken home at the end of each shift.
""",
    "hygiene_course.txt": """\
Course booking

Level 2 Food Hygiene, online, to be completed by 31 March. The course takes about 3 hours and the restaurant pays the £25 fee.
""",
    "pay_letter.txt": """\
Dear Jess,

From 1 April your hourly rate rises to £11.44. You are paid on the last Friday of each month by bank transfer.

Overtime is paid at time and a half after 45 hours in a week.

Payroll
""",
    "chef_notes.txt": """\
Notes from Chef

Mise en place must be finished by 11:30am. Label and date everything that goes into the walk-in fridge.

If you cut yourself, use a blue plaster from the first aid box and tell me straight away.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The handbook.
    ("what time is staff food", "staff_handbook.md", "4:30pm"),
    ("how many days off do I get", "staff_handbook.md", "two a week"),
    ("how do tips work", "staff_handbook.md", "shared equally"),
    # The rota.
    ("what section am I on on the 3rd", "rota.csv", "Grill"),
    # Uniform.
    ("do I have to buy my own whites", "uniform_policy.txt", "provided"),
    ("can I leave my knives at work", "uniform_policy.txt", "taken home"),
    # The course.
    ("when does the hygiene course need doing by", "hygiene_course.txt", "31 March"),
    ("who pays for the course", "hygiene_course.txt", "restaurant pays"),
    # Pay.
    ("what's my new hourly rate", "pay_letter.txt", "£11.44"),
    ("when do I get paid", "pay_letter.txt", "last Friday of each month"),
    ("how is overtime paid", "pay_letter.txt", "time and a half"),
    # Chef.
    ("when does mise en place need to be done", "chef_notes.txt", "11:30am"),
    ("what do I do if I cut myself", "chef_notes.txt", "blue plaster"),
    # Subjects the papers never mention.
    ("do I get free meals on days off", None, ""),
    ("is there a staff discount for friends", None, ""),
    ("can I do a wine course", None, ""),
]
