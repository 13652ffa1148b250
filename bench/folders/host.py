"""A holiday let host's papers (the thirty-first session): the letting platform's host terms,
her house rules for guests, the cleaner's agreement, the bookings as CSV, her host insurance
and the council's short-let registration; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a bed and
breakfast owner's: a fire risk assessment, a breakfast menu, room rates as CSV, a booking
agency's terms, a food hygiene inspection letter and a guest's booking, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "host_terms.md": """\
# Staylet host terms

- Service fee: 3% of each booking, taken from your payout
- Payout: sent 24 hours after the guest checks in
- Cancellation by the host: a £50 fee, and the dates are blocked on your calendar

If a guest damages your home, report it within 14 days of check-out with photos to claim under Host Cover. Host Cover does not pay for normal wear and tear.

Your listing is hidden from search if you cancel 3 or more bookings in a year.
""",
    "house_rules.txt": """\
Seaview Cottage — house rules

Check-in is from 4pm and check-out is by 10am. The key is in the key box by the back door; the code is sent on the morning you arrive.

No smoking anywhere in the cottage or the garden. Well-behaved dogs are welcome, up to two, for an extra £15 a stay. No parties or events.

The hot tub is open from 8am to 10pm. Please leave used towels in the bath.
""",
    "cleaning_agreement.md": """\
# Cleaning agreement — Shine Holiday Cleans

- Changeover clean: £65, done between 10am and 4pm on the day of check-out
- Linen and towels: £20 a changeover, supplied and laundered by Shine
- Deep clean: twice a year, £180 each

Shine reports any damage or missing items to the host the same day, with photos. Give 48 hours' notice to cancel a clean; a later cancellation is charged in full.
""",
    "bookings.csv": """\
guest,arrive,nights,guests,dogs,total paid
Ellis family,2026-12-19,7,4,1,"£1,260"
Mr and Mrs Tan,2027-01-08,3,2,0,£390
Sofia Marin,2027-02-12,2,2,0,£310
Hughes party,2027-02-26,4,6,2,£880
""",
    "host_insurance.txt": """\
Holiday let insurance — policy schedule

Insured: Claire Fenwick
Property: Seaview Cottage, 3 Harbour Row
Buildings cover: £350,000
Contents cover: £30,000
Loss of bookings: up to £10,000 if the cottage cannot be let after an insured event
Excess: £250

Accidental damage by guests is covered. Theft by guests is covered only if there are signs of forced entry.
""",
    "short_let_registration.txt": """\
Coastal District Council — short-term let registration

Registration number: STL-04418
Property: Seaview Cottage, 3 Harbour Row
Maximum guests: 6
Valid until: 31 March 2028

