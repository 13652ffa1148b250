"""A household's water papers (the forty-third session): the bill, the meter reading card, the
payment plan letter, the charges as a table, the leak allowance page and a note from the
plumber. Its validation folder is a TV licence's: the licence, the renewal letter, the payment
options as CSV, the refund page and the note on who needs one, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "bill.txt": """\
Yorkshire Water bill, account 6620 118 433
Period: 1 April to 30 September
Water supply: £96.40
Sewerage: £121.75
Total to pay: £218.15, due by 28 October
""",
    "meter_card.txt": """\
Meter serial: 14M 208831
Last reading: 1,284 cubic metres on 30 September (read by us)
Previous reading: 1,228 cubic metres on 31 March
The meter is in the pavement outside your front gate, under a small blue cover.
""",
    "payment_plan.txt": """\
From November you will pay £36.50 a month by direct debit on the 1st. If you use less than expected
we will lower your payments; if you miss two payments the plan will be cancelled and the full
balance will be due.
""",
    "charges.md": """\
# Charges this year

| charge | rate |
|---|---|
| water per cubic metre | £1.72 |
| sewerage per cubic metre | £2.17 |
| standing charge (water) | £42 a year |
| standing charge (sewerage) | £38 a year |
""",
    "leak_allowance.txt": """\
If you had a leak on your own pipes, you may get a one-off allowance for the water lost. You must fix
the leak within 30 days and send us a plumber's invoice. We only give an allowance once per customer.
""",
    "plumber_note.txt": """\
Found a leak on the supply pipe under the front lawn, fixed 12 October. Replaced 3 metres of pipe.
Invoice to follow, £185.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the water bill", "bill.txt", "£218.15"),
    ("when do I have to pay it by", "bill.txt", "28 October"),
    ("what's my account number", "bill.txt", "6620 118 433"),
    ("how much is the sewerage", "bill.txt", "£121.75"),
    ("what was the last meter reading", "meter_card.txt", "1,284 cubic metres"),
    ("where is the water meter", "meter_card.txt", "in the pavement outside"),
    ("how much do I pay a month now", "payment_plan.txt", "£36.50 a month"),
    ("when does the direct debit go out", "payment_plan.txt", "on the 1st"),
    ("what happens if I miss payments", "payment_plan.txt", "plan will be cancelled"),
    ("how much is a cubic metre of water", "charges.md", "£1.72"),
    ("what's the standing charge for sewerage", "charges.md", "£38 a year"),
    ("can I get money off for the leak", "leak_allowance.txt", "one-off allowance"),
    ("how long do I have to fix the leak", "leak_allowance.txt", "within 30 days"),
    ("what do I need to send them", "leak_allowance.txt", "plumber's invoice"),
    ("where was the leak", "plumber_note.txt", "under the front lawn"),
    ("when did the plumber fix it", "plumber_note.txt", "12 October"),
    ("how much was the plumber", "plumber_note.txt", "£185"),
    ("is the water hard", None, ""),
    ("can I get a water butt", None, ""),
    ("who owns the pipe under the road", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "licence.txt": """\
TV Licence number 2093 5518 7740
Licence holder: Ms R. Adeyemi, 41 Orchard Way, Stockport
Valid from 1 March to 28 February next year
""",
    "renewal_letter.txt": """\
Your TV Licence runs out on 28 February. It costs £174.50 a year. If you pay by direct debit we will
renew it automatically; you don't need to do anything.
""",
    "payment_options.csv": """\
option,how often,amount
direct debit,monthly,£14.54
direct debit,quarterly,£44.88
payment card,weekly,£3.36
pay in full,once a year,£174.50
""",
    "refund_page.txt": """\
You may be able to get a refund if you no longer need your licence and there are at least 4 weeks
left on it. Apply online with your licence number; refunds are paid within 6 weeks.
""",
    "who_needs_one.txt": """\
You need a licence to watch or record programmes as they are shown on TV, on any channel, or to use
BBC iPlayer. You don't need one to watch only on-demand programmes from other streaming services.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my licence number", "licence.txt", "2093 5518 7740"),
    ("when does it run out", "renewal_letter.txt", "28 February"),
    ("how much does a licence cost", "renewal_letter.txt", "£174.50"),
    ("do I need to renew it myself", "renewal_letter.txt", "don't need to do anything"),
    ("how much is it monthly", "payment_options.csv", "£14.54"),
    ("how much if I pay weekly", "payment_options.csv", "£3.36"),
    ("can I get a refund", "refund_page.txt", "at least 4 weeks"),
    ("how long does a refund take", "refund_page.txt", "within 6 weeks"),
    ("do I need a licence for iPlayer", "who_needs_one.txt", "BBC iPlayer"),
    ("do I need one for Netflix", "who_needs_one.txt", "on-demand programmes"),
    ("whose name is the licence in", "licence.txt", "Adeyemi"),
    ("is there a discount for over 75s", None, ""),
    ("does it cover my caravan", None, ""),
]
