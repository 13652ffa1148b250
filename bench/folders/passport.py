"""A parent's papers for a child's passport renewal (the fortieth session): the application
summary, the photo rules, the fees as a table, the countersignatory guidance, the tracking email
and the family's holiday booking. Its validation folder is a driver's photocard licence renewal:
the reminder letter, the renewal options as a table, the medical questions, the confirmation
email, the fees as CSV and a note from the GP surgery, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "application_summary.txt": """\
Passport application summary

Applicant: Leo Martins, aged 9
Application type: renew a child passport
Reference: PEX 4471 2290 0835
Submitted online on 2 May. Send Leo's old passport in the envelope we post to you; it will be
cancelled and returned separately.
""",
    "photo_rules.md": """\
# Photo rules for children

- Plain cream or light grey background, no shadows
- Eyes open, mouth closed, looking straight at the camera
- No glasses, hats or hair covering the face
- Children under 6 do not need a neutral expression
- The photo must be taken in the last month
""",
    "fees.md": """\
# Passport fees

| application | online | paper form |
|---|---|---|
| adult (16 or over) | £88.50 | £100 |
| child (under 16) | £57.50 | £69 |
| Fast Track 1 week | £178 | - |
""",
    "countersignatory.txt": """\
Who can confirm your child's identity

For a first child passport, someone who has known you for at least two years must countersign the
application. They must not be related to you or live at your address. You do not need a
countersignatory to renew a child passport unless the child's appearance has changed a lot.
""",
    "tracking_email.txt": """\
HM Passport Office: update on your application

We have received Leo's supporting documents. We aim to send the new passport within three weeks.
You do not need to contact us before then. It will arrive by secure delivery and someone must sign
for it.
""",
    "holiday_booking.txt": """\
Sunny Days Holidays: booking confirmed
Lisbon, 7 nights, departing Gatwick on Saturday 28 June at 06:15.
Passengers: Ana Martins, Rui Martins, Leo Martins (child).
Passports must be valid for the whole trip and issued less than 10 years before you enter.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our application reference", "application_summary.txt", "PEX 4471 2290 0835"),
    ("do we need to send the old passport", "application_summary.txt", "Send Leo's old passport"),
    ("when did we apply", "application_summary.txt", "2 May"),
    ("what colour background for the photo", "photo_rules.md", "cream or light grey"),
    ("can he wear glasses in the photo", "photo_rules.md", "No glasses"),
    ("how recent does the photo need to be", "photo_rules.md", "last month"),
    ("how much is a child passport online", "fees.md", "£57.50"),
    ("how much is fast track", "fees.md", "£178"),
    ("do we need a countersignatory", "countersignatory.txt", "do not need a countersignatory to renew"),
    ("can my sister countersign", "countersignatory.txt", "must not be related to you"),
    ("how long until the new passport arrives", "tracking_email.txt", "within three weeks"),
    ("does someone need to be in for the delivery", "tracking_email.txt", "someone must sign"),
    ("when do we fly", "holiday_booking.txt", "Saturday 28 June at 06:15"),
    ("which airport are we leaving from", "holiday_booking.txt", "Gatwick"),
    ("how long is the holiday", "holiday_booking.txt", "7 nights"),
    ("does Leo need a visa for Portugal", None, ""),
    ("how long is a child passport valid for", None, ""),
    ("can I track the passport online", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "reminder_letter.txt": """\
DVLA: your photocard driving licence expires soon

Dear Mr Adeyemi, the photo on your licence expires on 14 August. You must renew it to keep driving
legally. It costs £14 online. Your driving entitlement and penalty points are not affected.
""",
    "renewal_options.md": """\
# Ways to renew

| how | cost | time |
|---|---|---|
| online | £14 | usually 1 week |
| by post (D798 form) | £17 | up to 3 weeks |
| at a Post Office | £21.50 | up to 2 weeks |
""",
    "medical_questions.txt": """\
Medical conditions

You must tell DVLA about conditions that could affect your driving, such as epilepsy, diabetes
treated with insulin, or sleep apnoea. You do not need to tell us if you wear glasses for
driving, but you must meet the eyesight standard.
""",
    "confirmation_email.txt": """\
Application received. Reference: DL-5520-9914. Your new licence will be sent to the address on
your current licence. Destroy your old licence when the new one arrives. You can keep driving while
we process your application.
""",
    "fees.csv": """\
service,fee
renew photo (online),£14
replace lost licence,£20
change of address,free
""",
    "surgery_note.txt": """\
Mr Adeyemi, your diabetes review is booked for 3 September at 9:20am with the practice nurse. Please
bring your blood glucose readings. Westside Medical Practice
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my licence photo expire", "reminder_letter.txt", "14 August"),
    ("do I lose my penalty points", "reminder_letter.txt", "not affected"),
    ("how long does it take by post", "renewal_options.md", "up to 3 weeks"),
    ("how much at the Post Office", "renewal_options.md", "£21.50"),
    ("do I need to tell them I wear glasses", "medical_questions.txt", "do not need to tell us if you wear glasses"),
    ("what's my reference", "confirmation_email.txt", "DL-5520-9914"),
    ("can I drive while I wait", "confirmation_email.txt", "keep driving"),
    ("what do I do with the old licence", "confirmation_email.txt", "Destroy your old licence"),
    ("how much to replace a lost licence", "fees.csv", "£20"),
    ("is it free to change my address", "fees.csv", "free"),
    ("when is my diabetes review", "surgery_note.txt", "3 September at 9:20am"),
    ("what should I bring to the review", "surgery_note.txt", "blood glucose readings"),
    ("how many points do I have", None, ""),
    ("can I renew at the DVLA office", None, ""),
    ("when does my insurance run out", None, ""),
]
