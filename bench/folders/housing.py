"""A council housing applicant's papers (the thirty-ninth session): the housing register letter,
the banding rules, the bidding cycle as a table, a property advert, the viewing letter and the
housing officer's email. Its validation folder is a shared ownership buyer's: the offer letter,
the costs as CSV, the lease summary, the staircasing guide, the solicitor's email and the moving
in checklist, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "register_letter.txt": """\
Housing Register: your application

Dear Ms Adebayo,

Your application has been accepted. You are in Band B (housing need: overcrowding), with an
effective date of 3 February 2027. You can bid for up to three properties each week. Your
household needs a two-bedroom home. You must tell us within 28 days if your circumstances change.
""",
    "banding_rules.md": """\
# How bands work

- **Band A**: urgent need, such as a medical emergency or homelessness
- **Band B**: overcrowding, or a medical need made worse by your home
- **Band C**: a need to move, but no urgent housing need
- **Band D**: no housing need

Within each band, applicants are ranked by their effective date. Refusing two reasonable offers
moves you down one band for 12 months.
""",
    "bidding_cycle.md": """\
# The weekly cycle

| day | what happens |
|---|---|
| Thursday | new adverts go live at 9am |
| Monday | bidding closes at midnight |
| Tuesday to Friday | shortlists drawn up and checked |
| the following week | viewings and offers |
""",
    "property_advert.txt": """\
Property ref 20417: 2-bed flat, 2nd floor, Hallam Court
Rent: £98.40 a week, service charge £6.20 a week. No lift. Pets considered (cats only).
Priority to Band A and B applicants with a local connection to the Ward.
""",
    "viewing_letter.txt": """\
You are invited to view 14 Hallam Court on Wednesday 21 April at 2.15pm. Please bring proof of
income and photo ID. If you are offered the flat, you must accept or refuse within 2 working
days. You may view with one other adult.
""",
    "officer_email.txt": """\
Hi Funmi, I've added your son's medical letter to your application; it's with the medical panel,
which usually decides within 6 weeks. Don't forget to keep bidding in the meantime. Sanjay
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what band am I in", "register_letter.txt", "Band B"),
    ("what's my effective date", "register_letter.txt", "3 February 2027"),
    ("how many properties can I bid for", "register_letter.txt", "up to three"),
    ("how many bedrooms do we need", "register_letter.txt", "two-bedroom"),
    ("what is band A", "banding_rules.md", "urgent need"),
    ("what happens if I turn down two offers", "banding_rules.md", "down one band for 12 months"),
    ("when do new adverts go up", "bidding_cycle.md", "Thursday"),
    ("when does bidding close", "bidding_cycle.md", "Monday"),
    ("how much is the rent on the Hallam Court flat", "property_advert.txt", "£98.40 a week"),
    ("is there a lift", "property_advert.txt", "No lift"),
    ("can I have a dog there", "property_advert.txt", "cats only"),
    ("when is the viewing", "viewing_letter.txt", "Wednesday 21 April at 2.15pm"),
    ("what do I need to bring to the viewing", "viewing_letter.txt", "proof of"),
    ("how long do I have to decide on the offer", "viewing_letter.txt", "2 working"),
    ("can my sister come to the viewing", "viewing_letter.txt", "one other adult"),
    ("how long will the medical panel take", "officer_email.txt", "6 weeks"),
    ("should I stop bidding", "officer_email.txt", "keep bidding"),
    ("how long is the waiting list", None, ""),
    ("is there a garden", None, ""),
    ("can I swap with another tenant", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
Shared ownership offer: Plot 12, Millbrook Meadows

We are pleased to offer you a 40% share of this 2-bedroom house. Full market value: £285,000.
Your share: £114,000. Rent on the remaining 60%: £490.23 a month. Please reserve within 7 days
with a £500 reservation fee, which comes off your deposit.
""",
    "monthly_costs.csv": """\
cost,amount,how often
Rent,£490.23,monthly
Service charge,£38.50,monthly
Buildings insurance,included,in service charge
Mortgage (estimate),£560,monthly
""",
    "lease_summary.md": """\
# Lease summary

- Term: 990 years from 2027
- You may not sublet the whole home.
- Pets are allowed with written permission.
- You are responsible for all repairs after the first 10 years; we cover repairs to the structure for the first 10 years.
- Rent goes up each April by the Consumer Price Index plus 1%.
""",
    "staircasing_guide.txt": """\
Buying more shares (staircasing)

You can buy more shares in steps of 10% or more, at the value of the home at the time. You can
also buy 1% a year for the first 15 years at a reduced fee. A new valuation costs about £350 and
is valid for 3 months.
""",
    "solicitor_email.txt": """\
Hi both, the searches are back and all clear. Exchange is planned for 14 May, with completion on
28 May. Please send your deposit of £11,400 at least 5 working days before exchange. Ruth
""",
    "moving_checklist.md": """\
# Moving in

- Keys released at the site office after 12 noon on completion day
- Take meter readings on the day
- Register for council tax within 21 days
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what share are we buying", "offer_letter.txt", "40%"),
    ("how much is the rent", "offer_letter.txt", "£490.23"),
    ("how much is the reservation fee", "offer_letter.txt", "£500"),
    ("what's the service charge", "monthly_costs.csv", "£38.50"),
    ("is buildings insurance extra", "monthly_costs.csv", "included"),
    ("can we have a cat", "lease_summary.md", "Pets are allowed"),
    ("when does the rent go up", "lease_summary.md", "each April"),
    ("can we sublet", "lease_summary.md", "may not sublet"),
    ("how much more can we buy at a time", "staircasing_guide.txt", "10%"),
    ("how much is a valuation", "staircasing_guide.txt", "£350"),
    ("when is completion", "solicitor_email.txt", "28 May"),
    ("how much is the deposit", "solicitor_email.txt", "£11,400"),
    ("when do we get the keys", "moving_checklist.md", "after 12 noon"),
    ("is there parking with the house", None, ""),
    ("what is the EPC rating", None, ""),
    ("who is the housing association's contact", None, ""),
]
