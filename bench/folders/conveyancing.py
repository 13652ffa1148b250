"""A first-time buyer's papers from the solicitor buying a flat (the forty-seventh session): the
client care letter, the searches note, the costs as a table, the completion email and a text. Its
validation folder is a seller's papers from the estate agent: the terms of business, the viewing
feedback, the offers as CSV, the memorandum of sale and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "client_care_letter.txt": """\
Your purchase of Flat 2, 18 Quay Street is being handled by Laura Finch, conveyancer,
on 0161 555 0143. We expect exchange in 8 to 10 weeks.
""",
    "searches_note.txt": """\
The local authority search came back clear. The water and drainage search shows a
public sewer under the garden. Leasehold: 112 years left on the lease.
""",
    "costs.md": """\
# Costs

| item | amount |
|---|---|
| legal fee | £1,050 plus VAT |
| searches | £310 |
| Land Registry fee | £150 |
| stamp duty | £0 (first-time buyer relief) |
""",
    "completion_email.txt": """\
Completion is set for Friday 28 November. Keys will be released by the agent once the money has
arrived, usually after 1pm. Your deposit of £18,500 must reach us by 21 November.
""",
    "text.txt": """\
Buildings insurance must be in place from exchange, please send me the policy. Laura
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is dealing with the purchase", "client_care_letter.txt", "Laura Finch"),
    ("when will we exchange", "client_care_letter.txt", "8 to 10 weeks"),
    ("did the searches find anything", "searches_note.txt", "public sewer under the garden"),
    ("how long is left on the lease", "searches_note.txt", "112 years"),
    ("how much are the legal fees", "costs.md", "£1,050 plus VAT"),
    ("how much stamp duty do I pay", "costs.md", "£0"),
    ("when do we complete", "completion_email.txt", "Friday 28 November"),
    ("what time can we get the keys", "completion_email.txt", "after 1pm"),
    ("when does the deposit have to be paid", "completion_email.txt", "21 November"),
    ("how much is the deposit", "completion_email.txt", "£18,500"),
    ("when do I need buildings insurance", "text.txt", "from exchange"),
    ("is there a service charge", None, ""),
    ("can we have pets in the flat", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "terms_of_business.txt": """\
Our fee is 1.2% plus VAT of the sale price, payable on completion only. The agreement can be ended
with 14 days' written notice.
""",
    "viewing_feedback.txt": """\
Saturday's viewers liked the garden but thought the kitchen was small. The couple on Tuesday are
coming back for a second viewing on Thursday.
""",
    "offers.csv": """\
buyer,offer,position
Mr and Mrs Shah,"£265,000",first-time buyers
Tom Green,"£258,000",chain of two
Ella Price,"£270,000",cash buyer
""",
    "memorandum_of_sale.txt": """\
Sale agreed at £268,000 to Ella Price. Buyer's solicitor: Hart & Co. Expected exchange: mid January.
""",
    "message.txt": """\
The buyer's survey is booked for Wednesday at 10am, can you leave the loft hatch open? Ben, Keys & Co
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what is the agent's fee", "terms_of_business.txt", "1.2% plus VAT"),
    ("when do I pay the agent", "terms_of_business.txt", "on completion only"),
    ("what did the viewers think", "viewing_feedback.txt", "kitchen was small"),
    ("who is coming back for a second viewing", "viewing_feedback.txt", "The couple on Tuesday"),
    ("how much did Tom Green offer", "offers.csv", "£258,000"),
    ("who is the cash buyer", "offers.csv", "Ella Price"),
    ("what price was agreed", "memorandum_of_sale.txt", "£268,000"),
    ("who is the buyer's solicitor", "memorandum_of_sale.txt", "Hart & Co"),
    ("when is the survey", "message.txt", "Wednesday at 10am"),
    ("when will we exchange", "memorandum_of_sale.txt", "mid January"),
    ("have they had a mortgage offer", None, ""),
    ("are the curtains included", None, ""),
]
