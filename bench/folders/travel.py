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


VALIDATION_DOCUMENTS: dict[str, str] = {}
VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = []
