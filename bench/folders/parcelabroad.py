"""Someone's papers for sending a parcel abroad (the forty-fourth session): the courier's booking,
the customs form notes, the price list as a table, the tracking email and a note from the
recipient. Its validation folder is a missed delivery's: the card through the door, the redelivery
page, the tracking history as CSV, the local collection point's hours and a text, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "courier_booking.txt": """\
Parcel to Toronto, Canada, booked with ParcelWing, order PW-55812. Collection from your home on
Monday 10 November between 9am and 6pm. Estimated delivery 5 to 7 working days. Insured up to £100.
""",
    "customs_notes.txt": """\
Describe each item clearly on the customs form, with its value. Gifts under 60 Canadian dollars are
free of duty. Do not send food, aerosols, batteries or perfume. The parcel must weigh under 20kg.
""",
    "prices.md": """\
# ParcelWing prices to Canada

| weight up to | economy | express |
|---|---|---|
| 2kg | £32 | £48 |
| 5kg | £44 | £67 |
| 10kg | £61 | £95 |
""",
    "tracking_email.txt": """\
Your parcel PW-55812 has left the UK hub. Tracking number CA7733091GB. It may be held by
Canada Border Services for checks, which can add up to 3 days.
""",
    "note_from_sam.txt": """\
Thanks for sending the scarf and the tea! I'm at work till 6 every day, so ask them to leave it
with the concierge in the lobby. Sam
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the parcel being collected", "courier_booking.txt", "Monday 10 November"),
    ("how long will delivery take", "courier_booking.txt", "5 to 7 working days"),
    ("how much is it insured for", "courier_booking.txt", "£100"),
    ("what's the order number", "courier_booking.txt", "PW-55812"),
    ("will Sam pay duty on the gift", "customs_notes.txt", "free of duty"),
    ("can I send perfume", "customs_notes.txt", "Do not send"),
    ("how heavy can the parcel be", "customs_notes.txt", "under 20kg"),
    ("how much is express for a 5kg parcel", "prices.md", "£67"),
    ("how much is economy up to 2kg", "prices.md", "£32"),
    ("what's the tracking number", "tracking_email.txt", "CA7733091GB"),
    ("why might it be delayed", "tracking_email.txt", "Canada Border Services"),
    ("how long could customs hold it", "tracking_email.txt", "up to 3 days"),
    ("where should they leave it", "note_from_sam.txt", "with the concierge"),
    ("when is Sam at work until", "note_from_sam.txt", "till 6"),
    ("can I send tea", None, ""),
    ("how much is it to send to America", None, ""),
    ("what's Sam's address", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "card_through_door.txt": """\
Sorry we missed you. We tried to deliver a parcel on Thursday at 2.14pm. Reference 9L 4471 2209.
Your parcel is now at the Post Office on Station Road, ready from 2pm tomorrow.
""",
    "redelivery_page.txt": """\
Book a free redelivery online up to 18 days after the missed delivery. Choose any weekday
or a Saturday. You can also ask us to leave it with a neighbour or in a safe place.
""",
    "tracking.csv": """\
date,time,status
Wednesday,21:40,arrived at the local delivery office
Thursday,14:14,no one in - card left
Thursday,19:05,taken to the Post Office
""",
    "collection_hours.txt": """\
Station Road Post Office is open Monday to Saturday, 9am to 5.30pm. Bring the card and photo ID.
Parcels not collected within 18 days are sent back to the sender.
""",
    "text_from_neighbour.txt": """\
Hi, I was in all afternoon on Thursday, they could have left it with me at number 12! Cath
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when did they try to deliver", "card_through_door.txt", "Thursday at 2.14pm"),
    ("where is my parcel now", "card_through_door.txt", "Station Road"),
    ("when can I collect it", "card_through_door.txt", "from 2pm tomorrow"),
    ("is redelivery free", "redelivery_page.txt", "free redelivery"),
    ("can they deliver on a Saturday", "redelivery_page.txt", "a Saturday"),
    ("what time does the post office close", "collection_hours.txt", "5.30pm"),
    ("what do I need to collect it", "collection_hours.txt", "the card and photo ID"),
    ("what happens if I don't collect it", "collection_hours.txt", "sent back to the sender"),
    ("when did it get to the delivery office", "tracking.csv", "Wednesday"),
    ("which house is Cath", "text_from_neighbour.txt", "number 12"),
    ("what's the reference", "card_through_door.txt", "9L 4471 2209"),
    ("how long do I have to book a redelivery", "redelivery_page.txt", "18 days"),
    ("who sent the parcel", None, ""),
    ("can I pay to have it delivered in the evening", None, ""),
]
