"""A tattoo client's papers (the thirty-fourth session): the booking confirmation, the deposit
policy, the aftercare sheet, the price guide as CSV, the consent form notes and the artist's
message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is an ear piercing client's: the appointment
card, the studio rules, the aftercare leaflet, the jewellery prices as CSV, the age policy and
the piercer's text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmation

Client: Jordan Price
Artist: Mika
Date: Friday 14 March, 11am
Design: fine line swallow, left forearm
Estimated time: 3 hours
Deposit paid: £60

The deposit comes off the final price on the day.
""",
    "deposit_policy.md": """\
# Deposit policy

- Deposits are non-refundable
- You can move your appointment once with 72 hours' notice and keep your deposit
- If you are more than 30 minutes late we may cancel and keep the deposit

We take cash or card on the day. We do not take cheques.
""",
    "aftercare.txt": """\
Aftercare

Leave the wrap on for 3 to 4 hours, then wash gently with warm water and unscented soap. Apply a thin layer of balm twice a day for two weeks.

Do not swim or use a sauna for two weeks. Keep the tattoo out of the sun until it has healed, then use factor 50.

Do not pick or scratch any scabs.
""",
    "price_guide.csv": """\
size,price
Small (up to 5cm),from £80
Medium (up to 12cm),from £150
Hourly rate,£120
""",
    "consent_notes.txt": """\
Before your appointment

You must be 18 or over and bring photo ID. Please eat a proper meal before you come and do not drink alcohol for 24 hours beforehand.

Tell us if you are pregnant, diabetic or take blood thinners.
""",
    "artist_message.txt": """\
Mika: Hi Jordan! I've finished the drawing and will show you on the day, we can tweak it then. Wear a short-sleeved top so I can get to your arm easily. A free touch-up is included within 8 weeks.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("when is my tattoo appointment", "booking_confirmation.txt", "Friday 14 March"),
    ("how long will it take", "booking_confirmation.txt", "3 hours"),
    ("who is my artist", "booking_confirmation.txt", "Mika"),
    ("does the deposit come off the price", "booking_confirmation.txt", "comes off the final price"),
    # The deposit.
    ("can I get my deposit back", "deposit_policy.md", "non-refundable"),
    ("can I move my appointment", "deposit_policy.md", "72 hours' notice"),
    ("what happens if I'm late", "deposit_policy.md", "more than 30 minutes late"),
    ("can I pay by cheque", "deposit_policy.md", "do not take cheques"),
    # Aftercare.
    ("when can I take the wrap off", "aftercare.txt", "3 to 4 hours"),
    ("can I go swimming after", "aftercare.txt", "Do not swim"),
    ("how often do I put balm on", "aftercare.txt", "twice a day"),
    ("what sun cream should I use", "aftercare.txt", "factor 50"),
    # Prices.
    ("how much is a small tattoo", "price_guide.csv", "from £80"),
    ("what's the hourly rate", "price_guide.csv", "£120"),
    # Before the day.
    ("how old do you have to be", "consent_notes.txt", "18 or over"),
    ("can I have a drink the night before", "consent_notes.txt", "do not drink alcohol"),
    ("what ID do I need", "consent_notes.txt", "photo ID"),
    # The artist.
    ("what should I wear", "artist_message.txt", "short-sleeved top"),
    ("is a touch-up free", "artist_message.txt", "within 8 weeks"),
    # Subjects the papers never mention.
    ("do you do laser removal", None, ""),
    ("is there parking nearby", None, ""),
    ("can my friend come in with me", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_card.txt": """\
Appointment card

Name: Leah Grant
Piercing: helix, right ear
Piercer: Ollie
Time: Tuesday 8 April, 4:15pm
""",
    "studio_rules.md": """\
# Studio rules

- One guest per client in the piercing room
- No walk-ins on Saturdays
- Card payments only

Please arrive 10 minutes early to fill in the form.
""",
    "aftercare_leaflet.txt": """\
Aftercare

Clean twice a day with sterile saline spray. Do not twist the jewellery. Avoid sleeping on the piercing.

A helix takes 6 to 12 months to heal fully. Do not change the jewellery for at least 8 weeks.
""",
    "jewellery_prices.csv": """\
item,price
Titanium stud,£25
Gold ring,£65
Downsizing bar,£10
""",
    "age_policy.txt": """\
Age policy

Clients aged 16 or 17 need a parent with them and the parent's photo ID. We do not pierce anyone under 16.
""",
    "piercer_text.txt": """\
Ollie: See you Tuesday! Come back at 6 weeks so I can swap the bar for a shorter one, that's included in the price.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The card.
    ("what time is my piercing", "appointment_card.txt", "4:15pm"),
    ("which ear is it", "appointment_card.txt", "right ear"),
    # Rules.
    ("can I bring a friend", "studio_rules.md", "One guest"),
    ("can I pay cash", "studio_rules.md", "Card payments only"),
    ("how early should I arrive", "studio_rules.md", "10 minutes early"),
    # Aftercare.
    ("how do I clean it", "aftercare_leaflet.txt", "sterile saline spray"),
    ("how long does it take to heal", "aftercare_leaflet.txt", "6 to 12 months"),
    ("when can I change the earring", "aftercare_leaflet.txt", "at least 8 weeks"),
    # Prices.
    ("how much is a gold ring", "jewellery_prices.csv", "£65"),
    # Age.
    ("can my 15 year old get pierced", "age_policy.txt", "under 16"),
    # The piercer.
    ("when do I go back", "piercer_text.txt", "6 weeks"),
    # Subjects the papers never mention.
    ("do you do tattoos", None, ""),
    ("is there a student discount", None, ""),
    ("can I get numbing cream", None, ""),
]
