"""A cycling holiday's papers (the thirty-seventh session's second round): the booking
confirmation, the daily route notes as CSV, the bike hire agreement, the luggage transfer
notes, the packing list and the tour operator's email. Its validation folder is a walking
holiday's: the booking, the stages as CSV, the hotel list, the walking notes, the emergency
card and the host's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Pedal & Pint Cycling Holidays

Booking reference: PP-30817
Tour: Loire Valley Chateaux, self-guided, 6 nights
Riders: Ben and Hannah Cole
Start date: Sunday 5 September 2027
Start point: Hotel Le Blason, Amboise
Price: £1,390 per person, paid in full
""",
    "route_notes.csv": """\
day,from,to,distance_km,climb_m
1,Amboise,Chenonceaux,28,210
2,Chenonceaux,Loches,41,380
3,Loches,Azay-le-Rideau,55,420
4,Azay-le-Rideau,Tours,35,150
""",
    "bike_hire.md": """\
# Bike hire agreement

Your bikes are hybrid bikes with panniers, a lock, a repair kit and a pump. Electric bikes are
available for £95 extra per bike for the week.

- The bikes are delivered to your first hotel on the evening before day 1
- If a bike is damaged or stolen, you pay the first £150 of the cost
- Helmets are not supplied; please bring your own
""",
    "luggage_transfer.txt": """\
Luggage transfer

Leave your bags at reception by 9am each morning and they will be waiting at your next hotel.
One bag each, up to 20 kg.
""",
    "packing_list.md": """\
# What to pack

- Padded cycling shorts
- A waterproof jacket
- Sun cream and a water bottle
- Your passport and a European health insurance card (GHIC)
""",
    "operator_email.txt": """\
Hi Ben, it's Chloe at Pedal & Pint. The route files for the GPS will be emailed a week before you
go. If you have a mechanical problem on the road, call our local partner, Loire Vélo, on +33 2 47
55 10 10; they'll come out to you.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the booking reference", "booking_confirmation.txt", "PP-30817"),
    ("where does the tour start", "booking_confirmation.txt", "Hotel Le Blason, Amboise"),
    ("how much did the holiday cost", "booking_confirmation.txt", "£1,390 per person"),
    ("how far is day 3", "route_notes.csv", "55"),
    ("where do we ride to on day 2", "route_notes.csv", "Loches"),
    ("how much climbing is there on day 1", "route_notes.csv", "210"),
    ("how much extra is an e-bike", "bike_hire.md", "£95 extra per bike"),
    ("when do the bikes arrive", "bike_hire.md", "evening before day 1"),
    ("do we need to bring helmets", "bike_hire.md", "Helmets are not supplied"),
    ("what happens if a bike gets stolen", "bike_hire.md", "first £150"),
    ("what time do the bags need to be at reception", "luggage_transfer.txt", "by 9am"),
    ("how heavy can my bag be", "luggage_transfer.txt", "20 kg"),
    ("do I need a waterproof", "packing_list.md", "waterproof jacket"),
    ("when will we get the GPS files", "operator_email.txt", "a week before you go"),
    ("who do I call if the bike breaks down", "operator_email.txt", "Loire Vélo"),
    ("is breakfast included", None, ""),
    ("can we bring our own bikes", None, ""),
    ("is there a guide with us", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Fellside Walking Holidays: your booking

Walk: Coast to Coast, western half, 7 nights
Walkers: Ms Priya Raman and Ms Jo Field
Arrive: St Bees, Saturday 15 May 2027
Total paid: £1,780
Booking ref: FW-7741
""",
    "stages.csv": """\
stage,from,to,miles,hours
1,St Bees,Ennerdale Bridge,14,7
2,Ennerdale Bridge,Rosthwaite,15,7.5
3,Rosthwaite,Grasmere,9,5
4,Grasmere,Patterdale,8,5
""",
    "hotels.txt": """\
Your accommodation

St Bees: Seacote Hotel
Ennerdale Bridge: The Shepherd's Arms
Rosthwaite: Scafell Hotel
Grasmere: How Foot Lodge
Every night includes breakfast; packed lunches can be ordered the night before for £9.
""",
    "walking_notes.md": """\
# Notes for walkers

- Stage 2 has a high-level route over Haystacks; in bad weather take the valley route instead
- Carry at least 1.5 litres of water each day
- Phone signal is poor between Ennerdale and Rosthwaite
- Boots must be broken in before you arrive
""",
    "emergency_card.txt": """\
In an emergency, call 999 and ask for Police, then Mountain Rescue. Our office line, for
anything else, is 01768 420 190 (8am to 8pm).
""",
    "host_email.txt": """\
Dear Priya, thank you for booking. Your bags will be moved each day by Sherpa Van; leave them in
the hall by 8:30am with a label. The walk is not suitable for dogs on this trip, sorry.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we arrive", "booking.txt", "Saturday 15 May 2027"),
    ("how much did we pay", "booking.txt", "£1,780"),
    ("what's our booking reference", "booking.txt", "FW-7741"),
    ("how long is stage 2", "stages.csv", "15"),
    ("where does stage 4 finish", "stages.csv", "Patterdale"),
    ("where are we staying in Grasmere", "hotels.txt", "How Foot Lodge"),
    ("is breakfast included", "hotels.txt", "Every night includes breakfast"),
    ("how much is a packed lunch", "hotels.txt", "£9"),
    ("what should we do if the weather is bad on stage 2", "walking_notes.md", "valley route"),
    ("how much water should I carry", "walking_notes.md", "1.5 litres"),
    ("will I have phone signal", "walking_notes.md", "Phone signal is poor"),
    ("who do I call in an emergency", "emergency_card.txt", "999"),
    ("what time does the office line close", "emergency_card.txt", "8pm"),
    ("what time do the bags need to be ready", "host_email.txt", "8:30am"),
    ("can I bring my dog", "host_email.txt", "not suitable for dogs"),
    ("is there a luggage weight limit", None, ""),
    ("do we need travel insurance", None, ""),
    ("can we do the eastern half as well", None, ""),
]
