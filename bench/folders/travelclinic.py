"""A traveller's papers before a trip to Kenya (the forty-fourth session): the travel clinic's
appointment email, the nurse's vaccination plan as a table, the clinic's price list, the malaria
tablets' leaflet and the GP surgery's reply. Its validation folder is an older person's autumn
jabs: the surgery's invitation text, the pharmacy's booking, the shingles leaflet, a record card
as CSV and a note from a daughter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment.txt": """\
Your travel health appointment is on Thursday 4 September at 5.30pm at the Kingsway Travel Clinic,
2nd floor, 88 Kingsway. Please bring your vaccination record and your travel dates.
The consultation fee is £20, taken off the cost of any vaccines you have on the day.
""",
    "vaccine_plan.md": """\
# Vaccine plan for Kenya, travelling 3 October

| vaccine | doses | when |
|---|---|---|
| yellow fever | 1 | 4 September |
| typhoid | 1 | 4 September |
| hepatitis A | 1 | 4 September |
| rabies | 3 | 4, 11 and 25 September |
""",
    "price_list.txt": """\
Yellow fever £75 including the certificate. Typhoid £45. Hepatitis A £60.
Rabies £70 per dose. Malaria tablets (atovaquone-proguanil) £3.50 per tablet.
""",
    "malaria_leaflet.txt": """\
Start taking the tablets 1 or 2 days before you arrive in the malaria area. Take one tablet a day
with food or a milky drink, at the same time each day. Keep taking them for 7 days after you leave.
Tablets do not give full protection, so use insect repellent with 50% DEET and sleep under a net.
""",
    "gp_reply.txt": """\
Dear Mr Ansah, the surgery does not give yellow fever or rabies vaccines. Your tetanus booster was
given in 2019, so you do not need another one for this trip. Typhoid and hepatitis A are
free at the surgery if you book with the practice nurse.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my travel clinic appointment", "appointment.txt", "Thursday 4 September"),
    ("what do I need to take with me", "appointment.txt", "vaccination record"),
    ("how much is the consultation", "appointment.txt", "£20"),
    ("how many rabies jabs do I need", "vaccine_plan.md", "3"),
    ("when is the last rabies jab", "vaccine_plan.md", "25 September"),
    ("how much is the yellow fever jab", "price_list.txt", "£75"),
    ("how much is each rabies dose", "price_list.txt", "£70"),
    ("how much are the malaria tablets", "price_list.txt", "£3.50 per tablet"),
    ("when do I start the malaria tablets", "malaria_leaflet.txt", "1 or 2 days before"),
    ("how long do I keep taking them after I get home", "malaria_leaflet.txt", "7 days"),
    ("what insect spray should I use", "malaria_leaflet.txt", "50% DEET"),
    ("do I need a tetanus jab", "gp_reply.txt", "do not need another one"),
    ("can I get the typhoid jab free", "gp_reply.txt", "free at the surgery"),
    ("does the GP do rabies jabs", "gp_reply.txt", "does not give yellow fever or rabies"),
    ("do I need a visa for Kenya", None, ""),
    ("is there a cholera vaccine", None, ""),
    ("what's the clinic's phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation_text.txt": """\
Riverside Surgery: Hello Margaret, you are due your flu and COVID vaccines. Flu clinics are on
Saturday 27 September and Saturday 11 October, 9am to 1pm, in the main waiting room. Reply FLU to
book a time. You can also have them at a pharmacy.
""",
    "pharmacy_booking.txt": """\
Booking at Boots, High Street: COVID-19 vaccine on Monday 6 October at 10.40am. Please wear a top
with loose sleeves. Allow 15 minutes to wait afterwards.
""",
    "shingles_leaflet.txt": """\
The shingles vaccine is offered to everyone turning 65 and to people aged 70 to 79. It is given as
2 doses, 6 to 12 months apart. You can have it at the same time as your flu jab.
""",
    "record_card.csv": """\
vaccine,date,where
flu,30 September last year,Riverside Surgery
COVID-19,14 October last year,Boots
pneumococcal,March 2021,Riverside Surgery
""",
    "daughter_note.txt": """\
Mum, I can drive you to the surgery on the 27th but not the 11th, I'm at work. Ask them about the
shingles jab while you're there, you're 72 so you should get it.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are the flu clinics", "invitation_text.txt", "Saturday 27 September"),
    ("how do I book the flu jab", "invitation_text.txt", "Reply FLU"),
    ("where is the flu clinic", "invitation_text.txt", "main waiting room"),
    ("when is my covid jab", "pharmacy_booking.txt", "Monday 6 October"),
    ("what should I wear", "pharmacy_booking.txt", "loose sleeves"),
    ("how long do I have to wait after the jab", "pharmacy_booking.txt", "15 minutes"),
    ("how many shingles doses are there", "shingles_leaflet.txt", "2 doses"),
    ("can I have the shingles jab with my flu jab", "shingles_leaflet.txt", "same time as your flu jab"),
    ("when did I last have a flu jab", "record_card.csv", "30 September last year"),
    ("where did I have the pneumonia jab", "record_card.csv", "Riverside Surgery"),
    ("which day can my daughter drive me", "daughter_note.txt", "the 27th"),
    ("how old am I", "daughter_note.txt", "72"),
    ("does the flu jab have side effects", None, ""),
    ("how much does the covid jab cost", None, ""),
]
