"""A family's ferry crossing papers (the forty-third session): the booking confirmation, the
port's check-in rules, the fares as a table, the pet travel page, the cabin details and a note
from the children's grandmother. Its validation folder is an overnight sleeper train's: the
ticket, the station's notes, the berth options as CSV, the breakfast card and the luggage rules,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Booking confirmed: Portsmouth to Caen
Sailing: Saturday 26 July, departs 08:15, arrives 14:45 local time
Return: Sunday 10 August, departs Caen 16:30
Vehicle: car under 1.85 m high, registration WP20 HGN
Passengers: 2 adults, 2 children
Booking reference: BF-9920317
""",
    "check_in.txt": """\
Check-in at Portsmouth closes 45 minutes before departure; if you arrive later you may not be able to
travel. Have your passports ready at the French border control, which is before you board. Gas
bottles must be switched off and declared at check-in.
""",
    "fares.md": """\
# Fares on this booking

| item | outbound | return |
|---|---|---|
| car and 4 passengers | £312 | £298 |
| cabin (4 berth, inside) | £89 | £89 |
| pet in vehicle | £35 | £35 |
| priority boarding | £18 | not booked |
""",
    "pet_travel.txt": """\
Dogs travel in your car for the crossing and you cannot visit the car deck during the sailing. Your
dog needs a microchip, a rabies vaccination at least 21 days before travel and an animal health
certificate from a vet issued no more than 10 days before you leave. On the way back a vet in France
must treat your dog for tapeworm between 1 and 5 days before you return.
""",
    "cabin.txt": """\
Your inside cabin has four berths, two of them bunks, and an en suite shower. Cabins are ready from
30 minutes after departure and must be vacated 1 hour before arrival. Towels are provided.
""",
    "grandma_note.txt": """\
Don't forget the children's seasickness bands, they're in the blue drawer. And take euros for the
toll on the way to the campsite, it was about 12 euros last time.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the ferry leave", "booking_confirmation.txt", "08:15"),
    ("when do we get to Caen", "booking_confirmation.txt", "14:45"),
    ("when do we come back", "booking_confirmation.txt", "Sunday 10 August"),
    ("what's the booking number", "booking_confirmation.txt", "BF-9920317"),
    ("how early do we need to be there", "check_in.txt", "45 minutes"),
    ("where do they check passports", "check_in.txt", "before you board"),
    ("how much was the cabin", "fares.md", "£89"),
    ("how much did we pay for the dog", "fares.md", "£35"),
    ("did we get priority boarding on the way back", "fares.md", "not booked"),
    ("can we go and see the dog during the crossing", "pet_travel.txt", "cannot visit the car deck"),
    ("when does the dog need its rabies jab", "pet_travel.txt", "at least 21 days"),
    ("when does the dog need the tapeworm treatment", "pet_travel.txt", "between 1 and 5 days"),
    ("does the cabin have a shower", "cabin.txt", "en suite shower"),
    ("when do we have to leave the cabin", "cabin.txt", "1 hour before arrival"),
    ("do we need to bring towels", "cabin.txt", "Towels are provided"),
    ("where are the seasickness bands", "grandma_note.txt", "blue drawer"),
    ("how much was the toll", "grandma_note.txt", "12 euros"),
    ("is there wifi on the boat", None, ""),
    ("can we take bikes", None, ""),
    ("is there a cinema on board", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Caledonian Sleeper: London Euston to Fort William
Departs Monday 8 September at 21:15, arrives Tuesday at 09:57
Room: Club room with en suite, coach F, room 7
Ticket reference: CS-301588
""",
    "station_notes.txt": """\
At Euston the Sleeper lounge opens at 19:30 and you can board from 20:30. Show your ticket to the host
at the coach door. Please be on board 10 minutes before departure.
""",
    "berths.csv": """\
room,price per person,sleeps
Seat,£65,1
Classic room,£165,2
Club room with en suite,£245,2
Caledonian Double,£345,2
""",
    "breakfast_card.txt": """\
Breakfast is included with Club rooms and is served in your room. Fill in this card and hang it on the
door by midnight. Choose from a bacon roll, porridge or a vegan breakfast box.
""",
    "luggage.txt": """\
Each guest may bring two large cases and one piece of hand luggage. Bikes travel free but must be
booked in advance; there are 6 bike spaces on each train.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the train leave", "ticket.txt", "21:15"),
    ("when do we get to Fort William", "ticket.txt", "09:57"),
    ("which coach are we in", "ticket.txt", "coach F"),
    ("when can we get on the train", "station_notes.txt", "20:30"),
    ("when does the lounge open", "station_notes.txt", "19:30"),
    ("how much is a club room", "berths.csv", "£245"),
    ("how much is just a seat", "berths.csv", "£65"),
    ("is breakfast included", "breakfast_card.txt", "included with Club rooms"),
    ("when do I hang the card up by", "breakfast_card.txt", "midnight"),
    ("how many cases can I bring", "luggage.txt", "two large cases"),
    ("can I take my bike", "luggage.txt", "booked in advance"),
    ("what can I have for breakfast", "breakfast_card.txt", "bacon roll"),
    ("is there a shower in the room", "ticket.txt", "en suite"),
    ("is there a bar on the train", None, ""),
    ("can I bring my dog", None, ""),
]
