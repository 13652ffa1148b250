"""A householder's papers for made-to-measure blinds (the forty-sixth session): the order
confirmation, the measuring visit notes, the blinds as a table, the fitting appointment email
and a text. Its validation folder is a householder's for made-to-measure curtains: the quote,
the fabric notes, the windows as CSV, the care label and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order BL-55120 from Shadeline Blinds: four blinds for 22 Park Terrace. Total £684, deposit of £200
paid, balance due on fitting. Made to measure in 14 to 21 days.
""",
    "measuring_notes.txt": """\
Measured by Gemma on 2 June. Bay window: three blinds fitted inside the recess. The kitchen blind
must be moisture-resistant because it is above the sink. All cords are fitted with
child safety cleats.
""",
    "blinds.md": """\
# Your blinds

| room | type | colour | price |
|---|---|---|---|
| Lounge bay (3) | Roman | Sage | £522 |
| Kitchen | Roller | Chalk | £162 |
""",
    "fitting_email.txt": """\
Your fitting is on Tuesday 24 June, between 1pm and 3pm. Please clear the window sills and move
anything fragile. The fitter will need about 2 hours and takes away all packaging.
""",
    "text.txt": """\
Hi, Gemma from Shadeline - your kitchen blind fabric is out of stock, Linen is the nearest match. Ok?
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are the blinds altogether", "order_confirmation.txt", "£684"),
    ("how much is left to pay", "order_confirmation.txt", "balance due on fitting"),
    ("how long will they take to make", "order_confirmation.txt", "14 to 21 days"),
    ("why does the kitchen blind have to be moisture resistant", "measuring_notes.txt", "above the sink"),
    ("are the cords child safe", "measuring_notes.txt", "child safety"),
    ("what colour is the kitchen blind", "blinds.md", "Chalk"),
    ("what type are the lounge blinds", "blinds.md", "Roman"),
    ("when are they being fitted", "fitting_email.txt", "Tuesday 24 June"),
    ("what do I need to clear", "fitting_email.txt", "the window sills"),
    ("how long will the fitting take", "fitting_email.txt", "about 2 hours"),
    ("will they take the packaging", "fitting_email.txt", "takes away all packaging"),
    ("what's the nearest match for the kitchen fabric", "text.txt", "Linen"),
    ("are the blinds blackout", None, ""),
    ("is there a guarantee", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote from Stitch & Drape for lined curtains in the living room and main bedroom:
£890 including tracks and fitting. Ready in about 5 weeks from your deposit.
""",
    "fabric_notes.txt": """\
Living room: Harlow velvet in Teal, with blackout lining. Bedroom: Amelie cotton in Dove Grey,
with thermal lining. Pencil pleat headings throughout.
""",
    "windows.csv": """\
room,width,drop
Living room,210cm,230cm
Main bedroom,165cm,140cm
""",
    "care_label.txt": """\
Dry clean only. Do not tumble dry. Hang the curtains for a week after fitting to let the creases drop.
""",
    "message.txt": """\
Sorry, the velvet is delayed two weeks at the mill, I'll call when it lands. Mina (Stitch & Drape)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are the curtains", "quote.txt", "£890"),
    ("does that include fitting", "quote.txt", "including tracks and fitting"),
    ("when will they be ready", "quote.txt", "about 5 weeks"),
    ("what colour is the living room fabric", "fabric_notes.txt", "Teal"),
    ("what lining does the bedroom have", "fabric_notes.txt", "thermal lining"),
    ("how wide is the bedroom window", "windows.csv", "165cm"),
    ("can I wash them", "care_label.txt", "Dry clean only"),
    ("what about the creases", "care_label.txt", "Hang the curtains for a week"),
    ("why is the velvet late", "message.txt", "delayed two weeks at the mill"),
    ("are there tie-backs", None, ""),
    ("can they do a blind as well", None, ""),
]
