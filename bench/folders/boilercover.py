"""A householder's papers for a boiler cover plan (the forty-eighth session): the plan summary,
the terms, the cover levels as a table, the annual service note and a text. Its validation
folder is a householder's for appliance insurance on a fridge freezer: the policy schedule, the
exclusions, the claim limits as CSV, the how-to-claim note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "plan_summary.txt": """\
HomeHeat Care Plus for 17 Ash Grove: boiler and central heating cover, £16.50 a month. Policy number
HH-774102. Cover started 1 February; no claims can be made in the first 30 days.
""",
    "terms.txt": """\
Call-outs are unlimited. We aim to visit within 24 hours for a total loss of heating or hot water.
Boilers over 15 years old may not be repaired if parts are no longer made.
""",
    "cover_levels.md": """\
# Cover levels

| plan | covers | excess | monthly |
|---|---|---|---|
| Care | boiler only | £95 | £11 |
| Care Plus | boiler and central heating | £0 | £16.50 |
| Care Complete | boiler, heating, plumbing and drains | £0 | £23 |
""",
    "service_note.txt": """\
Your annual boiler service is included; we'll write to you when it's due. Keep the service record for your warranty.
""",
    "text.txt": """\
Hi, your engineer Tariq will be with you tomorrow between 8am and 1pm. HomeHeat
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is my boiler cover a month", "plan_summary.txt", "£16.50 a month"),
    ("what's my policy number", "plan_summary.txt", "HH-774102"),
    ("when can I make a claim", "plan_summary.txt", "no claims can be made in the first 30 days"),
    ("how many call-outs can I have", "terms.txt", "Call-outs are unlimited"),
    ("how quickly will they come if the heating fails", "terms.txt", "within 24 hours"),
    ("what if my boiler is old", "terms.txt", "may not be repaired if parts are no longer made"),
    ("what's the excess on the basic plan", "cover_levels.md", "£95"),
    ("which plan covers drains", "cover_levels.md", "Care Complete"),
    ("is the boiler service included", "service_note.txt", "annual boiler service is included"),
    ("who is coming tomorrow", "text.txt", "Tariq"),
    ("what time is the engineer coming", "text.txt", "between 8am and 1pm"),
    ("does it cover the gas fire", None, ""),
    ("can I pay yearly", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "policy_schedule.txt": """\
ApplianceGuard policy AG-55210: Beko fridge freezer, bought March 2022. Premium £7.99 a month.
Repairs, or a replacement of similar spec if it can't be fixed.
""",
    "exclusions.txt": """\
Not covered: food spoilage over £100, cosmetic damage like dents and scratches, or damage from moving the appliance.
""",
    "claim_limits.csv": """\
item,limit
Repair per claim,£500
Replacement,£650
Food spoilage,£100
""",
    "how_to_claim.txt": """\
Call 0800 048 7711 or claim online with your policy number and the fault; an engineer is booked within 3 working days.
""",
    "email.txt": """\
Your policy renews on 15 March at £8.49 a month. You can cancel any time. ApplianceGuard
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what appliance is covered", "policy_schedule.txt", "Beko fridge freezer"),
    ("how much is the insurance a month", "policy_schedule.txt", "£7.99 a month"),
    ("what if it can't be repaired", "policy_schedule.txt", "a replacement of similar spec"),
    ("is a dent covered", "exclusions.txt", "cosmetic damage like dents and scratches"),
    ("how much will they pay for spoiled food", "claim_limits.csv", "£100"),
    ("what's the repair limit", "claim_limits.csv", "£500"),
    ("what number do I ring to claim", "how_to_claim.txt", "0800 048 7711"),
    ("how long until an engineer comes", "how_to_claim.txt", "within 3 working days"),
    ("when does the policy renew", "email.txt", "15 March"),
    ("what will it cost after renewal", "email.txt", "£8.49 a month"),
    ("is there a no-claims discount", None, ""),
    ("is there an excess", None, ""),
]
