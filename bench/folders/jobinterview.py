"""A job applicant's interview papers (the forty-first session): the invitation letter, the day's
schedule as a table, the written task, the expenses policy as CSV, the dress and access notes and
the recruiter's email. Its validation folder is a university applicant's interview: the invitation,
the day's timetable as CSV, the reading task, the travel bursary letter, the campus notes and the
admissions tutor's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "invitation_letter.txt": """\
Dear Ms Osei,

Thank you for applying for the post of Finance Officer (ref FIN-2291). We would like to invite you
to an interview on Thursday 16 October at 10.30am at our offices, 5th floor, Quay House, 30
Wellington Street, Leeds. Please reply by Monday 13 October to confirm you can attend.
""",
    "day_schedule.md": """\
# Interview day

| time | what | with |
|---|---|---|
| 10.30am | arrive and sign in | reception |
| 10.45am | written task (45 minutes) | alone |
| 11.45am | panel interview (about 40 minutes) | Head of Finance and an HR adviser |
| 12.30pm | tour of the office | a member of the team |
""",
    "written_task.txt": """\
Written task

You will be given a set of monthly accounts and asked to write a one-page summary for a manager
with no finance background. A computer with Excel and Word is provided; you may not use your own
laptop or phone.
""",
    "expenses_policy.csv": """\
item,we pay
rail travel,standard class return
mileage,45p a mile
parking,up to £10
lunch,not covered
""",
    "dress_and_access.txt": """\
There is no dress code for the interview; wear what you are comfortable in. The building has step-free
access and a lift. Tell us in advance if you need any adjustments.
""",
    "recruiter_email.txt": """\
From: Amira Khan, HR
Hi Grace, please bring your passport or birth certificate so we can check your right to work. We
hope to let candidates know the outcome by Friday 24 October.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the job reference", "invitation_letter.txt", "FIN-2291"),
    ("when is the interview", "invitation_letter.txt", "Thursday 16 October"),
    ("where is the interview", "invitation_letter.txt", "Quay House"),
    ("when do I have to confirm by", "invitation_letter.txt", "Monday 13 October"),
    ("how long is the written task", "day_schedule.md", "45 minutes"),
    ("who is on the panel", "day_schedule.md", "Head of Finance and an HR adviser"),
    ("what do I have to write in the task", "written_task.txt", "one-page summary"),
    ("can I use my own laptop", "written_task.txt", "may not use your own"),
    ("will they pay my train fare", "expenses_policy.csv", "standard class return"),
    ("how much can I claim for parking", "expenses_policy.csv", "up to £10"),
    ("is lunch paid for", "expenses_policy.csv", "not covered"),
    ("what should I wear", "dress_and_access.txt", "no dress code"),
    ("is there a lift", "dress_and_access.txt", "lift"),
    ("what ID do I need to bring", "recruiter_email.txt", "passport or birth certificate"),
    ("when will I hear back", "recruiter_email.txt", "Friday 24 October"),
    ("what's the salary", None, ""),
    ("can I work from home", None, ""),
    ("how many people are being interviewed", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Interview invitation: Veterinary Medicine, University of Bristol

Applicant: Sam Taylor (UCAS ID 184-552-9031). Your interview day is Wednesday 10 December at the
Langford campus. Please arrive by 8.45am at the Churchill Building reception.
""",
    "timetable.csv": """\
time,activity
9.00am,welcome talk
9.30am,multiple mini interviews (six stations)
11.30am,campus tour led by students
12.30pm,lunch provided
""",
    "reading_task.txt": """\
Before the day, read the article on antibiotic resistance in farm animals that we have emailed to
you. One station will ask you to discuss it; you do not need to learn it by heart.
""",
    "travel_bursary.txt": """\
If your household income is under £25,000 you can claim back up to £80 of travel costs. Send your
receipts within four weeks of the interview.
""",
    "campus_notes.txt": """\
Langford is 15 miles from Bristol. A free shuttle bus runs from Temple Meads station at 7.50am on
interview days. There is free parking for visitors.
""",
    "tutor_email.txt": """\
From: Dr Fiona Walsh, Admissions Tutor
Hi Sam, parents are welcome on the campus tour but not in the interviews. Offers are made by the end
of March.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my interview", "invitation.txt", "Wednesday 10 December"),
    ("what time do I need to arrive", "invitation.txt", "8.45am"),
    ("how many stations are there", "timetable.csv", "six stations"),
    ("is lunch provided", "timetable.csv", "lunch provided"),
    ("what do I need to read beforehand", "reading_task.txt", "antibiotic resistance"),
    ("do I have to memorise the article", "reading_task.txt", "do not need to learn it by heart"),
    ("how much travel can I claim back", "travel_bursary.txt", "up to £80"),
    ("when do I send my receipts", "travel_bursary.txt", "within four weeks"),
    ("is there a bus from the station", "campus_notes.txt", "free shuttle bus"),
    ("can my parents come", "tutor_email.txt", "welcome on the campus tour"),
    ("when will I hear if I have an offer", "tutor_email.txt", "end of March"),
    ("what's the entry requirement", None, ""),
    ("is there accommodation for the night before", None, ""),
    ("can I bring my notes in", None, ""),
]
