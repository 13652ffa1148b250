"""A city bike share member's papers (the forty-second session): the scheme's welcome email, the
prices as a table, the docking stations as CSV, the rules, the monthly statement and a damage
report reply. Its validation folder is an e-scooter rider's: the app's terms summary, the price
list, the parking zones as CSV, the safety rules, the fine notice and the ride receipt, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
From: CityCycle Bristol
Welcome to CityCycle! Your annual membership is active from 2 April. Your member number is
CC-301877 and your unlock PIN is sent by text. Download the CityCycle app to find bikes and
docks near you.
""",
    "prices.md": """\
# Prices

| plan | price | what you get |
|---|---|---|
| pay as you go | £1 to unlock, then 10p a minute | no commitment |
| monthly | £12 a month | unlimited 30-minute rides |
| annual | £90 a year | unlimited 45-minute rides |

E-bikes cost an extra 5p a minute on every plan.
""",
    "docks.csv": """\
dock,location,spaces
Temple Meads,outside the station entrance,24
Harbourside,by the M Shed,18
Clifton Triangle,outside the Victoria Rooms,12
Cabot Circus,on Penn Street,20
""",
    "rules.txt": """\
CityCycle rules

You must be 16 or over to ride. Return the bike to a dock and wait for the green light; a bike not
docked properly keeps costing you money. Rides over your plan's time limit are charged at 10p a
minute. You must not carry a passenger. Report any damage in the app before you ride.
""",
    "statement_may.txt": """\
CityCycle statement for May
Rides: 23
Total time: 9 hours 12 minutes
Extra time charges: £2.40
E-bike charges: £6.85
Total charged: £9.25
""",
    "damage_reply.txt": """\
Hi, thanks for reporting bike 4471 with a flat tyre at Harbourside. We've taken it out of service
and refunded the £1.20 you were charged for the ride. Our mechanics visit each dock every 48 hours.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my membership start", "welcome_email.txt", "2 April"),
    ("what's my member number", "welcome_email.txt", "CC-301877"),
    ("how do I get my PIN", "welcome_email.txt", "by text"),
    ("how much is a monthly pass", "prices.md", "£12 a month"),
    ("how long can I ride on the annual plan", "prices.md", "45-minute"),
    ("do e-bikes cost more", "prices.md", "extra 5p a minute"),
    ("where is the Harbourside dock", "docks.csv", "by the M Shed"),
    ("how many spaces at Temple Meads", "docks.csv", "24"),
    ("how old do you have to be", "rules.txt", "16 or over"),
    ("can I take my son on the back", "rules.txt", "must not carry a passenger"),
    ("what happens if I go over the time", "rules.txt", "10p a minute"),
    ("how many rides did I do in May", "statement_may.txt", "23"),
    ("how much did I pay for e-bikes in May", "statement_may.txt", "£6.85"),
    ("did I get my money back for the flat tyre", "damage_reply.txt", "refunded the £1.20"),
    ("how often are the bikes checked", "damage_reply.txt", "every 48 hours"),
    ("do I need a helmet", None, ""),
    ("can I take a bike on the train", None, ""),
    ("is there a student discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "terms_summary.txt": """\
Zipp e-scooters: the key terms

You must be 18 or over and hold a full or provisional driving licence. Only one person may ride a
scooter. Riding on the pavement is not allowed. Your account is suspended after three warnings.
""",
    "price_list.md": """\
| option | price |
|---|---|
| unlock | £1 |
| per minute | 16p |
| day pass | £10 |
| monthly pass | £35 |
""",
    "parking_zones.csv": """\
zone,where,type
P1,George Square,parking bay
P2,Queen Street station,parking bay
N1,Buchanan Street,no parking
S1,Kelvingrove Park,slow zone (8 mph)
""",
    "safety_rules.txt": """\
The top speed is 15.5 mph. Helmets are recommended and free helmets are in the boot of every
scooter. Do not ride after drinking alcohol.
""",
    "fine_notice.txt": """\
Parking fine: your scooter was left outside a parking bay on Buchanan Street on 9 May. A £20
charge has been added to your account. You can appeal within 14 days in the app.
""",
    "ride_receipt.txt": """\
Ride receipt, 12 May: 18 minutes, Queen Street station to George Square. Unlock £1, time £2.88.
Total £3.88, paid by Apple Pay.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how old do I need to be", "terms_summary.txt", "18 or over"),
    ("can two people ride one", "terms_summary.txt", "Only one person"),
    ("can I ride on the pavement", "terms_summary.txt", "not allowed"),
    ("how much is a day pass", "price_list.md", "£10"),
    ("what does it cost per minute", "price_list.md", "16p"),
    ("where can I park near the station", "parking_zones.csv", "Queen Street station"),
    ("how fast can it go", "safety_rules.txt", "15.5 mph"),
    ("where are the helmets", "safety_rules.txt", "in the boot"),
    ("why did I get fined", "fine_notice.txt", "outside a parking bay"),
    ("how long do I have to appeal", "fine_notice.txt", "14 days"),
    ("how much was my ride on 12 May", "ride_receipt.txt", "£3.88"),
    ("can I ride in the rain", None, ""),
    ("is there insurance", None, ""),
    ("can I reserve a scooter", None, ""),
]
