"""A hospital outpatient's papers (the thirty-eighth session): the appointment letter, the
preparation sheet for a scan, the hospital's travel and parking page, the clinic's results
letter, a medicines list as CSV and the specialist nurse's email. Its validation folder is a
physiotherapy patient's: the referral letter, the exercise sheet, the clinic's cancellation
rules, the discharge summary, a pain diary CSV and the physiotherapist's email, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
St Anne's Hospital NHS Trust: outpatient appointment

Patient: Mrs Helen Brady
Hospital number: SA1192734
Clinic: Gastroenterology, Outpatients Department B, Level 2
Consultant: Dr R. Mehta
Date and time: Wednesday 19 May 2027 at 14:10
Please bring this letter, a list of your current medicines and your glasses if you need them for
reading. If you cannot attend, call the booking office on 0161 555 0190 so the slot can be given
to someone else.
""",
    "scan_preparation.md": """\
# Preparing for your abdominal ultrasound

- Do not eat anything for 6 hours before your scan
- You may drink water, but no fizzy drinks, tea or coffee
- Take your usual medicines with a small sip of water
- Wear loose clothing; you may be asked to change into a gown

The scan takes 15 to 20 minutes. The radiographer cannot give you the results on the day; they
are sent to the doctor who referred you within 2 weeks.
""",
    "travel_and_parking.txt": """\
Getting to St Anne's

The hospital is on bus routes 42 and 86; both stop at the main entrance. The multi-storey car
park is on Hallam Road. Parking costs £2.50 for up to 2 hours and £4 for up to 4 hours. Blue
badge holders park free in the marked bays. Patients attending more than three times a week can
apply for a concession pass at the main reception.
""",
    "results_letter.txt": """\
Dear Dr Patel,

I saw Mrs Brady in clinic today. Her blood tests show a mildly low iron level (ferritin 18). I
have started ferrous fumarate 210 mg twice a day for three months and will repeat her bloods
after that. I have also requested an upper GI endoscopy, which she should hear about within 6
weeks. Follow-up in clinic in 4 months.

Dr R. Mehta, Consultant Gastroenterologist
""",
    "medicines.csv": """\
medicine,dose,when,started
Omeprazole,20 mg,once a day before breakfast,2026-11-02
Ferrous fumarate,210 mg,twice a day,2027-05-19
Amlodipine,5 mg,once a day,2024-03-15
""",
    "nurse_email.txt": """\
Dear Helen, this is Claire, the endoscopy nurse specialist. Your endoscopy is booked for
Monday 21 June at 9am in the Day Unit on Level 1. If you have sedation you must not drive for
24 hours, so please arrange for someone to collect you. Stop the omeprazole two weeks before.
Any questions, my direct line is 0161 555 0247.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "appointment_letter.txt", "Wednesday 19 May 2027 at 14:10"),
    ("which doctor am I seeing", "appointment_letter.txt", "Dr R. Mehta"),
    ("where is the clinic", "appointment_letter.txt", "Outpatients Department B, Level 2"),
    ("what's my hospital number", "appointment_letter.txt", "SA1192734"),
    ("who do I ring if I can't make it", "appointment_letter.txt", "0161 555 0190"),
    ("can I eat before the ultrasound", "scan_preparation.md", "Do not eat anything for 6 hours"),
    ("can I have a coffee before my scan", "scan_preparation.md", "no fizzy drinks, tea or coffee"),
    ("when will I get the scan results", "scan_preparation.md", "within 2 weeks"),
    ("which buses go to the hospital", "travel_and_parking.txt", "42 and 86"),
    ("how much is parking for 3 hours", "travel_and_parking.txt", "£4"),
    ("do blue badge holders pay for parking", "travel_and_parking.txt", "park free"),
    ("what was my ferritin", "results_letter.txt", "18"),
    ("how long do I take the iron tablets for", "results_letter.txt", "three months"),
    ("when is my follow-up", "results_letter.txt", "4 months"),
    ("how often do I take omeprazole", "medicines.csv", "once a day before breakfast"),
    ("when did I start amlodipine", "medicines.csv", "2024-03-15"),
    ("when is the endoscopy", "nurse_email.txt", "Monday 21 June at 9am"),
    ("can I drive home after the endoscopy", "nurse_email.txt", "must not drive for 24 hours"),
    ("when do I stop the omeprazole", "nurse_email.txt", "two weeks before"),
    ("is there a cafe in the hospital", None, ""),
    ("can I get my travel costs refunded", None, ""),
    ("what is my blood pressure", None, ""),
    ("do I need a covid test", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Riverside Community Physiotherapy

Dear Mr Kowalski,

Your GP has referred you to us for right shoulder pain. Your first appointment is on Tuesday
6 July 2027 at 11:20 with Ben Carter, physiotherapist, at the Riverside Health Centre, Room 14.
Please wear a vest top or loose T-shirt so we can see the shoulder. Appointments last 40
minutes.
""",
    "exercise_sheet.md": """\
# Your home exercises

| exercise | how many | how often |
|---|---|---|
| Pendulum swings | 30 seconds each way | 3 times a day |
| Wall slides | 10 repetitions | twice a day |
| Band rows (green band) | 3 sets of 12 | once a day |
| Doorway stretch | hold 20 seconds, 3 times | twice a day |

Some discomfort is normal, but stop any exercise that causes sharp pain and tell us at your next
visit.
""",
    "cancellation_rules.txt": """\
Missed appointments

If you cannot come, please tell us at least 24 hours before by calling 01632 960 414. If you
miss two appointments in a row without telling us, you will be discharged back to your GP.
""",
    "discharge_summary.txt": """\
Discharge summary: Mr A. Kowalski

Diagnosis: rotator cuff tendinopathy, right shoulder
Sessions attended: 5
Outcome: range of movement back to normal; pain down from 7/10 to 2/10
Plan: continue the home exercises for another 6 weeks. You can refer yourself back within 3
months without seeing your GP.
""",
    "pain_diary.csv": """\
date,pain_score,notes
2027-07-06,7,after first session
2027-07-20,5,sleeping better
2027-08-03,3,can reach top shelf
2027-08-24,2,back to swimming
""",
    "physio_email.txt": """\
Hi Adam, Ben here. I've attached a video of the wall slides. Don't go back to the gym's
overhead press until we've reviewed it together; swimming breaststroke is fine, but avoid
front crawl for now. See you on the 20th.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first physio appointment", "referral_letter.txt", "Tuesday 6 July 2027 at 11:20"),
    ("what should I wear to physio", "referral_letter.txt", "vest top or loose T-shirt"),
    ("which room is it in", "referral_letter.txt", "Room 14"),
    ("how long is each appointment", "referral_letter.txt", "40 minutes"),
    ("how many wall slides do I do", "exercise_sheet.md", "10 repetitions"),
    ("how often should I do the pendulum swings", "exercise_sheet.md", "3 times a day"),
    ("what colour band do I use", "exercise_sheet.md", "green"),
    ("what if an exercise really hurts", "exercise_sheet.md", "stop any exercise that causes sharp pain"),
    ("what number do I call to cancel", "cancellation_rules.txt", "01632 960 414"),
    ("what happens if I miss two appointments", "cancellation_rules.txt", "discharged back to your GP"),
    ("what was wrong with my shoulder", "discharge_summary.txt", "rotator cuff tendinopathy"),
    ("how many sessions did I have", "discharge_summary.txt", "5"),
    ("can I refer myself back", "discharge_summary.txt", "within 3"),
    ("what was my pain score on 3 August", "pain_diary.csv", "3"),
    ("can I do front crawl", "physio_email.txt", "avoid front crawl"),
    ("is there parking at the health centre", None, ""),
    ("do I need an x-ray", None, ""),
    ("can I have a massage", None, ""),
]
