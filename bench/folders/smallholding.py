"""A smallholder's papers (the twenty-eighth session): a field's grazing licence, a holding
number letter, a feed merchant's account terms, a poultry vaccine's leaflet and the egg sales as
CSV; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a beekeeper's: a beekeeping association's membership,
an apiary site agreement, a bee inspector's visit report, a varroa treatment's leaflet as
markdown and the honey sales as CSV, written at the same time and run once at the first run and
once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "grazing_licence.txt": """\
Grazing licence — Long Meadow, Holt Lane

Licensor: Mrs Ruth Barnard
Licensee: Sam Okafor
Area: 4.2 acres
Period: 1 April 2027 to 31 October 2027
Fee: £630 for the period, paid in advance

The licensee may graze sheep and goats only; no horses or pigs. No more than 25 sheep may be kept on the field at one time.

The licensee keeps the fences and the water trough in good repair. The licensor cuts the hedges once a year, in February.

No supplementary feeding on the field between May and September. The licensor may end the licence with 1 month's notice if the field is overgrazed.
""",
    "holding_number.txt": """\
Rural Payments Agency — your County Parish Holding number

Your CPH number is 34/512/0087. Quote it whenever you buy, sell or move livestock.

Sheep and goats moved onto or off your holding must be reported within 3 days of the move. After any sheep or goat arrives, no other sheep, goats or cattle may leave your holding for 6 days, unless they go straight to slaughter.

Keep your holding register for at least 3 years after the last animal leaves.
""",
    "feed_account.md": """\
# Hartley Farm Supplies — account terms

- Account number: HFS-22817
- Credit limit: £500
- Payment: within 30 days of the invoice date

Orders over £150 are delivered free within 15 miles; otherwise delivery is £12. Orders placed by noon are delivered the next working day.

Late payments are charged interest at 2% a month, and the account is stopped after 60 days.

Returns of unopened bags are accepted within 14 days with the delivery note.
""",
    "poultry_vaccine.md": """\
# Nobilis ND Clone 30 — leaflet

For vaccinating chickens against Newcastle disease.

## How to give it

Give it in the drinking water, or as an eye drop for small flocks. Chicks can be vaccinated from 1 day old. Give a booster every 3 months for laying hens.

## Withdrawal period

There is no withdrawal period: eggs and meat can be eaten straight after vaccination.

## Storage

Store in a fridge at 2°C to 8°C. Once opened, use within 2 hours.
""",
    "egg_sales.csv": """\
