"""A runner's papers for a city marathon (the forty-fifth session): the race pack email, the
start wave table, the kit rules, the charity place letter and a note. Its validation folder is a
sportive cycle ride's: the entry confirmation, the feed stations as CSV, the route notes, the
rider rules and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "race_pack.txt": """\
Your race pack for the Riverton Marathon on Sunday 12 April will be posted 3 weeks before the race.
It holds your bib, number 20764, a timing chip on the back of the bib and four safety pins.
""",
    "start_waves.md": """\
# Start waves

| wave | predicted finish | start time |
|---|---|---|
| blue | under 3:30 | 9:00am |
| green | 3:30 to 4:30 | 9:20am |
| pink | over 4:30 | 9:45am |
""",
    "kit_rules.txt": """\
Bag drop closes at 8:30am. Only clear bags given out in the pack are accepted. Headphones are
allowed, but you must be able to hear marshals. Gels are handed out at mile 14 and mile 20.
""",
    "charity_letter.txt": """\
Thank you for running for Lakeside Hospice. Our minimum sponsorship is £500, due by 1 May.
Cheer points with our team are at mile 9 and mile 23. Collect your running vest at the expo.
""",
    "note.txt": """\
Predicted finish 4:10 so green wave. Mum and Dad will be at the mile 23 cheer point with the banner.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the marathon", "race_pack.txt", "Sunday 12 April"),
    ("what's my race number", "race_pack.txt", "20764"),
    ("where is the timing chip", "race_pack.txt", "on the back of the bib"),
    ("when will my race pack come", "race_pack.txt", "3 weeks before the race"),
    ("what time does the green wave start", "start_waves.md", "9:20am"),
    ("which wave is over 4:30", "start_waves.md", "pink"),
    ("when does bag drop close", "kit_rules.txt", "8:30am"),
    ("can I run with headphones", "kit_rules.txt", "Headphones are"),
    ("where are the gels", "kit_rules.txt", "mile 14 and mile 20"),
    ("how much sponsorship do I need to raise", "charity_letter.txt", "£500"),
    ("when is the sponsorship due", "charity_letter.txt", "1 May"),
    ("where do I get my running vest", "charity_letter.txt", "at the expo"),
    ("where will Mum and Dad be", "note.txt", "mile 23"),
    ("is there a bag drop for bikes", None, ""),
    ("can I defer my place to next year", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry.txt": """\
Entry confirmed for the Dales 100 sportive, Saturday 13 June, 100 miles. Start from
Skipton auction mart between 7am and 8am. Entry fee £62, including a medal and a hot meal at the finish.
""",
    "feed_stations.csv": """\
station,mile
Kettlewell,28
Hawes,55
Reeth,78
""",
    "route_notes.txt": """\
The climb out of Hawes is 3 miles at 8%. There is a shorter 60-mile route that turns back at
Kettlewell.
""",
    "rules.txt": """\
Helmets must be worn at all times. Riders must carry a spare tube and a pump. The route is
not closed to traffic.
""",
    "text.txt": """\
I'll pick you up from the finish at 5, text me when you're at Reeth! Sam
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the sportive", "entry.txt", "Saturday 13 June"),
    ("where does it start", "entry.txt", "Skipton auction mart"),
    ("what does the entry fee include", "entry.txt", "a medal and a hot meal"),
    ("at what mile is Hawes", "feed_stations.csv", "55"),
    ("how steep is the climb out of Hawes", "route_notes.txt", "8%"),
    ("is there a shorter route", "route_notes.txt", "60-mile route"),
    ("do I need to carry a pump", "rules.txt", "spare tube and a pump"),
    ("are the roads closed", "rules.txt", "not closed to traffic"),
    ("what time is Sam picking me up", "text.txt", "at 5"),
    ("is there a bike mechanic", None, ""),
    ("can I ride an e-bike", None, ""),
]
