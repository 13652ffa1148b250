"""An employee's papers about working from home (the forty-fourth session): the hybrid working
agreement, the equipment allowance page, the IT kit email, the team's office days as a table and
the manager's message. Its validation folder is a four-day week trial's: the trial letter, the FAQ,
the team's day-off rota as CSV, the survey email and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hybrid_agreement.txt": """\
Hybrid working agreement for Nadia Rahman, Finance team. You will work in the office on 2 days a week
and from home on the other 3. Core hours are 10am to 3pm. The agreement will be reviewed after
6 months, in March. Either side can end it with 4 weeks' notice.
""",
    "equipment_allowance.txt": """\
Staff on hybrid contracts can claim up to £200 once for a desk and chair, with receipts, through the
expenses system. The company does not pay towards broadband or heating. Claims must be made
within 3 months of your agreement starting.
""",
    "it_kit_email.txt": """\
Your home kit is ready to collect from the IT desk on the 3rd floor: a 27-inch monitor, a docking
station and a headset. Please sign the kit form when you collect it. Kit must be
returned if you leave the company.
""",
    "office_days.md": """\
# Finance team office days

| name | office days |
|---|---|
| Nadia | Tuesday, Thursday |
| Owen | Monday, Wednesday |
| Priya | Tuesday, Wednesday |
""",
    "manager_message.txt": """\
Hi all, team meeting in person every Tuesday at 11am from next week. If you're ill on a home day,
still call in sick to me before 9:30. Gareth
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many days do I have to be in the office", "hybrid_agreement.txt", "2 days a week"),
    ("what are my core hours", "hybrid_agreement.txt", "10am to 3pm"),
    ("when is my agreement reviewed", "hybrid_agreement.txt", "March"),
    ("how much notice to end the agreement", "hybrid_agreement.txt", "4 weeks"),
    ("how much can I claim for a desk", "equipment_allowance.txt", "£200"),
    ("will they pay towards my broadband", "equipment_allowance.txt", "does not pay towards broadband"),
    ("how long do I have to claim", "equipment_allowance.txt", "within 3 months"),
    ("where do I pick up my monitor", "it_kit_email.txt", "IT desk on the 3rd floor"),
    ("what do I need to sign", "it_kit_email.txt", "kit form"),
    ("do I have to give the kit back", "it_kit_email.txt", "returned if you leave"),
    ("which days is Nadia in the office", "office_days.md", "Tuesday, Thursday"),
    ("who is in on Monday", "office_days.md", "Owen"),
    ("when is the team meeting", "manager_message.txt", "every Tuesday at 11am"),
    ("who do I call if I'm sick", "manager_message.txt", "to me"),
    ("can I work from abroad", None, ""),
    ("is there a car parking space for me", None, ""),
    ("do I get a laptop", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "trial_letter.txt": """\
From 2 February we are trialling a four-day week for 6 months. You will work 32 hours over four days
with no change to your pay. Your day off will be a Monday or a Friday, agreed with your team.
""",
    "trial_faq.txt": """\
Does my holiday change? Holiday is pro rata, so you will get 20 days instead of 25.
What if a bank holiday falls on my day off? You will get another day off that week.
Can I swap my day off? Yes, with your manager's agreement and at least a week's notice.
""",
    "day_off_rota.csv": """\
name,day off
Leon,Monday
Grace,Friday
Tom,Monday
Ama,Friday
""",
    "survey_email.txt": """\
Please fill in the trial survey by 15 March. It takes about 10 minutes and is anonymous.
""",
    "note.txt": """\
Grace and I can't both be off on Fridays in April because of the year-end close, so I'll take
Mondays that month. Ama
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the four-day week start", "trial_letter.txt", "2 February"),
    ("how long is the trial", "trial_letter.txt", "6 months"),
    ("how many hours will I work", "trial_letter.txt", "32 hours"),
    ("will my pay change", "trial_letter.txt", "no change to your pay"),
    ("how much holiday will I get", "trial_faq.txt", "20 days"),
    ("what if a bank holiday is on my day off", "trial_faq.txt", "another day off that week"),
    ("can I change my day off", "trial_faq.txt", "with your manager's agreement"),
    ("what day is Tom off", "day_off_rota.csv", "Monday"),
    ("when is the survey due", "survey_email.txt", "15 March"),
    ("is the survey anonymous", "survey_email.txt", "anonymous"),
    ("why is Ama taking Mondays in April", "note.txt", "year-end close"),
    ("who has Fridays off", "day_off_rota.csv", "Grace"),
    ("can I work a nine-day fortnight instead", None, ""),
    ("what happens after the trial", None, ""),
]
