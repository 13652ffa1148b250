"""A triathlon entrant's papers (the forty-first session): the entry confirmation, the race day
timetable as a table, the transition rules, the wave starts as CSV, the parking and travel notes
and the club's email. Its validation folder is a cycling sportive rider's: the entry email, the
routes as CSV, the feed stations, the rider rules, the event day notes and a friend's message,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Entry confirmed: Harewood Sprint Triathlon, Sunday 7 June

Athlete: Kate Lowe. Race number 412. Distance: 750m lake swim, 20km bike, 5km run.
Entry fee £68 paid. Your timing chip is in your race pack and must be worn on your left ankle.
""",
    "race_timetable.md": """\
# Race day timetable

| time | what |
|---|---|
| 6.00am | registration and transition open |
| 7.15am | compulsory race briefing at the lake |
| 7.30am | first wave starts |
| 9.00am | transition closes for racking |
| 12.30pm | prize giving |
""",
    "transition_rules.txt": """\
Transition rules

Your helmet must be on and fastened before you touch your bike, and stay on until the bike is
racked. Mount and dismount only at the lines. No headphones anywhere on the course. Wetsuits are
compulsory if the water is below 14°C.
""",
    "wave_starts.csv": """\
wave,start,race numbers
1,7.30am,1-150
2,7.45am,151-300
3,8.00am,301-450
""",
    "parking_and_travel.txt": """\
Parking is in the Stable Field, £5 a car, paid on the day in cash. Spectators are welcome and free.
There is no bag drop; leave valuables in your car.
""",
    "club_email.txt": """\
From: Leeds Tri Club
Club tent by the finish as usual! Anyone racing, we'll meet at the tent at 6.30am for a group photo.
Bring a warm top for after.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my race number", "entry_confirmation.txt", "412"),
    ("how long is the swim", "entry_confirmation.txt", "750m"),
    ("where does the timing chip go", "entry_confirmation.txt", "left ankle"),
    ("what time is the briefing", "race_timetable.md", "7.15am"),
    ("when does transition close", "race_timetable.md", "9.00am"),
    ("when is the prize giving", "race_timetable.md", "12.30pm"),
    ("when do I put my helmet on", "transition_rules.txt", "before you touch your bike"),
    ("can I wear headphones", "transition_rules.txt", "No headphones"),
    ("do I need a wetsuit", "transition_rules.txt", "below 14°C"),
    ("what time is my wave", "wave_starts.csv", "8.00am"),
    ("how much is parking", "parking_and_travel.txt", "£5 a car"),
    ("can I pay for parking by card", "parking_and_travel.txt", "cash"),
    ("do spectators have to pay", "parking_and_travel.txt", "free"),
    ("is there somewhere to leave my bag", "parking_and_travel.txt", "no bag drop"),
    ("what time is the club photo", "club_email.txt", "6.30am"),
    ("is there a medal", None, ""),
    ("can I use a mountain bike", None, ""),
    ("is there a pool swim option", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_email.txt": """\
You're in! Yorkshire Dales Sportive, Saturday 13 September

Rider: Owen Price. Rider number 2087. Route: Medio, 95 km with 1,600m of climbing. Start from
Skipton Auction Mart between 7am and 8.30am.
""",
    "routes.csv": """\
route,distance,climbing,cut-off
Piccolo,55 km,700m,1pm
Medio,95 km,1600m,3.30pm
Grande,160 km,2900m,6pm
""",
    "feed_stations.txt": """\
Feed stations are at Kettlewell (30 km) and Hawes (70 km), with water, bananas, flapjack and gels.
The Grande has a third at Reeth.
""",
    "rider_rules.txt": """\
Rider rules

A helmet must be worn at all times. Roads are open to traffic, so keep left and obey the Highway
Code. Riders under 16 are not allowed; riders aged 16 or 17 need a parent to ride with them.
""",
    "event_day_notes.txt": """\
Collect your rider number at the start; bring photo ID. Hot food and a free massage are available
at the finish. Bike mechanics are at the start and at Hawes.
""",
    "friend_message.txt": """\
Dan: I'm doing the Grande so won't see you on the road, but let's meet at the finish for a pint
after. The cafe at the start does bacon butties!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my rider number", "entry_email.txt", "2087"),
    ("how far is my route", "entry_email.txt", "95 km"),
    ("when can I start", "entry_email.txt", "between 7am and 8.30am"),
    ("what's the cut-off for the Grande", "routes.csv", "6pm"),
    ("where are the feed stations", "feed_stations.txt", "Kettlewell"),
    ("is there food at the feed stations", "feed_stations.txt", "bananas"),
    ("do I have to wear a helmet", "rider_rules.txt", "must be worn at all times"),
    ("can my 15 year old ride", "rider_rules.txt", "under 16 are not allowed"),
    ("what do I need to collect my number", "event_day_notes.txt", "photo ID"),
    ("where are the mechanics", "event_day_notes.txt", "at the start and at Hawes"),
    ("which route is Dan doing", "friend_message.txt", "Grande"),
    ("is there a medal", None, ""),
    ("are the roads closed", "rider_rules.txt", "open to traffic"),
    ("can I ride an e-bike", None, ""),
    ("is there a bag drop", None, ""),
]
