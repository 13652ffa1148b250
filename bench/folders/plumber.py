"""A householder's papers for a leaking bathroom and the plumber who mends it (the forty-seventh
session): the quote, the call-out terms, the parts as a table, the invoice and a text. Its
validation folder is a householder's for an electrician's partial rewire: the estimate, the
certificate note, the work schedule as CSV, the guarantee and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for Mrs Hall, 12 Elm Road: replace the leaking bath tap and the waste trap, and reseal the
bath. Labour £140, parts about £65. The job should take half a day.
""",
    "callout_terms.txt": """\
Our call-out charge is £60 in working hours and £95 after 6pm or at weekends. Payment by card or
bank transfer within 7 days.
""",
    "parts.md": """\
# Parts

| part | brand | price |
|---|---|---|
| bath mixer tap | Bristan | £48 |
| bath waste trap | McAlpine | £11 |
| silicone sealant | Dow | £6 |
""",
    "invoice.txt": """\
Invoice 2291, paid in full on 3 March: total £205. All work guaranteed for 12 months.
""",
    "text_from_plumber.txt": """\
I'll be with you Thursday between 8 and 9am. Please clear the bathroom floor before I arrive. Gary
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the plumber going to fix", "quote.txt", "replace the leaking bath tap and the waste trap"),
    ("how much is the labour", "quote.txt", "£140"),
    ("how long will the job take", "quote.txt", "half a day"),
    ("how much is the call-out charge at the weekend", "callout_terms.txt", "£95"),
    ("how long do I have to pay", "callout_terms.txt", "within 7 days"),
    ("what brand is the tap", "parts.md", "Bristan"),
    ("how much was the sealant", "parts.md", "£6"),
    ("how much did it cost in the end", "invoice.txt", "£205"),
    ("is the work guaranteed", "invoice.txt", "guaranteed for 12 months"),
    ("when is Gary coming", "text_from_plumber.txt", "Thursday between 8 and 9am"),
    ("what do I need to do before he comes", "text_from_plumber.txt", "clear the bathroom floor"),
    ("is he Gas Safe registered", None, ""),
    ("does he do boiler servicing", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "estimate.txt": """\
Estimate for 4 Mill Lane: rewire the kitchen and the downstairs sockets, and fit a new consumer
unit. Price £1,850 including VAT. Expected to take three days.
""",
    "certificate_note.txt": """\
An Electrical Installation Certificate will be issued when the work is done, and the job will be
notified to building control through our scheme.
""",
    "schedule.csv": """\
day,work,power off
Monday,consumer unit change,all day
Tuesday,kitchen circuits,9am to 4pm
Wednesday,downstairs sockets and testing,10am to 2pm
""",
    "guarantee.txt": """\
Workmanship is guaranteed for 6 years from completion. Lights and fittings supplied by the customer are not covered.
""",
    "message.txt": """\
Please move the fridge freezer contents on Monday as the power will be off. Ryan, Bright Spark Electrical
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are they rewiring", "estimate.txt", "rewire the kitchen and the downstairs sockets"),
    ("how much will it cost", "estimate.txt", "£1,850"),
    ("how many days will it take", "estimate.txt", "three days"),
    ("will I get a certificate", "certificate_note.txt", "Electrical Installation Certificate"),
    ("when is the power off all day", "schedule.csv", "Monday"),
    ("what are they doing on Tuesday", "schedule.csv", "kitchen circuits"),
    ("how long is the work guaranteed", "guarantee.txt", "6 years"),
    ("are my own light fittings covered", "guarantee.txt", "not covered"),
    ("what should I do with the freezer", "message.txt", "move the fridge freezer contents"),
    ("do they need to tell building control", "certificate_note.txt", "notified to building control"),
    ("do they take cash", None, ""),
    ("will they plaster the walls", None, ""),
]
