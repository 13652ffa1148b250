"""A car boot sale seller's papers (the thirty-sixth session, written before the tool was run on
them): the pitch booking, the sale rules, the pitch prices as CSV, the dates as CSV, the weather
policy and the organiser's text. Its validation folder is a church jumble sale helper's: the
helpers' letter, the jobs rota as CSV, the pricing guide, the donations notice, the safety notes
and the vicar's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pitch_booking.txt": """\
Greenfield Car Boot Sale: pitch booked

Seller: Mr Kevin Moss
Date: Sunday 6 June 2027
Pitch: B14 (car)
Paid: £12 online
Sellers may arrive from 6am; buyers are let in from 7am.
""",
    "sale_rules.md": """\
# Rules for sellers

- No selling of food, alcohol, knives or medicines
- Electrical items must be sold as seen and marked "untested"
- Stay within your pitch; one gazebo up to 3 m by 3 m is allowed
- Take all unsold items and rubbish home with you

Anyone breaking the rules will be asked to leave without a refund.
""",
    "pitch_prices.csv": """\
vehicle,price on the day,price online
Car,£15,£12
Van,£20,£17
Car with trailer,£25,£22
""",
    "dates.csv": """\
date,status
2027-05-02,on
2027-05-16,on
2027-06-06,on
2027-06-20,cancelled (field hire)
""",
    "weather_policy.txt": """\
Weather

If the field is waterlogged, the sale is cancelled by 5am and posted on our Facebook page. Online bookings are moved to the next sale date, or refunded if you ask within 7 days.
""",
    "organiser_text.txt": """\
Hi Kevin, Lynne from Greenfield here. Your pitch is near the burger van, by the second gate. Toilets are by the car park entrance. Bring change; there's no cash machine on site.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what pitch am I on", "pitch_booking.txt", "B14"),
    ("what time can I arrive", "pitch_booking.txt", "from 6am"),
    ("when do buyers get in", "pitch_booking.txt", "7am"),
    ("can I sell homemade cakes", "sale_rules.md", "No selling of food"),
    ("can I sell an old TV", "sale_rules.md", "untested"),
    ("can I put up a gazebo", "sale_rules.md", "one gazebo up to 3 m by 3 m"),
    ("what do I do with stuff I don't sell", "sale_rules.md", "Take all unsold items"),
    ("how much is a van pitch on the day", "pitch_prices.csv", "£20"),
    ("how much is a car with a trailer online", "pitch_prices.csv", "£22"),
    ("is the 20 June sale on", "dates.csv", "cancelled"),
    ("what happens if it rains", "weather_policy.txt", "waterlogged"),
    ("can I get a refund if it's cancelled", "weather_policy.txt", "refunded if you ask within 7 days"),
    ("where is my pitch", "organiser_text.txt", "near the burger van"),
    ("is there a cash machine", "organiser_text.txt", "no cash machine"),
    ("where are the toilets", "organiser_text.txt", "by the car park entrance"),
    ("can I bring my dog", None, ""),
    ("do I need a trading licence", None, ""),
    ("is there a discount for regulars", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "helpers_letter.txt": """\
St Luke's Church: autumn jumble sale

Dear helpers,

The sale is on Saturday 9 October in the church hall. Doors open to the public at 10am; helpers please come at 8:30am to set up. We finish at 1pm and need everyone to stay to clear up.
""",
    "rota.csv": """\
job,helper,time
Books stall,Margaret,10:00-11:30
Toys stall,Ade,10:00-13:00
Teas,Bridget,09:30-13:00
Door and raffle,Colin,09:45-12:00
""",
    "pricing_guide.md": """\
# Pricing guide

- Books: 50p each, or 3 for £1
- Adult clothes: £1 an item; coats £3
- Toys and games: 50p to £2, check puzzles are complete
- Bric-a-brac: price on the sticker, round to the nearest 50p

Anything left at 12:30 is half price.
""",
    "donations_notice.txt": """\
Donations

Please bring donations to the church hall on Friday 8 October between 4pm and 7pm. We can't take electrical items, car seats or mattresses.
""",
    "safety_notes.txt": """\
Safety

The fire exits are at the back of the hall and by the kitchen. Keep the cash boxes under the table, and hand full ones to the treasurer, Helen, rather than leaving them on a stall.
""",
    "vicar_email.txt": """\
Dear all,

Thank you for helping again. All money raised goes to the roof fund, which still needs £8,000. Soup and rolls will be provided for helpers at lunchtime.

Rev. Paul Okafor
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the jumble sale", "helpers_letter.txt", "Saturday 9 October"),
    ("what time do helpers need to arrive", "helpers_letter.txt", "8:30am"),
    ("when does it finish", "helpers_letter.txt", "1pm"),
    ("who is doing teas", "rota.csv", "Bridget"),
    ("what time is Colin on the door", "rota.csv", "09:45-12:00"),
    ("how much are books", "pricing_guide.md", "50p each"),
    ("how much should I charge for a coat", "pricing_guide.md", "£3"),
    ("when does everything go half price", "pricing_guide.md", "12:30"),
    ("when can people drop off donations", "donations_notice.txt", "Friday 8 October"),
    ("can we take a microwave", "donations_notice.txt", "can't take electrical items"),
    ("where are the fire exits", "safety_notes.txt", "at the back of the hall"),
    ("what do I do with a full cash box", "safety_notes.txt", "hand full ones to the treasurer"),
    ("what is the money for", "vicar_email.txt", "roof fund"),
    ("is lunch provided", "vicar_email.txt", "Soup and rolls"),
    ("can we take card payments", None, ""),
    ("is there parking at the church", None, ""),
    ("do helpers get first pick", None, ""),
]
