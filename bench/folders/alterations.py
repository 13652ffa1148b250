"""A bride's papers for wedding dress alterations (the forty-fifth session): the seamstress's
quote, the fitting dates as a table, the deposit receipt, the care notes and a text. Its
validation folder is a groom's suit hire's: the hire agreement, the sizes as CSV, the collection
email, the damage terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Stitched by Sara: take in the bodice, shorten the hem by 8cm and add a bustle. £320 in total.
Alterations take 6 to 8 weeks. Bring your wedding shoes to every fitting.
""",
    "fittings.md": """\
# Fittings

| fitting | date | time |
|---|---|---|
| first | 12 April | 10am |
| second | 10 May | 10am |
| final | 31 May | 2pm |
""",
    "deposit_receipt.txt": """\
Deposit of £100 received on 2 March by bank transfer. The balance of £220 is due
at the final fitting. The deposit is non-refundable.
""",
    "care_notes.txt": """\
Hang the dress in its breathable bag, never plastic. Keep it away from direct sunlight. Steam out
creases on a low setting; do not iron the lace.
""",
    "text.txt": """\
Mum's coming to the final fitting with me, she'll bring the veil so we can see it all together x
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are the alterations", "quote.txt", "£320"),
    ("how much is the hem being shortened", "quote.txt", "8cm"),
    ("how long do alterations take", "quote.txt", "6 to 8 weeks"),
    ("what should I bring to fittings", "quote.txt", "wedding shoes"),
    ("when is the first fitting", "fittings.md", "12 April"),
    ("what time is the final fitting", "fittings.md", "2pm"),
    ("how much was the deposit", "deposit_receipt.txt", "£100"),
    ("when do I pay the balance", "deposit_receipt.txt", "at the final fitting"),
    ("can I get the deposit back", "deposit_receipt.txt", "non-refundable"),
    ("how should I store the dress", "care_notes.txt", "breathable bag"),
    ("can I iron the lace", "care_notes.txt", "do not iron the lace"),
    ("who is coming to the final fitting", "text.txt", "Mum"),
    ("what is Mum bringing", "text.txt", "the veil"),
    ("can she dye the shoes", None, ""),
    ("does she do bridesmaid dresses", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hire_agreement.txt": """\
Suit hire for Mr Daniel Frost: navy three-piece, with tie and pocket square. Hire cost £145,
plus a £50 damage deposit returned within 7 days.
""",
    "sizes.csv": """\
item,size
jacket,40R
trousers,34 waist, 31 leg
waistcoat,40
shoes,10
""",
    "collection_email.txt": """\
Your suit is ready to collect from Thursday 5 June, 2 days before the wedding. Return it by 12pm on
Monday 9 June.
""",
    "damage_terms.txt": """\
Late returns are charged £20 a day. Stains that need specialist cleaning come out of the deposit.
""",
    "message.txt": """\
Best man's suit is under my name too, so pick up both on Thursday. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the suit hire", "hire_agreement.txt", "£145"),
    ("what colour is the suit", "hire_agreement.txt", "navy"),
    ("when do I get the deposit back", "hire_agreement.txt", "within 7 days"),
    ("what jacket size", "sizes.csv", "40R"),
    ("what shoe size", "sizes.csv", "10"),
    ("when can I collect the suit", "collection_email.txt", "Thursday 5 June"),
    ("when does it need to go back", "collection_email.txt", "Monday 9 June"),
    ("what if I return it late", "damage_terms.txt", "£20 a day"),
    ("how many suits do I pick up", "message.txt", "both"),
    ("can I buy the suit", None, ""),
    ("does it come with a shirt", None, ""),
]
