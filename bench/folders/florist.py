"""A customer's papers for a florist's anniversary order (the forty-eighth session): the order
confirmation, the shop's policy, the bouquet options as a table, the care card and a message. Its
validation folder is a parent's for a balloon decorator at a christening party: the booking, the
terms, the package prices as CSV, the safety note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Petal & Stem order 7781: the Summer Meadow bouquet, large, £55, for delivery on Saturday 22 June
to Mrs J Okafor, 18 Cherry Close. Card message: Happy ruby anniversary, love from all of us.
""",
    "shop_policy.txt": """\
Same-day delivery is available on orders placed before 1pm. Delivery within 5 miles is £6.
If a flower we need is out of season, we replace it with one of similar colour and value.
""",
    "bouquets.md": """\
# Bouquets

| bouquet | small | large |
|---|---|---|
| Summer Meadow | £35 | £55 |
| Classic Roses | £40 | £65 |
| Seasonal Surprise | £30 | £45 |
""",
    "care_card.txt": """\
Trim the stems at an angle and change the water every two days. Keep the bouquet out of direct
sunlight. Lilies: remove the pollen to avoid stains.
""",
    "message.txt": """\
Hi, the driver will leave the flowers with a neighbour if no one is in. Petal & Stem
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which bouquet did I order", "order.txt", "Summer Meadow"),
    ("when are the flowers being delivered", "order.txt", "Saturday 22 June"),
    ("what does the card say", "order.txt", "Happy ruby anniversary"),
    ("how much is delivery", "shop_policy.txt", "£6"),
    ("what time do I have to order by for same day", "shop_policy.txt", "before 1pm"),
    ("what if a flower isn't in season", "shop_policy.txt", "replace it with one of similar colour"),
    ("how much is a small bunch of classic roses", "bouquets.md", "£40"),
    ("what's the cheapest bouquet", "bouquets.md", "Seasonal Surprise"),
    ("how often should the water be changed", "care_card.txt", "every two days"),
    ("what do I do about the lily pollen", "care_card.txt", "remove the pollen"),
    ("what happens if nobody's home", "message.txt", "leave the flowers with a neighbour"),
    ("can I add chocolates", None, ""),
    ("do they do wedding flowers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Bloom Balloons booking for the christening party at St Mary's church hall on Sunday 8 September.
Set-up from 11am, party starts at 1pm. Colour scheme: sage green and white.
""",
    "terms.txt": """\
A 50% deposit is due on booking and the rest a week before the event. Balloons are helium-filled
on the day and last 8 to 12 hours indoors. We collect the frames the next morning.
""",
    "packages.csv": """\
package,includes,price
Petite,one balloon arch,£120
Classic,arch and 10 table bunches,£210
Grand,"arch, backdrop and 10 table bunches",£340
""",
    "safety_note.txt": """\
Keep balloons and burst pieces away from children under 8. Do not release balloons outdoors.
""",
    "text.txt": """\
Hi Claire, could you make sure the hall is unlocked by 11? Thanks, Dee at Bloom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the balloon lady set up", "booking.txt", "from 11am"),
    ("what colours are the balloons", "booking.txt", "sage green and white"),
    ("how much deposit do I pay", "terms.txt", "50% deposit"),
    ("how long will the balloons last", "terms.txt", "8 to 12 hours"),
    ("when do they take the frames away", "terms.txt", "the next morning"),
    ("how much is the petite package", "packages.csv", "£120"),
    ("what comes with the classic package", "packages.csv", "arch and 10 table bunches"),
    ("can we let the balloons go outside", "safety_note.txt", "Do not release balloons outdoors"),
    ("what does Dee need us to do", "text.txt", "hall is unlocked by 11"),
    ("where is the party", "booking.txt", "St Mary's church hall"),
    ("do they do balloon modelling", None, ""),
    ("can we keep the balloons after", None, ""),
]
