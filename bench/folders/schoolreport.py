"""A parent's papers from a child's end-of-year school report (the forty-seventh session): the
teacher's summary, the attendance note, the grades as a table, the targets and a text. Its
validation folder is a parent's for a parents' evening: the invitation, the booking confirmation,
the appointment slots as CSV, the teacher's notes and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "teacher_summary.txt": """\
Zara has had a wonderful year in 5B. She is a kind friend and works hard, though she can be shy
about answering in class. Her class teacher next year will be Mr Okafor in 6A.
""",
    "attendance_note.txt": """\
Attendance this year: 96.5%. Zara was late 3 times, all in the spring term.
""",
    "grades.md": """\
# Grades

| subject | grade | effort |
|---|---|---|
| English | working at expected standard | good |
| maths | working above expected standard | excellent |
| science | working at expected standard | good |
| PE | working towards expected standard | excellent |
""",
    "targets.txt": """\
Next year: read aloud at home for 10 minutes a day, learn the 7 and 8 times tables, and join a club
to build confidence.
""",
    "text.txt": """\
Miss Harper says Zara should try the Thursday drama club, it's free. Dad
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is her teacher next year", "teacher_summary.txt", "Mr Okafor"),
    ("what class is she going into", "teacher_summary.txt", "6A"),
    ("what was her attendance", "attendance_note.txt", "96.5%"),
    ("how many times was she late", "attendance_note.txt", "3 times"),
    ("how is she doing in maths", "grades.md", "working above expected standard"),
    ("what was her effort in PE", "grades.md", "excellent"),
    ("which times tables should she learn", "targets.txt", "the 7 and 8 times tables"),
    ("how long should she read each day", "targets.txt", "10 minutes a day"),
    ("which club should she join", "text.txt", "drama club"),
    ("how much is drama club", "text.txt", "it's free"),
    ("is she shy", "teacher_summary.txt", "she can be shy"),
    ("what are her SATs results", None, ""),
    ("does she need a tutor", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Parents' evening for Year 8 is on Tuesday 4 March, 4pm to 7.30pm, in the sports hall. Appointments are 5 minutes each.
""",
    "booking_confirmation.txt": """\
You have booked 4 appointments for Ethan Clarke. Please arrive 10 minutes before your first slot.
""",
    "slots.csv": """\
teacher,subject,time
Mrs Dunn,English,4.20pm
Mr Shah,maths,4.35pm
Ms Lowe,French,4.50pm
Mr Reid,form tutor,5.05pm
""",
    "teacher_notes.txt": """\
Ethan's homework is often handed in late. His French speaking test is on 20 March.
""",
    "message.txt": """\
Mr Shah is off sick, so the maths appointment will be a phone call next week instead. School office
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is parents' evening", "invitation.txt", "Tuesday 4 March"),
    ("where is it", "invitation.txt", "sports hall"),
    ("how long is each appointment", "invitation.txt", "5 minutes each"),
    ("how many appointments did I book", "booking_confirmation.txt", "4 appointments"),
    ("what time is the English teacher", "slots.csv", "4.20pm"),
    ("who is Ethan's form tutor", "slots.csv", "Mr Reid"),
    ("when is his French speaking test", "teacher_notes.txt", "20 March"),
    ("what's the problem with his homework", "teacher_notes.txt", "handed in late"),
    ("is the maths appointment still on", "message.txt", "phone call next week instead"),
    ("how early should we get there", "booking_confirmation.txt", "10 minutes before your first slot"),
    ("can Ethan come too", None, ""),
    ("is there parking", None, ""),
]
