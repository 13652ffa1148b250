"""A campervan hirer's papers (the thirty-eighth session): the hire agreement, the handover
checklist, the campsite bookings as CSV, the ferry ticket, the van's quick guide and the hire
company's email. Its validation folder is a rail holiday's: the rail pass confirmation, the seat
reservations as CSV, the hotel vouchers, the luggage rules, the itinerary and the tour operator's
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "hire_agreement.txt": """\
Highland Vans: hire agreement

Hirer: Rosa Delgado
Vehicle: VW California Ocean, reg SV23 KLM
Collection: Saturday 5 June 2027 from 2pm, Inverness depot
Return: Saturday 19 June 2027 by 10am
Hire charge: £2,240 (14 nights)
Security deposit: £1,000, held on your card and released within 10 days of return
Mileage: unlimited
Drivers must be aged 25 to 75 and have held a full licence for at least 3 years.
""",
    "handover_checklist.md": """\
# Handover checklist

- Fuel: full on collection, return it full or pay £2.20 a litre
- Gas bottle: full; spares cost £35
- Grey water tank: empty it before return, or a £50 cleaning charge applies
- No smoking and no pets in the van
- Dents and scratches are marked on the damage diagram; check it with us before you leave
""",
    "campsite_bookings.csv": """\
nights,campsite,pitch,price
5-7 June,Glen Nevis Caravan Park,E14 (electric),£96
7-10 June,Sands Caravan Park Gairloch,Sea view 22,£138
10-13 June,Broadford Bay (Skye),Hardstanding 9,£117
13-19 June,Loch Ness Shores,Lochside 3,£258
""",
    "ferry_ticket.txt": """\
CalMac booking: Mallaig to Armadale

Date: Thursday 10 June 2027, sailing at 11:40
Vehicle: campervan under 6m, 1 driver, 1 passenger
Fare: £47.30
Check in at least 30 minutes before the sailing or your space may be given away.
""",
    "van_guide.md": """\
# Your van: quick guide

The pop-up roof opens with the switch above the rear-view mirror; close it before driving. The
leisure battery charges when the engine runs or when you are on hook-up. The fridge runs on the
leisure battery; switch it to gas if you are off grid for more than a day. The heater must be
off while you drive.
""",
    "company_email.txt": """\
Hi Rosa, all set for the 5th! Bedding and towels are included, and we've added the bike rack
you asked for (£60, paid). If you break down, call our 24-hour line on 01463 220 771 rather than
a garage. The single-track roads on Skye are narrow: use the passing places. Callum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we pick up the van", "hire_agreement.txt", "Saturday 5 June 2027 from 2pm"),
    ("what time do we have to bring it back", "hire_agreement.txt", "by 10am"),
    ("how much is the deposit", "hire_agreement.txt", "£1,000"),
    ("when do we get the deposit back", "hire_agreement.txt", "within 10 days of return"),
    ("is there a mileage limit", "hire_agreement.txt", "unlimited"),
    ("what's the reg", "hire_agreement.txt", "SV23 KLM"),
    ("what if we bring it back without filling up", "handover_checklist.md", "£2.20 a litre"),
    ("how much is a spare gas bottle", "handover_checklist.md", "£35"),
    ("can we take the dog", "handover_checklist.md", "no pets"),
    ("which pitch are we on at Gairloch", "campsite_bookings.csv", "Sea view 22"),
    ("how much is Loch Ness Shores", "campsite_bookings.csv", "£258"),
    ("what time is the ferry", "ferry_ticket.txt", "11:40"),
    ("how early do we need to be at the ferry", "ferry_ticket.txt", "30 minutes before"),
    ("how do I open the roof", "van_guide.md", "switch above the rear-view mirror"),
    ("can the heater be on while we drive", "van_guide.md", "The heater must be"),
    ("do we need to bring bedding", "company_email.txt", "Bedding and towels are included"),
    ("who do we call if we break down", "company_email.txt", "01463 220 771"),
    ("is there a toilet in the van", None, ""),
    ("can we wild camp", None, ""),
    ("is there a charge for a second driver", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "rail_pass.txt": """\
Interrail Global Pass: confirmation

Traveller: Tom Hartley
Pass: 7 travel days within 1 month, 2nd class
Valid: 1 July 2027 to 31 July 2027
Price: €335
Activate the pass in the Rail Planner app before your first journey; each travel day must be
added before you board.
""",
    "seat_reservations.csv": """\
date,train,from,to,departs,coach,seat,fee
2027-07-02,TGV 9241,Paris Gare de Lyon,Milan,07:41,14,52,€35
2027-07-06,Frecciarossa 9543,Milan,Rome,10:10,7,9A,€13
2027-07-10,EC 35,Rome,Vienna,19:25 (sleeper),264,4 (couchette),€44
""",
    "hotel_vouchers.md": """\
# Hotels

| city | hotel | nights | breakfast |
|---|---|---|---|
| Paris | Hôtel du Nord | 1 July | no |
| Milan | Hotel Berna | 2-5 July | yes |
| Rome | Albergo Cesàri | 6-9 July | yes |
""",
    "luggage_rules.txt": """\
Luggage

There is no weight limit on most European trains, but you must be able to lift your bags onto
the rack yourself. On Eurostar and TGV services you may take two large bags and one small bag.
Label every bag with your name.
""",
    "itinerary.txt": """\
Your trip

You start in Paris on 1 July and finish in Vienna on 11 July, flying home from Vienna at 16:05.
Rome to Vienna is an overnight train; showers are available at Vienna Hauptbahnhof for €4.
""",
    "operator_email.txt": """\
Dear Tom, your documents are attached. In Italy, remember to validate paper tickets in the
green machines on the platform before boarding; e-tickets don't need it. Our emergency line
while you travel is +44 20 7946 0321. Safe travels! Rail Rovers
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many travel days do I have", "rail_pass.txt", "7 travel days"),
    ("when does my pass run out", "rail_pass.txt", "31 July 2027"),
    ("how do I activate the pass", "rail_pass.txt", "Rail Planner app"),
    ("what seat am I in on the train to Rome", "seat_reservations.csv", "9A"),
    ("what time does the Paris train leave", "seat_reservations.csv", "07:41"),
    ("how much was the sleeper reservation", "seat_reservations.csv", "€44"),
    ("which hotel are we in in Milan", "hotel_vouchers.md", "Hotel Berna"),
    ("is breakfast included in Paris", "hotel_vouchers.md", "no"),
    ("is there a weight limit for bags", "luggage_rules.txt", "no weight limit"),
    ("how many bags can I take on the TGV", "luggage_rules.txt", "two large bags and one small bag"),
    ("what time is the flight home", "itinerary.txt", "16:05"),
    ("can I have a shower in Vienna", "itinerary.txt", "showers are available"),
    ("do I need to validate my e-ticket", "operator_email.txt", "e-tickets don't need it"),
    ("what's the emergency number", "operator_email.txt", "+44 20 7946 0321"),
    ("is travel insurance included", None, ""),
    ("can I take my bike on the train", None, ""),
    ("do I need a visa", None, ""),
]
