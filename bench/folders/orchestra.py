"""An amateur orchestra player's papers (the thirty-fourth session): the concert letter, the
rehearsal schedule as CSV, the subscriptions notice, the concert dress code, the music library
rules and the conductor's message; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is a brass band member's: the
contest letter, the rehearsal plan as CSV, the band rules, the uniform notes, the travel
arrangements and the bandmaster's text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "concert_letter.txt": """\
Spring concert

Dear players,

Our spring concert is on Saturday 22 March at St Mary's Church. The rehearsal on the day starts at 2pm; the concert starts at 7:30pm. The programme is Dvořák's New World Symphony and Elgar's Serenade for Strings.

Judith (orchestra secretary)
""",
    "rehearsal_schedule.csv": """\
date,time,music
Tuesday 4 February,7:30pm-9:45pm,Dvořák movements 1 and 2
Tuesday 11 February,7:30pm-9:45pm,Elgar
Tuesday 18 February,7:30pm-9:45pm,Dvořák movements 3 and 4
""",
    "subscriptions.txt": """\
Subscriptions

The subscription is £85 a term, or £40 for students. It is due by the third rehearsal of term. Players who join mid-term pay for the rehearsals left.
""",
    "dress_code.md": """\
# Concert dress

- All black
- Long sleeves
- Black shoes, no trainers

Men may wear a black tie; bow ties are not needed.
""",
    "library_rules.md": """\
# Music library

- Parts are lent for the term and must be returned at the concert
- Write markings in soft pencil only
- A lost part costs £10 to replace
""",
    "conductor_message.txt": """\
Tom: Brass, please be there at 7 on the 11th for a sectional before the full rehearsal. Everyone, the second movement needs work at home, especially the cor anglais solo accompaniment.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The concert.
    ("when is the concert", "concert_letter.txt", "Saturday 22 March"),
    ("where is the concert", "concert_letter.txt", "St Mary's Church"),
    ("what time is the rehearsal on the day", "concert_letter.txt", "2pm"),
    ("what are we playing", "concert_letter.txt", "New World Symphony"),
    # Rehearsals.
    ("what are we rehearsing on 11 February", "rehearsal_schedule.csv", "Elgar"),
    ("what time do rehearsals finish", "rehearsal_schedule.csv", "9:45pm"),
    # Subscriptions.
    ("how much is the subscription", "subscriptions.txt", "£85 a term"),
    ("is there a student rate", "subscriptions.txt", "£40 for students"),
    ("when is the subscription due", "subscriptions.txt", "third rehearsal"),
    # Dress.
    ("what do we wear for the concert", "dress_code.md", "All black"),
    ("can I wear trainers", "dress_code.md", "no trainers"),
    ("do I need a bow tie", "dress_code.md", "bow ties are not needed"),
    # The library.
    ("when do I give my part back", "library_rules.md", "at the concert"),
    ("can I write on the music", "library_rules.md", "soft pencil only"),
    ("what if I lose my part", "library_rules.md", "£10"),
    # The conductor.
    ("what time is the brass sectional", "conductor_message.txt", "7"),
    ("which movement needs practice", "conductor_message.txt", "second movement"),
    # Subjects the papers never mention.
    ("are we recording the concert", None, ""),
    ("is there a summer tour", None, ""),
    ("who is leading the orchestra", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "contest_letter.txt": """\
Area contest

The area contest is on Sunday 9 March at Huddersfield Town Hall. We are drawn to play fourth, at about 11:20am. The test piece is "Journey to the Centre of the Earth".
""",
    "rehearsal_plan.csv": """\
date,focus
Thursday 13 February,Opening and cadenzas
Thursday 20 February,Middle section
Thursday 27 February,Full run
""",
    "band_rules.md": """\
# Band rules

- Subs are £15 a month
- Players must attend at least three of the last four rehearsals before a contest
- Tell the secretary by text if you can't attend
""",
    "uniform_notes.txt": """\
Uniform

Full uniform for the contest: band jacket, white shirt, band tie and black trousers. Jackets must be returned to the uniform officer if you leave the band.
""",
    "travel.txt": """\
Travel

The coach leaves the band room at 8:30am and costs £12 per person, including family. Cars can't park at the town hall.
""",
    "bandmaster_text.txt": """\
Gary: Cornets, the cadenza at letter F is still rushed. Percussion, bring the extra timps on the 27th.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contest.
    ("when is the contest", "contest_letter.txt", "Sunday 9 March"),
    ("what time do we play", "contest_letter.txt", "11:20am"),
    ("what's the test piece", "contest_letter.txt", "Journey to the Centre of the Earth"),
    # Rehearsals.
    ("what are we doing on 20 February", "rehearsal_plan.csv", "Middle section"),
    # Rules.
    ("how much are subs", "band_rules.md", "£15 a month"),
    ("what if I can't come to rehearsal", "band_rules.md", "secretary"),
    # Uniform.
    ("what colour shirt", "uniform_notes.txt", "white shirt"),
    # Travel.
    ("what time does the coach leave", "travel.txt", "8:30am"),
    ("how much is the coach", "travel.txt", "£12"),
    ("can I drive there", "travel.txt", "can't park"),
    # The bandmaster.
    ("what's wrong with the cadenza", "bandmaster_text.txt", "rushed"),
    # Subjects the papers never mention.
    ("who are the adjudicators", None, ""),
    ("is there a band social", None, ""),
    ("can I borrow a cornet", None, ""),
]
