"""A resident's papers for reporting a pothole and claiming for a damaged tyre (the forty-seventh
session): the council's acknowledgement, the repair standards, the claim checklist as a table, the
tyre receipt and a text. Its validation folder is a resident's for reporting fly-tipping: the
report receipt, the council's guidance, the fines as CSV, the update email and a message, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "acknowledgement.txt": """\
Thank you for reporting the pothole on Hill Rise near number 42. Reference HWY-30917. An inspector
will visit within 5 working days.
""",
    "repair_standards.txt": """\
Potholes deeper than 40mm are repaired within 28 days; dangerous ones within 24 hours. Shallower
defects are added to the resurfacing programme.
""",
    "claim_checklist.md": """\
# Claim checklist

| item | needed | notes |
|---|---|---|
| photos of the pothole | yes | with something for scale |
| repair invoice | yes | itemised |
| date and time of incident | yes | as exact as you can |
| witness details | if any | name and phone |
""",
    "tyre_receipt.txt": """\
Kwik Tyres, 3 June: one Michelin Primacy 4 tyre fitted and balanced, £118.40 paid by card.
""",
    "text.txt": """\
Claims go to the council's insurers, they usually reply within 6 weeks. Neighbour Pat
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my reference number", "acknowledgement.txt", "HWY-30917"),
    ("when will the inspector come", "acknowledgement.txt", "within 5 working days"),
    ("where is the pothole", "acknowledgement.txt", "Hill Rise near number 42"),
    ("how quickly will they fix it", "repair_standards.txt", "within 28 days"),
    ("how deep does a pothole have to be", "repair_standards.txt", "40mm"),
    ("do I need photos", "claim_checklist.md", "yes"),
    ("what should the invoice be like", "claim_checklist.md", "itemised"),
    ("how much was the new tyre", "tyre_receipt.txt", "£118.40"),
    ("which tyre did I get", "tyre_receipt.txt", "Michelin Primacy 4"),
    ("how long until they reply to the claim", "text.txt", "within 6 weeks"),
    ("who handles the claim", "text.txt", "the council's insurers"),
    ("will they pay for the tracking", None, ""),
    ("can I claim for a taxi", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "report_receipt.txt": """\
Fly-tipping report FT-5562 received: mattress and bin bags in the lane behind Oak Street, reported 9 May at 8.10am.
""",
    "council_guidance.txt": """\
We aim to clear fly-tipping on public land within 3 working days. Waste on private land is
the landowner's responsibility. Do not touch sharp items or chemicals.
""",
    "fines.csv": """\
offence,fixed penalty,maximum on conviction
Fly-tipping,£400,unlimited fine
Household waste given to unlicensed carrier,£400,unlimited fine
Littering,£150,£2500
""",
    "update_email.txt": """\
Our crew cleared the waste on 12 May. We found an address in the bin bags and have passed it to our enforcement team.
""",
    "message.txt": """\
The CCTV on the corner is the council's, ask them if they checked it. Dev next door
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the report number", "report_receipt.txt", "FT-5562"),
    ("what was dumped", "report_receipt.txt", "mattress and bin bags"),
    ("how long will they take to clear it", "council_guidance.txt", "within 3 working days"),
    ("who clears private land", "council_guidance.txt", "the landowner's responsibility"),
    ("what's the fine for fly-tipping", "fines.csv", "£400"),
    ("how much is the fine for littering", "fines.csv", "£150"),
    ("when was it cleared", "update_email.txt", "12 May"),
    ("did they find who did it", "update_email.txt", "found an address in the bin bags"),
    ("whose is the CCTV", "message.txt", "the council's"),
    ("when did I report it", "report_receipt.txt", "9 May"),
    ("will I get a reward", None, ""),
    ("can I take it to the tip myself", None, ""),
]
