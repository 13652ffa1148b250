"""A family's papers for adopting a rescue dog (the forty-fifth session): the rescue centre's
approval email, the dog's profile, the adoption fees as a table, the settling-in guide and a note.
Its validation folder is a rescue cat's: the home visit report, the cat's notes, the costs as CSV,
the first-week advice and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "approval.txt": """\
Good news: your application to adopt Biscuit has been approved! Collection day is
Saturday 22 November at 11am from Hillview Dog Rescue. Bring a lead, a collar with an ID tag and a crate or
blanket for the car.
""",
    "profile.txt": """\
Biscuit is a 4-year-old Staffie cross, neutered, microchipped and fully vaccinated. He is
good with older children but can chase cats. He walks well on the lead and loves tennis balls.
""",
    "fees.md": """\
# Adoption fees

| dog | fee |
|---|---|
| puppy under 6 months | £350 |
| adult dog | £250 |
| dog over 8 years | £150 |
""",
    "settling_in.txt": """\
Keep him on the lead for the first 4 weeks, even in the garden. Feed the same food he has at the
centre for at least a week. Our behaviour team answers questions on 01632 960144.
""",
    "note.txt": """\
Pet insurance starts on the 22nd too. Vet registration booked at Park Vets for 1 December.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can we collect Biscuit", "approval.txt", "Saturday 22 November"),
    ("what do we need to bring on collection day", "approval.txt", "a lead"),
    ("how old is Biscuit", "profile.txt", "4-year-old"),
    ("is he good with children", "profile.txt", "good with older children"),
    ("is he okay with cats", "profile.txt", "can chase cats"),
    ("is he microchipped", "profile.txt", "microchipped"),
    ("what toys does he like", "profile.txt", "tennis balls"),
    ("how much is the fee for an adult dog", "fees.md", "£250"),
    ("how much is a puppy", "fees.md", "£350"),
    ("how long should he stay on the lead", "settling_in.txt", "first 4 weeks"),
    ("what food should we give him", "settling_in.txt", "the same food"),
    ("what's the behaviour team's number", "settling_in.txt", "01632 960144"),
    ("when is the vet appointment", "note.txt", "1 December"),
    ("when does the pet insurance start", "note.txt", "the 22nd"),
    ("is he house trained", None, ""),
    ("can he be left alone", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "home_visit.txt": """\
Home visit done on 3 November by Carol from Whiskers Cat Rescue. The flat is suitable for an
indoor cat. Windows on the second floor need cat-safe screens before adoption.
""",
    "cat_notes.txt": """\
Pepper is a 2-year-old tabby, spayed and microchipped. She is shy at first and hides under the bed.
She must be the only cat in the home.
""",
    "costs.csv": """\
item,cost
adoption fee,£85
window screens,£40 each
first vet check,free within 2 weeks
""",
    "first_week.txt": """\
Keep her in one quiet room with her litter tray, food and a hiding box for the first few days.
Do not let her outside for at least 6 weeks.
""",
    "message.txt": """\
I've ordered the two screens, they arrive Friday. Then we can get Pepper! Lou
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who did the home visit", "home_visit.txt", "Carol"),
    ("what do we need before adoption", "home_visit.txt", "cat-safe screens"),
    ("how old is Pepper", "cat_notes.txt", "2-year-old"),
    ("can she live with another cat", "cat_notes.txt", "must be the only cat"),
    ("how much is the adoption fee", "costs.csv", "£85"),
    ("is the vet check free", "costs.csv", "free within 2 weeks"),
    ("where should she stay at first", "first_week.txt", "one quiet room"),
    ("when can she go outside", "first_week.txt", "at least 6 weeks"),
    ("when do the screens arrive", "message.txt", "Friday"),
    ("what food does she eat", None, ""),
    ("does she like being picked up", None, ""),
]
