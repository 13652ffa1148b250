"""A teenager's parent's papers for an ear piercing (the forty-sixth session): the studio's
booking email, the consent form notes, the aftercare sheet, the price list as a table and a text.
Its validation folder is a patient's for a tooth whitening course: the dentist's letter, the
treatment plan as CSV, the do's and don'ts, the payment terms and a message, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your appointment at Silver Lining Studio is on Saturday 17 May at 3:30pm for a lobe piercing (both
ears) for Chloe. Please arrive 10 minutes early and bring photo ID for the parent.
""",
    "consent_notes.txt": """\
Under-16s must be accompanied by a parent or legal guardian, who signs the consent form in
the studio. We do not pierce cartilage on anyone under 16.
""",
    "aftercare.txt": """\
Clean twice a day with sterile saline spray. Leave the studs in for 6 weeks before changing them.
Don't go swimming for 2 weeks. Avoid sleeping on the new piercings.
""",
    "prices.md": """\
# Prices

| piercing | price |
|---|---|
| Lobe, one ear | £25 |
| Lobe, both ears | £40 |
| Cartilage (16+) | £35 |

Prices include titanium studs and a saline spray.
""",
    "text.txt": """\
Mum can Lily come with us on Saturday? Her mum says it's fine. Chloe
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the piercing", "booking_email.txt", "3:30pm"),
    ("what ID do I need", "booking_email.txt", "photo ID for the parent"),
    ("does a parent have to come", "consent_notes.txt", "must be accompanied by a parent"),
    ("can she get her cartilage done", "consent_notes.txt", "do not pierce cartilage on anyone under 16"),
    ("how often should she clean them", "aftercare.txt", "twice a day"),
    ("when can she change the studs", "aftercare.txt", "6 weeks"),
    ("can she go swimming", "aftercare.txt", "Don't go swimming for 2 weeks"),
    ("how much for both ears", "prices.md", "£40"),
    ("are the studs included", "prices.md", "Prices include titanium studs"),
    ("who wants to come with us", "text.txt", "Lily"),
    ("does it hurt", None, ""),
    ("can we pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "dentist_letter.txt": """\
Your home whitening course starts after your trays are fitted on Tuesday 3 June at 9am
with Dr Imran Sheikh at Bridge Dental.
""",
    "treatment_plan.csv": """\
stage,when,what happens
Impressions,20 May,moulds taken for the trays
Fitting,3 June,trays fitted and gel shown
Review,1 July,check shade and sensitivity
""",
    "dos_and_donts.txt": """\
Wear the trays for 2 hours a day for 3 weeks. Avoid coffee, red wine and curry during the course.
Some sensitivity is normal; stop for a day if it hurts.
""",
    "payment_terms.txt": """\
The course costs £295, paid in full at the fitting. Extra gel syringes are £15 each.
""",
    "message.txt": """\
Don't forget to bring your trays to the review on 1 July! Bridge Dental
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is my dentist", "dentist_letter.txt", "Imran Sheikh"),
    ("when are the trays fitted", "dentist_letter.txt", "Tuesday 3 June"),
    ("when is the review", "treatment_plan.csv", "1 July"),
    ("what happens at the impressions appointment", "treatment_plan.csv", "moulds taken for the trays"),
    ("how long do I wear the trays each day", "dos_and_donts.txt", "2 hours a day"),
    ("can I drink coffee", "dos_and_donts.txt", "Avoid coffee"),
    ("how much is the course", "payment_terms.txt", "£295"),
    ("how much is extra gel", "payment_terms.txt", "£15 each"),
    ("what should I bring to the review", "message.txt", "your trays"),
    ("will it work on crowns", None, ""),
    ("is there a payment plan", None, ""),
]
