"""A householder's papers for carpet cleaning (the fifty-fourth session): the booking email, the
prices as a table, the before-we-arrive sheet, the stain guarantee and a text. Its validation
folder is a householder's for pressure washing a patio: the quote, the prices as CSV, the
preparation note, the sealing advice and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your carpet clean is booked for Tuesday 4 November, arriving between 9am and 11am: lounge, hall,
stairs and landing. Total £145.
""",
    "prices.md": """\
# Carpet cleaning prices

| area | price |
|---|---|
| lounge | £55 |
| bedroom | £40 |
| hall, stairs and landing | £90 |
| rug, up to 2 metres | £30 |
""",
    "before_we_arrive.txt": """\
Please hoover first and move small furniture and ornaments. We move sofas and tables ourselves.
We need a parking space within 20 metres of the door.
""",
    "guarantee.txt": """\
If a stain comes back within 14 days, we will clean it again for free. Carpets take 3 to 6 hours to
dry.
""",
    "text.txt": """\
Hi, running early, could be with you 8.45 if that's ok? Gary (FreshStep Carpets)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they coming", "booking_email.txt", "Tuesday 4 November"),
    ("how much is it all together", "booking_email.txt", "£145"),
    ("how much would a bedroom be", "prices.md", "£40"),
    ("what does a rug cost", "prices.md", "£30"),
    ("do I need to hoover", "before_we_arrive.txt", "hoover first"),
    ("will they move the sofa", "before_we_arrive.txt", "We move sofas and tables ourselves"),
    ("what happens if the stain comes back", "guarantee.txt", "clean it again for free"),
    ("how long until we can walk on it", "guarantee.txt", "3 to 6 hours"),
    ("what time could Gary come", "text.txt", "8.45"),
    ("where do they need to park", "before_we_arrive.txt", "within 20 metres of the door"),
    ("do they clean curtains", None, ""),
    ("is the cleaning solution pet safe", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for pressure washing the back patio, about 40 square metres, and the front path: £180.
Re-sanding the joints is £60 extra.
""",
    "prices.csv": """\
job,price
patio per square metre,£3.50
driveway per square metre,£3
path,£40
sealing per square metre,£4
""",
    "prep_note.txt": """\
Please move pots and garden furniture off the patio. We will need an outside tap.
""",
    "sealing_advice.txt": """\
Wait at least 48 hours after washing before sealing, and only seal in dry weather.
""",
    "message.txt": """\
Hi, rain forecast Thursday, can we move you to Saturday morning? Kev
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the quote", "quote.txt", "£180"),
    ("how much to re-sand the joints", "quote.txt", "£60 extra"),
    ("what's the price per square metre for a driveway", "prices.csv", "£3"),
    ("how much is sealing", "prices.csv", "£4"),
    ("what do I need to move", "prep_note.txt", "pots and garden furniture"),
    ("do they need water", "prep_note.txt", "outside tap"),
    ("how long before we can seal it", "sealing_advice.txt", "at least 48 hours"),
    ("can it be sealed when it's wet", "sealing_advice.txt", "only seal in dry weather"),
    ("when does Kev want to come instead", "message.txt", "Saturday morning"),
    ("why is he moving the day", "message.txt", "rain forecast"),
    ("will it get rid of moss", None, ""),
    ("do they take card payments", None, ""),
]
