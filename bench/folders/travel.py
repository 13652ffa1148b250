"""A trip's papers (the eighteenth session): a flight booking, a hotel confirmation, a travel
insurance summary, a day-by-day itinerary, a car hire agreement and a ferry timetable; fit,
its questions and expected text written before the tool was run on it, its failures read and
mended."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "flight_booking.txt": """\
Booking confirmation — SkyBridge Airways
Booking reference: QX7P2L

Passengers: Ana Ruiz, Tom Ruiz

Outbound: SB 415, Manchester (MAN) to Lisbon (LIS), Saturday 11 July 2026, departs 07:35, arrives 10:20 local time. Terminal 2.
Return: SB 416, Lisbon (LIS) to Manchester (MAN), Saturday 25 July 2026, departs 11:10, arrives 13:55.

Baggage: each passenger may bring one cabin bag up to 10 kg and 55 x 40 x 20 cm. Checked bags are not included in this fare; add a 23 kg bag online for £35 per flight, or £60 at the airport.
Check-in opens online 30 hours before departure and closes 2 hours before departure. Bag drop closes 45 minutes before departure.
Changes can be made up to 24 hours before departure for a fee of £55 per passenger, plus any difference in fare. Tickets are non-refundable.
""",
    "hotel_confirmation.md": """\
# Hotel Miradouro, Lisbon — reservation confirmed

**Guest:** Ana Ruiz
**Stay:** 11 July 2026 to 18 July 2026 (7 nights)
**Room:** Superior double with balcony, city view

## Your stay

Check-in is from 15:00 and check-out is by 11:00. Early check-in depends on availability; luggage can be left at reception at any time on your arrival and departure days.
Breakfast is included and served from 7:30 to 10:30 in the rooftop restaurant.
Free Wi-Fi is available throughout the hotel. The password is on your key card holder.

## Payment and cancellation

The total price is €1,190, paid at the hotel. A city tourist tax of €4 per person per night is charged at check-out and is not included in the price.
You can cancel free of charge until 4 July 2026. Cancellations after that date are charged one night's stay.

## Getting here

The hotel is a 10-minute walk from Baixa-Chiado metro station. A taxi from the airport takes about 25 minutes and costs around €20.
""",
    "travel_insurance.txt": """\
Wanderwise Travel Insurance — Policy summary
Policy number: WW-558102
Cover: single trip, 10 July 2026 to 26 July 2026, Europe

What is covered
Emergency medical expenses: up to £10 million.
Cancellation: up to £3,000 per person if you have to cancel for a covered reason, such as illness or a death in the family.
Lost or stolen baggage: up to £1,500 per person, with a limit of £300 for any single item.
Delayed baggage: £100 if your bags arrive more than 12 hours late.
Missed departure: up to £500 if public transport fails and you miss your outbound flight.

What is not covered
Winter sports and scuba diving below 30 metres are not covered. Claims arising from alcohol or drug use are not covered. Pre-existing medical conditions are not covered unless you declared them and we accepted them in writing.

Excess
An excess of £75 per person applies to each claim, except delayed baggage.

In an emergency
Call our 24-hour assistance line on +44 20 3946 1180 before you go to hospital, where you can. Keep all receipts.
""",
    "itinerary.md": """\
# Portugal, July 2026

## Saturday 11 July — arrive in Lisbon
Land at 10:20, taxi to Hotel Miradouro. Afternoon walk in Alfama; dinner booked at Tasca do Chico at 20:00.

## Sunday 12 July — Belém
Morning at the Jerónimos Monastery (tickets booked for 10:00). Pastéis de Belém for lunch. Tram 15 back to the city.

## Tuesday 14 July — Sintra
Train from Rossio station at 9:11 (40 minutes). Pena Palace tickets for 11:30. Back to Lisbon by 18:00.

## Saturday 18 July — drive to the Algarve
Pick up the hire car at Lisbon airport at 10:00. About 3 hours to Lagos; the apartment's key is in a lockbox (code 4471).

## Wednesday 22 July — boat trip
Grotto boat trip from Lagos marina at 14:00, 90 minutes. Bring swimwear.

## Saturday 25 July — fly home
Return the car at Lisbon airport by 08:30 (fuel full). Flight at 11:10.
""",
    "car_hire.txt": """\
RodaCar — rental agreement summary

Driver: Tom Ruiz
Pick-up: Lisbon Airport, 18 July 2026, 10:00
Drop-off: Lisbon Airport, 25 July 2026, 08:30
Car group: C (Renault Clio or similar), manual, 5 seats

