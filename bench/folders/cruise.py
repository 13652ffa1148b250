"""A cruise passenger's papers (the thirty-second session): the booking confirmation, the
itinerary as CSV, the cruise line's onboard guide, the drinks package terms, a shore excursion
ticket and the travel insurance summary; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a ski trip's: the
chalet booking, the lift pass as a letter, ski hire as CSV, the ski school confirmation, the
transfer details and the winter sports cover, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.md": """\
# Ocean Star — booking confirmation

- Ship: Ocean Star
- Cabin: 9214, balcony, deck 9
- Sailing: 14 to 21 June 2027, round trip from Southampton
- Guests: 2 adults

Check-in at the terminal opens at 11am and closes at 3pm; the ship sails at 5pm. Passports must be valid for 6 months after you return.

Gratuities of £12 per person per night are added to your onboard account.
""",
    "itinerary.csv": """\
day,port,arrive,depart
1,Southampton,,17:00
3,Bilbao,08:00,18:00
4,A Coruña,09:00,17:30
6,Lisbon,07:30,19:00
""",
    "onboard_guide.txt": """\
Onboard guide

The main restaurant serves dinner at 6pm and 8:30pm; your sitting is on your cruise card. The buffet on deck 14 is open from 6am to midnight.

The dress code on formal nights is a suit or dinner jacket for men and a cocktail dress for women. There are two formal nights on this sailing.

Children under 12 must be supervised in the pools at all times.
""",
    "drinks_package.txt": """\
Drinks package terms

Price: £49 per person per day, for every guest in the cabin aged 18 or over
Includes: beers, wines by the glass, spirits, soft drinks and speciality coffees

Bottles of wine and premium spirits cost extra. The package is for your own drinks only; it cannot be shared.
""",
    "excursion_ticket.txt": """\
Shore excursion ticket

Tour: Lisbon highlights by coach
Meet: the theatre on deck 5 at 8:15am
Duration: 4 hours

Wear comfortable shoes; the tour includes cobbled streets and steep hills. Not suitable for wheelchair users.
""",
    "insurance_summary.txt": """\
Travel insurance — summary

Cruise cover: included
Missed port departure: up to £750 if your flight or transport is delayed
Cabin confinement: £50 a day if the ship's doctor confines you to your cabin

