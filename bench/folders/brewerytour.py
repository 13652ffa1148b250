"""A birthday present's papers for a brewery tour (the forty-seventh session): the e-voucher, the
brewery's terms, the tour options as a table, the directions and a text. Its validation folder is a
couple's for a gin distillery tour: the booking, the visitor terms, the tasting flights as CSV, the
getting-there note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "evoucher.txt": """\
Gift voucher for Rob: Hop Yard Brewery tour and tasting for two. Voucher code HY-2207. Valid until
31 December. Book online at least 48 hours ahead.
""",
    "brewery_terms.txt": """\
Over-18s only, and photo ID may be asked for. Closed-toe shoes must be worn on the brewery floor.
Tours run Thursday to Sunday.
""",
    "tour_options.md": """\
# Tour options

| tour | length | beers tasted | price per person |
|---|---|---|---|
| Classic | 60 minutes | 4 | £18 |
| Brewer's | 90 minutes | 6 | £28 |
| Masterclass | 2.5 hours | 8 and a pizza | £45 |
""",
    "directions.txt": """\
Hop Yard is at Arch 14, Railway Approach, a 5-minute walk from Central station. There's no parking
at the brewery; use the NCP on Canal Street.
""",
    "text.txt": """\
I've put you down for the Brewer's tour, Saturday 3pm. Designated driver gets free soft drinks! Meg
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the voucher code", "evoucher.txt", "HY-2207"),
    ("when does the voucher run out", "evoucher.txt", "31 December"),
    ("how far ahead do I need to book", "evoucher.txt", "48 hours ahead"),
    ("do I need ID", "brewery_terms.txt", "photo ID may be asked for"),
    ("can I wear sandals", "brewery_terms.txt", "Closed-toe shoes must be worn"),
    ("how many beers on the Classic tour", "tour_options.md", "4"),
    ("how long is the Masterclass", "tour_options.md", "2.5 hours"),
    ("where is the brewery", "directions.txt", "Arch 14, Railway Approach"),
    ("where can we park", "directions.txt", "the NCP on Canal Street"),
    ("which tour are we doing", "text.txt", "Brewer's tour"),
    ("what does the driver get", "text.txt", "free soft drinks"),
    ("can we buy beer to take home", None, ""),
    ("is it wheelchair accessible", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Copper Still Distillery, gin tour for 2 on Friday 21 November at 6.30pm. Total paid £70. Please arrive 10 minutes early.
""",
    "visitor_terms.txt": """\
Guests must be 18 or over. Bookings can be moved up to 72 hours before the tour; no refunds after that.
""",
    "tasting_flights.csv": """\
flight,gins,price
Classic,three house gins,£12
Botanical,four seasonal gins,£16
Navy Strength,two navy strength gins,£14
""",
    "getting_there.txt": """\
The distillery is on Mill Wharf, behind the Old Corn Exchange. The number 7 bus stops outside.
""",
    "message.txt": """\
Each guest goes home with a 5cl bottle of our signature gin! Copper Still
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the gin tour", "booking.txt", "6.30pm"),
    ("how much did we pay", "booking.txt", "£70"),
    ("how old do you have to be", "visitor_terms.txt", "18 or over"),
    ("can we change the date", "visitor_terms.txt", "moved up to 72 hours before"),
    ("how much is the Botanical flight", "tasting_flights.csv", "£16"),
    ("how many gins in the Classic flight", "tasting_flights.csv", "three house gins"),
    ("where is the distillery", "getting_there.txt", "Mill Wharf"),
    ("which bus goes there", "getting_there.txt", "number 7 bus"),
    ("do we get a bottle to take home", "message.txt", "5cl bottle"),
    ("how early should we arrive", "booking.txt", "10 minutes early"),
    ("is there food", None, ""),
    ("can we bring a dog", None, ""),
]
