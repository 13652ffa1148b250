"""A household's papers for a burglar alarm (the fifty-fourth session): the engineer's service
sheet, the prices as a table, the keyholder form notes, the control panel's manual page and a
text. Its validation folder is a household's for a video doorbell: the order confirmation, the
plans as CSV, the set-up guide, the subscription terms and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "service_sheet.txt": """\
Annual service carried out on 3 March. Backup battery in the control panel tested at 11.2V and
replaced. The back door contact is loose and was refitted. Next service due March next year.
""",
    "prices.md": """\
# Alarm services

| service | price |
|---|---|
| annual service | £95 |
| call-out, weekdays | £70 |
| call-out, weekends | £110 |
| extra motion sensor, fitted | £65 |
""",
    "keyholder_notes.txt": """\
If the alarm goes off and we cannot reach you, we will phone your two keyholders in the order
you list them. Keyholders must live within 20 minutes of the house.
""",
    "panel_manual.txt": """\
To set the alarm, enter your code and press the tick. You have 30 seconds to leave. To set the
downstairs only at night, enter your code and press Part Set. The siren stops after 15 minutes.
""",
    "text.txt": """\
Hi, the hall sensor needs a new battery, I'll drop one round Friday. Dev (SecureHome Alarms)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when was the alarm last serviced", "service_sheet.txt", "3 March"),
    ("what did they replace", "service_sheet.txt", "Backup battery"),
    ("what was wrong with the back door", "service_sheet.txt", "contact is loose"),
    ("how much is a call out at the weekend", "prices.md", "£110"),
    ("what does an extra sensor cost", "prices.md", "£65"),
    ("who do they ring if they can't get hold of me", "keyholder_notes.txt", "your two keyholders"),
    ("how close do keyholders have to live", "keyholder_notes.txt", "within 20 minutes"),
    ("how long do I have to get out after setting it", "panel_manual.txt", "30 seconds"),
    ("how do I set it just for downstairs", "panel_manual.txt", "press Part Set"),
    ("when is Dev bringing the battery", "text.txt", "Friday"),
    ("is the alarm monitored by the police", None, ""),
    ("can I control it from my phone", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order 55120: one video doorbell and one chime, £129.98, dispatched 10 June by tracked courier.
Delivery in 2 to 3 working days.
""",
    "plans.csv": """\
plan,monthly price,video history
Basic,£3.49,30 days
Plus,£8.99,60 days
""",
    "setup_guide.txt": """\
Charge the battery fully before fitting, which takes about 6 hours. Mount the doorbell 1.2 metres
above the ground. Connect it to your wifi in the app.
""",
    "subscription_terms.txt": """\
Without a plan you get live view and alerts, but videos are not saved.
You can cancel a plan at any time in the app.
""",
    "email.txt": """\
Hi, your free 30-day trial of the Plus plan starts when you set the doorbell up. Ring Support
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the doorbell cost", "order_confirmation.txt", "£129.98"),
    ("when was it sent", "order_confirmation.txt", "10 June"),
    ("how long will delivery take", "order_confirmation.txt", "2 to 3 working days"),
    ("how much is the basic plan a month", "plans.csv", "£3.49"),
    ("how long does the plus plan keep videos", "plans.csv", "60 days"),
    ("how long does the battery take to charge", "setup_guide.txt", "about 6 hours"),
    ("how high should it go", "setup_guide.txt", "1.2 metres"),
    ("do I need a plan to save videos", "subscription_terms.txt", "videos are not saved"),
    ("can I cancel whenever I like", "subscription_terms.txt", "cancel a plan at any time"),
    ("when does the free trial start", "email.txt", "when you set the doorbell up"),
    ("does it work with Alexa", None, ""),
    ("is there a warranty", None, ""),
]
