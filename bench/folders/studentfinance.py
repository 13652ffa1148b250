"""A student finance applicant's papers (the forty-first session): the award letter, the payment
dates as a table, the evidence request, the university's fee invoice, the repayment notes and the
bursary email. Its validation folder is a postgraduate loan applicant's: the loan letter, the
payment schedule as CSV, the course confirmation, the change of details page, the repayment page
and the university's hardship fund email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "award_letter.txt": """\
Student Finance England: your financial support for 2026/27

Customer reference number: 4019 2286 113.
Tuition Fee Loan: £9,535, paid straight to the University of Leeds.
Maintenance Loan: £8,210, paid to you in three instalments.
This award assumes you live away from home, outside London.
""",
    "payment_dates.md": """\
# Maintenance Loan payments

| instalment | date | amount |
|---|---|---|
| first | 22 September 2026 | £2,625 |
| second | 12 January 2027 | £2,625 |
| third | 20 April 2027 | £2,960 |
""",
    "evidence_request.txt": """\
We need more information

Please send a copy of your parents' P60s for the tax year 2025/26, or upload them online, by 14
August. Until we get them you will only get the lowest Maintenance Loan.
""",
    "fee_invoice.txt": """\
University of Leeds: tuition fee invoice

Student: Maya Collins. Course: BA English Literature, year 1.
Tuition fee £9,535, to be paid by Student Finance England. You owe nothing now.
""",
    "repayment_notes.txt": """\
Repaying your loan

You start repaying the April after you leave your course, and only once you earn over £25,000 a
year. You repay 9% of what you earn over that. Any amount left is cancelled after 40 years.
""",
    "bursary_email.txt": """\
From: Student Money Office
Good news: you qualify for the Leeds Bursary of £1,000 a year, paid in two parts in November and
February. You don't need to apply, and it doesn't have to be paid back.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my customer reference number", "award_letter.txt", "4019 2286 113"),
    ("how much maintenance loan do I get", "award_letter.txt", "£8,210"),
    ("who gets the tuition fee loan", "award_letter.txt", "paid straight to the University of Leeds"),
    ("when is the first payment", "payment_dates.md", "22 September 2026"),
    ("how much is the third instalment", "payment_dates.md", "£2,960"),
    ("what do they need from my parents", "evidence_request.txt", "P60s"),
    ("when do I have to send the evidence by", "evidence_request.txt", "14 August"),
    ("what happens if I don't send it", "evidence_request.txt", "lowest Maintenance Loan"),
    ("do I owe the university anything", "fee_invoice.txt", "You owe nothing now"),
    ("what course am I on", "fee_invoice.txt", "BA English Literature"),
    ("when do I start paying it back", "repayment_notes.txt", "the April after you leave"),
    ("how much do I have to earn before I repay", "repayment_notes.txt", "£25,000"),
    ("when is the loan written off", "repayment_notes.txt", "after 40 years"),
    ("how much is the bursary", "bursary_email.txt", "£1,000 a year"),
    ("do I need to apply for the bursary", "bursary_email.txt", "don't need to apply"),
    ("do I have to pay the bursary back", "bursary_email.txt", "doesn't have to be paid back"),
    ("can I get a grant for a laptop", None, ""),
    ("what's the interest rate", None, ""),
    ("can I get money for childcare", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "loan_letter.txt": """\
Your Postgraduate Master's Loan

Customer reference: 7720 5561 908. Loan amount: £12,858 for your MSc Data Science at the University
of Sheffield. The loan is paid to you, not the university, and you pay your fees from it.
""",
    "payment_schedule.csv": """\
payment,date,amount
1,29 September 2026,£4,286
2,26 January 2027,£4,286
3,27 April 2027,£4,286
""",
    "course_confirmation.txt": """\
The university has confirmed your attendance. Your course starts on 28 September 2026 and lasts one
year full time.
""",
    "change_of_details.txt": """\
Changing your details

If you change your bank account, update it online at least ten working days before a payment. If you
leave your course, tell us straight away: payments stop and you may have to repay some at once.
""",
    "repayment_page.txt": """\
Repaying a postgraduate loan: you repay 6% of your income over £21,000 a year, on top of any
undergraduate loan repayments.
""",
    "hardship_email.txt": """\
From: Student Support
The Hardship Fund can help if you run short. Apply through the portal; we usually decide within two
weeks.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my reference", "loan_letter.txt", "7720 5561 908"),
    ("how much is the loan", "loan_letter.txt", "£12,858"),
    ("does the loan go to the university", "loan_letter.txt", "paid to you, not the university"),
    ("when is the second payment", "payment_schedule.csv", "26 January 2027"),
    ("when does my course start", "course_confirmation.txt", "28 September 2026"),
    ("how long is the course", "course_confirmation.txt", "one year"),
    ("how do I change my bank account", "change_of_details.txt", "update it online"),
    ("what happens if I drop out", "change_of_details.txt", "payments stop"),
    ("how much do I repay", "repayment_page.txt", "6%"),
    ("how long does a hardship application take", "hardship_email.txt", "within two weeks"),
    ("how do I apply to the hardship fund", "hardship_email.txt", "through the portal"),
    ("can I get a disability allowance", None, ""),
    ("is there a tuition fee discount for alumni", None, ""),
    ("can I work part time", None, ""),
]
