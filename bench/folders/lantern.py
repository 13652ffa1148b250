"""A family's papers for a winter lantern parade (the fifty-first session): the workshop booking,
the parade route, the safety notes, the timings as a table and a text from the school. Its
validation folder is a volunteer steward's for a Remembrance Sunday parade: the briefing, the
road closures as CSV, the steward duties, the kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "workshop_booking.txt": """\
You have booked 2 places at the willow lantern-making workshop at Eastfield Community Hall on
Saturday 5 December, 10am to 12.30pm. Each place costs £8 and includes all materials.
""",
    "parade_route.txt": """\
The parade gathers in Victoria Park by the bandstand and walks along Church Lane and the High Street
to finish at the Market Cross, where the lanterns are lit up together.
""",
    "safety_notes.txt": """\
Only battery tea lights may be used inside lanterns; real candles are not allowed.
Children must walk with an adult, and the parade goes at a slow walking pace.
""",
    "timings.md": """\
# Parade night

| time | what |
|---|---|
| 4.30pm | gather at the bandstand |
| 5.00pm | parade sets off |
| 5.40pm | lanterns lit at the Market Cross |
| 6.00pm | carols and mulled apple juice |
""",
    "text.txt": """\
Eastfield Primary: Year 2 will walk together behind the samba band. Please meet Mrs Ellis by the park gates at 4.20pm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the lantern workshop", "workshop_booking.txt", "Saturday 5 December, 10am to 12.30pm"),
    ("how much does the workshop cost", "workshop_booking.txt", "£8"),
    ("where is the workshop", "workshop_booking.txt", "Eastfield Community Hall"),
    ("where does the parade start", "parade_route.txt", "Victoria Park by the bandstand"),
    ("where does it finish", "parade_route.txt", "the Market Cross"),
    ("can we use a real candle", "safety_notes.txt", "real candles are not allowed"),
    ("can kids walk on their own", "safety_notes.txt", "Children must walk with an adult"),
    ("what time does the parade set off", "timings.md", "5.00pm"),
    ("when are the lanterns lit", "timings.md", "5.40pm"),
    ("where do we meet Mrs Ellis", "text.txt", "by the park gates"),
    ("who is Year 2 walking behind", "text.txt", "the samba band"),
    ("is the road closed", None, ""),
    ("what if it rains", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "briefing.txt": """\
Stewards' briefing for Remembrance Sunday, 8 November. Report to the British Legion hall on
Station Road at 9.45am. The parade leaves for the war memorial at 10.30am.
""",
    "road_closures.csv": """\
road,closed from,closed until
Station Road,10.15am,11.00am
Market Street,10.25am,12.15pm
Memorial Square,10.00am,12.30pm
""",
    "steward_duties.txt": """\
Stewards keep the crowd behind the barriers and keep the route clear for the parade. During the two
minutes' silence at 11am, stewards stand still facing the crowd.
""",
    "kit_note.txt": """\
Wear dark, smart clothes and your hi-vis tabard, which you collect from the hall on the morning.
Medals may be worn.
""",
    "email.txt": """\
Dear Ruth, thank you for volunteering. The first aid post is at the corner of Market Street and Bell Lane this year. Parade committee
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where do I report", "briefing.txt", "the British Legion hall"),
    ("what time do stewards report", "briefing.txt", "9.45am"),
    ("when does the parade leave", "briefing.txt", "10.30am"),
    ("when does Market Street reopen", "road_closures.csv", "12.15pm"),
    ("when is Station Road closed from", "road_closures.csv", "10.15am"),
    ("what do stewards do", "steward_duties.txt", "keep the crowd behind the barriers"),
    ("when is the silence", "steward_duties.txt", "at 11am"),
    ("what should I wear", "kit_note.txt", "dark, smart clothes"),
    ("where do I get the tabard", "kit_note.txt", "which you collect from the hall"),
    ("where is the first aid post", "email.txt", "at the corner of Market Street and Bell Lane"),
    ("is there somewhere to park", None, ""),
    ("will there be a flypast", None, ""),
]
