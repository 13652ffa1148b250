"""A householder's papers for hiring a floor sander (the forty-ninth session): the hire agreement,
the hire shop's terms, the extras as a table, the safety sheet and a text. Its validation folder is
a householder's for hiring a carpet cleaner: the receipt, the terms, the prices as CSV, the user
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agreement.txt": """\
Hire of one drum floor sander and one edging sander from Toolbox Hire, Unit 4 Mill Yard. Collected
Friday 8am, due back Monday by 9am. Weekend rate £89, with a £100 deposit returned after checking.
""",
    "terms.txt": """\
Late returns are charged a full extra day at £45. Damage caused by sanding over nails is charged at
cost. You must be over 18 to hire.
""",
    "extras.md": """\
# Extras

| item | price |
|---|---|
| sanding sheets, coarse | £3.50 each |
| sanding sheets, fine | £3 each |
| dust mask | £4 |
| ear defenders | £5 |
""",
    "safety_sheet.txt": """\
Punch all nail heads below the surface before you start. Always tilt the drum up before switching
on. Empty the dust bag when half full.
""",
    "text.txt": """\
Hi, your sander is ready, we open at 7.30 on Friday if you want it earlier. Toolbox Hire
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I have to take the sander back", "agreement.txt", "Monday by 9am"),
    ("how much is the hire", "agreement.txt", "£89"),
    ("do I get my deposit back", "agreement.txt", "returned after checking"),
    ("what if I'm late bringing it back", "terms.txt", "a full extra day at £45"),
    ("how old do I need to be", "terms.txt", "over 18"),
    ("how much are the fine sheets", "extras.md", "£3 each"),
    ("how much is a dust mask", "extras.md", "£4"),
    ("what do I do about nails", "safety_sheet.txt", "Punch all nail heads below the surface"),
    ("when should I empty the bag", "safety_sheet.txt", "when half full"),
    ("what time do they open on Friday", "text.txt", "7.30"),
    ("where is the shop", "agreement.txt", "Unit 4 Mill Yard"),
    ("do they deliver", None, ""),
    ("can I pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "receipt.txt": """\
Carpet cleaner hire, 24 hours, £29.99, from Hartley's Hardware. Please return it by 5pm tomorrow.
""",
    "terms.txt": """\
The machine must come back with its tanks empty and rinsed, or a £10 cleaning charge applies.
""",
    "prices.csv": """\
item,price
carpet shampoo (2 litres),£14
upholstery tool,£6
stain pre-spray,£7
""",
    "user_note.txt": """\
Hoover first. Use warm water, never boiling. Allow at least 4 hours for carpets to dry.
""",
    "email.txt": """\
Hi Jo, if you need the machine for another day just ring us, it's £15 extra. Hartley's
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the carpet cleaner", "receipt.txt", "£29.99"),
    ("when does it need to go back", "receipt.txt", "by 5pm tomorrow"),
    ("what happens if I don't empty the tanks", "terms.txt", "a £10 cleaning charge"),
    ("how much is the shampoo", "prices.csv", "£14"),
    ("how much is the upholstery tool", "prices.csv", "£6"),
    ("can I use boiling water", "user_note.txt", "never boiling"),
    ("how long will the carpet take to dry", "user_note.txt", "at least 4 hours"),
    ("what if I need it longer", "email.txt", "it's £15 extra"),
    ("should I hoover first", "user_note.txt", "Hoover first"),
    ("how long is the hire", "receipt.txt", "24 hours"),
    ("is there a deposit", None, ""),
    ("do they sell the machines", None, ""),
]
