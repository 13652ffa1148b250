"""A puppy training class member's papers (the forty-first session): the course email, the weekly
plan as a table, what to bring, the class rules, the prices as CSV and the trainer's message. Its
validation folder is a dog agility club member's: the welcome letter, the session times as CSV,
the equipment rules, the competition notes, the membership renewal and the coach's text, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_email.txt": """\
Welcome to Puppy Foundations! Your course starts on Wednesday 5 March at 7pm at Meanwood Village
Hall and runs for six weeks. Puppies must be between 10 and 20 weeks old at the start, with their
first vaccinations done.
""",
    "weekly_plan.md": """\
# Weekly plan

| week | topic |
|---|---|
| 1 | name recognition and sit |
| 2 | loose lead walking |
| 3 | recall |
| 4 | settle on a mat |
| 5 | leave it and drop |
| 6 | putting it all together |
""",
    "what_to_bring.txt": """\
What to bring

A flat collar or harness and a 2 metre lead (no extending leads), small soft treats cut into pea
sized pieces, a mat or blanket, and poo bags. Bring your puppy hungry: skip the meal before class.
""",
    "class_rules.txt": """\
Class rules

Keep your puppy on the lead unless the trainer says otherwise. If your puppy is unwell, stay at
home and we'll send you that week's notes. Children are welcome if they are 8 or over.
""",
    "prices.csv": """\
course,price
Puppy Foundations (6 weeks),£90
Adolescent Dog (6 weeks),£95
one to one session,£45
""",
    "trainer_message.txt": """\
Trainer Hannah: great first week! Homework: practise the sit three times a day, for no more than two
minutes at a time. Next week we'll meet outside in the car park if it's dry.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the course start", "course_email.txt", "Wednesday 5 March"),
    ("where is the class", "course_email.txt", "Meanwood Village Hall"),
    ("how old does my puppy need to be", "course_email.txt", "between 10 and 20 weeks"),
    ("how many weeks is the course", "course_email.txt", "six weeks"),
    ("what are we doing in week 3", "weekly_plan.md", "recall"),
    ("which week is loose lead walking", "weekly_plan.md", "2"),
    ("can I use an extending lead", "what_to_bring.txt", "no extending leads"),
    ("what treats should I bring", "what_to_bring.txt", "small soft treats"),
    ("should I feed him before class", "what_to_bring.txt", "skip the meal before class"),
    ("what if my puppy is ill", "class_rules.txt", "stay at"),
    ("can my kids come", "class_rules.txt", "8 or over"),
    ("how much is the puppy course", "prices.csv", "£90"),
    ("how much is a one to one", "prices.csv", "£45"),
    ("what's our homework", "trainer_message.txt", "practise the sit"),
    ("where are we meeting next week", "trainer_message.txt", "car park"),
    ("is there parking at the hall", None, ""),
    ("do you do agility", None, ""),
    ("can I bring two dogs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Airedale Agility Club! Dogs must be at least 12 months old to jump full height and 18
months old to compete. Your first session is an assessment with Coach Bev.
""",
    "session_times.csv": """\
day,time,level
Tuesday,6.30pm to 7.30pm,beginners
Tuesday,7.30pm to 8.30pm,intermediate
Saturday,9am to 10am,beginners
""",
    "equipment_rules.txt": """\
Equipment rules

Only handlers help set up and pack away the equipment: everyone stays for ten minutes at the end.
No collars on the course, as they can catch on the jumps.
""",
    "competition_notes.txt": """\
Our club show is on Sunday 21 September. Entries close on 31 August and cost £3 a class.
""",
    "membership_renewal.txt": """\
Membership renewal: £40 for the year from 1 January, plus £6 a session. Pay by bank transfer to the
club account.
""",
    "coach_text.txt": """\
Bev: no class this Saturday, the field is waterlogged. Tuesday as normal.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old does a dog need to be to compete", "welcome_letter.txt", "18"),
    ("what happens at the first session", "welcome_letter.txt", "assessment"),
    ("when is the Saturday beginners class", "session_times.csv", "9am to 10am"),
    ("can my dog wear a collar on the course", "equipment_rules.txt", "No collars"),
    ("do I need to stay to pack away", "equipment_rules.txt", "ten minutes at the end"),
    ("when is the club show", "competition_notes.txt", "Sunday 21 September"),
    ("when do entries close", "competition_notes.txt", "31 August"),
    ("how much is membership", "membership_renewal.txt", "£40"),
    ("how do I pay", "membership_renewal.txt", "bank transfer"),
    ("is there class this Saturday", "coach_text.txt", "no class this Saturday"),
    ("how much is each session", "membership_renewal.txt", "£6 a session"),
    ("is there a toilet at the field", None, ""),
    ("can I bring my puppy to watch", None, ""),
    ("do you do flyball", None, ""),
]
