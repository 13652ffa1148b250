"""A member's papers for a museum family membership (the forty-ninth session): the welcome letter,
the visitor rules, the benefits as a table, the events note and a text. Its validation folder is a
member's for an art gallery's friends scheme: the letter, the rules, the talks as CSV, the shop
note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to the Riverside Museum family membership: two adults and up to four children, for one
year from 1 March. Your membership number is RM-55071.
""",
    "visitor_rules.txt": """\
Show your membership card at the front desk. Pushchairs can be left in the cloakroom.
Flash photography is not allowed in the galleries.
""",
    "benefits.md": """\
# Member benefits

| benefit | details |
|---|---|
| entry | free, as often as you like |
| special exhibitions | half price |
| café | 10% off |
| car park | free for 3 hours |
| guest passes | 2 a year |
""",
    "events_note.txt": """\
Members' evening is on Thursday 17 April from 6pm, with a private view of the dinosaur exhibition.
Book a place by emailing members@riversidemuseum.example.
""",
    "text.txt": """\
Hi, your new membership cards are ready to collect at the desk, bring photo ID. Riverside Museum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many children are covered", "welcome.txt", "up to four children"),
    ("what's my membership number", "welcome.txt", "RM-55071"),
    ("when does the membership start", "welcome.txt", "from 1 March"),
    ("where can I leave the pushchair", "visitor_rules.txt", "in the cloakroom"),
    ("can I take photos", "visitor_rules.txt", "Flash photography is not allowed"),
    ("do members get a discount in the café", "benefits.md", "10% off"),
    ("how long can we park for free", "benefits.md", "free for 3 hours"),
    ("how many guest passes do we get", "benefits.md", "2 a year"),
    ("when is members' evening", "events_note.txt", "Thursday 17 April from 6pm"),
    ("how do I book for members' evening", "events_note.txt", "emailing members@riversidemuseum.example"),
    ("what do I need to collect the cards", "text.txt", "bring photo ID"),
    ("is there a gift shop discount", None, ""),
    ("can grandparents use the card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Thank you for joining the Friends of the Hartwell Gallery. Your membership runs to 31 January and
costs £45 a year for one person.
""",
    "rules.txt": """\
Friends may bring one guest free on each visit. Bags larger than A3 must go in the lockers.
""",
    "talks.csv": """\
date,talk,speaker
6 February,Turner's skies,Dr Alan Reeve
6 March,Women of the Pre-Raphaelites,Ruth Okoye
3 April,Collecting modern prints,Sam Hollis
""",
    "shop_note.txt": """\
Friends get 15% off in the gallery shop, but not on framing or exhibition catalogues.
""",
    "email.txt": """\
Dear Friend, talks start at 7pm in the lecture theatre; doors open at 6.30. Hartwell Gallery
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the membership", "letter.txt", "£45 a year"),
    ("when does my membership end", "letter.txt", "31 January"),
    ("can I bring a friend", "rules.txt", "one guest free on each visit"),
    ("where do I put my rucksack", "rules.txt", "in the lockers"),
    ("who is giving the talk on 6 March", "talks.csv", "Ruth Okoye"),
    ("when is the Turner talk", "talks.csv", "6 February"),
    ("what discount do I get in the shop", "shop_note.txt", "15% off"),
    ("is framing discounted", "shop_note.txt", "not on framing"),
    ("what time do talks start", "email.txt", "7pm"),
    ("where are the talks", "email.txt", "in the lecture theatre"),
    ("is there a café", None, ""),
    ("can children join", None, ""),
]
