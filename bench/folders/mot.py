"""A car owner's MOT papers (the forty-second session): the reminder letter, the test result with
its advisories, the garage's quote as a table, the booking text, the garage's opening times and
the courtesy car terms. Its validation folder is a chimney sweep visit's: the booking email, the
sweep's certificate, the price list as CSV, the before-the-visit note and the sweep's advice,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "reminder_letter.txt": """\
MOT reminder

The MOT for your Vauxhall Corsa, registration YK17 TFE, runs out on 14 June. You can get an MOT up
to a month (minus a day) before it runs out and keep the same renewal date. Driving without a valid
MOT can mean a fine of up to £1,000.
""",
    "test_result.txt": """\
MOT test result: PASS, 3 June
Mileage: 61,884
Advisories (monitor and repair if needed):
- Nearside front tyre worn close to the legal limit
- Slight oil leak from the engine
- Front brake discs slightly pitted
Next MOT due: 14 June next year
""",
    "garage_quote.md": """\
# Quote for advisory work

| job | parts | labour | total |
|---|---|---|---|
| front tyre (one) | £78 | £12 | £90 |
| front brake discs and pads | £96 | £84 | £180 |
| oil leak investigation | - | £55 | £55 |
""",
    "booking_text.txt": """\
Hi, it's Fenton Road Garage. Your MOT is booked for Tuesday 3 June at 8.30am. It takes about 45
minutes; you're welcome to wait in reception. The MOT fee is £45.
""",
    "opening_times.txt": """\
Fenton Road Garage is open Monday to Friday 8am to 5.30pm and Saturday 8am to 12pm. We are closed
on Sundays.
""",
    "courtesy_car.txt": """\
A courtesy car is free for repairs that take more than a day. You must be over 25 and have held a
licence for 3 years. Please return it with the same amount of fuel.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my MOT run out", "reminder_letter.txt", "14 June"),
    ("how early can I get the MOT done", "reminder_letter.txt", "up to a month"),
    ("what's the fine for no MOT", "reminder_letter.txt", "£1,000"),
    ("did it pass", "test_result.txt", "PASS"),
    ("what mileage was it at", "test_result.txt", "61,884"),
    ("what's wrong with the tyre", "test_result.txt", "worn close to the legal limit"),
    ("how much is a new front tyre", "garage_quote.md", "£90"),
    ("how much for the brakes", "garage_quote.md", "£180"),
    ("what time is the MOT", "booking_text.txt", "8.30am"),
    ("how long does the MOT take", "booking_text.txt", "about 45"),
    ("how much is the MOT", "booking_text.txt", "£45"),
    ("are they open on Saturday", "opening_times.txt", "Saturday 8am to 12pm"),
    ("can I get a courtesy car", "courtesy_car.txt", "more than a day"),
    ("how old do you have to be for the courtesy car", "courtesy_car.txt", "over 25"),
    ("do they do tyre tracking", None, ""),
    ("can they collect the car from home", None, ""),
    ("do they valet the car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
From: Clean Sweep Chimney Services
Your sweep is booked for Thursday 2 October between 9am and 11am. The sweep will be Dave Hollins.
""",
    "certificate.txt": """\
Certificate of chimney sweeping
Address: 5 Mill Cottages, Hebden Bridge
Date swept: 2 October
Appliance: multi-fuel stove
Smoke test: passed
Next sweep recommended: within 12 months
""",
    "price_list.csv": """\
job,price
stove or open fire,£75
second flue on the same visit,£40
bird nest removal,from £60
CCTV chimney survey,£120
""",
    "before_visit.txt": """\
Please don't light the fire for 24 hours before we come, and clear a space of about 2 metres in
front of the fireplace.
""",
    "sweep_advice.txt": """\
Only burn wood with less than 20% moisture. The cowl on your chimney pot is fine, but the rope seal
on the stove door is worn and should be replaced soon.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the sweep coming", "booking_email.txt", "Thursday 2 October"),
    ("who is the sweep", "booking_email.txt", "Dave Hollins"),
    ("did the smoke test pass", "certificate.txt", "passed"),
    ("when do I need it swept again", "certificate.txt", "within 12 months"),
    ("how much is a sweep for a stove", "price_list.csv", "£75"),
    ("how much to get a bird's nest out", "price_list.csv", "from £60"),
    ("when should I stop lighting the fire", "before_visit.txt", "24 hours"),
    ("how much space do they need", "before_visit.txt", "2 metres"),
    ("what wood should I burn", "sweep_advice.txt", "less than 20% moisture"),
    ("what needs replacing", "sweep_advice.txt", "rope seal"),
    ("what kind of stove do I have", "certificate.txt", "multi-fuel"),
    ("do they fit chimney caps", None, ""),
    ("can they fix the roof", None, ""),
    ("do they sell logs", None, ""),
]
