"""A dental patient's papers (the thirty-fifth session): the practice leaflet, the treatment plan,
the appointments as CSV, the aftercare sheet for an extraction, the payment terms and the
receptionist's text; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a parent's papers for a child's braces: the
orthodontist's letter, the visits as CSV, the brace care guide, the retainer agreement, the
emergency advice and the clinic's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "practice_leaflet.txt": """\
Elm Tree Dental Practice

Address: 40 Station Road, Keswick
Telephone: 017687 72 450
Hours: Monday to Thursday 8am to 5:30pm, Friday 8am to 1pm

We are an NHS and private practice. Out of hours, call NHS 111 for urgent dental care.
""",
    "treatment_plan.txt": """\
Treatment plan: Mr David Kerr

1. Extraction of lower left wisdom tooth
2. Filling, upper right molar (white composite)
3. Scale and polish with the hygienist

NHS band: Band 2
Total charge: £75.75
""",
    "appointments.csv": """\
date,time,with,for
Mon 3 March,9:15am,Dr Patel,wisdom tooth extraction
Thu 20 March,2:00pm,Dr Patel,filling
Tue 8 April,11:30am,Gemma (hygienist),scale and polish
""",
    "extraction_aftercare.md": """\
# After your extraction

Bite firmly on the gauze for 20 minutes. Do not rinse your mouth for 24 hours.

Avoid hot drinks, alcohol and smoking for at least 24 hours. After that, rinse gently with warm salty water after meals for a week.

Some swelling is normal for 2 to 3 days. If the bleeding does not stop after an hour, call the practice.
""",
    "payment_terms.txt": """\
Paying for treatment

NHS charges are paid at the start of a course of treatment. If you miss an appointment without 24 hours' notice, we may charge £25 and may not offer another NHS appointment.
""",
    "reception_text.txt": """\
Elm Tree Dental: reminder of your appointment with Dr Patel on Mon 3 March at 9:15am. Please eat something beforehand. Reply C to confirm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The practice.
    ("what time does the dentist close on Friday", "practice_leaflet.txt", "1pm"),
    ("what do I do out of hours", "practice_leaflet.txt", "NHS 111"),
    ("what's the dentist's phone number", "practice_leaflet.txt", "017687 72 450"),
    # The plan.
    ("how much is my treatment", "treatment_plan.txt", "£75.75"),
    ("what kind of filling am I having", "treatment_plan.txt", "white composite"),
    ("which NHS band is it", "treatment_plan.txt", "Band 2"),
    # Appointments.
    ("when is my filling", "appointments.csv", "Thu 20 March"),
    ("who is doing the scale and polish", "appointments.csv", "Gemma"),
    # Aftercare.
    ("how long do I bite on the gauze", "extraction_aftercare.md", "20 minutes"),
    ("can I drink coffee after the extraction", "extraction_aftercare.md", "Avoid hot drinks"),
    ("how long will the swelling last", "extraction_aftercare.md", "2 to 3 days"),
    ("what if it won't stop bleeding", "extraction_aftercare.md", "call the practice"),
    # Payment.
    ("when do I pay", "payment_terms.txt", "at the start of a course of treatment"),
    ("is there a charge for missing an appointment", "payment_terms.txt", "£25"),
    # The text.
    ("should I eat before the extraction", "reception_text.txt", "eat something beforehand"),
    # Subjects the papers never mention.
    ("do they do teeth whitening", None, ""),
    ("is there wheelchair access", None, ""),
    ("can I get sedation", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "orthodontist_letter.txt": """\
Bridge Street Orthodontics

Dear Mrs Osei,

Kofi's fixed brace will be fitted on Wednesday 16 April at 3:40pm. The appointment takes about an hour. Treatment is expected to last 18 to 24 months and is free under the NHS.

Dr R. Lindqvist, Specialist Orthodontist
""",
    "visits.csv": """\
date,visit,length
Wed 16 April,brace fitting,60 minutes
Wed 21 May,first adjustment,20 minutes
Wed 2 July,adjustment,20 minutes
""",
    "brace_care.md": """\
# Looking after the brace

- Brush for 3 minutes twice a day, using the small interdental brushes around the brackets
- Avoid hard and sticky foods like toffee, popcorn and crusty bread
- No fizzy drinks

Wear a gum shield for contact sports.
""",
    "retainer_agreement.txt": """\
Retainers

After the brace comes off, retainers must be worn every night, for life. Lost or broken retainers cost £150 each to replace; this is not covered by the NHS.
""",
    "emergency_advice.txt": """\
Problems with your brace

A loose bracket is not an emergency; call us in working hours on 0113 496 0732. For a poking wire, cover it with the orthodontic wax in your starter pack.
""",
    "clinic_email.txt": """\
Hi Mrs Osei,

Kofi's first adjustment has moved to Wednesday 28 May at 4:10pm because Dr Lindqvist is away. Let us know if this doesn't suit.

Bridge Street Orthodontics
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The letter.
    ("when is Kofi's brace being fitted", "orthodontist_letter.txt", "Wednesday 16 April"),
    ("how long will he have the brace", "orthodontist_letter.txt", "18 to 24 months"),
    ("do we have to pay for the brace", "orthodontist_letter.txt", "free under the NHS"),
    # Visits.
    ("how long is the July adjustment", "visits.csv", "20 minutes"),
    # Care.
    ("how long should he brush for", "brace_care.md", "3 minutes"),
    ("can he eat popcorn", "brace_care.md", "Avoid hard and sticky foods"),
    ("what about rugby", "brace_care.md", "gum shield"),
    # Retainers.
    ("how often does he wear retainers", "retainer_agreement.txt", "every night"),
    ("how much is a new retainer", "retainer_agreement.txt", "£150"),
    # Problems.
    ("what if a wire is poking him", "emergency_advice.txt", "orthodontic wax"),
    ("is a loose bracket an emergency", "emergency_advice.txt", "not an emergency"),
    # The email.
    ("when is the first adjustment now", "clinic_email.txt", "Wednesday 28 May"),
    ("why did the appointment move", "clinic_email.txt", "Dr Lindqvist is away"),
    # Subjects the papers never mention.
    ("can he get invisible braces", None, ""),
    ("is there parking at the clinic", None, ""),
    ("does he need a referral from the GP", None, ""),
]
