"""A café owner's papers (the twenty-sixth session): a food hygiene inspection report, a
supplier's price list as CSV, a card machine agreement, the premises lease's summary with its
charges as a markdown table and the week's staff rota as a markdown table; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its validation
folder is a market trader's: a pitch licence, the market's rules, a stall insurance certificate,
a wholesaler's invoice as CSV and the market's fees as a markdown table, written at the same time
and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hygiene_inspection.txt": """\
Food hygiene inspection report

Business: The Corner Cup, 12 Market Street
Inspected on: 14 October 2026 by Helen Brooks, Environmental Health Officer
Rating: 4 (good)

The kitchen was clean and food was stored at the right temperatures. To reach a 5, you must keep written records of fridge temperatures twice a day and label all opened food with the date.

You may ask for a re-inspection once these changes are made. A re-inspection costs £190 and will take place within 3 months of your request.

You must display your rating sticker where customers can see it before they enter.
""",
    "supplier_prices.csv": """\
product,pack,price,delivery day
oat milk,12 x 1 litre,£16.80,Tuesday
coffee beans,6 kg,£84.00,Thursday
paper cups,1000,£46.50,Tuesday
croissants,48 frozen,£31.20,Friday
""",
    "card_machine.md": """\
# PayTap card machine — your agreement

**Monthly rental:** £19 a month, for a minimum of 18 months
**Transaction fee:** 1.39% of each card payment
**Payouts:** the next working day, into your business account

If the machine breaks, call 0800 316 7742 and we will send a replacement by next-day courier at no charge.

You can end the agreement after 18 months with 30 days' notice. Ending it earlier costs £95.
""",
    "lease_summary.md": """\
# Lease summary — 12 Market Street

Tenant: Corner Cup Ltd
Term: 5 years from 1 April 2025, with a break clause at 3 years

| Charge | Amount | When |
|---|---|---|
| Rent | £1,250 a month | 1st of each month |
| Service charge | £85 a month | 1st of each month |
| Bin collection | £40 a month | quarterly in advance |

The landlord repairs the roof and outside walls; the tenant looks after the shop front, windows and everything inside.

Tables may be put outside only with a pavement licence from the council.
""",
    "staff_rota.md": """\
# Rota — week of 7 December 2026

| Day | Opening | Closing |
|---|---|---|
| Monday | Aisha | Ben |
| Tuesday | Ben | Carla |
| Wednesday | Aisha | Carla |
| Saturday | Dev | Aisha |

