"""The papers of someone who looks after an elderly parent (the twenty-third session): a care
home's fees letter, a medicines chart as CSV, a home carers' agency agreement, a hearing aid
leaflet and an Attendance Allowance award letter; fit, its questions and expected text written
before the tool was run on it, its failures read and mended. Its validation folder is another
family's: a day centre's welcome letter, a carers' rota as CSV, a blue badge letter, a
falls alarm's user guide and a hospital outpatient letter, written at the same time and run once
at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "care_home_fees.txt": """\
Rosewood House Care Home

Dear Mrs Lindqvist,

Thank you for choosing Rosewood House for your mother, Mrs Ingrid Lindqvist. Her room is number 14, on the ground floor, with its own shower.

The weekly fee is £1,295 for residential care. It covers meals, laundry, activities and all care. Hairdressing, chiropody and newspapers are charged separately.

Fees are paid monthly in advance by direct debit, on the 1st of each month. If your mother goes into hospital, the room is kept for her and the full fee is charged for the first 4 weeks.

Visiting is open from 9:00 to 20:00 every day; please avoid mealtimes (12:30 to 13:30). Either side may end the agreement with 28 days' notice in writing.

The home manager is Colette Brennan.
""",
    "medicines_chart.csv": """\
medicine,dose,when,what for,notes
amlodipine,5 mg,morning,blood pressure,
metformin,500 mg,with breakfast and evening meal,diabetes,take with food
donepezil,10 mg,bedtime,memory,may cause vivid dreams
paracetamol,1 g,up to four times a day if needed,pain,at least 4 hours apart
""",
    "home_care_agreement.md": """\
# BrightDays Home Care — service agreement

**Client:** Mr Harold Finch
**Start date:** Monday 3 August 2026

## Visits

A carer visits twice a day: 08:00 to 08:45 and 19:00 to 19:30, seven days a week. Visits may be up to 30 minutes early or late.

## Charges

Visits are charged at £28.50 an hour, and £38 an hour on bank holidays. Cancel a visit with less than 24 hours' notice and it is charged in full.

## Key safe

Carers let themselves in with the key safe by the front door. The code is kept on our system, never written on paper.

## Concerns

If a carer does not arrive within 30 minutes of the visit time, call the office on 0161 496 0723 (out of hours: 0161 496 0999).
""",
    "hearing_aid_leaflet.txt": """\
Your new hearing aids — audiology department

Wear your hearing aids for a few hours a day at first, building up to all day over two weeks.

Change the batteries when the aid beeps twice; size 312 batteries last about a week. Free batteries are available from the audiology reception or by post.

Take the aids out before a shower or bath, and keep them away from hair spray.

Clean the ear moulds every week with the wipes provided. The tubes should be replaced every 3 to 6 months at a repair clinic.

Repair clinics are on Tuesdays and Thursdays, 9:30 to 12:00, no appointment needed.
""",
    "attendance_allowance.txt": """\
Department for Work and Pensions
Attendance Allowance — decision

Dear Mr Finch,

We have decided that you can get Attendance Allowance at the higher rate of £110.40 a week, from 22 June 2026.

You get the higher rate because you need help both during the day and at night. The award is for an indefinite period.

We will pay you £441.60 every 4 weeks into your bank account.

