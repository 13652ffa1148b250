"""A couple's papers for making their wills (the forty-eighth session): the solicitor's
engagement letter, the firm's terms, the fees as a table, the checklist and an email. Its
validation folder is a son's for registering a lasting power of attorney for his mother: the
guide, the rules, the fees as CSV, the certificate provider note and a text, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "engagement_letter.txt": """\
Hartwell & Co Solicitors: thank you for asking us to prepare mirror wills for Mr and Mrs Adeyemi.
Your solicitor is Claire Dunn. We aim to send draft wills within 3 weeks of our meeting.
""",
    "terms.txt": """\
Fees are payable when the wills are signed. Wills must be signed in front of two independent
witnesses; they cannot be beneficiaries or married to one. We store the originals free of charge.
""",
    "fees.md": """\
# Fees

| service | fee |
|---|---|
| Mirror wills for a couple | £450 |
| Single will | £275 |
| Property trust added | £150 |
| Home visit | £90 |
""",
    "checklist.txt": """\
Before the meeting, list your executors and guardians for the children, and bring photo ID and a recent utility bill.
""",
    "email.txt": """\
Dear Mr Adeyemi, your meeting with Claire is on Tuesday 11 March at 2pm at our Broad Street office. Reception, Hartwell & Co
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is our solicitor", "engagement_letter.txt", "Claire Dunn"),
    ("when will we get the drafts", "engagement_letter.txt", "within 3 weeks of our meeting"),
    ("when do we pay", "terms.txt", "when the wills are signed"),
    ("can my sister be a witness", "terms.txt", "two independent"),
    ("where are the wills kept", "terms.txt", "We store the originals free of charge"),
    ("how much are mirror wills", "fees.md", "£450"),
    ("how much is a home visit", "fees.md", "£90"),
    ("what does a property trust cost", "fees.md", "£150"),
    ("what ID do we bring", "checklist.txt", "photo ID and a recent utility bill"),
    ("what should we decide before the meeting", "checklist.txt", "executors and guardians"),
    ("when is the meeting", "email.txt", "Tuesday 11 March at 2pm"),
    ("do we need to update our wills if we move", None, ""),
    ("is inheritance tax included", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "lpa_guide.txt": """\
A lasting power of attorney lets Mum choose people to make decisions for her if she loses mental
capacity. There are two types: property and financial affairs, and health and welfare.
""",
    "rules.txt": """\
The LPA must be registered with the Office of the Public Guardian before it can be used.
Registration takes up to 20 weeks. Attorneys must be 18 or over.
""",
    "fees.csv": """\
item,fee
Registering one LPA,£82
Registering both LPAs,£164
Copy of a registered LPA,£2.50 per page
""",
    "certificate_note.txt": """\
The certificate provider must have known Mum for at least two years, or be a professional such as her GP.
""",
    "text.txt": """\
Both forms are signed, I'll post them to the OPG on Monday. Uncle Ray is happy to be the replacement attorney. Priya
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the two types", "lpa_guide.txt", "property and financial affairs, and health and welfare"),
    ("how long does registration take", "rules.txt", "up to 20 weeks"),
    ("how old do attorneys have to be", "rules.txt", "18 or over"),
    ("who do we register it with", "rules.txt", "Office of the Public Guardian"),
    ("how much to register both", "fees.csv", "£164"),
    ("how much is a copy", "fees.csv", "£2.50 per page"),
    ("who can be the certificate provider", "certificate_note.txt", "known Mum for at least two years"),
    ("when are the forms being posted", "text.txt", "Monday"),
    ("who is the replacement attorney", "text.txt", "Uncle Ray"),
    ("how much is one LPA", "fees.csv", "£82"),
    ("can we do it online", None, ""),
    ("does Mum need a solicitor", None, ""),
]
