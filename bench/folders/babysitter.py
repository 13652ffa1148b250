"""A teenage babysitter's papers (the fortieth session): a family's notes for the evening, the
bedtime routine, the emergency contacts as a table, the babysitting course certificate, the
bookings as CSV and a parent's text. Its validation folder is a nanny share's: the nanny share
agreement, the weekly schedule as a table, the costs split, the children's allergies, the holiday
dates as CSV and the nanny's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "evening_notes.txt": """\
Notes for Saturday

We're going out from 7pm and should be back by 11.30pm. Poppy (5) and Jack (2) have had their tea.
Jack can have a cup of milk before bed; Poppy can have one biscuit. The Wi-Fi password is on the
fridge. Help yourself to anything in the snack cupboard. We'll pay £12 an hour, and we'll walk you
home.
""",
    "bedtime_routine.md": """\
# Bedtime

- Jack: bath at 7pm, bed by 7.30pm with his blue rabbit; leave the landing light on.
- Poppy: bed at 8pm, one story, then lights out. She may try to negotiate!
- If Jack wakes, pat his back and don't take him out of the cot.
""",
    "emergency_contacts.md": """\
# Emergency contacts

| who | number |
|---|---|
| Mum (Kate) mobile | 07700 900 231 |
| Dad (Rob) mobile | 07700 900 877 |
| Grandma (next door but one) | 01632 960 114 |
| GP out of hours | 111 |
""",
    "course_certificate.txt": """\
Certificate: Babysitting and Child First Aid
Awarded to Lily Evans on 14 March 2025 by the St John Ambulance youth programme.
The course covered choking, burns, allergic reactions and CPR for babies and children. Valid for
three years.
""",
    "bookings.csv": """\
date,family,hours,rate
2025-06-07,Carters,7pm-11.30pm,£12
2025-06-14,Nguyens,6pm-10pm,£11
2025-06-21,Carters,7pm-11pm,£12
""",
    "parent_text.txt": """\
Kate: Hi Lily! Just to say Jack's got a cold so he might be grumpy, Calpol is in the top
kitchen cupboard, 5ml if he has a temperature. Thanks so much x
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time will they be back", "evening_notes.txt", "11.30pm"),
    ("how much are they paying", "evening_notes.txt", "£12 an hour"),
    ("where is the wifi password", "evening_notes.txt", "on the fridge"),
    ("can Poppy have a snack", "evening_notes.txt", "one biscuit"),
    ("what time does Jack go to bed", "bedtime_routine.md", "7.30pm"),
    ("what toy does Jack sleep with", "bedtime_routine.md", "blue rabbit"),
    ("what do I do if Jack wakes up", "bedtime_routine.md", "pat his back"),
    ("what's Kate's number", "emergency_contacts.md", "07700 900 231"),
    ("what's Grandma's number", "emergency_contacts.md", "01632 960 114"),
    ("when did I do my first aid course", "course_certificate.txt", "14 March 2025"),
    ("how long is my certificate valid", "course_certificate.txt", "three years"),
    ("which family am I babysitting on 14 June", "bookings.csv", "Nguyens"),
    ("how much do the Nguyens pay", "bookings.csv", "£11"),
    ("where is the Calpol", "parent_text.txt", "top kitchen cupboard"),
    ("how much Calpol can Jack have", "parent_text.txt", "5ml"),
    ("can Poppy watch TV", None, ""),
    ("is there a dog", None, ""),
    ("does Jack have any allergies", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "share_agreement.txt": """\
Nanny share agreement: the Okoro and Fisher families

Nanny: Grace Mensah, employed jointly from 1 September. Hours: 8am to 6pm, Monday to Thursday.
Gross pay £18 an hour, shared equally. Care happens at the Okoros' house. Either family must give
four weeks' notice to leave the share.
""",
    "weekly_schedule.md": """\
# Weekly schedule

| day | morning | afternoon |
|---|---|---|
| Monday | baby group at the library | park |
| Tuesday | swimming | nap and crafts |
| Wednesday | music class | playdate |
| Thursday | forest school | home |
""",
    "costs_split.txt": """\
Costs: each family pays half of Grace's pay, employer's pension and National Insurance. Food and
outings for the day are paid from a £40 a week kitty, topped up by both families.
""",
    "allergies.md": """\
# Allergies and medical

- Leo Okoro: allergic to peanuts. EpiPen in the red bag on the coat hook.
- Isla Fisher: no allergies; eczema cream twice a day.
""",
    "holidays.csv": """\
holiday,dates
autumn,28 October to 1 November
Christmas,23 December to 3 January
""",
    "nanny_message.txt": """\
Grace: Morning! Just a reminder I've got a dentist appointment Thursday so I'll need to finish at
4 that day. Happy to make it up next week. G
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are Grace's hours", "share_agreement.txt", "8am to 6pm"),
    ("how much is Grace paid", "share_agreement.txt", "£18 an hour"),
    ("how much notice to leave the share", "share_agreement.txt", "four weeks' notice"),
    ("where does the care happen", "share_agreement.txt", "the Okoros' house"),
    ("what do they do on Tuesday mornings", "weekly_schedule.md", "swimming"),
    ("when is forest school", "weekly_schedule.md", "Thursday"),
    ("how much is the kitty", "costs_split.txt", "£40 a week"),
    ("what is Leo allergic to", "allergies.md", "peanuts"),
    ("where is the EpiPen", "allergies.md", "red bag on the coat hook"),
    ("when is the Christmas holiday", "holidays.csv", "23 December to 3 January"),
    ("what time is Grace finishing on Thursday", "nanny_message.txt", "4"),
    ("does Grace drive", None, ""),
    ("who pays for nappies", None, ""),
    ("is Grace first aid trained", None, ""),
]
