"""A dog owner's papers for a groomer (the forty-eighth session): the appointment card, the
salon's terms, the prices by size as a table, the aftercare note and a text. Its validation
folder is a dog owner's for canine hydrotherapy: the referral, the centre's rules, the session
plan as CSV, the insurance note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_card.txt": """\
Waggy Tails Grooming: Bramble (cockapoo), Tuesday 18 February at 9am. Full groom with a
teddy bear trim. Drop off at 9, collect from 12.
""",
    "terms.txt": """\
Dogs must be up to date with vaccinations. Badly matted coats may need shaving off, for the dog's
comfort, at an extra £10. Late collection after 1pm is charged £5 per 15 minutes.
""",
    "prices.md": """\
# Prices

| size | full groom | bath and brush |
|---|---|---|
| Small | £40 | £28 |
| Medium | £50 | £35 |
| Large | £65 | £45 |
""",
    "aftercare_note.txt": """\
Brush Bramble two or three times a week to stop mats coming back. Book the next groom in 6 to 8 weeks.
""",
    "text.txt": """\
Bramble was a star! She's a medium, so that's £50 today. Jen at Waggy Tails
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is Bramble's groom", "appointment_card.txt", "9am"),
    ("when can I pick her up", "appointment_card.txt", "collect from 12"),
    ("what trim is she having", "appointment_card.txt", "teddy bear trim"),
    ("does she need her jabs", "terms.txt", "up to date with vaccinations"),
    ("what if her coat is matted", "terms.txt", "may need shaving off"),
    ("what if I'm late picking her up", "terms.txt", "£5 per 15 minutes"),
    ("how much is a bath for a large dog", "prices.md", "£45"),
    ("what does a full groom cost for a small dog", "prices.md", "£40"),
    ("how often should I brush her", "aftercare_note.txt", "two or three times a week"),
    ("when should I book the next one", "aftercare_note.txt", "6 to 8 weeks"),
    ("how much do I owe today", "text.txt", "£50"),
    ("do they clip nails", None, ""),
    ("can they groom cats", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "referral.txt": """\
Referral from Hollybank Vets for Duke, 9-year-old Labrador, after cruciate surgery:
six hydrotherapy sessions on the underwater treadmill, weekly.
""",
    "centre_rules.txt": """\
No food for two hours before a session. Bring a towel and a drink for your dog.
Owners stay in the viewing area.
""",
    "session_plan.csv": """\
session,minutes,goal
1,10,get used to the water
2,15,steady walking
3,15,build muscle
4,20,build muscle
5,20,stamina
6,25,stamina and review
""",
    "insurance_note.txt": """\
Each session is £45. Most pet insurers cover hydrotherapy if a vet refers the dog; claim after the course.
""",
    "email.txt": """\
Dear Mr Shah, Duke's first session is Monday 3 March at 4.30pm. Please arrive 10 minutes early. Splash Canine Therapy
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many sessions does Duke need", "referral.txt", "six hydrotherapy sessions"),
    ("why is he having hydrotherapy", "referral.txt", "after cruciate surgery"),
    ("can I feed him before", "centre_rules.txt", "No food for two hours before a session"),
    ("what do I need to bring", "centre_rules.txt", "a towel and a drink for your dog"),
    ("how long is the first session", "session_plan.csv", "10"),
    ("what's the goal of session 2", "session_plan.csv", "steady walking"),
    ("how much is each session", "insurance_note.txt", "£45"),
    ("will the insurance pay", "insurance_note.txt", "Most pet insurers cover hydrotherapy"),
    ("when is his first session", "email.txt", "Monday 3 March at 4.30pm"),
    ("can I go in the pool with him", "centre_rules.txt", "Owners stay in the viewing area"),
    ("is there parking", None, ""),
    ("do they do massage", None, ""),
]
