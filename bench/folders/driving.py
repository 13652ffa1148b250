"""A learner driver's papers (the twenty-sixth session): a driving school's terms and prices, the
provisional licence letter, a theory test booking, the instructor's lesson log as CSV and a
learner insurance policy's summary; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is another learner's: a
motorcycle training school's course page, a practical test booking, a car share agreement with
a parent, an intensive course's invoice as a markdown table and a practice log as CSV, written at
the same time and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "driving_school_terms.md": """\
# Roadwise Driving School — prices and terms

| Lessons | Price |
|---|---|
| Single 1-hour lesson | £38 |
| Block of 10 hours | £350 |
| 2-hour lesson | £74 |
| Motorway lesson (2 hours) | £90 |

Lessons are in a manual Ford Fiesta with dual controls. Automatic lessons cost £4 an hour more.

If you cancel with less than 48 hours' notice, the full lesson fee is charged. Block bookings are valid for 6 months from the first lesson and are not refundable after the third lesson.

We can pick you up from home, work or college within 3 miles of the town centre at no extra cost.

For your practical test we use our car for the test and a one-hour lesson before it, charged at £95.
""",
    "provisional_licence.txt": """\
DVLA
Your provisional driving licence

Name: Ellie Marsh
Driver number: MARSH905127EM9AB
Valid from: 12 May 2026
Valid to: 11 May 2036

You can drive a car on the road only with a supervisor who is at least 21 and has held a full licence for 3 years, and with L plates on the front and back. You must not drive on a motorway unless you are with an approved driving instructor in a car with dual controls.

Tell us if you change your name or address. It is free to update your licence online.
""",
    "theory_test_booking.txt": """\
Theory test booking confirmation

Booking reference: 48820173
Test centre: Northgate Theory Test Centre, 2nd floor, 14 Union Street
Date: Thursday 4 February 2027
Time: 09:30

Arrive at least 15 minutes before your test. Bring your photocard provisional licence; without it you cannot take the test and you will lose the fee.

The fee is £23. You can change or cancel the test free of charge up to 3 working days before it.

The test has 50 multiple choice questions (pass mark 43) and a hazard perception part with 14 video clips (pass mark 44 out of 75). Your pass certificate is valid for 2 years.
""",
    "lesson_log.csv": """\
date,hours,instructor,covered,next time
2026-11-07,2,Dan Hollis,moving off and stopping,junctions
2026-11-14,1,Dan Hollis,junctions,roundabouts
2026-11-21,2,Priya Nair,roundabouts and lane discipline,parallel parking
2026-11-28,1,Dan Hollis,parallel parking,emergency stop
2026-12-05,2,Dan Hollis,dual carriageways,mock test
""",
    "learner_insurance.md": """\
# Learner driver insurance — policy summary

**Policyholder:** Ellie Marsh
**Car:** Vauxhall Corsa, registration LM19 KXT (owned by Sarah Marsh)
**Cover:** comprehensive, from 1 December 2026 for 90 days
**Premium:** £187.40, paid

Your supervisor must be aged 25 to 75 and have held a full licence for at least 3 years.

The excess is £250 for any claim. Claims on this policy do not affect the car owner's no claims bonus.

Cover ends as soon as you pass your practical test; you must then insure the car as a full licence holder.

