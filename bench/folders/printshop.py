"""A couple's papers for printed wedding invitations (the forty-sixth session): the print shop's
order confirmation, the proof notes, the price list as a table, the delivery terms and a text.
Its validation folder is a café owner's for a new shop sign: the sign maker's quote, the design
notes, the sizes as CSV, the fitting terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order PS-7734 for Amy and Tom: 80 day invitations and 40 evening invitations, printed on 350gsm
cream card with gold foil names. Envelopes are included. Ordered 2 April.
""",
    "proof_notes.txt": """\
Your proof is attached. Please check the spelling of every name, the date (Saturday 20
September) and the venue, Hollins Barn. Printing starts only once you reply APPROVED. Changes after
approval cost £15.
""",
    "price_list.md": """\
# Extras

| extra | price |
|---|---|
| RSVP cards | 60p each |
| Wax seals | 45p each |
| Hand-addressed envelopes | £1.20 each |
""",
    "delivery_terms.txt": """\
Orders are printed within 7 working days of approval and sent by tracked post.
Collection from the shop is free. We keep your design for 12 months in case you need a reprint.
""",
    "text.txt": """\
Hi Amy, Mum says Auntie Jean's surname is spelt Harrop with two r's! Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the order number", "order_confirmation.txt", "PS-7734"),
    ("how many evening invitations did we order", "order_confirmation.txt", "40 evening invitations"),
    ("what colour is the card", "order_confirmation.txt", "cream"),
    ("are envelopes included", "order_confirmation.txt", "Envelopes are included"),
    ("what do I need to check on the proof", "proof_notes.txt", "the spelling of every name"),
    ("how do I approve the proof", "proof_notes.txt", "reply APPROVED"),
    ("how much do changes cost after approval", "proof_notes.txt", "£15"),
    ("how much are the wax seals", "price_list.md", "45p each"),
    ("how much for hand addressed envelopes", "price_list.md", "£1.20 each"),
    ("how long does printing take", "delivery_terms.txt", "within 7 working days of approval"),
    ("can I collect from the shop", "delivery_terms.txt", "Collection from the shop is free"),
    ("how long do they keep the design", "delivery_terms.txt", "12 months"),
    ("how is Auntie Jean's surname spelt", "text.txt", "Harrop"),
    ("can we add a map", None, ""),
    ("do they print place cards", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for Bean There Café: one illuminated fascia sign, 3 metres by 60cm, aluminium with LED
lighting. Price £1,480 plus VAT, including fitting. Quote valid for 30 days.
""",
    "design_notes.txt": """\
Lettering in white on a dark green background, using the café's own logo. We will send two design
options to choose from within a week of your deposit.
""",
    "sizes.csv": """\
sign,width,height,price
Fascia,3m,60cm,£1480
Hanging sign,80cm,80cm,£420
Window vinyl,1.2m,40cm,£95
""",
    "fitting_terms.txt": """\
A 50% deposit is due when you accept the quote. Fitting takes half a day; we need power within 2
metres of the sign. You are responsible for any planning consent.
""",
    "message.txt": """\
Spoke to the council - we need advertisement consent for the lit sign, takes up to 8 weeks. Raj
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the sign", "quote.txt", "£1,480 plus VAT"),
    ("how long is the quote valid", "quote.txt", "30 days"),
    ("what colour is the lettering", "design_notes.txt", "white"),
    ("when will we see the designs", "design_notes.txt", "within a week of your deposit"),
    ("how much is the window vinyl", "sizes.csv", "£95"),
    ("how big is the hanging sign", "sizes.csv", "80cm"),
    ("how much deposit do they want", "fitting_terms.txt", "50% deposit"),
    ("how long does fitting take", "fitting_terms.txt", "half a day"),
    ("who sorts out planning consent", "fitting_terms.txt", "You are responsible"),
    ("how long does consent take", "message.txt", "up to 8 weeks"),
    ("is there a guarantee on the lights", None, ""),
    ("can they remove the old sign", None, ""),
]
