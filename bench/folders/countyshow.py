"""A family's papers for a day at the county show (the forty-eighth session): the e-tickets, the
show's rules, the main ring timetable as a table, the getting-there guide and a text. Its
validation folder is a family's for a steam rally: the tickets, the rally rules, the attractions
as CSV, the parking note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "etickets.txt": """\
Westshire County Show, Saturday 19 July. Tickets for 2 adults and 2 children (under 5s free).
Total £62. Gates open 8am, show closes 6pm. Scan the QR codes at the gate.
""",
    "show_rules.txt": """\
Dogs are welcome on short leads but not in the livestock sheds. No drones. Re-entry is allowed if
you get a hand stamp on the way out.
""",
    "main_ring.md": """\
# Main ring timetable

| time | event |
|---|---|
| 10am | heavy horse parade |
| 11.30am | sheepdog display |
| 1pm | motorbike stunt team |
| 2.30pm | grand parade of cattle |
| 4pm | falconry display |
""",
    "getting_there.txt": """\
Free parking in the show fields, follow the yellow AA signs. A shuttle bus runs from Westbury station every 20 minutes.
""",
    "text.txt": """\
We'll meet you by the cheese tent at 12, the kids want to see the stunt team after lunch. Aunty Bev
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much were the tickets", "etickets.txt", "£62"),
    ("what time do the gates open", "etickets.txt", "8am"),
    ("do under 5s need a ticket", "etickets.txt", "under 5s free"),
    ("can we take the dog", "show_rules.txt", "Dogs are welcome on short leads"),
    ("can we leave and come back", "show_rules.txt", "Re-entry is allowed"),
    ("when is the sheepdog display", "main_ring.md", "11.30am"),
    ("what's on at 4pm", "main_ring.md", "falconry display"),
    ("what time are the stunt bikes", "main_ring.md", "1pm"),
    ("is parking free", "getting_there.txt", "Free parking in the show fields"),
    ("how often is the shuttle bus", "getting_there.txt", "every 20 minutes"),
    ("where are we meeting Bev", "text.txt", "by the cheese tent"),
    ("is there a fun fair", None, ""),
    ("can we bring a picnic", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tickets.txt": """\
Great Dorley Steam Rally, Sunday 24 August. Family ticket (2 adults, 3 children) £45. Open 9.30am to 5.30pm.
""",
    "rally_rules.txt": """\
Keep children away from moving engines and behind the ropes. Smoking is not allowed near the fuel stores.
""",
    "attractions.csv": """\
attraction,where,time
Steam engine parade,arena,2pm
Vintage tractor pull,top field,11am
Fairground organs,organ row,all day
Model railway,marquee B,all day
""",
    "parking_note.txt": """\
Parking is £5 per car, cash only, paid at the gate. Disabled parking is next to the main entrance.
""",
    "message.txt": """\
Don't forget ear defenders for Milo, the engines are loud! Grandad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the family ticket", "tickets.txt", "£45"),
    ("what time does it close", "tickets.txt", "5.30pm"),
    ("when is the steam parade", "attractions.csv", "2pm"),
    ("where's the tractor pull", "attractions.csv", "top field"),
    ("where's the model railway", "attractions.csv", "marquee B"),
    ("how much is parking", "parking_note.txt", "£5 per car"),
    ("can I pay for parking by card", "parking_note.txt", "cash only"),
    ("where is disabled parking", "parking_note.txt", "next to the main entrance"),
    ("what does Milo need", "message.txt", "ear defenders"),
    ("where can you smoke", "rally_rules.txt", "not allowed near the fuel stores"),
    ("are dogs allowed", None, ""),
    ("is there food", None, ""),
]
