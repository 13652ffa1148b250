"""A household's papers about mice (the forty-fourth session): the pest control firm's booking,
the technician's visit report, the council's pest charges page, a table of the bait boxes and a
note on the fridge. Its validation folder is a wasps' nest's: the firm's quote, the treatment
receipt, the aftercare leaflet, a neighbour's message and a CSV of where the wasps were seen,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booking confirmed with Hartley Pest Control. Rodent treatment, 3 visits, £165 in total.
First visit: Tuesday 11 November between 8am and 12pm. Technician: Sam Okafor.
Please keep pets and children out of the kitchen for the first 24 hours.
""",
    "visit_report.txt": """\
Visit 1 report. Signs of house mice found under the kitchen sink and behind the fridge.
Entry point: a gap around the boiler pipe in the utility room, about 15mm wide.
Treatment: 4 tamper-proof bait boxes placed. Next visit in 10 days.
Advice: seal the gap with wire wool and filler, and store dry food in sealed tubs.
""",
    "council_page.txt": """\
The council treats rats in gardens for free for residents. Mice inside the home are charged
at £70 for up to three visits. Council tax reduction claimants pay half. We do not treat squirrels
or pigeons.
""",
    "bait_boxes.md": """\
# Bait boxes

| box | where | eaten at visit 2 |
|---|---|---|
| 1 | under the sink | a lot |
| 2 | behind the fridge | some |
| 3 | utility room | none |
| 4 | under the stairs | none |
""",
    "fridge_note.txt": """\
Don't move the black boxes! Sam comes back on Friday 21 November. If we hear scratching in the loft,
ring the office on 01632 448 210 rather than the mobile.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the mouse treatment", "booking.txt", "£165"),
    ("how many visits do we get", "booking.txt", "3 visits"),
    ("when is the first visit", "booking.txt", "Tuesday 11 November"),
    ("who is the technician", "booking.txt", "Sam Okafor"),
    ("how long should the dog stay out of the kitchen", "booking.txt", "24 hours"),
    ("where are the mice getting in", "visit_report.txt", "gap around the boiler pipe"),
    ("how big is the gap", "visit_report.txt", "15mm"),
    ("what should I fill the gap with", "visit_report.txt", "wire wool and filler"),
    ("how many bait boxes did he put down", "visit_report.txt", "4 tamper-proof bait boxes"),
    ("does the council charge for rats", "council_page.txt", "free"),
    ("does the council deal with squirrels", "council_page.txt", "do not treat squirrels"),
    ("which box had the most eaten", "bait_boxes.md", "under the sink"),
    ("when is Sam coming back", "fridge_note.txt", "Friday 21 November"),
    ("what number do I ring if there's noise in the loft", "fridge_note.txt", "01632 448 210"),
    ("is the bait safe for cats", None, ""),
    ("will they block up the holes themselves", None, ""),
    ("what's Sam's mobile number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote from Buzz Off Pest Services for a wasps' nest in the roof eaves at 14 Mill Lane.
Treatment of one nest: £55. Each further nest on the same visit: £20.
We can come on Saturday morning. Payment by card on the day.
""",
    "receipt.txt": """\
Paid £75 by card on 6 August for two nests, one in the eaves and one in the shed roof.
Treated with insecticide powder. Guarantee: if the wasps are still active after 7 days, we
will treat again for free.
""",
    "aftercare.txt": """\
Wasps will keep flying around the nest for up to 3 days after treatment. Do not block the entrance,
as the wasps need to carry the powder inside. Keep children away from the area
for 24 hours. Do not remove the nest yourself; it will not be reused next year.
""",
    "neighbour_message.txt": """\
Hi, it's Pat at number 16. We've got wasps coming out of the fence post by our gate too. Could
you give me the firm's number? We're away until the 20th.
""",
    "sightings.csv": """\
date,where,how many
1 August,back door,5
3 August,shed,12
5 August,eaves over the bedroom,20
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it to get rid of a wasps nest", "quote.txt", "£55"),
    ("how much for a second nest", "quote.txt", "£20"),
    ("where was the first nest", "quote.txt", "roof eaves"),
    ("how much did I pay", "receipt.txt", "£75"),
    ("what did they use on the nests", "receipt.txt", "insecticide powder"),
    ("what if the wasps are still there next week", "receipt.txt", "treat again for free"),
    ("how long will the wasps keep flying about", "aftercare.txt", "up to 3 days"),
    ("should I block the hole", "aftercare.txt", "Do not block the entrance"),
    ("can I take the nest down", "aftercare.txt", "Do not remove the nest yourself"),
    ("where are the wasps at Pat's house", "neighbour_message.txt", "fence post"),
    ("when is Pat back", "neighbour_message.txt", "the 20th"),
    ("where did we see the most wasps", "sightings.csv", "eaves over the bedroom"),
    ("are wasps protected", None, ""),
    ("how much is a bees nest removal", None, ""),
]
