"""A parent's papers for a go-karting birthday (the forty-seventh session): the booking, the track's
rules, the race formats as a table, a kit note and a text from the organiser. Its validation folder
is a parent's for a bowling party: the booking email, the alley's rules, the party menu as CSV, the
invitation and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Kart Kraze junior party for Ollie, Saturday 17 May at 11am, 8 drivers. Arrive 30 minutes early to
sign in. Deposit of £50 taken; the balance of £166 is due on the day.
""",
    "track_rules.txt": """\
Drivers must be at least 8 years old and 130cm tall. No bumping or overtaking under yellow flags.
Long hair must be tied back and no loose scarves.
""",
    "race_formats.md": """\
# Race formats

| format | track time | price per driver |
|---|---|---|
| Sprint | 15 minutes | £20 |
| Grand Prix | 30 minutes | £27 |
| Endurance | 45 minutes | £35 |
""",
    "kit_note.txt": """\
Helmets, balaclavas and race suits are supplied. Wear trainers, not sandals or boots.
""",
    "organiser_text.txt": """\
We've booked the Grand Prix format. Trophies for the top three, and the podium photo is free. Kelly
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do we need to be there", "booking.txt", "30 minutes early"),
    ("how much is left to pay", "booking.txt", "£166"),
    ("how tall do you have to be", "track_rules.txt", "130cm"),
    ("what's the minimum age", "track_rules.txt", "8 years old"),
    ("what do they do with long hair", "track_rules.txt", "tied back"),
    ("how long is the Sprint", "race_formats.md", "15 minutes"),
    ("how much is the Endurance race per driver", "race_formats.md", "£35"),
    ("do we need to bring helmets", "kit_note.txt", "Helmets, balaclavas and race suits are supplied"),
    ("can they wear boots", "kit_note.txt", "not sandals or boots"),
    ("which format did we book", "organiser_text.txt", "Grand Prix"),
    ("who gets a trophy", "organiser_text.txt", "top three"),
    ("is there a cafe", None, ""),
    ("can parents drive too", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Strike Lanes party for Maya, Sunday 22 June at 1pm: two games of bowling on lanes 7 and 8, 12
children, £13.95 per child including food.
""",
    "alley_rules.txt": """\
Bowling shoes must be worn on the lanes. Bumpers and ramps are available for younger bowlers.
Please stay behind the foul line.
""",
    "party_menu.csv": """\
meal,what's in it,drink
Kids burger,burger and fries,fruit shoot
Pizza box,cheese pizza and fries,fruit shoot
Hot dog,hot dog and fries,fruit shoot
""",
    "invitation.txt": """\
You're invited to Maya's bowling party! Strike Lanes, Castle Retail Park, Sunday 22 June, 1pm to 3pm.
""",
    "message.txt": """\
Hi, Noah is vegetarian so could he have the cheese pizza please? Thanks, Priya
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many games do they get", "booking_email.txt", "two games"),
    ("how much is it per child", "booking_email.txt", "£13.95"),
    ("which lanes are we on", "booking_email.txt", "lanes 7 and 8"),
    ("do they need special shoes", "alley_rules.txt", "Bowling shoes must be worn"),
    ("are there bumpers for the little ones", "alley_rules.txt", "Bumpers and ramps"),
    ("what comes with the kids burger", "party_menu.csv", "burger and fries"),
    ("what drink do they get with the hot dog", "party_menu.csv", "fruit shoot"),
    ("where is the bowling", "invitation.txt", "Castle Retail Park"),
    ("what time does the party end", "invitation.txt", "3pm"),
    ("what does Noah want to eat", "message.txt", "cheese pizza"),
    ("is there a party bag", None, ""),
    ("can adults bowl", None, ""),
]
