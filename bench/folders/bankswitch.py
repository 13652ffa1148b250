"""A customer's papers for switching bank accounts (the fifty-first session): the switch
confirmation, the new account's terms, the fees as a table, the switch guarantee and a text from the
bank. Its validation folder is a saver's for opening a fixed-rate savings bond: the welcome letter,
the rates as CSV, the withdrawal terms, the tax note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "switch_confirmation.txt": """\
Your switch from Northway Bank to Harbour Current Account will complete on Wednesday 11 March.
Your new sort code is 40-18-22 and your account number is 71823904.
""",
    "account_terms.txt": """\
To earn the £175 switching bonus, pay in at least £1,000 and set up two active direct debits within
60 days of opening. The bonus is paid within 10 days of meeting these conditions.
""",
    "fees.md": """\
# Fees

| service | fee |
|---|---|
| arranged overdraft | 39.9% EAR |
| spending abroad | no fee |
| cash withdrawal abroad | £1.50 each |
| CHAPS payment | £25 |
""",
    "switch_guarantee.txt": """\
All your payments and direct debits will be moved for you. For 36 months after the switch, any
payments made to your old account will be redirected to your new one automatically.
""",
    "text.txt": """\
Harbour Bank: your new debit card has been posted and should arrive within 5 working days. Your PIN will follow separately.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when will the switch finish", "switch_confirmation.txt", "Wednesday 11 March"),
    ("what's my new sort code", "switch_confirmation.txt", "40-18-22"),
    ("how much is the switching bonus", "account_terms.txt", "£175"),
    ("what do I need to do to get the bonus", "account_terms.txt", "pay in at least £1,000 and set up two active direct debits"),
    ("when is the bonus paid", "account_terms.txt", "within 10 days of meeting these conditions"),
    ("is there a fee for using my card abroad", "fees.md", "no fee"),
    ("how much does it cost to take cash out abroad", "fees.md", "£1.50 each"),
    ("what's the overdraft rate", "fees.md", "39.9% EAR"),
    ("do I have to move my direct debits myself", "switch_guarantee.txt", "will be moved for you"),
    ("what happens if someone pays my old account", "switch_guarantee.txt", "redirected to your new one automatically"),
    ("when will my card arrive", "text.txt", "within 5 working days"),
    ("is there a monthly fee", None, ""),
    ("what's the interest rate on savings", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Dear Mr Pereira, your 2 Year Fixed Rate Bond opened on 3 February with a deposit of £8,000.
The bond matures on 3 February 2028.
""",
    "rates.csv": """\
term,rate,interest paid
1 year,4.35% AER,at maturity
2 years,4.10% AER,annually
3 years,3.95% AER,annually
""",
    "withdrawal_terms.txt": """\
No withdrawals or extra deposits are allowed before the bond matures. If you die, your personal
representatives may close the bond early without penalty.
""",
    "tax_note.txt": """\
Interest is paid without tax taken off. If your interest goes over your Personal Savings Allowance,
you may need to pay tax on it through Self Assessment.
""",
    "email.txt": """\
Dear Mr Pereira, we will write to you 30 days before your bond matures to ask what you would like to do with the money. Savings Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did I put in", "welcome_letter.txt", "£8,000"),
    ("when does the bond end", "welcome_letter.txt", "3 February 2028"),
    ("what's the rate for 3 years", "rates.csv", "3.95% AER"),
    ("when is interest paid on the 1 year bond", "rates.csv", "at maturity"),
    ("can I take money out early", "withdrawal_terms.txt", "No withdrawals or extra deposits are allowed"),
    ("can I add more money", "withdrawal_terms.txt", "No withdrawals or extra deposits are allowed"),
    ("is tax taken off the interest", "tax_note.txt", "Interest is paid without tax taken off"),
    ("how do I pay tax on it", "tax_note.txt", "through Self Assessment"),
    ("when will they contact me about maturity", "email.txt", "30 days before your bond matures"),
    ("what's the rate for 2 years", "rates.csv", "4.10% AER"),
    ("is my money protected", None, ""),
    ("can I open a bond for my son", None, ""),
]
