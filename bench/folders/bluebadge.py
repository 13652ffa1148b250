"""A family's papers for a Blue Badge (the forty-fifth session): the council's application guide,
the decision letter, the rules for using it, the parking concessions as a table and a note. Its
validation folder is a disabled person's railcard's: the application email, the discounts as CSV,
the terms, the renewal reminder and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "guide.txt": """\
Apply for a Blue Badge online. You will need a recent passport-style photo, proof of address from
the last 12 months and your National Insurance number. The badge costs £10 and lasts up to 3 years.
""",
    "decision.txt": """\
Dear Mrs Okafor, your application BB-70213 for your mother, Grace Okafor, has been approved.
Pay the £10 fee within 28 days and the badge will be posted within 3 weeks of payment.
""",
    "using_the_badge.txt": """\
Display the badge on the dashboard with the hologram facing up. The badge holder must be travelling
in the car, or be picked up or dropped off. Lending the badge to others can lead to a £1,000 fine.
""",
    "concessions.md": """\
# Parking with a Blue Badge

| where | what you can do |
|---|---|
| single or double yellow lines | park for up to 3 hours, with the clock |
| council pay and display | park free, no time limit |
| disabled bays | park free |
| hospital car park | check with the hospital |
""",
    "note.txt": """\
Mum's badge is in the glovebox of the blue Fiesta. Remember to set the clock when we park on yellow
lines.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what do I need to apply", "guide.txt", "passport-style photo"),
    ("how much does a blue badge cost", "guide.txt", "£10"),
    ("how long does the badge last", "guide.txt", "up to 3 years"),
    ("who is the badge for", "decision.txt", "Grace Okafor"),
    ("how long do I have to pay the fee", "decision.txt", "within 28 days"),
    ("when will the badge arrive", "decision.txt", "within 3 weeks of payment"),
    ("how do I display the badge", "using_the_badge.txt", "hologram facing up"),
    ("can I use it when mum isn't with me", "using_the_badge.txt", "must be travelling"),
    ("what's the fine for lending it", "using_the_badge.txt", "£1,000"),
    ("how long can we park on yellow lines", "concessions.md", "up to 3 hours"),
    ("do we pay at council car parks", "concessions.md", "park free, no time limit"),
    ("where is the badge", "note.txt", "glovebox"),
    ("what's the application number", "decision.txt", "BB-70213"),
    ("can we use it abroad", None, ""),
    ("does it work in private car parks", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "application.txt": """\
Thanks for applying for a Disabled Persons Railcard. A one-year card costs £20, a three-year card
£54. Your digital railcard will be in the app within 5 working days.
""",
    "discounts.csv": """\
ticket,discount
anytime,one third off
off-peak,one third off
season tickets,none
companion travelling with you,one third off
""",
    "terms.txt": """\
Show the railcard with your ticket when asked. Without it you may have to pay a penalty fare.
The card is valid at any time of day, with no minimum fare.
""",
    "renewal.txt": """\
Your railcard ends on 2 February. Renew it up to 30 days before for no gap in your discount.
""",
    "text.txt": """\
Dad's railcard code is DPR-5518, I've saved it in the family notes x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is a one-year card", "application.txt", "£20"),
    ("how much for three years", "application.txt", "£54"),
    ("when will the railcard be in the app", "application.txt", "within 5 working days"),
    ("what discount on off-peak tickets", "discounts.csv", "one third off"),
    ("does it work on season tickets", "discounts.csv", "none"),
    ("what if I don't have it with me", "terms.txt", "penalty fare"),
    ("is there a minimum fare", "terms.txt", "no minimum fare"),
    ("when does the railcard end", "renewal.txt", "2 February"),
    ("how early can I renew", "renewal.txt", "up to 30 days before"),
    ("what's Dad's railcard code", "text.txt", "DPR-5518"),
    ("can I use it on the tube", None, ""),
    ("can I get a refund if I don't use it", None, ""),
]
