"""A customer's papers for a watch repair (the forty-eighth session): the repair ticket, the
jeweller's terms, the estimate as a table, the care leaflet and a text. Its validation folder is
a customer's for a cobbler's shoe repair: the ticket, the shop's notice, the price list as CSV,
the care tips and a voicemail note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "repair_ticket.txt": """\
Hallmark Jewellers repair ticket 30418. Item: gent's Seiko automatic, steel bracelet. Fault:
stopped, glass scratched. Taken in 4 October by Rhys. Ready in about three weeks.
""",
    "terms.txt": """\
Repairs carry a 12-month guarantee, excluding damage from water or impact. Items not collected
within 90 days may be sold to cover costs. Please bring this ticket to collect.
""",
    "estimate.md": """\
# Estimate

| work | price |
|---|---|
| Full service | £145 |
| New crystal | £40 |
| Bracelet clean and polish | £20 |
| Total | £205 |
""",
    "care_leaflet.txt": """\
An automatic watch winds itself as you wear it. If it stops after a day off the wrist, give the
crown about 30 turns. Water resistance should be tested every year.
""",
    "text.txt": """\
Your watch is ready for collection. We're open Tuesday to Saturday, 9.30 to 5. Hallmark Jewellers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what was wrong with the watch", "repair_ticket.txt", "stopped, glass scratched"),
    ("when did I drop it off", "repair_ticket.txt", "4 October"),
    ("how long will the repair take", "repair_ticket.txt", "about three weeks"),
    ("how long is the guarantee", "terms.txt", "12-month guarantee"),
    ("what if I don't pick it up", "terms.txt", "may be sold to cover costs"),
    ("what do I need to bring to collect it", "terms.txt", "this ticket"),
    ("how much is the service", "estimate.md", "£145"),
    ("how much is the whole thing", "estimate.md", "£205"),
    ("what does a new glass cost", "estimate.md", "£40"),
    ("how do I wind it", "care_leaflet.txt", "about 30 turns"),
    ("when is the shop open", "text.txt", "Tuesday to Saturday, 9.30 to 5"),
    ("do they engrave", None, ""),
    ("can they resize a ring", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Heel & Sole ticket 0872: brown leather boots, new heels and soles. Ready Thursday after 2pm.
Paid £10 deposit.
""",
    "shop_notice.txt": """\
We are closed on Mondays. Key cutting while you wait. Uncollected repairs are kept for 3 months.
""",
    "prices.csv": """\
repair,price
Heels (pair),£18
Full soles (pair),£38
Stitching per inch,£4
Zip replacement,£25
""",
    "care_tips.txt": """\
Let wet leather dry away from the radiator, stuffed with newspaper. Polish every couple of weeks.
""",
    "voicemail_note.txt": """\
Cobbler rang: the left boot's zip is also broken, they can replace it for the usual price if I call back by Wednesday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are my boots ready", "ticket.txt", "Thursday after 2pm"),
    ("how much did I pay up front", "ticket.txt", "£10 deposit"),
    ("what's being done to the boots", "ticket.txt", "new heels and soles"),
    ("is the cobbler open on Monday", "shop_notice.txt", "closed on Mondays"),
    ("how long will they keep my boots", "shop_notice.txt", "kept for 3 months"),
    ("how much are new heels", "prices.csv", "£18"),
    ("what does a new zip cost", "prices.csv", "£25"),
    ("how do I dry wet boots", "care_tips.txt", "stuffed with newspaper"),
    ("what else is wrong with the boots", "voicemail_note.txt", "zip is also broken"),
    ("when do I need to call back by", "voicemail_note.txt", "Wednesday"),
    ("do they repair handbags", None, ""),
    ("can I pay by card", None, ""),
]
