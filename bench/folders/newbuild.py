"""A new-build home buyer's papers (the thirty-fourth session): the reservation agreement, the
handover pack, the snagging list as CSV, the warranty summary, the estate management notes and
the site manager's email; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a shared ownership buyer's: the
offer letter, the lease summary, the rent and charges as CSV, the staircasing guide, the repairs
notes and the housing officer's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "reservation_agreement.txt": """\
Reservation agreement

Plot: 47, the Hawthorn (3 bed detached)
Development: Orchard Fields
Price: £372,995
Reservation fee: £1,000, taken off the price on completion
Exchange within: 28 days
Expected completion: June
""",
    "handover_pack.md": """\
# Handover

- The stopcock is under the kitchen sink
- The fuse box is in the garage
- The boiler is a Worcester Bosch, serviced before handover

Meter readings are taken on the day you move in. Bins are collected on Thursdays.
""",
    "snagging_list.csv": """\
item,room,status
Cracked tile,bathroom,fixed
Door sticks,bedroom 2,booked for 3 July
Missing sealant,kitchen,open
""",
    "warranty_summary.txt": """\
Warranty

The home has a 10 year NHBC warranty. For the first 2 years the builder fixes defects; from years 3 to 10 the warranty covers structural problems only. Report defects in writing through the customer portal.
""",
    "estate_notes.txt": """\
Estate management

Orchard Fields has a management company that looks after the open spaces and play area. The estate charge is £245 a year, paid in January. Caravans and boats may not be parked on the estate roads.
""",
    "site_manager_email.txt": """\
Hi both,

Your home demonstration is on Friday 13 June at 10am; it takes about an hour. Keys will be handed over on completion day at the sales office.

Gareth, site manager
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The reservation.
    ("how much is the house", "reservation_agreement.txt", "£372,995"),
    ("which plot is ours", "reservation_agreement.txt", "47"),
    ("do we get the reservation fee back", "reservation_agreement.txt", "taken off the price"),
    ("how long do we have to exchange", "reservation_agreement.txt", "28 days"),
    # Handover.
    ("where's the stopcock", "handover_pack.md", "under the kitchen sink"),
    ("where is the fuse box", "handover_pack.md", "garage"),
    ("which day are bins collected", "handover_pack.md", "Thursdays"),
    # Snagging.
    ("when is the sticking door being fixed", "snagging_list.csv", "3 July"),
    ("has the bathroom tile been fixed", "snagging_list.csv", "fixed"),
    # Warranty.
    ("how long is the warranty", "warranty_summary.txt", "10 year"),
    ("how do I report a defect", "warranty_summary.txt", "customer portal"),
    ("who fixes defects in the first two years", "warranty_summary.txt", "builder"),
    # The estate.
    ("how much is the estate charge", "estate_notes.txt", "£245 a year"),
    ("can I park my caravan outside", "estate_notes.txt", "may not be parked"),
    # The site manager.
    ("when is the home demonstration", "site_manager_email.txt", "Friday 13 June"),
    ("where do we get the keys", "site_manager_email.txt", "sales office"),
    # Subjects the papers never mention.
    ("can we choose the kitchen", None, ""),
    ("is there a school nearby", None, ""),
    ("when will the broadband be connected", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "offer_letter.txt": """\
Shared ownership offer

Home: Flat 12, Mill House
Full market value: £300,000
Your share: 40%
Share price: £120,000
Deposit needed: £6,000
""",
    "lease_summary.md": """\
# Lease

- Lease length: 990 years
- Pets allowed with written permission
- No subletting without consent

You are responsible for all repairs inside the flat from the day you move in.
""",
    "charges.csv": """\
charge,monthly
Rent on unowned share,£412.50
Service charge,£95.00
Buildings insurance,£14.20
""",
    "staircasing_guide.txt": """\
Buying more shares

You can buy more shares in steps of at least 5%, up to 100%. A valuation by a RICS surveyor is needed each time, at your cost.
""",
    "repairs_notes.txt": """\
Repairs

For the first 10 years, the housing association helps with the cost of essential repairs up to £500 a year. Report repairs on the resident app.
""",
    "officer_email.txt": """\
Hi Maya,

Your key collection is booked for Wednesday 2 July at 11am at our office on Bridge Street. Please bring photo ID.

Leon (sales officer)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The offer.
    ("how much of the flat do I own", "offer_letter.txt", "40%"),
    ("how much deposit do I need", "offer_letter.txt", "£6,000"),
    # The lease.
    ("how long is the lease", "lease_summary.md", "990 years"),
    ("can I have a cat", "lease_summary.md", "written permission"),
    ("can I rent the flat out", "lease_summary.md", "No subletting"),
    # Charges.
    ("how much is the service charge", "charges.csv", "£95.00"),
    ("how much rent do I pay", "charges.csv", "£412.50"),
    # Staircasing.
    ("can I buy more of the flat", "staircasing_guide.txt", "steps of at least 5%"),
    ("who pays for the valuation", "staircasing_guide.txt", "at your cost"),
    # Repairs.
    ("how do I report a repair", "repairs_notes.txt", "resident app"),
    # The officer.
    ("when do I get my keys", "officer_email.txt", "Wednesday 2 July"),
    # Subjects the papers never mention.
    ("is there a gym in the building", None, ""),
    ("can I paint the walls", None, ""),
    ("where is the bike store", None, ""),
]
