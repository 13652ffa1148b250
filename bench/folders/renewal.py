"""A household's home insurance renewal papers (the forty-first session): the renewal letter, the
premium breakdown as a table, the excesses as CSV, the cover summary, the no claims discount notes
and the broker's email. Its validation folder is a car insurance renewal's: the renewal notice, the
price comparison as CSV, the policy schedule, the named drivers page, the add-ons list and the
insurer's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "renewal_letter.txt": """\
Your home insurance renewal

Policy number HH-7730418. Your policy renews automatically on 1 March. This year's premium is
£386.40, up from £342.10 last year, because of rising repair costs in your area. If you do nothing,
we will take the first monthly payment on 1 March.
""",
    "premium_breakdown.md": """\
# Premium breakdown

| cover | annual cost |
|---|---|
| buildings | £214.60 |
| contents | £131.80 |
| accidental damage | £40.00 |
""",
    "excesses.csv": """\
claim type,excess
escape of water,£350
subsidence,£1000
all other claims,£150
""",
    "cover_summary.txt": """\
What's covered

Contents are covered up to £50,000, with any single item up to £2,000 unless you list it. Bikes are
covered at home but not away from home. Garden plants are not covered.
""",
    "no_claims_notes.txt": """\
You have 5 years of no claims discount, which takes 30% off your premium. One claim in a year
reduces it to 2 years.
""",
    "broker_email.txt": """\
From: Tom at Aire Valley Insurance Brokers
Hi both, I've found a like-for-like quote for £352 with another insurer. Let me know by 25 February
if you'd like to switch; you can cancel the old policy with no fee within 14 days of renewal.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our policy number", "renewal_letter.txt", "HH-7730418"),
    ("when does it renew", "renewal_letter.txt", "1 March"),
    ("how much is the new premium", "renewal_letter.txt", "£386.40"),
    ("why has it gone up", "renewal_letter.txt", "rising repair costs"),
    ("how much is the contents cover", "premium_breakdown.md", "£131.80"),
    ("what's the excess for a leak", "excesses.csv", "£350"),
    ("what's the excess for subsidence", "excesses.csv", "£1000"),
    ("how much are contents covered for", "cover_summary.txt", "up to £50,000"),
    ("is my bike covered if it's stolen in town", "cover_summary.txt", "not away from home"),
    ("are plants covered", "cover_summary.txt", "not covered"),
    ("how many years no claims do we have", "no_claims_notes.txt", "5 years"),
    ("what happens to the discount if we claim", "no_claims_notes.txt", "reduces it to 2 years"),
    ("how much is the other quote", "broker_email.txt", "£352"),
    ("can we cancel after it renews", "broker_email.txt", "within 14 days of renewal"),
    ("does it cover flooding", None, ""),
    ("is there legal cover", None, ""),
    ("can we pay annually", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "renewal_notice.txt": """\
Car insurance renewal: Volkswagen Golf, YD20 KPL

Your policy ends on 18 April. Renewal price: £612 a year, or 12 monthly payments of £54.90. To renew,
call us or do nothing and we'll renew it for you.
""",
    "price_comparison.csv": """\
item,last year,this year
premium,£548,£612
compulsory excess,£250,£250
voluntary excess,£100,£100
""",
    "policy_schedule.txt": """\
Policy schedule: comprehensive cover, social, domestic and pleasure use including commuting. Not
covered for business use.
""",
    "named_drivers.txt": """\
Drivers: Laura Price (policyholder) and Ben Price (named driver). Anyone else driving the car is not
insured.
""",
    "add_ons.txt": """\
Add-ons: breakdown cover £65 a year, courtesy car £22, legal expenses £25. Protected no claims
discount is already included.
""",
    "insurer_text.txt": """\
Reminder from DriveSure: your renewal documents are ready in the app. Any changes need to be made
before 18 April.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my car insurance end", "renewal_notice.txt", "18 April"),
    ("how much is it this year", "renewal_notice.txt", "£612"),
    ("how much is it monthly", "renewal_notice.txt", "£54.90"),
    ("how much was it last year", "price_comparison.csv", "£548"),
    ("what's the compulsory excess", "price_comparison.csv", "£250"),
    ("can I use the car for work", "policy_schedule.txt", "Not covered for business use"),
    ("who is insured to drive", "named_drivers.txt", "Laura Price"),
    ("how much is breakdown cover", "add_ons.txt", "£65"),
    ("is my no claims protected", "add_ons.txt", "already included"),
    ("where are my documents", "insurer_text.txt", "in the app"),
    ("how do I renew", "renewal_notice.txt", "call us or do nothing"),
    ("does it cover driving abroad", None, ""),
    ("is there a black box", None, ""),
    ("can my son drive it", "named_drivers.txt", "Anyone else driving"),
    ("is windscreen cover included", None, ""),
]
