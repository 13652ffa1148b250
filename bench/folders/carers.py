"""An unpaid carer's benefit papers (the thirty-fourth session): the award letter, the rules
about work and earnings, the payment dates as CSV, the change of circumstances guide, the
carer's assessment notes and the support worker's email; fit, its questions and expected text
written before the tool was run on it, its failures read and mended. Its validation folder is a
blue badge applicant's: the decision letter, the badge rules, the parking charges as CSV, the
renewal notes, the misuse warning and the council's email, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "award_letter.txt": """\
Carer's Allowance award

Name: Joanne Pearce
Caring for: Margaret Pearce (mother)
Weekly amount: £81.90
Paid: every 4 weeks in arrears, into your bank account
Award starts: 7 October
""",
    "work_rules.md": """\
# Working while you claim

- You can earn up to £151 a week after deductions
- You must care for at least 35 hours a week
- Full-time students cannot get Carer's Allowance

Some pension contributions and half of what you pay into a pension can be taken off your earnings.
""",
    "payment_dates.csv": """\
payment,date
First payment,4 November
Second payment,2 December
Christmas payment,23 December
""",
    "changes_guide.txt": """\
Tell us about changes

Tell the Carer's Allowance Unit straight away if the person you care for goes into hospital or a care home, if you stop caring, or if your earnings go up. If you don't, you may have to pay money back.
""",
    "assessment_notes.txt": """\
Carer's assessment

Your carer's assessment is with Sue at the council on Friday 15 November at 2pm, by phone. It looks at your own needs, such as breaks from caring.
""",
    "support_email.txt": """\
Hi Joanne,

Your Carer's Credit is added automatically while you get Carer's Allowance, so your National Insurance record is protected. The local carers' centre runs a coffee morning every Tuesday.

Rachel (Carers Support)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The award.
    ("how much is carer's allowance a week", "award_letter.txt", "£81.90"),
    ("how often is it paid", "award_letter.txt", "every 4 weeks"),
    ("when does my award start", "award_letter.txt", "7 October"),
    # Work.
    ("how much can I earn", "work_rules.md", "£151 a week"),
    ("how many hours do I have to care", "work_rules.md", "35 hours"),
    ("can I claim if I'm a student", "work_rules.md", "Full-time students cannot"),
    # Payments.
    ("when is the first payment", "payment_dates.csv", "4 November"),
    ("when is the Christmas payment", "payment_dates.csv", "23 December"),
    # Changes.
    ("what if mum goes into hospital", "changes_guide.txt", "straight away"),
    ("what happens if I don't report a change", "changes_guide.txt", "pay money back"),
    # The assessment.
    ("when is my carer's assessment", "assessment_notes.txt", "Friday 15 November"),
    ("who is doing my assessment", "assessment_notes.txt", "Sue"),
    ("is the assessment in person", "assessment_notes.txt", "by phone"),
    # Support.
    ("is my national insurance covered", "support_email.txt", "protected"),
    ("when is the coffee morning", "support_email.txt", "every Tuesday"),
    # Subjects the papers never mention.
    ("can my brother share the allowance", None, ""),
    ("do I get a council tax discount", None, ""),
    ("can I get help with respite holidays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "decision_letter.txt": """\
Blue Badge decision

Applicant: Mr Derek Ames
Decision: approved
Badge number: BB-4471-009
Valid from: 1 September
Expires: 31 August, three years later
Fee: £10, paid
""",
    "badge_rules.md": """\
# Using your badge

- Display the badge and the clock on the dashboard
- You may park on yellow lines for up to 3 hours
- The badge is for you; it can be used in any car you travel in

Do not use the badge if you are not in the car.
""",
    "parking_charges.csv": """\
car park,blue badge charge
Town centre multi-storey,free for 4 hours
Hospital car park,free
Seafront,normal charges apply
""",
    "renewal_notes.txt": """\
Renewing

Apply to renew 12 weeks before your badge expires. You will need a recent photo and proof of address.
""",
    "misuse_warning.txt": """\
Misuse

Misusing a blue badge can lead to a fine of up to £1,000 and the badge being taken away.
""",
    "council_email.txt": """\
Dear Mr Ames,

Your badge will arrive by post within 3 weeks. If it is lost or stolen, report it to us and the police; a replacement costs £10.

Blue Badge team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The decision.
    ("what's my badge number", "decision_letter.txt", "BB-4471-009"),
    ("when does the badge expire", "decision_letter.txt", "31 August"),
    # Rules.
    ("how long can I park on yellow lines", "badge_rules.md", "3 hours"),
    ("can my wife use it when I'm not there", "badge_rules.md", "not in the car"),
    # Charges.
    ("is the hospital car park free", "parking_charges.csv", "free"),
    # Renewal.
    ("when should I renew", "renewal_notes.txt", "12 weeks before"),
    ("what do I need to renew", "renewal_notes.txt", "recent photo"),
    # Misuse.
    ("what's the fine for misuse", "misuse_warning.txt", "£1,000"),
    # The council.
    ("when will the badge arrive", "council_email.txt", "within 3 weeks"),
    ("what if I lose it", "council_email.txt", "police"),
    ("how much is a replacement", "council_email.txt", "£10"),
    # Subjects the papers never mention.
    ("can I use it abroad", None, ""),
    ("do I get free bus travel", None, ""),
    ("can I park in a loading bay", None, ""),
]
