"""An older person's papers for a stairlift (the forty-fourth session): the fitter's quote, the
survey notes, the warranty and service terms, the payment options as a table and a son's email.
Its validation folder is a walk-in shower's through a council adaptations grant: the occupational
therapist's letter, the grant approval, the builder's schedule as CSV, the contractor's terms and a
note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote for a straight stairlift at 9 Orchard Close for Mrs Jean Parry: £2,795 fitted, VAT free as you
have a long-term condition. Fitting takes about 3 hours. We can fit within 10 days of your order.
""",
    "survey_notes.txt": """\
The stairs are straight with 13 steps. The rail fits on the wall side.
The hallway radiator must be moved by 10cm, which we can do for £120.
A double socket is needed near the bottom of the stairs.
""",
    "warranty_terms.txt": """\
The stairlift comes with a 2-year parts and labour warranty. A yearly service costs £95 after the
first year. If the chair stops working, call our 24-hour line and an engineer will come within 48 hours.
""",
    "payment_options.md": """\
# Payment options

| option | cost |
|---|---|
| pay in full | £2,795 |
| 12 monthly payments | £233 a month |
| rent | £30 a week, minimum 6 months |
| buy back when no longer needed | £250 |
""",
    "son_email.txt": """\
Mum, I've booked the day off for the fitting on the 14th. Please don't sign anything on the day
until I'm there. The council said they won't pay for it as you can still manage the stairs. Rob
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the stairlift", "quote.txt", "£2,795"),
    ("do I have to pay VAT", "quote.txt", "VAT free"),
    ("how long does fitting take", "quote.txt", "about 3 hours"),
    ("how many steps are there", "survey_notes.txt", "13 steps"),
    ("does the radiator need moving", "survey_notes.txt", "must be moved"),
    ("how much to move the radiator", "survey_notes.txt", "£120"),
    ("what electrics do I need", "survey_notes.txt", "double socket"),
    ("how long is the warranty", "warranty_terms.txt", "2-year"),
    ("how much is a service", "warranty_terms.txt", "£95"),
    ("what if it breaks down", "warranty_terms.txt", "24-hour line"),
    ("how much is it a month", "payment_options.md", "£233 a month"),
    ("how much to rent it", "payment_options.md", "£30 a week"),
    ("when is Rob coming", "son_email.txt", "the 14th"),
    ("will the council pay for it", "son_email.txt", "won't pay"),
    ("can it go round a corner", None, ""),
    ("is there a seat belt", None, ""),
    ("what's the engineer's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ot_letter.txt": """\
Following my visit on 12 March, I recommend replacing the bath with a level-access shower with a
fold-down seat and two grab rails. This will let Mr Hughes wash safely without help.
""",
    "grant_approval.txt": """\
Your Disabled Facilities Grant of £7,850 has been approved for the walk-in shower. There is nothing
for you to pay. The work must start within 12 months of this letter.
""",
    "schedule.csv": """\
day,work
Monday,take out the bath and tiles
Tuesday,plumbing and floor former
Wednesday,wet wall panels
Thursday,fit shower seat and rails
""",
    "contractor_terms.txt": """\
The water will be off on Monday and Tuesday from 9am to 4pm. We leave the bathroom usable each night.
Any extra work not in the grant must be agreed and paid for separately.
""",
    "note.txt": """\
Dad can stay at Auntie Pam's on Monday night. Ask the builders to keep the bathroom door wide enough
for the frame.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what did the OT recommend", "ot_letter.txt", "level-access shower"),
    ("how many grab rails", "ot_letter.txt", "two grab rails"),
    ("how much is the grant", "grant_approval.txt", "£7,850"),
    ("do we have to pay anything", "grant_approval.txt", "nothing"),
    ("when does the work have to start", "grant_approval.txt", "within 12 months"),
    ("what happens on Wednesday", "schedule.csv", "wet wall panels"),
    ("when are they fitting the seat", "schedule.csv", "Thursday"),
    ("when will the water be off", "contractor_terms.txt", "Monday and Tuesday"),
    ("can we use the bathroom at night", "contractor_terms.txt", "usable each night"),
    ("who pays for extra work", "contractor_terms.txt", "paid for separately"),
    ("where is dad staying", "note.txt", "Auntie Pam's"),
    ("when did the OT visit", "ot_letter.txt", "12 March"),
    ("will the shower have a screen", None, ""),
    ("can we choose the tiles", None, ""),
]
