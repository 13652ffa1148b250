"""A student nurse's placement papers (the thirty-second session): the ward's welcome pack, the
uniform policy, her shift pattern as CSV, the university's placement rules, her occupational
health clearance and a travel expenses claim form's guidance; fit, its questions and expected
text written before the tool was run on it, its failures read and mended. Its validation folder
is a trainee pharmacy technician's: the pharmacy's induction sheet, the training plan as CSV, the
college's attendance rules, a dress code, a staff discount letter and a locker agreement,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "ward_welcome.md": """\
# Welcome to Ward 7 (Respiratory)

- Ward manager: Sister Helen Achebe
- Practice supervisor: you will be given one on your first shift
- Ward phone: 0113 496 0725

Handover is at 7:30am and 7:30pm; please arrive 15 minutes early. Staff breaks are taken in the day room on the 2nd floor.

Students may not give controlled drugs or take verbal orders from doctors. You may observe procedures with the patient's consent.
""",
    "uniform_policy.txt": """\
Uniform policy for students

Wear your university uniform with your name badge on every shift. Hair must be tied up and off the collar. Nails must be short, with no varnish or false nails.

Jewellery: a plain wedding band only; no watches on the wrist (a fob watch is fine). Do not wear your uniform outside the hospital or travel in it.
""",
    "shifts.csv": """\
date,shift,start,end
2027-02-01,early,07:00,15:00
2027-02-02,late,13:00,21:00
2027-02-04,long day,07:00,19:30
2027-02-06,night,19:00,07:30
""",
    "placement_rules.txt": """\
Placement rules

You must complete 37.5 hours a week on placement. Any hours missed must be made up before the end of the placement, agreed with your practice assessor.

If you are off sick, ring the ward before your shift starts and email the placements team at placements@uni.example the same day. Sickness of more than 3 days needs a fit note.

Raise any concern about patient safety with your practice supervisor straight away, or with your academic assessor if you do not feel able to.
""",
    "occupational_health.txt": """\
Occupational health clearance

Student: Amy Clarke
Cleared for placement: yes
Hepatitis B: course complete, immunity confirmed
Flu vaccine: offered each autumn
Next review: 1 September 2027
""",
    "travel_claims.txt": """\
Placement travel expenses

You can claim travel costs above your normal journey to university. Mileage is paid at 28p a mile; bus and train fares are paid with a receipt.

