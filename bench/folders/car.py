"""A car owner's papers (the nineteenth session, after the money changes): an insurance schedule,
an MOT certificate, a service history CSV, a residents' parking permit and a breakdown cover
summary; fit, its questions and expected text written before the tool was run on it, its
failures read and mended."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "car_insurance_schedule.txt": """\
Larkspur Motor Insurance — policy schedule
Policy number: LMI-4471902   Policyholder: Sam Whitfield

Vehicle: 2019 Ford Focus 1.0 EcoBoost, registration LS19 WKD
Period of cover: 14 February 2026 to 13 February 2027
Cover: comprehensive
Annual premium: £612.40, paid in 12 monthly instalments of £51.03

Drivers: Sam Whitfield (policyholder) and Jo Whitfield (named driver). Nobody else may drive the car.
Use: social, domestic and pleasure, and commuting to a permanent place of work. Business use is not covered.

Excess: £250 compulsory plus £100 voluntary, £350 in total for each claim. For a windscreen repair the excess is £10; for a replacement, £75.
No claims discount: 5 years, protected. Two claims in three years are allowed without losing it.
A courtesy car is provided while yours is repaired by one of our approved garages.
Driving in Europe: the same cover for up to 90 days in any one trip.
To make a claim, call 0345 602 1178, open 24 hours.
""",
    "mot_certificate.txt": """\
MOT test certificate
Vehicle registration: LS19 WKD   Make and model: Ford Focus

Date of test: 2 March 2026
Expiry date: 1 March 2027
Odometer reading: 48,215 miles
Result: pass

Advisories (monitor and repair if necessary):
Nearside front tyre worn close to the legal limit.
Front brake pads wearing thin.
""",
    "service_history.csv": """\
date,mileage,work,garage,cost_gbp
2023-04-11,21480,full service,Ringway Motors,189.00
2024-04-02,30960,interim service and new wiper blades,Ringway Motors,132.50
2025-03-28,39870,full service and brake fluid change,QuickFit Ealing,226.00
2026-02-27,47990,full service and new battery,Ringway Motors,318.75
""",
    "parking_permit.md": """\
# Residents' parking permit — Zone F

**Permit holder:** Sam Whitfield, 12 Orchard Road
**Vehicle:** LS19 WKD
**Valid:** 1 April 2026 to 31 March 2027

## Where and when
Zone F is controlled Monday to Saturday, 8:30am to 6:30pm. Outside those hours anyone may park.
Your permit lets you park in any Zone F residents' bay. It does not cover pay-and-display bays or other zones.

## Visitors
Visitor permits cost £2.50 a day, up to 60 days a year, bought online.

## Changes
If you change your car, update your permit online before you park the new car in the zone; there is no charge.
Renewal opens 4 weeks before your permit ends. A permit for a second car costs £180 a year.
""",
    "breakdown_cover.md": """\
# Roadside Plus breakdown cover — your summary

Member number: RP-88201-S. Cover runs from 14 February 2026 to 13 February 2027.

