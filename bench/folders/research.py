"""A university researcher's papers (the twenty-eighth session): a grant award letter, an ethics
approval, a lab's safety rules, a conference travel policy and a grant budget as CSV; fit, its
questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a PhD student's: a studentship offer, a supervision agreement,
the thesis submission rules, a conference fund's terms as a markdown table and the stipend
payments as CSV, written at the same time and run once at the first run and once after the fit
changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "grant_award.txt": """\
Northern Research Council — award letter

Principal investigator: Dr Aisha Rahman
Project: Microplastics in upland streams
Award reference: NRC/2027/0418
Total award: £312,450
Start date: 1 September 2027
Duration: 36 months

The award pays for one postdoctoral researcher for 30 months and 40 days of field work a year. Equipment over £10,000 needs the council's approval before it is bought.

You must send a progress report every 12 months and a final report within 3 months of the end date. If the project cannot start by 1 December 2027, the offer lapses.

Up to 10% of the budget may be moved between headings without asking us; larger changes need written approval.
""",
    "ethics_approval.md": """\
# University Research Ethics Committee — decision

**Reference:** ERC-2027-117
**Decision:** approved with conditions
**Valid until:** 31 August 2030

## Conditions

1. Landowners must give written consent before any sampling on their land.
2. Field workers must not work alone; at least two people must be present at every site.
3. Water samples must be destroyed within 5 years of the end of the project.

Any change to the sampling sites must be approved by the committee before it happens. Report any accident within 48 hours.
""",
    "lab_rules.md": """\
# Freshwater Lab — safety rules

- Lab coats and safety glasses must be worn at all times in the wet lab.
- No food or drink in the lab; the kitchen is on the second floor.
- Out-of-hours working (after 7pm and at weekends) needs the lab manager's permission and a buddy in the building.
- Solvent waste goes in the red drums in the fume cupboard room, never down the sink.
- Report spills to the lab manager, Tom Ellery, on extension 4471.
""",
    "travel_policy.md": """\
# Conference travel — school policy

Book train travel in standard class; first class is not refunded. Flights under 5 hours are economy only.

Hotels are refunded up to £140 a night in London and £110 a night elsewhere in the UK. Meals are refunded up to £35 a day with receipts.

Claims must be made within 60 days of the trip through the expenses system. Conference fees should be paid by the school with the purchasing card, not by you.
""",
    "grant_budget.csv": """\
