"""A market trader's papers (the thirty-third session): the pitch licence, the market rules,
the stall fees as CSV, the public liability insurance certificate, the council's letter about the
Christmas market and the supplier's invoice; fit, its questions and expected text written before
the tool was run on it, its failures read and mended. Its validation folder is a food truck
owner's: the street trading consent, the event booking, the gas safety certificate, the food
hygiene rating letter, the pitch schedule as CSV and the accountant's email, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pitch_licence.txt": """\
Market pitch licence

Licence holder: Amira Haddad
Pitch: 27, Hall Street side
Goods: handmade soaps and candles
Valid from: 1 April 2027
Valid until: 31 March 2028

The licence is personal to you and cannot be transferred or sublet.
""",
    "market_rules.md": """\
# Market rules

- Trading hours: 8am to 5pm, Tuesday, Friday and Saturday
- Set up from: 6:30am
- Vehicles off the square by: 8am

Stalls must be cleared and rubbish taken to the compactor by 6pm. Traders who miss three market days in a row without notice may lose their pitch.
""",
    "stall_fees.csv": """\
day,standard pitch,corner pitch
Tuesday,£18,£24
Friday,£22,£28
Saturday,£30,£38
""",
    "insurance_certificate.txt": """\
Certificate of public liability insurance

Insured: Amira Haddad t/a Mill Lane Soaps
Limit of indemnity: £5,000,000
Period of insurance: 12 February 2027 to 11 February 2028
Policy number: PL-448120
""",
    "council_letter.txt": """\
Dear trader,

The Christmas market runs from 28 November to 23 December. Chalets cost £650 for the whole run, and applications close on 15 September.

Current traders get first refusal until 1 September.

Markets team
""",
    "supplier_invoice.txt": """\
Invoice 3381

Soy wax flakes, 20 kg: £96.00
Wicks, pack of 500: £18.50
Delivery: free over £100

Total due: £114.50, payable within 30 days.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("what's my pitch number", "pitch_licence.txt", "27"),
    ("when does my licence run out", "pitch_licence.txt", "31 March 2028"),
    ("can my sister run my stall", "pitch_licence.txt", "cannot be transferred"),
    # The rules.
    ("what time can I start setting up", "market_rules.md", "6:30am"),
    ("what days is the market on", "market_rules.md", "Tuesday, Friday and Saturday"),
    ("what time do I have to move my van", "market_rules.md", "8am"),
    ("what happens if I miss a few weeks", "market_rules.md", "lose their pitch"),
    ("where does the rubbish go", "market_rules.md", "compactor"),
    # Fees.
    ("how much is a corner pitch on a Saturday", "stall_fees.csv", "£38"),
    ("how much is Tuesday", "stall_fees.csv", "£18"),
    # Insurance.
    ("how much am I covered for", "insurance_certificate.txt", "£5,000,000"),
    ("when does my insurance expire", "insurance_certificate.txt", "11 February 2028"),
    ("what's my policy number", "insurance_certificate.txt", "PL-448120"),
    # The Christmas market.
    ("when is the Christmas market", "council_letter.txt", "28 November to 23 December"),
    ("how much is a chalet", "council_letter.txt", "£650"),
    ("when do applications close", "council_letter.txt", "15 September"),
    # The invoice.
    ("how much do I owe the supplier", "supplier_invoice.txt", "£114.50"),
    ("how long have I got to pay the invoice", "supplier_invoice.txt", "within 30 days"),
    ("how much was the wax", "supplier_invoice.txt", "£96.00"),
    # Subjects the papers never mention.
    ("is there electricity at my pitch", None, ""),
    ("can I take card payments", None, ""),
    ("where can I park my car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "street_trading_consent.txt": """\
Street trading consent

Holder: Luis Moreno (Taco Loco)
Location: Canal Basin, outside the gallery
Hours: 11am to 9pm, Thursday to Sunday
Fee: £1,200 a year, paid quarterly
Expires: 30 June 2028

The consent does not cover any other street. Generators must be silent models.
""",
    "event_booking.md": """\
# Event booking: Summer Food Fest

- Dates: 17 to 19 July
- Pitch fee: £450 plus 10% of takings
- Arrival: from 7am on 17 July

Power is not provided; bring your own silent generator.
""",
    "gas_certificate.txt": """\
Gas safety certificate

Appliance: two-burner griddle and fryer
Result: pass
Date of check: 4 March 2027
Next check due: 3 March 2028
Engineer: Paul Grant, Gas Safe 548120
""",
    "hygiene_rating.txt": """\
Food hygiene rating

Following the inspection on 12 May, your business has been given a rating of 5 (very good).

You must display the sticker where customers can see it. You can ask for a re-visit if you make improvements.
""",
    "pitch_schedule.csv": """\
date,place,hours
2027-06-05,Canal Basin,11:00-21:00
2027-06-12,Riverside Market,09:00-15:00
2027-06-19,Canal Basin,11:00-21:00
""",
    "accountant_email.txt": """\
Hi Luis,

Your tax return for last year is due by 31 January. Please send me your takings and receipts by the end of November.

You can claim for fuel, ingredients and the gas check, but not for your own meals.

Ruth
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The consent.
    ("where am I allowed to trade", "street_trading_consent.txt", "Canal Basin"),
    ("what hours can I trade", "street_trading_consent.txt", "11am to 9pm"),
    ("how much is my street trading fee", "street_trading_consent.txt", "£1,200"),
    ("can I use a normal generator", "street_trading_consent.txt", "silent"),
    # The festival.
    ("how much is the food fest pitch", "event_booking.md", "£450"),
    ("is there power at the festival", "event_booking.md", "Power is not provided"),
    # Gas.
    ("when is my next gas check", "gas_certificate.txt", "3 March 2028"),
    ("who did the gas check", "gas_certificate.txt", "Paul Grant"),
    # Hygiene.
    ("what hygiene rating did I get", "hygiene_rating.txt", "5"),
    ("do I have to put the sticker up", "hygiene_rating.txt", "must display"),
    # The schedule.
    ("where am I on the 12th", "pitch_schedule.csv", "Riverside Market"),
    # The accountant.
    ("when is my tax return due", "accountant_email.txt", "31 January"),
    ("can I claim for fuel", "accountant_email.txt", "claim for fuel"),
    ("when does Ruth need my receipts", "accountant_email.txt", "end of November"),
    # Subjects the papers never mention.
    ("do I need a licence to sell alcohol", None, ""),
    ("is there a toilet I can use", None, ""),
    ("how much is the insurance", None, ""),
]
