"""A narrowboat owner's papers (the twenty-eighth session): a canal licence, a marina's mooring
agreement, a boat safety certificate, a boat insurance schedule as markdown and an engine log as
CSV; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a static caravan owner's: a holiday park's licence
agreement, the park's rules, a gas safety record, a caravan insurance schedule as a markdown
table and the site fees as CSV, written at the same time and run once at the first run and once
after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "canal_licence.txt": """\
Waterways Trust — boat licence

Boat name: Kingfisher
Index number: 52917
Licence type: Standard, continuous cruiser
Licence period: 1 March 2027 to 29 February 2028
Fee: £1,148, paid in 12 monthly instalments of £95.67 by direct debit

As a continuous cruiser you must move to a new place at least every 14 days, and you may not stay in the same neighbourhood for the whole licence period. At visitor moorings the sign shows how long you may stay; most allow 48 hours.

Your licence must be displayed on both sides of the boat, where it can be read from the towpath. The index number must be shown on both sides of the bow in letters at least 75 mm high.

If you sell the boat, tell us within 28 days; the unused part of the licence is refunded to you, less a £25 fee.
""",
    "marina_mooring.md": """\
# Willow Wharf Marina — winter mooring agreement

- Berth: pontoon C, berth 14
- Term: 1 November 2027 to 31 March 2028
- Mooring fee: £1,650 for the term, payable by 1 November
- Electricity: metered, at 38p a unit

## Living aboard

Winter moorings are leisure moorings: you may stay aboard for up to 3 nights a week, but the boat must not be your main home.

## Facilities

Pump-out costs £18 and can be booked at the office. Diesel is sold at the service point at £1.12 a litre, Monday to Friday. Showers and the laundry use the code 4417.

## Leaving early

If you leave before the end of the term, no part of the mooring fee is refunded. Tell the office at least 7 days before you go.
""",
    "boat_safety_certificate.txt": """\
Boat Safety Scheme — examination certificate

Vessel: Kingfisher, 57 ft narrowboat
Examiner: Colin Hartley
Examination date: 9 May 2025
Result: pass
Valid until: 8 May 2029

Advisory notes: the gas locker drain is partly blocked and should be cleared. The carbon monoxide alarm in the cabin is 9 years old; alarms should be replaced every 7 years.

The certificate lasts four years. Book your next examination up to 2 months before it runs out.
""",
    "boat_insurance.md": """\
# Riverside Marine — boat insurance schedule

| Cover | Limit | Excess |
|---|---|---|
| Hull and machinery | £48,000 | £250 |
| Third party liability | £3,000,000 | nil |
| Personal belongings | £2,500 | £100 |

Premium: £412 a year.

The boat is covered on UK inland waterways only. Tidal waters, such as the Thames below Teddington Lock, are covered only if you tell us 48 hours before and use a pilot.

Theft of the boat is covered only if it was locked and the engine isolator key was removed. Damage caused by ice is not covered while the boat is left unattended for more than 14 days.
""",
    "engine_log.csv": """\
