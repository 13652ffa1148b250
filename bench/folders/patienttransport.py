"""A patient's papers for NHS patient transport to a hospital clinic (the forty-ninth session): the
booking letter, the service's rules, the journeys as a table, the clinic's notes and a text. Its
validation folder is a passenger's for a community car scheme: the letter, the rules, the fares
as CSV, the driver note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Patient transport is booked for your eye clinic appointment at St Luke's Hospital on Tuesday 25
March at 1.30pm. We will collect you from home between 11am and 12.30pm.
""",
    "service_rules.txt": """\
One escort may travel with you if your clinic letter says you need one. Be ready from the start of
your collection window. Journeys are free.
""",
    "journeys.md": """\
# Your journeys

| journey | from | to | pick-up |
|---|---|---|---|
| outward | home | St Luke's eye clinic | 11am to 12.30pm |
| return | eye clinic reception | home | when the clinic calls us |
""",
    "clinic_notes.txt": """\
Your eyes will be dilated, so you will not be able to drive or read for about 4 hours. Bring
sunglasses and your current glasses.
""",
    "text.txt": """\
Patient Transport: your driver today is Keith, in a white minibus. Call 0300 123 4455 if you are not ready.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the eye clinic", "booking.txt", "Tuesday 25"),
    ("what time will they pick me up", "booking.txt", "between 11am and 12.30pm"),
    ("can my husband come with me", "service_rules.txt", "One escort may travel with you"),
    ("do I have to pay for transport", "service_rules.txt", "Journeys are free"),
    ("how do I get home", "journeys.md", "when the clinic calls us"),
    ("where does the return pick up from", "journeys.md", "eye clinic reception"),
    ("can I drive after", "clinic_notes.txt", "you will not be able to drive or read for about 4 hours"),
    ("what should I bring", "clinic_notes.txt", "sunglasses and your current glasses"),
    ("who is my driver", "text.txt", "Keith"),
    ("what number do I ring if I'm not ready", "text.txt", "0300 123 4455"),
    ("what vehicle is it", "text.txt", "a white minibus"),
    ("is there a wheelchair", None, ""),
    ("can I stop at the shops", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Welcome to the Harbury Village Car Scheme. Volunteer drivers take members to medical appointments
and the shops, Monday to Friday, 9am to 5pm.
""",
    "rules.txt": """\
Book at least 48 hours ahead by phoning the coordinator. Drivers cannot help you out of a wheelchair.
""",
    "fares.csv": """\
destination,return fare
Harbury surgery,£3
Warwick Hospital,£12
Leamington town centre,£8
""",
    "driver_note.txt": """\
Drivers wait up to an hour at appointments; after that a waiting charge of £2 an hour applies.
""",
    "email.txt": """\
Hi Mrs Hale, your lift on Thursday is with Bob in a silver Skoda, at 9.15am. Coordinator
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how far ahead do I book", "rules.txt", "at least 48 hours ahead"),
    ("how much is it to the hospital", "fares.csv", "£12"),
    ("how much to Leamington", "fares.csv", "£8"),
    ("what days do they drive", "letter.txt", "Monday to Friday"),
    ("will the driver wait for me", "driver_note.txt", "Drivers wait up to an hour"),
    ("is there a charge for waiting", "driver_note.txt", "£2 an hour"),
    ("who is driving me on Thursday", "email.txt", "Bob"),
    ("what time is my lift", "email.txt", "at 9.15am"),
    ("what car is it", "email.txt", "a silver Skoda"),
    ("can they take me shopping", "letter.txt", "the shops"),
    ("do they go to Coventry", None, ""),
    ("can I pay by card", None, ""),
]
