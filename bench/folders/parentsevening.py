"""A parent's papers for a secondary school parents' evening (the fifty-second session): the
school's letter, the booked appointments as a table, the car park note, the form tutor's email and
a text from the other parent. Its validation folder is a parent's for a primary school's reading
workshop: the invitation, the afternoon's plan as CSV, the booking note, the headteacher's note and
an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "school_letter.txt": """\
Year 9 Parents' Evening is on Thursday 6 November from 4.30pm to 7.30pm in the Main Hall at
Hillside Academy. Each appointment lasts 5 minutes. Please bring your child with you.
""",
    "appointments.md": """\
# Booked appointments for Maya

| time | teacher | subject |
|---|---|---|
| 5.10pm | Mr Okafor | Maths |
| 5.20pm | Ms Brandt | English |
| 5.35pm | Dr Lewin | Science |
| 5.50pm | Mrs Patel | French |
""",
    "car_park_note.txt": """\
The staff car park will be open to parents from 4pm. Please do not park on Hillside Road,
as residents need access to their driveways.
""",
    "tutor_email.txt": """\
Dear Mr and Mrs Kowalski, Maya's predicted grades will be sent home on 13 November, the week after
parents' evening. If you cannot attend, I can arrange a phone call instead. Mr Duarte, form tutor
""",
    "text.txt": """\
I'll meet you in the hall at 5, I'm coming straight from work. Don't forget Maya's reading record! Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is parents evening", "school_letter.txt", "Thursday 6 November"),
    ("where is it", "school_letter.txt", "in the Main Hall at"),
    ("how long is each appointment", "school_letter.txt", "5 minutes"),
    ("does Maya need to come", "school_letter.txt", "Please bring your child with you"),
    ("what time am I seeing the science teacher", "appointments.md", "5.35pm"),
    ("who is the french teacher", "appointments.md", "Mrs Patel"),
    ("who is at 5.20pm", "appointments.md", "Ms Brandt"),
    ("can I park at the school", "car_park_note.txt", "The staff car park will be open to parents from 4pm"),
    ("when do we get her predicted grades", "tutor_email.txt", "13 November"),
    ("what if we can't make it", "tutor_email.txt", "I can arrange a phone call instead"),
    ("what do I need to bring", "text.txt", "Maya's reading record"),
    ("is there a crèche for younger children", None, ""),
    ("will there be refreshments", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
You are invited to our Year 2 Reading Workshop on Wednesday 21 January, 2.15pm to 3.15pm, in the
Year 2 classroom at St Anne's Primary. Please use the side gate on Elm Walk.
""",
    "plan.csv": """\
time,activity
2.15pm,welcome and phonics talk
2.30pm,reading games with your child
3.00pm,questions
3.15pm,home time
""",
    "booking_note.txt": """\
Places are limited to 20 families. Please reply on the school app by Friday 16 January.
Younger siblings are welcome to come along.
""",
    "head_note.txt": """\
Every family will take home a free book bag and a list of recommended books for Year 2.
""",
    "email.txt": """\
Dear Mrs Achebe, the workshop will be led by Miss Farrow, Sam's class teacher. Best wishes, School Office
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is the workshop", "invitation.txt", "Wednesday 21 January"),
    ("which gate do we use", "invitation.txt", "the side gate on Elm Walk"),
    ("what happens at 2.30pm", "plan.csv", "reading games with your child"),
    ("when are the questions", "plan.csv", "3.00pm"),
    ("how many families can go", "booking_note.txt", "20 families"),
    ("when do I have to reply by", "booking_note.txt", "Friday 16 January"),
    ("can I bring my toddler", "booking_note.txt", "Younger siblings are welcome to come along"),
    ("what do we take home", "head_note.txt", "a free book bag"),
    ("who is running it", "email.txt", "Miss Farrow"),
    ("is there parking", None, ""),
    ("do I need to pay", None, ""),
]
