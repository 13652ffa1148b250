"""A pool lifeguard's papers (the thirty-third session): the normal operating procedures, the
shift rota as CSV, the leisure centre's staff rules, the qualification card, the pay letter and
the duty manager's email; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a theme park ride operator's: the
ride's operating manual, the staff rota as CSV, the uniform and locker rules, the height limits,
the season contract and the supervisor's email, written at the same time and run as summary
lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "operating_procedures.md": """\
# Normal operating procedures: main pool

- Lifeguards on poolside: 2 at all times during public swims, 3 when the flumes are open
- Rotation: every 20 minutes, to a new position
- Water depth: 1 m to 2 m

Children under 8 must be supervised in the water by someone aged 16 or over, with no more than two children per adult.

In an emergency, blow three long whistle blasts and press the alarm by the first aid room.
""",
    "rota.csv": """\
date,shift,position
2027-07-05,06:30-14:30,Main pool
2027-07-06,14:00-22:00,Learner pool
2027-07-08,06:30-14:30,Flumes
""",
    "staff_rules.txt": """\
Staff rules

Phones must be kept in the staff room and not taken poolside. Lifeguards must wear the red shorts and yellow top.

Breaks are 30 minutes on any shift over 6 hours. Swap shifts only with the duty manager's agreement.
""",
    "qualification_card.txt": """\
National Pool Lifeguard Qualification

Holder: Ellie Ward
Qualified: 14 March 2026
Expires: 13 March 2028

You must complete 20 hours of in-service training every year to keep the qualification valid.
""",
    "pay_letter.txt": """\
Dear Ellie,

Your hourly rate is £11.90, and £13.50 for hours worked on a bank holiday. You are paid every four weeks on a Friday.

Training sessions count as paid work.

HR, Riverside Leisure
""",
    "manager_email.txt": """\
Hi team,

In-service training this month is on Sunday 18 July at 7am, before the pool opens; it covers spinal injury management.

The learner pool will be closed for repairs from 26 to 30 July.

Marcus
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The procedures.
    ("how many lifeguards need to be on", "operating_procedures.md", "2 at all times"),
    ("how often do we rotate", "operating_procedures.md", "every 20 minutes"),
    ("how deep is the main pool", "operating_procedures.md", "1 m to 2 m"),
    ("can a 7 year old swim on their own", "operating_procedures.md", "supervised in the water"),
    ("what do I do in an emergency", "operating_procedures.md", "three long whistle blasts"),
    # The rota.
    ("where am I on the 8th", "rota.csv", "Flumes"),
    ("what shift am I on on the 6th", "rota.csv", "14:00-22:00"),
    # The rules.
    ("can I have my phone on poolside", "staff_rules.txt", "not taken poolside"),
    ("what do I wear", "staff_rules.txt", "red shorts and yellow top"),
    ("how long is my break", "staff_rules.txt", "30 minutes"),
    ("can I swap a shift", "staff_rules.txt", "duty manager's agreement"),
    # The qualification.
    ("when does my qualification expire", "qualification_card.txt", "13 March 2028"),
    ("how many training hours do I need", "qualification_card.txt", "20 hours"),
    # Pay.
    ("what's my hourly rate", "pay_letter.txt", "£11.90"),
    ("how much do I get on a bank holiday", "pay_letter.txt", "£13.50"),
    ("do I get paid for training", "pay_letter.txt", "count as paid work"),
    # The manager.
    ("when is training this month", "manager_email.txt", "Sunday 18 July"),
    ("what is the training on", "manager_email.txt", "spinal injury"),
    ("when is the learner pool closed", "manager_email.txt", "26 to 30 July"),
    # Subjects the papers never mention.
    ("is there a staff discount at the gym", None, ""),
    ("what's the water temperature", None, ""),
    ("how much holiday do I get", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ride_manual.md": """\
# Thunder Falls: ride operating manual

- Riders per boat: 8
- Minimum height: 1.1 m
- Wind limit: close the ride when gusts reach 40 mph

Check every lap bar is locked before dispatch. If a boat stops on the lift, do not restart it; radio maintenance.
""",
    "rota.csv": """\
date,ride,start
2027-06-12,Thunder Falls,09:30
2027-06-13,Dragon Coaster,09:00
2027-06-15,Thunder Falls,12:00
""",
    "uniform_rules.txt": """\
Uniform and lockers

Staff wear the green polo shirt, black trousers and closed shoes. Lockers are in the staff village; bring your own padlock.

Staff can use the rides for free after the park closes on Fridays.
""",
    "height_limits.txt": """\
Height limits

Under 1.1 m may not ride. Between 1.1 m and 1.3 m must ride with an adult. Guests who are pregnant must not ride.
""",
    "season_contract.txt": """\
Season contract

Your contract runs from 1 April to 31 October. The hourly rate is £11.75. A completion bonus of £300 is paid if you work until the end of the season.
""",
    "supervisor_email.txt": """\
Hi all,

Staff briefing is at 9am every morning at the ride entrance. Please don't use your phone in the ride area.

Anna
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The manual.
    ("how many people in a boat", "ride_manual.md", "8"),
    ("when do we close the ride for wind", "ride_manual.md", "40 mph"),
    ("what if a boat stops on the lift", "ride_manual.md", "radio maintenance"),
    # The rota.
    ("what ride am I on on the 13th", "rota.csv", "Dragon Coaster"),
    ("what time do I start on the 15th", "rota.csv", "12:00"),
    # Uniform.
    ("what shoes do I wear", "uniform_rules.txt", "closed shoes"),
    ("do I need my own padlock", "uniform_rules.txt", "bring your own padlock"),
    ("can staff go on the rides", "uniform_rules.txt", "free after the park closes"),
    # Heights.
    ("can a kid under 1.1 m ride", "height_limits.txt", "may not ride"),
    ("can pregnant guests ride", "height_limits.txt", "must not ride"),
    # The contract.
    ("when does my contract end", "season_contract.txt", "31 October"),
    ("is there a bonus", "season_contract.txt", "£300"),
    # The supervisor.
    ("what time is the briefing", "supervisor_email.txt", "9am"),
    # Subjects the papers never mention.
    ("do we get free lunch", None, ""),
    ("how much is a season pass for my family", None, ""),
    ("is there staff parking", None, ""),
]
