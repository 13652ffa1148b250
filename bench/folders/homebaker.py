"""A home baker's papers (the forty-first session): the council's food business registration
letter, the allergen rules, the price list as CSV, the order terms, the market stall booking and
the hygiene inspection letter. Its validation folder is a jam maker's at a farmers' market: the
market's rules, the pitch booking, the labelling guide, the stock list as CSV, the insurance
certificate and the market manager's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_letter.txt": """\
Food business registration

Dear Ms Adeyemi, thank you for registering Sugar & Spice Bakes as a food business operating from
your home at 8 Orchard Close. Registration is free. Your registration number is FBR-40921. An
officer will contact you to arrange a food hygiene inspection.
""",
    "allergen_rules.txt": """\
Allergens

You must tell customers if any of the 14 major allergens are in your food, for example milk, eggs,
wheat (gluten), nuts and sesame. For cakes sold at markets, a label or a sign by the cakes is
enough. Keep a record of every recipe's allergens.
""",
    "price_list.csv": """\
item,price
birthday cake (8 inch),£38
cupcakes (box of 12),£24
brownies (box of 9),£15
wedding cake tasting box,£12
""",
    "order_terms.txt": """\
Order terms

Please order celebration cakes at least two weeks ahead. A 50% deposit secures your date; the rest
is paid on collection. Deposits are not refunded if you cancel within 7 days. Delivery within 5
miles is £6.
""",
    "stall_booking.txt": """\
Market stall booking: Sunday 6 April, Hebble Artisan Market

Pitch 17, under the covered area. Pitch fee £30. Set up from 8am; the market opens at 10am and
closes at 3pm. Bring your own table and gazebo weights.
""",
    "inspection_letter.txt": """\
Food hygiene inspection result

Following our visit on 12 March, Sugar & Spice Bakes has been given a food hygiene rating of 5
(very good). The rating sticker is enclosed. You can ask for a re-visit if you disagree with a
future rating.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my registration number", "registration_letter.txt", "FBR-40921"),
    ("does it cost anything to register", "registration_letter.txt", "Registration is free"),
    ("do I have to label allergens at the market", "allergen_rules.txt", "a label or a sign"),
    ("how many allergens are there", "allergen_rules.txt", "14 major allergens"),
    ("how much is a box of cupcakes", "price_list.csv", "£24"),
    ("how much do I charge for brownies", "price_list.csv", "£15"),
    ("how far ahead do people need to order", "order_terms.txt", "at least two weeks ahead"),
    ("how much is the deposit", "order_terms.txt", "50%"),
    ("do they get the deposit back if they cancel", "order_terms.txt", "not refunded if you cancel within 7 days"),
    ("how much is delivery", "order_terms.txt", "£6"),
    ("what's my pitch number", "stall_booking.txt", "17"),
    ("how much is the pitch", "stall_booking.txt", "£30"),
    ("what time can I set up", "stall_booking.txt", "from 8am"),
    ("do I need to bring a table", "stall_booking.txt", "Bring your own table"),
    ("what hygiene rating did I get", "inspection_letter.txt", "5"),
    ("when was the inspection", "inspection_letter.txt", "12 March"),
    ("do I need insurance", None, ""),
    ("can I sell cakes online", None, ""),
    ("is there electricity at the stall", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "market_rules.txt": """\
Farmers' market rules

Everything sold must be made, grown or reared by the stallholder within 30 miles of the market.
Stalls must be ready by 8.45am; no cars on the square after 8.30am. Take all rubbish home with you.
""",
    "pitch_booking.txt": """\
Pitch booking confirmed: Saturday markets, April to June

Stallholder: Hill Top Preserves (Margaret Dunn). Pitch C4. £22 per market, paid monthly in
advance.
""",
    "labelling_guide.txt": """\
Labelling jams and chutneys

Each jar needs the name of the product, the ingredients in order of weight, the allergens in bold,
the weight, a best before date and your name and address. Jam must have at least 60% sugar to be
called jam; otherwise call it a fruit spread.
""",
    "stock_list.csv": """\
product,jars,price
strawberry jam,24,£4.50
damson jam,18,£4.75
apple chutney,30,£4.00
""",
    "insurance_certificate.txt": """\
Certificate of insurance: public and product liability cover of £5 million for Hill Top Preserves.
Policy number PL-662109. Valid until 31 January next year.
""",
    "manager_email.txt": """\
From: Leanne, market manager
The May market moves to the church car park because of the fun run. Same times. Leanne
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how far away can the produce come from", "market_rules.txt", "within 30 miles"),
    ("what time does my stall need to be ready", "market_rules.txt", "8.45am"),
    ("what's my pitch", "pitch_booking.txt", "C4"),
    ("how much is each market", "pitch_booking.txt", "£22"),
    ("what has to go on the label", "labelling_guide.txt", "ingredients in order of weight"),
    ("how much sugar does jam need", "labelling_guide.txt", "at least 60% sugar"),
    ("how many jars of damson jam do I have", "stock_list.csv", "18"),
    ("how much is the chutney", "stock_list.csv", "£4.00"),
    ("what's my insurance policy number", "insurance_certificate.txt", "PL-662109"),
    ("when does the insurance run out", "insurance_certificate.txt", "31 January"),
    ("where is the May market", "manager_email.txt", "church car park"),
    ("can I take card payments", None, ""),
    ("is there a car park for stallholders", None, ""),
    ("do I need a hygiene certificate", None, ""),
]
