"""A person's health papers (the eighteenth session): a medicine's patient leaflet, a GP
practice's information page, a discharge letter after an operation, a dental plan's summary
and a CSV of blood pressure readings; fit, its questions and expected text written before the
tool was run on it, its failures read and mended."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "cetrazol_leaflet.txt": """\
Package leaflet: information for the patient

Cetrazol 250 mg film-coated tablets
cefuroxime

Read all of this leaflet carefully before you start taking this medicine.

1. What Cetrazol is and what it is used for
Cetrazol is an antibiotic. It is used to treat infections of the ears, nose, throat, chest, skin and urinary tract in adults and children over 12 years.

2. What you need to know before you take Cetrazol
Do not take Cetrazol if you are allergic to cephalosporin antibiotics or have ever had a severe allergic reaction to penicillin.
Tell your doctor if you have kidney problems; you may need a lower dose.
Cetrazol can make the contraceptive pill less effective; use a condom as well while you take it and for 7 days afterwards.
Alcohol does not affect Cetrazol, but it can make an infection slower to clear.

3. How to take Cetrazol
The usual dose is one tablet twice a day, about 12 hours apart, for 7 days. Take the tablets after a meal and swallow them whole with a glass of water; do not crush or chew them, as they taste bitter.
If you forget a dose, take it as soon as you remember, unless your next dose is due within 4 hours; then skip the missed one. Do not take a double dose.
Keep taking the tablets until the course is finished, even if you feel better.

4. Possible side effects
Common side effects (up to 1 in 10 people): diarrhoea, feeling sick, headache and thrush.
Stop taking Cetrazol and see a doctor at once if you get a rash with blistering, swelling of the face or lips, or difficulty breathing.

5. How to store Cetrazol
Store below 25°C in the original package. Do not use after the expiry date on the carton.
""",
    "practice_info.md": """\
# Riverside Medical Practice

## Opening hours

Monday to Friday, 8:00 to 18:30. The practice is closed at weekends and on bank holidays; when it is closed, call 111 for urgent advice, or 999 in an emergency.

Extended hours clinics run on Tuesday and Thursday evenings until 20:00, for booked appointments only.

## Appointments

Book online through the NHS App or call 020 7946 0321 from 8:00. Same-day appointments are released at 8:00 each morning. A routine appointment lasts 10 minutes; ask for a double appointment if you have more than one problem.

If you cannot come, please cancel at least 24 hours in advance. Patients who miss three appointments in a year may be removed from the list.

## Repeat prescriptions

Order repeat prescriptions through the NHS App or by dropping the slip in the box at reception. Prescriptions are ready to collect from your nominated pharmacy after 2 working days. We do not take prescription requests by phone.

## Test results

Call after 14:00 for test results; blood test results usually take 5 working days.

## Registering

New patients living in the SE15 or SE22 postcode areas can register online. Bring photo ID and proof of address to your first appointment.
""",
    "discharge_letter.txt": """\
St Anne's Hospital — Day Surgery Unit
Discharge summary

Patient: Morgan Ellis
Date of operation: 3 November 2026
Procedure: laparoscopic (keyhole) gallbladder removal
Surgeon: Ms Farah Siddiqui

Going home
You may feel tired for a week or two. Walk a little every day, but avoid lifting anything heavier than a full kettle for 4 weeks.
You can shower after 48 hours; do not take a bath or go swimming until the wounds have healed, usually after 2 weeks.
You should not drive for at least 7 days, and only when you can do an emergency stop without pain.
Most people return to office work after 2 weeks; manual work may need 4 to 6 weeks off.

Wounds and stitches
Your stitches dissolve on their own and do not need to be removed. Keep the dressings on for 5 days.

Pain relief
Take paracetamol 1 g four times a day for the first few days, and ibuprofen 400 mg three times a day with food if you need more.

Follow-up
A nurse will phone you on the day after your operation. You will be seen in clinic 6 weeks after the operation; the appointment letter will be posted to you.
Call the ward on 020 7946 0880, day or night, if you have a fever over 38°C, yellow skin or eyes, or pain that painkillers do not control.
""",
    "dental_plan.txt": """\
SmileCare Dental Plan — Level 2
Summary of cover

Monthly premium: £18.50, taken by direct debit on the 1st of each month.

What the plan pays each year
- Check-ups and hygienist visits: 100% of the cost, up to 2 of each per year
- Fillings, root canals and extractions: 75% of the cost, up to £600 a year
- Crowns and bridges: 50% of the cost, up to £800 a year
- Dental injuries from an accident: up to £5,000 per claim
- Emergency treatment abroad: up to £500 a year

What the plan does not pay for
Cosmetic treatment such as teeth whitening, veneers and orthodontic braces is not covered. Treatment that began before you joined is not covered.

Waiting period
There is a 3-month waiting period before you can claim for fillings, crowns and bridges. Check-ups can be claimed from the first day.

How to claim
Pay your dentist, then send the receipt with a claim form within 6 months of the treatment. Claims are paid into your bank account within 10 working days.
""",
    "blood_pressure.csv": """\
