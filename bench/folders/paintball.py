"""A parent's papers for a teenager's paintball party (the forty-sixth session): the booking
confirmation, the site rules, the packages as a table, the kit list and a text. Its validation
folder is a parent's for a laser tag party: the booking email, the arena rules, the party food as
CSV, the invitation and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Splat Zone paintball for Jack's 14th, Saturday 26 April, 10am to 1pm, 12 players. Minimum age 12.
Deposit £60 paid; the rest is due on arrival.
""",
    "site_rules.txt": """\
Masks stay on at all times in the game zones.
Anyone under 16 needs a consent form signed by a parent. No personal paintball guns.
""",
    "packages.md": """\
# Packages

| package | paintballs | price per player |
|---|---|---|
| Rookie | 100 | £22 |
| Trooper | 300 | £32 |
| Commander | 500 | £42 |
""",
    "kit_list.txt": """\
Wear old clothes that cover the arms and legs, and boots or trainers with good grip. Overalls,
masks and gloves are provided.
""",
    "text.txt": """\
We're on the Trooper package, and there's a burger van on site for lunch. Dave (Splat Zone)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does paintball start", "booking_confirmation.txt", "10am"),
    ("how old do you have to be", "booking_confirmation.txt", "Minimum age 12"),
    ("when is the rest of the money due", "booking_confirmation.txt", "due on arrival"),
    ("can they take their masks off", "site_rules.txt", "Masks stay on at all times"),
    ("do they need a consent form", "site_rules.txt", "consent form signed by a parent"),
    ("how many paintballs in the Trooper package", "packages.md", "300"),
    ("how much is the Commander package", "packages.md", "£42"),
    ("what should they wear", "kit_list.txt", "old clothes that cover the arms and legs"),
    ("are overalls provided", "kit_list.txt", "Overalls"),
    ("which package are we on", "text.txt", "Trooper"),
    ("is there food", "text.txt", "a burger van"),
    ("can parents watch", None, ""),
    ("is there a changing room", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Laser Quest party for Amira, Sunday 8 June at 2pm: two games of 20 minutes, then 45 minutes in the
party room. 10 children at £16.50 each.
""",
    "arena_rules.txt": """\
No running in the arena and no physical contact. Children under 7 can't play. Arrive 15 minutes
before for the safety briefing.
""",
    "party_food.csv": """\
option,what you get,price
Hot dog meal,hot dog chips and squash,£4.50
Pizza meal,pizza slice chips and squash,£5
""",
    "invitation.txt": """\
Come to Amira's laser tag party! Sunday 8 June, 2pm to 4pm, Laser Quest, Unit 3 Parkside Retail.
""",
    "message.txt": """\
Leo's allergic to dairy, can they do a dairy-free pizza? His mum Gail
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long is each game", "booking_email.txt", "20 minutes"),
    ("how much per child", "booking_email.txt", "£16.50 each"),
    ("how early should we get there", "arena_rules.txt", "15 minutes"),
    ("can a 6 year old play", "arena_rules.txt", "under 7 can't play"),
    ("how much is the pizza meal", "party_food.csv", "£5"),
    ("what comes with the hot dog meal", "party_food.csv", "hot dog chips and squash"),
    ("where is the party", "invitation.txt", "Unit 3 Parkside Retail"),
    ("what is Leo allergic to", "message.txt", "dairy"),
    ("when does the party finish", "invitation.txt", "4pm"),
    ("is there a cake", None, ""),
    ("do they need socks", None, ""),
]