Included: unlimited mileage, third-party insurance, collision damage waiver with an excess of €1,200.
A security deposit of €300 is blocked on the driver's credit card at pick-up; debit cards are not accepted.
Fuel policy: full to full. If the car is returned with less fuel, a refuelling charge of €25 is added to the cost of the fuel.
An additional driver costs €8 per day. Drivers must be at least 21 years old and have held a licence for 2 years.
Toll roads: the car has an electronic toll device; tolls are charged to your card after the rental, plus €2 a day for the device.
""",
    "ferry_times.csv": """\
route,departs,arrives,days,adult_fare_eur
Lisbon Cais do Sodré - Cacilhas,07:00,07:10,daily,1.35
Lisbon Cais do Sodré - Seixal,07:30,07:50,weekdays,2.95
Lisbon Terreiro do Paço - Barreiro,06:45,07:05,daily,2.75
Lisbon Belém - Trafaria,07:40,07:55,daily,1.30
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
 ("what time is our flight to lisbon", "flight_booking.txt", "07:35"),
 ("what's the booking reference", "flight_booking.txt", "QX7P2L"),
 ("how heavy can my hand luggage be", "flight_booking.txt", "10 kg"),
 ("how much to add a suitcase", "flight_booking.txt", "£35"),
 ("when does check-in open", "flight_booking.txt", "30 hours"),
 ("can we get a refund on the flights", "flight_booking.txt", "non-refundable"),
 ("how much does it cost to change the flight", "flight_booking.txt", "£55"),
 ("which terminal do we fly from", "flight_booking.txt", "Terminal 2"),
 ("what time can we check in at the hotel", "hotel_confirmation.md", "15:00"),
 ("is breakfast included", "hotel_confirmation.md", "Breakfast is included"),
 ("how much is the tourist tax", "hotel_confirmation.md", "€4"),
 ("until when can I cancel the hotel for free", "hotel_confirmation.md", "4 July 2026"),
 ("how do I get from the airport to the hotel", "hotel_confirmation.md", "taxi"),
 ("what's the wifi password", "hotel_confirmation.md", "key card"),
 ("can we leave our bags at the hotel", "hotel_confirmation.md", "luggage can be left"),
 ("how much does the hotel cost", "hotel_confirmation.md", "1,190"),
 ("what's my policy number", "travel_insurance.txt", "WW-558102"),
 ("how much do I get if my suitcase is lost", "travel_insurance.txt", "1,500"),
 ("am I covered for scuba diving", "travel_insurance.txt", "scuba diving"),
 ("what's the excess", "travel_insurance.txt", "£75"),
 ("who do I call if I get sick abroad", "travel_insurance.txt", "+44 20 3946 1180"),
 ("what if my bags are late", "travel_insurance.txt", "£100"),
 ("is my asthma covered", "travel_insurance.txt", "Pre-existing medical conditions"),
 ("what are we doing on sunday", "itinerary.md", "Belém"),
 ("what time is the train to Sintra", "itinerary.md", "9:11"),
 ("where are we having dinner on the first night", "itinerary.md", "Tasca do Chico"),
 ("what's the lockbox code", "itinerary.md", "4471"),
 ("when is the boat trip", "itinerary.md", "14:00"),
 ("how long is the drive to Lagos", "itinerary.md", "3 hours"),
 ("how much is the deposit for the car", "car_hire.txt", "€300"),
 ("can I pay the car deposit with a debit card", "car_hire.txt", "debit cards are not accepted"),
 ("how much for a second driver", "car_hire.txt", "€8"),
 ("what happens if I bring the car back with less fuel", "car_hire.txt", "€25"),
 ("how old do you have to be to drive the hire car", "car_hire.txt", "21"),
 ("how do tolls work", "car_hire.txt", "electronic toll device"),
 ("what time does the first ferry to Cacilhas leave", "ferry_times.csv", "07:00"),
 ("how much is the ferry to Barreiro", "ferry_times.csv", "2.75"),
 ("does the Seixal ferry run at weekends", "ferry_times.csv", "weekdays"),
 ("is there a pool at the hotel", None, ""),
 ("what's the weather like in Lisbon in July", None, ""),
 ("how much is parking at the apartment", None, ""),
 ("does the insurance cover my phone screen", None, ""),
 ("what time does the Pena Palace close", None, ""),
 ("do we need a visa for Portugal", None, ""),
]


# Another trip's papers (a rail pass, a campsite booking, a museum's visitor page, a walking
# tour voucher, a packing list and a bus timetable), written after the eighteenth session's
# travel changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "rail_pass.txt": """\
EuroRail Flexi Pass — how your pass works

