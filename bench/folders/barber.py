"""A customer's papers for a barber's (the fifty-fourth session): the booking confirmation, the
price list as a table, the shop's rules, the loyalty card terms and a text. Its validation folder
is a customer's for a nail salon: the appointment email, the prices as CSV, the aftercare card,
the patch test note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Booked: skin fade with Tariq on Saturday 8 March at 11:15. Please arrive a few minutes early.
If you are more than 10 minutes late we may have to cut your appointment short.
""",
    "prices.md": """\
# Price list

| cut | price |
|---|---|
| skin fade | £22 |
| scissor cut | £20 |
| beard trim | £10 |
| kids cut, under 12 | £14 |
| hot towel shave | £25 |
""",
    "shop_rules.txt": """\
Walk-ins are welcome on weekdays before 3pm. We are card only, no cash. Children under 12 must
come with an adult.
""",
    "loyalty_terms.txt": """\
Get a stamp for every cut. Your tenth cut is free. Stamps last for one year from the first stamp.
""",
    "text.txt": """\
Hi mate, Tariq's off sick Sat, can move you to Marco same time or Tariq on Tues 5pm? Sharp Cuts
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my haircut", "booking.txt", "Saturday 8 March at 11:15"),
    ("what happens if I'm late", "booking.txt", "cut your appointment short"),
    ("how much is a beard trim", "prices.md", "£10"),
    ("what's the price of a hot towel shave", "prices.md", "£25"),
    ("how much for my son, he's 9", "prices.md", "£14"),
    ("can I just turn up", "shop_rules.txt", "Walk-ins are welcome on weekdays before 3pm"),
    ("can I pay cash", "shop_rules.txt", "card only, no cash"),
    ("when do I get a free cut", "loyalty_terms.txt", "tenth cut is free"),
    ("do the stamps run out", "loyalty_terms.txt", "one year from the first stamp"),
    ("who else can cut my hair on Saturday", "text.txt", "Marco"),
    ("do they do colouring", None, ""),
    ("is there parking outside", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_email.txt": """\
Your gel manicure with Sophie is booked for Friday 21 February at 4:30pm at Polished, 12 High
Street. Allow 45 minutes.
""",
    "prices.csv": """\
treatment,price
gel manicure,£28
gel removal,£10
acrylic full set,£38
pedicure,£32
""",
    "aftercare_card.txt": """\
Wear gloves for washing up and cleaning. Use cuticle oil every day. Do not peel gels off; book a
removal instead.
""",
    "patch_test_note.txt": """\
New clients need a patch test at least 48 hours before their first gel or acrylic treatment. It
takes 5 minutes and is free.
""",
    "message.txt": """\
Hi! Sophie here, running 15 mins behind today, so sorry! See you soon x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my nail appointment", "appointment_email.txt", "Friday 21 February at 4:30pm"),
    ("how long will it take", "appointment_email.txt", "45 minutes"),
    ("how much is a pedicure", "prices.csv", "£32"),
    ("what does it cost to take gels off", "prices.csv", "£10"),
    ("how much is a full set of acrylics", "prices.csv", "£38"),
    ("can I pick them off", "aftercare_card.txt", "Do not peel gels off"),
    ("how often should I use cuticle oil", "aftercare_card.txt", "every day"),
    ("do I need a patch test", "patch_test_note.txt", "New clients need a patch test"),
    ("does the patch test cost anything", "patch_test_note.txt", "free"),
    ("is Sophie running late", "message.txt", "running 15 mins behind"),
    ("do they do eyelashes", None, ""),
    ("can I bring my own polish", None, ""),
]
