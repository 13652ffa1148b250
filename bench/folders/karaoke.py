"""An organiser's papers for a karaoke night out (the forty-seventh session): the booking, the
venue's terms, the packages as a table, the group chat summary and a text. Its validation folder is
a friend's for a comedy club night: the tickets, the club's rules, the line-up as CSV, the plan and a
message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Lucky Voice private room for 10, Friday 5 December, 8pm to 10pm. Room 4. Deposit £50, balance due on the night.
""",
    "venue_terms.txt": """\
Over 18s only after 7pm; ID will be checked at the door. Rooms must be left on time, as the next
group is waiting. Damage to microphones is charged.
""",
    "packages.md": """\
# Packages

| package | what's included | price per person |
|---|---|---|
| Room only | the room and song list | £12 |
| Pizza party | room, pizza and a drink | £24 |
| Cocktail party | room, two cocktails and nibbles | £30 |
""",
    "group_chat_summary.txt": """\
We went for the Pizza party package. Dress code is 80s. Priya is bringing the tambourine.
""",
    "text.txt": """\
Meet at the Crown at 7pm for a drink first, it's two minutes from the venue. Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is karaoke", "booking.txt", "8pm to 10pm"),
    ("which room are we in", "booking.txt", "Room 4"),
    ("when is the rest of the money due", "booking.txt", "balance due on the night"),
    ("do I need ID", "venue_terms.txt", "ID will be checked at the door"),
    ("what happens if we break a microphone", "venue_terms.txt", "Damage to microphones is charged"),
    ("how much is the cocktail party", "packages.md", "£30"),
    ("what do we get with the pizza party", "packages.md", "room, pizza and a drink"),
    ("which package did we choose", "group_chat_summary.txt", "Pizza party"),
    ("what's the dress code", "group_chat_summary.txt", "80s"),
    ("where are we meeting first", "text.txt", "the Crown"),
    ("what time are we meeting", "text.txt", "7pm"),
    ("can we bring our own drinks", None, ""),
    ("is there a cloakroom", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tickets.txt": """\
Laughing Cow Comedy Club, Saturday 22 November. Doors 7pm, show 8pm. 4 tickets, table seating, total £72.
""",
    "club_rules.txt": """\
No heckling from the front row. Phones on silent, and no filming of the acts. Food orders stop at 7.45pm.
""",
    "lineup.csv": """\
act,slot,length
Maz Reilly,compere,all night
Dev Sharma,opener,15 minutes
Kath Boyle,headliner,40 minutes
""",
    "plan.txt": """\
Taxi booked for 6.30pm from Jen's house. Last train home is 11.42pm.
""",
    "message.txt": """\
Ours is table 12, near the bar. Meg
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do doors open", "tickets.txt", "Doors 7pm"),
    ("how much were the tickets", "tickets.txt", "£72"),
    ("can we film the comedians", "club_rules.txt", "no filming of the acts"),
    ("when do food orders stop", "club_rules.txt", "7.45pm"),
    ("who is the headliner", "lineup.csv", "Kath Boyle"),
    ("how long is Dev Sharma on for", "lineup.csv", "15 minutes"),
    ("what time is the taxi", "plan.txt", "6.30pm"),
    ("when is the last train", "plan.txt", "11.42pm"),
    ("which table are we at", "message.txt", "table 12"),
    ("who is the compere", "lineup.csv", "Maz Reilly"),
    ("is there a dress code", None, ""),
    ("is there parking", None, ""),
]
