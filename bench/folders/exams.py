"""A sixth former's exam papers (the thirty-second session): the school's exam rules, her exam
timetable as CSV, her access arrangements letter, the results day letter, the resit and review
guidance and the sixth form's study leave notice; fit, its questions and expected text written
before the tool was run on it, its failures read and mended. Its validation folder is a trainee
accountant's: the professional body's exam entry confirmation, the study plan as CSV, the
employer's study support policy, the exam centre's rules, a results email and the body's
membership requirements, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "exam_rules.md": """\
# Exam rules for candidates

- Arrive: at least 15 minutes before the start
- Bring: black pens, a pencil, a ruler and a calculator without a lid
- Pencil cases: clear plastic only

Mobile phones and smart watches must be handed in before you enter the hall, even if switched off. You cannot leave the exam in the first hour or the last 15 minutes.

If you are late, go straight to the exams office; you may still be allowed in up to 30 minutes after the start.
""",
    "exam_timetable.csv": """\
date,subject,paper,start,length
2027-05-17,Biology,Paper 1,09:00,2 hours
2027-05-21,Chemistry,Paper 1,13:30,2 hours
2027-06-07,Psychology,Paper 2,09:00,2 hours
2027-06-14,Biology,Paper 2,13:30,2 hours
""",
    "access_arrangements.txt": """\
Access arrangements

Candidate: Maya Thompson
Arrangement: 25% extra time in all written exams
Room: the small hall, with no more than 10 candidates

You may also take supervised rest breaks; the clock stops during a break.
""",
    "results_letter.txt": """\
Results day

Results can be collected from the school library from 8am on Thursday 19 August. If you cannot come, results are emailed from 10am.

Someone else can collect your results only with your signed letter and their photo ID.
""",
    "review_guidance.txt": """\
Reviews of marking

A review of marking costs £45 a paper and must be asked for by 25 September. If your grade goes up, the fee is refunded.

Your mark may go down as well as up after a review.
""",
    "study_leave.txt": """\
Study leave

Study leave for Year 13 starts on Friday 14 May. You must still come in for your exams and for any revision sessions your teachers set.

Sign out at reception if you leave the site during the school day.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The rules.
    ("how early do I need to get to an exam", "exam_rules.md", "15 minutes before"),
    ("can I take my phone in if it's off", "exam_rules.md", "must be handed in"),
    ("what pencil case can I use", "exam_rules.md", "clear plastic"),
    ("what happens if I'm late", "exam_rules.md", "exams office"),
    ("can I leave early", "exam_rules.md", "first hour"),
    # The timetable.
    ("when is my chemistry exam", "exam_timetable.csv", "2027-05-21"),
    ("what time does psychology start", "exam_timetable.csv", "09:00"),
    ("how long is biology paper 2", "exam_timetable.csv", "2 hours"),
    # Access arrangements.
    ("how much extra time do I get", "access_arrangements.txt", "25% extra time"),
    ("where do I sit my exams", "access_arrangements.txt", "the small hall"),
    ("can I have a break", "access_arrangements.txt", "supervised rest breaks"),
    # Results.
    ("when can I pick up my results", "results_letter.txt", "from 8am on Thursday 19 August"),
    ("can my mum get my results for me", "results_letter.txt", "signed letter"),
    ("what if I can't go in on results day", "results_letter.txt", "emailed from 10am"),
    # Reviews.
    ("how much is a remark", "review_guidance.txt", "£45 a paper"),
    ("what's the deadline for a remark", "review_guidance.txt", "25 September"),
    ("can my grade go down", "review_guidance.txt", "go down as well as up"),
    # Study leave.
    ("when does study leave start", "study_leave.txt", "Friday 14 May"),
    ("do I have to come in on study leave", "study_leave.txt", "still come in for your exams"),
    # Subjects the papers never mention.
    ("can I bring a water bottle", None, ""),
    ("what grade do I need for uni", None, ""),
    ("how much does a resit cost", None, ""),
    ("is there a prom", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "exam_entry.md": """\
# Exam entry confirmation

- Exam: Financial Reporting
- Date: 8 June 2027, 10:00
- Centre: Riverside Exam Centre, Leeds
- Fee paid: £145

Bring photo ID and this confirmation. Rescheduling is free up to 14 days before the exam; after that it costs £40.
""",
    "study_plan.csv": """\
week,topic,hours
1,Group accounts,8
2,Leases,6
3,Revenue,6
4,Mock exam,4
""",
    "study_support.txt": """\
Study support policy

The firm pays your first attempt at each exam, and gives 5 days of paid study leave before it. Resit fees are yours to pay.

If you leave within 2 years of qualifying, you repay the course fees on a sliding scale.
""",
    "centre_rules.txt": """\
Exam centre rules

Lockers are provided for bags and coats. Only a clear water bottle without a label may be taken to your desk.

Calculators must be silent and have no stored text. Arrive 30 minutes before your exam to check in.
""",
    "results_email.txt": """\
Dear candidate,

Your Management Accounting result is a pass with 68%. The pass mark is 50%.

Your certificate will be available to download in your account within 6 weeks.

Exams team
""",
    "membership_rules.txt": """\
Membership requirements

To become a member you need to pass all 13 exams and complete 3 years of relevant work experience.

The annual student fee is £120, due on 1 January. Students who do not pay by 31 March are removed from the register.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The entry.
    ("when is my financial reporting exam", "exam_entry.md", "8 June 2027"),
    ("where is the exam", "exam_entry.md", "Riverside Exam Centre"),
    ("how much to move my exam date", "exam_entry.md", "£40"),
    # The plan.
    ("how many hours on leases", "study_plan.csv", "6"),
    ("what week is the mock", "study_plan.csv", "4"),
    # Support.
    ("does work pay for resits", "study_support.txt", "Resit fees are yours to pay"),
    ("how much study leave do I get", "study_support.txt", "5 days"),
    ("what if I leave after qualifying", "study_support.txt", "sliding scale"),
    # The centre.
    ("can I take a drink in", "centre_rules.txt", "clear water bottle"),
    ("how early should I get to the centre", "centre_rules.txt", "30 minutes before"),
    ("where do I put my bag", "centre_rules.txt", "Lockers"),
    # The result.
    ("what did I get in management accounting", "results_email.txt", "68%"),
    ("what's the pass mark", "results_email.txt", "50%"),
    ("when can I get my certificate", "results_email.txt", "within 6 weeks"),
    # Membership.
    ("how many exams do I need to pass", "membership_rules.txt", "13 exams"),
    ("how much is the student fee", "membership_rules.txt", "£120"),
    ("what if I don't pay the fee", "membership_rules.txt", "removed from the register"),
    # Subjects the papers never mention.
    ("can I sit exams online", None, ""),
    ("is there an exemption for my degree", None, ""),
    ("how much is the practical experience log", None, ""),
]
