"""An organiser's papers for a group birthday meal at a restaurant (the forty-eighth session):
the booking confirmation, the restaurant's terms, the set menu as a table, the dietary note and
a text. Its validation folder is a parent's for a bowling party: the booking, the alley's rules,
the packages as CSV, the food note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Casa Lucia: table for 14 on Saturday 22 November at 7.30pm, for Rachel's 40th. We need the table
back by 10pm. Set menu at £35 a head.
""",
    "terms.txt": """\
Groups of 10 or more pay a £10 deposit per person. A 12.5% service charge is added to the bill.
You may bring your own birthday cake; there is no cakeage charge.
""",
    "set_menu.md": """\
# Set menu

| course | choices |
|---|---|
| Starter | bruschetta, calamari, minestrone |
| Main | chicken Milanese, seabass, mushroom risotto |
| Dessert | tiramisu, panna cotta, sorbet |
""",
    "dietary_note.txt": """\
The risotto and the sorbet are vegan. Please send menu choices by Wednesday 19 November.
""",
    "text.txt": """\
Hi Rachel, I've paid the deposits for everyone, you can all pay me back on the night. Mel
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the meal", "confirmation.txt", "7.30pm"),
    ("how many people is the table for", "confirmation.txt", "table for 14"),
    ("how much is the set menu", "confirmation.txt", "£35 a head"),
    ("when do we have to leave", "confirmation.txt", "back by 10pm"),
    ("how much is the deposit", "terms.txt", "£10 deposit per person"),
    ("is service included", "terms.txt", "12.5% service charge is added"),
    ("can we bring a cake", "terms.txt", "You may bring your own birthday cake"),
    ("what desserts are there", "set_menu.md", "tiramisu, panna cotta, sorbet"),
    ("what are the mains", "set_menu.md", "chicken Milanese, seabass, mushroom risotto"),
    ("what can vegans eat", "dietary_note.txt", "The risotto and the sorbet are vegan"),
    ("when do they need our choices", "dietary_note.txt", "by Wednesday 19 November"),
    ("who paid the deposits", "text.txt", "I've paid the deposits"),
    ("is there a kids menu", None, ""),
    ("can we bring our own wine", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Strike Zone Bowling: party for Oscar's 9th birthday, Sunday 2 March at 1pm. 12 children, 3 lanes,
2 games each with bumpers.
""",
    "rules.txt": """\
Bowling shoes must be worn on the lanes; socks are required. Please arrive 20 minutes early to
get shoes. Adults supervising do not bowl unless booked.
""",
    "packages.csv": """\
package,includes,price per child
Strike,"2 games, shoes",£11
Spare,"2 games, shoes, hot dog meal",£15
Super Bowl,"2 games, shoes, meal, party bag",£18
""",
    "food_note.txt": """\
Meals are served in the party room after bowling. Tell us about allergies 48 hours before.
""",
    "email.txt": """\
Hi Laura, you've booked the Spare package, so that's £180 for 12, payable on the day. Strike Zone
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the bowling party", "booking.txt", "1pm"),
    ("how many lanes have we got", "booking.txt", "3 lanes"),
    ("do they have bumpers", "booking.txt", "with bumpers"),
    ("do the kids need socks", "rules.txt", "socks are required"),
    ("how early should we get there", "rules.txt", "20 minutes early"),
    ("what comes with the Super Bowl package", "packages.csv", "2 games, shoes, meal, party bag"),
    ("how much is the Strike package per child", "packages.csv", "£11"),
    ("when do we eat", "food_note.txt", "after bowling"),
    ("how much is it altogether", "email.txt", "£180"),
    ("when do I need to tell them about allergies", "food_note.txt", "48 hours before"),
    ("is there a cake", None, ""),
    ("can parents have a drink", None, ""),
]
