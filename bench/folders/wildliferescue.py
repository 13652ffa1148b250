"""A volunteer's papers for a wildlife rescue centre (the fifty-first session): the welcome
letter, the shift rota as a table, the hygiene rules, the hedgehog care sheet and a text from the
volunteer coordinator. Its validation folder is a finder's for an injured bird: the helpline's
advice page, the centre's opening times as CSV, the transport note, the donation note and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Brambles Wildlife Rescue, Chloe. Your induction is on Saturday 10 May at 10am, and your
volunteer supervisor is Martin Fleet. All new volunteers must be 16 or over.
""",
    "shift_rota.md": """\
# Shift rota

| shift | hours | tasks |
|---|---|---|
| early | 7am to 11am | cleaning pens and morning feeds |
| middle | 11am to 3pm | laundry and food preparation |
| late | 3pm to 7pm | evening feeds and medication rounds |
""",
    "hygiene_rules.txt": """\
Wash your hands before and after handling any animal,
and wear gloves at all times in the hospital room. Do not eat or drink in the animal areas.
""",
    "hedgehog_care.txt": """\
Hedgehogs are fed cat biscuits and meaty cat food, never milk or bread.
Each hedgehog is weighed every morning; a hedgehog must weigh at least 600g before it can be released in autumn.
""",
    "text.txt": """\
Hi Chloe, we're short on the late shift this Thursday, could you swap from Friday? Martin
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my induction", "welcome_letter.txt", "Saturday 10 May at 10am"),
    ("who is my supervisor", "welcome_letter.txt", "Martin Fleet"),
    ("how old do you need to be to volunteer", "welcome_letter.txt", "16 or over"),
    ("what are the hours of the early shift", "shift_rota.md", "7am to 11am"),
    ("what do you do on the late shift", "shift_rota.md", "evening feeds and medication rounds"),
    ("do I need gloves", "hygiene_rules.txt", "wear gloves at all times in the hospital"),
    ("can I have a cup of tea in the animal areas", "hygiene_rules.txt", "Do not eat or drink in the animal areas"),
    ("what do hedgehogs eat", "hedgehog_care.txt", "cat biscuits and meaty cat food"),
    ("can I give them milk", "hedgehog_care.txt", "never milk or bread"),
    ("how heavy does a hedgehog have to be for release", "hedgehog_care.txt", "at least 600g"),
    ("which shift does Martin want me to swap to", "text.txt", "the late shift this Thursday"),
    ("do volunteers get a uniform", None, ""),
    ("is there a rabies vaccination", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "advice_page.txt": """\
If you find an injured bird, gently place it in a cardboard box with air holes and a towel, and keep
it somewhere dark, quiet and warm. Do not give it food or water.
""",
    "opening_times.csv": """\
day,admissions open
Monday to Friday,8am to 8pm
Saturday,9am to 6pm
Sunday,10am to 4pm
""",
    "transport_note.txt": """\
If you cannot bring the animal to us, call the rescue line on 0300 123 4999 and a volunteer driver
may be able to collect it.
""",
    "donation_note.txt": """\
We are a charity and receive no government funding. A donation of £5 feeds a hedgehog for a week.
""",
    "email.txt": """\
Dear Mr Boateng, the pigeon you brought in is eating well and should be ready for release in about two weeks. Brambles team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what should I put the bird in", "advice_page.txt", "a cardboard box with air holes and a towel"),
    ("should I give it water", "advice_page.txt", "Do not give it food or water"),
    ("when can I bring it in on Sunday", "opening_times.csv", "10am to 4pm"),
    ("what are the Saturday hours", "opening_times.csv", "9am to 6pm"),
    ("what's the rescue line number", "transport_note.txt", "0300 123 4999"),
    ("can someone pick it up", "transport_note.txt", "a volunteer driver"),
    ("do they get government money", "donation_note.txt", "receive no government funding"),
    ("what does £5 pay for", "donation_note.txt", "feeds a hedgehog for a week"),
    ("how is the pigeon doing", "email.txt", "eating well"),
    ("when will the pigeon be released", "email.txt", "in about two weeks"),
    ("do they take foxes", None, ""),
    ("can I visit the pigeon", None, ""),
]
