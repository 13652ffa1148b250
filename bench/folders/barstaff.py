"""A bartender's papers (the thirty-third session): the pub's staff handbook, the rota as CSV,
the licensing rules, the tips policy, the cellar guide and the manager's message; fit, its
questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a cinema usher's: the staff guide, the shifts as CSV, the
film classification rules, the concessions price list, the pay slip notes and the manager's
email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "staff_handbook.md": """\
# The Black Horse: staff handbook

- Staff drink: one soft drink free per shift
- Staff food: half price on the day you work
- Dress: black shirt or t-shirt, black trousers

Staff may not drink alcohol on shift. Lock the till and hand the key to the manager at the end of your shift.
""",
    "rota.csv": """\
date,start,finish,role
2027-11-05,17:00,23:30,Bar
2027-11-06,12:00,18:00,Floor
2027-11-07,18:00,00:30,Bar
""",
    "licensing_rules.txt": """\
Licensing rules

We run Challenge 25: ask anyone who looks under 25 for ID. Accept a passport, a photo driving licence or a PASS card only.

Last orders are at 11pm, and drinking-up time ends at 11:30pm. Do not serve anyone who is drunk.
""",
    "tips_policy.txt": """\
Tips

Card tips are shared between all staff by hours worked and paid with your wages each month. Cash tips go in the jar behind the bar and are shared on Sunday nights.
""",
    "cellar_guide.txt": """\
Cellar guide

Change a keg when the line runs to foam. Turn off the gas at the keg before you unplug the coupler.

Lines are cleaned every Monday morning. Never lift a full keg on your own; they weigh 50 kg.
""",
    "manager_message.txt": """\
Hi all,

Quiz night is now on Wednesdays from 8pm. We need an extra person on the bar for it, so please tell me if you can take the shift.

Staff Christmas party is on Sunday 8 January at the bowling alley.

Rob
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The handbook.
    ("do we get a free drink", "staff_handbook.md", "one soft drink free"),
    ("is staff food free", "staff_handbook.md", "half price"),
    ("what do I wear", "staff_handbook.md", "black shirt"),
    ("can I have a pint on shift", "staff_handbook.md", "may not drink alcohol"),
    ("what do I do with the till key", "staff_handbook.md", "hand the key to the manager"),
    # The rota.
    ("what time do I finish on the 7th", "rota.csv", "00:30"),
    ("am I on bar or floor on the 6th", "rota.csv", "Floor"),
    # Licensing.
    ("what ID can we take", "licensing_rules.txt", "passport"),
    ("when are last orders", "licensing_rules.txt", "11pm"),
    ("who should I ask for ID", "licensing_rules.txt", "under 25"),
    ("can I serve someone who's drunk", "licensing_rules.txt", "Do not serve"),
    # Tips.
    ("how are card tips shared", "tips_policy.txt", "by hours worked"),
    ("when do we get cash tips", "tips_policy.txt", "Sunday nights"),
    # The cellar.
    ("when do I change a keg", "cellar_guide.txt", "runs to foam"),
    ("when are the lines cleaned", "cellar_guide.txt", "every Monday morning"),
    ("how heavy is a keg", "cellar_guide.txt", "50 kg"),
    # The manager.
    ("when is quiz night", "manager_message.txt", "Wednesdays from 8pm"),
    ("when is the Christmas party", "manager_message.txt", "Sunday 8 January"),
    # Subjects the papers never mention.
    ("how much is my hourly rate", None, ""),
    ("do we get a discount on drinks for friends", None, ""),
    ("is there staff parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "staff_guide.md": """\
# Northlight Cinema: staff guide

- Free tickets: two a month for staff, not for premieres
- Breaks: 20 minutes on shifts over 5 hours
- Uniform: the cinema polo shirt and your own black trousers

Check every screen is empty and tidy before the next showing. Lost property goes to the box office and is kept for 30 days.
""",
    "shifts.csv": """\
date,start,finish,area
2027-02-03,17:30,23:00,Screens 1-3
2027-02-04,11:00,17:00,Kiosk
2027-02-06,18:00,00:15,Screens 4-6
""",
    "classification_rules.txt": """\
Film classification

Nobody under 15 may see a 15 film, even with an adult. Children under 12 can see a 12A film only with an adult.

If you are not sure of someone's age, ask for ID; a student card with a photo is fine.
""",
    "concessions.txt": """\
Kiosk prices

Small popcorn £4.50, large £6.95. Hot dogs £5.25. Refills of large popcorn are free on Tuesdays.
""",
    "payslip_notes.txt": """\
Pay

You are paid weekly on Fridays. Hours after midnight are paid at time and a quarter.
""",
    "manager_email.txt": """\
Hi team,

The new Marvel film opens on Friday 12 February; expect every showing to sell out, so we need two ushers per screen.

Staff screening of it is Thursday 11 February at 10pm.

Leah
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The guide.
    ("how many free tickets do staff get", "staff_guide.md", "two a month"),
    ("how long is my break", "staff_guide.md", "20 minutes"),
    ("what do I do with lost property", "staff_guide.md", "box office"),
    # Shifts.
    ("where am I on the 4th", "shifts.csv", "Kiosk"),
    ("what time do I finish on the 6th", "shifts.csv", "00:15"),
    # Classification.
    ("can a 14 year old see a 15", "classification_rules.txt", "under 15"),
    ("can a 10 year old watch a 12A", "classification_rules.txt", "only with an adult"),
    ("what ID is OK", "classification_rules.txt", "student card"),
    # Kiosk.
    ("how much is a large popcorn", "concessions.txt", "£6.95"),
    ("when are refills free", "concessions.txt", "Tuesdays"),
    # Pay.
    ("when do I get paid", "payslip_notes.txt", "weekly on Fridays"),
    ("what do I get after midnight", "payslip_notes.txt", "time and a quarter"),
    # The manager.
    ("when does the Marvel film open", "manager_email.txt", "Friday 12 February"),
    ("when is the staff screening", "manager_email.txt", "Thursday 11 February"),
    # Subjects the papers never mention.
    ("can I bring my own food in", None, ""),
    ("is there a staff discount at the kiosk", None, ""),
    ("how much is a ticket", None, ""),
]
