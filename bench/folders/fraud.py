"""A bank customer's papers after card fraud (the thirty-fifth session): the bank's letter, the
disputed transactions as CSV, the fraud claim guide, the new card's letter, the security advice
and the fraud team's text; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is a scam victim's: the police crime
reference letter, the payments as CSV, the bank's reimbursement decision, the victim support
leaflet, the account security checklist and the adviser's email, written at the same time and run
as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "bank_letter.txt": """\
Northbridge Bank

Dear Mr Adeyemi,

Thank you for reporting unauthorised transactions on your debit card ending 4417. Your claim reference is FR-2026-88310. We have blocked the card and will give you a temporary refund of £842.16 within 2 working days while we investigate.

We aim to finish our investigation within 35 days.
""",
    "disputed_transactions.csv": """\
date,merchant,amount
12 May,ONLINE GAMES LTD,£399.99
12 May,ONLINE GAMES LTD,£399.99
13 May,QUICKFOOD DELIVERY,£42.18
""",
    "claim_guide.md": """\
# Making a fraud claim

Report fraud as soon as you notice it. You will not be held responsible for payments you did not make, unless you acted with gross negligence, such as sharing your PIN.

If we decide the payments were authorised, we will take the temporary refund back and write to explain why. You can then complain to the Financial Ombudsman within 6 months.
""",
    "new_card_letter.txt": """\
Your new debit card

Your new card ends 9052 and will arrive within 5 working days. Your PIN stays the same. Update any regular payments, like subscriptions, with your new card number.
""",
    "security_advice.txt": """\
Staying safe

We will never ask for your full PIN or password by phone, text or email. If someone calls claiming to be from the bank, hang up and call us back on 0345 600 2290.
""",
    "fraud_team_text.txt": """\
Northbridge: Your temporary refund of £842.16 has been paid into your account today. Your claim FR-2026-88310 is still open.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("what's my claim reference", "bank_letter.txt", "FR-2026-88310"),
    ("how much will they refund", "bank_letter.txt", "£842.16"),
    ("how long will the investigation take", "bank_letter.txt", "35 days"),
    # Transactions.
    ("how much was the Quickfood payment", "disputed_transactions.csv", "£42.18"),
    ("when were the games payments", "disputed_transactions.csv", "12 May"),
    # The guide.
    ("am I responsible for the payments", "claim_guide.md", "not be held responsible"),
    ("what if they decide I authorised them", "claim_guide.md", "take the temporary refund back"),
    ("how long do I have to go to the ombudsman", "claim_guide.md", "6 months"),
    # The new card.
    ("when will my new card arrive", "new_card_letter.txt", "5 working days"),
    ("do I get a new PIN", "new_card_letter.txt", "PIN stays the same"),
    ("what are the last digits of my new card", "new_card_letter.txt", "9052"),
    # Security.
    ("will the bank ever ask for my PIN", "security_advice.txt", "never ask"),
    ("what number do I call back on", "security_advice.txt", "0345 600 2290"),
    # The text.
    ("has the refund been paid", "fraud_team_text.txt", "paid into your account today"),
    ("is my claim closed", "fraud_team_text.txt", "still open"),
    # Subjects the papers never mention.
    ("can I get a credit card", None, ""),
    ("is my savings account affected", None, ""),
    ("will this affect my mortgage", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "police_letter.txt": """\
Action Fraud

Dear Ms Novak,

Thank you for your report. Your crime reference number is NFRC260512345. Your report will be reviewed by the National Fraud Intelligence Bureau. You will hear from us within 28 days if it is passed to a police force.
""",
    "payments.csv": """\
date,payee,amount,method
3 June,Crown Investments,£2,500,bank transfer
5 June,Crown Investments,£4,000,bank transfer
9 June,Crown Tax Office,£750,bank transfer
""",
    "reimbursement_decision.txt": """\
Our decision

We will reimburse £7,250, less a £100 excess, under the authorised push payment scam rules. The money will be in your account within 5 working days.
""",
    "victim_support.md": """\
# Help after a scam

Victim Support is free and confidential. Call 08 08 16 89 111, open 24 hours a day.

Scammers often target victims again, pretending to be able to recover your money. Never pay anyone who offers this.
""",
    "security_checklist.txt": """\
Securing your accounts

Change your online banking password and turn on two-step verification. Check your credit file for free with any of the main credit reference agencies.
""",
    "adviser_email.txt": """\
Hi Mrs Novak,

I've added a note to your account so that any new payee over £500 needs a call with us first. You can remove it at any time.

Kind regards,
Paul, Fraud Support
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The police.
    ("what's my crime reference number", "police_letter.txt", "NFRC260512345"),
    ("when will I hear back", "police_letter.txt", "within 28 days"),
    # Payments.
    ("how much did I send on 5 June", "payments.csv", "£4,000"),
    ("who did I pay on 9 June", "payments.csv", "Crown Tax Office"),
    # The decision.
    ("how much will they pay back", "reimbursement_decision.txt", "£7,250"),
    ("is there an excess", "reimbursement_decision.txt", "£100 excess"),
    ("when will the money arrive", "reimbursement_decision.txt", "5 working days"),
    # Support.
    ("is victim support free", "victim_support.md", "free and confidential"),
    ("what if someone offers to get my money back", "victim_support.md", "Never pay anyone"),
    # Security.
    ("should I change my password", "security_checklist.txt", "Change your online banking password"),
    ("how do I check my credit file", "security_checklist.txt", "credit reference agencies"),
    # The adviser.
    ("what did the adviser put on my account", "adviser_email.txt", "any new payee over £500"),
    # Subjects the papers never mention.
    ("can I get compensation for stress", None, ""),
    ("will my card be cancelled", None, ""),
    ("do I need a solicitor", None, ""),
]
