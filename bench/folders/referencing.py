"""A tenant's papers for a rental application (the forty-fifth session): the letting agent's
email, the referencing checklist, the holding deposit terms, the move-in costs as a table and a
text. Its validation folder is a guarantor's: the guarantor form's notes, the agent's letter, the
income rules as CSV, the deed's summary and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agent_email.txt": """\
Hi Sophie, the landlord has accepted your offer on 12 Elm Court at £1,150 a month. The tenancy
starts on 1 November for 12 months. Our referencing partner, HomeCheck, will email you a link today.
""",
    "checklist.txt": """\
HomeCheck needs: photo ID, your last 3 months of payslips, your employer's contact details and
your current landlord's details. Complete the online form within 72 hours or the offer may lapse.
""",
    "holding_deposit.txt": """\
A holding deposit of £265, one week's rent, takes the flat off the market.
It is refunded or put towards your first month's rent. You lose it if you give false information or pull out.
""",
    "move_in_costs.md": """\
# Move-in costs

| item | amount |
|---|---|
| first month's rent | £1,150 |
| security deposit (5 weeks) | £1,326 |
| holding deposit already paid | -£265 |
| total to pay before move-in | £2,211 |
""",
    "text.txt": """\
Sophie, my boss says he'll do the employer reference by Friday. Mum says she can be guarantor if
they need one. Dan
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the rent", "agent_email.txt", "£1,150 a month"),
    ("when does the tenancy start", "agent_email.txt", "1 November"),
    ("how long is the tenancy", "agent_email.txt", "12 months"),
    ("who does the referencing", "agent_email.txt", "HomeCheck"),
    ("what documents do I need for referencing", "checklist.txt", "photo ID"),
    ("how long do I have to fill in the form", "checklist.txt", "within 72 hours"),
    ("how much is the holding deposit", "holding_deposit.txt", "£265"),
    ("do I get the holding deposit back", "holding_deposit.txt", "refunded or put towards"),
    ("when would I lose the holding deposit", "holding_deposit.txt", "false information"),
    ("how much is the security deposit", "move_in_costs.md", "£1,326"),
    ("how much do I pay before moving in", "move_in_costs.md", "£2,211"),
    ("when will the employer reference be done", "text.txt", "by Friday"),
    ("who can be guarantor", "text.txt", "Mum"),
    ("how many months of payslips", "checklist.txt", "last 3 months"),
    ("are pets allowed", None, ""),
    ("is the flat furnished", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "form_notes.txt": """\
Guarantor application for tenant Sophie Clarke. The guarantor must live in the UK and own their
home or earn enough. Sign the deed in front of a witness who is not a family member.
""",
    "agent_letter.txt": """\
Dear Mrs Clarke, thank you for agreeing to act as guarantor. Please return the signed deed by
25 October. Your credit check will be done by HomeCheck and costs you nothing.
""",
    "income_rules.csv": """\
guarantor,yearly income needed
homeowner,£34,500
not a homeowner,£41,400
""",
    "deed_summary.txt": """\
The guarantor pays any rent or damage costs the tenant does not pay, for the whole tenancy and
any renewal. The guarantee ends when the tenant moves out and the deposit is returned.
""",
    "message.txt": """\
Mum, the agent said you can sign with Mrs Hart next door as your witness x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is the tenant", "form_notes.txt", "Sophie Clarke"),
    ("who can witness the deed", "form_notes.txt", "not a family member"),
    ("when do I need to return the deed", "agent_letter.txt", "25 October"),
    ("how much is the credit check", "agent_letter.txt", "costs you nothing"),
    ("how much do I need to earn as a homeowner", "income_rules.csv", "£34,500"),
    ("what income if I rent my home", "income_rules.csv", "£41,400"),
    ("what do I pay if she doesn't pay rent", "deed_summary.txt", "any rent or damage costs"),
    ("when does the guarantee end", "deed_summary.txt", "the tenant moves out"),
    ("who can be my witness", "message.txt", "Mrs Hart"),
    ("can I stop being a guarantor early", None, ""),
    ("what happens if I retire", None, ""),
]
