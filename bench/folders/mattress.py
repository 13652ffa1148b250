"""A household's papers for a new mattress (the fifty-fourth session): the order confirmation,
the sizes and prices as a table, the care card, the sleep trial terms and a text. Its validation
folder is a household's for made-to-measure curtains: the quote, the fabrics as CSV, the fitting
note, the care label and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order 88213: one king size hybrid mattress, £649, with removal of your old mattress for £35.
Delivery on Thursday 6 November between 8am and 1pm.
""",
    "sizes.md": """\
# Hybrid mattress prices

| size | price |
|---|---|
| single | £399 |
| double | £549 |
| king | £649 |
| super king | £749 |
""",
    "care_card.txt": """\
Rotate the mattress head to foot every month for the first three months, then every three months.
Do not fold it or stand on it. Let it air for 4 hours after unboxing.
""",
    "trial_terms.txt": """\
You have 100 nights to try it. Returns are accepted after the first 30 nights and before night
100, and we collect it for free. The mattress has a 10 year guarantee.
""",
    "text.txt": """\
Hi, your driver is Paul, he'll call 30 mins before he arrives. Restwell Deliveries
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was the mattress", "order_confirmation.txt", "£649"),
    ("how much to take the old one away", "order_confirmation.txt", "£35"),
    ("when is it being delivered", "order_confirmation.txt", "Thursday 6 November"),
    ("what does a double cost", "sizes.md", "£549"),
    ("how often do I turn it", "care_card.txt", "every month for the first three months"),
    ("how long should it air before we sleep on it", "care_card.txt", "4 hours"),
    ("how long is the trial", "trial_terms.txt", "100 nights"),
    ("can I send it back after a week", "trial_terms.txt", "after the first 30 nights"),
    ("how long is the guarantee", "trial_terms.txt", "10 year"),
    ("who is delivering it", "text.txt", "Paul"),
    ("does it come with pillows", None, ""),
    ("is it good for a bad back", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for lined curtains for the living room bay window and one bedroom: £1,180
including tracks and fitting. A 50% deposit secures your order; making takes 4 to 5 weeks.
""",
    "fabrics.csv": """\
fabric,price per metre
linen natural,£32
velvet green,£45
blackout cotton,£28
""",
    "fitting_note.txt": """\
Our fitter will put the tracks up and hang the curtains in one visit of about three hours. Please
clear the window sills before we arrive.
""",
    "care_label.txt": """\
Dry clean only. Do not tumble dry. Hang straight after cleaning to avoid creases.
""",
    "email.txt": """\
Hi Mrs Shah, your curtains are ready and we can fit them on Tuesday 14 October. Kind regards,
Drapes & Co
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the whole order", "quote.txt", "£1,180"),
    ("how much deposit do I pay", "quote.txt", "50% deposit"),
    ("how long does it take to make them", "quote.txt", "4 to 5 weeks"),
    ("how much is the velvet", "fabrics.csv", "£45"),
    ("what does blackout fabric cost a metre", "fabrics.csv", "£28"),
    ("how long will fitting take", "fitting_note.txt", "about three hours"),
    ("what do I need to do before they come", "fitting_note.txt", "clear the window sills"),
    ("can I wash them in the machine", "care_label.txt", "Dry clean only"),
    ("when are they coming to put them up", "email.txt", "Tuesday 14 October"),
    ("are the tracks included", "quote.txt", "including tracks and fitting"),
    ("do they do blinds too", None, ""),
    ("can I pay in instalments", None, ""),
]
