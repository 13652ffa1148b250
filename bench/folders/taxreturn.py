"""A sole trader's tax papers (the thirty-fifth session): the tax office's letter, the year's
expenses as CSV, the accountant's checklist, the payments on account note, the mileage log rules
and the accountant's email; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a student's finance papers: the
funding letter, the payment dates as CSV, the repayment terms, the bursary rules, the change of
circumstances page and the university's email, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "tax_office_letter.txt": """\
HM Revenue and Customs

Dear Ms Lindo,

You need to send a Self Assessment tax return for the tax year 6 April 2025 to 5 April 2026. The deadline for online returns is 31 January 2027. Your Unique Taxpayer Reference (UTR) is 84213 55790.

If your return is late you will have to pay a £100 penalty, even if you owe no tax.
""",
    "expenses.csv": """\
month,item,amount
May,laptop,£899
June,accountancy software,£14 a month
August,train to client in Leeds,£62.40
November,professional indemnity insurance,£185
""",
    "accountant_checklist.md": """\
# What I need from you

- Your total sales for the year, from your invoices
- Bank statements for the business account
- Receipts for anything over £50

Please send everything by 30 November so I can file in December. My fee for a sole trader return is £350.
""",
    "payments_on_account.txt": """\
Payments on account

If your tax bill is over £1,000 you usually pay in advance towards next year's bill. Each payment on account is half of last year's bill. They are due on 31 January and 31 July.
""",
    "mileage_rules.txt": """\
Mileage

You can claim 45p a mile for the first 10,000 business miles a year, then 25p a mile. Journeys from home to a permanent workplace do not count.
""",
    "accountant_email.txt": """\
Hi Grace,

Your return is filed. You owe £3,412.60 for the year, payable by 31 January. I've also set up a payment plan request in case you'd like to spread it.

Best,
Marcus Hale, Hale & Co Accountants
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is the tax return deadline", "tax_office_letter.txt", "31 January 2027"),
    ("what's my UTR", "tax_office_letter.txt", "84213 55790"),
    ("what happens if I'm late", "tax_office_letter.txt", "£100 penalty"),
    # Expenses.
    ("how much was the laptop", "expenses.csv", "£899"),
    ("when did I buy the insurance", "expenses.csv", "November"),
    # The checklist.
    ("which receipts does the accountant need", "accountant_checklist.md", "over £50"),
    ("when do I have to send everything", "accountant_checklist.md", "30 November"),
    ("how much does the accountant charge", "accountant_checklist.md", "£350"),
    # Payments on account.
    ("when are payments on account due", "payments_on_account.txt", "31 July"),
    ("how much is a payment on account", "payments_on_account.txt", "half of last year's bill"),
    # Mileage.
    ("how much can I claim per mile", "mileage_rules.txt", "45p a mile"),
    ("can I claim my commute", "mileage_rules.txt", "do not count"),
    # The email.
    ("how much tax do I owe", "accountant_email.txt", "£3,412.60"),
    ("can I pay in instalments", "accountant_email.txt", "payment plan"),
    ("who is my accountant", "accountant_email.txt", "Marcus Hale"),
    # Subjects the papers never mention.
    ("do I need to register for VAT", None, ""),
    ("can I claim for my dog", None, ""),
    ("what is my national insurance number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "funding_letter.txt": """\
Student Finance England

Dear Ethan Doyle,

Your funding for 2026 to 2027 has been approved.
Tuition Fee Loan: £9,535, paid to the University of Sheffield
Maintenance Loan: £7,120
Course: BSc Geography, year 2

Your Customer Reference Number is 3301 8875 2219.
""",
    "payment_dates.csv": """\
instalment,date,amount
1,22 September 2026,£2,373.33
2,12 January 2027,£2,373.33
3,20 April 2027,£2,373.34
""",
    "repayment_terms.md": """\
# Repaying your loan

You start repaying the April after you leave your course. You repay 9% of your income over £25,000 a year.

Any amount left is written off 40 years after you become eligible to repay.
""",
    "bursary_rules.txt": """\
Sheffield Bursary

Students from households earning under £25,000 get £1,000 a year, paid in two instalments in November and February. You must be enrolled full time.
""",
    "change_of_circumstances.txt": """\
Telling us about a change

If you leave your course, change course or move to part time, tell Student Finance within 7 days. Your payments may stop or be reduced.
""",
    "university_email.txt": """\
Hi Ethan,

Your registration is complete. Your first maintenance payment should reach your bank account within 3 working days of registration.

Student Services
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("how much is my maintenance loan", "funding_letter.txt", "£7,120"),
    ("what's my customer reference number", "funding_letter.txt", "3301 8875 2219"),
    ("how much is the tuition fee loan", "funding_letter.txt", "£9,535"),
    # Payments.
    ("when is the second payment", "payment_dates.csv", "12 January 2027"),
    # Repayment.
    ("when do I start paying it back", "repayment_terms.md", "April after you leave"),
    ("how much do I repay", "repayment_terms.md", "9% of your income"),
    ("when is the loan written off", "repayment_terms.md", "40 years"),
    # The bursary.
    ("how much is the bursary", "bursary_rules.txt", "£1,000 a year"),
    ("when is the bursary paid", "bursary_rules.txt", "November and February"),
    ("can part-time students get the bursary", "bursary_rules.txt", "enrolled full time"),
    # Changes.
    ("what if I drop out", "change_of_circumstances.txt", "within 7 days"),
    # The email.
    ("when will the money arrive", "university_email.txt", "3 working days"),
    ("am I registered", "university_email.txt", "registration is complete"),
    # Subjects the papers never mention.
    ("can I get a hardship fund", None, ""),
    ("is there a grant for childcare", None, ""),
    ("do I get a railcard", None, ""),
]
