"""A commuter's papers for rail engineering works (the fifty-first session): the line closure
notice, the replacement bus times as a table, the ticket acceptance note, the accessibility note
and a text from a colleague. Its validation folder is a passenger's for a strike day: the
operator's notice, the reduced timetable as CSV, the refund rules, the season ticket note and an
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "closure_notice.txt": """\
Engineering works: the line between Shrewsbury and Wellington is closed from Saturday 14 February to
Sunday 22 February while the bridge at Upton Magna is rebuilt. Buses replace trains between these stations.
""",
    "bus_times.md": """\
# Replacement buses, Shrewsbury to Wellington

| departs Shrewsbury | arrives Wellington |
|---|---|
| 06:40 | 07:25 |
| 07:40 | 08:25 |
| 08:10 | 08:55 |
| then every 30 minutes until 22:10 | |
""",
    "ticket_note.txt": """\
Your rail ticket is valid on the replacement buses.
Bicycles cannot be carried on replacement buses, except folding bikes.
""",
    "accessibility_note.txt": """\
All replacement buses are low floor, with space for one wheelchair. Assistance can be booked up to
two hours before you travel by calling Passenger Assist.
""",
    "text.txt": """\
Morning! The bus stop at Shrewsbury is on Castle Foregate outside the station, not the usual bus station. Kev
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the line closed", "closure_notice.txt", "from Saturday 14 February to"),
    ("why is it closed", "closure_notice.txt", "while the bridge at Upton Magna is rebuilt"),
    ("what time does the 07:40 get to Wellington", "bus_times.md", "08:25"),
    ("what's the first bus", "bus_times.md", "06:40"),
    ("can I use my train ticket on the bus", "ticket_note.txt", "Your rail ticket is valid on the replacement buses"),
    ("can I take my bike", "ticket_note.txt", "Bicycles cannot be carried on replacement buses"),
    ("is there space for a wheelchair", "accessibility_note.txt", "space for one wheelchair"),
    ("how do I book assistance", "accessibility_note.txt", "by calling Passenger Assist"),
    ("where does the bus go from in Shrewsbury", "text.txt", "on Castle Foregate outside the station"),
        ("how often do the buses run", "bus_times.md", "every 30 minutes"),
    ("is there a toilet on the bus", None, ""),
    ("can I get a refund for my season ticket", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "strike_notice.txt": """\
Due to strike action on Thursday 5 March, Northline will run a reduced service between 7am and 7pm
only. Services will be very busy, and some stations will be closed all day.
""",
    "reduced_timetable.csv": """\
route,trains per hour
Leeds to York,1
Leeds to Harrogate,1
Leeds to Skipton,none
York to Scarborough,1 every 2 hours
""",
    "refund_rules.txt": """\
If you choose not to travel, you can get a full refund on advance, off-peak and anytime tickets from
where you bought them, with no admin fee.
""",
    "season_ticket_note.txt": """\
Season ticket holders who cannot travel can claim Delay Repay compensation for each strike day.
""",
    "email.txt": """\
Dear Ms Novak, tickets for 5 March can also be used the day before or up to and including Saturday 7 March. Northline
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the strike", "strike_notice.txt", "Thursday 5 March"),
    ("what hours will trains run", "strike_notice.txt", "between 7am and 7pm"),
    ("how many trains an hour to York", "reduced_timetable.csv", "1"),
    ("are there trains to Skipton", "reduced_timetable.csv", "none"),
    ("how often are trains to Scarborough", "reduced_timetable.csv", "1 every 2 hours"),
    ("can I get my money back", "refund_rules.txt", "full refund"),
    ("is there an admin fee", "refund_rules.txt", "no admin fee"),
    ("what about my season ticket", "season_ticket_note.txt", "can claim Delay Repay compensation"),
    ("can I travel on a different day", "email.txt", "can also be used the day before"),
    ("until when can I use my ticket", "email.txt", "Saturday 7 March"),
    ("will buses replace trains", None, ""),
    ("will the trains have catering", None, ""),
]
