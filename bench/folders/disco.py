"""A parents' association volunteer's papers for a school disco (the forty-sixth session): the
committee's plan, the volunteer rota as a table, the tuck shop price list, the safeguarding
notes and a text. Its validation folder is a church coffee morning helper's: the helpers' email,
the bake sale prices as CSV, the hall notes, the float instructions and a message, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "plan.txt": """\
Spring disco, Friday 14 March in the school hall. Infants (Reception to Year 2) 5:30 to 6:30pm,
juniors (Years 3 to 6) 6:45 to 8pm. Tickets are £3 from the school office, or £4 on the door.
The DJ is Disco Dave; he needs the hall from 4:30 to set up.
""",
    "rota.md": """\
# Volunteer rota

| job | infants | juniors |
|---|---|---|
| Tickets on the door | Claire | Amir |
| Tuck shop | Sophie and Rob | Sophie and Joanne |
| Glow sticks | Ben | Ben |
""",
    "tuck_shop.txt": """\
Crisps 50p, squash 30p, sweets bags £1, glow sticks £1.50. The float is £40 in coins,
in the blue cash tin in the PTA cupboard.
""",
    "safeguarding.txt": """\
Children must be collected from the hall by a parent or carer; they cannot walk home alone. Every
volunteer must wear a lanyard. Parents may not stay in the hall during the disco.
""",
    "text.txt": """\
Hi Sophie, can you pick up the sweets from the cash and carry on Thursday? Receipts to Helen.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the disco", "plan.txt", "Friday 14 March"),
    ("what time is the juniors disco", "plan.txt", "6:45 to 8pm"),
    ("how much are tickets on the door", "plan.txt", "£4 on the door"),
    ("when does the DJ need the hall", "plan.txt", "from 4:30"),
    ("who is on the door for the juniors", "rota.md", "Amir"),
    ("who is doing glow sticks", "rota.md", "Ben"),
    ("how much are the crisps", "tuck_shop.txt", "50p"),
    ("where is the float", "tuck_shop.txt", "in the blue cash tin"),
    ("how much is the float", "tuck_shop.txt", "£40 in coins"),
    ("can kids walk home on their own", "safeguarding.txt", "they cannot walk home alone"),
    ("what do volunteers have to wear", "safeguarding.txt", "a lanyard"),
    ("can parents stay", "safeguarding.txt", "Parents may not stay in the hall"),
    ("who do the receipts go to", "text.txt", "Helen"),
    ("is there a fancy dress theme", None, ""),
    ("are there prizes for best dancer", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "helpers_email.txt": """\
Coffee morning this Saturday, 10am to 12 noon in St Mark's church hall,
raising money for the roof fund. Helpers please arrive at 9:15 to put out the tables.
""",
    "cake_prices.csv": """\
item,price
Slice of cake,£1.50
Scone with jam,£1.20
Tea or coffee,£1
Squash,50p
""",
    "hall_notes.txt": """\
The urn takes 40 minutes to heat up, so switch it on first. Cups and saucers are in the cupboard
under the serving hatch.
""",
    "float.txt": """\
The float is £25 in the green tin, kept in the vestry. Please count the takings with a second
helper and write the total in the book.
""",
    "message.txt": """\
I'm bringing two lemon drizzles and a coffee and walnut. Could someone do the washing up rota? Val
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do helpers need to arrive", "helpers_email.txt", "9:15"),
    ("what's the money for", "helpers_email.txt", "the roof fund"),
    ("how much is a scone", "cake_prices.csv", "£1.20"),
    ("how much is a cup of tea", "cake_prices.csv", "£1"),
    ("how long does the urn take", "hall_notes.txt", "40 minutes"),
    ("where are the cups", "hall_notes.txt", "under the serving hatch"),
    ("where is the float kept", "float.txt", "in the vestry"),
    ("how much is in the float", "float.txt", "£25"),
    ("what is Val bringing", "message.txt", "two lemon drizzles"),
    ("can people pay by card", None, ""),
    ("is there a raffle", None, ""),
]