Tell us straight away if you go into hospital or a care home, or if your care needs change. If you think this decision is wrong, you can ask us to look at it again within one month of the date of this letter.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The care home.
    ("how much is the care home a week", "care_home_fees.txt", "£1,295"),
    ("what room is mum in", "care_home_fees.txt", "14"),
    ("is the hairdresser included", "care_home_fees.txt", "charged separately"),
    ("when can we visit", "care_home_fees.txt", "9:00 to 20:00"),
    ("what happens to the fees if she goes into hospital", "care_home_fees.txt", "first 4 weeks"),
    ("how much notice do we have to give", "care_home_fees.txt", "28 days"),
    ("who is the manager at Rosewood", "care_home_fees.txt", "Colette Brennan"),
    # The medicines chart.
    ("what is the metformin for", "medicines_chart.csv", "diabetes"),
    ("when does she take donepezil", "medicines_chart.csv", "bedtime"),
    ("what dose of amlodipine", "medicines_chart.csv", "5 mg"),
    ("how often can she have paracetamol", "medicines_chart.csv", "four times a day"),
    # The home carers.
    ("what time does the carer come in the morning", "home_care_agreement.md", "08:00"),
    ("how much do the carers cost an hour", "home_care_agreement.md", "£28.50"),
    ("what if we cancel a visit", "home_care_agreement.md", "24 hours"),
    ("the carer hasn't turned up, who do I ring", "home_care_agreement.md", "0161 496 0723"),
    ("how do the carers get in", "home_care_agreement.md", "key safe"),
    ("is it more on bank holidays", "home_care_agreement.md", "£38"),
    # The hearing aids.
    ("what batteries do the hearing aids take", "hearing_aid_leaflet.txt", "312"),
    ("can dad shower with his hearing aids in", "hearing_aid_leaflet.txt", "Take the aids out"),
    ("where can I get free batteries", "hearing_aid_leaflet.txt", "audiology reception"),
    ("when is the repair clinic", "hearing_aid_leaflet.txt", "Tuesdays and Thursdays"),
    ("how often do the tubes need changing", "hearing_aid_leaflet.txt", "3 to 6 months"),
    # Attendance Allowance.
    ("how much attendance allowance does he get", "attendance_allowance.txt", "£110.40"),
    ("why did he get the higher rate", "attendance_allowance.txt", "day and at night"),
    ("how long is the attendance allowance for", "attendance_allowance.txt", "indefinite"),
    ("how often is it paid", "attendance_allowance.txt", "every 4 weeks"),
    ("what if we disagree with the decision", "attendance_allowance.txt", "within one month"),
    # Subjects the papers never mention.
    ("can mum bring her cat", None, ""),
    ("is there wifi in the care home", None, ""),
    ("does she take aspirin", None, ""),
    ("can the carers do the shopping", None, ""),
    ("how do I apply for pension credit", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "day_centre_welcome.txt": """\
Maple Lodge Day Centre

Welcome, Mrs Agnes Doyle!

Agnes will attend on Mondays and Thursdays from 10:00 to 15:30. Our minibus will collect her at about 9:15 and bring her home by 16:15.

Each day costs £42, including a hot lunch, tea and activities. The minibus is £4 each way. We send an invoice at the end of each month.

Please let us know by 8:30 on the day if Agnes cannot come, or the day is still charged.

Bring any medicines she needs at lunchtime in their boxes, labelled. Our nurse, Femi Adeyemi, looks after them.

The centre is closed on bank holidays and from 24 December to 1 January.
""",
    "carers_rota.csv": """\
day,morning,lunch,evening
Monday,Sinead,Day centre,Paul
Tuesday,Sinead,Marek,Paul
Wednesday,Grace,Marek,Paul
Thursday,Grace,Day centre,Sinead
Friday,Sinead,Marek,Grace
Saturday,family,family,Paul
Sunday,family,family,Grace
""",
    "blue_badge_letter.txt": """\
Northvale County Council — Blue Badge

Dear Mrs Doyle,

Your Blue Badge application has been approved. Your badge number is BB 7710 4123 and it is valid until 30 April 2029.

Display the badge on the dashboard with the hologram facing up. You can park on single and double yellow lines for up to 3 hours, unless there is a loading ban, and in disabled bays without a time limit.

Use the blue parking clock with the badge when parking on yellow lines.

The badge is for you only: it can be used in any car you travel in, but not by others when you are not there. Misuse can lead to a fine of up to £1,000.

If the badge is lost or stolen, tell us and the police; a replacement costs £10.
""",
    "falls_alarm_guide.md": """\
# SafeCall pendant alarm — how it works

Wear the pendant round your neck or on your wrist, day and night. It is waterproof, so keep it on in the shower.

Press the button and our response centre answers through the base unit within 60 seconds. If you cannot speak, we will call your contacts, then an ambulance.

The pendant senses falls on its own and calls us after 30 seconds if you do not get up.

Test it once a month by pressing the button and telling the operator it is a test.

The base unit runs on mains power; its battery lasts 30 hours in a power cut. The service costs £21.95 a month.
""",
    "outpatient_letter.txt": """\
Riverside Hospital — Falls and Bone Health Clinic

Dear Mrs Doyle,

You have an appointment with Dr Chen on Thursday 19 November 2026 at 14:20, in Outpatients B, level 2.

Please bring a list of your medicines and your glasses. The appointment may take up to 2 hours, as it includes a bone density scan.

You can bring a relative or carer. Hospital transport can be booked on 0300 555 0142 at least 48 hours before.

If you need to change the appointment, call 0300 555 0100.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The day centre.
    ("which days does gran go to the day centre", "day_centre_welcome.txt", "Mondays and Thursdays"),
    ("what time does the minibus pick her up", "day_centre_welcome.txt", "9:15"),
    ("how much is the day centre", "day_centre_welcome.txt", "£42"),
    ("what if she's ill and can't go", "day_centre_welcome.txt", "8:30"),
    ("is lunch included", "day_centre_welcome.txt", "hot lunch"),
    ("is the day centre open at christmas", "day_centre_welcome.txt", "24 December to 1 January"),
    # The rota.
    ("who's on on tuesday evening", "carers_rota.csv", "Paul"),
    ("who does the friday morning", "carers_rota.csv", "Sinead"),
    ("who covers sunday lunch", "carers_rota.csv", "family"),
    # The blue badge.
    ("when does the blue badge expire", "blue_badge_letter.txt", "30 April 2029"),
    ("can we park on double yellows", "blue_badge_letter.txt", "3 hours"),
    ("can I use her badge to go shopping on my own", "blue_badge_letter.txt", "not by others"),
    ("how much is a new badge if we lose it", "blue_badge_letter.txt", "£10"),
    ("what's the badge number", "blue_badge_letter.txt", "BB 7710 4123"),
    # The pendant alarm.
    ("can she wear the pendant in the shower", "falls_alarm_guide.md", "waterproof"),
    ("what happens if she falls and can't press it", "falls_alarm_guide.md", "30 seconds"),
    ("how often should we test the alarm", "falls_alarm_guide.md", "once a month"),
    ("how much is the alarm a month", "falls_alarm_guide.md", "£21.95"),
    ("does the alarm work in a power cut", "falls_alarm_guide.md", "30 hours"),
    # The outpatient letter.
    ("when is mum's hospital appointment", "outpatient_letter.txt", "19 November 2026"),
    ("who is the appointment with", "outpatient_letter.txt", "Dr Chen"),
    ("how long will the appointment take", "outpatient_letter.txt", "2 hours"),
    ("how do I book hospital transport", "outpatient_letter.txt", "0300 555 0142"),
    ("what should she bring to the clinic", "outpatient_letter.txt", "list of your medicines"),
    # Subjects the papers never mention.
    ("does the day centre do hairdressing", None, ""),
    ("who is on the rota on christmas day", None, ""),
    ("can we park in a residents' bay", None, ""),
    ("does the pendant have GPS", None, ""),
    ("is there a cafe at the hospital", None, ""),
]
