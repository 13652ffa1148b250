"""An open water swimming club member's papers (the fortieth session): the membership email, the
session times as a table, the safety rules, the water temperature log as CSV, the kit advice and
the coach's message. Its validation folder is a lido season ticket holder's: the season ticket,
the opening hours, the pool rules, the lane swimming times as CSV, the café menu and the lido's
newsletter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_email.txt": """\
Welcome to Lakeside Open Water Swimming Club! Your membership runs from 1 May to 30 September and
cost £45, with £6 per swim on top. Please bring your membership card to every session and sign in
at the hut before you get in. New members must do an induction swim first.
""",
    "session_times.md": """\
# Session times

| day | time | who |
|---|---|---|
| Tuesday | 6pm to 8pm | all members |
| Thursday | 6am to 8am | early birds |
| Saturday | 8am to 11am | all members, coached 8am |
""",
    "safety_rules.txt": """\
Safety rules

Everyone must wear a bright swim hat and tow a float. Swim anticlockwise around the buoys. No
diving or jumping from the jetty. If you need help, roll onto your back and raise one arm. Swimming
is cancelled if there is lightning or the water is below 10°C without a wetsuit.
""",
    "temperature_log.csv": """\
date,water_temp_c
2025-05-03,13.5
2025-05-10,15.0
2025-05-17,16.5
""",
    "kit_advice.txt": """\
Kit advice

A wetsuit is strongly advised until the water reaches 16°C. Neoprene gloves and socks help in
cold water. Bring warm layers and a hot drink for afterwards: you get colder after you get out.
""",
    "coach_message.txt": """\
Coach Mike: Saturday's coached session will work on sighting and drafting. Bring your goggles with
tinted lenses if it's sunny. Meet at the jetty at 7.50am.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much was membership", "membership_email.txt", "£45"),
    ("how much is each swim", "membership_email.txt", "£6 per swim"),
    ("when does membership end", "membership_email.txt", "30 September"),
    ("what do new members have to do first", "membership_email.txt", "induction swim"),
    ("what time is the Thursday session", "session_times.md", "6am to 8am"),
    ("which day is coached", "session_times.md", "Saturday"),
    ("do I need a swim hat", "safety_rules.txt", "bright swim hat"),
    ("which way do we swim round the buoys", "safety_rules.txt", "anticlockwise"),
    ("can I jump off the jetty", "safety_rules.txt", "No diving or jumping"),
    ("what do I do if I get into trouble", "safety_rules.txt", "roll onto your back and raise one arm"),
    ("how warm was the water on 10 May", "temperature_log.csv", "15.0"),
    ("do I need a wetsuit", "kit_advice.txt", "until the water reaches 16°C"),
    ("what should I bring for afterwards", "kit_advice.txt", "warm layers and a hot drink"),
    ("what are we working on on Saturday", "coach_message.txt", "sighting and drafting"),
    ("where do we meet on Saturday", "coach_message.txt", "at the jetty"),
    ("is there a changing room", None, ""),
    ("can I swim on my own outside sessions", None, ""),
    ("how deep is the lake", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "season_ticket.txt": """\
Tooting Bec Lido: season ticket

Name: Hannah Price. Ticket number ST-20877.
Valid from the last Saturday in May to the end of September. Adult season ticket £210.
Show your ticket at the kiosk on every visit; it cannot be lent to anyone else.
""",
    "opening_hours.md": """\
# Opening hours (summer)

| days | hours |
|---|---|
| weekdays | 6.30am to 7.30pm |
| weekends | 7am to 6pm |

Last entry is 45 minutes before closing.
""",
    "pool_rules.txt": """\
Pool rules

No diving in the shallow end. Children under 8 must be in the water with an adult. Inflatables are
allowed only in the family area. The pool is unheated; the water is usually 17 to 21°C in summer.
""",
    "lane_times.csv": """\
day,lane_swimming
Monday,6.30am to 10am
Wednesday,6.30am to 10am and 6pm to 7.30pm
Saturday,7am to 9am
""",
    "cafe_menu.txt": """\
Lido café: bacon roll £4.50, porridge £3.80, flat white £3.20, hot chocolate £3. Open from 7am.
""",
    "newsletter.txt": """\
News: the pool will close for two days on 9 and 10 July for a water quality test. Season ticket
holders get a free guest pass for August, collect it from the kiosk.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my ticket number", "season_ticket.txt", "ST-20877"),
    ("how much was the season ticket", "season_ticket.txt", "£210"),
    ("can my friend use my ticket", "season_ticket.txt", "cannot be lent"),
    ("what time does the lido close on weekends", "opening_hours.md", "6pm"),
    ("when is last entry", "opening_hours.md", "45 minutes before closing"),
    ("can I bring an inflatable", "pool_rules.txt", "only in the family area"),
    ("how cold is the water", "pool_rules.txt", "17 to 21°C"),
    ("when is lane swimming on Saturday", "lane_times.csv", "7am to 9am"),
    ("how much is a bacon roll", "cafe_menu.txt", "£4.50"),
    ("when is the pool closed in July", "newsletter.txt", "9 and 10 July"),
    ("how do I get a guest pass", "newsletter.txt", "collect it from the kiosk"),
    ("is there a sauna", None, ""),
    ("are there lockers", None, ""),
    ("do you do swimming lessons", None, ""),
]