The café is closed on Thursdays and Fridays this week for the new counter to be fitted.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The inspection.
    ("what's our hygiene rating", "hygiene_inspection.txt", "4"),
    ("who inspected the cafe", "hygiene_inspection.txt", "Helen Brooks"),
    ("what do we need to do to get a 5", "hygiene_inspection.txt", "fridge temperatures"),
    ("how much is a re-inspection", "hygiene_inspection.txt", "£190"),
    ("where do we have to put the sticker", "hygiene_inspection.txt", "before they enter"),
    # The supplier.
    ("how much are the coffee beans", "supplier_prices.csv", "£84.00"),
    ("when do the croissants come", "supplier_prices.csv", "Friday"),
    ("how many cups in a pack", "supplier_prices.csv", "1000"),
    # The card machine.
    ("how much is the card machine a month", "card_machine.md", "£19 a month"),
    ("what's the fee on card payments", "card_machine.md", "1.39%"),
    ("when do we get the card money", "card_machine.md", "next working day"),
    ("what if the card machine breaks", "card_machine.md", "replacement"),
    ("how much to cancel the card machine early", "card_machine.md", "£95"),
    # The lease.
    ("how much is the rent", "lease_summary.md", "£1,250"),
    ("how much is the service charge", "lease_summary.md", "£85 a month"),
    ("when is the bin collection paid", "lease_summary.md", "quarterly"),
    ("who fixes the roof", "lease_summary.md", "landlord repairs the roof"),
    ("can we put tables outside", "lease_summary.md", "pavement licence"),
    ("how long is the lease", "lease_summary.md", "5 years"),
    # The rota.
    ("who is opening on Tuesday", "staff_rota.md", "Ben"),
    ("who closes on Saturday", "staff_rota.md", "Aisha"),
    ("are we open on Thursday", "staff_rota.md", "closed on Thursdays"),
    # Subjects the papers never mention.
    ("how much is business rates", None, ""),
    ("do we need a music licence", None, ""),
    ("what is the minimum wage", None, ""),
    ("how much is the electricity bill", None, ""),
    ("can we sell alcohol", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pitch_licence.txt": """\
Riverside Market — pitch licence

Trader: Grace Obi, Obi's Kitchen (hot food)
Pitch: 23, by the north entrance
Licence period: 1 January 2027 to 31 December 2027

You must be set up by 8:30am and off the market by 6:00pm. A pitch left empty for three market days in a row without notice may be given to another trader.

You must bring your own gazebo, weights of at least 15 kg a leg, and a fire extinguisher suitable for cooking oil.
""",
    "market_rules.md": """\
# Riverside Market — trader rules

## Waste

Take all your rubbish home or use the market's paid waste service. Cooking oil must never be poured into drains.

## Vehicles

Vehicles may enter the market only before 8:00am and after 5:30pm. Park in the traders' car park on Mill Road, which is free for licence holders.

## Cancelling a day

Tell the market office by 5pm the day before if you cannot trade. Fees for days cancelled with less notice are still charged.
""",
    "stall_insurance.txt": """\
Public and products liability insurance — certificate

Insured: Grace Obi trading as Obi's Kitchen
Policy number: MTI-550928
Cover: £5,000,000 public liability, £5,000,000 products liability
Period: 1 January 2027 to 31 December 2027
Premium: £142 a year

Stock and equipment are not covered by this policy. Claims must be reported within 14 days.
""",
    "wholesaler_invoice.csv": """\
item,quantity,unit price,total
jollof rice mix,10 kg,£2.40,£24.00
chicken thighs,20 kg,£4.10,£82.00
plantain,2 boxes,£18.50,£37.00
food boxes,500,£0.09,£45.00
""",
    "market_fees.md": """\
# Riverside Market — fees 2027

| Pitch | Saturday | Weekday |
|---|---|---|
| Standard (3 m) | £45 | £25 |
| Hot food (3 m, with power) | £60 | £35 |
| Double (6 m) | £80 | £45 |

Fees are paid monthly in advance by direct debit. Electricity for hot food pitches is included.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pitch licence.
    ("what pitch number am I", "pitch_licence.txt", "23"),
    ("what time do I have to be set up by", "pitch_licence.txt", "8:30am"),
    ("when does my licence end", "pitch_licence.txt", "31 December 2027"),
    ("what equipment do I need to bring", "pitch_licence.txt", "gazebo"),
    ("what happens if I miss three market days", "pitch_licence.txt", "another trader"),
    # The rules.
    ("what do I do with old cooking oil", "market_rules.md", "never be poured into drains"),
    ("when can I drive my van in", "market_rules.md", "before 8:00am"),
    ("where do traders park", "market_rules.md", "Mill Road"),
    ("how late can I cancel a market day", "market_rules.md", "5pm the day before"),
    # The insurance.
    ("how much public liability cover do I have", "stall_insurance.txt", "£5,000,000"),
    ("how much is the stall insurance", "stall_insurance.txt", "£142 a year"),
    ("is my stock insured", "stall_insurance.txt", "not covered"),
    ("how long do I have to report a claim", "stall_insurance.txt", "14 days"),
    # The invoice.
    ("how much were the chicken thighs", "wholesaler_invoice.csv", "£82.00"),
    ("how many food boxes did I buy", "wholesaler_invoice.csv", "500"),
    # The fees.
    ("how much is a hot food pitch on a Saturday", "market_fees.md", "£60"),
    ("how do I pay the market fees", "market_fees.md", "direct debit"),
    ("do I pay extra for electricity", "market_fees.md", "included"),
    # Subjects the papers never mention.
    ("do I need a food hygiene rating", None, ""),
    ("can I sell alcohol", None, ""),
    ("is there a toilet for traders", None, ""),
    ("how much is a pitch at the Christmas market", None, ""),
]
