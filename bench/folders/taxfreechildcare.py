"""A parent's Tax-Free Childcare papers (the forty-second session): the account opening letter,
the top-up rules, the reconfirmation reminder, the payments made as CSV, the nursery's invoice and
the government's email about a change. Its validation folder is a parent's 30 hours free childcare
code: the eligibility letter, the code email, the nursery's funding note, the term dates as CSV and
the council's reminder, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "account_letter.txt": """\
Your Tax-Free Childcare account for Leo Mensah is open. Account reference: TFC-88120457. For every
£8 you pay in, the government adds £2, up to £500 every 3 months for each child (£1,000 if your child
is disabled).
""",
    "top_up_rules.md": """\
# Paying in and paying out

You can pay in by bank transfer or standing order. Money usually takes up to 3 working days to reach
the account, and the government top-up can take up to 3 days more. You can only pay a registered
childcare provider from the account. Money you paid in can be withdrawn, but you lose the top-up on it.
""",
    "reconfirm_reminder.txt": """\
Reminder: you must reconfirm your details every 3 months. Your next reconfirmation is due by 21
April. If you don't, you won't be able to get the top-up until you do.
""",
    "payments.csv": """\
date,paid to,amount
3 Jan,Little Acorns Nursery,£620.00
3 Feb,Little Acorns Nursery,£620.00
3 Mar,Little Acorns Nursery,£580.00
""",
    "nursery_invoice.txt": """\
Little Acorns Nursery, invoice for March: 3 days a week, £580.00. Please pay by the 5th of the month
through your Tax-Free Childcare account; our provider reference is 0117 4453 NURS.
""",
    "change_email.txt": """\
From: Childcare Service
Your income estimate changed this year. You can still get Tax-Free Childcare as long as each parent
expects to earn at least the minimum wage for 16 hours a week, and less than £100,000 a year.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our account reference", "account_letter.txt", "TFC-88120457"),
    ("how much does the government add", "account_letter.txt", "£2"),
    ("what's the most we can get in top-ups", "account_letter.txt", "up to £500 every 3 months"),
    ("how do I pay money in", "top_up_rules.md", "bank transfer or standing order"),
    ("how long does it take for money to arrive", "top_up_rules.md", "up to 3 working days"),
    ("can I take money out", "top_up_rules.md", "can be withdrawn"),
    ("how often do I have to reconfirm", "reconfirm_reminder.txt", "every 3 months"),
    ("when do I need to reconfirm by", "reconfirm_reminder.txt", "21 April"),
    ("what happens if I forget to reconfirm", "reconfirm_reminder.txt", "won't be able to get the top-up"),
    ("how much did we pay the nursery in January", "payments.csv", "£620.00"),
    ("how many days is Leo at nursery", "nursery_invoice.txt", "3 days a week"),
    ("when do I have to pay the nursery", "nursery_invoice.txt", "by the 5th"),
    ("what's the nursery's reference", "nursery_invoice.txt", "0117 4453 NURS"),
    ("is there an earnings limit", "change_email.txt", "less than £100,000"),
    ("can I use it for a nanny", None, ""),
    ("does it cover school uniform", None, ""),
    ("can grandparents pay in", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "eligibility_letter.txt": """\
You're eligible for 30 hours free childcare for Maya from the term after she turns 3. You must
reconfirm every 3 months to keep your code valid.
""",
    "code_email.txt": """\
Your 30 hours code is 50012 88731. Give it to your nursery with your National Insurance number and
Maya's date of birth. The code is valid until 31 August.
""",
    "funding_note.txt": """\
Greenfield Nursery: the 30 hours are spread over 38 weeks a year. We charge £6 a day for meals and
nappies, which the funding does not cover.
""",
    "term_dates.csv": """\
term,starts,ends
autumn,3 September,19 December
spring,6 January,3 April
summer,22 April,18 July
""",
    "council_reminder.txt": """\
Remember: to get funded hours from 1 January, you need to give your nursery a valid code by 31
December.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can Maya start the 30 hours", "eligibility_letter.txt", "term after she turns 3"),
    ("how often do I reconfirm", "eligibility_letter.txt", "every 3 months"),
    ("what's our code", "code_email.txt", "50012 88731"),
    ("what does the nursery need from me", "code_email.txt", "National Insurance number"),
    ("when does the code run out", "code_email.txt", "31 August"),
    ("how many weeks a year are the hours", "funding_note.txt", "38 weeks"),
    ("is food included", "funding_note.txt", "£6 a day"),
    ("when does the spring term start", "term_dates.csv", "6 January"),
    ("when does summer term end", "term_dates.csv", "18 July"),
    ("when do I need to give the code by for January", "council_reminder.txt", "31 December"),
    ("does the funding cover nappies", "funding_note.txt", "does not cover"),
    ("can I use the hours at a childminder", None, ""),
    ("is there a sibling discount", None, ""),
    ("what happens in the holidays", None, ""),
]
