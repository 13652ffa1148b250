"""A house sharer's papers (the thirty-first session): the joint tenancy's house-share
agreement among the housemates, the bills split as CSV, the broadband contract, the cleaning
rota as a markdown table, a council tax letter and the landlord's inventory notes; fit, its
questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a lodger's: the lodger agreement, the householder's house
rules, a rent receipts CSV, a bike storage permit, a contents insurance certificate and a
notice of a rent rise, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "house_share_agreement.md": """\
# 14 Clifton Road — house share agreement

Housemates: Amara, Ben, Chloe and Dev

## Rent and bills

- Rent: £2,200 a month in total, paid to the landlord by standing order on the 28th; each of us pays £550 into the house account by the 25th
- Bills: split equally four ways, from the house account
- Food: bought separately; shared basics (milk, bread, loo roll) come from the £10 a week kitty

## Living together

Quiet hours are 11pm to 7am on weeknights. Overnight guests are fine, up to 3 nights a week; tell the house chat first.

If someone wants to leave, they find a replacement housemate the others agree to, and keep paying their share until the replacement moves in.
""",
    "bills_split.csv": """\
bill,provider,monthly cost,each pays,paid by
Electricity and gas,Brightside Energy,£180,£45,Ben
Water,Southvale Water,£48,£12,Chloe
Broadband,FibreNow,£36,£9,Amara
TV licence,TV Licensing,£14.13,£3.53,Dev
""",
    "broadband_contract.txt": """\
FibreNow — contract summary

Account holder: Amara Osei
Package: Full Fibre 500
Speed: 500 Mbps average download
Price: £36 a month for 24 months, then £49 a month
Contract start: 1 September 2026

Leaving before the end of the 24 months costs £8 for each month left. Moving house? We can move your broadband to the new address free of charge, if the service is available there.

Router: the router is ours; return it within 30 days of leaving or pay £60.
""",
    "cleaning_rota.md": """\
# Cleaning rota

| Week starting | Kitchen | Bathroom | Bins and recycling |
| --- | --- | --- | --- |
| 2 November | Amara | Ben | Chloe |
| 9 November | Ben | Chloe | Dev |
| 16 November | Chloe | Dev | Amara |
| 23 November | Dev | Amara | Ben |

Bins go out on Tuesday night; recycling every other Tuesday.
""",
    "council_tax_letter.txt": """\
Northfield City Council — council tax

Property: 14 Clifton Road
Band: C
Annual charge 2026/27: £1,890

Chloe Park has told us she is a full-time student. Full-time students are disregarded for council tax, so the bill is shared by the three other residents. If all residents were students, the property would be exempt.

Pay in 10 monthly instalments from April, or ask us for 12.
""",
    "inventory_notes.md": """\
# Check-in inventory — 14 Clifton Road

- Living room: sofa with a small tear on the left arm; carpet clean
- Kitchen: oven cleaned; one cracked floor tile by the back door
- Garden: lawn mown; shed locked, key with the landlord

