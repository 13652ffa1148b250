"""A grandparent's papers for doing the school runs for a fortnight (the forty-sixth session):
the parents' note, the after-school clubs as a table, the school's collection rules, the
medicine instructions and a text. Its validation folder is a neighbour's for looking after a
house while its owners are away: the owners' note, the plant watering list as CSV, the alarm
instructions, the bin days and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "parents_note.txt": """\
Thanks so much Mum! School starts at 8:45 and the gates open at 8:30. Maisie is in Year 2 with
Mrs Patel; Finn is in Reception with Mr Hughes. Packed lunches are in the fridge, labelled.
""",
    "clubs.md": """\
# After-school clubs

| day | child | club | pick up |
|---|---|---|---|
| Monday | Maisie | Gymnastics | 4:15pm from the hall |
| Wednesday | Finn | Football | 4pm from the field gate |
| Thursday | Maisie | Art club | 4:30pm from the art room |
""",
    "collection_rules.txt": """\
Children are only handed over to adults named on the collection list. If someone new is
collecting, the school office must be told by 2pm that day, with a password. This fortnight's
password is "bluebell".
""",
    "medicine.txt": """\
Finn has an inhaler for his asthma: two puffs if he is wheezy, and it goes in his book bag every
day. Maisie is allergic to kiwi.
""",
    "text.txt": """\
Don't forget it's non-uniform day on Friday - they need to bring £1 each for the charity.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does school start", "parents_note.txt", "8:45"),
    ("when do the gates open", "parents_note.txt", "8:30"),
    ("who is Finn's teacher", "parents_note.txt", "Mr Hughes"),
    ("where are the packed lunches", "parents_note.txt", "in the fridge"),
    ("what club does Maisie do on Thursday", "clubs.md", "Art club"),
    ("where do I pick Finn up from football", "clubs.md", "from the field gate"),
    ("what time is gymnastics pick up", "clubs.md", "4:15pm"),
    ("what's the password", "collection_rules.txt", "bluebell"),
    ("when does the school need to know if someone else is collecting", "collection_rules.txt", "by 2pm that day"),
    ("how many puffs does Finn have", "medicine.txt", "two puffs"),
    ("what is Maisie allergic to", "medicine.txt", "kiwi"),
    ("when is non-uniform day", "text.txt", "Friday"),
    ("how much money do they need for non-uniform day", "text.txt", "£1 each"),
    ("what time is bedtime", None, ""),
    ("can they have sweets after school", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "owners_note.txt": """\
We're away from Saturday 2 August until Sunday 17 August.
The spare key is in the key safe by the back door, code 4719. Please collect the post from the mat and put it on the kitchen table.
""",
    "watering.csv": """\
plant,where,how often
Tomatoes,greenhouse,every day
Basil,kitchen windowsill,every other day
Orchid,bathroom,once a week with 3 ice cubes
""",
    "alarm.txt": """\
The alarm panel is in the hall cupboard. To turn it off, enter 2580 then press OFF. To set it when
you leave, enter 2580 and press AWAY; you have 30 seconds to get out.
""",
    "bins.txt": """\
Green bin (garden waste) goes out on Tuesday 5 August. Black bin goes out on Tuesday 12 August.
""",
    "message.txt": """\
If anything goes wrong with the boiler, Pete the plumber's number is 07700 900451. Thanks! Kath
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they back", "owners_note.txt", "Sunday 17 August"),
    ("where is the spare key", "owners_note.txt", "in the key safe by the back door"),
    ("what's the key safe code", "owners_note.txt", "4719"),
    ("how often do the tomatoes need watering", "watering.csv", "every day"),
    ("where is the orchid", "watering.csv", "bathroom"),
    ("how do I turn the alarm off", "alarm.txt", "enter 2580 then press OFF"),
    ("how long do I have to get out after setting the alarm", "alarm.txt", "30 seconds"),
    ("when does the black bin go out", "bins.txt", "Tuesday 12 August"),
    ("who do I call about the boiler", "message.txt", "Pete the plumber"),
    ("what do I do with the post", "owners_note.txt", "put it on the kitchen table"),
    ("is there a cat to feed", None, ""),
    ("what's the wifi password", None, ""),
]