date,engine hours,work,done by,cost_gbp
2026-04-12,2140,oil and filter change,self,38.50
2026-08-30,2290,new alternator belt,Braunston Boat Services,95.00
2026-11-02,2355,winter antifreeze check,self,12.00
2027-03-18,2420,full service and gearbox oil,Braunston Boat Services,310.00
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("how much is my canal licence", "canal_licence.txt", "£1,148"),
    ("how often do I have to move the boat", "canal_licence.txt", "every 14 days"),
    ("how long can I stay at a visitor mooring", "canal_licence.txt", "48 hours"),
    ("where does the licence have to go", "canal_licence.txt", "both sides of the boat"),
    ("what happens to the licence if I sell the boat", "canal_licence.txt", "refunded"),
    ("when does my licence run out", "canal_licence.txt", "29 February 2028"),
    # The marina.
    ("which berth are we on", "marina_mooring.md", "berth 14"),
    ("can I live on the boat over the winter", "marina_mooring.md", "up to 3 nights a week"),
    ("how much is a pump-out", "marina_mooring.md", "£18"),
    ("what's the code for the showers", "marina_mooring.md", "4417"),
    ("do I get money back if we leave the marina early", "marina_mooring.md", "no part of the mooring fee is refunded"),
    ("how much is the electricity at the marina", "marina_mooring.md", "38p a unit"),
    # The safety certificate.
    ("when does the boat safety certificate expire", "boat_safety_certificate.txt", "8 May 2029"),
    ("what did the examiner say needs fixing", "boat_safety_certificate.txt", "gas locker drain"),
    ("when should I replace the carbon monoxide alarm", "boat_safety_certificate.txt", "every 7 years"),
    # The insurance.
    ("what's the excess on the hull", "boat_insurance.md", "£250"),
    ("can I take the boat on the tidal Thames", "boat_insurance.md", "48 hours before"),
    ("is the boat covered if it's stolen", "boat_insurance.md", "engine isolator key"),
    ("how much is the boat insurance", "boat_insurance.md", "£412"),
    # The engine log.
    ("how much was the full service", "engine_log.csv", "310.00"),
    ("when was the alternator belt changed", "engine_log.csv", "2026-08-30"),
    # Subjects the papers never mention.
    ("can I take my boat to France", None, ""),
    ("is there wifi at the marina", None, ""),
    ("how much is a lock key", None, ""),
    ("when is the canal closed for repairs", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "licence_agreement.txt": """\
Heron Bay Holiday Park — holiday home licence agreement

Owner: Mr and Mrs D. Fenwick
Caravan: Willerby Linwood, 2019, pitch 62
Licence length: 15 years from 1 April 2025

The park is open from 1 March to 15 January. The caravan is a holiday home only: you must have a main address elsewhere and show us proof of it, such as a council tax bill, each year.

You may let your caravan to others only through the park's letting scheme, which takes 30% of the rent.

If you want to sell the caravan on the pitch, the sale must go through the park office, and the park takes a commission of 15% of the price. When the caravan is 20 years old the park may ask you to replace it.
""",
    "park_rules.md": """\
# Heron Bay — park rules

1. Quiet time is from 11pm to 7am.
2. No more than 2 dogs per caravan, kept on a lead at all times on the park.
3. Each pitch has space for one car; visitors park in the main car park.
4. Barbecues must be raised off the grass and never left unattended.
5. Sheds must be no larger than 6 by 4 feet and must be approved by the office first.
6. Speed limit on the park: 5 mph.
""",
    "gas_safety_record.txt": """\
Gas safety record

Address: Pitch 62, Heron Bay Holiday Park
Engineer: Lauren Pike, Gas Safe registration 612844
Date of check: 21 March 2026

Appliances checked: boiler (pass), hob (pass), gas fire (fail).

The gas fire was turned off and labelled "do not use": its flue is cracked. It must be repaired or removed before it is used again.

The next check is due by 21 March 2027.
""",
    "caravan_insurance.md": """\
# Coastline Insurance — static caravan schedule

| Cover | Sum insured | Excess |
|---|---|---|
| Caravan | £34,000 | £150 |
| Contents | £4,000 | £100 |
| Public liability | £2,000,000 | nil |

Premium: £286 a year, paid monthly.

Between 1 November and 28 February the caravan must be drained down and the water turned off, or frost damage is not covered. If the caravan is let to others, tell us first: cover for letting costs £45 more a year.
""",
    "site_fees.csv": """\
year,site fee,rates,water,electricity standing charge,total
2025,4950.00,620.00,180.00,95.00,5845.00
2026,5180.00,645.00,190.00,98.00,6113.00
2027,5390.00,668.00,205.00,102.00,6365.00
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence agreement.
    ("when is the park closed", "licence_agreement.txt", "15 January"),
    ("can we live in the caravan all year", "licence_agreement.txt", "main address elsewhere"),
    ("how much does the park take if we rent it out", "licence_agreement.txt", "30%"),
    ("what commission does the park charge when we sell", "licence_agreement.txt", "15%"),
    ("how long is our licence for", "licence_agreement.txt", "15 years"),
    ("what's our pitch number", "licence_agreement.txt", "62"),
    # The rules.
    ("how many dogs can we bring", "park_rules.md", "No more than 2 dogs"),
    ("can we put up a shed", "park_rules.md", "6 by 4 feet"),
    ("where do visitors park", "park_rules.md", "main car park"),
    ("what time do we have to be quiet", "park_rules.md", "11pm"),
    ("what's the speed limit", "park_rules.md", "5 mph"),
    # The gas check.
    ("why was the gas fire turned off", "gas_safety_record.txt", "flue is cracked"),
    ("when is the next gas check due", "gas_safety_record.txt", "21 March 2027"),
    ("who did the gas check", "gas_safety_record.txt", "Lauren Pike"),
    # The insurance.
    ("what's the excess on the caravan", "caravan_insurance.md", "£150"),
    ("are we covered for frost damage in winter", "caravan_insurance.md", "drained down"),
    ("how much extra is the cover for letting", "caravan_insurance.md", "£45"),
    ("how much are the contents insured for", "caravan_insurance.md", "£4,000"),
    # The fees.
    ("how much is the site fee this year", "site_fees.csv", "5390.00"),
    ("what were the total fees in 2026", "site_fees.csv", "6113.00"),
    # Subjects the papers never mention.
    ("is there a swimming pool", None, ""),
    ("can we have a hot tub", None, ""),
    ("how much is the clubhouse membership", None, ""),
    ("do we need a TV licence", None, ""),
]
