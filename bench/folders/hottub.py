"""A host's papers for a hired hot tub at a birthday weekend (the forty-seventh session): the hire
agreement, the safety sheet, the hire prices as a table, the delivery email and a text. Its
validation folder is a parent's for a hired bouncy castle: the booking, the safety rules, the
castle sizes as CSV, the delivery note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hire_agreement.txt": """\
Hire of one 6-person inflatable hot tub to Dan Price, Friday 4 July to Monday 7 July. A refundable
damage deposit of £100 is held until collection. The hirer must provide a level base and an outdoor socket.
""",
    "safety_sheet.txt": """\
No glass in or around the tub. Children must be supervised at all times. Keep the cover on when not
in use. The water is heated to 38 degrees and takes about 12 hours to warm up.
""",
    "prices.md": """\
# Hire prices

| hire | length | price |
|---|---|---|
| weekend | Friday to Monday | £190 |
| midweek | Monday to Friday | £210 |
| full week | 7 nights | £290 |
""",
    "delivery_email.txt": """\
We'll deliver between 9am and 11am on Friday and collect on Monday after 4pm. The van needs a
clear path at least 80cm wide to the garden.
""",
    "text.txt": """\
The chemicals and the filter are in the blue box, add one scoop of chlorine each morning. Tash, Bubble Hire
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big is the hot tub", "hire_agreement.txt", "6-person"),
    ("do I get the deposit back", "hire_agreement.txt", "refundable"),
    ("what do I need to provide", "hire_agreement.txt", "a level base and an outdoor socket"),
    ("can we have glasses in the tub", "safety_sheet.txt", "No glass"),
    ("how long does it take to heat up", "safety_sheet.txt", "about 12 hours"),
    ("how hot is the water", "safety_sheet.txt", "38 degrees"),
    ("how much is a weekend hire", "prices.md", "£190"),
    ("how much for a full week", "prices.md", "£290"),
    ("what time will they deliver", "delivery_email.txt", "between 9am and 11am"),
    ("how wide does the path need to be", "delivery_email.txt", "80cm"),
    ("where are the chemicals", "text.txt", "blue box"),
    ("can we use bath bombs", None, ""),
    ("is there a lid lock", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Jungle bouncy castle booked for Ruby's party, Saturday 12 July, 10am to 6pm. Total £95, paid by card.
""",
    "safety_rules.txt": """\
No shoes, food or drink on the castle. Maximum 6 children at a time. An adult must watch at all
times, and the castle must come down if wind goes over 24mph.
""",
    "sizes.csv": """\
castle,size,needs
Jungle,12ft x 15ft,14ft x 17ft of flat lawn
Princess,10ft x 12ft,12ft x 14ft of flat lawn
Slide combo,15ft x 18ft,17ft x 20ft of flat lawn
""",
    "delivery_note.txt": """\
Setup takes about 30 minutes. We need a power socket within 25 metres. Collection at 6pm.
""",
    "message.txt": """\
If it rains, you can cancel up to 8am on the day for a full refund. Mike, Bounce About
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the castle cost", "booking.txt", "£95"),
    ("what time does it have to be back", "booking.txt", "6pm"),
    ("how many kids can go on at once", "safety_rules.txt", "Maximum 6 children"),
    ("can they wear shoes on it", "safety_rules.txt", "No shoes"),
    ("what happens if it's windy", "safety_rules.txt", "24mph"),
    ("how much space does the Jungle castle need", "sizes.csv", "14ft x 17ft"),
    ("how big is the Princess castle", "sizes.csv", "10ft x 12ft"),
    ("how long does setup take", "delivery_note.txt", "about 30 minutes"),
    ("how far can the socket be", "delivery_note.txt", "25 metres"),
    ("what if it rains", "message.txt", "full refund"),
    ("can we keep it overnight", None, ""),
    ("do they bring a generator", None, ""),
]
