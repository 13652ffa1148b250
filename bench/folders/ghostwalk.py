"""A visitor's papers for a ghost walk (the fiftieth session): the booking confirmation, the
walk's terms, the stops as a table, the meeting note and a text. Its validation folder is a
visitor's for a guided food tour: the booking, the terms, the tastings as CSV, the dietary note
and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
York Shadows Ghost Walk: 3 tickets for Friday 31 October at 8pm, booking YSG-77310. Total paid
£36. The walk lasts about 90 minutes and finishes at the Golden Fleece pub.
""",
    "terms.txt": """\
The walk goes ahead in all weathers. Tickets can be moved to another night up to 24 hours
before, but are not refundable. The walk is not recommended for children under 10.
""",
    "stops.md": """\
# Stops on the walk

| stop | place | story |
|---|---|---|
| 1 | The Shambles | the butcher's apprentice |
| 2 | Treasurer's House | the Roman soldiers |
| 3 | St William's College | the grey lady |
""",
    "meeting_note.txt": """\
Meet your guide outside the Minster's west door, look for the lantern. Please arrive five minutes
early; the walk leaves on time.
""",
    "text.txt": """\
Hi Ruth, Tom's bringing his mum too so I've booked one more ticket for the same walk. Sal
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the ghost walk", "booking.txt", "Friday 31 October at 8pm"),
    ("what's the booking number", "booking.txt", "YSG-77310"),
    ("how long is the walk", "booking.txt", "about 90 minutes"),
    ("where does it finish", "booking.txt", "at the Golden Fleece pub"),
    ("what if it's raining", "terms.txt", "The walk goes ahead in all weathers"),
    ("can I get a refund", "terms.txt", "not refundable"),
    ("can we bring our 8 year old", "terms.txt", "not recommended for children under 10"),
    ("where is the grey lady story", "stops.md", "St William's College"),
    ("what's the story at the Shambles", "stops.md", "the butcher's apprentice"),
    ("where do we meet", "meeting_note.txt", "outside the Minster's west door"),
    ("how do I find the guide", "meeting_note.txt", "look for the lantern"),
    ("who else is coming", "text.txt", "Tom's bringing his mum"),
    ("is it wheelchair accessible", None, ""),
    ("do they sell drinks on the way", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Taste of Bristol food tour for 2 people on Saturday 8 November, starting at 11:30am
outside the Corn Exchange. Booking TOB-2046. The tour lasts three and a half hours.
""",
    "terms.txt": """\
Cancellations more than 72 hours before the tour get a full refund. Please wear comfortable
shoes, as we walk about two miles.
""",
    "tastings.csv": """\
stop,tasting
St Nicholas Market,Caribbean jerk chicken
Old City cheesemonger,three local cheeses
Wapping Wharf,craft beer or cider
Harbourside,salted caramel ice cream
""",
    "dietary_note.txt": """\
Vegetarian tours are available if booked in advance. We cannot cater for coeliac guests, as most
stops prepare food with wheat.
""",
    "email.txt": """\
Hi Marco, your guide on Saturday will be Hannah, she'll be holding a green umbrella. Taste of Bristol
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the food tour", "booking.txt", "Saturday 8 November"),
    ("where does it start", "booking.txt", "outside the Corn Exchange"),
    ("how long does the tour last", "booking.txt", "three and a half hours"),
    ("can I cancel", "terms.txt", "full refund"),
    ("how far do we walk", "terms.txt", "about two miles"),
    ("what do we taste at Wapping Wharf", "tastings.csv", "craft beer or cider"),
    ("where do we have the ice cream", "tastings.csv", "Harbourside"),
    ("is there a vegetarian option", "dietary_note.txt", "Vegetarian tours are available"),
    ("can you do gluten free", "dietary_note.txt", "We cannot cater for coeliac guests"),
    ("who is our guide", "email.txt", "Hannah"),
    ("how do I spot the guide", "email.txt", "holding a green umbrella"),
    ("is there a children's price", None, ""),
]
