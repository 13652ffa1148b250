"""A freelancer's papers (the twenty-fifth session): a client's design services agreement, an
accountant's engagement letter, a tax office's self assessment reminder, a coworking space's
membership terms and a year's invoices as CSV; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a freelance
translator's: an agency's framework agreement, a professional indemnity insurance schedule, a VAT
registration letter, an invoicing app's terms and a mileage log as CSV, written at the same time
and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "design_agreement.md": """\
# Design services agreement

**Client:** Harbour Lane Bakery Ltd
**Designer:** Priya Nair, trading as Nair Studio
**Project:** new logo, packaging and menu boards

## Fees

The fixed fee is £3,600. Half is invoiced when this agreement is signed and half on delivery of the final files.

Invoices are payable within 30 days. Late payments carry interest at 8% a year above the Bank of England base rate.

## Revisions

The fee includes two rounds of revisions on each item. Further changes are charged at £45 an hour.

## Ownership

Copyright in the final designs passes to the client once the fee is paid in full. The designer may show the work in her portfolio.

## Ending the agreement

Either side may end this agreement with 14 days' written notice. Work done up to that date is paid for.
""",
    "accountant_letter.txt": """\
Fenwick & Moss Chartered Accountants

Dear Priya,

Thank you for choosing us. This letter sets out what we will do for you.

We will prepare your self assessment tax return and file it with HMRC. Our fee is £480 a year, plus VAT, payable by monthly direct debit of £48.

Please send us your records for the year by 31 July. If we receive them after 31 October, we charge an extra £100 for the rush.

Keep your receipts and bank statements for at least 5 years after the filing deadline.

Your contact here is Tom Fenwick, tom@fenwickmoss.example, 0161 496 0731.
""",
    "tax_reminder.txt": """\
HM Revenue & Customs — self assessment reminder

Tax year: 6 April 2026 to 5 April 2027
Unique Taxpayer Reference: 44821 90736

Your online tax return must reach us by 31 January 2028. Any tax you owe for the year must also be paid by that date.

You will also need to make a payment on account of £1,240 by 31 July 2028.

If your return is late, you will be charged a £100 penalty, even if you have no tax to pay.

You can pay by bank transfer, debit card or by setting up a budget payment plan.
""",
    "coworking_membership.md": """\
# The Mill coworking — membership terms

| Plan | Price | Includes |
|---|---|---|
| Hot desk | £140 a month | any free desk, 9am to 6pm |
| Fixed desk | £220 a month | your own desk, 24-hour access, a locker |
| Day pass | £18 a day | any free desk for the day |

Meeting rooms cost £15 an hour for members; every plan includes 4 free hours a month.

Members may bring a guest for free for up to 2 hours. Post can be sent to The Mill for £10 a month extra.

To cancel, give one month's notice by email to hello@themill.example. Dogs are welcome on Fridays.
""",
    "invoices_2026.csv": """\
