"""A household's papers for a free water meter (the fifty-third session): the appointment letter,
the tariff as a table, the switch back note, the first bill and a text. Its validation folder is a
street's for a gas main replacement: the notice, the road schedule as CSV, the supply letter, the
parking note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your free water meter will be fitted on Thursday 6 March between 8am and 12pm. The engineer needs
access to the stop tap, which is usually under the kitchen sink. The water will be off
for about 30 minutes.
""",
    "tariff.md": """\
# Metered charges

| charge | rate |
|---|---|
| water supply per cubic metre | £1.78 |
| sewerage per cubic metre | £2.05 |
| standing charge per year | £46 |
""",
    "switch_back.txt": """\
If your bills go up, you can switch back to your old charges within two years of the meter being
fitted.
""",
    "first_bill.txt": """\
Meter reading on 1 September: 00154. Water used since fitting: 61 cubic metres.
Amount due: £233.70, to be paid by direct debit on 20 September.
""",
    "text.txt": """\
Hi it's Lee from Aqua Metering, I'm 10 mins away, traffic was bad. Lee
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the meter being fitted", "appointment_letter.txt", "Thursday 6 March"),
    ("how long will we be without water", "appointment_letter.txt", "about 30 minutes"),
    ("where's the stop tap", "appointment_letter.txt", "usually under the kitchen sink"),
    ("does the meter cost anything", "appointment_letter.txt", "free water meter"),
    ("what's the standing charge", "tariff.md", "£46"),
    ("how much is sewerage per cubic metre", "tariff.md", "£2.05"),
    ("can I go back to the old way of paying", "switch_back.txt", "you can switch back to your old charges"),
    ("how much water have we used", "first_bill.txt", "61 cubic metres"),
    ("what was the reading", "first_bill.txt", "00154"),
    ("how much is the bill", "first_bill.txt", "£233.70"),
    ("how far away is the engineer", "text.txt", "10 mins away"),
    ("do they check for leaks", None, ""),
    ("can I have a smart meter instead", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
Cadent will replace the gas main on Elm Road from Monday 14 April. Work will take about six weeks.
Elm Road will be closed to traffic between numbers 20 and 48.
""",
    "schedule.csv": """\
week starting,section of Elm Road
14 April,numbers 2 to 18
21 April,numbers 20 to 34
28 April,numbers 36 to 48
""",
    "supply_letter.txt": """\
Your gas supply will be off for up to 4 hours while we connect your new pipe. We will contact you
to agree a day.
""",
    "parking_note.txt": """\
Residents can park in the Co-op car park on Station Road free of charge during the works.
""",
    "email.txt": """\
Hello, the site office is open 8am to 5pm. Call 0800 111 999 with any questions. Cadent Community Team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the work start", "notice.txt", "Monday 14 April"),
    ("how long will it take", "notice.txt", "about six weeks"),
    ("which part of the road is shut", "notice.txt", "between numbers 20 and 48"),
    ("when will they be outside number 10", "schedule.csv", "14 April"),
    ("how long will the gas be off", "supply_letter.txt", "up to 4 hours"),
    ("where can I park", "parking_note.txt", "Co-op car park on Station Road"),
    ("do I pay to park there", "parking_note.txt", "free of charge"),
    ("what's the phone number", "email.txt", "0800 111 999"),
    ("when is the site office open", "email.txt", "8am to 5pm"),
    ("will they tell me when the gas goes off", "supply_letter.txt", "We will contact you"),
    ("will I get compensation", None, ""),
    ("will the bins still be collected", None, ""),
]
