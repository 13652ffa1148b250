"""A customer's papers for a laptop repair (the forty-sixth session): the repair ticket, the
quote as a table, the shop's terms, the data backup advice and a text. Its validation folder is a
household's for a washing machine repair visit: the booking email, the engineer's report, the
parts as CSV, the warranty terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "repair_ticket.txt": """\
Repair ticket R-20931, FixIt Computers, 12 Station Parade. Device: Lenovo ThinkPad T480. Fault
reported: cracked screen and the battery won't hold charge. Booked in on 6 October by Aaron.
""",
    "quote.md": """\
# Quote

| part or job | price |
|---|---|
| Replacement screen | £89 |
| New battery | £55 |
| Labour | £30 |

Total £174 including VAT. Estimated turnaround: 3 to 5 working days.
""",
    "terms.txt": """\
The £25 diagnostic fee is waived if you go ahead with the repair. Repairs carry a 90-day warranty
on parts and labour. Devices not collected within 60 days of our call may be sold to cover costs.
""",
    "backup_advice.txt": """\
We do not back up your files. Please back up anything important before handing over the laptop,
and remove any password or tell us it so we can test the machine.
""",
    "text.txt": """\
FixIt Computers: your laptop is ready to collect. We're open until 5:30pm, closed Sundays.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my ticket number", "repair_ticket.txt", "R-20931"),
    ("where is the shop", "repair_ticket.txt", "12 Station Parade"),
    ("what's wrong with the laptop", "repair_ticket.txt", "cracked screen"),
    ("how much is the new battery", "quote.md", "£55"),
    ("what's the total", "quote.md", "£174"),
    ("how long will the repair take", "quote.md", "3 to 5 working days"),
    ("do I have to pay the diagnostic fee", "terms.txt", "waived if you go ahead"),
    ("how long is the warranty", "terms.txt", "90-day warranty"),
    ("what happens if I don't collect it", "terms.txt", "may be sold to cover costs"),
    ("will they back up my files", "backup_advice.txt", "We do not back up your files"),
    ("do I need to give them my password", "backup_advice.txt", "remove any password or tell us it"),
    ("what time do they close", "text.txt", "5:30pm"),
    ("are they open on Sunday", "text.txt", "closed Sundays"),
    ("can I get a loan laptop", None, ""),
    ("do they fix phones", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your washing machine repair is booked for Monday 3 November, with an engineer arriving between
12pm and 4pm. Call-out charge: £79, which includes the first 30 minutes of labour.
""",
    "engineer_report.txt": """\
The drum bearings are worn and the door seal is split. Leaking was caused by the split seal. The
machine is safe to use for small loads until the parts arrive.
""",
    "parts.csv": """\
part,price,delivery
Door seal,£38,2 days
Drum bearing kit,£64,5 days
""",
    "warranty.txt": """\
Parts fitted by us are guaranteed for 12 months. Labour is guaranteed for 3 months.
""",
    "message.txt": """\
The engineer said to leave the door open after each wash so the new seal doesn't go mouldy. Mo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the engineer coming", "booking_email.txt", "Monday 3 November"),
    ("how much is the call-out", "booking_email.txt", "£79"),
    ("what caused the leak", "engineer_report.txt", "the split seal"),
    ("can I still use the machine", "engineer_report.txt", "safe to use for small loads"),
    ("how much is the door seal", "parts.csv", "£38"),
    ("how long will the bearing kit take to arrive", "parts.csv", "5 days"),
    ("how long are the parts guaranteed for", "warranty.txt", "12 months"),
    ("is labour guaranteed", "warranty.txt", "Labour is guaranteed for 3 months"),
    ("what should I do after each wash", "message.txt", "leave the door open"),
    ("do they take away the old machine", None, ""),
    ("can I pay in instalments", None, ""),
]
