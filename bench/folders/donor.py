"""A blood donor's papers (the thirty-third session): the appointment confirmation, the
eligibility guide, the donation record as CSV, the after-donation advice, the donor card letter
and the session venues list; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is a clinical trial
participant's: the participant information sheet, the visit schedule as CSV, the consent
summary, the expenses form notes, the diary card instructions and the research nurse's email,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment.txt": """\
Your donation appointment

Donor: Mark Ellis
Date: Thursday 18 March
Time: 5:20pm
Venue: St Peter's Church Hall, Bridge Street

Please drink 500ml of water before you come and have a meal in the 3 hours before your appointment.
""",
    "eligibility.md": """\
# Can I give blood?

- Age: 17 to 65 for a first donation
- Weight: at least 7 stone 12 lb (50 kg)
- Gap between donations: 12 weeks for men, 16 weeks for women

You must wait 4 months after a tattoo or piercing. If you have had a cold, wait until you have been well for 7 days.
""",
    "donation_record.csv": """\
date,venue,amount
2026-05-04,Town Hall,470 ml
2026-08-10,St Peter's Church Hall,470 ml
2026-11-16,Town Hall,470 ml
""",
    "aftercare.txt": """\
After your donation

Keep the plaster on for at least 6 hours. Avoid heavy lifting with that arm and hard exercise for the rest of the day.

If you feel faint, lie down with your legs raised. If bleeding starts again, press on the site for 5 minutes.
""",
    "donor_card_letter.txt": """\
Dear Mark,

Thank you for your third donation. Your blood group is O negative, which can be given to anyone.

Your new donor card is enclosed. You can also book appointments in the GiveBlood app.
""",
    "venues.txt": """\
Donation sessions near you

Town Hall, Market Square: every second Monday, 1pm to 7pm.
St Peter's Church Hall: the third Thursday of the month, 2pm to 8pm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The appointment.
    ("when is my appointment", "appointment.txt", "Thursday 18 March"),
    ("what time do I donate", "appointment.txt", "5:20pm"),
    ("where is my appointment", "appointment.txt", "St Peter's Church Hall"),
    ("should I eat before giving blood", "appointment.txt", "have a meal"),
    # Eligibility.
    ("how old do you have to be", "eligibility.md", "17 to 65"),
    ("how long do I have to wait between donations", "eligibility.md", "12 weeks for men"),
    ("can I give blood after a tattoo", "eligibility.md", "4 months"),
    ("I've had a cold, can I still donate", "eligibility.md", "7 days"),
    # The record.
    ("how much did I give in August", "donation_record.csv", "470 ml"),
    ("where did I donate last time", "donation_record.csv", "Town Hall"),
    # Aftercare.
    ("how long do I keep the plaster on", "aftercare.txt", "6 hours"),
    ("can I go to the gym after", "aftercare.txt", "hard exercise"),
    ("what if I feel dizzy", "aftercare.txt", "lie down"),
    # The card letter.
    ("what's my blood group", "donor_card_letter.txt", "O negative"),
    ("how do I book", "donor_card_letter.txt", "GiveBlood app"),
    ("how many times have I donated", "donor_card_letter.txt", "third donation"),
    # Venues.
    ("when is the town hall session", "venues.txt", "every second Monday"),
    ("what time does the church hall session finish", "venues.txt", "8pm"),
    # Subjects the papers never mention.
    ("can I give plasma", None, ""),
    ("do I get paid for donating", None, ""),
    ("can I donate if I'm pregnant", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "information_sheet.md": """\
# Participant information: the SLEEPWELL study

- What is tested: a new sleep medicine against a dummy tablet (placebo)
- How long: 12 weeks, with 5 visits to the clinic
- Sponsor: Northbridge University Hospital

You will not know whether you are taking the medicine or the placebo. You can leave the study at any time without giving a reason.
""",
    "visits.csv": """\
visit,week,what happens,length
1,0,Blood test and questionnaires,2 hours
2,2,Check-up,30 minutes
3,6,Blood test,1 hour
4,12,Final check-up,1 hour
""",
    "consent_summary.txt": """\
Consent summary

Your samples will be stored for up to 10 years. Your GP will be told that you are taking part.

You must not take part in any other study while you are in this one.
""",
    "expenses_notes.txt": """\
Expenses

We pay £20 for each visit, and travel costs up to £15 a visit with receipts. Payments are made by bank transfer at the end of the study.
""",
    "diary_instructions.txt": """\
Sleep diary

Fill in the diary every morning within an hour of waking: the time you went to bed, the time you woke and how rested you feel from 1 to 5.

Bring the diary to every visit.
""",
    "nurse_email.txt": """\
Dear Sofia,

Your first visit is on Monday 7 June at 8:30am at the Clinical Research Facility, ground floor. Please do not eat after midnight before the blood test.

If you have any side effects, call me on 0161 496 0877.

Kate Morris, Research Nurse
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The sheet.
    ("what is being tested", "information_sheet.md", "new sleep medicine"),
    ("how long is the study", "information_sheet.md", "12 weeks"),
    ("can I drop out", "information_sheet.md", "leave the study at any time"),
    # Visits.
    ("how long is visit 3", "visits.csv", "1 hour"),
    ("what happens at week 12", "visits.csv", "Final check-up"),
    # Consent.
    ("how long will they keep my samples", "consent_summary.txt", "10 years"),
    ("will my doctor know", "consent_summary.txt", "GP will be told"),
    # Expenses.
    ("how much do I get per visit", "expenses_notes.txt", "£20"),
    ("when do I get paid", "expenses_notes.txt", "end of the study"),
    # The diary.
    ("when do I fill in the diary", "diary_instructions.txt", "every morning"),
    ("what do I do with the diary", "diary_instructions.txt", "Bring the diary"),
    # The nurse.
    ("when is my first visit", "nurse_email.txt", "Monday 7 June"),
    ("can I eat before the blood test", "nurse_email.txt", "do not eat after midnight"),
    ("who do I call about side effects", "nurse_email.txt", "0161 496 0877"),
    # Subjects the papers never mention.
    ("can I drink alcohol during the study", None, ""),
    ("is there parking at the hospital", None, ""),
    ("what are the side effects of the medicine", None, ""),
]
