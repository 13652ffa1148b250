"""An airport car park customer's papers (the forty-second session): the booking confirmation, the
arrival instructions, the prices as a table, the shuttle bus times as CSV, the terms and an email
about a change. Its validation folder is a station car park season ticket holder's: the permit
letter, the prices as CSV, the car park rules, the renewal reminder and a notice about works,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Bristol Airport Silver Zone: booking confirmed
Booking reference: BRS-PK-66120
Car registration: WU19 KDX
Arrive: Saturday 12 July, 05:30
Depart: Saturday 19 July, 23:00
Total paid: £67.99
""",
    "arrival_instructions.md": """\
# When you arrive

Drive to the barrier and the camera will read your number plate; the barrier opens by itself.
Park in any free space in the Silver Zone and take a photo of the row letter. Then wait at the
shuttle stop by the entrance. If the barrier doesn't open, press the help button.
""",
    "prices.md": """\
| car park | walk to terminal | price for 7 days |
|---|---|---|
| Silver Zone | shuttle, 10 minutes | £67.99 |
| Long Stay | 15 minute walk | £89.00 |
| Short Stay | 2 minute walk | £189.00 |
| Drop-off zone | at the terminal | £7 for 10 minutes |
""",
    "shuttle_times.csv": """\
from,first bus,last bus,every
Silver Zone to terminal,03:30,23:30,15 minutes
Terminal to Silver Zone,04:00,01:00,15 minutes
""",
    "terms.txt": """\
Terms

You can cancel free of charge up to 48 hours before you arrive. After that, no refunds. If your
return flight is delayed, you can stay up to 24 hours past your booked time at no extra cost;
after that you pay the drive-up rate of £25 a day. Keys must not be left in the car.
""",
    "change_email.txt": """\
Hi, because of resurfacing work, the Silver Zone entrance will move to Downside Road from 1 July.
Follow the yellow signs. Your booking is not affected.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my booking reference", "booking_confirmation.txt", "BRS-PK-66120"),
    ("what time do I need to get there", "booking_confirmation.txt", "05:30"),
    ("how much did the parking cost", "booking_confirmation.txt", "£67.99"),
    ("what do I do if the barrier doesn't open", "arrival_instructions.md", "press the help button"),
    ("where do I get the shuttle", "arrival_instructions.md", "by the entrance"),
    ("how much is the short stay for a week", "prices.md", "£189.00"),
    ("how far is the long stay from the terminal", "prices.md", "15 minute walk"),
    ("how often does the shuttle run", "shuttle_times.csv", "15 minutes"),
    ("what time is the last bus back to the car park", "shuttle_times.csv", "01:00"),
    ("can I cancel", "terms.txt", "48 hours before"),
    ("what if my flight home is late", "terms.txt", "up to 24 hours"),
    ("do I leave my keys", "terms.txt", "must not be left"),
    ("why has the entrance moved", "change_email.txt", "resurfacing work"),
    ("where is the new entrance", "change_email.txt", "Downside Road"),
    ("is there electric car charging", None, ""),
    ("can I park a motorbike", None, ""),
    ("is the car park covered", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "permit_letter.txt": """\
Your annual season ticket for Harrogate station car park is attached. Permit number HG-3318. It is
valid from 1 September to 31 August and covers one car: BK21 PLO. Display it on the dashboard.
""",
    "prices.csv": """\
ticket,price
daily,£9.50
weekly,£38.00
monthly,£130.00
annual,£1,250.00
""",
    "car_park_rules.txt": """\
Rules: park only in marked bays. A season ticket does not guarantee a space. Overnight parking is
allowed for up to 3 nights. Vehicles parked in disabled bays without a blue badge will be fined £70.
""",
    "renewal_reminder.txt": """\
Your season ticket runs out on 31 August. Renew online by 24 August to keep the same price; from 1
September it goes up to £1,320.
""",
    "works_notice.txt": """\
The top level of the car park will be closed from 3 to 14 March for lighting repairs. Season ticket
holders may use the Station Parade car park instead, free, during that time.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my permit number", "permit_letter.txt", "HG-3318"),
    ("where do I put the permit", "permit_letter.txt", "on the dashboard"),
    ("how much is a weekly ticket", "prices.csv", "£38.00"),
    ("am I guaranteed a space", "car_park_rules.txt", "does not guarantee"),
    ("can I leave the car overnight", "car_park_rules.txt", "up to 3 nights"),
    ("what's the fine for parking in a disabled bay", "car_park_rules.txt", "£70"),
    ("when does my season ticket run out", "renewal_reminder.txt", "31 August"),
    ("how much will it cost next year", "renewal_reminder.txt", "£1,320"),
    ("when is the top level closed", "works_notice.txt", "3 to 14 March"),
    ("where can I park instead", "works_notice.txt", "Station Parade"),
    ("why is the top level closed", "works_notice.txt", "lighting repairs"),
    ("can I swap to a different car", None, ""),
    ("are there bike racks", None, ""),
    ("is there a discount for electric cars", None, ""),
]
