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


VALIDATION_DOCUMENTS: dict[str, str] = {}
VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = []
