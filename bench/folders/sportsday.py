"""A parent's papers for a primary school sports day (the forty-fourth session): the school's letter,
the races a child is in as a table, the PTA's refreshments message, the weather update and a text
from another parent. Its validation folder is a swimming gala's: the club's gala letter, the
programme as CSV, the officials' rota message, the parking note and the entry email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "school_letter.txt": """\
Sports day is on Wednesday 9 July on the school field. Key Stage 1 races are from 9.30am to 11am,
Key Stage 2 from 1.30pm to 3pm. Children should come to school in their
PE kit and house colour T-shirt, with a sun hat and a named water bottle.
Parents are welcome to watch from behind the rope.
""",
    "races.md": """\
# Maya's races (Year 4, Kingfisher house)

| race | time |
|---|---|
| egg and spoon | 1.40pm |
| sack race | 2.05pm |
| 60m sprint | 2.30pm |
| relay | 2.50pm |
""",
    "pta_message.txt": """\
The PTA will be selling ice lollies for £1 and teas and coffees for £1.50, cash only. We still need
two volunteers to run the stall in the afternoon, please reply to Hannah.
""",
    "weather_update.txt": """\
If it rains, sports day moves to Friday 11 July at the same times. We'll text parents by 7.30am
on the day if it is off.
""",
    "parent_text.txt": """\
Hi, it's Jo (Ruby's mum). The parents' race is straight after the relay! Ruby's in Kingfisher too.
Shall we bring a picnic blanket and sit by the finish line?
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is sports day", "school_letter.txt", "Wednesday 9 July"),
    ("what time are the key stage 2 races", "school_letter.txt", "1.30pm to 3pm"),
    ("what does she need to wear", "school_letter.txt", "PE kit and house colour T-shirt"),
    ("can parents come and watch", "school_letter.txt", "Parents are welcome to watch"),
    ("what time is the sack race", "races.md", "2.05pm"),
    ("what's Maya's last race", "races.md", "relay"),
    ("which house is Maya in", "races.md", "Kingfisher"),
    ("how much are the ice lollies", "pta_message.txt", "£1"),
    ("can I pay by card at the PTA stall", "pta_message.txt", "cash only"),
    ("who do I tell if I can help on the stall", "pta_message.txt", "Hannah"),
    ("what happens if it rains", "weather_update.txt", "Friday 11 July"),
    ("when will they tell us if it's cancelled", "weather_update.txt", "by 7.30am"),
    ("when is the parents' race", "parent_text.txt", "straight after the relay"),
    ("where does Jo want to sit", "parent_text.txt", "by the finish line"),
    ("are there medals", None, ""),
    ("can younger brothers and sisters come", None, ""),
    ("is there parking at the school", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "gala_letter.txt": """\
The club gala is on Sunday 22 June at Hillside Leisure Centre. Warm-up is at 8.15am, and racing
starts at 9am. Swimmers must wear the club cap and be at poolside by 8am. Spectator tickets are
£3 on the door, under 5s free.
""",
    "programme.csv": """\
event,distance,stroke
3,50m,backstroke
7,100m,freestyle
12,50m,butterfly
""",
    "officials_message.txt": """\
We need timekeepers for the gala! No experience needed, there's a 15 minute briefing at 8.30am. Each
family is asked to help for one session. Sign up on the sheet in the foyer.
""",
    "parking_note.txt": """\
The leisure centre car park will be full. Please park at the Park and Ride on Elm Road, it's a
5 minute walk. Do not park on the verges.
""",
    "entry_email.txt": """\
Entry confirmed for Leo Marsh in events 3, 7 and 12. Entry fees of £12 will be
added to your monthly club fees. Medals for first to third in each age group.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the gala", "gala_letter.txt", "Sunday 22 June"),
    ("what time does Leo need to be there", "gala_letter.txt", "by 8am"),
    ("what time does the racing start", "gala_letter.txt", "9am"),
    ("how much is it to watch", "gala_letter.txt", "£3"),
    ("what stroke is event 12", "programme.csv", "butterfly"),
    ("how far is the freestyle", "programme.csv", "100m"),
    ("do I need experience to be a timekeeper", "officials_message.txt", "No experience needed"),
    ("where do I sign up to help", "officials_message.txt", "sheet in the foyer"),
    ("where should we park", "parking_note.txt", "Park and Ride on Elm Road"),
    ("how much are the entry fees", "entry_email.txt", "£12"),
    ("how do I pay the entry fees", "entry_email.txt", "added to your monthly club fees"),
    ("are there medals", "entry_email.txt", "Medals for first to third"),
    ("is there a café at the pool", None, ""),
    ("can I take photos", None, ""),
]
