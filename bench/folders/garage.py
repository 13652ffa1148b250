"""A driver's papers after a breakdown (the forty-fourth session): the recovery firm's text, the
garage's estimate, the courtesy car agreement, the parts list as a table and a message to the
garage. Its validation folder is a cracked windscreen's: the insurer's email, the fitter's booking,
the aftercare card, the claim as CSV and a note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "recovery_text.txt": """\
RoadAid: your car has been towed to Millbrook Motors, Unit 4, Station Road. Job number RA-66120.
The recovery was covered by your membership, so there is nothing to pay.
""",
    "estimate.txt": """\
Estimate for Ford Focus KM19 XTP. The water pump has failed and the cam belt needs replacing at
the same time. Parts £310, labour 4 hours at £72 an hour, £288. Total £598 plus VAT.
We can start on Wednesday and expect the car to be ready by Friday afternoon.
""",
    "courtesy_car.txt": """\
Courtesy car: Vauxhall Corsa, registration LB21 PVO. It is insured for the named driver only.
Please return it with the same amount of fuel. Any parking or speeding fines are yours to pay.
""",
    "parts.md": """\
# Parts

| part | price |
|---|---|
| water pump | £95 |
| cam belt kit | £170 |
| coolant | £25 |
| thermostat | £20 |
""",
    "message_to_garage.txt": """\
Hi, please go ahead with the repair. Could you also check the brakes, they squeak when I stop?
I'll pay by card when I collect. Thanks, Helen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where has my car been taken", "recovery_text.txt", "Millbrook Motors"),
    ("what's the job number for the tow", "recovery_text.txt", "RA-66120"),
    ("do I have to pay for the recovery", "recovery_text.txt", "nothing to pay"),
    ("what's wrong with the car", "estimate.txt", "water pump has failed"),
    ("how much is the repair", "estimate.txt", "£598 plus VAT"),
    ("how much is labour an hour", "estimate.txt", "£72 an hour"),
    ("when will the car be ready", "estimate.txt", "Friday afternoon"),
    ("what's the courtesy car's reg", "courtesy_car.txt", "LB21 PVO"),
    ("can my husband drive the courtesy car", "courtesy_car.txt", "named driver only"),
    ("how much petrol should I put in it", "courtesy_car.txt", "same amount of fuel"),
    ("how much is the water pump", "parts.md", "£95"),
    ("how much is the cam belt", "parts.md", "£170"),
    ("what else did I ask them to look at", "message_to_garage.txt", "brakes"),
    ("how am I paying", "message_to_garage.txt", "by card"),
    ("is there a warranty on the repair", None, ""),
    ("what's the garage's phone number", None, ""),
    ("how old is the car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "insurer_email.txt": """\
Your windscreen claim is covered under your comprehensive policy. The windscreen excess is £115,
and making this claim will not affect your no claims discount. Claim reference WS-40219.
""",
    "fitter_booking.txt": """\
ScreenFix will replace your windscreen at your home address on Tuesday 3 June between 8am and 1pm.
The car must be parked off the road or on a driveway. Please do not drive the car for 1 hour after.
""",
    "aftercare_card.txt": """\
Leave the tape on the screen for 24 hours. Do not use a car wash for 3 days.
Leave a window slightly open for the first day to stop pressure building up.
""",
    "claim.csv": """\
field,value
damage,a crack 20cm long from a stone chip
date,28 May
where,on the A34 near Newbury
car,Skoda Octavia
""",
    "note.txt": """\
The lane camera is in the windscreen, ScreenFix said it needs recalibrating after the new screen,
which they do on the same visit.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the excess", "insurer_email.txt", "£115"),
    ("will I lose my no claims", "insurer_email.txt", "will not affect your no claims"),
    ("what's the claim reference", "insurer_email.txt", "WS-40219"),
    ("when are they fitting the windscreen", "fitter_booking.txt", "Tuesday 3 June"),
    ("where should the car be parked", "fitter_booking.txt", "off the road or on a driveway"),
    ("how long before I can drive it", "fitter_booking.txt", "1 hour"),
    ("when can I take the tape off", "aftercare_card.txt", "24 hours"),
    ("can I go through a car wash", "aftercare_card.txt", "Do not use a car wash for 3 days"),
    ("how big is the crack", "claim.csv", "20cm"),
    ("where did the stone hit", "claim.csv", "A34 near Newbury"),
    ("does the camera need sorting", "note.txt", "recalibrating"),
    ("what car is it", "claim.csv", "Skoda Octavia"),
    ("can I get a repair instead of a new screen", None, ""),
    ("how much is a new windscreen without insurance", None, ""),
]
