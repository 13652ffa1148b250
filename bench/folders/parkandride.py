"""A commuter's papers for park and ride (the fifty-fourth session): the council's service page,
the fares as a table, the car park rules, the timetable note and a text alert. Its validation
folder is a commuter's for a tram season ticket: the renewal email, the tickets as CSV, the terms,
the stop works notice and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "service_page.txt": """\
Park and ride runs from Hawthorn Farm to the city centre, Monday to Saturday. Buses leave
every 12 minutes from 6:30am to 7:30pm. The journey takes about 15 minutes.
""",
    "fares.md": """\
# Park and ride fares

| ticket | price |
|---|---|
| day return, up to 5 people in one car | £4.50 |
| weekly | £18 |
| monthly | £60 |
""",
    "car_park_rules.txt": """\
The car park opens at 6am and closes at 8:30pm. Cars left overnight may be clamped. Blue Badge
holders park free in the spaces by the shelter.
""",
    "timetable_note.txt": """\
There is no service on Sundays or bank holidays. The last bus back from the city leaves
Broad Street at 7:45pm.
""",
    "alert.txt": """\
Park and ride: buses diverted via Kings Road today due to a burst water main, expect delays of
10 mins.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how often do the buses go", "service_page.txt", "every 12 minutes"),
    ("how long is the journey into town", "service_page.txt", "about 15 minutes"),
    ("how much is a day return", "fares.md", "£4.50"),
    ("what does a monthly ticket cost", "fares.md", "£60"),
    ("what time does the car park shut", "car_park_rules.txt", "8:30pm"),
    ("can I leave my car there overnight", "car_park_rules.txt", "may be clamped"),
    ("do blue badge holders pay", "car_park_rules.txt", "park free"),
    ("does it run on Sundays", "timetable_note.txt", "no service on Sundays"),
    ("when is the last bus back", "timetable_note.txt", "7:45pm"),
    ("why are the buses late today", "alert.txt", "burst water main"),
    ("can I take my bike on the bus", None, ""),
    ("are there electric car chargers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "renewal_email.txt": """\
Your annual tram season ticket for zones 1 to 3 ends on 31 January. Renew online before then to
keep travelling; the new price is £1,020.
""",
    "tickets.csv": """\
ticket,zones,price
weekly,1 to 3,£28
monthly,1 to 3,£98
annual,1 to 3,£1020
annual,1 to 4,£1240
""",
    "terms.txt": """\
Season tickets cannot be shared. A lost smartcard can be replaced for £10, and the ticket moved to
the new card.
""",
    "works_notice.txt": """\
Market Square stop is closed from 3 to 16 March for track work. Use Cathedral stop instead.
""",
    "message.txt": """\
Hi, trams every 6 mins at peak times this week, 12 mins off peak. Metrolink Travel
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does my season ticket run out", "renewal_email.txt", "31 January"),
    ("how much is it to renew", "renewal_email.txt", "£1,020"),
    ("how much is a monthly ticket", "tickets.csv", "£98"),
    ("what's an annual ticket for zones 1 to 4", "tickets.csv", "£1240"),
    ("can my partner use my ticket", "terms.txt", "cannot be shared"),
    ("what if I lose my card", "terms.txt", "replaced for £10"),
    ("when is Market Square closed", "works_notice.txt", "3 to 16 March"),
    ("which stop should I use instead", "works_notice.txt", "Cathedral stop"),
    ("how often are the trams at rush hour", "message.txt", "every 6 mins"),
    ("how often do trams run off peak", "message.txt", "12 mins off peak"),
    ("can I pay monthly for an annual ticket", None, ""),
    ("are trams free for pensioners", None, ""),
]
