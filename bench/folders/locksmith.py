"""A householder's papers after a lock-out (the forty-fifth session): the locksmith's invoice, the
new lock's card, the call-out prices as a table, the insurer's email and a note. Its validation
folder is an emergency plumber's: the job sheet, the rates as CSV, the text before the visit, the
insurer's reply and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "invoice.txt": """\
KeyFix Locksmiths, invoice 5521, 14 October. Emergency call-out at 11:40pm, non-destructive entry,
new anti-snap euro cylinder fitted to the front door. Total £185, paid by card.
""",
    "lock_card.txt": """\
Your new cylinder is a 3-star Kitemark lock. Three keys supplied;
extra keys can be cut only with this card, code KM-40917. Guarantee: 2 years on parts and labour.
""",
    "callout_prices.md": """\
# Call-out prices

| time | price |
|---|---|
| weekdays 8am to 6pm | £79 |
| evenings and weekends | £99 |
| after 10pm | £129 |
""",
    "insurer_email.txt": """\
Thanks for your claim. Your home emergency cover pays up to £250 for a locksmith when you are locked
out. Send the invoice to claims@homesure.example within 30 days.
""",
    "note.txt": """\
Spare key with Mrs Patel at number 6 now. Bathroom window latch is also broken.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the locksmith cost", "invoice.txt", "£185"),
    ("what time did he come out", "invoice.txt", "11:40pm"),
    ("what did he fit", "invoice.txt", "anti-snap euro cylinder"),
    ("how many keys did we get", "lock_card.txt", "Three keys"),
    ("how do I get more keys cut", "lock_card.txt", "only with this card"),
    ("what's the key code", "lock_card.txt", "KM-40917"),
    ("how long is the guarantee", "lock_card.txt", "2 years"),
    ("how much is a call-out at the weekend", "callout_prices.md", "£99"),
    ("what's the call-out charge after 10pm", "callout_prices.md", "£129"),
    ("how much will insurance pay", "insurer_email.txt", "up to £250"),
    ("where do I send the invoice", "insurer_email.txt", "claims@homesure.example"),
    ("who has the spare key", "note.txt", "Mrs Patel"),
    ("what else is broken", "note.txt", "Bathroom window latch"),
    ("do they fit burglar alarms", None, ""),
    ("is there an excess", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "job_sheet.txt": """\
DripStop Plumbing job 3310, 2 November: burst pipe under the kitchen sink. Water turned off at the
stopcock, 15mm copper pipe replaced. Time on site 1 hour 20 minutes.
""",
    "rates.csv": """\
item,charge
first hour,£95
each extra 30 minutes,£35
parts,at cost
""",
    "text_before.txt": """\
Plumber on the way, 40 minutes. Turn the stopcock clockwise to stop the water; it's under the stairs.
""",
    "insurer_reply.txt": """\
Your claim for the burst pipe is accepted. The £100 excess applies. Water damage to the floor is a
separate claim.
""",
    "note.txt": """\
Kitchen floor needs drying out, borrow Dave's dehumidifier.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what was the problem", "job_sheet.txt", "burst pipe"),
    ("how long was the plumber here", "job_sheet.txt", "1 hour 20 minutes"),
    ("how much is the first hour", "rates.csv", "£95"),
    ("how are parts charged", "rates.csv", "at cost"),
    ("where is the stopcock", "text_before.txt", "under the stairs"),
    ("which way do I turn the stopcock", "text_before.txt", "clockwise"),
    ("how much is the excess", "insurer_reply.txt", "£100"),
    ("is the floor damage covered by this claim", "insurer_reply.txt", "separate claim"),
    ("whose dehumidifier are we borrowing", "note.txt", "Dave's"),
    ("do they do boiler repairs", None, ""),
    ("is there a guarantee on the work", None, ""),
]
