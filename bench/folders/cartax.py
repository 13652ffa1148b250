"""A driver's papers for taxing a car (the fifty-first session): the tax reminder, the rates as a
table, the payment options, the SORN note and a text from a friend. Its validation folder is a
driver's for a low emission zone: the council letter, the daily charges as CSV, the exemptions,
the penalty note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "tax_reminder.txt": """\
Vehicle tax reminder for registration YD17 KHP, a silver Ford Focus. Your current vehicle tax runs
out on 31 May. Use the 16-digit reference number 4821 0937 5512 6604 to tax online or by phone.
""",
    "rates.md": """\
# Rates for your vehicle

| how you pay | amount |
|---|---|
| 12 months in one go | £190 |
| 6 months in one go | £104.50 |
| monthly Direct Debit | £15.83 a month |
""",
    "payment_options.txt": """\
You can pay by debit or credit card, or set up a Direct Debit. Paying by Direct Debit spreads the
cost, with a 5% surcharge added to the yearly amount.
""",
    "sorn_note.txt": """\
If you are keeping the car off the road, you must make a SORN (Statutory Off Road Notification)
instead of taxing it. You will get a refund for any full months of tax left.
""",
    "text.txt": """\
Hi Dan, don't forget the MOT runs out on 20 May, before the tax. You can't tax it without a valid MOT! Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the tax run out", "tax_reminder.txt", "31 May"),
    ("what's the reference number", "tax_reminder.txt", "4821 0937 5512 6604"),
    ("what's the reg", "tax_reminder.txt", "YD17 KHP"),
    ("how much is it for a year", "rates.md", "£190"),
    ("how much is the monthly direct debit", "rates.md", "£15.83 a month"),
    ("how much for six months", "rates.md", "£104.50"),
    ("can I pay by credit card", "payment_options.txt", "You can pay by debit or credit card"),
    ("is direct debit more expensive", "payment_options.txt", "with a 5% surcharge"),
    ("what if I'm not using the car", "sorn_note.txt", "you must make a SORN"),
    ("do I get money back", "sorn_note.txt", "You will get a refund for any full months of tax left"),
    ("when does the MOT run out", "text.txt", "20 May"),
    ("how do I change my address", None, ""),
    ("is my car insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Dear Ms Kowalski, the Clean Air Zone in Bradfield city centre starts on 1 June. Your vehicle, a 2012
diesel Vauxhall Astra, does not meet the emission standard and will be charged to enter the zone.
""",
    "charges.csv": """\
vehicle,daily charge
cars and taxis,£8
vans and minibuses,£12.50
lorries and coaches,£50
""",
    "exemptions.txt": """\
Blue Badge holders can apply for a 12-month exemption. Residents inside the zone do not get a
discount, but can apply for a grant of up to £2,000 to replace a non-compliant car.
""",
    "penalty_note.txt": """\
You must pay the charge within 6 days of driving in the zone. If you do not, a penalty charge of
£120 is issued, reduced to £60 if paid within 14 days.
""",
    "email.txt": """\
Dear Ms Kowalski, you can check any vehicle and pay the charge on the Drive in a Clean Air Zone website. Clean Air Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the zone start", "council_letter.txt", "1 June"),
    ("will my car be charged", "council_letter.txt", "does not meet the emission standard"),
    ("how much is it a day for a car", "charges.csv", "£8"),
    ("what's the charge for a van", "charges.csv", "£12.50"),
    ("can Blue Badge holders get out of it", "exemptions.txt", "can apply for a 12-month exemption"),
    ("how much is the grant", "exemptions.txt", "up to £2,000"),
    ("how long do I have to pay", "penalty_note.txt", "within 6 days of driving in the zone"),
    ("how much is the fine", "penalty_note.txt", "£120"),
    ("where do I pay", "email.txt", "on the Drive in a Clean Air Zone website"),
    ("what is the charge for lorries", "charges.csv", "£50"),
    ("does it run at weekends", None, ""),
    ("are electric cars exempt", None, ""),
]
