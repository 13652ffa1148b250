"""An owner's papers after their dog went missing (the forty-sixth session): the microchip
database's email, the lost dog poster, the search plan as a table, the council warden's reply and
a text. Its validation folder is a finder's for a stray cat: the vet's scan note, the rescue's
advice, the feeding log as CSV, the found pet post and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "microchip_email.txt": """\
We have marked Biscuit (chip 977200009123456) as missing on the national database. If he is
scanned by a vet or warden, they will see your number, 07700 900318, and call you.
""",
    "poster.txt": """\
LOST: Biscuit, a small tan Border terrier, nervous of strangers - please don't chase him.
Last seen on Friday 7 March near Ashdown Woods car park. Reward £200.
""",
    "search_plan.md": """\
# Search plan

| time | where | who |
|---|---|---|
| Saturday 8am | Ashdown Woods | Mum and Ellie |
| Saturday 2pm | the canal path | Dad and Sam |
| Sunday 9am | the allotments | everyone |
""",
    "warden_reply.txt": """\
No dog matching Biscuit's description has been brought in yet.
Strays are kept at Hillcrest Kennels for 7 days; please call them daily on 01632 960774.
""",
    "text.txt": """\
Someone on the village page saw a terrier by the garage on Mill Road at 6am! Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's Biscuit's chip number", "microchip_email.txt", "977200009123456"),
    ("will the vet call me if he's scanned", "microchip_email.txt", "they will see your number"),
    ("where was he last seen", "poster.txt", "near Ashdown Woods car park"),
    ("how much is the reward", "poster.txt", "£200"),
    ("should people chase him", "poster.txt", "please don't chase him"),
    ("who is searching the canal path", "search_plan.md", "Dad and Sam"),
    ("when are we searching the allotments", "search_plan.md", "Sunday 9am"),
    ("how long do the kennels keep strays", "warden_reply.txt", "7 days"),
    ("where are strays kept", "warden_reply.txt", "Hillcrest Kennels"),
    ("where was the terrier seen", "text.txt", "by the garage on Mill Road"),
    ("what time was he spotted", "text.txt", "6am"),
    ("has anyone handed him in to a vet", None, ""),
    ("is he insured", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "vet_scan_note.txt": """\
The cat was scanned at Oak Vets on 12 May: no microchip found. Female, about 2 years old, healthy
but underweight at 3.1kg.
""",
    "rescue_advice.txt": """\
Keep her inside for now and put up a found notice. If nobody claims her within 14 days, call us and
we can take her in. Do not give her cow's milk.
""",
    "feeding_log.csv": """\
date,food,eaten
12 May,pouch,all
13 May,pouch and biscuits,half
14 May,pouch,all
""",
    "found_post.txt": """\
FOUND: grey tabby with a white chest, no collar, on Linden Close. Message me if she's yours.
""",
    "message.txt": """\
I think that's Mrs Cole's cat from number 18, she moved to Elm Street last month! Pete
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("does the cat have a chip", "vet_scan_note.txt", "no microchip found"),
    ("how old is she", "vet_scan_note.txt", "about 2 years old"),
    ("how much does she weigh", "vet_scan_note.txt", "3.1kg"),
    ("how long before the rescue takes her", "rescue_advice.txt", "within 14 days"),
    ("can she have milk", "rescue_advice.txt", "Do not give her cow's milk"),
    ("did she eat everything on the 13th", "feeding_log.csv", "half"),
    ("what colour is she", "found_post.txt", "grey tabby"),
    ("where was she found", "found_post.txt", "Linden Close"),
    ("whose cat does Pete think it is", "message.txt", "Mrs Cole's"),
    ("has she been spayed", None, ""),
    ("is there a reward", None, ""),
]
