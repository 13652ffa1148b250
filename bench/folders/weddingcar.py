"""A couple's papers for a wedding car (the forty-eighth session): the booking, the hire terms,
the day's route as a table, the chauffeur's note and a text. Its validation folder is a
couple's for a horse and carriage: the booking, the carriage terms, the timings as CSV, the
weather note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Silver Lady Wedding Cars: 1958 Bentley S1 in ivory, for Zoe and Marcus, Saturday 20 September.
Ribbons in dusty pink. Price £495 for up to 4 hours; deposit of £150 paid.
""",
    "hire_terms.txt": """\
Each extra hour is £80. The car can carry the bride and up to two bridesmaids. No confetti inside
the car. The balance is due 4 weeks before the wedding.
""",
    "route.md": """\
# Route

| time | from | to |
|---|---|---|
| 1.15pm | bride's home, 8 Elm Walk | St Anne's Church |
| 1.40pm | back to Elm Walk | St Anne's Church (bridesmaids) |
| 3pm | St Anne's Church | Hatherley Manor |
""",
    "chauffeur_note.txt": """\
Your chauffeur is Derek, in a grey suit and cap. He brings a bottle of champagne and an umbrella for photos.
""",
    "text.txt": """\
Hi Zoe, Derek will be outside 10 minutes early, no need to rush. Silver Lady
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what car are we getting", "booking.txt", "1958 Bentley S1"),
    ("what colour are the ribbons", "booking.txt", "dusty pink"),
    ("how much is the wedding car", "booking.txt", "£495"),
    ("how much for an extra hour", "hire_terms.txt", "£80"),
    ("can we throw confetti in the car", "hire_terms.txt", "No confetti inside"),
    ("when is the balance due", "hire_terms.txt", "4 weeks before the wedding"),
    ("how many bridesmaids can go in the car", "hire_terms.txt", "up to two bridesmaids"),
    ("what time does the car leave for the church", "route.md", "1.15pm"),
    ("when do we go to Hatherley Manor", "route.md", "3pm"),
    ("who is driving", "chauffeur_note.txt", "Derek"),
    ("will there be champagne", "chauffeur_note.txt", "a bottle of champagne"),
    ("can the car take us to the airport after", None, ""),
    ("is there a red carpet", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Hooves & Wheels: a white landau carriage drawn by two grey horses, Saturday 30 May, for Amira
and Josh. Ceremony at Oakfield Registry Office. Price £650.
""",
    "terms.txt": """\
Routes must avoid main roads and steep hills. The horses need a rest and water after 45 minutes.
Cancellations within 60 days forfeit the full price.
""",
    "timings.csv": """\
time,event
12.30pm,pick up the bride at home
1pm,arrive at the registry office
2.15pm,carriage photos in the park
2.45pm,drive to the reception at The Old Mill
""",
    "weather_note.txt": """\
In heavy rain the hood is raised; we only cancel in ice, snow or high winds, with a full refund.
""",
    "email.txt": """\
Dear Amira, the horses are called Pearl and Willow! The coachman wears a top hat and tails. Hooves & Wheels
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many horses pull the carriage", "booking.txt", "two grey horses"),
    ("how much is the carriage", "booking.txt", "£650"),
    ("where is the ceremony", "booking.txt", "Oakfield Registry Office"),
    ("can we go on the main road", "terms.txt", "must avoid main roads"),
    ("how long can the horses go before a rest", "terms.txt", "after 45 minutes"),
    ("when are the carriage photos", "timings.csv", "2.15pm"),
    ("what time does the bride get picked up", "timings.csv", "12.30pm"),
    ("what if it rains", "weather_note.txt", "the hood is raised"),
    ("what are the horses called", "email.txt", "Pearl and Willow"),
    ("where is the reception", "timings.csv", "The Old Mill"),
    ("can we feed the horses", None, ""),
    ("is there a discount for a weekday", None, ""),
]
