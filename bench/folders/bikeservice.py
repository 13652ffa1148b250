"""A bike shop customer's papers (the forty-first session): the job sheet, the service prices as
CSV, the mechanic's text, the workshop terms, the loan bike agreement and the shop's opening
times. Its validation folder is a car's garage visit: the booking confirmation, the work done as a
table, the invoice notes, the courtesy car terms, the advisory letter and the garage's text,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "job_sheet.txt": """\
Spoke & Chain Cycles: job sheet 4417

Customer: Sam Price. Bike: Trek FX 3, grey. Booked in Tuesday 8 April.
Work: full service, replace chain and rear brake pads. Estimate £115. Ready Friday 11 April.
""",
    "service_prices.csv": """\
service,price
safety check,£25
standard service,£60
full service,£95
puncture repair,£12
""",
    "mechanic_text.txt": """\
Hi Sam, it's Leon at Spoke & Chain. Your rear wheel rim is worn through, so it needs replacing too:
£45 fitted. Reply YES to go ahead. Without it the bike isn't safe to ride.
""",
    "workshop_terms.txt": """\
Workshop terms

We will not do extra work over £20 without asking you first. Bikes not collected within 30 days of
being ready may be sold to cover the bill. All repairs are guaranteed for 3 months.
""",
    "loan_bike.txt": """\
Loan bike agreement: a hybrid bike and lock while yours is in the workshop, free of charge. You must
return it when you collect your own bike. You pay for any damage.
""",
    "opening_times.txt": """\
Shop open Monday to Saturday 9am to 5.30pm, Sunday 10am to 4pm. The workshop is closed on Sundays.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my job number", "job_sheet.txt", "4417"),
    ("how much did they estimate", "job_sheet.txt", "£115"),
    ("when will my bike be ready", "job_sheet.txt", "Friday 11 April"),
    ("what are they doing to it", "job_sheet.txt", "full service, replace chain"),
    ("how much is a puncture repair", "service_prices.csv", "£12"),
    ("what's wrong with the rim", "mechanic_text.txt", "worn through"),
    ("how much is the new rim", "mechanic_text.txt", "£45"),
    ("how do I say yes to the extra work", "mechanic_text.txt", "Reply YES"),
    ("will they ask before doing extra work", "workshop_terms.txt", "over £20 without asking"),
    ("how long do I have to collect it", "workshop_terms.txt", "within 30 days"),
    ("how long are repairs guaranteed", "workshop_terms.txt", "3 months"),
    ("do I pay for the loan bike", "loan_bike.txt", "free of charge"),
    ("what if I damage the loan bike", "loan_bike.txt", "You pay for any damage"),
    ("is the workshop open on Sunday", "opening_times.txt", "closed on Sundays"),
    ("what time does the shop close on Saturday", "opening_times.txt", "5.30pm"),
    ("do they sell electric bikes", None, ""),
    ("can I pay in instalments", None, ""),
    ("do they collect bikes from home", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Kwik Motors: booking confirmed

Vehicle: Ford Fiesta, WR19 KXT. MOT and interim service on Monday 16 June. Please drop the car off
between 8am and 9am; we'll call you when it's ready.
""",
    "work_done.md": """\
# Work done

| item | cost |
|---|---|
| MOT test | £54.85 |
| interim service | £139 |
| front wiper blades | £22 |
""",
    "invoice_notes.txt": """\
Invoice 88203: total £215.85, paid by card on 16 June. The next MOT is due by 15 June next year.
""",
    "courtesy_car_terms.txt": """\
A courtesy car is free for the day if booked in advance. You must hold a full licence and fill the
fuel back to the level you got it at.
""",
    "advisory_letter.txt": """\
Advisories from your MOT: the rear tyres are close to the legal limit and should be replaced within
a month. Front brake discs are slightly worn; check at the next service.
""",
    "garage_text.txt": """\
Kwik Motors: your Fiesta is ready to collect. We close at 5.30pm today. Keys are at reception.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the MOT", "booking_confirmation.txt", "Monday 16 June"),
    ("what time do I drop the car off", "booking_confirmation.txt", "between 8am and 9am"),
    ("how much was the service", "work_done.md", "£139"),
    ("how much were the wiper blades", "work_done.md", "£22"),
    ("what was the total", "invoice_notes.txt", "£215.85"),
    ("when is the next MOT due", "invoice_notes.txt", "15 June next year"),
    ("is the courtesy car free", "courtesy_car_terms.txt", "free for the day"),
    ("do I have to fill up the courtesy car", "courtesy_car_terms.txt", "fuel back"),
    ("do the tyres need replacing", "advisory_letter.txt", "replaced within"),
    ("what time do they close", "garage_text.txt", "5.30pm"),
    ("where are the keys", "garage_text.txt", "at reception"),
    ("is there a warranty on the work", None, ""),
    ("do they do car valeting", None, ""),
    ("can I wait while it's done", None, ""),
]
