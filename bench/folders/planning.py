"""A householder's planning application for a rear extension (the fortieth session): the council's
acknowledgement letter, the application's fees as a table, the architect's drawing notes, a
neighbour's comment, the validation checklist and the planning officer's email. Its validation
folder is a tree works application in a conservation area: the council's notice, the tree
surgeon's quote, the trees as CSV, the conservation area guide, the decision letter and a
neighbour's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "acknowledgement_letter.txt": """\
Dear Mr and Mrs Okafor,

Application reference 24/01873/HOUSE: single-storey rear extension at 14 Larch Close

Your application was received on 3 September and is now valid. A decision is due by 29 October,
which is eight weeks from the valid date. Site notices will be put up near your property, and
neighbours have 21 days to comment. You can track the application online using the reference
above.

Planning Services, Stroud District Council
""",
    "fees.md": """\
# Planning fees (householder)

| application | fee |
|---|---|
| extension or alteration to one house | £258 |
| lawful development certificate | £129 |
| pre-application advice meeting | £150 |
| resubmission within 12 months | free |
""",
    "drawing_notes.txt": """\
Architect's notes to drawings 101 to 104

The extension projects 4 metres from the rear wall and is 3.4 metres high at the eaves. Walls are
in buff brick to match the house; the roof is flat with two roof lights. The side wall is 1 metre
from the boundary with number 12. Drainage connects to the existing manhole in the garden.
""",
    "neighbour_comment.txt": """\
Comment from the occupier of 12 Larch Close, received 17 September

I do not object to the extension, but I ask that building work is limited to 8am to 6pm on
weekdays and that the contractor's vans do not block our drive.
""",
    "validation_checklist.md": """\
# What a householder application needs

- the application form, signed
- a location plan at 1:1250, with the site edged in red
- existing and proposed floor plans and elevations
- the fee
- a certificate of ownership (Certificate A if you own the whole site)
""",
    "officer_email.txt": """\
From: Helen Marsh, Planning Officer
To: Daniel Okafor

Hi Daniel, I visited the site on Tuesday. The design looks acceptable, but could you send an
amended drawing showing the roof lights set back 500mm from the edge? If I have it by 15 October
I can still decide the application on time. Regards, Helen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when will we get a decision", "acknowledgement_letter.txt", "29 October"),
    ("what's our application reference", "acknowledgement_letter.txt", "24/01873/HOUSE"),
    ("how long do the neighbours have to comment", "acknowledgement_letter.txt", "21 days"),
    ("how much is the fee for an extension", "fees.md", "£258"),
    ("do we have to pay again if we resubmit", "fees.md", "free"),
    ("how far does the extension stick out", "drawing_notes.txt", "4 metres"),
    ("how tall is the extension", "drawing_notes.txt", "3.4 metres"),
    ("what kind of roof is it", "drawing_notes.txt", "flat with two roof lights"),
    ("does the neighbour object", "neighbour_comment.txt", "I do not object"),
    ("what hours does the neighbour want the builders to work", "neighbour_comment.txt", "8am to 6pm"),
    ("what scale does the location plan need to be", "validation_checklist.md", "1:1250"),
    ("which ownership certificate do we need", "validation_checklist.md", "Certificate A"),
    ("what does the planning officer want changed", "officer_email.txt", "roof lights set back 500mm"),
    ("when does the officer need the new drawing by", "officer_email.txt", "15 October"),
    ("who is our planning officer", "officer_email.txt", "Helen Marsh"),
    ("do we need building regulations approval", None, ""),
    ("how much will the extension cost to build", None, ""),
    ("can we appeal if it's refused", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "council_notice.txt": """\
Notice of intent to carry out works to trees in a conservation area

Reference: TCA/24/0412. Site: The Old Rectory, Church Lane, Ampney.
We received your notice on 2 May. Works may not start until six weeks after that date unless the
council tells you sooner that it has no objection. If the council makes a Tree Preservation Order
in that time, you will need consent before any work.
""",
    "tree_quote.txt": """\
Cotswold Tree Care: quotation

Reduce the crown of the copper beech by 2 metres all round: £650
Fell the dead silver birch and grind out the stump: £420
All waste removed. VAT is not charged. The job takes one day with a crew of three.
""",
    "trees.csv": """\
tree,species,height,work
T1,copper beech,18m,crown reduction
T2,silver birch,11m,fell
T3,yew,7m,none
""",
    "conservation_guide.md": """\
# Trees in a conservation area

You must give the council six weeks' notice before cutting down or pruning any tree with a
trunk more than 7.5cm across, measured 1.5 metres above the ground. Dead trees can be removed
with five days' notice. Fines for unauthorised work can be unlimited.
""",
    "decision_letter.txt": """\
Decision: no objection

The council raises no objection to the works described in TCA/24/0412. The works must be
carried out within two years of this letter, dated 6 June.
""",
    "neighbour_email.txt": """\
Hi, it's Margaret next door. Could your tree people let me know the day they're coming? I'll
move my car off the lane, and I'd like to bring the washing in before they start. Thanks!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when can the tree work start", "council_notice.txt", "six weeks after that date"),
    ("what's the reference number", "council_notice.txt", "TCA/24/0412"),
    ("how much to take down the birch", "tree_quote.txt", "£420"),
    ("how long will the job take", "tree_quote.txt", "one day"),
    ("how tall is the copper beech", "trees.csv", "18m"),
    ("what work is planned for the yew", "trees.csv", "none"),
    ("how much notice do I need to give for a dead tree", "conservation_guide.md", "five days"),
    ("what's the fine for cutting a tree without permission", "conservation_guide.md", "unlimited"),
    ("did the council object", "decision_letter.txt", "no objection"),
    ("how long do we have to do the work", "decision_letter.txt", "within two years"),
    ("what does Margaret want", "neighbour_email.txt", "let me know the day"),
    ("is VAT charged on the quote", "tree_quote.txt", "VAT is not charged"),
    ("do I need insurance for the tree surgeon", None, ""),
    ("can I plant a new tree afterwards", None, ""),
    ("how much is the planning fee", None, ""),
]
