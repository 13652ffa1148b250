"""A seasonal fruit picker's papers (the thirty-fourth session): the job offer, the site rules,
the caravan agreement, the piece rates as CSV, the health and safety briefing and the supervisor's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a ski resort worker's: the contract summary,
the staff accommodation rules, the lift pass letter, the rota as CSV, the uniform notice and the
manager's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "job_offer.txt": """\
Job offer: seasonal picker

Farm: Hollow Lane Fruit
Start date: Monday 2 June
End date: Friday 26 September
Hours: 6am to 2pm, Monday to Saturday
Pay: £12.21 an hour, or piece rate if higher

Pay day is every Friday, straight into your bank account.
""",
    "site_rules.md": """\
# Site rules

- No alcohol in the fields
- Hi-vis vests must be worn near the tractors
- Phones stay in your locker while picking

Breaks are 20 minutes at 9am and 30 minutes at midday.
""",
    "caravan_agreement.txt": """\
Caravan agreement

You will share a caravan with three other workers. Rent is £65 a week, taken from your pay. Electricity and Wi-Fi are included.

The laundry block is open 4pm to 9pm.
""",
    "piece_rates.csv": """\
fruit,rate
Strawberries,55p per punnet
Raspberries,£1.10 per punnet
Cherries,£3.00 per kilo
""",
    "safety_briefing.txt": """\
Health and safety

Drink water every hour; there are water stations at the end of every row. Wear sun cream and a hat. Report any injury to your team leader straight away, however small.

The first aid kit is in the packhouse.
""",
    "supervisor_message.txt": """\
Tomasz: Tomorrow we start on the raspberries in field 4. Bus leaves the caravans at 5:40. Bring gloves, the thorns are bad this year.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("when does the job start", "job_offer.txt", "Monday 2 June"),
    ("what's the hourly pay", "job_offer.txt", "£12.21"),
    ("when do we get paid", "job_offer.txt", "every Friday"),
    ("do we work Sundays", "job_offer.txt", "Monday to Saturday"),
    # Rules.
    ("can I have my phone while picking", "site_rules.md", "locker"),
    ("when is lunch break", "site_rules.md", "midday"),
    ("do I need a hi-vis", "site_rules.md", "near the tractors"),
    # The caravan.
    ("how much is the rent", "caravan_agreement.txt", "£65 a week"),
    ("how many people in a caravan", "caravan_agreement.txt", "three other workers"),
    ("is wifi included", "caravan_agreement.txt", "Wi-Fi are included"),
    ("when can I do my washing", "caravan_agreement.txt", "4pm to 9pm"),
    # Rates.
    ("what do we get for a punnet of raspberries", "piece_rates.csv", "£1.10"),
    # Safety.
    ("where's the first aid kit", "safety_briefing.txt", "packhouse"),
    ("what if I cut myself", "safety_briefing.txt", "team leader"),
    # The supervisor.
    ("which field are we in tomorrow", "supervisor_message.txt", "field 4"),
    ("what time is the bus", "supervisor_message.txt", "5:40"),
    ("do I need gloves", "supervisor_message.txt", "Bring gloves"),
    # Subjects the papers never mention.
    ("is there a bonus at the end of the season", None, ""),
    ("can my partner visit", None, ""),
    ("do we get overtime on Saturdays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "contract_summary.txt": """\
Contract summary

Role: chalet host
Resort: Val Blanc
Season: 7 December to 19 April
Days off: one and a half a week
Pay: €1,100 a month plus board

Your return flight is paid if you finish the season.
""",
    "accommodation_rules.md": """\
# Staff accommodation

- Quiet hours from 11pm to 7am
- No guests staying overnight
- Rooms are checked every Sunday

A room deposit of €200 is taken from your first month's pay and returned at the end.
""",
    "lift_pass_letter.txt": """\
Lift pass

Your season lift pass is free and can be collected from the ski school office with your passport. Ski hire is 40% off at Sport Neige.
""",
    "rota.csv": """\
day,shift
Monday,7am-11am and 4pm-9pm
Tuesday,7am-11am
Wednesday,day off
""",
    "uniform_notice.txt": """\
Uniform

You get two fleeces and a jacket. Wear black trousers and non-slip shoes, which you must bring yourself.
""",
    "manager_email.txt": """\
Hi all,

Staff training is on 4 December in the main chalet at 10am. Please bring your passport and bank details.

Nadia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("how much is the pay", "contract_summary.txt", "€1,100 a month"),
    ("when does the season end", "contract_summary.txt", "19 April"),
    ("is my flight home paid", "contract_summary.txt", "finish the season"),
    # Accommodation.
    ("can my boyfriend stay over", "accommodation_rules.md", "No guests staying overnight"),
    ("how much is the room deposit", "accommodation_rules.md", "€200"),
    ("when are quiet hours", "accommodation_rules.md", "11pm to 7am"),
    # Lift pass.
    ("is the lift pass free", "lift_pass_letter.txt", "free"),
    ("where do I get my lift pass", "lift_pass_letter.txt", "ski school office"),
    # Rota.
    ("what's my shift on Tuesday", "rota.csv", "7am-11am"),
    # Uniform.
    ("what shoes do I need", "uniform_notice.txt", "non-slip shoes"),
    # The manager.
    ("when is training", "manager_email.txt", "4 December"),
    # Subjects the papers never mention.
    ("do we get tips", None, ""),
    ("can I bring my own skis", None, ""),
    ("is there a gym for staff", None, ""),
]
