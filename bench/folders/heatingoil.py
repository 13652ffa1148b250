"""A rural household's papers for heating oil (the fifty-third session): the order confirmation,
the price per litre as a table, the tank inspection report, the supplier's email and a text. Its
validation folder is a household's for firewood deliveries: the order, the prices as CSV, the
storage note, the invoice and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order 55190: 900 litres of kerosene for Ash Tree Cottage. Delivery within 5 working days. Please
make sure the driver can reach the tank and that the gate is unlocked.
""",
    "prices.md": """\
# Kerosene prices this week

| order size | pence per litre |
|---|---|
| 500 to 899 litres | 68.9 |
| 900 to 1,499 litres | 66.4 |
| 1,500 litres and over | 64.1 |
""",
    "tank_report.txt": """\
The 1,200 litre bunded tank is in good condition. The sight gauge is cracked and should be replaced
within six months. Next inspection due in 12 months.
""",
    "email.txt": """\
Thank you for your payment of £597.60 by card. Join our monthly payment plan to spread the cost over the year. Northfield Fuels
""",
    "text.txt": """\
Hi, tanker coming to you Thursday morning, could you move the car off the drive? Thanks, Phil
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much oil did we order", "order_confirmation.txt", "900 litres"),
    ("when will the oil come", "order_confirmation.txt", "within 5 working days"),
    ("does the gate need to be open", "order_confirmation.txt", "the gate is unlocked"),
    ("what's the price per litre for 900 litres", "prices.md", "66.4"),
    ("how much is it if we order 1,500 litres", "prices.md", "64.1"),
    ("how big is our tank", "tank_report.txt", "1,200 litre"),
    ("what needs fixing on the tank", "tank_report.txt", "The sight gauge is cracked"),
    ("when is the next inspection", "tank_report.txt", "in 12 months"),
    ("how much did we pay", "email.txt", "£597.60"),
    ("can we pay monthly", "email.txt", "monthly payment plan"),
    ("what day is the tanker coming", "text.txt", "Thursday morning"),
    ("is there a minimum order", None, ""),
    ("do they service boilers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Your order for one cubic metre of kiln dried hardwood logs is confirmed. Delivery on
Saturday 18 October between 8am and 1pm. Logs are tipped on the drive unless stacking is booked.
""",
    "prices.csv": """\
product,price
kiln dried hardwood (1 cubic metre),£165
seasoned softwood (1 cubic metre),£120
kindling (net),£6
stacking service,£30
""",
    "storage_note.txt": """\
Store logs off the ground in a dry, airy place. Kiln dried logs are ready to burn, with moisture
below 20%.
""",
    "invoice.txt": """\
Invoice 3308: hardwood logs £165, delivery free within 10 miles. Total £165, due on delivery.
""",
    "text.txt": """\
Morning! Running about an hour behind, be with you by 11. Ben (Oakwood Logs)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many logs did we order", "order.txt", "one cubic metre"),
    ("when are the logs coming", "order.txt", "Saturday 18 October"),
    ("where will they leave the logs", "order.txt", "tipped on the drive"),
    ("how much is softwood", "prices.csv", "£120"),
    ("what does kindling cost", "prices.csv", "£6"),
    ("how much to have them stacked", "prices.csv", "£30"),
    ("how should I store them", "storage_note.txt", "off the ground in a dry, airy place"),
    ("can I burn them straight away", "storage_note.txt", "Kiln dried logs are ready to burn"),
    ("is delivery free", "invoice.txt", "delivery free within 10 miles"),
    ("what time will Ben arrive", "text.txt", "by 11"),
    ("do they sell coal", None, ""),
    ("can I pay by bank transfer", None, ""),
]
