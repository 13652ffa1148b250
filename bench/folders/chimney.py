"""A householder's papers for a chimney sweep (the forty-fifth session): the sweep's booking
confirmation, the certificate, the price list as a table, the stove maker's advice and a note. Its
validation folder is a gutter clearing job's: the quote, the visit text, the price list as CSV, the
after-visit report and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Sooty Sam's Chimney Sweeping: your sweep is booked for Tuesday 14 October between 8am and 10am.
Please clear the hearth and move ornaments off the mantelpiece. We use a vacuum and dust sheets,
so the room stays clean. Pay on the day by card or cash.
""",
    "certificate.txt": """\
Certificate of chimney sweeping. Address: 4 Mill Lane. Flue swept: wood burner in the lounge.
Condition: good, light soot. Bird guard fitted. Next sweep recommended in 12 months.
Keep this certificate for your home insurance.
""",
    "prices.md": """\
# Prices

| job | price |
|---|---|
| sweep, one flue | £75 |
| each extra flue | £40 |
| bird guard | £35 |
| smoke test | £30 |
""",
    "stove_advice.txt": """\
Burn only dry wood with a moisture content below 20%. Wet wood causes tar to build up in the flue.
Check the door rope seal every year and replace it if the door does not close tightly.
""",
    "note.txt": """\
Sam said the pot on the roof is cracked, he gave me the number of a roofer, Dave, 07700 900412.
We need to order more logs before Christmas.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the sweep coming", "booking.txt", "Tuesday 14 October"),
    ("what time will he arrive", "booking.txt", "between 8am and 10am"),
    ("what do I need to do before he comes", "booking.txt", "clear the hearth"),
    ("can I pay by card", "booking.txt", "by card or cash"),
    ("what condition was the chimney in", "certificate.txt", "good, light soot"),
    ("when should we get it swept again", "certificate.txt", "12 months"),
    ("why do I need to keep the certificate", "certificate.txt", "home insurance"),
    ("how much is a sweep", "prices.md", "£75"),
    ("how much does a bird guard cost", "prices.md", "£35"),
    ("how much is a smoke test", "prices.md", "£30"),
    ("what wood should we burn", "stove_advice.txt", "dry wood"),
    ("what causes tar in the flue", "stove_advice.txt", "Wet wood"),
    ("how often should I check the door seal", "stove_advice.txt", "every year"),
    ("what's the roofer's number", "note.txt", "07700 900412"),
    ("what's wrong with the chimney pot", "note.txt", "cracked"),
    ("do they sweep gas fires", None, ""),
    ("how long does a sweep take", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
ClearFlow Gutters: clear all gutters and downpipes front and back, using a vacuum from the ground,
no ladders needed. £85 for a semi-detached house. Before and after photos sent by email.
""",
    "visit_text.txt": """\
Hi, ClearFlow here, we'll be with you on Friday 7 November in the morning. No need to be in,
just leave the side gate unlocked.
""",
    "prices.csv": """\
job,price
terraced house,£70
semi-detached house,£85
detached house,£110
conservatory roof clean,£60
""",
    "report.txt": """\
Gutters cleared, two bags of moss removed. The back downpipe was blocked by a tennis ball.
A joint above the kitchen is leaking and should be resealed, quote £45.
""",
    "note.txt": """\
Ask them to do the garage gutter too next time. Photos came through on Saturday.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it for our house", "quote.txt", "£85"),
    ("do they use ladders", "quote.txt", "no ladders needed"),
    ("when are they coming", "visit_text.txt", "Friday 7 November"),
    ("do I need to be home", "visit_text.txt", "No need to be in"),
    ("what should I leave open", "visit_text.txt", "side gate"),
    ("how much for a detached house", "prices.csv", "£110"),
    ("how much to clean the conservatory roof", "prices.csv", "£60"),
    ("what was blocking the downpipe", "report.txt", "a tennis ball"),
    ("how much to reseal the leaking joint", "report.txt", "£45"),
    ("where is the leak", "report.txt", "above the kitchen"),
    ("what else should they do next time", "note.txt", "garage gutter"),
    ("when did the photos come", "note.txt", "Saturday"),
    ("do they fix broken gutters", None, ""),
    ("is there a guarantee", None, ""),
]
