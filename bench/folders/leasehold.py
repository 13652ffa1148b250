"""A leaseholder's papers for a new-build flat (the thirty-first session): the lease's summary,
the service charge budget as CSV, the building's rules, a fire safety notice, the managing
agent's letter about major works and the new home warranty; fit, its questions and expected text
written before the tool was run on it, its failures read and mended. Its validation folder is a
park home resident's: the site rules, the pitch fee review notice, the written statement's
summary, a utilities CSV, the site's gas safety notice and a letter about the site's roads,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lease_summary.md": """\
# Lease summary — Flat 12, Riverside Court

- Term: 125 years from 1 January 2024
- Ground rent: a peppercorn (nothing to pay)
- Service charge: paid half-yearly in advance, on 1 January and 1 July

Subletting is allowed on an assured shorthold tenancy, if you tell the managing agent within 14 days and give them a copy of the tenancy. Short holiday lets of less than 3 months are not allowed.

Pets need the managing agent's written consent, which will not be unreasonably refused.
""",
    "service_charge_budget.csv": """\
item,annual cost,your share
Cleaning of common parts,"£8,400",£210
Lift maintenance,"£3,600",£90
Buildings insurance,"£12,800",£320
Reserve fund,"£6,000",£150
Managing agent's fee,"£7,200",£180
""",
    "building_rules.txt": """\
Riverside Court — rules for residents

Bins: the bin store is by the car park entrance; recycling is collected on Thursdays. Bulky items must not be left in the bin store; book a council collection instead.

Bikes go in the bike store under the stairs; your fob opens it. Nothing may be kept in the corridors, including bikes, pushchairs and shoes.

Barbecues are not allowed on balconies. Washing may not be hung over the balcony rails.
""",
    "fire_safety_notice.md": """\
# Fire safety — stay put

Riverside Court has a "stay put" policy: if there is a fire in another flat, stay in your flat unless the fire or smoke is affecting it. If there is a fire in your flat, leave, close the door behind you and call 999.

The fire alarm in the common parts is tested every Wednesday at 11am. Do not use the lift in a fire.
""",
    "major_works_letter.txt": """\
Dear leaseholder,

Roof repairs at Riverside Court are planned for spring 2027. The estimated cost is £64,000, of which your share is £1,600.

The reserve fund will pay £24,000, so the balance due from you is £1,000, payable by 30 April 2027. You may pay in four monthly instalments if you ask us before 31 January 2027.

Your 30-day consultation period ends on 18 December 2026: send any comments or the name of a contractor you would like us to ask for a price by then.

Parkside Property Management
""",
    "new_home_warranty.txt": """\
New home warranty — policy summary

Property: Flat 12, Riverside Court
Warranty period: 10 years from 15 March 2024

Years 1 and 2: the builder must put right defects that break the building standards. Report them to the builder first.
Years 3 to 10: the insurer covers major structural damage, such as foundations, walls and roof, above an excess of £1,500.