Roadside assistance anywhere in the UK, 24 hours a day. If we cannot fix your car at the roadside, we tow it, you and up to 7 passengers to a garage within 10 miles.
Home Start is included: we come out if your car will not start at home.
National Recovery is not included; you can add it for £45 a year.
The cover is for the member, in any car they drive, as driver or passenger.
Call us on 0800 048 3311. From abroad there is no cover.
Callouts are limited to 6 a year.
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
 ("what's my car insurance policy number", "car_insurance_schedule.txt", "LMI-4471902"),
 ("how much is my car insurance", "car_insurance_schedule.txt", "£612.40"),
 ("when does my car insurance run out", "car_insurance_schedule.txt", "13 February 2027"),
 ("can my brother drive my car", "car_insurance_schedule.txt", "Nobody else may drive"),
 ("am I covered for business use", "car_insurance_schedule.txt", "Business use is not covered"),
 ("what's the excess", "car_insurance_schedule.txt", "£350"),
 ("how much is the excess for a new windscreen", "car_insurance_schedule.txt", "£75"),
 ("will I get a courtesy car", "car_insurance_schedule.txt", "courtesy car"),
 ("can I drive my car in France", "car_insurance_schedule.txt", "90 days"),
 ("how do I make a claim", "car_insurance_schedule.txt", "0345 602 1178"),
 ("how many years no claims do I have", "car_insurance_schedule.txt", "5 years"),
 ("when is my MOT due", "mot_certificate.txt", "1 March 2027"),
 ("did the car pass its MOT", "mot_certificate.txt", "pass"),
 ("what were the MOT advisories", "mot_certificate.txt", "tyre"),
 ("what was the mileage at the MOT", "mot_certificate.txt", "48,215"),
 ("when was the car last serviced", "service_history.csv", "2026-02-27"),
 ("how much did the last service cost", "service_history.csv", "318.75"),
 ("when was the battery replaced", "service_history.csv", "2026-02-27"),
 ("which garage did the 2025 service", "service_history.csv", "QuickFit Ealing"),
 ("what zone is my parking permit for", "parking_permit.md", "Zone F"),
 ("when can I park without a permit", "parking_permit.md", "Outside those hours"),
 ("how much is a visitor permit", "parking_permit.md", "£2.50"),
 ("can I park in pay and display bays with my permit", "parking_permit.md", "does not cover pay-and-display"),
 ("what do I do if I get a new car", "parking_permit.md", "update your permit online"),
 ("when can I renew my parking permit", "parking_permit.md", "4 weeks before"),
 ("how much is a permit for a second car", "parking_permit.md", "£180"),
 ("what number do I call if I break down", "breakdown_cover.md", "0800 048 3311"),
 ("will they tow my car", "breakdown_cover.md", "tow"),
 ("are they coming out if my car won't start at home", "breakdown_cover.md", "Home Start"),
 ("do I have national recovery", "breakdown_cover.md", "National Recovery is not included"),
 ("am I covered in my friend's car", "breakdown_cover.md", "any car they drive"),
 ("how many callouts do I get", "breakdown_cover.md", "6 a year"),
 ("is my car covered for breakdowns in Spain", "breakdown_cover.md", "From abroad there is no cover"),
 ("how much is road tax", None, ""),
 ("when is the next service due", None, ""),
 ("what's the tyre pressure for my car", None, ""),
 ("is there a congestion charge", None, ""),
 ("what's my fuel card pin", None, ""),
 ("how much does a parking fine cost", None, ""),
]


# Another driver's papers (a lease agreement, a van insurance certificate, a tyre warranty, a
# car park's season ticket, an EV charging tariff and a fuel log CSV), written after the
# nineteenth session's car changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "lease_agreement.txt": """\
Northway Vehicle Leasing — personal contract hire agreement
Agreement reference: NVL-30915   Customer: Priya Nair

Vehicle: Kia Niro EV 4, registration PN24 HXA
Term: 36 months from 1 June 2024. Initial rental: £1,797.30, then 35 monthly rentals of £299.55.
Annual mileage allowance: 8,000 miles. Each extra mile is charged at 9p at the end of the agreement.
Servicing and maintenance are not included; you must keep the car serviced at the manufacturer's intervals.
You may end the agreement early by paying 50% of the remaining rentals.
At the end of the term the car is collected from your home; any damage beyond fair wear and tear is charged.
""",
    "van_insurance_certificate.md": """\
# Certificate of motor insurance — commercial vehicle

**Policyholder:** Nair Garden Services Ltd
**Vehicle:** Ford Transit Custom, registration NX21 GDS
**Period:** 1 September 2026 to 31 August 2027

## Who may drive
Any employee of the policyholder aged 25 or over with a full UK licence held for at least 2 years.

## Limitations as to use
Use for the policyholder's business of gardening and landscaping, including carrying tools and plants. Not covered: carriage of goods for hire or reward, or use as a courier.
Tools left in the van overnight are covered up to £1,000 if the van is locked and the tools are out of sight.
""",
    "tyre_warranty.txt": """\
