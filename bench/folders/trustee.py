"""A charity trustee's papers (the twenty-seventh session): the trustees' meeting minutes, a
grant award letter, the safeguarding policy, the year's accounts as CSV and the trustee role
description; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a school governor's: the governing body's
minutes, the budget as a markdown table, the admissions policy, the committees as CSV and the
governors' code of conduct, written at the same time and run once at the first run and once
after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "minutes_2026_10.md": """\
# Trustees' meeting — 14 October 2026

Present: Ruth Evans (chair), Omar Said (treasurer), Kate Lin, Dev Rao
Apologies: Sarah Cole

## 1. Accounts

The treasurer reported income of £48,200 for the year to 30 September, against a budget of £52,000. Agreed: the reserve will be kept at three months' running costs.

## 2. Community fridge

The fridge at St Mark's hall will open on Saturdays from January. Action: Kate to recruit six volunteers by 30 November.

## 3. Next meeting

13 January 2027 at 7pm, St Mark's hall.
""",
    "grant_award.txt": """\
Grant award letter — Westbrook Community Foundation

Project: Winter warm space
Amount: £6,500

The grant is paid in two parts: £4,000 on signing and £2,500 after the interim report.

The interim report is due by 31 March 2027. The grant must be spent by 30 June 2027; any money not spent by then must be returned to the Foundation.

Questions about this grant: Leah Moore, grants officer, 01632 960 441.
""",
    "safeguarding_policy.md": """\
# Safeguarding policy

Our designated safeguarding lead is Dev Rao.

All volunteers who work with children need an enhanced DBS check, renewed every 3 years.

If you are worried about a child or an adult at risk, tell the safeguarding lead on the same day. Never promise to keep a secret.
""",
    "accounts_2026.csv": """\
category,budget,actual
donations,20000,17400
grants,25000,26300
events,7000,4500
rent,9600,9600
staff,30000,28750
""",
    "trustee_role.txt": """\
Trustee role description

Term: 3 years, renewable once
Time: about 4 hours a month, including four evening meetings a year

Trustees are not paid, but reasonable travel expenses are refunded.

A trustee must declare any conflict of interest at the start of each meeting.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The minutes.
    ("who chairs the trustees", "minutes_2026_10.md", "Ruth Evans"),
    ("who couldn't make the October meeting", "minutes_2026_10.md", "Sarah Cole"),
    ("how much did we bring in this year", "minutes_2026_10.md", "£48,200"),
    ("when will the community fridge open", "minutes_2026_10.md", "Saturdays from January"),
    ("what is Kate supposed to do", "minutes_2026_10.md", "recruit six volunteers"),
    ("when is the next trustees meeting", "minutes_2026_10.md", "13 January 2027"),
    # The grant.
    ("how much is the grant", "grant_award.txt", "£6,500"),
    ("when is the interim report due", "grant_award.txt", "31 March 2027"),
    ("what happens to money we don't spend", "grant_award.txt", "returned"),
    ("who do I contact about the grant", "grant_award.txt", "Leah Moore"),
    # The policy.
    ("who is the safeguarding lead", "safeguarding_policy.md", "Dev Rao"),
    ("do volunteers need a DBS check", "safeguarding_policy.md", "enhanced DBS check"),
    ("how quickly must a concern be reported", "safeguarding_policy.md", "same day"),
    # The accounts.
    ("how much did we spend on staff", "accounts_2026.csv", "28750"),
    ("what was the budget for events", "accounts_2026.csv", "7000"),
    # The role.
    ("how long is a trustee's term", "trustee_role.txt", "3 years"),
    ("do trustees get paid", "trustee_role.txt", "not paid"),
    ("what must I declare at meetings", "trustee_role.txt", "conflict of interest"),
    # Subjects the papers never mention.
    ("who is the charity's patron", None, ""),
    ("what is our charity number", None, ""),
    ("how much is the insurance", None, ""),
    ("when is the AGM", None, ""),
    ("who audits the accounts", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "governors_minutes.txt": """\
Full governing body meeting, 2 December 2026

Present: Mark Dalton (chair), Priya Shah (headteacher), Lucy Fenn, Ian Brooks, Grace Ode
Apologies: Tom Reed

Headteacher's report: attendance this term is 94.6%, below the target of 96%. Persistent absence is highest in Year 9.

Decision: the new behaviour policy was approved, to start on 5 January 2027.

Action: Lucy Fenn to visit the SEND department before the spring meeting.

The next meeting is on 10 March 2027 at 6pm in the library.
""",
    "budget_2026_27.md": """\
# School budget 2026/27

| Area | Budget | Spent to date |
|---|---|---|
| Staffing | £2,140,000 | £890,000 |
| Learning resources | £85,000 | £41,300 |
| Premises | £120,000 | £77,500 |

The school expects to finish the year with a surplus of about £18,000.
""",
    "admissions_policy.txt": """\
Admissions policy 2027/28

Published admission number: 180 pupils in Year 7.

If there are more applications than places, places are given in this order: looked-after children, siblings of current pupils, children of staff, then distance from the school gate measured in a straight line.

Applications close on 31 October 2026. Appeals must be lodged within 20 school days of the offer letter.
""",
    "committees.csv": """\
committee,chair,members,meets
Resources,Ian Brooks,4,termly
Curriculum,Grace Ode,5,twice a term
Pay,Mark Dalton,3,once a year
""",
    "governor_code.md": """\
# Code of conduct for governors

- Governors serve a term of 4 years.
- Governors must complete safeguarding training within 6 months of appointment.
- Discussions in meetings are confidential until the minutes are approved.
- A governor who misses meetings for 6 months without apologies being accepted may be removed.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The minutes.
    ("who is the chair of governors", "governors_minutes.txt", "Mark Dalton"),
    ("what is attendance this term", "governors_minutes.txt", "94.6%"),
    ("when does the new behaviour policy start", "governors_minutes.txt", "5 January 2027"),
    ("what does Lucy have to do", "governors_minutes.txt", "visit the SEND department"),
    ("when is the next governors meeting", "governors_minutes.txt", "10 March 2027"),
    # The budget.
    ("how much have we spent on premises", "budget_2026_27.md", "£77,500"),
    ("will we have money left over", "budget_2026_27.md", "surplus of about £18,000"),
    # The admissions.
    ("how many year 7 places are there", "admissions_policy.txt", "180"),
    ("who gets priority for places", "admissions_policy.txt", "looked-after children"),
    ("when do applications close", "admissions_policy.txt", "31 October 2026"),
    ("how long do parents have to appeal", "admissions_policy.txt", "20 school days"),
    # The committees.
    ("who chairs the pay committee", "committees.csv", "Mark Dalton"),
    ("how often does the curriculum committee meet", "committees.csv", "twice a term"),
    # The code.
    ("how long is a governor's term", "governor_code.md", "4 years"),
    ("when do I need to do safeguarding training", "governor_code.md", "within 6 months"),
    ("can I talk about what was said in the meeting", "governor_code.md", "confidential"),
    # Subjects the papers never mention.
    ("what is the school's Ofsted rating", None, ""),
    ("how many teachers are there", None, ""),
    ("when are the school holidays", None, ""),
    ("who is the clerk to the governors", None, ""),
]