week,dozens sold,price per dozen,takings
2027-05-03,14,3.20,44.80
2027-05-10,18,3.20,57.60
2027-05-17,11,3.50,38.50
2027-05-24,16,3.50,56.00
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The grazing licence.
    ("how much is the grazing", "grazing_licence.txt", "£630"),
    ("can I put pigs on the field", "grazing_licence.txt", "no horses or pigs"),
    ("how many sheep can I keep", "grazing_licence.txt", "25 sheep"),
    ("who fixes the fences", "grazing_licence.txt", "licensee keeps the fences"),
    ("can I give them hay in summer", "grazing_licence.txt", "No supplementary feeding"),
    ("when does the licence end", "grazing_licence.txt", "31 October 2027"),
    # The holding number.
    ("what is my CPH number", "holding_number.txt", "34/512/0087"),
    ("how long do I have to report moving sheep", "holding_number.txt", "within 3 days"),
    ("how long do I keep the holding register", "holding_number.txt", "at least 3 years"),
    ("can I sell a goat the week after buying sheep", "holding_number.txt", "6 days"),
    # The feed account.
    ("what's my credit limit", "feed_account.md", "£500"),
    ("is delivery free", "feed_account.md", "Orders over £150"),
    ("when do I have to pay the invoice", "feed_account.md", "within 30 days"),
    ("what happens if I pay late", "feed_account.md", "2% a month"),
    ("can I send back feed I don't need", "feed_account.md", "within 14 days"),
    # The vaccine.
    ("how often do the hens need the vaccine", "poultry_vaccine.md", "every 3 months"),
    ("can we eat the eggs after vaccinating", "poultry_vaccine.md", "no withdrawal period"),
    ("how do I store the vaccine", "poultry_vaccine.md", "2°C to 8°C"),
    ("how old do chicks have to be", "poultry_vaccine.md", "1 day old"),
    # The sales.
    ("how many dozen did we sell the week of the 10th", "egg_sales.csv", "18"),
    ("what did we take in the last week", "egg_sales.csv", "56.00"),
    # Subjects the papers never mention.
    ("do I need a licence to sell eggs", None, ""),
    ("how much is a bale of straw", None, ""),
    ("can I keep ducks", None, ""),
    ("when is the next bird flu lockdown", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "association_membership.txt": """\
Fenland Beekeepers' Association — membership renewal

Member: Priya Desai
Membership: Registered beekeeper, £34 a year, due 1 January

Your membership includes third-party liability insurance up to £10 million and cover for up to 5 colonies against disease. Bee Diseases Insurance for more colonies costs £2 per extra colony.

Meetings are held on the second Tuesday of each month at 7:30pm in the village hall. The association's extractor can be borrowed for up to 3 days at a time; book it through the secretary, Mark Lowe.
""",
    "apiary_agreement.md": """\
# Apiary site agreement — Glebe Farm

- Landowner: Mr Tom Ashby
- Beekeeper: Priya Desai
- Hives allowed: up to 6
- Rent: 2 jars of honey a year, given at harvest

Hives must stand at least 10 metres from the footpath, facing away from it. The beekeeper must tell the landowner before bringing new colonies onto the site.

Either side may end the agreement with 3 months' notice; the hives must then be moved within 28 days.
""",
    "inspection_report.txt": """\
Bee inspection report

Apiary: Glebe Farm
Inspector: Helen Marsh
Date: 14 June 2027
Colonies inspected: 4

Findings: no foulbrood seen. Varroa levels were moderate in hive 3; treat after the honey harvest. Hive 2 was queenless and should be united with a queenright colony within a week.

Next inspection: at the inspector's discretion, not before 2028.
""",
    "varroa_treatment.md": """\
# Apivar strips — how to use

| Step | What to do |
|---|---|
| When | After the honey is removed, in late summer |
| Dose | 2 strips per brood box |
| Time in hive | 6 to 10 weeks, then remove |

Do not use while honey supers are on the hive. Wear gloves when handling the strips. Record each treatment in your medicines book for 5 years.
""",
    "honey_sales.csv": """\
month,jars sold,price per jar,takings
2027-07,40,7.50,300.00
2027-08,62,7.50,465.00
2027-09,35,8.00,280.00
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The association.
    ("how much is membership", "association_membership.txt", "£34 a year"),
    ("how many colonies does the insurance cover", "association_membership.txt", "up to 5 colonies"),
    ("when are the meetings", "association_membership.txt", "second Tuesday"),
    ("how long can I borrow the extractor", "association_membership.txt", "3 days"),
    ("who do I ask about the extractor", "association_membership.txt", "Mark Lowe"),
    # The apiary agreement.
    ("how many hives can I have at Glebe Farm", "apiary_agreement.md", "up to 6"),
    ("what rent do I pay for the apiary", "apiary_agreement.md", "2 jars of honey"),
    ("how far from the footpath do the hives have to be", "apiary_agreement.md", "10 metres"),
    ("how much notice to end the agreement", "apiary_agreement.md", "3 months"),
    # The inspection.
    ("what did the inspector find", "inspection_report.txt", "no foulbrood"),
    ("which hive had no queen", "inspection_report.txt", "Hive 2"),
    ("when should I treat for varroa", "inspection_report.txt", "after the honey harvest"),
    ("when is the next inspection", "inspection_report.txt", "not before 2028"),
    # The treatment.
    ("how many strips do I use", "varroa_treatment.md", "2 strips"),
    ("how long do the strips stay in", "varroa_treatment.md", "6 to 10 weeks"),
    ("can I treat with the supers on", "varroa_treatment.md", "Do not use while honey supers"),
    ("how long do I keep treatment records", "varroa_treatment.md", "5 years"),
    # The sales.
    ("how many jars did I sell in August", "honey_sales.csv", "62"),
    ("what was the price per jar in September", "honey_sales.csv", "8.00"),
    # Subjects the papers never mention.
    ("do I need to register my hives", None, ""),
    ("how much is a new queen", None, ""),
    ("can I sell honey at the farmers market", None, ""),
    ("what do I do about wasps", None, ""),
]
