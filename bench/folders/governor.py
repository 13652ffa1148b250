"""A school governor's papers (the thirty-ninth session): the meeting's agenda, the last minutes,
the committees as CSV, the training log, the school visit guidance and the clerk's email. Its
validation folder is a parish councillor's: the meeting notice, the councillors' register as CSV,
the code of conduct summary, the budget table, the planning list and the clerk's email, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agenda.md": """\
# Full governing body meeting

Tuesday 9 March 2027, 6pm, school library

1. Apologies and declarations of interest
2. Minutes of the meeting on 8 December
3. Headteacher's report
4. Budget 2027-28 (for approval)
5. Safeguarding update
6. Any other business

Papers will be sent out at least 7 days before the meeting.
""",
    "minutes_december.txt": """\
Minutes of the full governing body, 8 December 2026

Present: 11 governors. Apologies: Mr Daly, Mrs Ng.
The meeting was quorate.
The head reported that attendance this term was 95.8%, up from 94.1% last year.
Governors approved the new behaviour policy.
Action: Ms Reid to visit Year 6 maths lessons before Easter.
Action: the clerk to advertise the vacancy for a parent governor.
""",
    "committees.csv": """\
committee,chair,meets,members
Resources,Mr Osei,termly,5
Curriculum and standards,Ms Reid,termly,6
Pay,Mrs Ng,once a year,3
Admissions appeals,independent panel,as needed,3
""",
    "training_log.csv": """\
course,date,hours
Induction for new governors,2026-10-14,3
Safeguarding for governors,2026-11-20,2
Understanding school data,2027-01-26,2.5
""",
    "visit_guidance.txt": """\
School visits by governors

Arrange every visit with the headteacher at least a week ahead. Sign in at reception and wear
your lanyard at all times. Governors visit to learn, not to inspect: do not comment on a teacher's
lesson. Write a short visit note and send it to the clerk within two weeks.
""",
    "clerk_email.txt": """\
Dear governors, a reminder that register of interests forms are due back by 31 January. Please
also complete the online Prevent training by the end of term if you have not done so already.
Parking at the school is limited: please use the church car park for the March meeting. Best,
Helen (clerk)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the next meeting", "agenda.md", "Tuesday 9 March 2027"),
    ("where is the meeting", "agenda.md", "school library"),
    ("when will we get the papers", "agenda.md", "at least 7 days before"),
    ("what was attendance last term", "minutes_december.txt", "95.8%"),
    ("who sent apologies in December", "minutes_december.txt", "Mr Daly, Mrs Ng"),
    ("which policy did we approve", "minutes_december.txt", "behaviour policy"),
    ("what's my action from the last meeting", "minutes_december.txt", "Year 6 maths"),
    ("who chairs the pay committee", "committees.csv", "Mrs Ng"),
    ("how often does the pay committee meet", "committees.csv", "once a year"),
    ("how many people are on the curriculum committee", "committees.csv", "6"),
    ("when did I do safeguarding training", "training_log.csv", "2026-11-20"),
    ("how long was the induction", "training_log.csv", "3"),
    ("how far ahead do I arrange a visit", "visit_guidance.txt", "at least a week"),
    ("can I comment on a lesson", "visit_guidance.txt", "do not comment"),
    ("when is the visit note due", "visit_guidance.txt", "within two weeks"),
    ("when is the register of interests form due", "clerk_email.txt", "31 January"),
    ("where should I park for the March meeting", "clerk_email.txt", "church car park"),
    ("how much are governors paid", None, ""),
    ("when is the Ofsted inspection", None, ""),
    ("who is the chair of governors", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "meeting_notice.txt": """\
Ashby St Mary Parish Council

Notice of meeting: Monday 12 April 2027 at 7.30pm in the village hall.
Members of the public may speak for up to 3 minutes each in the public session at the start.
The agenda is on the noticeboard by the shop and on the council website.
""",
    "councillors.csv": """\
councillor,role,ward,term ends
Ann Pryce,Chair,North,May 2028
Tom Welby,Vice-chair,South,May 2028
Gita Rao,Planning lead,North,May 2028
Colin Marsh,Footpaths,South,May 2028
""",
    "code_of_conduct.txt": """\
Code of conduct: a summary

Declare any interest in an item before it is discussed, and leave the room if it is a disclosable
pecuniary interest. Gifts or hospitality worth over £50 must be registered within 28 days. Do not
share confidential papers.
""",
    "budget.md": """\
# Budget 2027-28

| item | amount |
|---|---|
| Grass cutting | £4,800 |
| Street lighting | £2,150 |
| Village hall grant | £1,500 |
| Clerk's salary | £7,900 |
| Precept (income) | £19,500 |
""",
    "planning_list.txt": """\
Planning applications for comment

26/0142: single-storey rear extension, 4 Church View. Comments by 20 April.
26/0155: change of use of the old forge to a café, Main Street. Comments by 2 May.
26/0160: two new houses on land behind the Plough Inn. Comments by 2 May.
""",
    "clerk_email.txt": """\
Dear councillors, the annual parish meeting is on Monday 17 May, straight after the council
meeting. Expenses claims for mileage are paid at 45p a mile; send them to me by the end of each
quarter. Regards, Paula (clerk)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the parish council meeting", "meeting_notice.txt", "Monday 12 April 2027"),
    ("how long can the public speak for", "meeting_notice.txt", "3 minutes"),
    ("where can I see the agenda", "meeting_notice.txt", "noticeboard"),
    ("who is the vice-chair", "councillors.csv", "Tom Welby"),
    ("who looks after footpaths", "councillors.csv", "Colin Marsh"),
    ("what do I do if I have an interest in an item", "code_of_conduct.txt", "Declare"),
    ("do I have to register a gift", "code_of_conduct.txt", "over £50"),
    ("how much do we spend on grass cutting", "budget.md", "£4,800"),
    ("what's the precept", "budget.md", "£19,500"),
    ("when are comments on the forge café due", "planning_list.txt", "2 May"),
    ("where is the extension", "planning_list.txt", "4 Church View"),
    ("when is the annual parish meeting", "clerk_email.txt", "Monday 17 May"),
    ("how much is mileage paid at", "clerk_email.txt", "45p a mile"),
    ("when is the next election", None, ""),
    ("how many houses are planned for the allotments", None, ""),
    ("who is the district councillor", None, ""),
]