The registration number must be shown on every listing. A gas safety certificate and an electrical check must be renewed on time; the council may ask to see them.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The platform.
    ("how much does Staylet take", "host_terms.md", "3%"),
    ("when do I get my money for a booking", "host_terms.md", "24 hours after the guest checks in"),
    ("what happens if I cancel on a guest", "host_terms.md", "£50 fee"),
    ("how long have I got to report damage", "host_terms.md", "14 days"),
    ("will they pay for worn carpets", "host_terms.md", "does not pay for normal wear and tear"),
    # The rules.
    ("what time can guests arrive", "house_rules.txt", "from 4pm"),
    ("where do guests get the key", "house_rules.txt", "key box by the back door"),
    ("can guests bring their dog", "house_rules.txt", "Well-behaved dogs are welcome"),
    ("can people smoke in the garden", "house_rules.txt", "No smoking anywhere in the cottage or the garden"),
    ("when does the hot tub shut", "house_rules.txt", "10pm"),
    # The cleaner.
    ("how much is a changeover", "cleaning_agreement.md", "£65"),
    ("what if I cancel the cleaner the day before", "cleaning_agreement.md", "charged in full"),
    ("how often is the deep clean", "cleaning_agreement.md", "twice a year"),
    ("who washes the sheets", "cleaning_agreement.md", "supplied and laundered by Shine"),
    # The bookings.
    ("when are the Tans arriving", "bookings.csv", "2027-01-08"),
    ("how many nights are the Ellis family staying", "bookings.csv", "7"),
    ("how much did Sofia pay", "bookings.csv", "£310"),
    # The insurance.
    ("what's the excess", "host_insurance.txt", "£250"),
    ("am I covered if a guest breaks the TV", "host_insurance.txt", "Accidental damage by guests is covered"),
    ("what if a guest nicks something", "host_insurance.txt", "signs of forced entry"),
    ("how much contents cover have I got", "host_insurance.txt", "£30,000"),
    # The registration.
    ("how many guests am I allowed", "short_let_registration.txt", "6"),
    ("when does my registration expire", "short_let_registration.txt", "31 March 2028"),
    ("do I have to put the number on my listing", "short_let_registration.txt", "must be shown on every listing"),
    # Subjects the papers never mention.
    ("is there wifi at the cottage", None, ""),
    ("how much is the council tax", None, ""),
    ("can guests bring a cat", None, ""),
    ("who does the garden", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "fire_risk_assessment.md": """\
# Fire risk assessment — Harbour View B&B

Assessed by: R. Dunn, 4 September 2026
Next review: September 2027

- Smoke alarms: in every bedroom and on each landing, tested every Monday
- Fire extinguishers: one on each floor, serviced every year
- Escape route: the main stairs to the front door; the back stairs are not an escape route

Guests must not use candles or portable heaters in their rooms.
""",
    "breakfast_menu.txt": """\
Breakfast at Harbour View

Served from 7:30am to 9:30am in the dining room, 8am to 10am on Sundays.

Full English, vegetarian full English, smoked salmon and scrambled eggs, porridge, or fruit and yoghurt. Gluten-free bread is always available; please tell us about other allergies when you book.

Breakfast is included in every room rate. Packed breakfasts can be left out for early starts, if asked for the night before.
""",
    "room_rates.csv": """\
room,sleeps,view,weeknight,weekend night
Room 1,2,sea,£95,£115
Room 2,2,garden,£80,£95
Room 3,3,sea,£120,£140
Room 4,1,garden,£60,£70
""",
    "agency_terms.txt": """\
Coastbeds booking agency — terms for owners

We charge 15% commission on each booking, invoiced at the end of the month. Guests pay us at booking and we pay you 7 days after they leave.

You must keep the rooms we book available; if you cannot honour a booking, you pay the cost of moving the guest elsewhere.

Either side may end these terms with 60 days' notice.
""",
    "hygiene_inspection.txt": """\
Food hygiene inspection — outcome letter

Business: Harbour View B&B
Date of inspection: 12 June 2026
Rating: 4 (good)

To reach 5, keep written records of fridge temperatures every day and make sure the hand basin in the kitchen is kept clear. You may ask for a revisit once these are done; a revisit costs £190.
""",
    "booking_HV2291.md": """\
# Booking HV2291

- Guest: Mr Okafor
- Room: Room 3
- Arriving: Friday 16 April 2027, after 3pm
- Nights: 2
- Deposit paid: £100; the rest is paid on arrival
- Notes: arriving by train; would like a packed breakfast on Sunday
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The fire assessment.
    ("how often do we test the smoke alarms", "fire_risk_assessment.md", "every Monday"),
    ("can guests have a heater in their room", "fire_risk_assessment.md", "must not use candles or portable heaters"),
    ("when is the fire assessment due again", "fire_risk_assessment.md", "September 2027"),
    ("can people get out down the back stairs", "fire_risk_assessment.md", "not an escape route"),
    # Breakfast.
    ("what time is breakfast on Sunday", "breakfast_menu.txt", "8am to 10am"),
    ("do you do gluten free toast", "breakfast_menu.txt", "Gluten-free bread is always available"),
    ("is breakfast extra", "breakfast_menu.txt", "included in every room rate"),
    ("what if a guest has to leave early", "breakfast_menu.txt", "Packed breakfasts"),
    # Rates.
    ("how much is room 2 at the weekend", "room_rates.csv", "£95"),
    ("which rooms have a sea view", "room_rates.csv", "Room 1"),
    # The agency.
    ("how much commission does Coastbeds take", "agency_terms.txt", "15%"),
    ("when does the agency pay me", "agency_terms.txt", "7 days after they leave"),
    ("what if I have to cancel an agency guest", "agency_terms.txt", "cost of moving the guest elsewhere"),
    # The inspection.
    ("what's our hygiene rating", "hygiene_inspection.txt", "4 (good)"),
    ("what do we have to do to get a 5", "hygiene_inspection.txt", "fridge temperatures"),
    ("how much is a revisit", "hygiene_inspection.txt", "£190"),
    # The booking.
    ("when is Mr Okafor coming", "booking_HV2291.md", "16 April 2027"),
    ("how much has Mr Okafor paid so far", "booking_HV2291.md", "£100"),
    ("what does Mr Okafor want for breakfast", "booking_HV2291.md", "packed breakfast"),
    # Subjects the papers never mention.
    ("is there parking for guests", None, ""),
    ("can guests bring dogs", None, ""),
    ("what's the wifi password", None, ""),
]
