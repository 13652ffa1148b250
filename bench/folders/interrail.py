"""An Interrail traveller's papers (the forty-first session): the pass confirmation, the itinerary
as a table, the seat reservations as CSV, the pass rules, the hostel booking and a friend's
message. Its validation folder is a coach tour of Scotland's: the booking, the daily plan as CSV,
the luggage rules, the hotel list, the optional excursions and the tour manager's letter, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pass_confirmation.txt": """\
Your Interrail Global Pass

Traveller: Ellie Morgan. Pass number IR-7734-5521.
7 travel days within 1 month, second class, youth (under 28). Price paid: €335.
First travel day: 1 July. The pass must be activated in the Rail Planner app before your first
train.
""",
    "itinerary.md": """\
# Itinerary

| date | from | to | train |
|---|---|---|---|
| 1 July | London | Paris | Eurostar 9014, 08:01 |
| 3 July | Paris | Munich | TGV 9577, 07:55 |
| 6 July | Munich | Vienna | Railjet 63, 09:28 |
| 9 July | Vienna | Budapest | Railjet 41, 10:42 |
""",
    "seat_reservations.csv": """\
train,coach,seat,cost
Eurostar 9014,7,54,€30
TGV 9577,12,81,€25
""",
    "pass_rules.txt": """\
Pass rules

Fill in each journey in the app before you board. A travel day runs from midnight to midnight, so
two trains on one day use one travel day. Night trains that leave after 7pm count as the next day's
travel. Some high-speed trains need a reservation; regional trains do not.
""",
    "hostel_booking.txt": """\
Wombat's City Hostel Munich: booking confirmed
Check-in from 3pm on 3 July, 3 nights, bed in a 6-bed mixed dorm. €28 a night, pay at the hostel.
Lockers are free; bring your own padlock.
""",
    "friend_message.txt": """\
Jess: I land in Vienna on the 7th, meet you at the hostel? Also my mum says the Budapest train gets
really full so reserve a seat if you can!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my pass number", "pass_confirmation.txt", "IR-7734-5521"),
    ("how many travel days do I have", "pass_confirmation.txt", "7 travel days"),
    ("how much did the pass cost", "pass_confirmation.txt", "€335"),
    ("what do I need to do before my first train", "pass_confirmation.txt", "activated in the Rail Planner app"),
    ("what train do I get to Munich", "itinerary.md", "TGV 9577"),
    ("when do I go to Vienna", "itinerary.md", "6 July"),
    ("what time is the Budapest train", "itinerary.md", "10:42"),
    ("what's my seat on the Eurostar", "seat_reservations.csv", "54"),
    ("how much was the TGV reservation", "seat_reservations.csv", "€25"),
    ("does a night train use two days", "pass_rules.txt", "count as the next day's"),
    ("do I need a reservation for regional trains", "pass_rules.txt", "regional trains do not"),
    ("what time can I check in at the hostel", "hostel_booking.txt", "from 3pm"),
    ("how much is the hostel", "hostel_booking.txt", "€28 a night"),
    ("do I need a padlock", "hostel_booking.txt", "bring your own padlock"),
    ("when does Jess get to Vienna", "friend_message.txt", "the 7th"),
    ("is there breakfast at the hostel", None, ""),
    ("can I use the pass on buses", None, ""),
    ("what's the weather like in Vienna", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Highland Explorer: 6-day coach tour, departing Edinburgh on Monday 18 May

Booking reference HE-20931 for Mr and Mrs Bell. £1,245 per person, half board, twin room.
The coach leaves from Waverley Bridge at 8.30am; please be there 15 minutes early.
""",
    "daily_plan.csv": """\
day,route,overnight
1,Edinburgh to Pitlochry,Pitlochry
2,Pitlochry to Inverness via Loch Ness,Inverness
3,Isle of Skye,Inverness
4,Inverness to Fort William,Fort William
""",
    "luggage_rules.txt": """\
One suitcase of up to 20 kg each, plus a small bag for the coach. The driver loads the cases; please
label yours with the tag we sent.
""",
    "hotel_list.txt": """\
Hotels: Atholl Palace, Pitlochry; Royal Highland Hotel, Inverness; Alexandra Hotel, Fort William.
""",
    "excursions.txt": """\
Optional excursions: Loch Ness cruise £18, whisky distillery tour £22, Jacobite steam train £49. Book
and pay the tour manager on the coach.
""",
    "manager_letter.txt": """\
Dear guests, I'm Fiona, your tour manager. Tips for the driver are at your discretion. Bring a
waterproof: Skye is famous for its rain!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our booking reference", "booking.txt", "HE-20931"),
    ("where does the coach leave from", "booking.txt", "Waverley Bridge"),
    ("what time should we be there", "booking.txt", "15 minutes early"),
    ("where do we stay on day 2", "daily_plan.csv", "Inverness"),
    ("how heavy can my suitcase be", "luggage_rules.txt", "20 kg"),
    ("which hotel is in Fort William", "hotel_list.txt", "Alexandra Hotel"),
    ("how much is the steam train", "excursions.txt", "£49"),
    ("how do I book an excursion", "excursions.txt", "pay the tour manager"),
    ("who is our tour manager", "manager_letter.txt", "Fiona"),
    ("do we have to tip the driver", "manager_letter.txt", "at your discretion"),
    ("how much did the tour cost", "booking.txt", "£1,245"),
    ("is there wifi on the coach", None, ""),
    ("can we bring our dog", None, ""),
    ("is there a toilet on the coach", None, ""),
]
