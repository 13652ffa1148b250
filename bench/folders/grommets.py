"""A hospital appointment for a child's grommets operation (the forty-third session): the
admission letter, the pre-op questionnaire, the ward's visiting rules, the aftercare leaflet, the
parking charges as a table and a text from the other parent. Its validation folder is an adult's
cataract operation: the appointment letter, the eye drops schedule as CSV, the aftercare sheet,
the transport booking and the consent summary, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "admission_letter.txt": """\
Noah Clarke is booked for grommets on Thursday 20 November at the Children's Day Unit, level 2,
Royal Infirmary. Please arrive at 7.15am. He must have nothing to eat after 2am, and can drink
water or diluted squash until 6.30am. The operation takes about 20 minutes and most children go
home the same day.
""",
    "preop_questionnaire.txt": """\
Weight: 19 kg
Allergies: none known
Has your child had a cold in the last 2 weeks? No
Medicines: none
Contact number on the day: 07700 900612 (Jess Clarke)
""",
    "visiting_rules.md": """\
# On the ward

- One parent can stay with the child in the anaesthetic room until they are asleep.
- Brothers and sisters under 12 cannot visit the day unit.
- Mobile phones may be used in the parents' room only.
""",
    "aftercare.txt": """\
Keep water out of his ears for 2 weeks; use cotton wool with Vaseline at bath time. He can go back
to school after 2 days. Swimming is fine after 4 weeks, but no diving. Call the ward if there is a
discharge from the ear that lasts more than 3 days.
""",
    "parking.md": """\
# Hospital parking

| stay | charge |
|---|---|
| up to 2 hours | £3.50 |
| 2 to 6 hours | £6.00 |
| over 6 hours | £9.00 |
| parents of children staying overnight | free with a ward pass |
""",
    "partner_text.txt": """\
Tom: I'll take Evie to nursery so you can go straight there. Bring his blue rabbit and the iPad
charger. I'll pick you both up, just text when he's ready.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the operation", "admission_letter.txt", "Thursday 20 November"),
    ("what time do we need to be there", "admission_letter.txt", "7.15am"),
    ("when does he have to stop eating", "admission_letter.txt", "after 2am"),
    ("can he drink in the morning", "admission_letter.txt", "until 6.30am"),
    ("how long does the operation take", "admission_letter.txt", "about 20 minutes"),
    ("how much does Noah weigh", "preop_questionnaire.txt", "19 kg"),
    ("what number did we give for the day", "preop_questionnaire.txt", "07700 900612"),
    ("can I go in with him", "visiting_rules.md", "anaesthetic room"),
    ("can his sister come", "visiting_rules.md", "under 12 cannot visit"),
    ("when can he go back to school", "aftercare.txt", "after 2 days"),
    ("when can he go swimming", "aftercare.txt", "after 4 weeks"),
    ("how do we keep his ears dry", "aftercare.txt", "cotton wool with Vaseline"),
    ("when should we call the ward", "aftercare.txt", "more than 3 days"),
    ("how much is parking for the morning", "parking.md", "£6.00"),
    ("what should I bring", "partner_text.txt", "blue rabbit"),
    ("who is taking Evie to nursery", "partner_text.txt", "Tom"),
    ("will he need stitches", None, ""),
    ("is there a café in the hospital", None, ""),
    ("can he fly after the operation", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your cataract operation on the right eye is on Monday 12 January at 1.30pm, Eye Unit, St Luke's
Hospital. Please allow 3 to 4 hours for your visit. You may eat a light breakfast. You cannot drive
yourself home.
""",
    "drops_schedule.csv": """\
drops,how often,for how long
Maxitrol,4 times a day,4 weeks
Ketorolac,3 times a day,2 weeks
lubricating drops,as needed,as long as needed
""",
    "aftercare_sheet.txt": """\
Wear the eye shield at night for the first week. Do not rub your eye. Avoid swimming for 4 weeks and
do not wear eye make-up for 2 weeks. Most people can drive again after 1 to 2 weeks, once cleared at
the check-up.
""",
    "transport_booking.txt": """\
Patient transport is booked to collect you at 11:45am on 12 January. The driver will call 30
minutes before. One escort may travel with you.
""",
    "consent_summary.txt": """\
Risks discussed: infection (about 1 in 1,000), swelling at the back of the eye, and a tear in the
lens capsule (about 1 in 50). Consent signed on 3 December with Mr Okonjo, consultant.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is my operation", "appointment_letter.txt", "1.30pm"),
    ("how long will I be at the hospital", "appointment_letter.txt", "3 to 4 hours"),
    ("can I have breakfast", "appointment_letter.txt", "light breakfast"),
    ("how often do I use the Maxitrol", "drops_schedule.csv", "4 times a day"),
    ("how long do I take the Ketorolac for", "drops_schedule.csv", "2 weeks"),
    ("when do I wear the eye shield", "aftercare_sheet.txt", "at night"),
    ("when can I go swimming", "aftercare_sheet.txt", "4 weeks"),
    ("when can I drive again", "aftercare_sheet.txt", "after 1 to 2 weeks"),
    ("what time is the transport coming", "transport_booking.txt", "11:45am"),
    ("can my daughter come with me", "transport_booking.txt", "One escort"),
    ("what is the risk of infection", "consent_summary.txt", "1 in 1,000"),
    ("who is the consultant", "consent_summary.txt", "Mr Okonjo"),
    ("will it hurt", None, ""),
    ("do I need new glasses after", None, ""),
]