heading,budget,spent to date
staff,201600,48200
travel and subsistence,18400,6150
equipment,42000,39800
consumables,27500,9900
publication costs,6000,0
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The award.
    ("how much is the grant", "grant_award.txt", "£312,450"),
    ("how long is the project", "grant_award.txt", "36 months"),
    ("do I need permission to buy equipment", "grant_award.txt", "Equipment over £10,000"),
    ("how often do we report to the council", "grant_award.txt", "every 12 months"),
    ("what happens if the project starts late", "grant_award.txt", "the offer lapses"),
    ("can I move money between budget headings", "grant_award.txt", "Up to 10%"),
    ("who is the PI", "grant_award.txt", "Dr Aisha Rahman"),
    # The ethics approval.
    ("when does the ethics approval expire", "ethics_approval.md", "31 August 2030"),
    ("can I go sampling on my own", "ethics_approval.md", "must not work alone"),
    ("do we need the landowner's permission", "ethics_approval.md", "written consent"),
    ("how long can we keep the water samples", "ethics_approval.md", "within 5 years"),
    ("can we add a new sampling site", "ethics_approval.md", "approved by the committee"),
    # The lab.
    ("can I eat in the lab", "lab_rules.md", "No food or drink"),
    ("can I work in the lab at the weekend", "lab_rules.md", "lab manager's permission"),
    ("where does solvent waste go", "lab_rules.md", "red drums"),
    ("who do I tell about a spill", "lab_rules.md", "Tom Ellery"),
    # The travel policy.
    ("can I go first class on the train", "travel_policy.md", "not refunded"),
    ("how much can I spend on a hotel in London", "travel_policy.md", "£140 a night"),
    ("how long do I have to claim expenses", "travel_policy.md", "60 days"),
    # The budget.
    ("how much have we spent on equipment", "grant_budget.csv", "39800"),
    ("what's the budget for consumables", "grant_budget.csv", "27500"),
    # Subjects the papers never mention.
    ("can I hire a research assistant in Spain", None, ""),
    ("what is the overhead rate", None, ""),
    ("is there a parking space for me", None, ""),
    ("who owns the patents", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "studentship_offer.txt": """\
Doctoral studentship — offer letter

Student: Mr Jonah Whitfield
Project: Bird song learning in urban robins
Supervisors: Prof. Claire Dunmore (lead), Dr Felix Osei
Start: 1 October 2027

The studentship pays your tuition fees and a tax-free stipend of £20,780 a year for 3.5 years. You may do up to 6 hours of paid teaching a week during term.

If you take a job of more than 6 hours a week, or leave the programme, the stipend stops from that date. Sick leave of up to 13 weeks a year is paid.

Please accept this offer in writing by 30 June 2027.
""",
    "supervision_agreement.md": """\
# Supervision agreement

- Meetings with the lead supervisor: at least once a fortnight, in person or online.
- Written notes of each meeting are kept by the student and shared within a week.
- Draft chapters are returned with comments within 4 weeks.

## Annual review

Each year the student submits a 5,000-word progress report by 31 May, and is interviewed by two staff who are not supervisors. The first-year review decides whether the student moves from MPhil to PhD registration.

## Disagreements

If the student and a supervisor cannot agree, either may ask the postgraduate tutor, Dr Ruth Mensah, to help.
""",
    "thesis_rules.md": """\
# Thesis submission — rules

The thesis must be no longer than 80,000 words, not counting the bibliography and appendices. Submit an electronic copy through the thesis portal; paper copies are no longer needed.

Give three months' notice of submission by sending the intention to submit form to the graduate school. The viva is normally held within 3 months of submission, with one internal and one external examiner.

Minor corrections must be finished within 3 months of the viva; major corrections within 12 months.
""",
    "conference_fund.md": """\
# Doctoral conference fund

| Trip | Most we pay |
|---|---|
| UK conference | £450 |
| Europe | £900 |
| Rest of the world | £1,500 |

Each student may claim once a year, and must be presenting a paper or poster. Apply at least 6 weeks before the conference; late applications are not accepted.
""",
    "stipend_payments.csv": """\
month,stipend,teaching,total paid
2027-10,1731.67,0.00,1731.67
2027-11,1731.67,192.00,1923.67
2027-12,1731.67,240.00,1971.67
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("how much is my stipend", "studentship_offer.txt", "£20,780"),
    ("how many hours can I teach", "studentship_offer.txt", "6 hours"),
    ("how long is the studentship", "studentship_offer.txt", "3.5 years"),
    ("what happens if I get a job", "studentship_offer.txt", "stipend stops"),
    ("when do I have to accept the offer by", "studentship_offer.txt", "30 June 2027"),
    ("am I paid if I'm off sick", "studentship_offer.txt", "13 weeks"),
    # The agreement.
    ("how often do I meet my supervisor", "supervision_agreement.md", "once a fortnight"),
    ("how long do supervisors take to return chapters", "supervision_agreement.md", "within 4 weeks"),
    ("how long is the progress report", "supervision_agreement.md", "5,000-word"),
    ("who can I talk to if I fall out with my supervisor", "supervision_agreement.md", "Dr Ruth Mensah"),
    # The thesis rules.
    ("what's the word limit for the thesis", "thesis_rules.md", "80,000 words"),
    ("do I need to hand in a paper copy", "thesis_rules.md", "no longer needed"),
    ("how much notice do I give before submitting", "thesis_rules.md", "three months"),
    ("how long do I get for major corrections", "thesis_rules.md", "12 months"),
    ("when is the viva", "thesis_rules.md", "within 3 months of submission"),
    # The fund.
    ("how much can I get for a conference in Europe", "conference_fund.md", "£900"),
    ("how early do I need to apply for conference money", "conference_fund.md", "6 weeks"),
    ("do I have to present to get funding", "conference_fund.md", "presenting a paper or poster"),
    # The payments.
    ("how much was I paid for teaching in December", "stipend_payments.csv", "240.00"),
    ("what was the total paid in November", "stipend_payments.csv", "1923.67"),
    # Subjects the papers never mention.
    ("can I get a desk in the library", None, ""),
    ("is there a childcare allowance", None, ""),
    ("how much is the graduation gown", None, ""),
    ("can I do my PhD part-time", None, ""),
]
