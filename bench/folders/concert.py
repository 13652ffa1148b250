"""A concert-goer's papers (the forty-third session): the e-ticket, the venue's entry rules, the
seating plan as a table, the travel page, the accessibility reply and a text from a friend who is
coming. Its validation folder is a football stadium tour's: the booking, the tour guide, the
prices as CSV, the getting-there page and the stadium's rules, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "eticket.txt": """\
E-ticket: Northern Lights Tour, Leeds First Direct Arena
Date: Friday 14 November. Doors 6:30pm, support act 7:30pm, main set 8:45pm
Block 104, row K, seats 21 and 22
Order number: 4471-9983
Show this QR code on your phone at the door; screenshots are not accepted.
""",
    "entry_rules.md": """\
# Entry rules

- Bags bigger than A4 are not allowed and there is no cloakroom for large bags.
- Under 14s must be with an adult aged 18 or over.
- No food or drink may be brought in, except one sealed bottle of water up to 500 ml.
- Re-entry is not allowed once you have left the arena.
""",
    "seating_plan.md": """\
# Blocks

| block | level | view | nearest entrance |
|---|---|---|---|
| 101 | lower tier | side stage | Gate A |
| 104 | lower tier | facing the stage | Gate B |
| 210 | upper tier | facing the stage | Gate C |
""",
    "travel.txt": """\
The arena is a 15 minute walk from Leeds station. There is no parking at the arena; the nearest car
park is Merrion Centre, which costs £8 after 6pm. Last trains to Harrogate leave at 23:14.
""",
    "accessibility_reply.txt": """\
Thanks for your email. We've added a free carer ticket to your booking. There's a lift from Gate B to
the lower tier, and step-free toilets next to block 102.
""",
    "friend_text.txt": """\
Jo: Can't wait!! I'll meet you at the Merrion Centre entrance at 6. Bringing ear plugs for both of us.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do doors open", "eticket.txt", "6:30pm"),
    ("when is the main act on", "eticket.txt", "8:45pm"),
    ("where are we sitting", "eticket.txt", "Block 104"),
    ("can I use a screenshot of the ticket", "eticket.txt", "screenshots are not accepted"),
    ("what's the order number", "eticket.txt", "4471-9983"),
    ("can I take a backpack", "entry_rules.md", "bigger than A4"),
    ("can I bring water", "entry_rules.md", "sealed bottle of water"),
    ("can we go out and come back in", "entry_rules.md", "Re-entry is not allowed"),
    ("which gate is nearest to block 104", "seating_plan.md", "Gate B"),
    ("which level is block 210", "seating_plan.md", "upper tier"),
    ("how far is it from the station", "travel.txt", "15 minute walk"),
    ("is there parking", "travel.txt", "no parking at the arena"),
    ("when is the last train to Harrogate", "travel.txt", "23:14"),
    ("is there a lift", "accessibility_reply.txt", "lift from Gate B"),
    ("where are the accessible toilets", "accessibility_reply.txt", "next to block 102"),
    ("where are we meeting Jo", "friend_text.txt", "Merrion Centre entrance"),
    ("what is Jo bringing", "friend_text.txt", "ear plugs"),
    ("who is the support act", None, ""),
    ("can I buy merch online", None, ""),
    ("how long is the show", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tour_booking.txt": """\
Stadium tour booking ST-60218
Date: Saturday 22 March, tour starts 11:00
Tickets: 2 adults, 1 child
Meet at: the Club Shop, East Stand
""",
    "tour_guide.txt": """\
The tour lasts about 90 minutes and visits the home dressing room, the press room and the tunnel. You
can sit in the dugout and have your photo taken with the trophy. The museum is included and can be
visited after the tour.
""",
    "prices.csv": """\
ticket,price
adult,£28
child (5 to 15),£16
under 5,free
family (2 adults and 2 children),£80
""",
    "getting_there.txt": """\
The stadium is a 20 minute walk from Central station. On non-match days parking in the West car park
is £6 for the day.
""",
    "stadium_rules.txt": """\
Flash photography is not allowed in the museum. Please keep to the tour group at all times. Pushchairs
can be left at the Club Shop.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the tour start", "tour_booking.txt", "11:00"),
    ("where do we meet", "tour_booking.txt", "Club Shop"),
    ("how long does the tour take", "tour_guide.txt", "about 90 minutes"),
    ("can we sit in the dugout", "tour_guide.txt", "sit in the dugout"),
    ("is the museum included", "tour_guide.txt", "museum is included"),
    ("how much is a child ticket", "prices.csv", "£16"),
    ("how much is the family ticket", "prices.csv", "£80"),
    ("how far is it from the station", "getting_there.txt", "20 minute walk"),
    ("how much is parking", "getting_there.txt", "£6"),
    ("can I use flash", "stadium_rules.txt", "not allowed"),
    ("what do we do with the pushchair", "stadium_rules.txt", "Club Shop"),
    ("do under 5s go free", "prices.csv", "free"),
    ("can we meet the players", None, ""),
    ("is there a café", None, ""),
]
