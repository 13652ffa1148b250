"""A parent's papers for a child's piano lessons (the fortieth session): the teacher's terms, the
term's lesson dates as CSV, the practice notebook page, the exam entry email, the invoice and the
teacher's text about the concert. Its validation folder is an adult's guitar lessons: the
welcome email, the price list, the lesson notes, the music shop receipt, the group class timetable
as a table and the teacher's cancellation policy, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "teacher_terms.txt": """\
Piano lessons with Mrs Anna Kowalczyk: terms

Lessons are 30 minutes, weekly in term time, at my home studio, 22 Mill Road. Fees are paid a
term in advance, by the first lesson of the term. Lessons missed by the pupil are not refunded
or made up; lessons I cancel are refunded. I need half a term's notice if your child wants to
stop lessons. Please bring the practice notebook to every lesson.
""",
    "lesson_dates.csv": """\
date,time,note
2024-09-10,16:30,
2024-09-17,16:30,
2024-09-24,16:30,
2024-10-01,16:30,
2024-10-08,17:00,later this week only
2024-10-15,16:30,
""",
    "practice_notebook.txt": """\
Week of 24 September, Maya

Practise 15 minutes a day. Scales: G major and E minor, hands together. Minuet in G: bars 1 to 16,
slowly, with the metronome at 80. Learn the aural test songs on the website. Well done on the
sight-reading this week!
""",
    "exam_email.txt": """\
Hello, I'd like to enter Maya for her Grade 2 exam in the autumn session. The exam board's fee
is £53, which I'll add to next term's invoice. Exams take place between 4 and 30 November at the
music centre in town; the board sends the date about three weeks before. Anna
""",
    "invoice.txt": """\
Invoice, autumn term 2024
Pupil: Maya Reid
12 lessons at £19: £228.00
Grade 2 accompanist fee: £15.00
Total due: £243.00 by 10 September. Bank transfer to A Kowalczyk, sort code 20-45-77,
account 30561842, reference MAYA.
""",
    "concert_text.txt": """\
Hi, reminder that the pupils' Christmas concert is on Saturday 14 December at 3pm in St John's
church hall. Maya is playing Jingle Bells and her Minuet. Families welcome, tickets not needed,
there'll be mince pies! Anna
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long are the lessons", "teacher_terms.txt", "30 minutes"),
    ("where are the lessons", "teacher_terms.txt", "22 Mill Road"),
    ("do we get a refund if Maya is ill and misses a lesson", "teacher_terms.txt", "not refunded"),
    ("how much notice to stop lessons", "teacher_terms.txt", "half a term's notice"),
    ("what time is the lesson on 8 October", "lesson_dates.csv", "17:00"),
    ("how long should she practise each day", "practice_notebook.txt", "15 minutes a day"),
    ("which scales is she learning", "practice_notebook.txt", "G major and E minor"),
    ("what speed should the metronome be", "practice_notebook.txt", "80"),
    ("what grade is the exam", "exam_email.txt", "Grade 2"),
    ("how much is the exam fee", "exam_email.txt", "£53"),
    ("when is the exam", "exam_email.txt", "between 4 and 30 November"),
    ("how much do I owe for the term", "invoice.txt", "£243.00"),
    ("when is the invoice due", "invoice.txt", "10 September"),
    ("what reference should I use for the payment", "invoice.txt", "MAYA"),
    ("when is the concert", "concert_text.txt", "Saturday 14 December at 3pm"),
    ("what is Maya playing at the concert", "concert_text.txt", "Jingle Bells"),
    ("do we need tickets for the concert", "concert_text.txt", "tickets not needed"),
    ("should we buy a digital piano", None, ""),
    ("what happens if she fails the exam", None, ""),
    ("is there parking at the teacher's house", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Hi Tom, great to meet you on the phone. Your first lesson is on Thursday 3 October at 7pm at
Fretwork Studios, unit 5, Canal Wharf. Bring your guitar and a tuner app on your phone; I have
spare picks. Lessons are 45 minutes. See you then, Jess
""",
    "price_list.md": """\
# Lesson prices

| lesson | price |
|---|---|
| single 45-minute lesson | £32 |
| block of 5 lessons | £150 |
| group class, 6 weeks | £90 |
| guitar hire per month | £12 |
""",
    "lesson_notes.txt": """\
Lesson 2 notes: chords G, C and D, changing between them in time. Strumming pattern: down, down-up,
up-down-up. Practise the song Stand By Me at 70 beats per minute. Next week: the F chord, which
is hard at first, so don't worry.
""",
    "shop_receipt.txt": """\
Canal Wharf Music: receipt 55120
Capo: £14.99
Strings, light gauge: £8.50
Guitar stand: £17.00
Total: £40.49, paid by card. Unused items can be returned within 30 days with this receipt.
""",
    "group_timetable.md": """\
# Group classes, autumn

| class | day | time |
|---|---|---|
| complete beginners | Monday | 6.30pm |
| improvers | Wednesday | 7.30pm |
| fingerstyle | Saturday | 10am |
""",
    "cancellation_policy.txt": """\
Cancelling a lesson

Please give at least 24 hours' notice by text to cancel and we will move your lesson. Lessons
cancelled with less notice are charged in full. If I cancel, you get a free extra lesson.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first lesson", "welcome_email.txt", "Thursday 3 October at 7pm"),
    ("what do I need to bring", "welcome_email.txt", "guitar and a tuner app"),
    ("how much is a single lesson", "price_list.md", "£32"),
    ("how much to hire a guitar", "price_list.md", "£12"),
    ("which chords did we learn", "lesson_notes.txt", "G, C and D"),
    ("what's the strumming pattern", "lesson_notes.txt", "down, down-up, up-down-up"),
    ("what chord is next week", "lesson_notes.txt", "F chord"),
    ("how much were the strings", "shop_receipt.txt", "£8.50"),
    ("can I return the capo", "shop_receipt.txt", "within 30 days"),
    ("when is the beginners group class", "group_timetable.md", "Monday"),
    ("what time is the fingerstyle class", "group_timetable.md", "10am"),
    ("how do I cancel a lesson", "cancellation_policy.txt", "24 hours' notice by text"),
    ("do I get a refund for a late cancellation", "cancellation_policy.txt", "charged in full"),
    ("do you teach bass guitar", None, ""),
    ("what grade exams can I take", None, ""),
    ("is there a student discount", None, ""),
]
