"""An employee's cycle to work scheme papers (the thirty-fourth session): the scheme guide, the
certificate, the salary sacrifice figures as CSV, the hire agreement notes, the end of hire
letter and HR's email; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is an employee's season ticket loan's:
the loan guide, the application notes, the repayment table as CSV, the leaving rules, the ticket
receipt and payroll's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "scheme_guide.md": """\
# Cycle to work scheme

- Bikes and safety equipment up to £2,500
- You pay through salary sacrifice over 12 months
- Savings of 25% to 39% depending on your tax band

The scheme opens twice a year, in March and September. Apply on the Cyclescheme website with our employer code.
""",
    "certificate.txt": """\
Cyclescheme certificate

Certificate number: CS-8841207
Value: £1,480
Employee: Amara Osei
Redeem at: Pedal Power, Hackney
Valid until: 30 June
""",
    "sacrifice.csv": """\
item,amount
Monthly salary sacrifice,£123.33
Total sacrificed,£1,480.00
Estimated saving,£577.00
""",
    "hire_agreement.txt": """\
Hire agreement notes

The bike belongs to the employer during the hire period. You must insure it against theft and keep it in good repair. If you leave your job, the rest of the payments are taken from your final pay.
""",
    "end_of_hire.txt": """\
End of hire

At the end of the hire period you can pay a fair market value of 7% to own the bike, extend the hire for 4 years at no cost, or return it.
""",
    "hr_email.txt": """\
Hi Amara,

Your application is approved. Deductions start in your May pay. Please send a photo of your receipt to HR once you have the bike.

Dan (HR)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The guide.
    ("how much can I spend on a bike", "scheme_guide.md", "£2,500"),
    ("how much will I save", "scheme_guide.md", "25% to 39%"),
    ("when does the scheme open", "scheme_guide.md", "March and September"),
    ("how long do I pay for", "scheme_guide.md", "12 months"),
    # The certificate.
    ("what's my certificate number", "certificate.txt", "CS-8841207"),
    ("which shop do I use", "certificate.txt", "Pedal Power"),
    ("when does the certificate expire", "certificate.txt", "30 June"),
    # Figures.
    ("how much comes out of my pay each month", "sacrifice.csv", "£123.33"),
    ("what's the estimated saving", "sacrifice.csv", "£577.00"),
    # The agreement.
    ("who owns the bike", "hire_agreement.txt", "belongs to the employer"),
    ("do I need to insure the bike", "hire_agreement.txt", "insure it against theft"),
    ("what if I leave my job", "hire_agreement.txt", "final pay"),
    # The end.
    ("how can I keep the bike at the end", "end_of_hire.txt", "7%"),
    # HR.
    ("when do deductions start", "hr_email.txt", "May pay"),
    ("what do I send HR", "hr_email.txt", "photo of your receipt"),
    # Subjects the papers never mention.
    ("can I get an e-scooter", None, ""),
    ("is there a bike shed at work", None, ""),
    ("can my partner join the scheme", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "loan_guide.md": """\
# Season ticket loan

- Interest-free loans for annual train or bus tickets
- Up to £10,000
- Repaid from your salary over 10 months

You must have passed your probation to apply.
""",
    "application_notes.txt": """\
How to apply

Fill in the loan form on the intranet and attach a quote from the train company. Applications received by the 10th are paid in that month's payroll.
""",
    "repayments.csv": """\
month,repayment,balance
June,£456.00,£4,104.00
July,£456.00,£3,648.00
August,£456.00,£3,192.00
""",
    "leaving_rules.txt": """\
If you leave

Any balance left on the loan is taken from your final salary. If your final salary is not enough, you must repay the rest within 30 days.
""",
    "ticket_receipt.txt": """\
Receipt

Annual season ticket, Reading to London Paddington
Valid: 1 June to 31 May
Price: £4,560
""",
    "payroll_email.txt": """\
Hi Chris,

Your loan of £4,560 was paid on 28 May. If you lose your ticket, the train company charges a £10 replacement fee, which we do not cover.

Payroll
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The guide.
    ("is there interest on the loan", "loan_guide.md", "Interest-free"),
    ("how much can I borrow", "loan_guide.md", "£10,000"),
    ("can I apply in my probation", "loan_guide.md", "passed your probation"),
    # Applying.
    ("what do I attach to the form", "application_notes.txt", "quote from the train company"),
    # Repayments.
    ("how much is the monthly repayment", "repayments.csv", "£456.00"),
    ("what's the balance after July", "repayments.csv", "£3,648.00"),
    # Leaving.
    ("what happens if I leave", "leaving_rules.txt", "final salary"),
    # The ticket.
    ("when does my season ticket run out", "ticket_receipt.txt", "31 May"),
    ("how much was the ticket", "ticket_receipt.txt", "£4,560"),
    # Payroll.
    ("when was the loan paid", "payroll_email.txt", "28 May"),
    ("what if I lose my ticket", "payroll_email.txt", "£10 replacement fee"),
    # Subjects the papers never mention.
    ("can I get a loan for a car", None, ""),
    ("does it cover parking", None, ""),
    ("can I pay it back early", None, ""),
]
