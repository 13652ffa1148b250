"""A beekeeper's papers (the thirty-third session): the association's membership letter, the
hive inspection log as CSV, the swarm advice sheet, the apiary site agreement, the honey show
schedule and the bee inspector's report; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is an allotment
holder's: the tenancy agreement, the site rules, the water and rent notice, the plot plan as
CSV, the committee's newsletter and the seed order email, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_letter.txt": """\
Dear member,

Welcome to the Wharfedale Beekeepers' Association. Your membership costs £38 a year and includes insurance for up to 10 colonies.

Monthly meetings are held on the first Tuesday at 7:30pm in Otley Methodist Hall. Members can borrow the association's honey extractor for £5 a weekend.
""",
    "inspection_log.csv": """\
date,hive,queen seen,notes
2027-05-02,Hive 1,yes,8 frames of brood
2027-05-09,Hive 2,no,queen cells found
2027-05-16,Hive 1,yes,added a super
""",
    "swarm_advice.md": """\
# Swarm advice

- Swarm season: May to July
- Inspect: every 7 days in swarm season

If you see queen cells, make an artificial swarm or split the colony. Never leave a swarm in a public place; report it to the swarm coordinator, Ian Firth, on 07700 900 612.
""",
    "site_agreement.txt": """\
Apiary site agreement

The landowner allows up to 4 hives in the orchard at Low Farm. In return, the beekeeper gives the landowner 6 jars of honey each year.

Either side may end the agreement with 3 months' notice.
""",
    "show_schedule.txt": """\
Honey show schedule

The show is on Saturday 11 September at the village hall. Entries close on 4 September and cost £1 per class.

Class 1: two jars of light honey. Class 2: two jars of dark honey. Class 5: a beeswax candle.
""",
    "inspector_report.txt": """\
Bee inspection report

Apiary: Low Farm orchard
Date: 20 June 2027
Result: no signs of foul brood; varroa levels low

Treat for varroa after the honey harvest, in August or September.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Membership.
    ("how much is membership", "membership_letter.txt", "£38 a year"),
    ("when are the meetings", "membership_letter.txt", "first Tuesday"),
    ("can I borrow an extractor", "membership_letter.txt", "£5 a weekend"),
    ("how many hives does the insurance cover", "membership_letter.txt", "10 colonies"),
    # The log.
    ("when did I find queen cells", "inspection_log.csv", "2027-05-09"),
    ("was the queen seen in hive 1 on the 16th", "inspection_log.csv", "yes"),
    # Swarms.
    ("when is swarm season", "swarm_advice.md", "May to July"),
    ("how often should I inspect", "swarm_advice.md", "every 7 days"),
    ("what do I do if I see queen cells", "swarm_advice.md", "artificial swarm"),
    ("who do I call about a swarm", "swarm_advice.md", "Ian Firth"),
    # The site.
    ("how many hives can I keep at the farm", "site_agreement.txt", "up to 4 hives"),
    ("what do I give the farmer", "site_agreement.txt", "6 jars of honey"),
    ("how much notice to end the site agreement", "site_agreement.txt", "3 months' notice"),
    # The show.
    ("when is the honey show", "show_schedule.txt", "Saturday 11 September"),
    ("how much does it cost to enter", "show_schedule.txt", "£1 per class"),
    ("which class is the candle", "show_schedule.txt", "Class 5"),
    # The inspection.
    ("did they find foul brood", "inspector_report.txt", "no signs of foul brood"),
    ("when should I treat for varroa", "inspector_report.txt", "after the honey harvest"),
    # Subjects the papers never mention.
    ("how much should I sell my honey for", None, ""),
    ("do I need to register my hives with the council", None, ""),
    ("what do I feed the bees in winter", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tenancy_agreement.txt": """\
Allotment tenancy agreement

Tenant: Graham Hollis
Plot: 14B (half plot)
Rent: £42 a year, due on 1 October
Start: 1 October 2027

At least three quarters of the plot must be cultivated. The tenancy may be ended by either side with one month's notice.
""",
    "site_rules.md": """\
# Site rules

- Gates: locked at dusk; the code changes every April
- Bonfires: only between 1 November and 31 March, and not on Sundays
- Dogs: on a lead at all times

Sheds must be no bigger than 6 ft by 4 ft. Hosepipes are not allowed; use watering cans from the troughs.
""",
    "water_notice.txt": """\
Water

The water troughs are turned on from 1 April to 31 October. The water charge of £8 is added to your rent.
""",
    "plot_plan.csv": """\
bed,crop,sown
1,Potatoes,2028-03-25
2,Onions,2028-03-11
3,Runner beans,2028-05-10
""",
    "newsletter.txt": """\
Spring newsletter

The manure delivery arrives on Saturday 4 March; help yourself from the heap by the gate. The plot inspection walk is on 12 June.

Our next work party is clearing the paths on 19 March from 10am.
""",
    "seed_order.txt": """\
Hi Graham,

Your seed order from the society shop is ready to collect from the hut on Sunday mornings. The total is £12.40; pay cash when you collect.

Sheila
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The tenancy.
    ("what's my plot number", "tenancy_agreement.txt", "14B"),
    ("how much is the rent", "tenancy_agreement.txt", "£42 a year"),
    ("how much of the plot has to be used", "tenancy_agreement.txt", "three quarters"),
    # Rules.
    ("when can I have a bonfire", "site_rules.md", "1 November and 31 March"),
    ("can I use a hosepipe", "site_rules.md", "not allowed"),
    ("how big can my shed be", "site_rules.md", "6 ft by 4 ft"),
    ("can I bring my dog", "site_rules.md", "on a lead"),
    # Water.
    ("when is the water on", "water_notice.txt", "1 April to 31 October"),
    # The plan.
    ("when did I sow the onions", "plot_plan.csv", "2028-03-11"),
    ("what's in bed 3", "plot_plan.csv", "Runner beans"),
    # The newsletter.
    ("when is the manure coming", "newsletter.txt", "Saturday 4 March"),
    ("when is the plot inspection", "newsletter.txt", "12 June"),
    # The seeds.
    ("where do I collect my seeds", "seed_order.txt", "from the hut"),
    ("how much do I owe for seeds", "seed_order.txt", "£12.40"),
    # Subjects the papers never mention.
    ("can I keep chickens", None, ""),
    ("is there a toilet on site", None, ""),
    ("can I put up a greenhouse", None, ""),
]
