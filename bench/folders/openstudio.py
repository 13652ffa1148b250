"""An artist's papers for an open studios weekend (the forty-eighth session): the acceptance
email, the organisers' rules, the fees as a table, the signage note and a text. Its validation
folder is a maker's for a craft fair stall: the booking, the fair's rules, the stall options as
CSV, the set-up note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "acceptance_email.txt": """\
Congratulations, your studio at 14 Mill Yard is accepted for Riverside Open Studios, 6 and 7 September,
11am to 5pm both days. You are venue number 23 in the brochure.
""",
    "rules.txt": """\
Artists must be present during opening hours. Only your own work can be shown and sold. Commission
on sales is 10%, paid to the organisers by 30 September.
""",
    "fees.md": """\
# Fees

| fee | amount |
|---|---|
| Registration | £75 |
| Brochure advert (quarter page) | £40 |
| Shared venue | £35 |
| Card reader loan | free |
""",
    "signage_note.txt": """\
Yellow arrow signs are collected from the library on 1 September. Put them up no earlier than the Friday.
""",
    "text.txt": """\
Hi Rosa, the preview evening for artists is Friday 5 September at 6.30pm at the town hall. Lou
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the opening hours", "acceptance_email.txt", "11am to 5pm"),
    ("what's my venue number", "acceptance_email.txt", "venue number 23"),
    ("do I have to be there all weekend", "rules.txt", "Artists must be present during opening hours"),
    ("how much commission do they take", "rules.txt", "10%"),
    ("when is commission due", "rules.txt", "by 30 September"),
    ("how much is registration", "fees.md", "£75"),
    ("how much is an advert", "fees.md", "£40"),
    ("can I borrow a card reader", "fees.md", "free"),
    ("where do I get the signs", "signage_note.txt", "from the library"),
    ("when can I put the signs up", "signage_note.txt", "no earlier than the Friday"),
    ("when is the preview", "text.txt", "Friday 5 September at 6.30pm"),
    ("can I sell prints of other artists", "rules.txt", "Only your own work"),
    ("is there insurance", None, ""),
    ("can I serve wine", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Winter Makers' Fair, Assembly Rooms, Saturday 29 November, 10am to 4pm. Stall 17, a 6ft table by the
window. Booked by Nia Jones, Clay & Co.
""",
    "fair_rules.txt": """\
Stallholders must have public liability insurance. No candles may be lit. The hall must be clear by 5.30pm.
""",
    "stall_options.csv": """\
stall,size,price
Standard,6ft table,£45
Double,two 6ft tables,£80
Corner,6ft table with wall space,£55
""",
    "setup_note.txt": """\
Set-up is from 8am; unload at the back door on Church Lane, then move your car to the long-stay car park.
""",
    "message.txt": """\
Nia, you're next to the tea stall, so bring a cloth in case of spills! Fran (organiser)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which stall am I", "booking.txt", "Stall 17"),
    ("what time is the fair open", "booking.txt", "10am to 4pm"),
    ("do I need insurance", "fair_rules.txt", "public liability insurance"),
    ("can I light a candle on the stall", "fair_rules.txt", "No candles may be lit"),
    ("how much is a double stall", "stall_options.csv", "£80"),
    ("what comes with a corner stall", "stall_options.csv", "6ft table with wall space"),
    ("when can I set up", "setup_note.txt", "from 8am"),
    ("where do I unload", "setup_note.txt", "the back door on Church Lane"),
    ("who am I next to", "message.txt", "the tea stall"),
    ("when does the hall need to be cleared", "fair_rules.txt", "by 5.30pm"),
    ("is there wifi", None, ""),
    ("can I share a stall", None, ""),
]