date,time,systolic,diastolic,pulse,note
2026-10-01,08:10,142,91,78,before tablets
2026-10-08,08:05,138,88,74,
2026-10-15,07:55,135,86,72,
2026-10-22,08:20,131,84,70,started walking
2026-10-29,08:00,128,82,69,
2026-11-05,08:15,133,85,73,poor sleep
2026-11-12,07:50,126,80,68,
""",
}


QUESTIONS: list[tuple[str, str | None, str]] = [
 ("can I drink alcohol while on cetrazol", "cetrazol_leaflet.txt", "Alcohol does not affect"),
 ("how many tablets do I take a day", "cetrazol_leaflet.txt", "twice a day"),
 ("how long do I take the antibiotics for", "cetrazol_leaflet.txt", "7 days"),
 ("I forgot to take my tablet, what should I do", "cetrazol_leaflet.txt", "as soon as you remember"),
 ("can I crush the tablets", "cetrazol_leaflet.txt", "do not crush"),
 ("does it affect the pill", "cetrazol_leaflet.txt", "less effective"),
 ("what are the side effects", "cetrazol_leaflet.txt", "diarrhoea"),
 ("can my 8 year old take cetrazol", "cetrazol_leaflet.txt", "over 12 years"),
 ("should I take it with food", "cetrazol_leaflet.txt", "after a meal"),
 ("I'm allergic to penicillin, can I take this", "cetrazol_leaflet.txt", "penicillin"),
 ("how should I store the tablets", "cetrazol_leaflet.txt", "below 25"),
 ("what time does the surgery open", "practice_info.md", "8:00"),
 ("is the doctors open on saturday", "practice_info.md", "closed at weekends"),
 ("who do I call when the surgery is closed", "practice_info.md", "111"),
 ("how do I get a repeat prescription", "practice_info.md", "NHS App"),
 ("can I order my prescription by phone", "practice_info.md", "do not take prescription requests by phone"),
 ("how long does a blood test result take", "practice_info.md", "5 working days"),
 ("how long is an appointment", "practice_info.md", "10 minutes"),
 ("what happens if I miss appointments", "practice_info.md", "removed from the list"),
 ("what do I need to bring to register", "practice_info.md", "photo ID"),
 ("when can I shower after the operation", "discharge_letter.txt", "48 hours"),
 ("when can I drive again", "discharge_letter.txt", "7 days"),
 ("do my stitches need to come out", "discharge_letter.txt", "dissolve"),
 ("how long should I keep the dressings on", "discharge_letter.txt", "5 days"),
 ("when can I go back to work", "discharge_letter.txt", "2 weeks"),
 ("what painkillers can I take", "discharge_letter.txt", "paracetamol"),
 ("who did my operation", "discharge_letter.txt", "Farah Siddiqui"),
 ("when is my follow-up appointment", "discharge_letter.txt", "6 weeks"),
 ("I have a fever, who should I call", "discharge_letter.txt", "020 7946 0880"),
 ("can I go swimming", "discharge_letter.txt", "swimming"),
 ("how much is the dental plan a month", "dental_plan.txt", "18.50"),
 ("are braces covered", "dental_plan.txt", "braces is not covered"),
 ("how much of a filling does the plan pay", "dental_plan.txt", "75%"),
 ("how many check-ups a year are covered", "dental_plan.txt", "2 of each"),
 ("can I claim for a crown straight away", "dental_plan.txt", "3-month waiting period"),
 ("how long do I have to send a claim", "dental_plan.txt", "6 months"),
 ("is teeth whitening covered", "dental_plan.txt", "whitening"),
 ("what was my blood pressure on 22 October", "blood_pressure.csv", "131"),
 ("what was my lowest pulse", "blood_pressure.csv", "68"),
 ("when did I start walking", "blood_pressure.csv", "2026-10-22"),
 ("is there parking at the surgery", None, ""),
 ("can I take cetrazol if I'm pregnant", None, ""),
 ("does the dental plan cover my partner", None, ""),
 ("when is my flu jab", None, ""),
 ("how much does physiotherapy cost", None, ""),
 ("what was my cholesterol", None, ""),
]


# Another person's health papers (an inhaler leaflet, a physiotherapy sheet, a pharmacy's
# notice, an eye care plan, a vaccination record), written after the eighteenth session's
# health changes and run once.
VALIDATION_DOCUMENTS: dict[str, str] = {
    "inhaler_leaflet.md": """\
# Brezavent 100 micrograms inhaler

## What it is for
Brezavent is a reliever inhaler. It opens the airways quickly when you are wheezy or short of breath, and before exercise if your doctor has told you to use it then.

## How to use it
Shake the inhaler and take the cap off. Breathe out gently, then put the mouthpiece in your mouth and press down once while you breathe in slowly and deeply. Hold your breath for about 10 seconds.
The usual dose is 1 or 2 puffs when needed. Do not use more than 8 puffs in 24 hours.
If you need your reliever more than three times a week, see your doctor or asthma nurse: your asthma is not well controlled.

