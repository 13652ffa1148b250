"""A client's papers for counselling (the fifty-fourth session): the welcome letter, the fees as a
table, the confidentiality agreement, the cancellation policy and a text. Its validation folder is
a patient's for a dietitian: the appointment letter, the clinic times as CSV, the food diary
instructions, the follow-up note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Dear Tom, your first session with Helen Marsh is on Wednesday 5 February at 6pm. Sessions last 50
minutes and take place at 14 Abbey Close, first floor.
""",
    "fees.md": """\
# Session fees

| session | fee |
|---|---|
| individual | £60 |
| couples | £80 |
| online | £55 |
| concession | £40 |
""",
    "confidentiality.txt": """\
What you say in sessions stays private. I will only share information if I believe you or
someone else is at serious risk of harm.
""",
    "cancellation_policy.txt": """\
Please give 48 hours' notice to cancel or move a session, or the full fee is charged. Payment is by
bank transfer before each session.
""",
    "text.txt": """\
Hi Tom, the front door buzzer is broken, just knock and I'll come down. Helen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first session", "welcome_letter.txt", "Wednesday 5 February at 6pm"),
    ("how long is each session", "welcome_letter.txt", "50"),
    ("which floor is it on", "welcome_letter.txt", "first floor"),
    ("how much is a couples session", "fees.md", "£80"),
    ("are online sessions cheaper", "fees.md", "£55"),
    ("will she tell anyone what I say", "confidentiality.txt", "stays private"),
    ("how much notice to cancel", "cancellation_policy.txt", "48 hours"),
    ("how do I pay", "cancellation_policy.txt", "bank transfer"),
    ("what if the buzzer doesn't work", "text.txt", "just knock"),
    ("when would she share information", "confidentiality.txt", "serious risk of harm"),
    ("how many sessions will I need", None, ""),
    ("can I claim it on insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
You have been referred to the dietitian for help with your cholesterol. Your appointment is on
Monday 10 March at 2:15pm in the Outpatients building, room 6.
""",
    "clinic_times.csv": """\
clinic,day,time
weight management group,Tuesday,10am
diabetes education,Thursday,1pm
""",
    "food_diary.txt": """\
Please write down everything you eat and drink for 3 days before your appointment, including one
weekend day. Bring the diary with you.
""",
    "follow_up_note.txt": """\
Your follow-up will be by telephone about 3 months after your first visit.
""",
    "message.txt": """\
Reminder: please arrive 10 minutes early to be weighed. Dietetics Department
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "appointment_letter.txt", "Monday 10 March at 2:15pm"),
    ("which room", "appointment_letter.txt", "room 6"),
    ("why was I referred", "appointment_letter.txt", "your cholesterol"),
    ("what day is the weight management group", "clinic_times.csv", "Tuesday"),
    ("what time is diabetes education", "clinic_times.csv", "1pm"),
    ("how many days do I need to write down", "food_diary.txt", "3 days"),
    ("do I have to bring the diary", "food_diary.txt", "Bring the diary"),
    ("is the follow up in person", "follow_up_note.txt", "by telephone"),
    ("why should I get there early", "message.txt", "to be weighed"),
    ("when is the follow up", "follow_up_note.txt", "about 3 months after"),
    ("will I get a meal plan", None, ""),
    ("can I bring my wife", None, ""),
]
