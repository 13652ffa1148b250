"""A self-publishing author's papers (the thirty-ninth session): the print-on-demand platform's
royalty terms, a royalty statement as CSV, the editor's invoice, the cover designer's agreement,
the launch plan and the ISBN agency's email. Its validation folder is a painter's for an open
studio and a gallery show: the gallery agreement, a price list as CSV, the hanging schedule, the
art insurance summary, the framer's receipt and the curator's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "royalty_terms.md": """\
# Royalties and payments

## Paperbacks
You earn 60% of the list price, minus the printing cost. Printing costs £0.85 per book plus £0.012
per page.

## Ebooks
You earn 70% on ebooks priced between £1.99 and £9.99, and 35% outside that range.

## Payments
Royalties are paid about 60 days after the end of the month in which the sale was made, by bank
transfer, once you have earned at least £10.
""",
    "royalty_statement.csv": """\
month,format,units sold,royalty
2027-01,Paperback,42,£101.64
2027-01,Ebook,118,£230.10
2027-02,Paperback,37,£89.54
2027-02,Ebook,96,£187.20
""",
    "editor_invoice.txt": """\
INVOICE 2027-014
From: Harriet Lowe, copy editor
To: Dan Okafor

Copy edit of "The Salt Road" (84,000 words) at £11 per 1,000 words: £924.00
Proofread of the typeset pages: £350.00
Total due: £1,274.00
Payment within 14 days, please. Sort code 20-44-19, account 61820375.
""",
    "cover_agreement.txt": """\
Cover design agreement between Inkwell Studio and Dan Okafor

Inkwell Studio will design a front cover and a full paperback wrap for a fee of £650. The fee
includes three rounds of changes; further rounds are £45 each. Dan may use the cover on the book,
its ebook and its marketing, but the artwork may not be sold as prints. Files are delivered as a
print-ready PDF and a 2560 x 1600 pixel JPEG.
""",
    "launch_plan.md": """\
# Launch plan

- Preorders open: 1 March
- Advance copies to reviewers: by 8 March
- Launch day: Thursday 15 April
- Launch event at Foyle's Bookshop, Leeds: 15 April at 7pm
- Ebook price £0.99 for launch week, then £3.99
""",
    "isbn_email.txt": """\
Dear Mr Okafor,

Thank you for your order of a block of 10 ISBNs (£174). Your ISBNs are attached. Please remember
that each format needs its own ISBN: the paperback and the hardback cannot share one. You do not
need an ISBN for the ebook if you only sell it through the platform. Once your book is published,
you must send one copy to the British Library within a month.

Nielsen ISBN Agency
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what cut do I get on paperbacks", "royalty_terms.md", "60%"),
    ("how much does it cost to print a book", "royalty_terms.md", "£0.85 per book"),
    ("when do I get paid my royalties", "royalty_terms.md", "60 days"),
    ("what's the minimum before they pay out", "royalty_terms.md", "£10"),
    ("how many paperbacks did I sell in February", "royalty_statement.csv", "37"),
    ("what did the ebook earn in January", "royalty_statement.csv", "£230.10"),
    ("how much do I owe the editor", "editor_invoice.txt", "£1,274.00"),
    ("how much was the proofread", "editor_invoice.txt", "£350.00"),
    ("when do I have to pay the editor", "editor_invoice.txt", "within 14 days"),
    ("how much is the cover design", "cover_agreement.txt", "£650"),
    ("how many rounds of changes do I get on the cover", "cover_agreement.txt", "three rounds"),
    ("can I sell prints of the cover", "cover_agreement.txt", "may not be sold as prints"),
    ("when is launch day", "launch_plan.md", "Thursday 15 April"),
    ("where is the launch event", "launch_plan.md", "Foyle's Bookshop, Leeds"),
    ("what price is the ebook in launch week", "launch_plan.md", "£0.99"),
    ("can the paperback and hardback use the same ISBN", "isbn_email.txt", "cannot share"),
    ("do I need to send a copy to the British Library", "isbn_email.txt", "within a month"),
    ("is there an audiobook deal", None, ""),
    ("how much is the literary agent's commission", None, ""),
    ("when is the book festival", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "gallery_agreement.txt": """\
Exhibition agreement: Northlight Gallery and Ruth Adeyemi

The exhibition runs from 3 to 24 September. The gallery takes 35% commission on every work sold,
including sales made through the gallery within three months of the show closing. Unsold works
must be collected by 1 October; the gallery cannot store them after that date. Work must arrive
ready to hang, with D-rings fitted, no later than 27 August.
""",
    "price_list.csv": """\
title,medium,size,price
Low Tide at Staithes,oil on board,40 x 50 cm,£850
Heron,ink and wash,30 x 30 cm,£320
Winter Beck,oil on canvas,60 x 90 cm,£1,600
Dunes I,charcoal,42 x 59 cm,£275
""",
    "hanging_schedule.md": """\
# Hanging and private view

| date | what |
|---|---|
| Friday 27 August | deliver work, 10am to 4pm |
| Tuesday 31 August | hanging day (artists welcome from 2pm) |
| Thursday 2 September | private view, 6pm to 8.30pm |
| Saturday 25 September | collect unsold work |
""",
    "art_insurance.txt": """\
Art insurance summary

Your works are covered for their sale price while on the gallery's premises and in transit by a
professional art courier. Work carried in your own car is not covered. The excess is £100 per
claim.
""",
    "framer_receipt.txt": """\
Hill & Daughter Framers
4 frames, oak, museum glass: £480
Collected 20 August. Thank you, Ruth!
""",
    "curator_email.txt": """\
Hi Ruth, lovely to have you in the show. Could you send us a short biography (no more than 150
words) and an artist statement by 13 August for the catalogue? Red dots for sold works go on the
label, and buyers take their work home when the show ends. Best, Tom
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long is the exhibition on", "gallery_agreement.txt", "3 to 24 September"),
    ("what commission does the gallery take", "gallery_agreement.txt", "35%"),
    ("when do I have to get my work to the gallery", "gallery_agreement.txt", "27 August"),
    ("how much is the Heron painting", "price_list.csv", "£320"),
    ("what size is Winter Beck", "price_list.csv", "60 x 90 cm"),
    ("when is the private view", "hanging_schedule.md", "6pm to 8.30pm"),
    ("what time can I come on hanging day", "hanging_schedule.md", "from 2pm"),
    ("is my work covered if I drive it there myself", "art_insurance.txt", "not covered"),
    ("what's the insurance excess", "art_insurance.txt", "£100"),
    ("how much did the framing cost", "framer_receipt.txt", "£480"),
    ("how long can my biography be", "curator_email.txt", "150"),
    ("when do buyers take their paintings home", "curator_email.txt", "when the show ends"),
    ("is there a charge for the private view", None, ""),
    ("can I sell prints in the gallery shop", None, ""),
    ("will the show be reviewed in the paper", None, ""),
]
