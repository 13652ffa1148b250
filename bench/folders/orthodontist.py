"""A parent's papers for a teenager's braces (the forty-first session): the treatment plan, the
appointment card as a table, the care instructions, the costs as CSV, the emergency advice and the
clinic's letter. Its validation folder is a child's eye clinic papers: the glasses prescription,
the patching plan, the appointments as CSV, the voucher letter, the optician's leaflet and the
orthoptist's note, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "treatment_plan.txt": """\
Treatment plan for Noah Bennett

Fixed metal braces on the top and bottom teeth, for about 18 months, then retainers. Treatment is
free on the NHS because Noah's score is IOTN grade 4. Check-ups every 6 to 8 weeks.
""",
    "appointment_card.md": """\
# Appointments

| date | time | what |
|---|---|---|
| 3 March | 4.10pm | braces fitted (about an hour) |
| 14 April | 3.50pm | adjustment |
""",
    "care_instructions.txt": """\
Looking after your braces

Brush after every meal with the small interdental brushes. Avoid hard and sticky foods such as
toffee, popcorn and crusty bread. Your teeth may ache for three to five days after fitting; take
paracetamol if needed.
""",
    "costs.csv": """\
item,cost
NHS treatment,free
lost or broken retainer,£120
missed appointment without 24 hours' notice,£25
""",
    "emergency_advice.txt": """\
If a wire is poking your cheek, push it flat with the end of a spoon or cover it with the wax we gave
you. If a bracket comes off, call us in opening hours; it is not an emergency.
""",
    "clinic_letter.txt": """\
Dear Mrs Bennett, Bright Smiles Orthodontics is open Monday to Friday, 8.30am to 5.30pm. Parking is
in the car park behind the clinic, free for patients for up to an hour.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long will he have braces", "treatment_plan.txt", "about 18 months"),
    ("do we have to pay", "treatment_plan.txt", "free on the NHS"),
    ("how often are check-ups", "treatment_plan.txt", "every 6 to 8 weeks"),
    ("when are the braces fitted", "appointment_card.md", "3 March"),
    ("how long does the fitting take", "appointment_card.md", "about an hour"),
    ("what time is the April appointment", "appointment_card.md", "3.50pm"),
    ("can he eat popcorn", "care_instructions.txt", "Avoid hard and sticky foods"),
    ("how long will his teeth hurt", "care_instructions.txt", "three to five days"),
    ("how much is a lost retainer", "costs.csv", "£120"),
    ("is there a charge for missing an appointment", "costs.csv", "£25"),
    ("what if a wire is sticking out", "emergency_advice.txt", "push it flat"),
    ("what do we do if a bracket falls off", "emergency_advice.txt", "call us in opening hours"),
    ("what are the opening hours", "clinic_letter.txt", "8.30am to 5.30pm"),
    ("where do I park", "clinic_letter.txt", "car park behind the clinic"),
    ("can he play rugby with braces", None, ""),
    ("are clear braces available", None, ""),
    ("is there a Saturday clinic", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "glasses_prescription.txt": """\
Spectacle prescription for Lily Ward, age 5

Right eye +3.50, left eye +4.25. Glasses to be worn all the time, including at school.
""",
    "patching_plan.txt": """\
Patching plan

Patch the right (stronger) eye for 2 hours every day, with glasses on. Do close-up activities
while patching, such as drawing or puzzles. Don't patch at school unless we tell you to.
""",
    "appointments.csv": """\
date,clinic,time
12 May,orthoptist,9.40am
23 June,eye doctor,2.15pm
""",
    "voucher_letter.txt": """\
An NHS optical voucher is enclosed. Children under 16 get glasses free with it, and a free repair or
replacement if they break.
""",
    "optician_leaflet.txt": """\
Frames in the children's range are fully covered by the voucher. Sports goggles with a prescription
cost £45.
""",
    "orthoptist_note.txt": """\
Orthoptist: Lily did very well today. Keep patching and bring the patching diary to the next visit.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("does she need to wear her glasses at school", "glasses_prescription.txt", "including at school"),
    ("what's her left eye prescription", "glasses_prescription.txt", "+4.25"),
    ("how long does she wear the patch", "patching_plan.txt", "2 hours every day"),
    ("which eye do we patch", "patching_plan.txt", "right"),
    ("what should she do while patching", "patching_plan.txt", "drawing or puzzles"),
    ("when is the eye doctor appointment", "appointments.csv", "23 June"),
    ("do we pay for her glasses", "voucher_letter.txt", "free"),
    ("what if her glasses break", "voucher_letter.txt", "free repair"),
    ("how much are sports goggles", "optician_leaflet.txt", "£45"),
    ("what should we bring next time", "orthoptist_note.txt", "patching diary"),
    ("what time is the orthoptist", "appointments.csv", "9.40am"),
    ("can she go swimming in her glasses", None, ""),
    ("is there parking at the hospital", None, ""),
    ("will she grow out of it", None, ""),
]