invoice,client,date sent,amount,paid on
NS-031,Harbour Lane Bakery,2026-09-02,1800,2026-09-20
NS-032,Kite Festival,2026-09-18,950,2026-10-30
NS-033,Greenway Dental,2026-10-05,2400,
NS-034,Harbour Lane Bakery,2026-11-14,1800,
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The design agreement.
    ("how much is the bakery paying me", "design_agreement.md", "£3,600"),
    ("when do I invoice the first half", "design_agreement.md", "when this agreement is signed"),
    ("how long do they have to pay", "design_agreement.md", "30 days"),
    ("how many revisions are included", "design_agreement.md", "two rounds"),
    ("what do I charge for extra changes", "design_agreement.md", "£45 an hour"),
    ("can I put the logo in my portfolio", "design_agreement.md", "portfolio"),
    ("who owns the designs", "design_agreement.md", "Copyright"),
    ("how much notice to end the contract", "design_agreement.md", "14 days"),
    # The accountant.
    ("how much does the accountant charge", "accountant_letter.txt", "£480 a year"),
    ("when do I need to send my records to the accountant", "accountant_letter.txt", "31 July"),
    ("what happens if I send my records late", "accountant_letter.txt", "£100"),
    ("how long should I keep receipts", "accountant_letter.txt", "5 years"),
    ("what is the accountant's phone number", "accountant_letter.txt", "0161 496 0731"),
    # The tax reminder.
    ("when is my tax return due", "tax_reminder.txt", "31 January 2028"),
    ("what is my UTR", "tax_reminder.txt", "44821 90736"),
    ("how much is the payment on account", "tax_reminder.txt", "£1,240"),
    ("what's the fine for filing late", "tax_reminder.txt", "£100 penalty"),
    ("how can I pay my tax bill", "tax_reminder.txt", "bank transfer"),
    # The coworking space.
    ("how much is a hot desk", "coworking_membership.md", "£140 a month"),
    ("can I get in at night", "coworking_membership.md", "24-hour access"),
    ("how much are meeting rooms", "coworking_membership.md", "£15 an hour"),
    ("can I bring a client with me", "coworking_membership.md", "guest"),
    ("can I bring my dog", "coworking_membership.md", "Fridays"),
    ("how do I cancel my membership", "coworking_membership.md", "one month's notice"),
    # The invoices.
    ("how much was the Kite Festival invoice", "invoices_2026.csv", "950"),
    ("when did Kite Festival pay", "invoices_2026.csv", "2026-10-30"),
    ("when did I send invoice NS-033", "invoices_2026.csv", "2026-10-05"),
    # Subjects the papers never mention.
    ("what is the VAT threshold", None, ""),
    ("can I claim working from home costs", None, ""),
    ("is there parking at The Mill", None, ""),
    ("does the bakery want a website", None, ""),
    ("how much is my student loan repayment", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "agency_framework.txt": """\
Lingua Bridge Ltd — freelance translator framework agreement

Translator: Marek Wisniewski (Polish to English)

Rates: 9p per source word for general texts and 12p per source word for legal or medical texts. The minimum charge for any job is £40.

Deadlines are set in each purchase order. If you cannot meet a deadline, tell your project manager at least 24 hours before it.

Invoice once a month for all jobs delivered that month. We pay within 45 days of the invoice date.

All texts are confidential. You must not use machine translation tools without written permission.

This agreement can be ended by either side with 30 days' notice.
""",
    "indemnity_schedule.md": """\
# Professional indemnity insurance — schedule

**Insured:** Marek Wisniewski
**Policy number:** PI-772019
**Period:** 1 March 2027 to 28 February 2028

| Cover | Limit |
|---|---|
| Professional indemnity | £1,000,000 |
| Public liability | £2,000,000 |
| Legal expenses | £25,000 |

**Excess:** £250 for each claim.
**Premium:** £186 a year, including insurance premium tax.

Tell us of any complaint that might lead to a claim within 30 days. Do not admit fault to a client.
""",
    "vat_registration.txt": """\
HM Revenue & Customs

VAT registration confirmed

Business name: Marek Wisniewski Translation
VAT registration number: GB 318 4462 07
Effective date of registration: 1 May 2027

You must charge VAT on your sales from the effective date. Your first VAT return covers 1 May 2027 to 31 July 2027 and is due by 7 September 2027.

You must keep digital records and file your returns with software that works with Making Tax Digital.
""",
    "invoicing_app.md": """\
# Tally invoicing app — plan and terms

Your plan: Solo, £8 a month, billed monthly. Send unlimited invoices to up to 20 clients.

Clients can pay invoices by card through Tally. We charge 1.4% + 20p for each card payment; bank transfers are free.

Tally sends a reminder to your client automatically 3 days after an invoice is overdue.

You can export your invoices as a CSV file at any time. If you close your account, your data is kept for 90 days and then deleted.
""",
    "mileage_log.csv": """\
date,trip,miles,purpose
2027-03-04,Leeds court,48,interpreting hearing
2027-03-11,Bradford hospital,22,interpreting appointment
2027-03-19,Lingua Bridge office,35,training day
2027-03-26,Leeds court,48,interpreting hearing
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agency agreement.
    ("what's the rate for medical translations", "agency_framework.txt", "12p per source word"),
    ("what's the minimum charge", "agency_framework.txt", "£40"),
    ("what if I'm going to miss a deadline", "agency_framework.txt", "24 hours"),
    ("how often do I invoice the agency", "agency_framework.txt", "once a month"),
    ("how long does Lingua Bridge take to pay", "agency_framework.txt", "45 days"),
    ("can I use Google Translate", "agency_framework.txt", "machine translation"),
    # The insurance.
    ("what's my policy number", "indemnity_schedule.md", "PI-772019"),
    ("how much public liability cover do I have", "indemnity_schedule.md", "£2,000,000"),
    ("what's the excess", "indemnity_schedule.md", "£250"),
    ("how much is the insurance", "indemnity_schedule.md", "£186 a year"),
    ("when does the insurance run out", "indemnity_schedule.md", "28 February 2028"),
    ("a client has complained, what should I do", "indemnity_schedule.md", "within 30 days"),
    # The VAT letter.
    ("what's my VAT number", "vat_registration.txt", "GB 318 4462 07"),
    ("when do I start charging VAT", "vat_registration.txt", "1 May 2027"),
    ("when is my first VAT return due", "vat_registration.txt", "7 September 2027"),
    # The invoicing app.
    ("how much does Tally cost", "invoicing_app.md", "£8 a month"),
    ("what are the card fees", "invoicing_app.md", "1.4% + 20p"),
    ("does Tally chase late payers", "invoicing_app.md", "reminder"),
    ("what happens to my data if I close my account", "invoicing_app.md", "90 days"),
    # The mileage log.
    ("how far was the Bradford trip", "mileage_log.csv", "22"),
    ("when was the training day", "mileage_log.csv", "2027-03-19"),
    # Subjects the papers never mention.
    ("how much do I charge per hour for interpreting", None, ""),
    ("does the insurance cover my laptop", None, ""),
    ("can I claim my phone bill", None, ""),
    ("what is the flat rate scheme", None, ""),
]
