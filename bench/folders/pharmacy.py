"""A repeat prescription patient's papers (the thirty-fifth session): the pharmacy's leaflet, the
medication list as CSV, the repeat ordering guide, a new medicine's leaflet, the prescription
charges page and the pharmacist's text; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is an optician's patient's:
the appointment letter, the glasses order as CSV, the contact lens care sheet, the payment plan,
the eye test results and the optician's email, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pharmacy_leaflet.txt": """\
Brookside Pharmacy

Address: 7 Mill Lane, Hebden
Phone: 01422 845 210
Opening hours: Monday to Friday 8:30am to 6pm, Saturday 9am to 1pm. Closed on Sundays.

We offer free blood pressure checks and flu jabs in the autumn. Ask at the counter for a private consultation room.
""",
    "medications.csv": """\
medicine,dose,when,repeats left
Amlodipine 5mg,1 tablet,morning,4
Atorvastatin 20mg,1 tablet,night,4
Omeprazole 20mg,1 capsule,before breakfast,2
""",
    "repeat_ordering.md": """\
# Ordering repeat prescriptions

Order at least 7 days before you run out. You can order through the NHS App, by dropping the slip into the surgery box, or online at the practice website.

Prescriptions are ready to collect 3 working days after the surgery approves them. We text you when they are ready.

## Delivery

Free home delivery is available for housebound patients. Everyone else can use our delivery service for £2.50 a month.
""",
    "omeprazole_leaflet.txt": """\
Omeprazole 20mg gastro-resistant capsules

Swallow the capsule whole with half a glass of water. Do not crush or chew it.
Take it in the morning, before you eat.
Common side effects include headache, stomach ache and diarrhoea. If you get severe diarrhoea, stop taking it and talk to your doctor.
Do not take it for more than 14 days without asking a doctor if you bought it without a prescription.
""",
    "prescription_charges.txt": """\
Prescription charges in England

Each item costs £9.90. A 12-month prepayment certificate costs £114.50 and covers all your prescriptions. You can pay for it in 10 monthly direct debits.
You do not pay if you are 60 or over, under 16, or have a medical exemption certificate.
""",
    "pharmacist_text.txt": """\
Brookside Pharmacy: Hi Mr Ashworth, your atorvastatin is out of stock until Thursday. We can give you 7 tablets today to tide you over. Reply YES if you want them.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pharmacy.
    ("is the pharmacy open on Saturday", "pharmacy_leaflet.txt", "Saturday 9am to 1pm"),
    ("what's the pharmacy's phone number", "pharmacy_leaflet.txt", "01422 845 210"),
    ("can I get my blood pressure checked", "pharmacy_leaflet.txt", "free blood pressure checks"),
    # The medicines.
    ("when do I take the atorvastatin", "medications.csv", "night"),
    ("when do I take my amlodipine", "medications.csv", "morning"),
    # Ordering.
    ("how early should I order", "repeat_ordering.md", "7 days"),
    ("how long until my prescription is ready", "repeat_ordering.md", "3 working days"),
    ("how much is delivery", "repeat_ordering.md", "£2.50 a month"),
    # The leaflet.
    ("can I crush the omeprazole capsule", "omeprazole_leaflet.txt", "Do not crush"),
    ("what are the side effects of omeprazole", "omeprazole_leaflet.txt", "headache"),
    # Charges.
    ("how much is a prescription", "prescription_charges.txt", "£9.90"),
    ("how much is a prepayment certificate", "prescription_charges.txt", "£114.50"),
    ("who gets free prescriptions", "prescription_charges.txt", "60 or over"),
    # The text.
    ("when is the atorvastatin back in stock", "pharmacist_text.txt", "Thursday"),
    ("how many tablets can they give me today", "pharmacist_text.txt", "7 tablets"),
    # Subjects the papers never mention.
    ("do they do travel vaccinations", None, ""),
    ("is there parking at the pharmacy", None, ""),
    ("can I take omeprazole with alcohol", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
ClearView Opticians, 22 Market Place, Otley

Dear Mrs Ferreira,

Your eye test is booked for Wednesday 12 March at 2:40pm with Mr Hussain. The test takes about 30 minutes. Please bring your current glasses and a list of any medicines you take.

If you need to cancel, call us on 01943 462 118 at least 24 hours before.
""",
    "glasses_order.csv": """\
item,lens,frame,price
Distance glasses,single vision with anti-glare,Ray-Ban RB5154,£189
Reading glasses,single vision,own frame,£65
""",
    "lens_care.md": """\
# Caring for your contact lenses

- Wash and dry your hands before touching your lenses
- Never use tap water to rinse or store them
- Replace the case every month

Monthly lenses must be thrown away 30 days after opening, even if you have not worn them every day.
""",
    "payment_plan.txt": """\
Eyecare plan

The plan costs £12 a month and includes an eye test every year, 10% off glasses and free repairs. You can cancel at any time with one month's notice.
""",
    "eye_test_results.txt": """\
Eye test results

Right eye: -2.25
Left eye: -2.50
Next test due: March next year
Notes: early signs of dry eye; use lubricating drops twice a day.
""",
    "optician_email.txt": """\
Hi Ana,

Your new glasses have arrived and are ready to collect from Friday. We are open until 5:30pm.

Thanks,
ClearView Opticians
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("what time is my eye test", "appointment_letter.txt", "2:40pm"),
    ("how long does the eye test take", "appointment_letter.txt", "30 minutes"),
    ("what do I need to bring", "appointment_letter.txt", "current glasses"),
    # The order.
    ("how much are the distance glasses", "glasses_order.csv", "£189"),
    ("what frame are the reading glasses", "glasses_order.csv", "own frame"),
    # Lens care.
    ("can I rinse my lenses in tap water", "lens_care.md", "Never use tap water"),
    ("how often should I change the case", "lens_care.md", "every month"),
    # The plan.
    ("how much is the eyecare plan", "payment_plan.txt", "£12 a month"),
    ("how do I cancel the plan", "payment_plan.txt", "one month's notice"),
    # Results.
    ("what's my left eye prescription", "eye_test_results.txt", "-2.50"),
    ("when is my next eye test due", "eye_test_results.txt", "March next year"),
    # The email.
    ("when can I pick up my glasses", "optician_email.txt", "Friday"),
    ("what time do they close", "optician_email.txt", "5:30pm"),
    # Subjects the papers never mention.
    ("do they do hearing tests", None, ""),
    ("is laser surgery covered", None, ""),
    ("can I pay with Klarna", None, ""),
]
