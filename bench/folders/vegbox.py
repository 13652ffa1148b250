"""A veg box subscriber's papers (the forty-second session): the farm's welcome letter, the box
sizes and prices as a table, this week's box as CSV, the delivery and holiday rules, the invoice
and the farm's newsletter. Its validation folder is a milk delivery customer's: the milkman's
welcome note, the price list, the standing order as CSV, the bottle returns note, the bill and a
text about a bank holiday, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Long Acre Farm veg boxes

Thank you for signing up. Your first box arrives on Thursday 9 October, and then every Thursday.
We deliver between 7am and 1pm; if you are out, we leave the box in the safe place you gave us.
Your customer number is LAF-2291.
""",
    "box_sizes.md": """\
# Box sizes

| box | serves | price |
|---|---|---|
| small | 1 to 2 people | £14.50 |
| medium | 3 to 4 people | £19.50 |
| large | 5 or more | £25.00 |
| fruit only | any | £12.00 |

Delivery is free within 10 miles of the farm.
""",
    "this_week.csv": """\
item,amount,from
potatoes,1.5 kg,our farm
carrots,750 g,our farm
leeks,3,our farm
kale,1 bag,our farm
apples,6,Wyatt's Orchard
onions,500 g,Lincolnshire
""",
    "delivery_rules.txt": """\
Changes and holidays

Change or skip a box by midnight on Monday before your Thursday delivery. You can pause deliveries
for up to 6 weeks while you are away. Please leave last week's empty box out and we will take it
back; boxes are reused up to 20 times.
""",
    "invoice_oct.txt": """\
Invoice LAF-2291-10
October: 4 medium boxes at £19.50 = £78.00
Extra eggs (6) x 2 = £6.60
Total: £84.60, taken by direct debit on 1 November
""",
    "newsletter.txt": """\
News from the farm: the frost came early this year, so squash will be in the boxes from next week
instead of courgettes. Our farm open day is Saturday 18 October, 10am to 3pm, with tractor rides.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my first box come", "welcome_letter.txt", "Thursday 9 October"),
    ("what time do they deliver", "welcome_letter.txt", "between 7am and 1pm"),
    ("what happens if I'm not in", "welcome_letter.txt", "safe place"),
    ("how much is a medium box", "box_sizes.md", "£19.50"),
    ("which box is for two people", "box_sizes.md", "small"),
    ("do I pay for delivery", "box_sizes.md", "free within 10 miles"),
    ("how many potatoes are in this week", "this_week.csv", "1.5 kg"),
    ("where are the apples from", "this_week.csv", "Wyatt's Orchard"),
    ("when do I need to skip a box by", "delivery_rules.txt", "midnight on Monday"),
    ("can I stop deliveries while I'm on holiday", "delivery_rules.txt", "up to 6 weeks"),
    ("what do I do with the empty box", "delivery_rules.txt", "leave last week's empty box out"),
    ("how much was October's bill", "invoice_oct.txt", "£84.60"),
    ("how much were the eggs", "invoice_oct.txt", "£6.60"),
    ("why are there no courgettes", "newsletter.txt", "frost came early"),
    ("when is the open day", "newsletter.txt", "Saturday 18 October"),
    ("is everything organic", None, ""),
    ("can I order bread", None, ""),
    ("can I pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_note.txt": """\
Hello from Pete, your milkman! I deliver on Mondays, Wednesdays and Fridays before 7am. Leave
your empties on the doorstep the night before. Any problems, call or text me on 07700 900318.
""",
    "price_list.txt": """\
Prices from 1 January
Semi-skimmed milk, 1 pint glass bottle: 95p
Whole milk, 1 pint glass bottle: 95p
Oat milk, 1 litre: £2.10
Free-range eggs, half dozen: £2.40
Orange juice, 1 litre: £2.75
""",
    "standing_order.csv": """\
day,item,quantity
Monday,semi-skimmed milk,2
Wednesday,semi-skimmed milk,2
Friday,semi-skimmed milk,3
Friday,free-range eggs,1
""",
    "returns_note.txt": """\
Please rinse the glass bottles before you put them out. Each bottle is used about 25 times. Don't
put out the oat milk cartons: those go in your recycling.
""",
    "bill_march.txt": """\
Bill for March: £34.10. Pay by bank transfer or leave cash in an envelope with the empties by the
first Friday of April.
""",
    "bank_holiday_text.txt": """\
Hi, Pete here. No delivery on Easter Monday; I'll bring Monday's order on Tuesday instead.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which days does the milk come", "welcome_note.txt", "Mondays, Wednesdays and Fridays"),
    ("what time does he deliver", "welcome_note.txt", "before 7am"),
    ("what's Pete's number", "welcome_note.txt", "07700 900318"),
    ("how much is a pint of milk", "price_list.txt", "95p"),
    ("how much are the eggs", "price_list.txt", "£2.40"),
    ("how many pints do we get on Friday", "standing_order.csv", "3"),
    ("do I need to wash the bottles", "returns_note.txt", "rinse the glass bottles"),
    ("what do I do with the oat milk cartons", "returns_note.txt", "recycling"),
    ("how much do I owe for March", "bill_march.txt", "£34.10"),
    ("when do I need to pay", "bill_march.txt", "first Friday of April"),
    ("when will Easter Monday's milk come", "bank_holiday_text.txt", "Tuesday"),
    ("can I get yoghurt", None, ""),
    ("is the milk organic", None, ""),
    ("can I pay by direct debit", None, ""),
]