TreadSafe tyre warranty
Tyres: 4 x Michelin CrossClimate 2, fitted 15 May 2026 at 31,400 miles.

If a tyre is damaged by a puncture or a kerb and cannot be repaired, we replace it free within the first 2 mm of wear; after that we pay a share of the cost in line with the tread left.
The warranty lasts 2 years from fitting. It does not cover damage from racing, off-road use or wrong tyre pressures.
To claim, take the car and this certificate to any TreadSafe centre.
""",
    "season_ticket.md": """\
# Station Road car park — annual season ticket

Ticket number 4412, valid 1 January 2026 to 31 December 2026. Price paid: £1,150.
The ticket lets you park in any space on levels 2 to 4, at any time. Level 1 is for short-stay customers only.
If you lose your permit card, a replacement costs £15. Refunds are given pro rata for whole unused months, minus a £25 fee.
The car park closes from midnight to 5am on Sundays for cleaning.
""",
    "ev_charging_tariff.md": """\
# PlugGo home and public charging

At home on the night tariff (00:30 to 05:30) electricity costs 7p per kWh; at other times 27p.
On the PlugGo public network, rapid chargers cost 69p per kWh and fast chargers 52p. Membership at £7.99 a month reduces rapid charging to 49p.
An idle fee of 10p a minute applies if your car stays plugged in more than 15 minutes after charging ends.
""",
    "fuel_log.csv": """\
date,station,litres,price_per_litre,total_gbp,odometer
2026-09-02,Shell Wandsworth,48.2,1.459,70.32,52110
2026-09-16,Tesco Clapham,51.7,1.399,72.33,52640
2026-10-01,BP Battersea,45.0,1.489,67.01,53085
""",
}


VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how much is my monthly lease payment", "lease_agreement.txt", "£299.55"),
 ("how many miles am I allowed a year", "lease_agreement.txt", "8,000 miles"),
 ("what happens if I go over my miles", "lease_agreement.txt", "9p"),
 ("is servicing included in the lease", "lease_agreement.txt", "not included"),
 ("can I end the lease early", "lease_agreement.txt", "50%"),
 ("how long is the lease", "lease_agreement.txt", "36 months"),
 ("who can drive the van", "van_insurance_certificate.md", "aged 25 or over"),
 ("can I use the van for courier work", "van_insurance_certificate.md", "courier"),
 ("are my tools covered in the van overnight", "van_insurance_certificate.md", "£1,000"),
 ("when does the van insurance end", "van_insurance_certificate.md", "31 August 2027"),
 ("what if I get a puncture", "tyre_warranty.txt", "replace it free"),
 ("how long is the tyre warranty", "tyre_warranty.txt", "2 years"),
 ("how do I claim on the tyre warranty", "tyre_warranty.txt", "TreadSafe centre"),
 ("when were the tyres fitted", "tyre_warranty.txt", "15 May 2026"),
 ("which levels can I park on", "season_ticket.md", "levels 2 to 4"),
 ("how much does a new permit card cost", "season_ticket.md", "£15"),
 ("can I get a refund on my season ticket", "season_ticket.md", "pro rata"),
 ("when is the car park closed", "season_ticket.md", "Sundays"),
 ("how much does charging at home cost at night", "ev_charging_tariff.md", "7p"),
 ("how much is rapid charging", "ev_charging_tariff.md", "69p"),
 ("is there a fee for leaving my car plugged in", "ev_charging_tariff.md", "10p a minute"),
 ("how much did I spend on fuel at Tesco", "fuel_log.csv", "72.33"),
 ("when did I last fill up", "fuel_log.csv", "2026-10-01"),
 ("how much is the lease deposit", None, ""),
 ("what's the van's MOT date", None, ""),
 ("how much is a parking ticket at the station for a day", None, ""),
 ("does the tyre warranty cover the spare wheel", None, ""),
 ("how much is the PlugGo app subscription in euros", None, ""),
]
