"""A wedding guest's papers (the thirty-third session): the invitation, the hotel block booking,
the day's timings as CSV, the couple's gift list note, the dress code card and the group chat;
fit, its questions and expected text written before the tool was run on it, its failures read
and mended. Its validation folder is a christening guest's: the invitation, the church's notes
for guests, the party venue details, the day's plan as CSV, the godparent's letter and a
cousin's message, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Together with their families
Hannah Wright and Joel Adeyemi
invite you to their wedding

Saturday 21 August 2027 at 1:30pm
St Anne's Church, Hexham
and afterwards at Dilston Barn

Please reply by 1 June to hannahandjoel@example.com, telling us of any dietary needs.
""",
    "hotel_block.txt": """\
Room block

We have held rooms at the Beaumont Hotel, Hexham, for the nights of 20 and 21 August at £115 a night including breakfast. Book by phone on 01434 555 210 and quote WRIGHT-ADEYEMI.

Rooms not booked by 1 July are released.
""",
    "timings.csv": """\
time,what,where
13:30,Ceremony,St Anne's Church
15:00,Drinks and photos,Dilston Barn
17:00,Wedding breakfast,Dilston Barn
20:00,Evening reception and band,Dilston Barn
00:00,Carriages,Dilston Barn
""",
    "gift_note.txt": """\
Gifts

Your company is the best present. If you would like to give something, we'd love a contribution towards our honeymoon in Japan; there is a card box at the barn.
""",
    "dress_code.txt": """\
Dress code: smart summer wear. The barn has a grass courtyard, so avoid stiletto heels.

The evening gets cool; bring a layer.
""",
    "group_chat.txt": """\
Lucy: Shall we share a taxi from the hotel to the church? I'll book one for 12:45.
Mo: A coach runs from the barn back to Hexham at 11pm and at midnight, free for guests.
Lucy: Kids are welcome at the day do but not the evening.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The invitation.
    ("when is the wedding", "invitation.txt", "Saturday 21 August 2027"),
    ("what time is the ceremony", "invitation.txt", "1:30pm"),
    ("where is the reception", "invitation.txt", "Dilston Barn"),
    ("when do I need to RSVP by", "invitation.txt", "1 June"),
    # The hotel.
    ("how much is the hotel", "hotel_block.txt", "£115 a night"),
    ("is breakfast included at the hotel", "hotel_block.txt", "including breakfast"),
    ("what code do I quote", "hotel_block.txt", "WRIGHT-ADEYEMI"),
    ("when do I need to book the hotel by", "hotel_block.txt", "1 July"),
    # Timings.
    ("what time is the meal", "timings.csv", "17:00"),
    ("when does the band start", "timings.csv", "20:00"),
    # Gifts.
    ("what should I get them as a present", "gift_note.txt", "honeymoon"),
    ("where do I put the card", "gift_note.txt", "card box"),
    # Dress.
    ("what's the dress code", "dress_code.txt", "smart summer wear"),
    ("can I wear heels", "dress_code.txt", "avoid stiletto heels"),
    # The chat.
    ("how are we getting to the church", "group_chat.txt", "share a taxi"),
    ("is there a bus back to Hexham", "group_chat.txt", "A coach runs"),
    ("can we bring the kids", "group_chat.txt", "not the evening"),
    # Subjects the papers never mention.
    ("is there parking at the church", None, ""),
    ("who is the best man", None, ""),
    ("is it a vegan menu", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
You are invited to the christening of
Freya Rose Mitchell

Sunday 9 May at 11am
Holy Trinity Church, Ripon
and afterwards for lunch at the Old Deanery

Please let us know if you can come by 18 April.
""",
    "church_notes.md": """\
# Notes for guests

- Parking: in the market square, not outside the church
- Photos: welcome during the service, but no flash
- Service length: about 50 minutes

There are baby changing facilities in the church hall next door.
""",
    "venue_details.txt": """\
Lunch venue

The Old Deanery, Minster Road. A buffet lunch is served from 12:30pm; the garden is available for children to play.

The venue is 5 minutes' walk from the church.
""",
    "plan.csv": """\
time,what
11:00,Service
12:00,Photos outside the church
12:30,Lunch at the Old Deanery
15:00,Cake
""",
    "godparent_letter.txt": """\
Dear Sam,

We would be honoured if you would be one of Freya's godparents. You will be asked to make the promises during the service, and to light a candle at the end.

Please arrive by 10:30am so the vicar can go through it with you.

Love, Kate and Rob
""",
    "cousin_message.txt": """\
Ellie: I'm getting a silver bracelet for Freya from all of us, £10 each if you want to go in on it.
Ellie: Gran's getting a lift with me.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The invitation.
    ("when is the christening", "invitation.txt", "Sunday 9 May"),
    ("where is the lunch", "invitation.txt", "Old Deanery"),
    ("when do I need to reply by", "invitation.txt", "18 April"),
    # The church.
    ("where can I park", "church_notes.md", "market square"),
    ("can I take photos", "church_notes.md", "no flash"),
    ("how long is the service", "church_notes.md", "about 50 minutes"),
    # The venue.
    ("what time is lunch", "venue_details.txt", "12:30pm"),
    ("how far is the venue from the church", "venue_details.txt", "5 minutes' walk"),
    # The plan.
    ("when is the cake", "plan.csv", "15:00"),
    # The godparent.
    ("what do I have to do as godparent", "godparent_letter.txt", "make the promises"),
    ("what time should I get there", "godparent_letter.txt", "10:30am"),
    # The cousin.
    ("how much do I put in for the present", "cousin_message.txt", "£10 each"),
    ("who is bringing Gran", "cousin_message.txt", "Ellie"),
    # Subjects the papers never mention.
    ("is there a dress code", None, ""),
    ("can I bring my dog", None, ""),
    ("is there a bar at the venue", None, ""),
]
