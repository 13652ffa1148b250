"""A tenant's rent increase papers (the forty-third session): the landlord's notice, the tenancy
agreement's rent clause, the letting agent's email, the household budget as a table, the
tribunal leaflet and a note from the tenants' union. Its validation folder is a gym's price rise:
the gym's letter, the membership terms, the plans as CSV, the freeze policy and the member's
email to the gym, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "landlord_notice.txt": """\
Notice of a new rent (section 13)
Property: Flat 2, 18 Cavendish Road, Leicester
Current rent: £825 a month
New rent: £910 a month, starting on 1 March
Landlord: Mr P. Sandhu
""",
    "tenancy_clause.txt": """\
7. Rent. The rent is payable monthly in advance on the 1st of each month by standing order. The
landlord may not increase the rent more than once in any 12 month period, and must give at least
one month's notice of any increase.
""",
    "agent_email.txt": """\
Hi Amira, just to explain the new rent: similar two bedroom flats on Cavendish Road are now let at
£925 to £950 a month, so Mr Sandhu feels £910 is fair. If you'd like to talk about it, call me on
0116 496 0231. Thanks, Owen (Castle Lettings)
""",
    "budget.md": """\
# Monthly budget

| item | now | from March |
|---|---|---|
| rent | £825 | £910 |
| council tax | £142 | £142 |
| energy | £118 | £118 |
| broadband | £32 | £32 |
""",
    "tribunal_leaflet.txt": """\
If you think the new rent is too high you can apply to the First-tier Tribunal (Property Chamber)
before the new rent starts. It is free to apply. The tribunal decides the open market rent, which
could be higher or lower than the landlord's figure.
""",
    "union_note.txt": """\
From the Leicester Tenants' Union: bring your notice to our drop-in on Thursdays, 6pm to 8pm at the
Highfields Centre. We can help you fill in the tribunal form.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the rent going up to", "landlord_notice.txt", "£910"),
    ("when does the new rent start", "landlord_notice.txt", "1 March"),
    ("what's the rent now", "landlord_notice.txt", "£825"),
    ("who is the landlord", "landlord_notice.txt", "Mr P. Sandhu"),
    ("how often can they put the rent up", "tenancy_clause.txt", "more than once in any 12 month"),
    ("how much notice do they have to give", "tenancy_clause.txt", "one month's notice"),
    ("when is the rent due", "tenancy_clause.txt", "on the 1st of each month"),
    ("why does he think £910 is fair", "agent_email.txt", "£925 to £950"),
    ("what's Owen's number", "agent_email.txt", "0116 496 0231"),
    ("how much is council tax", "budget.md", "£142"),
    ("how much do we spend on energy", "budget.md", "£118"),
    ("can I challenge the rent increase", "tribunal_leaflet.txt", "First-tier Tribunal"),
    ("does it cost anything to go to the tribunal", "tribunal_leaflet.txt", "free to apply"),
    ("could the tribunal make it higher", "tribunal_leaflet.txt", "higher or lower"),
    ("when is the union drop-in", "union_note.txt", "Thursdays, 6pm to 8pm"),
    ("where is the drop-in", "union_note.txt", "Highfields Centre"),
    ("can the landlord evict us", None, ""),
    ("is the deposit protected", None, ""),
    ("can we get housing benefit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "gym_letter.txt": """\
Dear member, from 1 April your Peak membership will go up from £29.99 to £34.99 a month. Members who
joined before 2020 keep their current price until 1 January. Thank you for training with FitZone
Hulme.
""",
    "membership_terms.txt": """\
You can cancel your membership with one month's notice through the app. There is no cancellation fee
after your first 12 months. A joining fee of £15 applies if you re-join within 6 months.
""",
    "plans.csv": """\
plan,monthly price,classes,guest passes
Off-Peak,£24.99,no,0
Peak,£34.99,yes,2 a month
Student,£19.99,yes,0
""",
    "freeze_policy.txt": """\
You can freeze your membership for 1 to 3 months for £5 a month. Freezes must be requested at least
7 days before your next payment date.
""",
    "member_email.txt": """\
Hello, I've been a member since March 2019. Does that mean I keep the old price? My member number is
FZ-20871. Thanks, Kwame
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the new price", "gym_letter.txt", "£34.99"),
    ("when does the price go up", "gym_letter.txt", "1 April"),
    ("who keeps the old price", "gym_letter.txt", "joined before 2020"),
    ("how much notice to cancel", "membership_terms.txt", "one month's notice"),
    ("is there a cancellation fee", "membership_terms.txt", "no cancellation fee"),
    ("how much is off-peak", "plans.csv", "£24.99"),
    ("does student include classes", "plans.csv", "yes"),
    ("how much does it cost to freeze", "freeze_policy.txt", "£5 a month"),
    ("how long can I freeze for", "freeze_policy.txt", "1 to 3 months"),
    ("when did Kwame join", "member_email.txt", "March 2019"),
    ("what's my member number", "member_email.txt", "FZ-20871"),
    ("is there a pool", None, ""),
    ("can I bring a friend", "plans.csv", "2 a month"),
    ("are there personal trainers", None, ""),
]
