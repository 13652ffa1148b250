"""A tenant's papers for the yearly gas safety check (the forty-sixth session): the letting
agent's letter, the engineer's certificate notes, the appliances as a table, the access email and
a text. Its validation folder is a tenant's for a landlord's electrical inspection: the notice,
the report summary, the remedial works as CSV, the agent's email and a message, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agent_letter.txt": """\
Dear Ms Walsh, your landlord's annual gas safety check at Flat 2, 18 Mill Road is due. The
engineer, Craig Dunn of Dunn Heating, will visit on Wednesday 22 January between 8am and 12pm.
""",
    "certificate_notes.txt": """\
Gas Safety Record, Flat 2, 18 Mill Road. Boiler: pass. Gas hob: pass. Gas fire in the lounge:
at risk - do not use until the flue is repaired. Next check due by 22 January next year.
""",
    "appliances.md": """\
# Gas appliances

| appliance | location | make |
|---|---|---|
| Combi boiler | kitchen cupboard | Worcester |
| Hob | kitchen | Beko |
| Gas fire | lounge | Valor |
""",
    "access_email.txt": """\
If you can't be in, we can let the engineer in with the office keys, but we need your written
permission by email. Please clear the cupboard in front of the boiler before the visit.
""",
    "text.txt": """\
Craig from Dunn Heating - running 30 mins late, should be with you about 10:30.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is doing the gas check", "agent_letter.txt", "Craig Dunn"),
    ("when is the engineer coming", "agent_letter.txt", "Wednesday 22 January"),
    ("what time window", "agent_letter.txt", "between 8am and 12pm"),
    ("did the boiler pass", "certificate_notes.txt", "Boiler: pass"),
    ("can I use the gas fire", "certificate_notes.txt", "do not use until the flue is repaired"),
    ("when is the next check due", "certificate_notes.txt", "by 22 January next year"),
    ("where is the boiler", "appliances.md", "kitchen cupboard"),
    ("what make is the hob", "appliances.md", "Beko"),
    ("what if I can't be in", "access_email.txt", "let the engineer in with the office keys"),
    ("what do I need to clear", "access_email.txt", "the cupboard in front of the boiler"),
    ("how late is Craig running", "text.txt", "30 mins late"),
    ("what time will he get here", "text.txt", "about 10:30"),
    ("is there a carbon monoxide alarm", None, ""),
    ("who pays for the repair", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
Notice of electrical inspection: an electrician from Spark Safe Ltd will carry out the five-yearly
inspection (EICR) at 4 Beech Court on Monday 9 June. The power will be off for up to 3 hours.
""",
    "report_summary.txt": """\
Overall result: unsatisfactory. Two faults need fixing within 28 days: a damaged socket in the
bedroom and no RCD protection on the shower circuit.
""",
    "remedial_works.csv": """\
item,priority,cost
Replace bedroom socket,C2,£65
Fit RCD for shower circuit,C2,£180
Label consumer unit,C3,£20
""",
    "agent_email.txt": """\
The landlord will pay for all remedial work. The electrician will come back on Thursday 19 June to
fix the faults; please make sure the fuse box in the hall can be reached.
""",
    "message.txt": """\
Power's going off Monday so I'll take the freezer stuff to mine. Beth
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the inspection", "notice.txt", "Monday 9 June"),
    ("how long will the power be off", "notice.txt", "up to 3 hours"),
    ("did it pass", "report_summary.txt", "unsatisfactory"),
    ("how long do they have to fix the faults", "report_summary.txt", "within 28 days"),
    ("how much is the RCD", "remedial_works.csv", "£180"),
    ("what priority is the consumer unit label", "remedial_works.csv", "C3"),
    ("who is paying for the work", "agent_email.txt", "The landlord will pay"),
    ("when are they coming back", "agent_email.txt", "Thursday 19 June"),
    ("where is the fuse box", "agent_email.txt", "in the hall"),
    ("what is Beth doing with the freezer stuff", "message.txt", "take the freezer stuff to mine"),
    ("will the internet work", None, ""),
    ("do I get a copy of the certificate", None, ""),
]
