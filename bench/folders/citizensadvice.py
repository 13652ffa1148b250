"""A client's papers for a Citizens Advice appointment about a benefits problem (the forty-ninth
session): the appointment letter, the service's rules, the documents to bring as a table, the
adviser's notes and a text. Its validation folder is a client's for a debt advice appointment: the
letter, the rules, the debts as CSV, the budget note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment.txt": """\
Your appointment with Citizens Advice Northgate is on Wednesday 12 March at 10.30am,
at the library on Mill Street, interview room 2. It will last up to an hour. Our advice is free and confidential.
""",
    "service_rules.txt": """\
If you are more than 15 minutes late we may need to rebook you.
You can bring a friend or family member with you. We cannot give advice to someone else on your behalf without your permission.
""",
    "bring.md": """\
# What to bring

| document | why |
|---|---|
| your Universal Credit statement | to check the payment |
| the sanction letter | to see the reason given |
| bank statements for the last 3 months | to show what you have lived on |
| photo ID | to confirm who you are |
""",
    "adviser_notes.txt": """\
You can ask for a mandatory reconsideration within one month of the decision.
We can help you write the request at the appointment.
""",
    "text.txt": """\
Reminder from Citizens Advice: Weds 12 Mar 10.30am. Need an interpreter? Reply YES.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "appointment.txt", "Wednesday 12 March at 10.30am"),
    ("where is the appointment", "appointment.txt", "at the library on Mill Street"),
    ("how long will it take", "appointment.txt", "up to an hour"),
    ("do I have to pay", "appointment.txt", "Our advice is free and confidential"),
    ("what happens if I'm late", "service_rules.txt", "we may need to rebook you"),
    ("can my daughter come with me", "service_rules.txt", "You can bring a friend or family member with you"),
    ("how many months of bank statements do I need", "bring.md", "bank statements for the last 3 months"),
    ("why do they need the sanction letter", "bring.md", "to see the reason given"),
    ("how long do I have to challenge the decision", "adviser_notes.txt", "within one month of the decision"),
    ("can they help me write the letter", "adviser_notes.txt", "We can help you write the request"),
    ("how do I get an interpreter", "text.txt", "Reply YES"),
    ("is there a lift", None, ""),
    ("can they do it over the phone", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Your debt advice appointment is on Monday 24 March at 2pm with Faisal, by phone. He will call you
from a withheld number. Please allow 90 minutes.
""",
    "rules.txt": """\
Keep opening your post and tell us about any court papers straight away. Do not ignore letters from
bailiffs.
""",
    "debts.csv": """\
creditor,amount owed,monthly payment
Barclaycard,"£2,340",£70
council tax arrears,£610,£45
Ocean Finance loan,"£4,100",£120
""",
    "budget_note.txt": """\
Council tax arrears are a priority debt, so they come before the credit card and the loan.
""",
    "email.txt": """\
Hi Joanne, please send photos of your last two payslips before the appointment. Faisal
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the debt appointment", "letter.txt", "Monday 24 March at 2pm"),
    ("is it face to face", "letter.txt", "by phone"),
    ("how long does it last", "letter.txt", "allow 90 minutes"),
    ("what should I do about bailiff letters", "rules.txt", "Do not ignore letters from"),
    ("how much do I owe Barclaycard", "debts.csv", "£2,340"),
    ("how much is the council tax payment", "debts.csv", "£45"),
    ("which debt comes first", "budget_note.txt", "Council tax arrears are a priority debt"),
    ("what do I need to send", "email.txt", "photos of your last two payslips"),
    ("who is my adviser", "letter.txt", "Faisal"),
    ("what if I get court papers", "rules.txt", "tell us about any court papers straight away"),
    ("can they write off my debts", None, ""),
    ("do I need a solicitor", None, ""),
]
