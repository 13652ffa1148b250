"""A family's papers for a week's beach hut hire (the forty-sixth session): the booking email,
the hut rules, the tide times as a table, the key collection note and a text. Its validation
folder is a couple's for a glamping pod weekend: the confirmation, the site map notes, the
facilities as CSV, the house rules and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Beach hut 27, West Promenade, booked Monday 4 to Sunday 10 August for £210. The hut is for
day use only, 8am to 9pm; no overnight stays. It has two deckchairs, a table and a gas ring.
""",
    "hut_rules.txt": """\
No barbecues on the promenade. Dogs are not allowed on the main beach from May to September; the
dog-friendly beach is past the pier. Please sweep out sand before locking up.
""",
    "tides.md": """\
# Tide times

| day | high tide | low tide |
|---|---|---|
| Monday | 10:42 | 16:55 |
| Tuesday | 11:31 | 17:40 |
| Wednesday | 12:15 | 18:22 |
""",
    "key_collection.txt": """\
Collect the key from the kiosk by the lifeguard station after 9am on your first day, and drop it
back in the key box by 6pm on the last day. A lost key costs £40.
""",
    "text.txt": """\
Got the windbreak and the crabbing lines, I'll bring the cool box Tuesday. Gran
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which hut are we in", "booking_email.txt", "Beach hut 27"),
    ("how much did the hut cost", "booking_email.txt", "£210"),
    ("can we stay overnight", "booking_email.txt", "day use only"),
    ("what's in the hut", "booking_email.txt", "two deckchairs, a table and a gas ring"),
    ("can we have a barbecue", "hut_rules.txt", "No barbecues on the promenade"),
    ("where can the dog go", "hut_rules.txt", "past the pier"),
    ("when is high tide on Tuesday", "tides.md", "11:31"),
    ("what time is low tide on Wednesday", "tides.md", "18:22"),
    ("where do we get the key", "key_collection.txt", "the kiosk by the lifeguard station"),
    ("when does the key need to go back", "key_collection.txt", "by 6pm on the last day"),
    ("what if we lose the key", "key_collection.txt", "£40"),
    ("what is Gran bringing", "text.txt", "the cool box"),
    ("is there a toilet in the hut", None, ""),
    ("can we hire a paddleboard", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Your stay in Willow pod at Meadowbank Glamping is confirmed for Friday 12 to Sunday 14 June. Check
in from 3pm, check out by 10:30am. Total paid £198.
""",
    "site_map_notes.txt": """\
Park in the field by the gate and use the trolleys to take bags to your pod. The shower block is
next to the orchard. The campfire area is by the pond.
""",
    "facilities.csv": """\
facility,where,hours
Shower block,by the orchard,7am to 11pm
Honesty shop,reception barn,8am to 8pm
Hot tub,next to Oak pod,4pm to 10pm
""",
    "house_rules.txt": """\
Quiet time is from 10:30pm. Fires only in the fire pits, and firewood is £7 a bag. No dogs in Willow
or Ash pods.
""",
    "message.txt": """\
I'll bring marshmallows for the fire pit and the board games. Dan
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which pod are we in", "confirmation.txt", "Willow pod"),
    ("what time can we check in", "confirmation.txt", "from 3pm"),
    ("when do we have to leave", "confirmation.txt", "check out by 10:30am"),
    ("where do we park", "site_map_notes.txt", "in the field by the gate"),
    ("where are the showers", "site_map_notes.txt", "next to the orchard"),
    ("when is the hot tub open", "facilities.csv", "4pm to 10pm"),
    ("how much is firewood", "house_rules.txt", "£7 a bag"),
    ("can we bring the dog", "house_rules.txt", "No dogs in Willow"),
    ("when is quiet time", "house_rules.txt", "from 10:30pm"),
    ("what is Dan bringing", "message.txt", "marshmallows"),
    ("is there wifi", None, ""),
    ("are towels provided", None, ""),
]
