"""An older driver's licence renewal papers (the forty-third session): the DVLA's reminder at 70,
the renewal checklist, the medical conditions page, the optician's eyesight note, the photo rules
and the fees as a table. Its validation folder is a Blue Badge renewal's: the council's reminder,
the eligibility page, the fees as CSV, the rules for using the badge and the letter confirming the
new badge, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "dvla_reminder.txt": """\
Your driving licence entitlement ends on your 70th birthday, 22 September. You can renew it for free
up to 90 days before then, online or with the D46P form enclosed.
After 70 you must renew every 3 years.
""",
    "renewal_checklist.md": """\
# Before you renew

- your driving licence number
- your National Insurance number
- addresses where you have lived for the last 3 years
- a valid UK passport, if you want to use its photo online
""",
    "medical_page.txt": """\
You must tell the DVLA if you have a condition that could affect your driving, such as diabetes treated
with insulin, epilepsy, or a heart condition that causes dizziness. You can be fined up to £1,000 if you
do not.
""",
    "optician_note.txt": """\
Eyesight test, 2 July: you can read a number plate from 20 metres with your glasses.
You must wear your glasses when driving. Next eye test recommended in 2 years.
""",
    "photo_rules.txt": """\
If you renew by post, send a colour passport-style photo taken in the last month. Do not wear glasses in
the photo. The photo must be signed on the back by someone who has known you for 2 years.
""",
    "fees.md": """\
# Licence fees

| what | online | by post |
|---|---|---|
| renewal at 70 or over | free | free |
| replace a lost licence | £20 | £20 |
| change of address | free | free |
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my licence run out", "dvla_reminder.txt", "22 September"),
    ("how much does it cost to renew", "dvla_reminder.txt", "free"),
    ("how early can I renew", "dvla_reminder.txt", "up to 90 days"),
    ("how often do I have to renew after 70", "dvla_reminder.txt", "every 3 years"),
    ("what do I need to renew", "renewal_checklist.md", "driving licence number"),
    ("do I need my passport", "renewal_checklist.md", "valid UK passport"),
    ("do I have to tell them about my diabetes", "medical_page.txt", "insulin"),
    ("what's the fine if I don't tell them", "medical_page.txt", "£1,000"),
    ("can I drive without my glasses", "optician_note.txt", "must wear your glasses"),
    ("when is my next eye test", "optician_note.txt", "in 2 years"),
    ("how far away do I need to read a number plate", "optician_note.txt", "20 metres"),
    ("can I wear glasses in the photo", "photo_rules.txt", "Do not wear glasses"),
    ("who signs the photo", "photo_rules.txt", "known you for 2 years"),
    ("how much to replace a lost licence", "fees.md", "£20"),
    ("does it cost to change my address", "fees.md", "free"),
    ("do I need to take a driving test again", None, ""),
    ("will my insurance go up at 70", None, ""),
    ("can I still drive a minibus", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "badge_reminder.txt": """\
Your Blue Badge, number CB4471092, expires on 30 November. Apply for a new one at least 12 weeks before
it expires. The badge costs £10 in Cheshire East.
""",
    "eligibility.txt": """\
You get a badge automatically if you get the higher rate of the mobility part of Disability Living
Allowance, or 8 points or more in the moving around activity of Personal Independence Payment.
""",
    "fees.csv": """\
council,badge fee
Cheshire East,£10
Cheshire West,£10
Stockport,£10
replacement for a stolen badge,free
""",
    "badge_rules.txt": """\
Display the badge on the dashboard with the hologram facing up. With the clock, you can park on single
or double yellow lines for up to 3 hours, unless there is a ban on loading. It is a criminal offence to
let someone else use your badge.
""",
    "confirmation_letter.txt": """\
Your application has been approved. Your new badge will be posted within 3 weeks. Please cut up your old
badge once the new one arrives.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my blue badge expire", "badge_reminder.txt", "30 November"),
    ("how much is a new badge", "badge_reminder.txt", "£10"),
    ("how early should I apply", "badge_reminder.txt", "at least 12 weeks"),
    ("what's my badge number", "badge_reminder.txt", "CB4471092"),
    ("do I get one automatically with PIP", "eligibility.txt", "8 points or more"),
    ("how long can I park on yellow lines", "badge_rules.txt", "up to 3 hours"),
    ("can my son use my badge", "badge_rules.txt", "criminal offence"),
    ("which way up does it go", "badge_rules.txt", "hologram facing up"),
    ("when will the new badge come", "confirmation_letter.txt", "within 3 weeks"),
    ("what do I do with the old badge", "confirmation_letter.txt", "cut up your old"),
    ("how much if it's stolen", "fees.csv", "free"),
    ("can I use it abroad", None, ""),
    ("is parking free at the hospital with it", None, ""),
]
