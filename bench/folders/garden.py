"""A gardener's papers (the twenty-third session): an allotment tenancy's rules, a lawnmower
manual's pages, a garden waste subscription, a sowing calendar as CSV and a tree surgeon's
quote; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is another household's garden papers: a pond pump's
leaflet, a landscaper's invoice, a hosepipe ban notice, a plant order as CSV and a community
garden's volunteer rules, written at the same time and run once at the first run and once after
the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "allotment_rules.md": """\
# Westfield Allotments — tenancy rules

## Rent and plots

Rent for a full plot is £62 a year and for a half plot £34, due on 1 October. Tenants over 65 pay half rent.

## Looking after your plot

At least three quarters of your plot must be cultivated. Plots are inspected in May and August; a plot found neglected twice gets 28 days' notice to quit.

## Sheds and greenhouses

You may put up one shed no bigger than 2 m by 2.5 m without asking. Greenhouses and polytunnels need the committee's written permission.

## Bonfires and water

Bonfires are allowed only between 1 November and 31 March, and never at weekends. Hosepipes may not be left unattended; use the water troughs.

## Animals

Hens are allowed with permission (up to six, no cockerels). Dogs must be on a lead at all times.

Site secretary: Bernard Okafor, 07700 900412.
""",
    "lawnmower_manual.txt": """\
GreenCut 46 petrol lawnmower — owner's manual (extract)

Before first use
Fill the engine with 0.6 litres of SAE 30 oil. The mower is shipped without oil. Use fresh unleaded petrol only; do not use E10 petrol stored for longer than 30 days.

Cutting height
Set the height with the lever by the rear wheel, from 25 mm to 75 mm in 6 positions. For the first cut of the year, use the highest setting.

Starting
Hold the safety bar against the handle and pull the starter cord firmly. If the engine does not start after 5 pulls, check the fuel tap is open and the spark plug lead is attached.

Maintenance
Change the oil after the first 5 hours, then every 50 hours or once a season. Sharpen or replace the blade every season. Clean the air filter every 25 hours.

Warranty
The mower is guaranteed for 2 years for home use. The guarantee does not cover the blade, the cord or belts.
""",
    "garden_waste.txt": """\
Ashdown District Council — garden waste collection

Your subscription is active from 1 March 2026 to 28 February 2027. Subscription number: GW-204417.

Your brown bin is collected every other Wednesday. Put it out by 7am on collection day.

We accept grass cuttings, hedge trimmings, leaves, flowers, weeds and small branches up to 10 cm across. We do not accept soil, turf, stones, food waste or animal waste.

The annual charge is £52. A second bin costs £36 a year.

There are no collections from 21 December to 4 January.
""",
    "sowing_calendar.csv": """\
crop,sow indoors,sow outside,harvest,spacing
tomatoes,February to April,,July to October,45 cm
broad beans,,October to November or February to April,June to August,20 cm
carrots,,April to July,July to November,5 cm
courgettes,April to May,late May to June,July to October,90 cm
garlic,,October to December,June to July,15 cm
""",
    "tree_quote.md": """\
# Oakleaf Tree Care — quotation

**Quote number:** OTC-3381
**Date:** 14 October 2026
**For:** Mrs J. Halliday, 9 Birch Road

| Work | Price |
|---|---|
| Reduce the crown of the front oak by 30% | £480 |
| Fell the leylandii hedge at the back (6 trees) | £720 |
| Grind the stumps | £150 |
| Remove all waste | included |

All prices include VAT. The oak has a Tree Preservation Order: we will apply to the council for consent, which takes about 8 weeks, before any work on it.