To make a claim, call 0345 600 8127 within 48 hours of the incident.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The driving school.
    ("how much is a single lesson", "driving_school_terms.md", "£38"),
    ("how much is a block of 10", "driving_school_terms.md", "£350"),
    ("how much more are automatic lessons", "driving_school_terms.md", "£4 an hour more"),
    ("what happens if I cancel the day before", "driving_school_terms.md", "full lesson fee"),
    ("how long is a block booking valid", "driving_school_terms.md", "6 months"),
    ("can they pick me up from college", "driving_school_terms.md", "within 3 miles"),
    ("how much is it to use their car for the test", "driving_school_terms.md", "£95"),
    # The licence.
    ("when does my provisional licence run out", "provisional_licence.txt", "11 May 2036"),
    ("what's my driver number", "provisional_licence.txt", "MARSH905127EM9AB"),
    ("who can supervise me", "provisional_licence.txt", "at least 21"),
    ("can I drive on the motorway", "provisional_licence.txt", "approved driving instructor"),
    ("does it cost anything to change my address", "provisional_licence.txt", "free"),
    # The theory test.
    ("when is my theory test", "theory_test_booking.txt", "4 February 2027"),
    ("where is the theory test", "theory_test_booking.txt", "Northgate"),
    ("what's the pass mark for the theory test", "theory_test_booking.txt", "43"),
    ("what do I need to take to the theory test", "theory_test_booking.txt", "provisional licence"),
    ("how long is the theory pass certificate valid", "theory_test_booking.txt", "2 years"),
    ("can I move my theory test", "theory_test_booking.txt", "3 working days"),
    # The lesson log.
    ("who taught me roundabouts", "lesson_log.csv", "Priya Nair"),
    ("what are we doing after parallel parking", "lesson_log.csv", "emergency stop"),
    ("when did I do dual carriageways", "lesson_log.csv", "2026-12-05"),
    # The insurance.
    ("how much was the learner insurance", "learner_insurance.md", "£187.40"),
    ("what's the excess", "learner_insurance.md", "£250"),
    ("will a claim affect Mum's no claims bonus", "learner_insurance.md", "do not affect"),
    ("what happens to the insurance when I pass", "learner_insurance.md", "Cover ends"),
    ("how old does my supervisor have to be", "learner_insurance.md", "25 to 75"),
    # Subjects the papers never mention.
    ("how much is the practical test fee", None, ""),
    ("can I drive abroad on a provisional licence", None, ""),
    ("how many lessons do most people need", None, ""),
    ("do I need glasses to drive", None, ""),
    ("what is the speed limit on a motorway", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "motorcycle_cbt.md": """\
# Twistgrip Motorcycle Training — Compulsory Basic Training (CBT)

The CBT is a one-day course, usually 8:30 to 16:30, for riders aged 16 or over with a provisional licence for motorcycles.

| Course | Price |
|---|---|
| CBT on our 125cc bike | £165 |
| CBT on your own bike | £140 |
| Helmet and gloves hire | £10 |

Your CBT certificate lasts 2 years. You may then ride a bike up to 125cc with L plates, but you cannot carry a passenger or ride on a motorway.

Bring your licence and wear sturdy boots and jeans. If the weather makes riding unsafe, we move your course to another day at no charge.
""",
    "practical_test_booking.txt": """\
Driving test booking

Candidate: Tom Reyes
Test centre: Hillside Driving Test Centre, Quarry Road
Date: Monday 8 March 2027
Time: 14:07

The test lasts about 40 minutes, including 20 minutes of independent driving using a sat nav or road signs.

You must bring your photocard licence and a car that is taxed, insured for a test, roadworthy and has L plates. If the car is not suitable, the test will be cancelled and you will lose the £62 fee.

You can change the date up to 3 full working days before the test without paying again.
""",
    "car_share_agreement.txt": """\
Agreement between Tom Reyes and his dad, Luis Reyes, for practising in Dad's Skoda Octavia

1. Tom pays £20 a week towards fuel and £15 a month towards the insurance.
2. Tom may only drive with Dad or Mum in the front seat, and never after 11pm.
3. Tom cleans the car once a fortnight.
4. Any parking or speeding fine is paid by Tom.
5. After the test, the car is shared on weekdays only; Dad needs it at weekends.
""",
    "intensive_course_invoice.md": """\
# FastPass Intensive Courses — invoice 7731

Customer: Tom Reyes

| Item | Amount |
|---|---|
| 20-hour intensive course (5 days) | £780 |
| Mock test | £45 |
| Test day car hire | £110 |

Total paid: £935. The course runs from 1 to 5 March 2027, 4 hours a day starting at 9am. The balance was paid in full on 20 January 2027.

If you fail the test, a 2-hour refresher lesson and test day car hire for your next test cost £150 together.
""",
    "practice_log.csv": """\
date,driver with me,miles,route,notes
2027-01-09,Dad,12,town centre,stalled twice at lights
2027-01-16,Mum,30,ring road and bypass,good mirror checks
2027-01-23,Dad,8,retail park,reverse bay parking
2027-02-06,Mum,45,country lanes,night drive
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The CBT.
    ("how long is the CBT", "motorcycle_cbt.md", "one-day"),
    ("how much is CBT on my own bike", "motorcycle_cbt.md", "£140"),
    ("how long does the CBT certificate last", "motorcycle_cbt.md", "2 years"),
    ("can I take a passenger after CBT", "motorcycle_cbt.md", "cannot carry a passenger"),
    ("what should I wear for CBT", "motorcycle_cbt.md", "sturdy boots"),
    ("what happens if it rains on my CBT day", "motorcycle_cbt.md", "another day"),
    # The practical test.
    ("when is my driving test", "practical_test_booking.txt", "8 March 2027"),
    ("how long is the driving test", "practical_test_booking.txt", "40 minutes"),
    ("what do I need to bring to my test", "practical_test_booking.txt", "photocard licence"),
    ("how much is the test fee", "practical_test_booking.txt", "£62"),
    ("can I change my test date", "practical_test_booking.txt", "3 full working days"),
    # The car share.
    ("how much do I pay Dad for fuel", "car_share_agreement.txt", "£20 a week"),
    ("can I drive at midnight", "car_share_agreement.txt", "never after 11pm"),
    ("who pays a speeding fine", "car_share_agreement.txt", "paid by Tom"),
    ("can I use the car at weekends after I pass", "car_share_agreement.txt", "weekdays only"),
    # The intensive course.
    ("how much was the intensive course", "intensive_course_invoice.md", "£780"),
    ("when does the intensive course start", "intensive_course_invoice.md", "1 to 5 March 2027"),
    ("how much in total did I pay FastPass", "intensive_course_invoice.md", "£935"),
    ("what if I fail the test", "intensive_course_invoice.md", "£150"),
    # The practice log.
    ("who did I go on the night drive with", "practice_log.csv", "Mum"),
    ("how far did I drive on the country lanes", "practice_log.csv", "45"),
    ("where did I practise reverse bay parking", "practice_log.csv", "retail park"),
    # Subjects the papers never mention.
    ("how many points can a new driver get", None, ""),
    ("how much is car tax", None, ""),
    ("can I ride a motorbike on a car licence", None, ""),
    ("do I need a medical to drive", None, ""),
]
