"""A parent's papers for a birthday party at a trampoline park (the forty-sixth session): the
booking confirmation, the park rules, the party menu as a table, the waiver email and a text.
Its validation folder is a parent's for a term of ice skating lessons: the course email, the
lesson times as CSV, the kit list, the rink rules and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking ref JUMP-48213. Party for Leo's 8th birthday, Sunday 9 November, 1pm jump session then
the party room from 2pm to 2:45pm. 14 jumpers at £17.50 each. Deposit paid: £50. The balance is
due on the day.
""",
    "park_rules.txt": """\
Everyone must wear our grip socks (£2.50 a pair, reusable). No somersaults on the main court. Children
under 6 must have an adult on the court with them. Lockers take a £1 coin, which is returned.
""",
    "party_menu.md": """\
# Party food

| option | what's in it | price per child |
|---|---|---|
| Hot food | chicken nuggets or pizza, chips, squash | £6 |
| Picnic box | sandwich, crisps, fruit, juice | £5 |

Birthday cakes can be brought in; we'll light the candles for you.
""",
    "waiver_email.txt": """\
Every jumper needs a waiver, signed online by a parent or guardian at least 24 hours before the
session. Jumpers without a waiver cannot go on the trampolines.
""",
    "text.txt": """\
Hi, it's Nadia from the park - the party host for Leo will be Josh, and the allergy form needs
returning by Friday.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the booking reference", "booking_confirmation.txt", "JUMP-48213"),
    ("what time does the jumping start", "booking_confirmation.txt", "1pm"),
    ("how much is it per child", "booking_confirmation.txt", "£17.50 each"),
    ("how much deposit did we pay", "booking_confirmation.txt", "£50"),
    ("when do I pay the rest", "booking_confirmation.txt", "due on the day"),
    ("how much are the grip socks", "park_rules.txt", "£2.50 a pair"),
    ("are somersaults allowed", "park_rules.txt", "No somersaults on the main court"),
    ("what do the lockers take", "park_rules.txt", "a £1 coin"),
    ("what's in the picnic box", "party_menu.md", "sandwich, crisps, fruit, juice"),
    ("how much is the hot food", "party_menu.md", "£6"),
    ("can we bring our own cake", "party_menu.md", "Birthday cakes can be brought in"),
    ("when does the waiver need signing by", "waiver_email.txt", "at least 24 hours before"),
    ("who is the party host", "text.txt", "Josh"),
    ("when is the allergy form due", "text.txt", "by Friday"),
    ("is there a discount for siblings", None, ""),
    ("do we need to bring party bags", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "course_email.txt": """\
Welcome to Learn to Skate, Stage 2, at Riverside Ice Arena. The term is 10 weeks and costs £95,
including skate hire. Lessons start on Saturday 10 January.
""",
    "lessons.csv": """\
group,day,time,coach
Penguins,Saturday,9:00-9:30,Kim
Stage 2,Saturday,9:45-10:15,Marek
Stage 3,Sunday,9:00-9:30,Kim
""",
    "kit_list.txt": """\
Gloves must be worn on the ice. Wear warm layers and thin socks, not thick ones.
Helmets are compulsory for skaters under 10 and can be borrowed from the skate hire desk.
""",
    "rink_rules.txt": """\
Skaters should arrive 15 minutes before the lesson to collect skates. Missed lessons cannot be refunded or moved to another
day. No food or drink on the ice.
""",
    "message.txt": """\
Coach Marek says Ava is doing really well and could move up to Stage 3 after this term. Lisa
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much does the term cost", "course_email.txt", "£95"),
    ("is skate hire included", "course_email.txt", "including skate hire"),
    ("when do lessons start", "course_email.txt", "Saturday 10 January"),
    ("what time is Stage 2", "lessons.csv", "9:45-10:15"),
    ("who coaches the penguins", "lessons.csv", "Kim"),
    ("does she need a helmet", "kit_list.txt", "Helmets are compulsory for skaters under 10"),
    ("what socks should she wear", "kit_list.txt", "thin socks"),
    ("can we swap a missed lesson", "rink_rules.txt", "cannot be refunded or moved"),
    ("how early should we arrive", "rink_rules.txt", "15 minutes before"),
    ("what did the coach say about Ava", "message.txt", "move up to Stage 3"),
    ("is there parking at the rink", None, ""),
    ("are there lessons at half term", None, ""),
]
