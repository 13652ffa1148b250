"""A parent's papers for a baby's first passport (the forty-fifth session): the online
application's confirmation, the photo rules, the fees as a table, the countersignatory's note and
a text. Its validation folder is a provisional driving licence application's: the confirmation
email, the identity check notes, the costs as CSV, the eyesight rules and a message, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Application PEX-4471093 for Ava Morgan's first passport was received on 3 March. Send Ava's
birth certificate within 30 days, or the application will be cancelled. It usually takes 10 weeks.
""",
    "photo_rules.txt": """\
Babies under one do not need to have their eyes open. No one else can be in the photo,
and no hands holding the baby. Use a plain cream or light grey background.
""",
    "fees.md": """\
# Fees

| application | online | paper form |
|---|---|---|
| adult | £88.50 | £100 |
| child | £57.50 | £69 |
| fast track (1 week) | £178 | £178 |
""",
    "countersignatory.txt": """\
Mrs Wilson (known the family 6 years, a teacher) has agreed to confirm Ava's identity online.
She will get an email from the Passport Office.
""",
    "text.txt": """\
We fly to Spain on 20 June, so we should be fine with 10 weeks! Rob
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the application number", "confirmation.txt", "PEX-4471093"),
    ("what do I need to send", "confirmation.txt", "birth certificate"),
    ("how long does it take", "confirmation.txt", "10 weeks"),
    ("when do I have to send the birth certificate", "confirmation.txt", "within 30 days"),
    ("do her eyes have to be open", "photo_rules.txt", "do not need to have their eyes open"),
    ("what background should the photo have", "photo_rules.txt", "plain cream or light grey"),
    ("can I hold her in the photo", "photo_rules.txt", "no hands holding the baby"),
    ("how much is a child passport online", "fees.md", "£57.50"),
    ("how much is fast track", "fees.md", "£178"),
    ("who is confirming Ava's identity", "countersignatory.txt", "Mrs Wilson"),
    ("how will Mrs Wilson know what to do", "countersignatory.txt", "an email from the Passport Office"),
    ("when are we flying", "text.txt", "20 June"),
    ("can I track the application", None, ""),
    ("does she need a visa for Spain", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "confirmation_email.txt": """\
Thanks, Leo. Your provisional driving licence application D1-88130 has been received. Your licence
should arrive within 1 week if we can confirm your identity online.
""",
    "identity_notes.txt": """\
We used your passport to check your identity, so you do not need to send any documents.
""",
    "costs.csv": """\
item,cost
provisional licence online,£34
by post,£43
theory test,£23
""",
    "eyesight.txt": """\
You must be able to read a car number plate from 20 metres, with glasses or contact lenses if you
need them.
""",
    "message.txt": """\
Grandad says he'll pay for your first 5 lessons when the licence comes! Mum
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my application number", "confirmation_email.txt", "D1-88130"),
    ("when will my licence arrive", "confirmation_email.txt", "within 1 week"),
    ("do I need to send my passport", "identity_notes.txt", "do not need to send any documents"),
    ("how much did the licence cost online", "costs.csv", "£34"),
    ("how much is the theory test", "costs.csv", "£23"),
    ("how far away do I need to read a number plate", "eyesight.txt", "20 metres"),
    ("who is paying for my lessons", "message.txt", "Grandad"),
    ("how many lessons is Grandad paying for", "message.txt", "first 5 lessons"),
    ("can I drive a motorbike", None, ""),
    ("when can I book my test", None, ""),
]