Wear and tear, condensation and shrinkage cracks are not covered.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The lease.
    ("how long is the lease", "lease_summary.md", "125 years"),
    ("how much is the ground rent", "lease_summary.md", "peppercorn"),
    ("when is the service charge due", "lease_summary.md", "1 January and 1 July"),
    ("can I rent my flat out", "lease_summary.md", "Subletting is allowed"),
    ("can I do Airbnb", "lease_summary.md", "Short holiday lets"),
    ("can I have a dog in the flat", "lease_summary.md", "written consent"),
    # The budget.
    ("how much is my share of the buildings insurance", "service_charge_budget.csv", "£320"),
    ("how much does the lift cost to maintain", "service_charge_budget.csv", "£3,600"),
    ("what do I pay towards the reserve fund", "service_charge_budget.csv", "£150"),
    # The rules.
    ("where do I keep my bike", "building_rules.txt", "bike store under the stairs"),
    ("can I leave my shoes outside the door", "building_rules.txt", "Nothing may be kept in the corridors"),
    ("can we have a barbecue on the balcony", "building_rules.txt", "not allowed on balconies"),
    ("what do I do with an old mattress", "building_rules.txt", "book a council collection"),
    ("what day is recycling", "building_rules.txt", "Thursdays"),
    # Fire safety.
    ("what do I do if there's a fire next door", "fire_safety_notice.md", "stay in your flat"),
    ("when is the fire alarm tested", "fire_safety_notice.md", "every Wednesday at 11am"),
    ("can I use the lift in a fire", "fire_safety_notice.md", "Do not use the lift"),
    # The major works.
    ("how much do I owe for the roof", "major_works_letter.txt", "£1,000"),
    ("can I pay for the roof in instalments", "major_works_letter.txt", "four monthly instalments"),
    ("when do I have to comment on the roof works by", "major_works_letter.txt", "18 December 2026"),
    ("how much is the reserve fund putting in", "major_works_letter.txt", "£24,000"),
    # The warranty.
    ("who fixes defects in the first two years", "new_home_warranty.txt", "the builder"),
    ("is condensation covered", "new_home_warranty.txt", "not covered"),
    ("when does the warranty end", "new_home_warranty.txt", "10 years from 15 March 2024"),
    # Subjects the papers never mention.
    ("is there a concierge", None, ""),
    ("how much is council tax", None, ""),
    ("can I put up a satellite dish", None, ""),
    ("who is the freeholder", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "site_rules.md": """\
# Willow Park — site rules

- Residents must be aged 50 or over
- One pet per home: a dog or a cat; dogs must be on a lead on site
- Speed limit on site: 5 mph
- Washing lines: rotary lines only, taken down when not in use

No more than two cars may be parked at each home. Commercial vans may not be kept on site overnight.

Sheds must be no bigger than 8 by 6 feet and placed at least 2 metres from the next home.
""",
    "pitch_fee_review.txt": """\
Pitch fee review notice

Home: 27 Willow Park
Current pitch fee: £195.40 a month
New pitch fee from 1 April 2027: £203.20 a month
Reason: the increase in the Consumer Prices Index over the last year, 4%

If you do not agree, you can apply to the tribunal within 28 days of the review date. Until then, keep paying the current fee.
""",
    "written_statement.md": """\
# Written statement — summary

Resident: Mr George Hill
Home: 27 Willow Park
Agreement start: 9 May 2019

You may sell your home on the pitch; the site owner is paid a commission of up to 10% of the price. You may give your home to a family member.

The site owner must repair the site's roads, paths and drains, and keep the common areas lit.
""",
    "utilities.csv": """\
month,electricity kWh,electricity cost,water cost
August 2026,210,£58.80,£14.20
September 2026,245,£68.60,£13.90
October 2026,320,£89.60,£14.50
""",
    "gas_safety_notice.txt": """\
Willow Park — gas safety

Each home's gas appliances must be checked every year by a Gas Safe engineer. The site office keeps a list of local engineers.

Bottled gas: no more than two 47 kg cylinders at each home, stored upright outside and chained to the wall.
""",
    "roads_letter.txt": """\
Dear residents,

The main site road will be resurfaced from 12 to 16 January 2027. During the works, please park on the overflow car park by the entrance; the road will be closed from 8am to 5pm each day.

Deliveries will be met at the entrance by our warden.

Willow Park site office
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The rules.
    ("can I have two cats", "site_rules.md", "One pet per home"),
    ("how fast can I drive on site", "site_rules.md", "5 mph"),
    ("can my son park his works van here overnight", "site_rules.md", "Commercial vans may not be kept on site overnight"),
    ("how big can my shed be", "site_rules.md", "8 by 6 feet"),
    ("how old do you have to be to live here", "site_rules.md", "50 or over"),
    # The pitch fee.
    ("how much is the pitch fee going up to", "pitch_fee_review.txt", "£203.20"),
    ("why is the pitch fee going up", "pitch_fee_review.txt", "Consumer Prices Index"),
    ("what can I do if I think the rise is unfair", "pitch_fee_review.txt", "apply to the tribunal within 28 days"),
    # The written statement.
    ("how much does the owner take if I sell", "written_statement.md", "up to 10%"),
    ("who mends the drains", "written_statement.md", "The site owner must repair"),
    ("can I leave my home to my daughter", "written_statement.md", "give your home to a family member"),
    # The utilities.
    ("how much electricity did I use in October", "utilities.csv", "320"),
    ("what was the water bill in September", "utilities.csv", "£13.90"),
    # Gas.
    ("how often does the boiler need checking", "gas_safety_notice.txt", "every year"),
    ("how many gas bottles can I keep", "gas_safety_notice.txt", "no more than two 47 kg cylinders"),
    # The roads.
    ("when are they doing the road", "roads_letter.txt", "12 to 16 January 2027"),
    ("where do I park while the road is shut", "roads_letter.txt", "overflow car park"),
    ("what about my parcels during the works", "roads_letter.txt", "met at the entrance by our warden"),
    # Subjects the papers never mention.
    ("is there a clubhouse", None, ""),
    ("can I have a hot tub", None, ""),
    ("how much is the council tax band", None, ""),
]
