"""A car owner's papers for a mobile valet (the forty-sixth session): the booking confirmation,
the packages as a table, the valeter's requirements, the terms and a text. Its validation folder
is a dog owner's for a grooming appointment: the salon's email, the services as CSV, the
preparation notes, the cancellation policy and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Shine On Mobile Valeting: Full Valet booked for your Ford Focus, reg KX19 LMT, on Thursday 12 June
at 9am at 4 Cedar Way. Your valeter is Marco.
""",
    "packages.md": """\
# Packages

| package | includes | price | time |
|---|---|---|---|
| Mini Valet | exterior wash, vacuum, windows | £35 | 1 hour |
| Full Valet | mini valet plus seats shampooed and wax | £95 | 3 hours |
| Pet Hair Removal | add-on | £20 | 30 minutes |
""",
    "requirements.txt": """\
Marco needs a parking space next to the car and access to an outside tap. Please empty the car
of personal items before he arrives.
""",
    "terms.txt": """\
Pay on completion by card or bank transfer. In heavy rain we will rebook you at no charge.
Seats take up to 4 hours to dry after shampooing.
""",
    "text.txt": """\
Hi, it's Marco - I'll add the pet hair removal as you mentioned the dog, see you Thursday.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the valet", "booking_confirmation.txt", "Thursday 12 June"),
    ("what's my reg", "booking_confirmation.txt", "KX19 LMT"),
    ("how much is the full valet", "packages.md", "£95"),
    ("how long does a mini valet take", "packages.md", "1 hour"),
    ("what's in the full valet", "packages.md", "mini valet plus seats shampooed and wax"),
    ("what does Marco need", "requirements.txt", "a parking space next to the car"),
    ("do I need to empty the car", "requirements.txt", "empty the car"),
    ("how do I pay", "terms.txt", "by card or bank transfer"),
    ("what if it rains", "terms.txt", "we will rebook you at no charge"),
    ("how long do the seats take to dry", "terms.txt", "up to 4 hours"),
    ("what is Marco adding", "text.txt", "pet hair removal"),
    ("do they clean the engine", None, ""),
    ("is there a loyalty card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "salon_email.txt": """\
Bella's full groom at Waggy Tails is booked for Monday 2 June at 10am.
Please collect her at 1pm. Her groomer is Sian.
""",
    "services.csv": """\
service,price
Full groom (small dog),£45
Bath and brush,£30
Nail clip,£8
Teeth cleaning,£10
""",
    "preparation.txt": """\
Walk her before the appointment so she is calm. Tell us about any lumps, skin problems or
allergies. Bella's last groom noted a sore patch behind her left ear.
""",
    "cancellation.txt": """\
Please give 48 hours' notice to cancel. Late cancellations are charged 50% of the price.
""",
    "message.txt": """\
Can she have the blueberry facial as a treat this time? Sam
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is Bella's groom", "salon_email.txt", "Monday 2 June"),
    ("what time do I pick her up", "salon_email.txt", "1pm"),
    ("who is her groomer", "salon_email.txt", "Sian"),
    ("how much is a full groom", "services.csv", "£45"),
    ("how much for a nail clip", "services.csv", "£8"),
    ("should I walk her first", "preparation.txt", "Walk her before the appointment"),
    ("what did the last groom find", "preparation.txt", "a sore patch behind her left ear"),
    ("how much notice to cancel", "cancellation.txt", "48 hours' notice"),
    ("what happens if I cancel late", "cancellation.txt", "charged 50% of the price"),
    ("what treat does Sam want", "message.txt", "blueberry facial"),
    ("do they do cat grooming", None, ""),
    ("is there a discount for two dogs", None, ""),
]
