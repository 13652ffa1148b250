"""A poll clerk's papers (the thirty-sixth session's last round, run once on its final code, nothing
changed after): the appointment letter, the polling day timetable as CSV, the duties sheet, the
fees and expenses as CSV, the training invitation and the presiding officer's email. Its
validation folder is an exam invigilator's: the offer email, the exam timetable as CSV, the
invigilation rules, the pay sheet, the emergencies page and the exams officer's message, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Returning Officer, Ashcombe District Council

Dear Ms Patel,

You are appointed as a poll clerk for the election on Thursday 6 May 2027. You will work at polling station AS4, St Mark's Church Hall, Victoria Road, with the presiding officer, Mr Colin Burke.
""",
    "polling_day.csv": """\
time,task
06:15,Arrive and set up the station
07:00,Polls open
22:00,Polls close
22:30,Ballot box sealed and taken to the count
""",
    "duties.md": """\
# Poll clerk duties

- Check each voter's name on the register and mark it
- Give out ballot papers, stamped with the official mark
- Never tell anyone who has or hasn't voted
- Photo ID is needed to vote; if a voter has none, refer them to the presiding officer

You may not wear any party colours or badges in the polling station.
""",
    "fees.csv": """\
item,amount
Poll clerk fee,£250
Training session,£30
Mileage,45p a mile
""",
    "training_invitation.txt": """\
Training for polling station staff

Your online training must be completed by 28 April. There is also an optional in-person session on Saturday 24 April at 10am in the council chamber. Bring your appointment letter.
""",
    "presiding_officer_email.txt": """\
Hi Anita, Colin here. I'll collect the ballot box from the council on the Wednesday, so just meet me at the church hall. Bring a packed lunch and a flask; we can't leave the station during the day.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the election", "appointment_letter.txt", "Thursday 6 May 2027"),
    ("where am I working", "appointment_letter.txt", "St Mark's Church Hall"),
    ("who is the presiding officer", "appointment_letter.txt", "Colin Burke"),
    ("what time do I need to get there", "polling_day.csv", "06:15"),
    ("what time do the polls close", "polling_day.csv", "22:00"),
    ("what do I do if someone has no ID", "duties.md", "refer them to the presiding officer"),
    ("can I wear a party badge", "duties.md", "may not wear any party colours or badges"),
    ("can I tell people if someone voted", "duties.md", "Never tell anyone"),
    ("how much do I get paid", "fees.csv", "£250"),
    ("how much is mileage", "fees.csv", "45p a mile"),
    ("when do I have to finish the training by", "training_invitation.txt", "28 April"),
    ("when is the in-person training", "training_invitation.txt", "Saturday 24 April"),
    ("who is collecting the ballot box", "presiding_officer_email.txt", "Colin"),
    ("can I go out for lunch", "presiding_officer_email.txt", "can't leave the station"),
    ("can I vote by post", None, ""),
    ("is there parking at the church hall", None, ""),
    ("do I get a break", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "offer_email.txt": """\
Subject: Invigilation, summer exams

Dear Mr Hassan,

We are delighted to offer you work as an exam invigilator at Kingsmead Academy for the summer series, from Monday 10 May to Friday 25 June. Please report to the exams office, room B12, on your first day.
""",
    "exam_timetable.csv": """\
date,session,exam,room
2027-05-10,AM,GCSE Biology paper 1,Sports hall
2027-05-11,PM,A level Maths paper 1,Library
2027-05-13,AM,GCSE English Literature paper 1,Sports hall
2027-05-14,PM,GCSE French listening,Room C4
""",
    "invigilation_rules.md": """\
# Invigilation rules

- Arrive 30 minutes before the start of each exam
- Walk the room quietly; do not read, mark work or use your phone
- Candidates may not leave in the first hour or the last 15 minutes
- Watches must be taken off and put on the desk

Report any suspected cheating to the lead invigilator straight away.
""",
    "pay_sheet.txt": """\
Pay

Invigilators are paid £11.75 an hour, for the hours of each session plus 30 minutes. Submit your timesheet to the exams officer by the last Friday of each month.
""",
    "emergencies.txt": """\
Emergencies

If the fire alarm sounds, stop the exam, note the time and lead the candidates out to the field. Take the attendance register. If a candidate is taken ill, call the first aider on extension 204.
""",
    "exams_officer_message.txt": """\
Hi Yusuf, Lorna (exams officer) here. The AM session starts at 9am and the PM session at 1:30pm. Coffee is in the staff room before you start.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I start", "offer_email.txt", "Monday 10 May"),
    ("where do I go on my first day", "offer_email.txt", "room B12"),
    ("where is the A level Maths exam", "exam_timetable.csv", "Library"),
    ("which exam is in Room C4", "exam_timetable.csv", "GCSE French listening"),
    ("how early should I get there", "invigilation_rules.md", "30 minutes before"),
    ("can I read while I invigilate", "invigilation_rules.md", "do not read"),
    ("when can students leave", "invigilation_rules.md", "first hour"),
    ("what do I do if I see cheating", "invigilation_rules.md", "lead invigilator"),
    ("how much is the hourly rate", "pay_sheet.txt", "£11.75 an hour"),
    ("when do I hand in my timesheet", "pay_sheet.txt", "last Friday of each month"),
    ("what do I do if the fire alarm goes", "emergencies.txt", "stop the exam"),
    ("who do I call if a student is ill", "emergencies.txt", "extension 204"),
    ("what time does the AM session start", "exams_officer_message.txt", "9am"),
    ("is there parking for staff", None, ""),
    ("do I get paid for training", None, ""),
    ("can I bring my own lunch", None, ""),
]
