"""A council tax payer's papers (the forty-first session): the bill, the instalments as a table,
the single person discount letter, the ways to pay, the appeal notes and a reminder notice. Its
validation folder is a water bill payer's: the bill, the meter readings as CSV, the payment plan
letter, the help with bills page, the leak allowance notes and the supplier's email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_tax_bill.txt": """\
Leeds City Council: Council Tax bill 2026/27

Account reference: 30055817. Property: 14 Grange Road, LS6 2JR. Valuation band: C.
Annual charge £1,842.16, less single person discount £460.54. Amount to pay: £1,381.62.
""",
    "instalments.md": """\
# Instalments

| date | amount |
|---|---|
| 1 April | £138.26 |
| 1 May to 1 January (monthly) | £138.15 each |
""",
    "discount_letter.txt": """\
Single person discount

You get 25% off because you told us you live alone. If anyone aged 18 or over moves in, you must tell
us within 21 days or you may have to pay a £70 penalty.
""",
    "ways_to_pay.txt": """\
Ways to pay

Direct Debit is the easiest way to pay; you can choose the 1st, 15th or 28th of the month. You can
also pay online with a card, or at any Post Office with the barcode on your bill.
""",
    "appeal_notes.txt": """\
Think your band is wrong?

Bands are set by the Valuation Office Agency, not the council. You can challenge your band online
with them; keep paying while they look at it.
""",
    "reminder_notice.txt": """\
Reminder: your instalment due on 1 June has not been paid. Please pay £138.15 within 7 days. If you
don't, you will lose the right to pay by instalments and the whole year's balance will be due.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my account reference", "council_tax_bill.txt", "30055817"),
    ("what band is my house", "council_tax_bill.txt", "band: C"),
    ("how much do I have to pay this year", "council_tax_bill.txt", "£1,381.62"),
    ("how much is the first instalment", "instalments.md", "£138.26"),
    ("how much is the single person discount", "discount_letter.txt", "25%"),
    ("what if my boyfriend moves in", "discount_letter.txt", "within 21 days"),
    ("what's the fine if I don't tell them", "discount_letter.txt", "£70"),
    ("what dates can I pay by direct debit", "ways_to_pay.txt", "1st, 15th or 28th"),
    ("can I pay at the post office", "ways_to_pay.txt", "any Post Office"),
    ("who sets the bands", "appeal_notes.txt", "Valuation Office Agency"),
    ("do I keep paying while I challenge my band", "appeal_notes.txt", "keep paying"),
    ("which instalment did I miss", "reminder_notice.txt", "1 June"),
    ("how long do I have to pay the missed one", "reminder_notice.txt", "within 7 days"),
    ("what happens if I don't pay the reminder", "reminder_notice.txt", "lose the right to pay by instalments"),
    ("can I get a student exemption", None, ""),
    ("when are the bins collected", None, ""),
    ("can I pay in cash at the council office", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "water_bill.txt": """\
Yorkshire Water: your bill

Customer number 7712 0045 219. Bill period 1 October to 31 March.
Water £98.40, sewerage £121.70, total £220.10. Please pay by 21 April.
""",
    "meter_readings.csv": """\
date,reading
1 October,4512
31 March,4571
""",
    "payment_plan.txt": """\
Your payment plan: £37 a month by Direct Debit on the 10th, starting in May. We review it every year.
""",
    "help_with_bills.txt": """\
Help with your bill

WaterSure caps your bill if you have a water meter and get certain benefits, and either have three or
more children under 19 or a medical condition that uses a lot of water.
""",
    "leak_allowance.txt": """\
If you have a leak on your side of the meter, fix it within 30 days and send us the plumber's invoice;
we'll then reduce the bill for the water lost.
""",
    "supplier_email.txt": """\
From: Yorkshire Water
Planned work: your water will be off on Thursday 14 May from 9am to 3pm while we replace a valve.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my customer number", "water_bill.txt", "7712 0045 219"),
    ("how much is the bill", "water_bill.txt", "£220.10"),
    ("when do I need to pay by", "water_bill.txt", "21 April"),
    ("what was the meter reading in March", "meter_readings.csv", "4571"),
    ("how much is the monthly payment", "payment_plan.txt", "£37 a month"),
    ("what date does the direct debit come out", "payment_plan.txt", "on the 10th"),
    ("who can get WaterSure", "help_with_bills.txt", "water meter"),
    ("what do I do if I have a leak", "leak_allowance.txt", "fix it within 30 days"),
    ("when will the water be off", "supplier_email.txt", "Thursday 14 May"),
    ("how long will the water be off", "supplier_email.txt", "9am to 3pm"),
    ("how much is sewerage", "water_bill.txt", "£121.70"),
    ("can I get a new meter fitted", None, ""),
    ("what's the water hardness", None, ""),
    ("can I pay weekly", None, ""),
]
