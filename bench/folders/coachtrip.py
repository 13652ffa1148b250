"""A coach holiday passenger's papers (the thirty-sixth session's last round, run once on its final
code, nothing changed after): the booking confirmation, the itinerary as CSV, the luggage and
seating rules, the excursions price list as CSV, the travel insurance summary and the tour
manager's letter. Its validation folder is a rail holiday passenger's: the booking, the train
times as CSV, the hotel notes, the tour's conditions, the optional extras and the tour leader's
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Heritage Coach Holidays: booking confirmation

Passengers: Mr and Mrs Wilson
Tour: Scottish Highlands and Islands, 7 days
Departs: Saturday 14 June 2027
Seats: 9A and 9B
Joining point: Leeds coach station, bay 12
Balance of £1,240 due by 14 April 2027.
""",
    "itinerary.csv": """\
day,depart,from,to,overnight
1,07:30,Leeds,Pitlochry,Atholl Palace Hotel
2,09:00,Pitlochry,Fort William,Croit Anna Hotel
3,08:15,Fort William,Isle of Skye,Skye Inn
4,10:00,Isle of Skye,Inverness,Glen Mhor Hotel
""",
    "luggage_and_seats.md": """\
# Luggage and seating

- One suitcase of up to 20 kg each, plus one small bag for the coach
- Seats rotate each day so everyone gets a turn at the front
- No eating hot food on the coach; cold drinks are fine
- Comfort stops are about every 2 hours
""",
    "excursions.csv": """\
excursion,day,price
Distillery tour,Day 1,£18
Jacobite steam train,Day 2,£52
Boat trip to see seals,Day 3,£25
""",
    "insurance_summary.txt": """\
Travel insurance summary

Cancellation cover up to £3,000 per person. Medical expenses up to £5 million. The excess is £75 per claim. Pre-existing conditions must be declared before you travel, or claims linked to them may be refused.
""",
    "tour_manager_letter.txt": """\
Dear passengers,

I'm Fiona, your tour manager. The ferry to Skye is included in your tour price. Please bring a warm coat and waterproofs; the weather on the islands changes quickly. Tips for the driver are not expected but are always welcome.

Fiona Reid
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we leave", "booking.txt", "Saturday 14 June 2027"),
    ("what seats have we got", "booking.txt", "9A and 9B"),
    ("where do we get on the coach", "booking.txt", "Leeds coach station, bay 12"),
    ("when do I have to pay the balance", "booking.txt", "14 April 2027"),
    ("which hotel are we in on day 2", "itinerary.csv", "Croit Anna Hotel"),
    ("what time do we leave Fort William", "itinerary.csv", "08:15"),
    ("how heavy can my suitcase be", "luggage_and_seats.md", "20 kg"),
    ("can we eat on the coach", "luggage_and_seats.md", "No eating hot food"),
    ("how often does the coach stop", "luggage_and_seats.md", "every 2 hours"),
    ("how much is the steam train", "excursions.csv", "£52"),
    ("when is the boat trip", "excursions.csv", "Day 3"),
    ("what is the insurance excess", "insurance_summary.txt", "£75"),
    ("do I need to tell them about my heart condition", "insurance_summary.txt", "must be declared"),
    ("do we have to pay for the ferry", "tour_manager_letter.txt", "included"),
    ("should we tip the driver", "tour_manager_letter.txt", "not expected"),
    ("is there a toilet on the coach", None, ""),
    ("can we bring our dog", None, ""),
    ("is wifi available on the coach", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Great Rail Journeys: your booking

Travellers: Ms Helen Ward and Ms Judith Ward
Holiday: Swiss Alps by rail, 8 days
Start date: Monday 8 September 2027
Meeting point: St Pancras International, under the clock, at 07:45
Room: twin, lake view
""",
    "trains.csv": """\
day,train,departs,arrives
1,Eurostar to Paris,08:31,11:47
1,TGV Lyria to Basel,14:22,17:26
3,Glacier Express,08:52,16:45
5,Bernina Express,09:41,14:05
""",
    "hotel_notes.md": """\
# Hotel notes

- Breakfast and dinner are included every night except the free evening on day 4
- Check-in from 3pm; rooms must be left by 10am
- The hotel has a small spa; the pool is open 7am to 8pm
""",
    "conditions.txt": """\
Booking conditions

If you cancel more than 60 days before departure you lose your deposit of £300. Between 59 and 29 days, 50% of the holiday price is charged; after that, the full price. Passports must be valid for at least 3 months after the return date.
""",
    "extras.csv": """\
extra,price
Jungfraujoch excursion,CHF 210
Lake Lucerne cruise,CHF 45
First class upgrade on the Glacier Express,£95
""",
    "leader_email.txt": """\
Hello both,

I'm Marco and I'll lead your group. Pack light: you carry your own bags on and off the trains. Swiss francs are handy for coffee and the toilets at some stations. See you under the clock!

Marco
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does the holiday start", "booking.txt", "Monday 8 September 2027"),
    ("where do we meet", "booking.txt", "under the clock"),
    ("what time should we be at St Pancras", "booking.txt", "07:45"),
    ("what time does the Glacier Express leave", "trains.csv", "08:52"),
    ("when do we get to Basel", "trains.csv", "17:26"),
    ("is dinner included", "hotel_notes.md", "Breakfast and dinner are included"),
    ("what time do we have to leave the room", "hotel_notes.md", "10am"),
    ("when is the pool open", "hotel_notes.md", "7am to 8pm"),
    ("what happens if we cancel 45 days before", "conditions.txt", "50%"),
    ("how long does my passport need to be valid", "conditions.txt", "3 months"),
    ("how much is the Jungfraujoch trip", "extras.csv", "CHF 210"),
    ("how much is first class on the Glacier Express", "extras.csv", "£95"),
    ("who is our tour leader", "leader_email.txt", "Marco"),
    ("do we need Swiss francs", "leader_email.txt", "handy"),
    ("can we bring a wheelchair", None, ""),
    ("is travel insurance included", None, ""),
    ("are there single rooms", None, ""),
]
