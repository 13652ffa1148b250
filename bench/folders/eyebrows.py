"""A client's papers for eyebrow microblading (the forty-eighth session): the booking, the salon's
policy, the treatment prices as a table, the aftercare sheet and a text. Its validation folder is
a client's for a laser hair removal course: the consultation letter, the clinic rules, the course
plan as CSV, the skin care note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Brow Studio booking for Aisha Khan: microblading, Saturday 5 April at 11am, about 2 hours 30 minutes.
A patch test is needed at least 48 hours before.
""",
    "policy.txt": """\
A £50 deposit secures the appointment and comes off the price. Deposits are lost if you cancel
within 72 hours. We cannot treat you if you are pregnant or on blood thinners.
""",
    "prices.md": """\
# Prices

| treatment | price |
|---|---|
| Microblading | £280 |
| Top-up at 6 weeks | £60 |
| Colour boost after a year | £150 |
| Brow tint | £15 |
""",
    "aftercare.txt": """\
Keep the brows dry for 7 days: no swimming, saunas or heavy workouts. Don't pick the flakes. The
colour looks darker at first and softens by about 30%.
""",
    "text.txt": """\
Hi Aisha, please come without make-up on your brows, and no coffee that morning, it can make you bleed more. Brow Studio
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my microblading", "booking.txt", "Saturday 5 April at 11am"),
    ("how long does it take", "booking.txt", "about 2 hours 30 minutes"),
    ("when do I need the patch test", "booking.txt", "at least 48 hours before"),
    ("how much is the deposit", "policy.txt", "£50 deposit"),
    ("what if I cancel the day before", "policy.txt", "Deposits are lost"),
    ("can I have it done while pregnant", "policy.txt", "cannot treat you if you are pregnant"),
    ("how much is microblading", "prices.md", "£280"),
    ("how much is the top-up", "prices.md", "£60"),
    ("can I go swimming after", "aftercare.txt", "no swimming"),
    ("why are my brows so dark", "aftercare.txt", "looks darker at first"),
    ("can I drink coffee before", "text.txt", "no coffee that morning"),
    ("do they do lash lifts", None, ""),
    ("does it hurt", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "consultation_letter.txt": """\
Thank you for your consultation at ClearSkin Clinic. We recommend a course of 6 sessions of laser
hair removal on the underarms, 4 to 6 weeks apart.
""",
    "clinic_rules.txt": """\
Shave the area the day before each session; do not wax or pluck for 4 weeks before. Avoid sun
beds and fake tan for 2 weeks before and after.
""",
    "course_plan.csv": """\
session,date,price
1,12 March,£65
2,16 April,£65
3,21 May,£65
4,25 June,£65
5,30 July,£65
6,3 September,free
""",
    "skin_care_note.txt": """\
Redness after a session is normal and usually settles within a few hours. Use SPF 50 on treated skin.
""",
    "message.txt": """\
Hi, your 6th session is free as you paid for 5 up front. See you on the 12th! ClearSkin
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many sessions will I need", "consultation_letter.txt", "6 sessions"),
    ("how far apart are the sessions", "consultation_letter.txt", "4 to 6 weeks apart"),
    ("should I shave before", "clinic_rules.txt", "Shave the area the day before"),
    ("can I use fake tan", "clinic_rules.txt", "Avoid sun"),
    ("when is session 3", "course_plan.csv", "21 May"),
    ("how much is each session", "course_plan.csv", "£65"),
    ("is the red skin normal", "skin_care_note.txt", "Redness after a session is normal"),
    ("what sun cream should I use", "skin_care_note.txt", "SPF 50"),
    ("why is the last session free", "message.txt", "paid for 5 up front"),
    ("when is the last session", "course_plan.csv", "3 September"),
    ("does it work on blonde hair", None, ""),
    ("can I do my legs too", None, ""),
]
