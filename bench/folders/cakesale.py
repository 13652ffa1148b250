"""A parent volunteer's papers for a school cake sale (the forty-seventh session): the PTA's email,
the food safety rules, the price list as a table, the rota and a text. Its validation folder is a
volunteer's for a church jumble sale: the notice, the rules for donations, the pricing guide as CSV,
the helpers' rota and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pta_email.txt": """\
The Year 4 cake sale is on Friday 7 November, straight after school at 3.15pm in the main hall.
Please drop cakes at the school office by 9am on the day. All money raised goes to the library fund.
""",
    "food_rules.txt": """\
No nuts of any kind, as some children have severe allergies. Label every cake with its ingredients.
Home-made cakes must be covered and kept cool.
""",
    "price_list.md": """\
# Prices

| item | price |
|---|---|
| cupcake | 50p |
| slice of traybake | 60p |
| whole cake | £4 |
| squash | 20p |
""",
    "rota.txt": """\
Selling at the front table: Anna and Priya from 3.15pm. Tidy up: Mark and Joe from 4pm. Float: £20 in coins, from Mrs Lee.
""",
    "text.txt": """\
Card machine isn't working, so it'll be cash only this time. Anna (PTA)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the cake sale start", "pta_email.txt", "3.15pm"),
    ("where do I drop the cakes off", "pta_email.txt", "school office"),
    ("what is the money for", "pta_email.txt", "library fund"),
    ("can I use peanut butter", "food_rules.txt", "No nuts of any kind"),
    ("do the cakes need labels", "food_rules.txt", "Label every cake with its ingredients"),
    ("how much is a cupcake", "price_list.md", "50p"),
    ("how much for a whole cake", "price_list.md", "£4"),
    ("who is tidying up", "rota.txt", "Mark and Joe"),
    ("how much is in the float", "rota.txt", "£20 in coins"),
    ("can people pay by card", "text.txt", "cash only"),
    ("who is selling at the front", "rota.txt", "Anna and Priya"),
    ("are gluten free cakes needed", None, ""),
    ("can parents stay for a coffee", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
St Mark's jumble sale, Saturday 15 November, 10am to 1pm in the church hall. Entry 50p, children free.
""",
    "donation_rules.txt": """\
We can't take electrical items, car seats or mattresses. Clothes must be clean and in bags. Donations to the
hall on Friday evening, 6pm to 8pm.
""",
    "pricing_guide.csv": """\
item,price
Adult clothes,£1
Children's clothes,50p
Books,30p
Toys,from 50p
""",
    "helpers_rota.txt": """\
Setting up from 8.30am: Brian and Sue. Teas and cakes: the Mothers' Union. Cash box: Reverend Paul.
""",
    "message.txt": """\
Leftovers go to the Salvation Army shop on Monday, so nothing needs taking home. Sue
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the jumble sale open", "notice.txt", "10am"),
    ("how much to get in", "notice.txt", "Entry 50p"),
    ("can I donate a car seat", "donation_rules.txt", "can't take electrical items, car seats"),
    ("when can I drop off donations", "donation_rules.txt", "Friday evening"),
    ("how much are books", "pricing_guide.csv", "30p"),
    ("how much are children's clothes", "pricing_guide.csv", "50p"),
    ("who is doing the teas", "helpers_rota.txt", "the Mothers' Union"),
    ("who is setting up", "helpers_rota.txt", "Brian and Sue"),
    ("what happens to the leftovers", "message.txt", "Salvation Army shop"),
    ("who has the cash box", "helpers_rota.txt", "Reverend Paul"),
    ("is there parking", None, ""),
    ("can I sell my own things", None, ""),
]
