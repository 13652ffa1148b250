"""A parent's papers for a child's allergy clinic (the forty-second session): the appointment
letter, the food challenge instructions, the medicines to stop as CSV, the allergy action plan,
the nurse's email and the results letter. Its validation folder is a physiotherapy referral's:
the referral letter, the exercises as a table, the class times as CSV, the clinic's rules and the
physio's note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Children's Allergy Service, St Luke's Hospital

Dear parent of Zara Ahmed, Zara has an appointment for a peanut food challenge on Tuesday 18
November at 8.30am on Ward 4 (Butterfly Ward). Please allow a whole day. Hospital number
SL-4471902.
""",
    "challenge_instructions.md": """\
# Before the food challenge

- Zara must be well on the day: if she has a cold, a fever or her asthma is worse, ring us to
  rebook.
- Give her a light breakfast before 7am.
- Bring a favourite food that she can eat the peanut mixed into, such as yoghurt or a muffin.
- Bring something to do: the day includes at least 2 hours of watching after the last dose.
""",
    "stop_medicines.csv": """\
medicine,stop how long before
cetirizine (antihistamine),5 days
chlorphenamine (Piriton),3 days
montelukast,do not stop
inhalers,do not stop
""",
    "action_plan.txt": """\
Allergy action plan: if Zara has a mild reaction (itchy mouth, a few hives), give cetirizine 5 ml.
If she has any sign of a severe reaction (difficulty breathing, a hoarse voice, floppiness), use
her adrenaline pen in the outer thigh, then call 999.
""",
    "nurse_email.txt": """\
From: Helen, allergy nurse specialist
Hi, just to say we have a play specialist on the ward on Tuesdays, and there is free parking for
the family of children on Ward 4: ask at reception for a permit.
""",
    "results_letter.txt": """\
Zara completed the food challenge with no reaction. She can now eat peanut as part of her normal
diet, at least twice a week to keep her tolerant. Her adrenaline pens are no longer needed.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the appointment", "appointment_letter.txt", "Tuesday 18 November"),
    ("which ward are we on", "appointment_letter.txt", "Ward 4"),
    ("how long will we be there", "appointment_letter.txt", "a whole day"),
    ("what's her hospital number", "appointment_letter.txt", "SL-4471902"),
    ("what if she has a cold", "challenge_instructions.md", "ring us to"),
    ("can she have breakfast", "challenge_instructions.md", "light breakfast before 7am"),
    ("what food should we bring", "challenge_instructions.md", "yoghurt or a muffin"),
    ("when does she stop cetirizine", "stop_medicines.csv", "5 days"),
    ("does she need to stop her inhaler", "stop_medicines.csv", "do not stop"),
    ("what do I do if she has a bad reaction", "action_plan.txt", "adrenaline pen"),
    ("how much cetirizine do I give", "action_plan.txt", "5 ml"),
    ("is there parking", "nurse_email.txt", "free parking"),
    ("is there anything for her to do on the ward", "nurse_email.txt", "play specialist"),
    ("how often should she eat peanuts now", "results_letter.txt", "at least twice a week"),
    ("does she still need her epipen", "results_letter.txt", "no longer needed"),
    ("can I stay overnight with her", None, ""),
    ("will they test for egg too", None, ""),
    ("is there a cafe", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Dear Mr Osei, your GP has referred you to the physiotherapy service for lower back pain. Your first
appointment is on Wednesday 4 June at 10.15am at Moor Lane Health Centre, room 12. Please wear loose
clothing.
""",
    "exercises.md": """\
| exercise | how many | how often |
|---|---|---|
| knee hugs | 10 | twice a day |
| pelvic tilts | 15 | twice a day |
| cat and camel | 10 | once a day |
| walking | 20 minutes | every day |
""",
    "class_times.csv": """\
class,day,time
back care class,Monday,6pm
back care class,Thursday,10am
""",
    "clinic_rules.txt": """\
If you miss two appointments without telling us, you will be sent back to your GP. To cancel, call
0113 555 0192 at least 24 hours before.
""",
    "physio_note.txt": """\
Good progress. Stop the cat and camel if it makes the pain worse. Review in 4 weeks; the 6-week
back care class should help.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("why was I referred", "referral_letter.txt", "lower back pain"),
    ("what time is my first appointment", "referral_letter.txt", "10.15am"),
    ("what room is it in", "referral_letter.txt", "room 12"),
    ("what should I wear", "referral_letter.txt", "loose clothing"),
    ("how many pelvic tilts do I do", "exercises.md", "15"),
    ("how long should I walk for", "exercises.md", "20 minutes"),
    ("when is the Thursday class", "class_times.csv", "10am"),
    ("what happens if I miss appointments", "clinic_rules.txt", "sent back to your GP"),
    ("how do I cancel", "clinic_rules.txt", "0113 555 0192"),
    ("when is my review", "physio_note.txt", "4 weeks"),
    ("what if an exercise hurts", "physio_note.txt", "makes the pain worse"),
    ("can I go swimming", None, ""),
    ("do I need to pay", None, ""),
    ("is there a hydrotherapy pool", None, ""),
]
