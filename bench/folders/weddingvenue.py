"""A couple's papers for a wedding venue booking (the forty-ninth session): the booking
confirmation, the venue's terms, the package as a table, the coordinator's notes and a text. Its
validation folder is a couple's for a wedding band: the contract, the terms, the set list as CSV,
the venue note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
Oakleigh Barn is booked for your wedding on Saturday 16 May 2026, exclusive use from 11am to
midnight. Total venue hire £7,800; the £2,000 deposit has been received.
""",
    "terms.txt": """\
The balance is due 12 weeks before the wedding. Music must stop at 11.30pm. Confetti must be
biodegradable and is only allowed outside.
""",
    "package.md": """\
# Your package

| item | included |
|---|---|
| ceremony room | up to 120 guests |
| wedding breakfast | 90 guests, three courses |
| evening food | hog roast for 120 |
| bridal suite | one night |
""",
    "coordinator_notes.txt": """\
The final numbers and the table plan are needed 4 weeks before. Suppliers can set up from 9am.
""",
    "text.txt": """\
Hi both, your menu tasting is booked for Thursday 5 February at 6pm. Kirsty, wedding coordinator
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the venue", "confirmation.txt", "£7,800"),
    ("what time do we get the venue from", "confirmation.txt", "from 11am"),
    ("when is the balance due", "terms.txt", "12 weeks before the wedding"),
    ("when does the music have to stop", "terms.txt", "11.30pm"),
    ("can we have confetti", "terms.txt", "Confetti must be"),
    ("how many guests for the ceremony", "package.md", "up to 120 guests"),
    ("what is the evening food", "package.md", "hog roast for 120"),
    ("how many nights in the bridal suite", "package.md", "one night"),
    ("when do they need the table plan", "coordinator_notes.txt", "4 weeks before"),
    ("when can the florist set up", "coordinator_notes.txt", "from 9am"),
    ("when is the menu tasting", "text.txt", "Thursday 5 February at 6pm"),
    ("is there a cancellation fee", None, ""),
    ("can we have fireworks", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "contract.txt": """\
The Late Night Soul Band will play at Oakleigh Barn on 16 May 2026: two 60-minute sets between 8pm
and 11.30pm. Fee £1,650, with a £400 deposit paid.
""",
    "terms.txt": """\
The band needs a hot meal and soft drinks on arrival. We need a 5 metre by 3 metre space near two sockets.
""",
    "set_list.csv": """\
set,songs
first dance,At Last
set 1,Motown and soul classics
set 2,party and disco
""",
    "venue_note.txt": """\
The band can load in through the side door from 5pm.
""",
    "email.txt": """\
Hi Jess and Tom, we'll play a playlist from our laptop between sets. Marcus, the band
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the band", "contract.txt", "Fee £1,650"),
    ("how long are the sets", "contract.txt", "two 60-minute sets"),
    ("how much have we paid", "contract.txt", "a £400 deposit paid"),
    ("do we need to feed the band", "terms.txt", "a hot meal and soft drinks"),
    ("how much space do they need", "terms.txt", "a 5 metre by 3 metre space"),
    ("what's the first dance", "set_list.csv", "At Last"),
    ("what do they play in set 2", "set_list.csv", "party and disco"),
    ("when can the band arrive", "venue_note.txt", "from 5pm"),
    ("what happens between sets", "email.txt", "a playlist from our laptop"),
    ("what time do they finish", "contract.txt", "11.30pm"),
    ("do they do requests", None, ""),
    ("do they have a saxophonist", None, ""),
]
