"""An optician's customer's papers (the thirty-seventh session's second round): the appointment
letter, the glasses prescription, the glasses order, the contact lens plan, the aftercare sheet
and the optician's text message. Its validation folder is a podiatry patient's: the referral
letter, the appointments as CSV, the foot care advice, the insoles order, the clinic's charges
and the podiatrist's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Clearview Opticians, 22 Bridge Street

Dear Mrs Hughes,

Your eye test is booked for Thursday 11 March at 2:40pm with Mr Adam Shah, optometrist. It
takes about 30 minutes. Please bring your current glasses and a list of any medicines you take.
If you drive, your pupils may be widened with drops, so you should not drive for 4 hours after.
""",
    "prescription.md": """\
# Spectacle prescription

| eye | sphere | cylinder | axis | add |
|---|---|---|---|---|
| Right | -2.25 | -0.50 | 90 | +1.75 |
| Left | -2.00 | -0.75 | 85 | +1.75 |

Date of test: 11 March 2027. Next test recommended: March 2029.
""",
    "glasses_order.txt": """\
Order number: CV-55102
Frames: Ray-Ban RB5154, tortoiseshell
Lenses: varifocal, thin, with anti-glare coating
Price: £289, paid in full
Ready to collect: about 10 working days; we will text you.
""",
    "contact_lens_plan.csv": """\
item,detail
Lens type,Daily disposable
Monthly cost,£24.50
Supply,30 pairs sent every month
Aftercare check,Every 12 months (included)
""",
    "aftercare.md": """\
# Looking after your new glasses

- Clean the lenses with the cloth and spray, never with a tissue or your shirt
- Free adjustments for as long as you own the frames
- Varifocals can take up to two weeks to get used to; if they still feel wrong, come back and we
  will check them free of charge
- Our guarantee covers breakage for 12 months
""",
    "optician_text.txt": """\
Clearview: Hi Gwen, your glasses are ready to collect from Bridge Street. We're open Monday to
Saturday, 9am to 5:30pm. Reply STOP to opt out.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my eye test", "appointment_letter.txt", "Thursday 11 March at 2:40pm"),
    ("who is the optometrist", "appointment_letter.txt", "Adam Shah"),
    ("how long does the eye test take", "appointment_letter.txt", "30 minutes"),
    ("can I drive after the test", "appointment_letter.txt", "should not drive for 4 hours"),
    ("what's the axis for my left eye", "prescription.md", "85"),
    ("when should I have my next test", "prescription.md", "March 2029"),
    ("what frames did I order", "glasses_order.txt", "Ray-Ban RB5154"),
    ("how much were my glasses", "glasses_order.txt", "£289"),
    ("what's my order number", "glasses_order.txt", "CV-55102"),
    ("how much are the contact lenses a month", "contact_lens_plan.csv", "£24.50"),
    ("how often do I need a contact lens check", "contact_lens_plan.csv", "Every 12 months"),
    ("can I clean my glasses with a tissue", "aftercare.md", "never with a tissue"),
    ("how long does it take to get used to varifocals", "aftercare.md", "two weeks"),
    ("how long is the breakage guarantee", "aftercare.md", "12 months"),
    ("what time does the shop close", "optician_text.txt", "5:30pm"),
    ("is the eye test free", None, ""),
    ("can I get sunglasses with my prescription", None, ""),
    ("is there parking near the shop", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Dr P. Nwosu, Meadow Lane Surgery

Re: Mr Frank Doyle

I am referring Mr Doyle to the community podiatry service at Eastgate Health Centre for
painful heels (plantar fasciitis) and a thickened nail on his right big toe.
""",
    "appointments.csv": """\
date,time,clinician,room
2027-02-03,10:15,Sarah Kemp,Room 6
2027-03-03,10:15,Sarah Kemp,Room 6
2027-04-14,14:00,Ian Marsh,Room 2
""",
    "foot_care_advice.md": """\
# Looking after your feet

- Do the calf stretches three times a day, holding each for 30 seconds
- Wear shoes with a cushioned heel; avoid flat shoes and flip-flops
- Roll your foot over a frozen bottle of water for 10 minutes in the evening
- Cut nails straight across, not down at the corners
""",
    "insoles_order.txt": """\
Custom insoles

Measured: 3 February 2027
Ready: in about 4 weeks, to be fitted at your next appointment
Cost: £60 (the NHS pays the rest)
Wear them for an hour on the first day, adding an hour each day.
""",
    "clinic_charges.txt": """\
Eastgate Podiatry: charges

NHS patients referred by their GP pay nothing for appointments. A missed appointment without
24 hours' notice is charged £25. Private nail surgery costs £320 per toe.
""",
    "podiatrist_email.txt": """\
Dear Frank, Sarah Kemp here. As we discussed, I'd like you to rest from running for six weeks.
Swimming and cycling are fine. If the pain gets worse, call the clinic on 01632 960 441.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("why was I referred", "referral_letter.txt", "painful heels"),
    ("where is the podiatry clinic", "referral_letter.txt", "Eastgate Health Centre"),
    ("what time is my April appointment", "appointments.csv", "14:00"),
    ("who am I seeing on 3 March", "appointments.csv", "Sarah Kemp"),
    ("how often should I do the stretches", "foot_care_advice.md", "three times a day"),
    ("can I wear flip-flops", "foot_care_advice.md", "avoid flat shoes and flip-flops"),
    ("how should I cut my toenails", "foot_care_advice.md", "straight across"),
    ("when will my insoles be ready", "insoles_order.txt", "about 4 weeks"),
    ("how much do the insoles cost", "insoles_order.txt", "£60"),
    ("how long should I wear them at first", "insoles_order.txt", "an hour on the first day"),
    ("what happens if I miss an appointment", "clinic_charges.txt", "£25"),
    ("how much is nail surgery", "clinic_charges.txt", "£320 per toe"),
    ("can I still go running", "podiatrist_email.txt", "rest from running for six weeks"),
    ("is swimming ok", "podiatrist_email.txt", "Swimming and cycling are fine"),
    ("what number do I call if it gets worse", "podiatrist_email.txt", "01632 960 441"),
    ("can I have a steroid injection", None, ""),
    ("is there parking at the health centre", None, ""),
    ("do I need to bring my shoes", None, ""),
]
