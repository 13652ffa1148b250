"""Someone's papers after losing a wallet (the forty-third session): the police lost property
report, the bank's card cancellation letter, the DVLA's replacement licence page, the railcard
replacement email, the list of what was in it as a table and a note to self. Its validation folder
is a stolen bike's: the police crime report, the insurance claim email, the bike's details as CSV,
the insurer's reply and the bike shop's replacement quote, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "police_report.txt": """\
Lost property report LP/2291/25
Reported: 6 October, 18:40, online
Item: brown leather wallet, lost on the number 38 bus between Angel and Holborn, about 5pm
Report by: Daniel Ferreira
""",
    "bank_letter.txt": """\
We've cancelled your debit card ending 4417 as you asked on 6 October. Your new card will arrive
within 5 working days, and your PIN stays the same. There were no payments on the card after 4:50pm
on 6 October.
""",
    "dvla_page.txt": """\
Replacing a lost driving licence costs £20 online. Your new licence should arrive within 1 week. You
can still drive while you wait for it, as long as you have applied.
""",
    "railcard_email.txt": """\
Your 16-25 Railcard has been replaced in the app for a £10 fee. The old card number 8820 4471 no
longer works. Your railcard expires on 14 March as before.
""",
    "wallet_contents.md": """\
# What was in the wallet

| item | what to do | done |
|---|---|---|
| debit card | cancel with the bank | yes |
| driving licence | replace with the DVLA | yes |
| railcard | replace in the app | yes |
| gym card | ask at the front desk | no |
| about £30 in cash | - | - |
""",
    "note_to_self.txt": """\
Check TfL lost property after 3 days, things from buses take that long to arrive. Ask the gym about
a new card, they said it's £5.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the police reference", "police_report.txt", "LP/2291/25"),
    ("where did I lose my wallet", "police_report.txt", "number 38 bus"),
    ("when will the new bank card come", "bank_letter.txt", "within 5 working days"),
    ("do I get a new PIN", "bank_letter.txt", "PIN stays the same"),
    ("did anyone use my card", "bank_letter.txt", "no payments"),
    ("how much is a new driving licence", "dvla_page.txt", "£20"),
    ("can I drive without my licence", "dvla_page.txt", "still drive"),
    ("how much was the replacement railcard", "railcard_email.txt", "£10"),
    ("when does my railcard run out", "railcard_email.txt", "14 March"),
    ("have I sorted the gym card", "wallet_contents.md", "no"),
    ("how much cash was in it", "wallet_contents.md", "£30"),
    ("when should I check lost property", "note_to_self.txt", "after 3 days"),
    ("how much is a new gym card", "note_to_self.txt", "£5"),
    ("will my insurance cover the cash", None, ""),
    ("do I need a new passport", None, ""),
    ("what's the TfL phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "crime_report.txt": """\
Crime reference 01/88712/25
Offence: theft of a pedal cycle
Location: outside Sainsbury's, Cowley Road, Oxford, between 1pm and 2.15pm on 2 September
The bike was locked with a cable lock, which was cut.
""",
    "claim_email.txt": """\
I'd like to claim for my stolen bike under policy HC-558201. I've attached the crime reference and
the original receipt. The bike cost £1,150 in April last year.
""",
    "bike_details.csv": """\
detail,value
make and model,Trek FX 3 Disc
frame number,WTU2841C0921K
colour,matt grey
size,medium
""",
    "insurer_reply.txt": """\
Thank you for your claim. Bikes away from home are covered up to £1,000 if locked to a fixed object
with an approved lock. Cable locks are not approved locks, so we can only pay £250. The excess of
£100 will be taken off.
""",
    "shop_quote.txt": """\
Replacement quote from Cowley Cycles: Trek FX 3 Disc, medium, £1,200. A Sold Secure gold D-lock is
£65. Quote valid for 14 days.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the crime reference", "crime_report.txt", "01/88712/25"),
    ("where was the bike stolen", "crime_report.txt", "Cowley Road"),
    ("how much did the bike cost", "claim_email.txt", "£1,150"),
    ("what's the frame number", "bike_details.csv", "WTU2841C0921K"),
    ("what colour is the bike", "bike_details.csv", "matt grey"),
    ("how much will the insurer pay", "insurer_reply.txt", "£250"),
    ("why aren't they paying the full amount", "insurer_reply.txt", "Cable locks are not approved"),
    ("what's the excess", "insurer_reply.txt", "£100"),
    ("how much is a new bike", "shop_quote.txt", "£1,200"),
    ("how much is a good lock", "shop_quote.txt", "£65"),
    ("how long is the quote valid", "shop_quote.txt", "14 days"),
    ("what lock did I use", "crime_report.txt", "cable lock"),
    ("will the police look at CCTV", None, ""),
    ("can I get a bike on the cycle to work scheme", None, ""),
]
