"""A householder's tree work papers (the forty-third session): the tree surgeon's quote as a
table, the council's tree preservation order letter, the booking text, the surgeon's terms, the
neighbour's letter and the arborist's report. Its validation folder is a roofer's gutter and
roof repair: the quote, the survey notes, the prices as CSV, the scaffold notice and the
guarantee, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.md": """\
# Oakleaf Tree Care: quote Q-2231

| work | price |
|---|---|
| reduce the oak crown by 25% | £650 |
| fell the dead birch and grind the stump | £420 |
| cut back the leylandii hedge to 2 m | £280 |
| take away all waste | included |

Prices include VAT. This quote is valid for 60 days.
""",
    "tpo_letter.txt": """\
Leeds City Council, Tree Preservation Orders

The oak in the rear garden of 14 Birch Lane is protected by Tree Preservation Order TPO 118. You must
apply for consent before any work is done to it; we aim to decide within 8 weeks. Work on a protected
tree without consent can lead to an unlimited fine. The birch and the hedge are not protected.
""",
    "booking_text.txt": """\
Hi, Oakleaf here. We've got you down for Monday 17 November, starting 8am, two of us plus the chipper.
The birch and hedge will take one day. Could you move the car off the drive the night before?
""",
    "terms.txt": """\
We ask for a 20% deposit to book, with the balance due on the day the work is finished. We carry £5
million public liability insurance. If high winds make it unsafe to climb we will rearrange at no
cost to you. Firewood can be left on request, cut into rings.
""",
    "neighbour_letter.txt": """\
Dear Mr and Mrs Rahman, thank you for letting us know about the tree work. We're happy for the team
to come into our garden to reach the hedge, but please could they avoid the vegetable beds by the
fence. Best wishes, Jean at number 16.
""",
    "arborist_report.txt": """\
The birch is dead, with fungal brackets at the base, and should be felled within 3 months. The oak is
healthy and about 120 years old. A crown reduction of no more than 25% will let more light into the
garden without harming it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much to take the birch down", "quote.md", "£420"),
    ("how much for the oak", "quote.md", "£650"),
    ("do they take the waste away", "quote.md", "included"),
    ("how long is the quote good for", "quote.md", "60 days"),
    ("is the oak protected", "tpo_letter.txt", "Tree Preservation Order"),
    ("how long does the council take to decide", "tpo_letter.txt", "8 weeks"),
    ("what happens if we cut the oak without permission", "tpo_letter.txt", "unlimited fine"),
    ("when are they coming", "booking_text.txt", "Monday 17 November"),
    ("what time do they start", "booking_text.txt", "8am"),
    ("do I need to move the car", "booking_text.txt", "move the car off the drive"),
    ("how much is the deposit", "terms.txt", "20%"),
    ("are they insured", "terms.txt", "£5"),
    ("what if it's too windy", "terms.txt", "rearrange at no"),
    ("can we keep the wood", "terms.txt", "Firewood can be left"),
    ("what did Jean ask", "neighbour_letter.txt", "avoid the vegetable beds"),
    ("what's wrong with the birch", "arborist_report.txt", "dead"),
    ("how old is the oak", "arborist_report.txt", "about 120 years"),
    ("do they plant new trees", None, ""),
    ("will they clear the gutters", None, ""),
    ("how tall is the oak", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "roof_quote.txt": """\
Hartley Roofing quote for 3 Canal Street
Replace 12 slipped slates and reseal the chimney flashing: £540
Clear and repair the front gutters: £180
Scaffold for 2 weeks: £650
All prices include VAT. Payment on completion.
""",
    "survey_notes.txt": """\
The leak above the back bedroom comes from the chimney flashing, which has cracked. The roof timbers
are sound. The front gutter is blocked with moss and sags at the downpipe.
""",
    "prices.csv": """\
job,price
gutter clearing (per side),£90
replace a slate,£25
moss removal (whole roof),£380
""",
    "scaffold_notice.txt": """\
The scaffold will go up on Thursday 4 December and come down after the work is finished. Please keep
the side gate unlocked. Children must not climb on the scaffold.
""",
    "guarantee.txt": """\
All repairs are guaranteed for 10 years. The guarantee does not cover storm damage and passes to a new
owner if you sell the house.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much to fix the slates", "roof_quote.txt", "£540"),
    ("how much is the scaffolding", "roof_quote.txt", "£650"),
    ("when do I pay", "roof_quote.txt", "on completion"),
    ("where's the leak coming from", "survey_notes.txt", "chimney flashing"),
    ("are the timbers ok", "survey_notes.txt", "sound"),
    ("what's wrong with the gutter", "survey_notes.txt", "blocked with moss"),
    ("how much is it to get the moss off", "prices.csv", "£380"),
    ("how much per slate", "prices.csv", "£25"),
    ("when is the scaffold going up", "scaffold_notice.txt", "Thursday 4 December"),
    ("do I need to leave the gate open", "scaffold_notice.txt", "side gate unlocked"),
    ("how long is the guarantee", "guarantee.txt", "10 years"),
    ("does the guarantee cover storms", "guarantee.txt", "does not cover storm damage"),
    ("do they do solar panels", None, ""),
    ("can they fix the fence", None, ""),
]
