"""A new patient's papers from a GP surgery (the forty-second session): the registration letter,
the opening hours as a table, the repeat prescription rules, the appointment text, the blood test
instructions and the practice leaflet's services as CSV. Its validation folder is a travel
vaccination clinic's: the booking email, the vaccines and prices as a table, the course dates as
CSV, the before-you-come note and the nurse's letter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_letter.txt": """\
Welcome to Elm Tree Medical Practice

You are now registered with us. Your NHS number is 485 777 3456 and your named GP is Dr Farah
Siddiqui. Please book a new patient health check with the practice nurse within 3 months.
""",
    "opening_hours.md": """\
| day | hours |
|---|---|
| Monday | 8am to 6.30pm |
| Tuesday | 8am to 8pm (late clinic) |
| Wednesday | 8am to 6.30pm |
| Thursday | 8am to 1pm |
| Friday | 8am to 6.30pm |

When we are closed, call NHS 111.
""",
    "repeat_prescriptions.txt": """\
Repeat prescriptions

Order your repeat medicines through the NHS App or by dropping the slip in the box at reception.
Please allow 3 working days before you collect from your chosen pharmacy. We do not take
prescription requests over the phone.
""",
    "appointment_text.txt": """\
Elm Tree Medical Practice: your appointment with Nurse Karen Doyle is on Friday 7 March at 9.20am,
for a blood test. Reply CANCEL if you can't come.
""",
    "blood_test_instructions.txt": """\
For your fasting blood test, do not eat anything for 10 hours before. You can drink water. Take
your usual medicines unless the doctor told you not to. Results are usually back within 5 working
days; we will text you if you need to see a doctor.
""",
    "services.csv": """\
service,how to book
flu jab,book online from September
travel vaccines,fill in the travel form 8 weeks before you go
contraception,book with the nurse
minor surgery,GP referral only
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my NHS number", "registration_letter.txt", "485 777 3456"),
    ("who is my doctor", "registration_letter.txt", "Dr Farah Siddiqui"),
    ("when do I need to have a health check", "registration_letter.txt", "within 3 months"),
    ("what time do they close on Thursday", "opening_hours.md", "1pm"),
    ("is there a late clinic", "opening_hours.md", "Tuesday"),
    ("who do I call when they're closed", "opening_hours.md", "NHS 111"),
    ("how do I order my prescription", "repeat_prescriptions.txt", "NHS App"),
    ("can I order a prescription over the phone", "repeat_prescriptions.txt", "do not take prescription requests over the phone"),
    ("how long does a prescription take", "repeat_prescriptions.txt", "3 working days"),
    ("when is my blood test", "appointment_text.txt", "Friday 7 March"),
    ("who is the appointment with", "appointment_text.txt", "Nurse Karen Doyle"),
    ("can I drink water before the test", "blood_test_instructions.txt", "You can drink water"),
    ("how long do I have to fast", "blood_test_instructions.txt", "10 hours"),
    ("when will I get my results", "blood_test_instructions.txt", "within 5 working"),
    ("how do I get a flu jab", "services.csv", "book online from September"),
    ("do they do home visits", None, ""),
    ("can I see a physio", None, ""),
    ("is there parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
From: Globe Travel Clinic, Nottingham
Your consultation is booked for Monday 2 June at 4.40pm with Nurse Tom Reilly. Please bring your
trip details and your vaccination record. The consultation costs £20, taken off the cost of any
vaccines.
""",
    "vaccines.md": """\
| vaccine | doses | price per dose |
|---|---|---|
| typhoid | 1 | £45 |
| hepatitis A | 2 | £60 |
| rabies | 3 | £75 |
| yellow fever | 1 | £80 |
""",
    "course_dates.csv": """\
dose,date
rabies 1,2 June
rabies 2,9 June
rabies 3,30 June
""",
    "before_you_come.txt": """\
If you have a fever on the day, call us to move your appointment. The yellow fever certificate is
valid for life and must be shown at the border of some countries.
""",
    "nurse_letter.txt": """\
You have had your typhoid vaccine; it protects you for 3 years. Take malaria tablets from 2 days
before you travel until 7 days after you return.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my appointment", "booking_email.txt", "Monday 2 June"),
    ("who am I seeing", "booking_email.txt", "Nurse Tom Reilly"),
    ("what do I need to bring", "booking_email.txt", "trip details"),
    ("how much is the consultation", "booking_email.txt", "£20"),
    ("how many rabies jabs do I need", "vaccines.md", "3"),
    ("how much is the typhoid vaccine", "vaccines.md", "£45"),
    ("when is my last rabies dose", "course_dates.csv", "30 June"),
    ("what if I have a temperature", "before_you_come.txt", "call us"),
    ("how long does the yellow fever certificate last", "before_you_come.txt", "valid for life"),
    ("how long does the typhoid jab last", "nurse_letter.txt", "3 years"),
    ("when do I start the malaria tablets", "nurse_letter.txt", "2 days before"),
    ("do I need a covid jab", None, ""),
    ("can I pay by card", None, ""),
    ("is there a discount for children", None, ""),
]
