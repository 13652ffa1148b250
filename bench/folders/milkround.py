"""A household's papers for a doorstep milk delivery (the fifty-second session): the welcome
letter, the standing order as a table, the price list, the bottle returns note and a text from the
milkman. Its validation folder is a household's for a weekly organic egg and bread delivery: the
sign-up email, the order as CSV, the delivery note, the payment note and a text, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Dale Farm Dairy! Your milkman is Gary, and he delivers on your road on Mondays,
Wednesdays and Fridays before 7am. Your first delivery is on Monday 2 February.
""",
    "standing_order.md": """\
# Your standing order

| day | order |
|---|---|
| Monday | 2 pints semi-skimmed |
| Wednesday | 2 pints semi-skimmed, 6 eggs |
| Friday | 2 pints semi-skimmed, 1 pint whole, orange juice |
""",
    "price_list.txt": """\
Semi-skimmed milk, glass pint: 95p. Whole milk, glass pint: 99p. Free range eggs, half dozen: £2.40.
Orange juice, 1 litre: £2.75. Bills are sent every four weeks.
""",
    "returns_note.txt": """\
Please rinse your empty bottles and leave them out on your delivery day; Gary will collect them.
To stop deliveries while you are away, tell us by 2pm the day before.
""",
    "text.txt": """\
Hi, it's Gary. Can you leave a cool box by the door in summer? Stops the milk going warm. Cheers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the milkman", "welcome_letter.txt", "Gary"),
    ("what days does he come", "welcome_letter.txt", "Mondays"),
    ("what time is the milk delivered", "welcome_letter.txt", "before 7am"),
    ("when is the first delivery", "welcome_letter.txt", "Monday 2 February"),
    ("what do I get on Wednesday", "standing_order.md", "2 pints semi-skimmed, 6 eggs"),
    ("how much is a pint of whole milk", "price_list.txt", "99p"),
    ("how much are the eggs", "price_list.txt", "£2.40"),
    ("how often is the bill", "price_list.txt", "every four weeks"),
    ("what do I do with the empties", "returns_note.txt", "rinse your empty bottles and leave them out"),
    ("how do I stop the milk when we're on holiday", "returns_note.txt", "tell us by 2pm the day before"),
    ("what does Gary want in summer", "text.txt", "a cool box by the door"),
    ("do they deliver bread", None, ""),
    ("can I pay by direct debit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "signup_email.txt": """\
Thanks for joining Hollow Lane Organics. Your box arrives every Thursday between 8am and noon,
starting on 12 February.
""",
    "order.csv": """\
item,quantity,price
organic eggs,12,£4.80
sourdough loaf,1,£3.90
oat milk,2 cartons,£3.20
""",
    "delivery_note.txt": """\
If you are out, we leave the box in your porch or behind the side gate. Boxes are collected the
following week.
""",
    "payment_note.txt": """\
You pay by card on the website, and you are charged on the Monday before each delivery.
Changes to your order must be made by Sunday at midnight.
""",
    "text.txt": """\
Hello, this is Lina from Hollow Lane. The eggs this week are duck eggs, as the hens have stopped laying.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day does the box come", "signup_email.txt", "every Thursday"),
    ("what time does it arrive", "signup_email.txt", "between 8am and noon"),
    ("when does it start", "signup_email.txt", "12 February"),
    ("how much is the bread", "order.csv", "£3.90"),
    ("how many eggs do I get", "order.csv", "12"),
    ("what if I'm not in", "delivery_note.txt", "we leave the box in your porch or behind the side gate"),
    ("when am I charged", "payment_note.txt", "on the Monday before each delivery"),
    ("when can I change my order", "payment_note.txt", "by Sunday at midnight"),
    ("why are the eggs different", "text.txt", "the hens have stopped laying"),
    ("is there a delivery charge", None, ""),
    ("do they sell meat", None, ""),
]