Parking at the hospital is refunded only with a staff permit, which costs £12 a month. Claims must be sent within 3 months of the placement ending.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The ward.
    ("who's in charge of the ward", "ward_welcome.md", "Sister Helen Achebe"),
    ("what time is handover", "ward_welcome.md", "7:30am and 7:30pm"),
    ("where do I have my break", "ward_welcome.md", "day room"),
    ("can I give controlled drugs", "ward_welcome.md", "may not give controlled drugs"),
    ("what's the ward's number", "ward_welcome.md", "0113 496 0725"),
    # The uniform.
    ("can I wear nail varnish", "uniform_policy.txt", "no varnish"),
    ("can I wear my watch", "uniform_policy.txt", "no watches on the wrist"),
    ("can I go to the shop in my uniform", "uniform_policy.txt", "outside the hospital"),
    ("what do I do with long hair", "uniform_policy.txt", "tied up"),
    # Shifts.
    ("what time does my long day finish", "shifts.csv", "19:30"),
    ("when is my night shift", "shifts.csv", "2027-02-06"),
    ("what shift am I on on the 2nd", "shifts.csv", "late"),
    # The rules.
    ("how many hours a week do I do", "placement_rules.txt", "37.5 hours"),
    ("what if I miss some hours", "placement_rules.txt", "made up"),
    ("who do I tell if I'm ill", "placement_rules.txt", "ring the ward"),
    ("when do I need a fit note", "placement_rules.txt", "more than 3 days"),
    ("what if I'm worried about a patient", "placement_rules.txt", "practice supervisor"),
    # Occupational health.
    ("am I cleared for placement", "occupational_health.txt", "yes"),
    ("have I had my hep B jabs", "occupational_health.txt", "course complete"),
    ("when's my next OH review", "occupational_health.txt", "1 September 2027"),
    # Travel.
    ("how much is mileage", "travel_claims.txt", "28p a mile"),
    ("can I claim parking", "travel_claims.txt", "staff permit"),
    ("how long do I have to put in a travel claim", "travel_claims.txt", "within 3 months"),
    # Subjects the papers never mention.
    ("is there a staff canteen", None, ""),
    ("how much is the bursary", None, ""),
    ("can I swap shifts with another student", None, ""),
    ("what's my NMC pin", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "induction_sheet.md": """\
# Greenway Pharmacy — induction

- Manager: Raj Patel, pharmacist
- Opening hours: Monday to Saturday, 8:30am to 6:30pm
- Your tutor: Leanne Ford

Phones go in your locker during shifts. Never hand out a prescription without checking the patient's name and address.

The controlled drugs cabinet is opened only by a pharmacist.
""",
    "training_plan.csv": """\
unit,topic,due
1,Dispensing basics,2027-03-31
2,Stock control,2027-05-31
3,Controlled drugs,2027-07-31
4,Patient counselling,2027-09-30
""",
    "college_attendance.txt": """\
College attendance

Day release is every Wednesday, 9am to 4pm. Attendance below 90% is reviewed with your employer.

If you cannot attend, email your tutor before 9am. Exams are in June; resits are in August.
""",
    "dress_code.txt": """\
Dress code

Wear the green pharmacy tunic, dark trousers and closed shoes. Your name badge must be visible at all times.

Long hair should be tied back. No perfume or aftershave on the dispensary floor.
""",
    "discount_letter.txt": """\
Dear colleague,

From 1 March you can get 20% off most items in the pharmacy with your staff card. The discount does not apply to prescriptions, baby milk or gift cards.

You can use it for yourself and one member of your household.

HR team
""",
    "locker_agreement.txt": """\
Locker agreement

Locker number: 12
Key deposit: £10, refunded when the key is returned

Lockers are emptied every Friday evening; anything left is removed.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The induction.
    ("who's my tutor", "induction_sheet.md", "Leanne Ford"),
    ("what time do we shut", "induction_sheet.md", "6:30pm"),
    ("can I keep my phone on me", "induction_sheet.md", "locker"),
    ("can I open the CD cabinet", "induction_sheet.md", "only by a pharmacist"),
    # The training plan.
    ("when is stock control due", "training_plan.csv", "2027-05-31"),
    ("what's unit 3", "training_plan.csv", "Controlled drugs"),
    # College.
    ("what day is college", "college_attendance.txt", "every Wednesday"),
    ("what happens if my attendance is low", "college_attendance.txt", "reviewed with your employer"),
    ("when are resits", "college_attendance.txt", "August"),
    ("what do I do if I can't go to college", "college_attendance.txt", "email your tutor"),
    # Dress code.
    ("can I wear trainers", "dress_code.txt", "closed shoes"),
    ("can I wear perfume", "dress_code.txt", "No perfume"),
    ("what colour is the tunic", "dress_code.txt", "green"),
    # The discount.
    ("how much staff discount do I get", "discount_letter.txt", "20%"),
    ("can I use the discount on baby milk", "discount_letter.txt", "does not apply"),
    ("can my partner use my discount", "discount_letter.txt", "one member of your household"),
    # The locker.
    ("what's my locker number", "locker_agreement.txt", "12"),
    ("do I get my key deposit back", "locker_agreement.txt", "refunded"),
    ("when are lockers cleared", "locker_agreement.txt", "every Friday evening"),
    # Subjects the papers never mention.
    ("how much do I get paid", None, ""),
    ("can I do overtime", None, ""),
    ("is there free parking", None, ""),
]
