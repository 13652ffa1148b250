"""A student in university halls (the thirty-eighth session): the accommodation licence, the
fire safety notice, the laundry prices as CSV, the rent instalments, the move-out checklist and
the residence life team's email. Its validation folder is a retirement flat resident's: the
lease summary, the service charge breakdown as CSV, the guest suite rules, the alarm pendant
guide, the residents' meeting notes and the house manager's letter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "accommodation_licence.txt": """\
University of Northbridge: accommodation licence 2027/28

Resident: Kofi Mensah
Residence: Harrow Court, Flat 6, Room C
Room type: en-suite, shared kitchen with 5 others
Licence period: 18 September 2027 to 22 June 2028 (40 weeks)
Weekly rent: £168, including bills and Wi-Fi
Deposit: £250, returned within 28 days of leaving if there is no damage
Overnight guests: up to 3 nights in any 14, and you must register them at reception.
""",
    "fire_safety.md": """\
# Fire safety

- Never prop fire doors open
- No candles, incense or fairy lights that plug into the mains
- Do not cover or tamper with smoke detectors; a £150 fine applies
- Cooking is allowed in the kitchen only; no toasters or kettles in bedrooms

If the alarm sounds, leave by the nearest exit and go to the assembly point in car park B.
Fire alarm tests are every Wednesday at 11am.
""",
    "laundry_prices.csv": """\
machine,price,time
Washer,£2.90,35 minutes
Dryer,£1.40,30 minutes
Washer (large load),£4.20,50 minutes
""",
    "rent_instalments.txt": """\
Rent payment plan

Your rent is paid in three instalments:
Instalment 1: £2,184, due 1 October 2027
Instalment 2: £2,184, due 10 January 2028
Instalment 3: £2,352, due 24 April 2028
If a payment is late, a £25 admin charge is added and your library access may be suspended.
""",
    "moveout_checklist.md": """\
# Moving out

Return both keys and your fob to reception by 10am on your last day; a lost fob costs £30.
Empty and clean your shelf in the fridge and cupboard. Rubbish left in the room will be
charged at £40.
""",
    "residence_email.txt": """\
Hi Kofi, welcome to Harrow Court! Your flat's cleaner comes every Tuesday morning to clean the
kitchen and corridor; you clean your own room and bathroom. Parcels are held at the main
reception, open 8am to 8pm. The flat meeting with your Residence Assistant, Lucy, is on
Sunday 26 September at 6pm in the common room.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which flat am I in", "accommodation_licence.txt", "Flat 6"),
    ("how much is rent a week", "accommodation_licence.txt", "£168"),
    ("are bills included", "accommodation_licence.txt", "including bills"),
    ("when does my licence end", "accommodation_licence.txt", "22 June 2028"),
    ("how long can my girlfriend stay over", "accommodation_licence.txt", "up to 3 nights"),
    ("can I have candles in my room", "fire_safety.md", "No candles"),
    ("can I have a kettle in my bedroom", "fire_safety.md", "no toasters or kettles in bedrooms"),
    ("where do we go if the fire alarm goes off", "fire_safety.md", "car park B"),
    ("when are the fire alarm tests", "fire_safety.md", "every Wednesday at 11am"),
    ("how much is the dryer", "laundry_prices.csv", "£1.40"),
    ("how long does a wash take", "laundry_prices.csv", "35 minutes"),
    ("when is the second rent payment due", "rent_instalments.txt", "10 January 2028"),
    ("what happens if I pay rent late", "rent_instalments.txt", "£25 admin charge"),
    ("how much is a lost fob", "moveout_checklist.md", "£30"),
    ("when do I hand my keys back", "moveout_checklist.md", "by 10am on your last day"),
    ("when does the cleaner come", "residence_email.txt", "every Tuesday morning"),
    ("where do I pick up parcels", "residence_email.txt", "main reception"),
    ("who is my residence assistant", "residence_email.txt", "Lucy"),
    ("can I have a pet", None, ""),
    ("is there a gym in halls", None, ""),
    ("can I put posters on the wall", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "lease_summary.txt": """\
Elmstead Court retirement apartments: lease summary

Leaseholder: Mrs Joan Whitaker
Apartment: 14 (first floor, one bedroom)
Lease: 125 years from 2015
Ground rent: £395 a year
At least one resident of each apartment must be aged 60 or over.
Selling: an event fee of 1% of the sale price is paid to the landlord.
""",
    "service_charge.csv": """\
item,yearly_cost
House manager,£2,860
Lift maintenance,£410
Gardening,£520
Building insurance,£690
Reserve fund,£480
""",
    "guest_suite_rules.md": """\
# Guest suite

The guest suite sleeps two and costs £30 a night, including bedding and towels. Book it with
the house manager at least a week ahead; residents may book it for up to 5 nights at a time.
""",
    "alarm_pendant_guide.txt": """\
Your alarm pendant

Press the red button on the pendant if you fall or feel unwell, day or night. The call goes to
the 24-hour careline team, who will speak to you through the speaker in the hall. The pendant
is waterproof, so wear it in the shower. Test it on the first Monday of each month.
""",
    "residents_meeting_notes.txt": """\
Residents' meeting, 3 March 2027

The lounge carpet will be replaced in May. Coffee mornings move from Tuesday to Thursday at
10:30am. The mobility scooter store now has two charging points; book a space with the house
manager.
""",
    "manager_letter.txt": """\
Dear Mrs Whitaker, I'll be on leave from 12 to 23 April; Gillian from Ashdown Court will cover
on weekday mornings, and the careline is there as always. The window cleaner comes on 28 April.
Best wishes, Ruth (House Manager)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the ground rent", "lease_summary.txt", "£395 a year"),
    ("how old do you have to be to live here", "lease_summary.txt", "60 or over"),
    ("what fee do I pay if I sell", "lease_summary.txt", "1% of the sale price"),
    ("how much does the gardening cost", "service_charge.csv", "£520"),
    ("how much is the lift maintenance", "service_charge.csv", "£410"),
    ("how much is the guest suite a night", "guest_suite_rules.md", "£30 a night"),
    ("how far ahead do I book the guest suite", "guest_suite_rules.md", "at least a week ahead"),
    ("what do I do if I fall", "alarm_pendant_guide.txt", "Press the red button"),
    ("can I wear the pendant in the shower", "alarm_pendant_guide.txt", "waterproof"),
    ("how often should I test the pendant", "alarm_pendant_guide.txt", "first Monday of each month"),
    ("when is the carpet being replaced", "residents_meeting_notes.txt", "May"),
    ("what day are coffee mornings now", "residents_meeting_notes.txt", "Thursday"),
    ("where can I charge my scooter", "residents_meeting_notes.txt", "mobility scooter store"),
    ("who is covering when Ruth is away", "manager_letter.txt", "Gillian"),
    ("when is the window cleaner coming", "manager_letter.txt", "28 April"),
    ("can I have a cat", None, ""),
    ("is there a hairdresser", None, ""),
    ("are meals provided", None, ""),
]
