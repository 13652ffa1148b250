"""A traveller's papers after a delayed flight (the forty-second session): the airline's delay
email, the booking confirmation, the compensation rules page, the receipts as CSV, the claim form's
notes and the airline's reply. Its validation folder is a rail passenger's delay repay claim: the
ticket, the delay repay rules, the journey log as CSV, the operator's email and the refund notice,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "delay_email.txt": """\
From: SkyBridge Airways
Subject: Flight SB 482 to Malaga is delayed

We're sorry: flight SB 482 from Manchester to Malaga on 14 August is delayed because of a technical
fault with the aircraft. The new departure time is 21:40 (it was due to leave at 14:05). Please stay
near the gate. Meal vouchers worth £12 per passenger are available at the customer service desk.
""",
    "booking_confirmation.txt": """\
Booking reference: QX7P2L
Passengers: Mr Daniel Okafor, Mrs Grace Okafor
Outbound: SB 482, Manchester to Malaga, 14 August, departs 14:05, arrives 18:10
Return: SB 487, Malaga to Manchester, 21 August, departs 19:15
Fare paid: £438.60 for two passengers, including 2 x 20kg hold bags
""",
    "compensation_rules.md": """\
# Delay compensation

If your flight arrives at its destination more than 3 hours late, you may be owed compensation,
unless the delay was caused by extraordinary circumstances such as bad weather or air traffic
control strikes. Technical faults are not extraordinary circumstances.

| flight distance | compensation per passenger |
|---|---|
| up to 1,500 km | £220 |
| 1,500 km to 3,500 km | £350 |
| over 3,500 km | £520 |

Claims must be made within 6 years of the flight.
""",
    "receipts.csv": """\
date,item,amount
14 Aug,sandwiches and drinks at the airport,£18.40
14 Aug,taxi home from Malaga airport (late arrival),£0.00
15 Aug,phone call to the villa owner,£3.20
""",
    "claim_notes.txt": """\
Claim notes: the flight is 1,950 km. We landed at 01:52, 7 hours 42 minutes late. Claim submitted
online on 20 August, claim number SBC-55190. Keep the boarding passes and the meal voucher receipt.
""",
    "airline_reply.txt": """\
Dear Mr Okafor, thank you for your claim SBC-55190. We have approved compensation of £700 for two
passengers. The payment will reach your bank account within 14 days. We do not refund food bought
with your own money when meal vouchers were offered.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("why was the flight delayed", "delay_email.txt", "technical fault"),
    ("what time did the flight actually leave", "delay_email.txt", "21:40"),
    ("how much were the meal vouchers", "delay_email.txt", "£12"),
    ("what's our booking reference", "booking_confirmation.txt", "QX7P2L"),
    ("when do we fly home", "booking_confirmation.txt", "21 August"),
    ("how much did we pay for the flights", "booking_confirmation.txt", "£438.60"),
    ("how late does it have to be to get compensation", "compensation_rules.md", "more than 3 hours"),
    ("does bad weather count", "compensation_rules.md", "extraordinary circumstances"),
    ("how long do I have to claim", "compensation_rules.md", "6 years"),
    ("how much did we spend on sandwiches", "receipts.csv", "£18.40"),
    ("how late did we land", "claim_notes.txt", "7 hours 42 minutes"),
    ("what's the claim number", "claim_notes.txt", "SBC-55190"),
    ("how much compensation are we getting", "airline_reply.txt", "£700"),
    ("when will the money arrive", "airline_reply.txt", "within 14 days"),
    ("will they pay for the food we bought", "airline_reply.txt", "do not refund food"),
    ("can we get lounge access", None, ""),
    ("is travel insurance included", None, ""),
    ("what gate do we go to", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Northern Rail e-ticket
Anytime Return, Leeds to York, 3 March, £21.90
Railcard: 16-25 Railcard applied
Ticket reference: NR-88213-KT
""",
    "delay_repay_rules.txt": """\
Delay Repay

If your train arrives 15 minutes or more late, you can claim. For a delay of 15 to 29 minutes we
refund 25% of the single fare; 30 to 59 minutes, 50%; 60 minutes or more, 100%. Claim within 28
days of your journey. Payment is by bank transfer, voucher or cheque.
""",
    "journey_log.csv": """\
date,train,scheduled arrival,actual arrival,minutes late
3 March,08:12 Leeds to York,08:37,09:21,44
3 March,17:50 York to Leeds,18:16,18:20,4
""",
    "operator_email.txt": """\
From: Northern Customer Relations
Thank you for your Delay Repay claim DR-40177 for the morning of 3 March. We aim to reply within
10 working days. If you need to send more evidence, reply to this email with a photo of your ticket.
""",
    "refund_notice.txt": """\
Claim DR-40177 approved: £5.48 will be paid by bank transfer within 5 working days.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was my ticket", "ticket.txt", "£21.90"),
    ("what railcard did I use", "ticket.txt", "16-25 Railcard"),
    ("how late does the train need to be to claim", "delay_repay_rules.txt", "15 minutes or more"),
    ("how long do I have to make a claim", "delay_repay_rules.txt", "28 days"),
    ("what do I get back for a 45 minute delay", "delay_repay_rules.txt", "50%"),
    ("how late was the morning train", "journey_log.csv", "44"),
    ("what's my claim number", "operator_email.txt", "DR-40177"),
    ("when will they reply", "operator_email.txt", "10 working days"),
    ("how do I send more evidence", "operator_email.txt", "reply to this email"),
    ("how much am I getting back", "refund_notice.txt", "£5.48"),
    ("how will I be paid", "refund_notice.txt", "bank transfer"),
    ("can I get a refund for a cancelled train", None, ""),
    ("is there wifi on the train", None, ""),
    ("can I take my bike", None, ""),
]
