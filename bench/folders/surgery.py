"""A day surgery patient's papers (the thirty-third session): the admission letter, the
fasting instructions, the pre-op assessment results, the discharge advice, the medicines list
as CSV and the physiotherapy exercise sheet; fit, its questions and expected text written
before the tool was run on it, its failures read and mended. Its validation folder is a dental
patient's: the treatment plan, the practice's price list as CSV, the aftercare sheet for an
extraction, the practice policies, the appointment reminder and the payment plan agreement,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "admission_letter.txt": """\
Day Surgery Unit, St Mary's Hospital

Dear Mr Okafor,

Your knee arthroscopy is booked for Tuesday 9 November. Please come to the Day Surgery Unit, level 2, at 7:30am.

You will need an adult to take you home and stay with you for 24 hours. You must not drive for 48 hours after the anaesthetic.

If you are unwell in the week before, call the unit on 020 7946 0321.
""",
    "fasting.txt": """\
Before your operation

Do not eat anything after midnight before your operation. You may drink water until 6:30am.

Take your usual blood pressure tablets with a sip of water. Do not take ibuprofen for 7 days before.

Remove nail varnish and jewellery; a wedding ring can be taped.
""",
    "preop_results.md": """\
# Pre-op assessment

- Blood pressure: 132/84
- Weight: 88 kg
- MRSA screen: negative
- Anaesthetic: general

Fit for day surgery. Bring your reading glasses and a list of your medicines.
""",
    "discharge_advice.txt": """\
After your knee arthroscopy

Keep the dressing dry for 5 days. Stitches are removed by the practice nurse 10 to 14 days after the operation.

You can shower after 48 hours with the dressing covered. Most people go back to a desk job after one week.

Call us if the knee becomes hot, red or more swollen, or if you have a temperature over 38C.
""",
    "medicines.csv": """\
medicine,dose,when
Paracetamol,1 g,four times a day
Naproxen,500 mg,twice a day with food
Omeprazole,20 mg,once a day
""",
    "physio_sheet.txt": """\
Exercises after knee surgery

Do each exercise 10 times, three times a day. Start the day after your operation.

Use the crutches for the first 3 days, then only if you need them. Return the crutches to the physio department when you have finished with them.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is my operation", "admission_letter.txt", "Tuesday 9 November"),
    ("what time do I need to be at the hospital", "admission_letter.txt", "7:30am"),
    ("can I drive myself home", "admission_letter.txt", "must not drive"),
    ("who do I ring if I get a cold", "admission_letter.txt", "020 7946 0321"),
    # Fasting.
    ("when do I have to stop eating", "fasting.txt", "after midnight"),
    ("can I still drink water", "fasting.txt", "until 6:30am"),
    ("should I take my blood pressure pills", "fasting.txt", "usual blood pressure tablets"),
    ("do I need to take my wedding ring off", "fasting.txt", "can be taped"),
    # Pre-op.
    ("what was my blood pressure", "preop_results.md", "132/84"),
    ("what kind of anaesthetic am I having", "preop_results.md", "general"),
    # Discharge.
    ("when do the stitches come out", "discharge_advice.txt", "10 to 14 days"),
    ("when can I shower", "discharge_advice.txt", "after 48 hours"),
    ("when can I go back to work", "discharge_advice.txt", "after one week"),
    ("what signs should I look out for", "discharge_advice.txt", "hot, red or more swollen"),
    # Medicines.
    ("how often do I take naproxen", "medicines.csv", "twice a day"),
    ("what dose of paracetamol", "medicines.csv", "1 g"),
    # Physio.
    ("how many times do I do the exercises", "physio_sheet.txt", "10 times"),
    ("how long do I need the crutches", "physio_sheet.txt", "first 3 days"),
    ("what do I do with the crutches after", "physio_sheet.txt", "physio department"),
    # Subjects the papers never mention.
    ("can I have a drink of alcohol after", None, ""),
    ("is there parking at the hospital", None, ""),
    ("how long is the waiting list for a knee replacement", None, ""),
    ("who is my surgeon", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "treatment_plan.md": """\
# Treatment plan

- Patient: Lucy Moore
- Dentist: Dr A. Shah
- Treatment: root canal on lower left molar, then a crown
- Visits needed: 3

The crown is made by the lab and takes about 2 weeks after the root canal is finished.
""",
    "price_list.csv": """\
treatment,price
Check-up,£45
Hygienist,£65
Filling,£95
Root canal (molar),£480
Crown,£650
""",
    "extraction_aftercare.txt": """\
After your extraction

Do not rinse your mouth for 24 hours. After that, rinse gently with warm salt water after meals.

Avoid smoking and hot drinks for the rest of the day. If the bleeding does not stop, bite on a clean gauze pad for 20 minutes.
""",
    "practice_policies.txt": """\
Practice policies

Please give at least 48 hours' notice to cancel. Missed appointments are charged at £30.

Payment is due at each visit. We accept card and cash, but not cheques.
""",
    "reminder.txt": """\
Appointment reminder

Hi Lucy, this is a reminder of your appointment with Dr Shah on Thursday 15 July at 2:40pm. Reply YES to confirm or call 01632 960 118 to change it.
""",
    "payment_plan.txt": """\
Payment plan agreement

The total of £1,130 will be paid in 6 monthly instalments of £188.33 by direct debit, starting 1 August.

There is no interest. If a payment is missed, the whole balance becomes due.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The plan.
    ("what treatment am I having", "treatment_plan.md", "root canal"),
    ("how many visits will it take", "treatment_plan.md", "3"),
    ("how long does the crown take", "treatment_plan.md", "about 2 weeks"),
    # Prices.
    ("how much is a filling", "price_list.csv", "£95"),
    ("what does the hygienist cost", "price_list.csv", "£65"),
    # Aftercare.
    ("when can I rinse my mouth", "extraction_aftercare.txt", "24 hours"),
    ("what if it keeps bleeding", "extraction_aftercare.txt", "gauze pad"),
    ("can I have a coffee after", "extraction_aftercare.txt", "hot drinks"),
    # Policies.
    ("how much notice to cancel", "practice_policies.txt", "48 hours"),
    ("what happens if I miss an appointment", "practice_policies.txt", "£30"),
    ("can I pay by cheque", "practice_policies.txt", "not cheques"),
    # The reminder.
    ("when is my next appointment", "reminder.txt", "Thursday 15 July"),
    ("how do I change my appointment", "reminder.txt", "01632 960 118"),
    # The payment plan.
    ("how much is each monthly payment", "payment_plan.txt", "£188.33"),
    ("is there interest on the payment plan", "payment_plan.txt", "no interest"),
    ("what if I miss a payment", "payment_plan.txt", "whole balance"),
    # Subjects the papers never mention.
    ("is teeth whitening available", None, ""),
    ("can I get this on the NHS", None, ""),
    ("do you do sedation", None, ""),
]
