"""A house sitter's papers (the thirty-fifth session): the owners' house notes, the cat's feeding
chart as CSV, the emergency contacts, the alarm instructions, the bin days and the owners'
goodbye message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a pet sitter's for a dog: the dog's care sheet,
the walks as CSV, the vet's details, the house rules, the payment agreement and the owner's
text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "house_notes.txt": """\
Welcome to Willow Cottage!

Wi-Fi: WillowGuest, password bluebell77
The boiler is in the utility room; the heating comes on at 6:30am and 5pm.
The stopcock is under the kitchen sink.
Please water the tomatoes in the greenhouse every evening.
The spare key is with Margaret at number 6.
""",
    "feeding_chart.csv": """\
cat,breakfast,dinner,notes
Pepper,half a pouch at 7am,half a pouch at 6pm,tablet in her breakfast
Miso,40g dry food at 7am,half a pouch at 6pm,
""",
    "emergency_contacts.md": """\
# Emergency contacts

- Vet: Oakfield Vets, 01865 770 412 (out of hours: 01865 770 999)
- Plumber: Dave Price, 07700 900 118
- Neighbour: Margaret Hughes, number 6

In a power cut, the fuse box is in the cupboard under the stairs.
""",
    "alarm_instructions.txt": """\
The alarm

The code is 2719. To set it when you go out, enter the code and press ON; you have 30 seconds to leave. If it goes off by mistake, enter the code and press OFF.
""",
    "bin_days.txt": """\
Bins

General waste (black bin) goes out on Tuesday night. Recycling (blue bin) and garden waste (green bin) alternate on Thursdays: blue on 5 June, green on 12 June.
""",
    "goodbye_message.txt": """\
Hi Sam! We fly back on Sunday 15 June and should be home by 9pm. Help yourself to anything in the fridge. Thank you so much! Kate and Rob
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The house notes.
    ("what's the wifi password", "house_notes.txt", "bluebell77"),
    ("where is the stopcock", "house_notes.txt", "under the kitchen sink"),
    ("when does the heating come on", "house_notes.txt", "6:30am and 5pm"),
    ("who has the spare key", "house_notes.txt", "Margaret"),
    # Feeding.
    ("how much does Miso have for breakfast", "feeding_chart.csv", "40g dry food"),
    ("when does Pepper have her tablet", "feeding_chart.csv", "tablet in her breakfast"),
    # Contacts.
    ("what's the vet's out of hours number", "emergency_contacts.md", "01865 770 999"),
    ("where is the fuse box", "emergency_contacts.md", "under the stairs"),
    # The alarm.
    ("what's the alarm code", "alarm_instructions.txt", "2719"),
    ("how long do I have to leave after setting the alarm", "alarm_instructions.txt", "30 seconds"),
    ("what if the alarm goes off", "alarm_instructions.txt", "press OFF"),
    # Bins.
    ("when do the black bins go out", "bin_days.txt", "Tuesday night"),
    ("which bin goes out on 12 June", "bin_days.txt", "green"),
    # The owners.
    ("when are they back", "goodbye_message.txt", "Sunday 15 June"),
    ("can I eat the food in the fridge", "goodbye_message.txt", "Help yourself"),
    # Subjects the papers never mention.
    ("is there a parking space", None, ""),
    ("can I have friends over", None, ""),
    ("where is the hoover", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "dog_care_sheet.txt": """\
Care sheet: Biscuit (cocker spaniel, 4)

Food: 1 cup of kibble morning and evening
Treats: no more than 3 a day
Allergies: chicken
Likes: tennis balls, belly rubs
Dislikes: the hoover and fireworks
""",
    "walks.csv": """\
walk,time,where,lead
morning,7:30am,the park,off lead in the field only
lunchtime,12:30pm,round the block,on lead
evening,6pm,the woods,off lead
""",
    "vet_details.md": """\
# Vet

Riverside Veterinary Clinic, 21 Bridge Street. Phone 0161 496 0823.

Biscuit is insured with PetPlan; policy number PP-774120. The vet can claim directly.
""",
    "house_rules.txt": """\
House rules

Biscuit is not allowed upstairs or on the sofa. Keep the back gate shut: she can squeeze through the gap if it's open.
""",
    "payment_agreement.txt": """\
Payment

£30 a day for 7 days, £210 in total. Half paid before we leave, half when we get back.
""",
    "owner_text.txt": """\
Jess: Forgot to say, there's a thunderstorm forecast Thursday. Biscuit hides under the bed when it thunders, just leave her be.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Care.
    ("how much food does Biscuit get", "dog_care_sheet.txt", "1 cup of kibble"),
    ("what is she allergic to", "dog_care_sheet.txt", "chicken"),
    ("how many treats can she have", "dog_care_sheet.txt", "3 a day"),
    # Walks.
    ("what time is the evening walk", "walks.csv", "6pm"),
    ("can she go off lead on the lunchtime walk", "walks.csv", "on lead"),
    # The vet.
    ("what's the vet's phone number", "vet_details.md", "0161 496 0823"),
    ("who is she insured with", "vet_details.md", "PetPlan"),
    # House rules.
    ("can she go on the sofa", "house_rules.txt", "not allowed upstairs or on the sofa"),
    ("why do I need to keep the gate shut", "house_rules.txt", "squeeze through the gap"),
    # Payment.
    ("how much am I being paid", "payment_agreement.txt", "£210"),
    ("when do I get the rest of the money", "payment_agreement.txt", "when we get back"),
    # The text.
    ("what does Biscuit do in a thunderstorm", "owner_text.txt", "hides under the bed"),
    # Subjects the papers never mention.
    ("can Biscuit have a bath", None, ""),
    ("is there a dog walker I can call", None, ""),
    ("does she need any medication", None, ""),
]
