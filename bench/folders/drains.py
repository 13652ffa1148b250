"""A householder's papers for a blocked drain call-out (the forty-eighth session): the job
report, the firm's terms, the charges as a table, the advice leaflet and a text. Its validation
folder is a cottage owner's for emptying a septic tank: the booking, the contractor's notes, the
prices as CSV, the care guide and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "job_report.txt": """\
FlowRight Drainage, job 55120, 4 Cedar Close. Blockage in the kitchen waste pipe caused by fat
and food scraps. Cleared with a high-pressure jetter. CCTV survey showed a cracked pipe under the patio.
""",
    "terms.txt": """\
Our work is guaranteed for 30 days; the guarantee does not cover a blockage caused by what goes
down the drain after we leave. Payment is due on completion. Out-of-hours call-outs cost double.
""",
    "charges.md": """\
# Charges

| item | price |
|---|---|
| Call-out and first hour | £95 |
| Each extra half hour | £35 |
| CCTV survey | £120 |
| Patio pipe repair (quote) | £680 |
""",
    "advice_leaflet.txt": """\
Never pour fat down the sink; let it set and put it in the bin. Use a sink strainer and run hot water after washing up.
""",
    "text.txt": """\
Hi, the insurance may cover the cracked pipe, send them the CCTV report. FlowRight
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what caused the blockage", "job_report.txt", "fat"),
    ("how did they clear it", "job_report.txt", "high-pressure jetter"),
    ("what did the camera find", "job_report.txt", "cracked pipe under the patio"),
    ("how long is the guarantee", "terms.txt", "30 days"),
    ("when do I have to pay", "terms.txt", "on completion"),
    ("what do they charge at night", "terms.txt", "cost double"),
    ("how much is the call-out", "charges.md", "£95"),
    ("how much was the CCTV survey", "charges.md", "£120"),
    ("how much to fix the pipe under the patio", "charges.md", "£680"),
    ("what do I do with cooking fat", "advice_leaflet.txt", "put it in the bin"),
    ("will insurance pay for the pipe", "text.txt", "insurance may cover the cracked pipe"),
    ("do they unblock toilets", None, ""),
    ("is there a discount for pensioners", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Dale Tankers: empty the septic tank at Brook Cottage, Wednesday 20 August, morning. Tank size about 3,000 litres.
""",
    "contractor_notes.txt": """\
The tanker needs a clear track and must park within 30 metres of the tank lid. We lift the lid,
pump out the tank and check the outlet. Hose runs over 30 metres are charged extra.
""",
    "prices.csv": """\
service,price
Empty up to 3000 litres,£250
Each extra 1000 litres,£60
Extra hose over 30 metres,£40
""",
    "care_guide.txt": """\
Empty the tank once a year. Don't use bleach in large amounts; it kills the bacteria the tank needs.
""",
    "email.txt": """\
Hello, please make sure the lid is uncovered before we arrive, we can't dig it out. Sue, Dale Tankers
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they emptying the tank", "booking.txt", "Wednesday 20 August"),
    ("how big is the tank", "booking.txt", "3,000 litres"),
    ("how close does the lorry need to get", "contractor_notes.txt", "within 30 metres of the tank lid"),
    ("how much to empty it", "prices.csv", "£250"),
    ("what does an extra 1000 litres cost", "prices.csv", "£60"),
    ("how often should it be emptied", "care_guide.txt", "once a year"),
    ("can I use bleach", "care_guide.txt", "Don't use bleach in large amounts"),
    ("what do I need to do before they come", "email.txt", "the lid is uncovered"),
    ("what do they check", "contractor_notes.txt", "check the outlet"),
    ("what's the charge for extra hose", "prices.csv", "£40"),
    ("do they clean gutters", None, ""),
    ("can I pay by card", None, ""),
]
