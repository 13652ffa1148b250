"""A van owner's papers for signwriting and a vinyl wrap on a work van (the forty-eighth
session): the quote, the installer's terms, the job list as a table, the care guide and an
email. Its validation folder is a shop owner's for a new shop sign: the order, the sign
maker's terms, the options as CSV, the planning note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Stick It Graphics quote for Dean's Plumbing, Ford Transit Custom. Part wrap in matt grey with logo
and phone number on both sides and the back doors. £1,650, fitting time 2 days.
""",
    "terms.txt": """\
The van must be washed, dry and free of wax when it arrives. A 40% deposit is due
when you approve the design. Existing scratches and rust will show through the vinyl.
""",
    "job_list.md": """\
# Job list

| job | part | price |
|---|---|---|
| Matt grey part wrap | sides and bonnet | £1,200 |
| Logo and phone number | both sides and back doors | £300 |
| Design | artwork and two changes | £150 |
""",
    "care_guide.txt": """\
Wait a week before washing the van. Hand wash only; no pressure washer closer than 30 cm.
The wrap should last 5 to 7 years.
""",
    "email.txt": """\
Hi Dean, drop the van off at 8am Monday and we'll have it back to you by 5pm Tuesday. Kirsty, Stick It Graphics
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the wrap altogether", "quote.txt", "£1,650"),
    ("what colour is the van going", "quote.txt", "matt grey"),
    ("how long will they have the van", "quote.txt", "2 days"),
    ("does the van need cleaning first", "terms.txt", "must be washed, dry and free of wax"),
    ("when do I pay the deposit", "terms.txt", "when you approve the design"),
    ("will the rust show", "terms.txt", "will show through the vinyl"),
    ("how much is the design", "job_list.md", "£150"),
    ("where is the logo going", "job_list.md", "both sides and back doors"),
    ("when can I wash the van", "care_guide.txt", "Wait a week"),
    ("how long will the wrap last", "care_guide.txt", "5 to 7 years"),
    ("when do I get the van back", "email.txt", "by 5pm Tuesday"),
    ("can they wrap the roof", None, ""),
    ("do they do car tints", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order.txt": """\
Bright Signs order 2207 for The Little Bakehouse: a 3-metre fascia sign, painted aluminium, with
gold lettering. Fitting on Wednesday 10 September, before opening.
""",
    "terms.txt": """\
Half the price is due with the order and the rest on fitting. Proofs must be signed off
within 5 working days or the fitting date may move.
""",
    "options.csv": """\
option,price
Fascia sign 3m,£890
Projecting hanging sign,£340
Window lettering,£180
LED trough light,£260
""",
    "planning_note.txt": """\
An illuminated sign may need advertisement consent from the council. A plain painted sign usually does not.
""",
    "text.txt": """\
Morning! The fitters need the parking bay outside clear from 7am. Rob, Bright Signs
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour is the lettering", "order.txt", "gold lettering"),
    ("when is the sign going up", "order.txt", "Wednesday 10 September"),
    ("how much do I pay up front", "terms.txt", "Half the price is due with the order"),
    ("how long do I have to approve the proof", "terms.txt", "within 5 working days"),
    ("how much is a hanging sign", "options.csv", "£340"),
    ("what does a light for the sign cost", "options.csv", "£260"),
    ("do I need permission for a lit sign", "planning_note.txt", "may need advertisement consent"),
    ("what do the fitters need", "text.txt", "parking bay outside clear from 7am"),
    ("how wide is the sign", "order.txt", "3-metre"),
    ("how much is window lettering", "options.csv", "£180"),
    ("do they make menu boards", None, ""),
    ("is there a guarantee", None, ""),
]