The deposit of £2,400 is protected with the Deposit Protection Service. Tenants must not paint walls or put up shelves without the landlord's written permission.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how much rent do I pay", "house_share_agreement.md", "£550"),
    ("when does my rent have to go in", "house_share_agreement.md", "by the 25th"),
    ("can my girlfriend stay the weekend", "house_share_agreement.md", "up to 3 nights a week"),
    ("how much is the kitty", "house_share_agreement.md", "£10 a week"),
    ("what do I have to do if I want to move out", "house_share_agreement.md", "find a replacement housemate"),
    ("when do we have to be quiet", "house_share_agreement.md", "11pm to 7am"),
    # The bills.
    ("how much is my share of the electric", "bills_split.csv", "£45"),
    ("who pays the water bill", "bills_split.csv", "Chloe"),
    ("who's the energy supplier", "bills_split.csv", "Brightside Energy"),
    # The broadband.
    ("how fast is the internet", "broadband_contract.txt", "500 Mbps"),
    ("how much will broadband go up to", "broadband_contract.txt", "£49 a month"),
    ("what if we cancel the broadband early", "broadband_contract.txt", "£8 for each month left"),
    ("what do we do with the router when we leave", "broadband_contract.txt", "return it within 30 days"),
    # The rota.
    ("who's doing the bathroom the week of 16 November", "cleaning_rota.md", "Dev"),
    ("when do the bins go out", "cleaning_rota.md", "Tuesday night"),
    # Council tax.
    ("does Chloe pay council tax", "council_tax_letter.txt", "disregarded"),
    ("what band is the house", "council_tax_letter.txt", "Band: C"),
    ("how much is council tax for the year", "council_tax_letter.txt", "£1,890"),
    ("can we pay council tax over 12 months", "council_tax_letter.txt", "ask us for 12"),
    # The inventory.
    ("was the sofa already damaged", "inventory_notes.md", "small tear on the left arm"),
    ("can we put shelves up", "inventory_notes.md", "written permission"),
    ("how much was the deposit", "inventory_notes.md", "£2,400"),
    ("where's the shed key", "inventory_notes.md", "key with the landlord"),
    # Subjects the papers never mention.
    ("can we get a cat", None, ""),
    ("who pays for the cleaner", None, ""),
    ("what's the wifi password", None, ""),
    ("when is the boiler being serviced", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "lodger_agreement.txt": """\
Lodger agreement

Householder: Mrs Janet Price
Lodger: Tom Ridley
Room: the back bedroom, furnished
Rent: £650 a month, including bills, paid on the 1st
Deposit: £650, returned within 10 days of leaving, less any damage

Either of us can end this agreement by giving one month's notice. The lodger may use the kitchen, the bathroom and the garden, but not the front room.
""",
    "house_rules.md": """\
# House rules

- No guests overnight without asking Janet first
- Kitchen: cook by 9pm; wash up straight after eating
- Laundry: the washing machine is free to use on Tuesdays and Saturdays
- Heating: set to 20°C; please do not change the thermostat
- Smoking: not in the house; the back garden is fine

The cat, Pepper, must not be let into the back bedroom.
""",
    "rent_receipts.csv": """\
month,amount,paid on,method
September 2026,£650,1 September 2026,bank transfer
October 2026,£650,2 October 2026,bank transfer
November 2026,£650,1 November 2026,cash
""",
    "bike_permit.txt": """\
Northfield Council — residents' bike hangar

Permit holder: Tom Ridley
Hangar: HG-31, Elm Street, space 4
Annual fee: £72, paid by direct debit
Valid until: 30 June 2027

The hangar is for bicycles only, not for e-scooters. Lost keys cost £25 to replace.
""",
    "contents_insurance.txt": """\
Contents insurance — certificate

Insured: Tom Ridley
Address: the back bedroom, 7 Elm Street
Cover: £8,000 for belongings in the room
Excess: £100
Bicycle: covered away from home up to £600, if locked to a fixed object

Belongings in shared rooms of the house are covered only up to £500.
""",
    "rent_rise_notice.txt": """\
Dear Tom,

From 1 January 2027 your rent will rise to £690 a month, to cover the higher energy bills. Everything else in the agreement stays the same.

If you would rather move out, please let me know by 1 December so I can look for a new lodger.

Janet
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("are bills included in my rent", "lodger_agreement.txt", "including bills"),
    ("how much notice do I have to give", "lodger_agreement.txt", "one month's notice"),
    ("can I use the front room", "lodger_agreement.txt", "not the front room"),
    ("when do I get my deposit back", "lodger_agreement.txt", "within 10 days of leaving"),
    # The rules.
    ("can my friend stay over", "house_rules.md", "without asking Janet first"),
    ("when can I do my washing", "house_rules.md", "Tuesdays and Saturdays"),
    ("can I turn the heating up", "house_rules.md", "do not change the thermostat"),
    ("what time do I have to finish cooking", "house_rules.md", "9pm"),
    # The receipts.
    ("how did I pay the November rent", "rent_receipts.csv", "cash"),
    ("when did I pay October's rent", "rent_receipts.csv", "2 October 2026"),
    # The bike hangar.
    ("where's my bike space", "bike_permit.txt", "space 4"),
    ("can I keep my scooter in the hangar", "bike_permit.txt", "not for e-scooters"),
    ("what if I lose the hangar key", "bike_permit.txt", "£25"),
    # The insurance.
    ("is my bike insured if it's nicked in town", "contents_insurance.txt", "locked to a fixed object"),
    ("what's the excess", "contents_insurance.txt", "£100"),
    ("is my stuff in the kitchen covered", "contents_insurance.txt", "up to £500"),
    # The rent rise.
    ("how much is my rent going up to", "rent_rise_notice.txt", "£690 a month"),
    ("why is the rent going up", "rent_rise_notice.txt", "higher energy bills"),
    ("when do I have to say if I'm leaving", "rent_rise_notice.txt", "by 1 December"),
    # Subjects the papers never mention.
    ("can I paint my room", None, ""),
    ("is there parking", None, ""),
    ("how much is the TV licence", None, ""),
]
