"""A visa applicant's papers (the thirty-fourth session): the application summary, the biometrics
appointment, the document checklist, the fees as CSV, the decision letter notes and the
solicitor's email; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a citizenship ceremony attendee's: the
invitation, the ceremony guide, the guest rules, the fees as CSV, the passport notes and the
council officer's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "application_summary.txt": """\
Application summary

Applicant: Tomasz Nowak
Visa: Skilled Worker
Application number: GWF071234567
Submitted: 3 February
Sponsor: Brightline Engineering Ltd
Length of visa: 3 years
""",
    "biometrics_appointment.txt": """\
Biometrics appointment

Your appointment is on Tuesday 11 February at 10:20am at the UKVCAS centre in Croydon. Bring your passport and the appointment confirmation. Arrive no more than 15 minutes early.
""",
    "document_checklist.md": """\
# Documents to upload

- Passport
- Certificate of sponsorship reference
- English language test certificate
- Bank statements for the last 28 days, showing at least £1,270

Documents not in English need a certified translation.
""",
    "fees.csv": """\
fee,amount
Application fee,£769
Immigration health surcharge,£3,105
Priority service,£500
""",
    "decision_notes.txt": """\
After a decision

A standard decision takes up to 3 weeks after your biometrics appointment. You will get an email when a decision is made. Your BRP or eVisa will show your conditions, including the hours you may work.
""",
    "solicitor_email.txt": """\
Dear Tomasz,

I have checked your upload and everything is in order. Please do not travel outside the UK until you have a decision, or the application may be treated as withdrawn.

Kind regards,
Aisha Rahman
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The summary.
    ("what's my application number", "application_summary.txt", "GWF071234567"),
    ("who is my sponsor", "application_summary.txt", "Brightline Engineering"),
    ("how long is the visa for", "application_summary.txt", "3 years"),
    # Biometrics.
    ("when is my biometrics appointment", "biometrics_appointment.txt", "Tuesday 11 February"),
    ("where do I go for biometrics", "biometrics_appointment.txt", "Croydon"),
    ("how early can I arrive", "biometrics_appointment.txt", "15 minutes early"),
    # Documents.
    ("how much money do I need in the bank", "document_checklist.md", "£1,270"),
    ("what if my documents aren't in English", "document_checklist.md", "certified translation"),
    ("how many days of bank statements", "document_checklist.md", "28 days"),
    # Fees.
    ("how much is the application fee", "fees.csv", "£769"),
    ("how much is the health surcharge", "fees.csv", "£3,105"),
    ("how much is priority", "fees.csv", "£500"),
    # The decision.
    ("how long does a decision take", "decision_notes.txt", "up to 3 weeks"),
    ("how will I hear", "decision_notes.txt", "email"),
    # The solicitor.
    ("can I travel abroad while I wait", "solicitor_email.txt", "do not travel"),
    ("is my upload ok", "solicitor_email.txt", "in order"),
    # Subjects the papers never mention.
    ("can my wife come with me", None, ""),
    ("do I need a TB test", None, ""),
    ("can I switch employers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Citizenship ceremony invitation

Name: Ana Ferreira
Date: Thursday 20 March
Time: 11am, please arrive by 10:30am
Place: Register Office, Town Hall, Room 2
""",
    "ceremony_guide.md": """\
# The ceremony

- It lasts about 45 minutes
- You take the oath or affirmation, then the pledge
- The mayor presents your certificate

You must attend within 3 months of your approval letter.
""",
    "guest_rules.md": """\
# Guests

- Up to two adult guests, children free
- Photos are allowed after the ceremony
- No food or drink in the ceremony room
""",
    "fees.csv": """\
service,price
Private ceremony,£180
Rebooking,£40
Extra guest,£10
""",
    "passport_notes.txt": """\
Your first British passport

You can apply for a passport once you have your certificate. Send the original certificate with the application. It usually takes 10 weeks.
""",
    "officer_email.txt": """\
Dear Ana,

Please bring photo ID and your invitation letter. If you cannot come on the day, let us know at least 5 working days before.

Register Office
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The invitation.
    ("when is my ceremony", "invitation.txt", "Thursday 20 March"),
    ("what time should I get there", "invitation.txt", "10:30am"),
    ("where is the ceremony", "invitation.txt", "Register Office"),
    # The ceremony.
    ("how long does it take", "ceremony_guide.md", "45 minutes"),
    ("who gives me the certificate", "ceremony_guide.md", "mayor"),
    # Guests.
    ("how many guests can I bring", "guest_rules.md", "two adult guests"),
    ("can we take photos", "guest_rules.md", "after the ceremony"),
    # Fees.
    ("how much is a private ceremony", "fees.csv", "£180"),
    # Passport.
    ("how long does a passport take", "passport_notes.txt", "10 weeks"),
    ("what do I send with the passport form", "passport_notes.txt", "original certificate"),
    # The officer.
    ("what do I need to bring", "officer_email.txt", "photo ID"),
    ("what if I can't make it", "officer_email.txt", "5 working days"),
    # Subjects the papers never mention.
    ("is there parking at the town hall", None, ""),
    ("can I wear national dress", None, ""),
    ("do I need to sing the anthem", None, ""),
]
