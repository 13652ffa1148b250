"""A commuter's papers for a delayed train refund (the forty-fifth session): the ticket email, the
delay compensation rules as a table, the claim confirmation, the operator's reply and a note. Its
validation folder is a cancelled coach's: the booking, the cancellation email, the refund policy as
CSV, the complaint reply and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ticket.txt": """\
Off-peak return, Bristol Temple Meads to London Paddington, travelling 12 September. Price £64.20.
Outward: 08:32, due 10:14. Return: open, any off-peak train within one month.
""",
    "compensation.md": """\
# Delay compensation

| delay | single ticket | return ticket |
|---|---|---|
| 15 to 29 minutes | 25% | 12.5% |
| 30 to 59 minutes | 50% | 25% |
| 60 to 119 minutes | 100% | 50% |
| 120 minutes or more | 100% | 100% |
""",
    "claim.txt": """\
Claim DR-447120 received on 13 September for your 08:32 train, which arrived 47 minutes late.
Claims must be made within 28 days of travel. We aim to reply within 20 working days.
""",
    "reply.txt": """\
Your claim DR-447120 is approved. We will pay £16.05 to the card you used. If you would prefer rail
vouchers, reply within 7 days.
""",
    "note.txt": """\
The train sat outside Reading for ages, a signal failure. Keep the ticket till the money comes.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was my ticket", "ticket.txt", "£64.20"),
    ("what time was my train due in", "ticket.txt", "10:14"),
    ("how long do I have to use the return", "ticket.txt", "within one month"),
    ("how late was the train", "claim.txt", "47 minutes late"),
    ("what's my claim number", "claim.txt", "DR-447120"),
    ("how long do I have to claim", "claim.txt", "within 28 days"),
    ("when will they reply", "claim.txt", "within 20 working days"),
    ("how much do I get back for a 30 minute delay on a return", "compensation.md", "25%"),
    ("what do I get for 2 hours late on a single", "compensation.md", "100%"),
    ("how much are they paying me", "reply.txt", "£16.05"),
    ("can I have vouchers instead", "reply.txt", "reply within 7 days"),
    ("where will the money go", "reply.txt", "the card you used"),
    ("why was the train late", "note.txt", "signal failure"),
    ("where did the train get stuck", "note.txt", "outside Reading"),
    ("can I claim for a taxi", None, ""),
    ("is there wifi on the train", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Coach booking CX-90412: Leeds to Edinburgh, Friday 24 October, departs 07:15 from Leeds coach
station, bay 12. Two adult seats, £58 in total.
""",
    "cancellation.txt": """\
We're sorry, your 07:15 coach on 24 October has been cancelled because of a driver shortage.
You can travel free on the 11:45 coach the same day, or ask for a full refund.
""",
    "refund_policy.csv": """\
situation,refund
cancelled by us,full refund
you cancel 7 days or more before,80%
you cancel less than 7 days before,no refund
""",
    "complaint_reply.txt": """\
Thank you for your complaint. As a goodwill gesture we have added a £10 voucher to your account,
valid for 12 months.
""",
    "text.txt": """\
Just take the 11:45, Gran's not expecting us till teatime anyway x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where does the coach leave from", "booking.txt", "bay 12"),
    ("how much did we pay", "booking.txt", "£58"),
    ("what's the booking reference", "booking.txt", "CX-90412"),
    ("why was the coach cancelled", "cancellation.txt", "driver shortage"),
    ("which coach can we take instead", "cancellation.txt", "11:45"),
    ("what refund do I get if I cancel 10 days before", "refund_policy.csv", "80%"),
    ("what do I get if they cancel", "refund_policy.csv", "full refund"),
    ("how much is the voucher", "complaint_reply.txt", "£10"),
    ("how long is the voucher valid", "complaint_reply.txt", "12 months"),
    ("when is Gran expecting us", "text.txt", "teatime"),
    ("can I take a bike on the coach", None, ""),
    ("is there a toilet on board", None, ""),
]
