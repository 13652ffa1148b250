"""A policyholder's papers for phone and gadget insurance (the fifty-fourth session): the policy
summary, the excess as a table, the claims guide, the exclusions and a text. Its validation folder
is a householder's for contents insurance: the schedule, the limits as CSV, the renewal letter,
the claims page and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "policy_summary.txt": """\
Your GadgetSafe policy covers your phone and laptop against accidental damage, theft and
breakdown, for £9.99 a month. Cover started on 1 September.
""",
    "excess.md": """\
# Excess per claim

| claim | excess |
|---|---|
| phone screen repair | £25 |
| phone replacement | £75 |
| laptop repair | £50 |
| laptop replacement | £100 |
""",
    "claims_guide.txt": """\
Claim online within 30 days of the damage or loss. Thefts must be reported to the police within
48 hours and you will need the crime reference number.
""",
    "exclusions.txt": """\
We do not cover cosmetic scratches, loss, or theft from an unattended car. Two claims are allowed
in any 12 months.
""",
    "text.txt": """\
GadgetSafe: your repair has been booked, a courier will collect your phone tomorrow between 8am
and 6pm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what does the policy cover", "policy_summary.txt", "accidental damage, theft and"),
    ("how much is it a month", "policy_summary.txt", "£9.99"),
    ("what's the excess for a cracked screen", "excess.md", "£25"),
    ("how much do I pay if my laptop needs replacing", "excess.md", "£100"),
    ("how long do I have to claim", "claims_guide.txt", "within 30 days"),
    ("what do I need if my phone is stolen", "claims_guide.txt", "crime reference number"),
    ("am I covered if I lose it", "exclusions.txt", "We do not cover cosmetic scratches, loss"),
    ("how many claims can I make", "exclusions.txt", "Two claims are allowed"),
    ("when is the courier coming", "text.txt", "tomorrow between 8am"),
    ("when did cover start", "policy_summary.txt", "1 September"),
    ("does it cover my tablet", None, ""),
    ("can I cancel and get a refund", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "schedule.txt": """\
Contents cover for 22 Willow Drive from 15 May to 14 May next year. Sum insured £40,000. Annual
premium £186, paid monthly at £15.50.
""",
    "limits.csv": """\
item,limit
any single item,£1500
jewellery in total,£4000
bicycles away from home,£500
cash,£300
""",
    "renewal_letter.txt": """\
Your policy renews automatically on 15 May. This year's premium is going up by £12 because of
higher claims costs.
""",
    "claims_page.txt": """\
To claim, call 0800 555 0123, 24 hours a day. Our excess is £100 for every claim.
""",
    "email.txt": """\
Hi, we've added your engagement ring to the policy as a named item, no extra charge. Homeguard
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are we insured for", "schedule.txt", "£40,000"),
    ("how much do we pay a month", "schedule.txt", "£15.50"),
    ("what's the most for one item", "limits.csv", "£1500"),
    ("is my bike covered away from home", "limits.csv", "£500"),
    ("when does it renew", "renewal_letter.txt", "15 May"),
    ("why has the price gone up", "renewal_letter.txt", "higher claims costs"),
    ("how do I claim", "claims_page.txt", "call 0800 555 0123"),
    ("what's the excess", "claims_page.txt", "£100"),
    ("is the ring covered", "email.txt", "engagement ring to the policy"),
    ("how much cash is covered", "limits.csv", "£300"),
    ("does it cover accidental damage", None, ""),
    ("are we covered for flooding", None, ""),
]
