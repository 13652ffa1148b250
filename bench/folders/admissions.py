"""A parent's papers for a primary school place (the fortieth session): the council's admissions
guide, the oversubscription criteria, the schools' distances as CSV, the offer email, the
school's welcome letter and the uniform shop's price list. Its validation folder is a secondary
school appeal: the refusal letter, the appeal timetable as a table, the hearing guidance, the
waiting list email, the school bus information and a friend's message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "admissions_guide.txt": """\
Starting primary school in September 2025

Apply online by 15 January 2025 for a Reception place. You can name up to three schools, in order
of preference. National offer day is 16 April. Late applications are dealt with after all
on-time ones. Children born between 1 September 2020 and 31 August 2021 start school this year.
""",
    "oversubscription_criteria.md": """\
# If a school has more applicants than places

1. Looked-after and previously looked-after children
2. Children with a sibling at the school
3. Children of staff at the school
4. Children living nearest the school, measured in a straight line
""",
    "school_distances.csv": """\
school,distance_miles,last_place_offered_2024_miles
Oakfield Primary,0.4,0.9
St Anne's CE Primary,1.1,0.7
Brookside Academy,1.8,2.5
""",
    "offer_email.txt": """\
Dear Ms Begum, we are pleased to offer Zara a Reception place at Oakfield Primary School for
September 2025. This was your first preference. Please accept or decline the offer by 30 April.
If you do not reply, the place may be given to another child. Admissions Team
""",
    "welcome_letter.txt": """\
Welcome to Oakfield Primary! Our new starters' meeting for parents is on Tuesday 17 June at 6pm in
the school hall. Zara's first day is Wednesday 3 September; Reception children do mornings only
for the first week, 8:45am to 11:45am. School lunches are free for all Reception children.
""",
    "uniform_prices.md": """\
# Oakfield uniform

| item | price |
|---|---|
| sweatshirt with logo | £12.50 |
| book bag | £7 |
| PE bag | £5 |

Plain grey trousers, skirts and white polo shirts can be bought anywhere.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the deadline to apply", "admissions_guide.txt", "15 January 2025"),
    ("how many schools can I put down", "admissions_guide.txt", "up to three schools"),
    ("when will we find out which school we got", "admissions_guide.txt", "16 April"),
    ("does having a brother at the school help", "oversubscription_criteria.md", "sibling"),
    ("how is distance measured", "oversubscription_criteria.md", "straight line"),
    ("how far is Brookside from us", "school_distances.csv", "1.8"),
    ("what was the last distance offered at St Anne's", "school_distances.csv", "0.7"),
    ("which school did Zara get", "offer_email.txt", "Oakfield Primary"),
    ("when do I need to accept the place by", "offer_email.txt", "30 April"),
    ("what happens if I don't reply", "offer_email.txt", "given to another child"),
    ("when is the new parents' meeting", "welcome_letter.txt", "Tuesday 17 June at 6pm"),
    ("when is Zara's first day", "welcome_letter.txt", "Wednesday 3 September"),
    ("what are the hours in the first week", "welcome_letter.txt", "8:45am to 11:45am"),
    ("are school dinners free", "welcome_letter.txt", "free for all Reception children"),
    ("how much is a sweatshirt", "uniform_prices.md", "£12.50"),
    ("do I have to buy trousers from the school", "uniform_prices.md", "can be bought anywhere"),
    ("is there a breakfast club", None, ""),
    ("what's the school's Ofsted rating", None, ""),
    ("how big are the classes", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "refusal_letter.txt": """\
Dear Mr and Mrs Hughes,

We are sorry that we cannot offer Ethan a place at Castle Hill School for September 2025. All
places were given to children who met a higher criterion. Ethan has been offered a place at
Moorside Academy instead. You have the right to appeal; appeals must reach us by 21 May.
""",
    "appeal_timetable.md": """\
# Appeals timetable

| step | date |
|---|---|
| appeal form received by | 21 May |
| school's case sent to you | 10 June |
| hearings held | 24 June to 4 July |
| decision letters sent | within 5 school days of the hearing |
""",
    "hearing_guidance.txt": """\
At the hearing

The panel has three independent members. The school explains why it is full, then you explain why
Ethan should have a place. You may bring a friend or an adviser. A hearing usually lasts about
45 minutes. The panel's decision is binding on the school.
""",
    "waiting_list_email.txt": """\
Ethan is number 6 on the waiting list for Castle Hill School. The list is kept until 31 December,
and places are offered in order of the admissions criteria, not the date you joined.
""",
    "school_bus.txt": """\
Moorside Academy bus: route M2 leaves Church Street at 7:55am and arrives at school at 8:25am. A
free bus pass is given to pupils who live more than three miles from the school.
""",
    "friend_message.txt": """\
Hi Claire! We appealed for Castle Hill last year and won. Take any letters from Ethan's doctor about
his asthma. Happy to chat through it, call me after 7 x Nadia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which school was Ethan offered", "refusal_letter.txt", "Moorside Academy"),
    ("when is the appeal deadline", "refusal_letter.txt", "21 May"),
    ("when are the appeal hearings", "appeal_timetable.md", "24 June to 4 July"),
    ("when will we hear the decision", "appeal_timetable.md", "within 5 school days of the hearing"),
    ("how many people are on the panel", "hearing_guidance.txt", "three independent members"),
    ("can I bring someone with me to the hearing", "hearing_guidance.txt", "friend or an adviser"),
    ("how long does the hearing last", "hearing_guidance.txt", "45 minutes"),
    ("what number is Ethan on the waiting list", "waiting_list_email.txt", "number 6"),
    ("how long is the waiting list kept", "waiting_list_email.txt", "31 December"),
    ("what time does the bus leave", "school_bus.txt", "7:55am"),
    ("who gets a free bus pass", "school_bus.txt", "more than three miles"),
    ("what did Nadia say to bring", "friend_message.txt", "letters from Ethan's doctor"),
    ("what's the uniform at Moorside", None, ""),
    ("can we appeal again if we lose", None, ""),
    ("how many places does Castle Hill have", None, ""),
]