Medical excess: £100 per claim. Pre-existing conditions are covered only if declared.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what's our cabin number", "booking_confirmation.md", "9214"),
    ("what time does the ship leave", "booking_confirmation.md", "5pm"),
    ("when does check-in close", "booking_confirmation.md", "3pm"),
    ("how long does my passport need to be valid", "booking_confirmation.md", "6 months after you return"),
    ("how much are tips", "booking_confirmation.md", "£12 per person per night"),
    # The itinerary.
    ("what time do we get to Lisbon", "itinerary.csv", "07:30"),
    ("when do we leave Bilbao", "itinerary.csv", "18:00"),
    ("which port is on day 4", "itinerary.csv", "A Coruña"),
    # Onboard.
    ("what times is dinner", "onboard_guide.txt", "6pm and 8:30pm"),
    ("when is the buffet open", "onboard_guide.txt", "6am to midnight"),
    ("what do I wear on formal night", "onboard_guide.txt", "suit or dinner jacket"),
    ("how many formal nights are there", "onboard_guide.txt", "two formal nights"),
    ("can kids go in the pool on their own", "onboard_guide.txt", "supervised"),
    # Drinks.
    ("how much is the drinks package", "drinks_package.txt", "£49 per person per day"),
    ("can my wife and I share the drinks package", "drinks_package.txt", "cannot be shared"),
    ("is a bottle of wine included", "drinks_package.txt", "cost extra"),
    # The excursion.
    ("where do we meet for the Lisbon tour", "excursion_ticket.txt", "theatre on deck 5"),
    ("how long is the Lisbon trip", "excursion_ticket.txt", "4 hours"),
    ("is the tour ok for a wheelchair", "excursion_ticket.txt", "Not suitable for wheelchair users"),
    # Insurance.
    ("what if our flight is late and we miss the ship", "insurance_summary.txt", "up to £750"),
    ("what's the medical excess", "insurance_summary.txt", "£100"),
    ("are we covered if we get stuck in our cabin ill", "insurance_summary.txt", "£50 a day"),
    # Subjects the papers never mention.
    ("is wifi included", None, ""),
    ("can we bring our own wine on board", None, ""),
    ("is there a casino", None, ""),
    ("how much is the spa", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "chalet_booking.md": """\
# Chalet Edelweiss — booking

- Resort: Morzine
- Dates: Saturday 6 to Saturday 13 February 2027
- Board: catered, with breakfast, afternoon tea and dinner 6 nights a week

The chalet host's night off is Wednesday, when dinner is not provided. Check-in is from 4pm; rooms must be empty by 10am on the last day.
""",
    "lift_pass_letter.txt": """\
Dear guest,

Your 6-day Portes du Soleil lift passes are waiting at the chalet. Adult passes cost €348 and child passes €261; children under 5 ski free with proof of age.

Lost passes can be replaced at any ticket office for a €10 fee, with your receipt.

The resort team
""",
    "ski_hire.csv": """\
name,equipment,size,price
Anna,skis and boots,boots 38,€142
Jon,skis and boots,boots 44,€142
Maya,snowboard and boots,boots 35,€118
Leo,skis boots and helmet,boots 31,€96
""",
    "ski_school.txt": """\
Ski school confirmation

Group lessons for Maya and Leo, Monday to Friday, 9:15am to 11:45am. Meet at the ESF flag at the bottom of the Pleney lift.

Helmets are required for children. The end-of-week race is on Friday at 11am.
""",
    "transfer.txt": """\
Airport transfer

Pick-up: Geneva airport, arrivals hall, Saturday 6 February at 1:30pm
Journey time: about 1 hour 30 minutes

If your flight is delayed, call the driver on +33 6 12 34 56 78. Each guest may bring one ski bag and one suitcase.
""",
    "winter_cover.txt": """\
Winter sports cover

Off-piste skiing: covered only with a qualified guide
Lost lift pass: up to £300
Piste closure: £30 a day if more than half the lifts are closed

Equipment hire is covered up to £400 if your own skis are lost or delayed.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The chalet.
    ("what night is the chalet host off", "chalet_booking.md", "Wednesday"),
    ("what time can we get into the chalet", "chalet_booking.md", "from 4pm"),
    ("when do we have to be out", "chalet_booking.md", "10am on the last day"),
    # Lift passes.
    ("how much is a child lift pass", "lift_pass_letter.txt", "€261"),
    ("do little ones need a lift pass", "lift_pass_letter.txt", "under 5 ski free"),
    ("what if I lose my lift pass", "lift_pass_letter.txt", "€10 fee"),
    # Ski hire.
    ("what size boots is Jon", "ski_hire.csv", "44"),
    ("what is Maya hiring", "ski_hire.csv", "snowboard and boots"),
    ("how much is Leo's hire", "ski_hire.csv", "€96"),
    # Ski school.
    ("what time does ski school start", "ski_school.txt", "9:15am"),
    ("where do the kids meet for ski school", "ski_school.txt", "ESF flag"),
    ("when is the race", "ski_school.txt", "Friday at 11am"),
    # The transfer.
    ("how long is the transfer", "transfer.txt", "1 hour 30 minutes"),
    ("what do we do if the flight is late", "transfer.txt", "call the driver"),
    ("how much luggage can we bring", "transfer.txt", "one ski bag and one suitcase"),
    # Cover.
    ("am I covered off piste", "winter_cover.txt", "qualified guide"),
    ("what if the lifts are shut", "winter_cover.txt", "£30 a day"),
    ("what if my skis don't turn up", "winter_cover.txt", "up to £400"),
    # Subjects the papers never mention.
    ("is there a hot tub at the chalet", None, ""),
    ("how much is apres ski", None, ""),
    ("can we hire a guide", None, ""),
]
