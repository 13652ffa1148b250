"""A host's papers for a ceilidh band at a 50th birthday party (the forty-eighth session): the
band's contract, their terms, the evening's running order as a table, the venue note and an
email. Its validation folder is a host's for a DJ at a 40th: the booking, the DJ's terms, the
packages as CSV, the playlist note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "contract.txt": """\
The Heather Reel Band (four musicians and a caller) will play at Sandy Morrison's 50th at
Kirkton Village Hall on Saturday 3 May, 8pm to 11.30pm. Fee £850; deposit £200 paid, balance on the night.
""",
    "terms.txt": """\
The band needs a space 4 metres by 3 metres and two sockets. A hot meal is requested for the band.
If the booking is cancelled less than 8 weeks ahead, the full fee is payable.
""",
    "running_order.md": """\
# Running order

| time | what |
|---|---|
| 7pm | band arrives to set up |
| 8pm | first set of dances |
| 9.15pm | break for the buffet |
| 10pm | second set |
| 11.30pm | last dance, Strip the Willow |
""",
    "venue_note.txt": """\
Kirkton Hall: music must finish by 11.30pm. The car park is shared with the church; the band can unload at the side door.
""",
    "email.txt": """\
Hi Fiona, the caller explains every dance, so nobody needs to know the steps. Best, Alasdair (Heather Reel)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the band", "contract.txt", "£850"),
    ("how much do we owe on the night", "contract.txt", "balance on the night"),
    ("how many are in the band", "contract.txt", "four musicians and a caller"),
    ("how much room do they need", "terms.txt", "4 metres by 3 metres"),
    ("do we have to feed the band", "terms.txt", "A hot meal is requested for the band"),
    ("what if we cancel a month before", "terms.txt", "the full fee is payable"),
    ("when is the buffet", "running_order.md", "9.15pm"),
    ("what's the last dance", "running_order.md", "Strip the Willow"),
    ("when does the band get there", "running_order.md", "7pm"),
    ("where can the band unload", "venue_note.txt", "at the side door"),
    ("does anyone need to know the dances", "email.txt", "the caller explains every dance"),
    ("what time does the music have to stop", "venue_note.txt", "finish by 11.30pm"),
    ("do they bring lights", None, ""),
    ("can they play the first dance from our wedding", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
DJ Marcus for Priya's 40th, the function room at the Red Lion, Friday 14 November, 8pm till
midnight. Package: Silver. Deposit £100 paid.
""",
    "terms.txt": """\
The venue must provide a table and a socket within 5 metres. Overtime is £60 per half hour,
agreed on the night with the venue. Requests are welcome but played at the DJ's discretion.
""",
    "packages.csv": """\
package,hours,includes,price
Bronze,3,sound system,£250
Silver,4,"sound system, disco lights",£340
Gold,5,"sound system, disco lights, photo booth",£520
""",
    "playlist_note.txt": """\
Please send your must-play and do-not-play lists at least 7 days before the party.
""",
    "text.txt": """\
Hi Priya, I'll arrive at 7 to set up, can someone show me where the socket is? Marcus
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the DJ finish", "booking.txt", "midnight"),
    ("which package did we book", "booking.txt", "Silver"),
    ("how much is overtime", "terms.txt", "£60 per half hour"),
    ("will he play requests", "terms.txt", "played at the DJ's discretion"),
    ("what does the gold package include", "packages.csv", "sound system, disco lights, photo booth"),
    ("how much is silver", "packages.csv", "£340"),
    ("how many hours is bronze", "packages.csv", "3"),
    ("when do I need to send the playlist", "playlist_note.txt", "at least 7 days before"),
    ("when is Marcus setting up", "text.txt", "arrive at 7"),
    ("what does the venue need to give him", "terms.txt", "a table and a socket"),
    ("does he do karaoke", None, ""),
    ("can he bring a smoke machine", None, ""),
]
