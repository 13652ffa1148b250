"""A patient's papers for a dermatology appointment (the forty-sixth session): the referral
letter, the clinic's instructions, the treatment plan as a table, the cream leaflet and a text.
Its validation folder is a pregnant patient's for an ultrasound scan: the appointment letter,
the preparation notes, the scan types as CSV, the photo policy and a message, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Dear Ms Adeyemi, you have been referred to the dermatology clinic at St Mary's Hospital about the
mole on your left shoulder. Your consultant is Dr Lena Hartmann. The appointment is on Friday 9
May at 2:20pm, Outpatients B.
""",
    "clinic_instructions.txt": """\
Do not wear make-up, fake tan or nail varnish to the appointment. Bring a list of your medicines.
If the mole is removed, you will need someone to drive you home.
""",
    "treatment_plan.md": """\
# Treatment plan

| step | when |
|---|---|
| Examination and photographs | first visit |
| Removal under local anaesthetic | within 2 weeks if needed |
| Results by letter | 4 to 6 weeks after removal |
""",
    "cream_leaflet.txt": """\
Apply the steroid cream thinly once a day for no more than 14 days. Do not use it on the face.
Wash your hands after applying it.
""",
    "text.txt": """\
Reminder: dermatology appointment Fri 9 May 2:20pm. Reply C to cancel. St Mary's
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is my consultant", "referral_letter.txt", "Dr Lena Hartmann"),
    ("what time is my appointment", "referral_letter.txt", "2:20pm"),
    ("which mole are they looking at", "referral_letter.txt", "left shoulder"),
    ("can I wear nail varnish", "clinic_instructions.txt", "Do not wear make-up, fake tan or nail varnish"),
    ("what do I need to bring", "clinic_instructions.txt", "a list of your medicines"),
    ("can I drive home", "clinic_instructions.txt", "need someone to drive you home"),
    ("when would it be removed", "treatment_plan.md", "within 2 weeks if needed"),
    ("how long for the results", "treatment_plan.md", "4 to 6 weeks after removal"),
    ("how often should I use the cream", "cream_leaflet.txt", "once a day"),
    ("can I put it on my face", "cream_leaflet.txt", "Do not use it on the face"),
    ("how do I cancel", "text.txt", "Reply C to cancel"),
    ("will it leave a scar", None, ""),
    ("can I go swimming after", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your 20-week scan is on Wednesday 12 March at 11:40am in the Ultrasound Department, Level 2.
The scan takes about 30 minutes. One adult may come with you.
""",
    "preparation.txt": """\
Drink a pint of water an hour before and don't empty your bladder. Wear a loose top and trousers
or a skirt rather than a dress.
""",
    "scan_types.csv": """\
scan,weeks,checks
Dating scan,11 to 14,due date
Anomaly scan,18 to 21,baby's development
""",
    "photo_policy.txt": """\
Scan photos cost £5 each, paid by card at the machine outside. No filming of the scan is allowed.
""",
    "message.txt": """\
Mum can't make the scan so I'll come, I'll meet you at the main entrance at 11:15. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my scan", "appointment_letter.txt", "Wednesday 12 March"),
    ("how long does the scan take", "appointment_letter.txt", "about 30 minutes"),
    ("can someone come with me", "appointment_letter.txt", "One adult may come with you"),
    ("how much water should I drink", "preparation.txt", "a pint of water"),
    ("what should I wear", "preparation.txt", "a loose top"),
    ("what does the anomaly scan check", "scan_types.csv", "baby's development"),
    ("how much are scan photos", "photo_policy.txt", "£5 each"),
    ("can we film it", "photo_policy.txt", "No filming"),
    ("where is Dan meeting me", "message.txt", "at the main entrance"),
    ("will they tell us the sex", None, ""),
    ("is there parking", None, ""),
]
