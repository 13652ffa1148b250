"""A household's papers for a satellite dish fitting (the fifty-third session): the booking, the
package prices as a table, the landlord's permission, the engineer's job sheet and a text. Its
validation folder is a household's for a TV aerial repair: the quote, the prices as CSV, the
engineer's report, the guarantee and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Your satellite dish installation is booked for Saturday 22 February, between 12pm and 4pm.
Someone aged 18 or over must be at home.
""",
    "packages.md": """\
# Monthly packages

| package | per month |
|---|---|
| Essentials | £19 |
| Entertainment | £29 |
| Sports add-on | £25 |
""",
    "landlord_permission.txt": """\
I give permission for a satellite dish to be fitted to the rear wall of Flat 2, 17 Quarry Road,
on condition that it is removed and the wall made good when the tenancy ends. R. Simms, landlord
""",
    "job_sheet.txt": """\
Dish fitted to rear wall, cable run through the kitchen window frame. Signal strength 87%.
Customer shown how to retune the box.
""",
    "text.txt": """\
Hi it's Gav, your engineer for today. Traffic's bad, looking more like 3pm. Sorry
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the dish being put up", "booking.txt", "Saturday 22 February"),
    ("does someone need to be in", "booking.txt", "Someone aged 18 or over must be at home"),
    ("how much is the sports package", "packages.md", "£25"),
    ("what's the cheapest package", "packages.md", "Essentials"),
    ("where can the dish go", "landlord_permission.txt", "the rear wall"),
    ("what happens when we move out", "landlord_permission.txt", "removed and the wall made good"),
    ("where does the cable come in", "job_sheet.txt", "through the kitchen window frame"),
    ("how good is the signal", "job_sheet.txt", "87%"),
    ("what time is the engineer coming", "text.txt", "3pm"),
    ("who is the engineer", "text.txt", "Gav"),
    ("is there a contract", None, ""),
    ("can I watch it on my phone", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote to replace the storm damaged aerial and mast at 6 Beech Grove: £185 including a new
bracket. We can fit it on Monday 13 January.
""",
    "prices.csv": """\
job,price
call out and signal test,£45
new aerial and fitting,£185
extra TV point,£60
""",
    "engineer_report.txt": """\
The old mast had rusted through at the bracket. The cable is sound and has been reused. All
channels tested at the main TV and in bedroom 1.
""",
    "guarantee.txt": """\
Workmanship is guaranteed for 5 years. The guarantee does not cover storm damage after fitting.
""",
    "email.txt": """\
Hi Mrs Evans, the card payment of £185 went through, thanks. If any channels drop out, ring us on 01632 448 210. Skyline Aerials
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much to replace the aerial", "quote.txt", "£185"),
    ("when can they fit it", "quote.txt", "Monday 13 January"),
    ("what does a call out cost", "prices.csv", "£45"),
    ("how much is another TV point", "prices.csv", "£60"),
    ("what was wrong with the old one", "engineer_report.txt", "The old mast had rusted through"),
    ("did they use a new cable", "engineer_report.txt", "The cable is sound and has been reused"),
    ("how long is the guarantee", "guarantee.txt", "5 years"),
    ("is storm damage covered", "guarantee.txt", "does not cover storm damage"),
    ("what's their phone number", "email.txt", "01632 448 210"),
    ("did my payment go through", "email.txt", "the card payment of £185 went through"),
    ("do they fit satellite dishes", None, ""),
    ("can I pay in instalments", None, ""),
]
