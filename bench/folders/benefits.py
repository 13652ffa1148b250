"""A Universal Credit claimant's papers (the thirty-fifth session): the award statement, the
payments as CSV, the claimant commitment, the work coach's appointment letter, the guide to
reporting changes and a journal message; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a pensioner's: the
Pension Credit award letter, the payments as CSV, the council tax reduction letter, the winter
fuel note, the TV licence letter and the adviser's email, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "award_statement.txt": """\
Universal Credit statement

Assessment period: 14 April to 13 May
Standard allowance: £400.14
Housing element: £575.00
Child element: £287.92
Deductions: advance repayment £48.20
Total you will get: £1,214.86
Payment date: 20 May
""",
    "payments.csv": """\
date,amount
20 March,£1,198.40
20 April,£1,214.86
20 May,£1,214.86
""",
    "claimant_commitment.md": """\
# Your claimant commitment

You have agreed to spend 35 hours a week looking for and preparing for work. You must be available to start work straight away and attend an interview at short notice.

If you do not meet these responsibilities without a good reason, your payments may be reduced. This is called a sanction.
""",
    "appointment_letter.txt": """\
Jobcentre Plus, Hanley

Your next appointment with your work coach, Leanne Moss, is on Wednesday 21 May at 10:40am. Bring photo ID and your CV. If you can't attend, tell us in your journal before the appointment.
""",
    "reporting_changes.txt": """\
Reporting changes

Report a change of address, a new job, a change in rent or someone moving in through your online journal. Changes reported late can mean an overpayment you have to pay back.
""",
    "journal_message.txt": """\
Work coach: Hi Aaron, I've booked you onto a CV workshop on Monday 26 May, 1pm, at the jobcentre. Attendance is voluntary but recommended.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The statement.
    ("how much will I get this month", "award_statement.txt", "£1,214.86"),
    ("when is my next payment", "award_statement.txt", "20 May"),
    ("how much is the housing element", "award_statement.txt", "£575.00"),
    ("why is money being taken off", "award_statement.txt", "advance repayment"),
    # Payments.
    ("how much did I get in March", "payments.csv", "£1,198.40"),
    # The commitment.
    ("how many hours a week do I have to look for work", "claimant_commitment.md", "35 hours"),
    ("what is a sanction", "claimant_commitment.md", "payments may be reduced"),
    # The appointment.
    ("when is my next jobcentre appointment", "appointment_letter.txt", "Wednesday 21 May"),
    ("who is my work coach", "appointment_letter.txt", "Leanne Moss"),
    ("what do I need to bring", "appointment_letter.txt", "photo ID and your CV"),
    ("what if I can't go to my appointment", "appointment_letter.txt", "tell us in your journal"),
    # Changes.
    ("how do I report a change of address", "reporting_changes.txt", "online journal"),
    ("what happens if I report a change late", "reporting_changes.txt", "overpayment"),
    # The journal.
    ("when is the CV workshop", "journal_message.txt", "Monday 26 May"),
    ("do I have to go to the workshop", "journal_message.txt", "voluntary"),
    # Subjects the papers never mention.
    ("can I get a budgeting loan", None, ""),
    ("does my partner need to claim too", None, ""),
    ("can I do a college course", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pension_credit_letter.txt": """\
The Pension Service

Dear Mrs Kaur,

You are entitled to Pension Credit of £41.60 a week from 3 March. We will pay it every 4 weeks with your State Pension. Your award will be reviewed in March 2031.
""",
    "payments.csv": """\
date,State Pension,Pension Credit
31 March,£884.80,£166.40
28 April,£884.80,£166.40
26 May,£884.80,£166.40
""",
    "council_tax_letter.txt": """\
Council Tax Reduction

Because you get Pension Credit, your council tax reduction is 100%. You have nothing to pay for 2026 to 2027. Tell us if anyone moves in with you.
""",
    "winter_fuel_note.md": """\
# Winter Fuel Payment

You will get £300 automatically in November or December. You do not need to claim. It is paid into the same account as your State Pension.
""",
    "tv_licence_letter.txt": """\
TV Licensing

As you are over 75 and get Pension Credit, your TV licence is free. Your licence number is 7710 2286 5514 and it renews on 1 August.
""",
    "adviser_email.txt": """\
Hello Mrs Kaur,

I've also applied for Attendance Allowance for you; a decision usually takes about 8 weeks. I'll call you on Friday to talk about the warm home discount.

Best wishes,
Helen, Age Concern
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Pension Credit.
    ("how much Pension Credit do I get", "pension_credit_letter.txt", "£41.60 a week"),
    ("how often is it paid", "pension_credit_letter.txt", "every 4 weeks"),
    ("when will my award be reviewed", "pension_credit_letter.txt", "March 2031"),
    # Payments.
    ("how much State Pension did I get in April", "payments.csv", "£884.80"),
    # Council tax.
    ("do I have to pay council tax", "council_tax_letter.txt", "nothing to pay"),
    ("what if my grandson moves in", "council_tax_letter.txt", "Tell us if anyone moves in"),
    # Winter fuel.
    ("how much is the winter fuel payment", "winter_fuel_note.md", "£300"),
    ("do I need to claim it", "winter_fuel_note.md", "do not need to claim"),
    # TV licence.
    ("is my TV licence free", "tv_licence_letter.txt", "your TV licence is free"),
    ("what's my TV licence number", "tv_licence_letter.txt", "7710 2286 5514"),
    # The adviser.
    ("how long will Attendance Allowance take", "adviser_email.txt", "about 8 weeks"),
    ("when is Helen calling", "adviser_email.txt", "Friday"),
    # Subjects the papers never mention.
    ("can I get free bus travel", None, ""),
    ("do I get help with glasses", None, ""),
    ("is there a cold weather payment", None, ""),
]