Your pass gives 7 travel days within 1 month, valid from 3 August 2026 to 2 September 2026, in 2nd class.
A travel day runs from midnight to midnight. A journey that starts after 19:00 and ends after midnight counts only as the next day.
Seat reservations are required on high-speed and night trains and cost between €10 and €35; regional trains need no reservation.
Activate your pass in the app before your first journey, and add each trip to it before you board.
If you lose your phone, the pass can be moved to a new device once, free of charge, through customer service.
The pass is personal and cannot be transferred. Refunds are possible only before activation, minus a 15% fee.
""",
    "campsite_booking.md": """\
# Camping Lac Bleu — booking 20931

Pitch 44, lakeside, with electricity (10 A). Arrival 8 August 2026, departure 12 August 2026: 4 nights, 2 adults, 1 car, 1 tent.

## Arrival
Reception is open from 8:00 to 20:00. If you arrive later, collect your envelope from the box by the barrier; the barrier code is on the envelope.
Check-out by 11:00.

## Prices
Pitch: €32 a night. Tourist tax: €0.80 per adult per night. A second car costs €4 a night and must park in the overflow car park.
The balance of €86.40 is paid on arrival; the deposit of €50 was paid when you booked.

## Rules
Quiet time is from 22:30 to 7:30. Dogs are welcome on a lead (€3 a night). Barbecues are allowed on gas only; no open fires.
The pool is open from 9:00 to 19:00 in July and August; swimming shorts are not allowed, only tight swimwear.
""",
    "museum_visit.md": """\
# Musée des Beaux-Arts — planning your visit

Open Tuesday to Sunday, 10:00 to 18:00; late opening on Thursdays until 21:00. Closed on Mondays and on 1 May.
Tickets: €12 for adults, €8 for students with a card, free for under-18s. Entry is free for everyone on the first Sunday of each month.
Large bags and umbrellas must be left in the free cloakroom. Photography without flash is allowed in the permanent collection.
The audio guide costs €4 and is available in six languages. Guided tours in English start at 14:00 on Saturdays.
The café on the ground floor serves lunch from 12:00 to 15:00.
""",
    "walking_tour_voucher.txt": """\
Voucher: Old Town Walking Tour, for 2 people
Date: 5 August 2026, 10:00. Duration: 2.5 hours.
Meeting point: in front of the cathedral's main door; the guide holds a green umbrella.
The tour goes ahead in rain. Wear comfortable shoes; the route includes about 200 steps.
Free cancellation up to 48 hours before the start; after that the voucher cannot be refunded.
""",
    "bus_times.csv": """\
line,from,to,first_bus,last_bus,every_minutes,single_fare_eur
B1,Station,Lake Bleu,07:10,21:40,30,2.20
B2,Station,Old Town,06:30,23:50,15,1.80
B5,Old Town,Airport,05:00,22:00,20,6.50
""",
}


VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how many days can I travel with the pass", "rail_pass.txt", "7 travel days"),
 ("do I need a seat reservation on regional trains", "rail_pass.txt", "regional trains need no reservation"),
 ("can I get a refund on my rail pass", "rail_pass.txt", "before activation"),
 ("what happens if I lose my phone", "rail_pass.txt", "moved to a new device"),
 ("can my sister use my pass", "rail_pass.txt", "cannot be transferred"),
 ("is the pass first class", "rail_pass.txt", "2nd class"),
 ("what time does reception close at the campsite", "campsite_booking.md", "20:00"),
 ("what if we arrive late at the campsite", "campsite_booking.md", "envelope"),
 ("how much is left to pay for the campsite", "campsite_booking.md", "86.40"),
 ("can we bring our dog camping", "campsite_booking.md", "Dogs are welcome"),
 ("are barbecues allowed", "campsite_booking.md", "gas only"),
 ("can I wear swim shorts in the pool", "campsite_booking.md", "swimming shorts are not allowed"),
 ("what is our pitch number", "campsite_booking.md", "44"),
 ("is the museum open on monday", "museum_visit.md", "Closed on Mondays"),
 ("how much is a student ticket", "museum_visit.md", "€8"),
 ("can I take photos in the museum", "museum_visit.md", "Photography without flash"),
 ("when is the museum free", "museum_visit.md", "first Sunday"),
 ("where do we meet for the walking tour", "walking_tour_voucher.txt", "cathedral"),
 ("how long is the walking tour", "walking_tour_voucher.txt", "2.5 hours"),
 ("what if it rains on the tour", "walking_tour_voucher.txt", "goes ahead in rain"),
 ("when is the last bus to the airport", "bus_times.csv", "22:00"),
 ("how much is the bus to the old town", "bus_times.csv", "1.80"),
 ("how often does the B1 run", "bus_times.csv", "30"),
 ("is there wifi at the campsite", None, ""),
 ("how much is parking at the museum", None, ""),
 ("can I bring my bike on the train", None, ""),
 ("what time does the cathedral open", None, ""),
 ("is there a supermarket near the campsite", None, ""),
]