This quote is valid for 60 days. A 20% deposit is due when you book.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The allotment.
    ("how much is the rent for a half plot", "allotment_rules.md", "£34"),
    ("when is the allotment rent due", "allotment_rules.md", "1 October"),
    ("can I have a bonfire on the allotment", "allotment_rules.md", "1 November and 31 March"),
    ("can I keep chickens", "allotment_rules.md", "up to six"),
    ("do I need permission for a greenhouse", "allotment_rules.md", "written permission"),
    ("how big can my shed be", "allotment_rules.md", "2 m by 2.5 m"),
    ("who is the allotment secretary", "allotment_rules.md", "Bernard Okafor"),
    ("what happens if my plot is neglected", "allotment_rules.md", "28 days' notice"),
    # The lawnmower.
    ("how much oil does the mower take", "lawnmower_manual.txt", "0.6 litres"),
    ("the mower won't start", "lawnmower_manual.txt", "fuel tap"),
    ("how often should I change the oil", "lawnmower_manual.txt", "50 hours"),
    ("what height should I cut the grass first time", "lawnmower_manual.txt", "highest setting"),
    ("is the blade covered by the warranty", "lawnmower_manual.txt", "does not cover the blade"),
    ("can I use E10 petrol", "lawnmower_manual.txt", "30 days"),
    # Garden waste.
    ("which day is the brown bin collected", "garden_waste.txt", "Wednesday"),
    ("can I put soil in the brown bin", "garden_waste.txt", "do not accept soil"),
    ("how much is a second garden waste bin", "garden_waste.txt", "£36"),
    ("when does my garden waste subscription end", "garden_waste.txt", "28 February 2027"),
    ("are there collections over christmas", "garden_waste.txt", "21 December to 4 January"),
    # The sowing calendar.
    ("when can I sow carrots", "sowing_calendar.csv", "April to July"),
    ("how far apart do I plant garlic", "sowing_calendar.csv", "15 cm"),
    ("when do I harvest courgettes", "sowing_calendar.csv", "July to October"),
    ("when should I start tomatoes indoors", "sowing_calendar.csv", "February to April"),
    # The tree surgeon.
    ("how much to fell the hedge", "tree_quote.md", "£720"),
    ("is VAT included in the tree quote", "tree_quote.md", "include VAT"),
    ("how long is the quote valid", "tree_quote.md", "60 days"),
    ("how much deposit do I pay", "tree_quote.md", "20%"),
    ("why do they need consent for the oak", "tree_quote.md", "Tree Preservation Order"),
    ("how long will the council take", "tree_quote.md", "8 weeks"),
    # Subjects the papers never mention.
    ("can I grow cannabis on the allotment", None, ""),
    ("is there a toilet at the allotments", None, ""),
    ("does the mower have a grass box", None, ""),
    ("when can I sow parsnips", None, ""),
    ("do they take christmas trees", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pond_pump_leaflet.txt": """\
AquaFlow 2500 pond pump and filter

Suitable for ponds up to 5,000 litres, or 2,500 litres with fish. The pump moves up to 2,500 litres an hour and uses 40 watts.

Place the pump on a flat stone at least 20 cm below the surface. Never run the pump dry: it will overheat and the guarantee will not apply.

Clean the filter sponge every two weeks in spring and summer, in a bucket of pond water, not tap water, so the good bacteria survive. Replace the UV bulb every 12 months.

In winter, take the pump out when ice forms and store it in a bucket of water so the seals do not dry out.

Guarantee: 3 years from purchase, with your receipt.
""",
    "landscaper_invoice.md": """\
# Greenline Landscapes — invoice 1142

**Date:** 2 September 2026
**Customer:** Mr T. Osei, 31 Vale Crescent

| Item | Amount |
|---|---|
| New patio, 18 m² Indian sandstone | £2,340.00 |
| Laying turf, 40 m² | £520.00 |
| Raised bed in sleepers | £410.00 |
| Skip hire | £260.00 |
| **Total** | **£3,530.00** |

Payment due within 14 days by bank transfer to sort code 20-45-77, account 40912286.

The patio is guaranteed for 5 years against sinking and cracking. Keep new turf off-limits and water it every day for the first 3 weeks.
""",
    "hosepipe_ban.txt": """\
South Downs Water: temporary use ban

From 8 July 2026 you must not use a hosepipe to water a garden, clean a car, fill a paddling pool or fill a pond.

You can still use a watering can or a bucket, and water from your own water butts or grey water.

Blue Badge holders, and customers on our Priority Services Register, are exempt from watering gardens with a hose.

Anyone breaking the ban can be fined up to £1,000.

We will tell you when the ban ends on our website and in the local press.
""",
    "plant_order.csv": """\
plant,pot size,quantity,price each,delivery
lavender Hidcote,9 cm,12,£3.50,week of 20 April
rose Gertrude Jekyll,3 litre,2,£24.99,dispatched
box hedging,1 litre,20,£2.20,out of stock until June
hydrangea Annabelle,2 litre,1,£17.50,week of 20 April
""",
    "community_garden.md": """\
# Hilltop Community Garden — volunteer guide

We meet every Saturday from 10:00 to 13:00 and on Wednesday evenings from 18:00 in summer. No experience needed.

Under-16s are welcome with an adult. Wear sturdy shoes; gloves and tools are provided.

Produce is shared among volunteers on the day, and what is left goes to the Hilltop food bank.

Please sign in at the shed each time, for our insurance. The first aid kit is in the shed, and the garden lead is Amira Nasser.

No dogs inside the garden, except assistance dogs.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pond pump.
    ("how big a pond is the pump for", "pond_pump_leaflet.txt", "5,000 litres"),
    ("how often do I clean the filter", "pond_pump_leaflet.txt", "every two weeks"),
    ("can I wash the sponge in tap water", "pond_pump_leaflet.txt", "pond water"),
    ("what do I do with the pump in winter", "pond_pump_leaflet.txt", "bucket of water"),
    ("when should I change the UV bulb", "pond_pump_leaflet.txt", "12 months"),
    ("how long is the pump guaranteed", "pond_pump_leaflet.txt", "3 years"),
    ("how deep should the pump go", "pond_pump_leaflet.txt", "20 cm"),
    # The landscaper.
    ("how much was the patio", "landscaper_invoice.md", "£2,340.00"),
    ("what's the total on the landscaping invoice", "landscaper_invoice.md", "£3,530.00"),
    ("when do I have to pay the landscaper", "landscaper_invoice.md", "14 days"),
    ("how often should I water the new turf", "landscaper_invoice.md", "every day"),
    ("how long is the patio guaranteed", "landscaper_invoice.md", "5 years"),
    # The hosepipe ban.
    ("can I fill the paddling pool", "hosepipe_ban.txt", "must not"),
    ("can I use my water butt", "hosepipe_ban.txt", "water butts"),
    ("when did the hosepipe ban start", "hosepipe_ban.txt", "8 July 2026"),
    ("what's the fine for using a hose", "hosepipe_ban.txt", "£1,000"),
    ("who doesn't have to follow the ban", "hosepipe_ban.txt", "Blue Badge"),
    # The plant order.
    ("how many lavenders did I order", "plant_order.csv", "12"),
    ("when is the box hedging coming", "plant_order.csv", "June"),
    ("how much were the roses", "plant_order.csv", "£24.99"),
    ("has the rose been sent", "plant_order.csv", "dispatched"),
    # The community garden.
    ("when does the community garden meet", "community_garden.md", "Saturday"),
    ("can my 12 year old come", "community_garden.md", "with an adult"),
    ("do I need to bring gloves", "community_garden.md", "provided"),
    ("what happens to the vegetables", "community_garden.md", "food bank"),
    ("who runs the community garden", "community_garden.md", "Amira Nasser"),
    # Subjects the papers never mention.
    ("does the pump come with a fountain head", None, ""),
    ("can I wash my windows with a hose", None, ""),
    ("is there parking at the community garden", None, ""),
    ("how much was the fence", None, ""),
]
