"""A household's papers (the seventeenth session): fit and validation folders."""

from __future__ import annotations

# The seventeenth session's fit folder: a household's papers (a tenant handbook, an appliance
# manual, an insurance summary, a school newsletter, a CSV of energy bills).
DOCUMENTS: dict[str, str] = {
    "tenant_handbook.md": """\
# Maple Court Apartments — Resident Handbook

## Rent
Rent is due on the 1st of each month. Payments received after the 5th incur a late fee of $50.
Rent can be paid through the resident portal, by bank transfer, or by cheque dropped at the leasing office.

## Quiet hours
Quiet hours are from 10 pm to 7 am every night. Repeated noise complaints may lead to a written warning.

## Pets
Up to two cats or dogs are allowed per apartment. A one-time pet deposit of $300 is required, plus $25 per month in pet rent.
Dogs must be on a leash in all common areas. Aggressive breeds are not permitted.

## Laundry
The laundry room is in the basement of Building B and is open from 7 am to 11 pm. Machines take the Maple Court card, which can be topped up at the leasing office.

## Parking
Each apartment is assigned one covered parking space. A second space can be rented for $40 a month if one is available.
Guest parking is limited to 48 hours; vehicles left longer will be towed at the owner's expense.

## Maintenance requests
Submit non-urgent repairs through the resident portal; they are usually handled within three business days.
For emergencies such as flooding, a gas smell or no heat in winter, call the 24-hour maintenance line at 555-0142.

## Moving out
Give at least 60 days' written notice before moving out. The security deposit is returned within 21 days of the move-out inspection, minus any charges for damage beyond normal wear.
""",
    "dishwasher_manual.txt": """\
Aqualine DW-450 Dishwasher — Quick Guide

Programs
Eco 50°C: the most efficient program for normally soiled dishes. It takes 3 hours 35 minutes.
Intensive 70°C: for heavily soiled pots and pans. It takes 2 hours 10 minutes.
Quick 40°C: for lightly soiled dishes, in 30 minutes.
Glass 45°C: a gentle wash for glasses and delicate items.

Detergent and rinse aid
Use tablets or powder made for household dishwashers. Never use washing-up liquid: it causes foam that can leak from the door.
Refill the rinse aid when the rinse aid indicator lights up. The rinse aid dose is set to 4 at the factory and can be set from 1 to 6.

Cleaning the filter
Clean the filter once a month. Turn the cylindrical filter anticlockwise, lift it out and rinse it under running water.

Error codes
E1: the water supply is interrupted. Check that the tap is open and the inlet hose is not kinked.
E4: the overflow protection has tripped. Switch off the appliance, close the tap and call customer service.
E9: the door is not closed properly.

Warranty
The dishwasher is covered by a 2-year manufacturer's warranty. Register the product at aqualine.example/register to extend it to 5 years.
""",
    "home_insurance.txt": """\
HomeSure Contents Insurance — Policy Summary
Policy number HS-2291-77. Policy period: 1 March 2026 to 28 February 2027.

What is covered
Your belongings are covered up to $40,000 against fire, theft, water damage and storms.
Single items worth more than $2,000, such as jewellery or bicycles, must be listed on the schedule to be covered in full.
Accidental damage to televisions and laptops is included.

What is not covered
Wear and tear, damage by pets, and losses while the home is unoccupied for more than 60 consecutive days.
Flood damage from rising rivers is excluded; burst pipes are covered.

Excess
An excess of $250 applies to each claim. For theft claims without signs of forced entry the excess is $500.

Making a claim
Report a theft to the police within 24 hours and obtain a crime reference number.
Claims must be made within 30 days of the incident, online at homesure.example/claims or by phone on 0800 555 019.
The annual premium is $312, payable monthly at $26.
""",
    "school_newsletter.txt": """\
Riverside Primary School — Autumn Term Newsletter

Term dates
The autumn term runs from 3 September to 19 December. Half-term is 27 to 31 October; the school is closed that week.
INSET days, when the school is closed to pupils, are 2 September and 5 January.

School day
The gates open at 8:40 and lessons start at 8:50. The school day ends at 15:15 for all year groups.

Uniform
Uniform is a navy sweatshirt, white polo shirt and grey trousers or skirt. PE kit is needed on Tuesdays and Thursdays.

Lunches
School meals cost £2.60 a day and are paid through ParentPay. Packed lunches must not contain nuts, as several pupils have severe allergies.

After-school club
The after-school club runs until 18:00 and costs £12 per session. Book at least a week ahead through the school office.

Absence
If your child is ill, phone the school office before 9:30 on each day of absence.
Holidays in term time are not authorised except in exceptional circumstances.

Contacts
Head teacher: Mrs Anita Clarke. School office: 01632 960 441, office@riverside.example.
""",
    "energy_bills.csv": """\
month,electricity_kwh,electricity_cost,gas_kwh,gas_cost
January,412,118.40,1820,131.10
February,388,111.50,1650,119.60
March,350,100.80,1310,95.20
April,301,86.70,920,67.30
May,276,79.50,540,40.10
June,259,74.60,310,23.90
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
 ("when is rent due", "tenant_handbook.md", "1st"),
 ("what happens if i pay rent late", "tenant_handbook.md", "$50"),
 ("can I have a dog", "tenant_handbook.md", "two cats or dogs"),
 ("how much is the pet deposit", "tenant_handbook.md", "300"),
 ("what are the quiet hours", "tenant_handbook.md", "10 pm"),
 ("where is the laundry room", "tenant_handbook.md", "basement"),
 ("How long can a guest park here?", "tenant_handbook.md", "48 hours"),
 ("can i get a second parking space", "tenant_handbook.md", "$40"),
 ("my heating stopped working, who do I call", "tenant_handbook.md", "555-0142"),
 ("how much notice do I need to give before moving out", "tenant_handbook.md", "60 days"),
 ("when do I get my deposit back", "tenant_handbook.md", "21 days"),
 ("how long does the eco program take", "dishwasher_manual.txt", "3 hours 35 minutes"),
 ("which program should I use for pots and pans", "dishwasher_manual.txt", "Intensive"),
 ("what does error E1 mean", "dishwasher_manual.txt", "water supply"),
 ("the dishwasher shows E9", "dishwasher_manual.txt", "door"),
 ("can I use washing-up liquid in the dishwasher", "dishwasher_manual.txt", "Never"),
 ("how often should I clean the filter", "dishwasher_manual.txt", "once a month"),
 ("how long is the warranty on the dishwasher", "dishwasher_manual.txt", "2-year"),
 ("what's the quickest wash", "dishwasher_manual.txt", "30 minutes"),
 ("how much are my belongings covered for", "home_insurance.txt", "40,000"),
 ("is my bike covered", "home_insurance.txt", "2,000"),
 ("what's the excess on a claim", "home_insurance.txt", "250"),
 ("does the insurance cover damage from my dog", "home_insurance.txt", "pets"),
 ("are burst pipes covered", "home_insurance.txt", "burst pipes are covered"),
 ("when does my policy end", "home_insurance.txt", "28 February 2027"),
 ("how long do i have to make a claim", "home_insurance.txt", "30 days"),
 ("what's my policy number", "home_insurance.txt", "HS-2291-77"),
 ("how much do I pay for the insurance each month", "home_insurance.txt", "$26"),
 ("when does half term start", "school_newsletter.txt", "27"),
 ("what time does school finish", "school_newsletter.txt", "15:15"),
 ("which days do the kids need PE kit", "school_newsletter.txt", "Tuesdays"),
 ("how much are school dinners", "school_newsletter.txt", "2.60"),
 ("can my kid bring peanut butter sandwiches", "school_newsletter.txt", "nuts"),
 ("what time does the after school club finish", "school_newsletter.txt", "18:00"),
 ("who is the head teacher", "school_newsletter.txt", "Anita Clarke"),
 ("my son is sick, what should i do", "school_newsletter.txt", "9:30"),
 ("how much gas did we use in March", "energy_bills.csv", "1310"),
 ("what was the electricity bill in January", "energy_bills.csv", "118.40"),
 ("which month had the lowest gas cost", "energy_bills.csv", "June"),
 ("is there a gym in the building", None, ""),
 ("can I sublet my apartment", None, ""),
 ("does the dishwasher have wifi", None, ""),
 ("is earthquake damage covered", None, ""),
 ("when is the school play", None, ""),
 ("what is the wifi password", None, ""),
]


# Another household's papers (a holiday cottage's guide, gym terms, a car manual, a nursery's
# handbook, water meter readings), written after the seventeenth session's changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "cottage_guide.md": """\
# Welcome to Heron Cottage

## Arrival and departure
Check-in is from 4 pm and check-out is by 10 am. The key safe is to the left of the front door; the code is sent by text on the morning of arrival.

## Heating and hot water
The boiler is in the utility room. Heating comes on automatically at 6 am and 5 pm; use the thermostat in the hall to change the temperature.
If there is no hot water, press the reset button on the boiler and wait ten minutes.

## Wood burner
Only use the logs provided in the store by the back door. Never leave the wood burner unattended, and close the doors before going to bed.

## Rubbish and recycling
General waste goes in the black bin and recycling in the blue bin. Bins are collected on Wednesday mornings.

## Internet
The Wi-Fi network is HeronGuest and the password is on the card by the router.

## Emergencies
The nearest hospital with an emergency department is Westbury General, 14 miles away. For problems with the cottage, call the owner, Sam Hollis, on 07700 900 321.
""",
    "gym_membership.txt": """\
Peak Fitness — Membership Terms

Membership fees are taken by direct debit on the 1st of each month. The standard membership costs £39 a month; off-peak membership, valid before 4 pm on weekdays, costs £27.
There is a minimum term of 3 months. After that, you may cancel with one full calendar month's notice in writing.
Memberships can be frozen for up to 3 months a year for medical reasons or travel, at £5 per month.
Guests may visit up to four times a year and pay a day rate of £8.
Members under 16 must be accompanied by an adult at all times.
Towels are not provided; lockers are free, but padlocks must be removed when you leave.
""",
    "car_manual.txt": """\
Corvo Hatchback — Owner's Manual (extract)

Tyre pressures
With up to three people on board, inflate the front tyres to 2.3 bar and the rear tyres to 2.1 bar. With a full load, use 2.6 bar front and rear.

Warning lights
A red oil can symbol means the oil pressure is low: stop the engine as soon as it is safe and check the oil level.
An amber engine symbol indicates an emission fault; the car can be driven, but have it checked by a dealer soon.
A flashing spanner symbol means a service is due within 1,000 miles.

Servicing
The car must be serviced every 12 months or 10,000 miles, whichever comes first.

Fuel
Use unleaded petrol with a rating of 95 RON or higher. The fuel tank holds 45 litres.
""",
    "nursery_handbook.txt": """\
Little Acorns Nursery — Parent Handbook

Opening hours
The nursery is open from 7:30 to 18:30, Monday to Friday, all year except public holidays and the week between Christmas and New Year.

Fees
A full day costs £68 and a half day £40. Fees are invoiced monthly in advance. A late collection charge of £15 applies for every 15 minutes after 18:30.

What to bring
Please bring a spare set of clothes, nappies if your child wears them, and a sun hat in summer. Meals and snacks are provided by the nursery.

Illness
Children with a temperature or who have had sickness or diarrhoea must stay at home for 48 hours after their last symptoms.

Settling in
Every child has two free settling-in sessions of one hour each before their start date. Each child is given a key person who looks after their care and learning.
""",
    "water_readings.csv": """\
date,meter_reading,litres_used
2026-01-01,48210,
2026-02-01,53890,5680
2026-03-01,59020,5130
2026-04-01,64480,5460
2026-05-01,69310,4830
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("what time is check out", "cottage_guide.md", "10 am"),
 ("where is the key", "cottage_guide.md", "key safe"),
 ("there's no hot water, what do I do", "cottage_guide.md", "reset button"),
 ("which day do the bins go out", "cottage_guide.md", "Wednesday"),
 ("what's the wifi password", "cottage_guide.md", "card by the router"),
 ("how far is the nearest hospital", "cottage_guide.md", "14 miles"),
 ("how much is the gym per month", "gym_membership.txt", "39"),
 ("how do I cancel my gym membership", "gym_membership.txt", "calendar month"),
 ("can I pause my membership while I'm travelling", "gym_membership.txt", "frozen"),
 ("can i bring a friend to the gym", "gym_membership.txt", "four times a year"),
 ("do they give you towels", "gym_membership.txt", "not provided"),
 ("what pressure should my tyres be", "car_manual.txt", "2.3 bar"),
 ("the oil light is on, what does it mean", "car_manual.txt", "oil pressure is low"),
 ("how often does the car need a service", "car_manual.txt", "12 months"),
 ("what fuel does the car take", "car_manual.txt", "95 RON"),
 ("how big is the fuel tank", "car_manual.txt", "45 litres"),
 ("what time does the nursery close", "nursery_handbook.txt", "18:30"),
 ("how much is a full day at nursery", "nursery_handbook.txt", "68"),
 ("what happens if I pick my daughter up late", "nursery_handbook.txt", "£15"),
 ("my kid has a temperature, can she go to nursery", "nursery_handbook.txt", "48 hours"),
 ("do I need to pack lunch for nursery", "nursery_handbook.txt", "provided"),
 ("what was the meter reading on 1 April", "water_readings.csv", "64480"),
 ("is there a pool at the gym", None, ""),
 ("are pets allowed at the cottage", None, ""),
 ("how do I change a flat tyre", None, ""),
 ("does the nursery take children under one", None, ""),
 ("what is the gym's phone number", None, ""),
]
