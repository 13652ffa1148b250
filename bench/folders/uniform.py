"""A parent's papers for a new school uniform (the forty-fourth session): the school's uniform
list, the shop order, the name label order, the PE kit list as a table and a note. Its validation
folder is a Brownies uniform's: the unit's welcome letter, the shop's price list as CSV, the badge
guide, the subs email and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "uniform_list.txt": """\
Oakfield Secondary uniform: navy blazer with the school badge, white shirt, house tie, black
trousers or a navy pleated skirt, and plain black leather shoes. Trainers are not allowed.
Blazers and ties must be bought from Smarts Uniform on King Street.
""",
    "shop_order.txt": """\
Smarts Uniform order 55120: blazer size 32 £38, house tie (Raleigh, green) £7, two white shirts
£15, skirt size 10 £18. Total £78. Ready to collect from 18 August.
""",
    "name_labels.txt": """\
100 iron-on name labels, "Evie Clarke", dark blue text. Price £11.95. Dispatched within 5 working
days. Iron on at a medium heat with a cloth over the label.
""",
    "pe_kit.md": """\
# PE kit

| item | colour | where from |
|---|---|---|
| polo shirt | navy with badge | Smarts Uniform |
| shorts or leggings | black | any shop |
| football socks | green | any shop |
| trainers | any | any shop |
""",
    "note.txt": """\
Second-hand blazers at the PTA sale on 12 July, 10am in the school hall. Evie grows fast, so buy
the blazer a size up.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour is the blazer", "uniform_list.txt", "navy"),
    ("can she wear trainers to school", "uniform_list.txt", "Trainers are not allowed"),
    ("where do we buy the blazer", "uniform_list.txt", "Smarts Uniform"),
    ("what size blazer did we order", "shop_order.txt", "size 32"),
    ("how much was the tie", "shop_order.txt", "£7"),
    ("what colour is Evie's tie", "shop_order.txt", "green"),
    ("when can we collect the uniform", "shop_order.txt", "18 August"),
    ("how much were the name labels", "name_labels.txt", "£11.95"),
    ("how do I put the labels on", "name_labels.txt", "medium heat"),
    ("what colour PE socks does she need", "pe_kit.md", "green"),
    ("where do we get the PE polo shirt", "pe_kit.md", "Smarts Uniform"),
    ("when is the second-hand sale", "note.txt", "12 July"),
    ("what size should we get", "note.txt", "a size up"),
    ("how many name labels did I order", "name_labels.txt", "100"),
    ("can she wear a jumper", None, ""),
    ("are coats part of the uniform", None, ""),
    ("is there help with uniform costs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to 3rd Elmwood Brownies! We meet on Tuesdays, 5.30pm to 7pm, at St Luke's church hall.
The uniform is the yellow and brown top, worn with any dark trousers or leggings.
""",
    "price_list.csv": """\
item,price
Brownies hoodie,£19
Brownies T-shirt,£10
badge tape,£3
""",
    "badge_guide.txt": """\
Sew badges on the sash or the back of the hoodie, not the front. Your Promise badge is given at
the Promise celebration in the fourth week.
""",
    "subs_email.txt": """\
Subs are £45 a term, paid online by 30 September. Let Brown Owl know in confidence if this is
difficult; the unit can help.
""",
    "text_from_mum.txt": """\
Got her a hoodie in age 9-10 from the shop. Brown Owl says she can borrow a sash for now.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are Brownies", "welcome_letter.txt", "Tuesdays, 5.30pm to 7pm"),
    ("where do they meet", "welcome_letter.txt", "St Luke's church hall"),
    ("what trousers can she wear", "welcome_letter.txt", "any dark trousers or leggings"),
    ("how much is the hoodie", "price_list.csv", "£19"),
    ("how much is a T-shirt", "price_list.csv", "£10"),
    ("where do the badges go", "badge_guide.txt", "sash or the back of the hoodie"),
    ("when does she get her Promise badge", "badge_guide.txt", "fourth week"),
    ("how much are subs", "subs_email.txt", "£45 a term"),
    ("when do subs have to be paid", "subs_email.txt", "30 September"),
    ("what size hoodie did we get", "text_from_mum.txt", "age 9-10"),
    ("where is she getting a sash", "text_from_mum.txt", "borrow a sash"),
    ("what if we can't afford the subs", "subs_email.txt", "the unit can help"),
    ("do Brownies go camping", None, ""),
    ("can boys join", None, ""),
]
