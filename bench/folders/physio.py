"""A patient's papers for physiotherapy after a knee injury (the forty-sixth session): the
referral letter, the exercise sheet, the appointments as a table, the clinic's cancellation
policy and a text. Its validation folder is an MRI scan patient's: the appointment letter, the
safety questionnaire notes, the directions, the results email and a message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "referral_letter.txt": """\
Dear Mr Okafor, your GP has referred you to the musculoskeletal physiotherapy service at
Hillside Health Centre for your right knee (suspected ligament sprain). Your physiotherapist is
Hannah Cole. Please bring shorts to every appointment so we can examine the knee.
""",
    "exercises.txt": """\
Home exercises, twice a day:
1. Straight leg raises: 3 sets of 10, holding each lift for 5 seconds.
2. Heel slides: 2 sets of 15.
3. Wall squats: 3 sets of 8, only once the swelling has gone down.
Put ice on the knee for 15 minutes after the exercises. Stop any exercise that causes sharp pain.
""",
    "appointments.md": """\
# Your appointments

| date | time | with |
|---|---|---|
| Tuesday 3 March | 9:40am | Hannah Cole |
| Tuesday 17 March | 9:40am | Hannah Cole |
| Friday 3 April | 2:15pm | Ravi Mehta (gym session) |
""",
    "cancellation_policy.txt": """\
If you cannot attend, call 01632 960442 at least 24 hours before. If you miss two appointments
without telling us, you will be discharged back to your GP. Parking is free for patients for up
to two hours; enter your registration at reception.
""",
    "text.txt": """\
Hannah here - the gym session on 3 April is in the rehab gym on the first floor, wear trainers.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who is my physio", "referral_letter.txt", "Hannah Cole"),
    ("what should I bring to my appointments", "referral_letter.txt", "bring shorts"),
    ("what's wrong with my knee", "referral_letter.txt", "suspected ligament sprain"),
    ("how many heel slides do I do", "exercises.txt", "2 sets of 15"),
    ("how long do I hold the leg raises for", "exercises.txt", "5 seconds"),
    ("when can I start the wall squats", "exercises.txt", "once the swelling has gone down"),
    ("how long should I ice it", "exercises.txt", "15 minutes"),
    ("when is my next appointment after the 3rd of March", "appointments.md", "Tuesday 17 March"),
    ("what time is the gym session", "appointments.md", "2:15pm"),
    ("who is the gym session with", "appointments.md", "Ravi Mehta"),
    ("what happens if I miss two appointments", "cancellation_policy.txt", "discharged back to your GP"),
    ("how much notice do I need to give to cancel", "cancellation_policy.txt", "at least 24 hours"),
    ("is parking free", "cancellation_policy.txt", "Parking is free for patients"),
    ("where is the rehab gym", "text.txt", "on the first floor"),
    ("what should I wear for the gym session", "text.txt", "wear trainers"),
    ("can I go swimming", None, ""),
    ("do I need crutches", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointment_letter.txt": """\
Your MRI scan of the lower back is booked for Saturday 14 June at 8:20am at the Imaging
Department, Queen's Hospital. Please arrive 20 minutes early. The scan takes about 30 minutes.
""",
    "safety_notes.txt": """\
Tell the radiographer if you have a pacemaker, any metal implants or a cochlear implant. Remove
jewellery, hair clips and watches before the scan. You can eat and drink as normal.
""",
    "directions.txt": """\
The Imaging Department is in Block C, lower ground floor. Use the south car park; the nearest bus
is the number 7, stopping outside the main entrance.
""",
    "results_email.txt": """\
Results go to the consultant who referred you, Dr Amir Shah, usually within two weeks. Please do
not call the department for results.
""",
    "message.txt": """\
I can drive you to the scan on Saturday, I'll pick you up at 7:30. Sue
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my scan", "appointment_letter.txt", "Saturday 14 June"),
    ("how early should I get there", "appointment_letter.txt", "20 minutes early"),
    ("how long does the scan take", "appointment_letter.txt", "about 30 minutes"),
    ("can I eat before the scan", "safety_notes.txt", "eat and drink as normal"),
    ("what do I need to take off", "safety_notes.txt", "jewellery, hair clips and watches"),
    ("which car park should I use", "directions.txt", "the south car park"),
    ("which bus goes there", "directions.txt", "the number 7"),
    ("who gets the results", "results_email.txt", "Dr Amir Shah"),
    ("how long until the results", "results_email.txt", "within two weeks"),
    ("what time is Sue picking me up", "message.txt", "7:30"),
    ("will I need an injection", None, ""),
    ("can I bring someone in with me", None, ""),
]