## Side effects
You may feel shaky or notice your heart beating faster for a short while. These effects usually pass within an hour.

## Looking after your inhaler
Clean the plastic mouthpiece once a week with warm water and let it dry overnight. The counter on the back shows how many puffs are left; order a new inhaler when it reaches 20.
""",
    "physio_exercises.txt": """\
Knee exercises after your injury
Physiotherapy Department, Northgate Community Hospital

Do these exercises three times a day. Some discomfort is normal, but stop if the pain is sharp or lasts more than two hours afterwards.

Straight leg raise
Lie on your back with the other knee bent. Tighten the thigh muscle and lift the straight leg about 20 cm. Hold for 5 seconds and lower slowly. Repeat 10 times.

Heel slides
Lie on your back and slowly slide the heel towards your bottom, bending the knee as far as is comfortable. Repeat 10 times.

Ice
Put an ice pack wrapped in a damp towel on the knee for 15 minutes every two to three hours during the first 3 days.

Your next physiotherapy appointment is on Thursday 10 December at 14:30 with Daniel Okoro. Bring shorts so the knee can be examined.
""",
    "pharmacy_notice.txt": """\
Hillside Pharmacy — prescription information

A prescription charge is £9.90 per item. You do not pay if you are under 16, 60 or over, pregnant, or hold a valid exemption certificate.
A prescription prepayment certificate costs £114.50 for 12 months and covers every prescription you need in that time.
Repeat prescriptions sent to us by your surgery are ready within 2 working days; we text you when they are ready.
We offer a free blood pressure check for adults over 40, without an appointment.
Unwanted or out-of-date medicines can be returned to the pharmacy for safe disposal. Do not put them in the bin or flush them away.
Opening hours: Monday to Saturday 9:00 to 18:00; closed on Sundays.
""",
    "eye_plan.txt": """\
ClearView Eye Care Plan — your benefits

Eye test: one free eye test every 2 years.
Glasses: £120 towards frames and lenses every 2 years.
Contact lenses: up to £100 a year instead of the glasses allowance.
Children under 16 on the plan get a free eye test every year.
Laser eye surgery is not included.
To claim, show your membership card at any partner optician; the optician claims from us directly.
""",
    "vaccinations.csv": """\
vaccine,date_given,dose,next_due
Tetanus,2019-05-14,booster,2029-05-14
Hepatitis A,2024-03-02,1 of 2,2024-09-02
Hepatitis A,2024-09-10,2 of 2,
Flu,2025-10-18,annual,2026-10-15
COVID-19,2025-10-18,booster,
Typhoid,2024-03-02,single,2027-03-02
""",
}


VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
 ("how many puffs can I take in a day", "inhaler_leaflet.md", "8 puffs"),
 ("how often should I clean the inhaler", "inhaler_leaflet.md", "once a week"),
 ("when should I get a new inhaler", "inhaler_leaflet.md", "20"),
 ("is it normal to feel shaky after using it", "inhaler_leaflet.md", "shaky"),
 ("how long should I hold my breath", "inhaler_leaflet.md", "10 seconds"),
 ("what if I need my inhaler a lot", "inhaler_leaflet.md", "three times a week"),
 ("how many times a day do I do the exercises", "physio_exercises.txt", "three times a day"),
 ("how long do I hold the leg raise", "physio_exercises.txt", "5 seconds"),
 ("how long should I ice my knee", "physio_exercises.txt", "15 minutes"),
 ("when is my next physio appointment", "physio_exercises.txt", "10 December"),
 ("what should I bring to physio", "physio_exercises.txt", "shorts"),
 ("when should I stop the exercises", "physio_exercises.txt", "sharp"),
 ("how much is a prescription", "pharmacy_notice.txt", "9.90"),
 ("do I have to pay for prescriptions if I'm pregnant", "pharmacy_notice.txt", "pregnant"),
 ("how much is a prepayment certificate", "pharmacy_notice.txt", "114.50"),
 ("is the pharmacy open on sunday", "pharmacy_notice.txt", "closed on Sundays"),
 ("what do I do with old medicines", "pharmacy_notice.txt", "returned to the pharmacy"),
 ("can I get my blood pressure checked at the pharmacy", "pharmacy_notice.txt", "free blood pressure check"),
 ("how much do I get towards glasses", "eye_plan.txt", "120"),
 ("is laser eye surgery covered", "eye_plan.txt", "not included"),
 ("how often can I have a free eye test", "eye_plan.txt", "every 2 years"),
 ("how much for contact lenses", "eye_plan.txt", "100"),
 ("when is my next tetanus booster due", "vaccinations.csv", "2029-05-14"),
 ("when did I have the flu jab", "vaccinations.csv", "2025-10-18"),
 ("when is my typhoid vaccine due", "vaccinations.csv", "2027-03-02"),
 ("can I use the inhaler if I'm pregnant", None, ""),
 ("how much does a private physio session cost", None, ""),
 ("does the eye plan cover hearing aids", None, ""),
 ("when is my next dentist appointment", None, ""),
 ("have I had the measles vaccine", None, ""),
]
