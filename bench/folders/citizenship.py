"""A British citizenship applicant's papers (the fortieth session): the application receipt, the
Life in the UK test booking, the biometrics appointment, the referees' guidance, the fees as a
table and the ceremony invitation. Its validation folder is a settled status applicant's: the
decision letter, the documents checklist, the share code email, the travel rules, the rights as
a table and a friend's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "application_receipt.txt": """\
Application for naturalisation as a British citizen: receipt

Applicant: Marta Kowalska
Unique application number: 3434-0001-5528-7710
We received your application and fee on 12 February. Most decisions are made within six months.
Do not book travel using a British passport until you have attended your citizenship ceremony.
""",
    "life_in_uk_test.txt": """\
Life in the UK Test: booking confirmed

Date: Wednesday 9 October at 11:00
Test centre: Leeds, 3rd floor, Wellington House
Bring the same ID you used to book. The test has 24 questions and lasts 45 minutes; you need 18
right to pass. The booking fee of £50 is not refunded if you miss the test.
""",
    "biometrics_appointment.txt": """\
Your biometrics appointment: Tuesday 4 March, 14:40, UKVCAS Leeds service point. Your fingerprints
and photo will be taken. Bring your passport and the appointment confirmation. Arrive no more
than 15 minutes early.
""",
    "referees.md": """\
# Referees

- You need two referees who have known you for at least three years.
- One must be a professional person, such as a teacher or a solicitor; the other must be a British
  citizen over 25.
- Referees cannot be related to you, your solicitor or agent.
""",
    "fees.md": """\
# Citizenship fees

| item | fee |
|---|---|
| naturalisation application | £1,630 |
| ceremony | £130 |
| Life in the UK Test | £50 |
""",
    "ceremony_invitation.txt": """\
Invitation to your citizenship ceremony

Your ceremony is at Leeds Civic Hall on Friday 13 June at 10:30am. Arrive by 10am. You may bring
up to two guests. At the ceremony you will make an oath or affirmation and receive your
naturalisation certificate. You must attend within three months of this letter.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my application number", "application_receipt.txt", "3434-0001-5528-7710"),
    ("how long will the decision take", "application_receipt.txt", "within six months"),
    ("can I book a holiday on a British passport yet", "application_receipt.txt", "until you have attended your citizenship ceremony"),
    ("when is my Life in the UK test", "life_in_uk_test.txt", "Wednesday 9 October at 11:00"),
    ("how many questions do I need to get right", "life_in_uk_test.txt", "18"),
    ("how long is the test", "life_in_uk_test.txt", "45 minutes"),
    ("do I get my money back if I miss the test", "life_in_uk_test.txt", "not refunded"),
    ("what do I bring to the biometrics appointment", "biometrics_appointment.txt", "passport and the appointment confirmation"),
    ("how early can I arrive for biometrics", "biometrics_appointment.txt", "15 minutes"),
    ("how many referees do I need", "referees.md", "two referees"),
    ("can my cousin be a referee", "referees.md", "cannot be related to you"),
    ("how much is the application", "fees.md", "£1,630"),
    ("how much is the ceremony", "fees.md", "£130"),
    ("where is the ceremony", "ceremony_invitation.txt", "Leeds Civic Hall"),
    ("how many guests can I bring", "ceremony_invitation.txt", "two guests"),
    ("what time should I arrive for the ceremony", "ceremony_invitation.txt", "10am"),
    ("can I keep my Polish passport", None, ""),
    ("what happens if my application is refused", None, ""),
    ("do I need to speak English", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "decision_letter.txt": """\
EU Settlement Scheme: outcome

Dear Mr Rossi, you have been granted settled status (indefinite leave to remain) from 6 May.
There is no time limit on how long you can stay in the UK. Keep this letter; it is not proof of
your status, which you prove online.
""",
    "documents_checklist.md": """\
# What we asked you for

- your valid passport or national identity card
- proof of residence: P60s, council tax bills or bank statements
- a photo of your face, taken in the app
""",
    "share_code_email.txt": """\
Your share code is W7K 9PL 2QX. Give it to an employer or landlord with your date of birth so
they can check your status. A share code lasts 90 days; you can make a new one at any time.
""",
    "travel_rules.txt": """\
Time outside the UK

With settled status you can spend up to five years in a row outside the UK without losing it.
Swiss citizens and their family members can spend up to four years.
""",
    "rights.md": """\
# Your rights with settled status

| right | yes or no |
|---|---|
| work in the UK | yes |
| use the NHS | yes |
| vote in general elections | no |
| vote in local elections | depends on your nationality |
""",
    "friend_message.txt": """\
Luca: congrats on the settled status!! Drinks at the Fox on Friday, 7ish? My treat. Bring Giulia!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my settled status start", "decision_letter.txt", "6 May"),
    ("is there a time limit on my stay", "decision_letter.txt", "no time limit"),
    ("is the letter proof of my status", "decision_letter.txt", "not proof of your status"),
    ("what counts as proof of residence", "documents_checklist.md", "P60s, council tax bills or bank statements"),
    ("what is my share code", "share_code_email.txt", "W7K 9PL 2QX"),
    ("how long does a share code last", "share_code_email.txt", "90 days"),
    ("how long can I be out of the country", "travel_rules.txt", "five years"),
    ("can I use the NHS", "rights.md", "yes"),
    ("can I vote in general elections", "rights.md", "no"),
    ("where are the drinks", "friend_message.txt", "the Fox"),
    ("what time are drinks on Friday", "friend_message.txt", "7ish"),
    ("how do I apply for citizenship", None, ""),
    ("can my parents join me", None, ""),
    ("how much did the application cost", None, ""),
]
