"""A community choir member's papers (the thirty-third session): the choir's handbook, the
rehearsal schedule as CSV, the concert dress code, the subscription letter, the tour notice and
the section leader's email; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is an amateur theatre cast
member's: the cast list, the rehearsal call sheet as CSV, the costume notes, the theatre's
backstage rules, the show fee letter and the director's notes email, written at the same time
and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "choir_handbook.md": """\
# Harbour Voices: members' handbook

- Rehearsals: Tuesdays, 7:30pm to 9:30pm
- Venue: St Luke's Church Hall, Mill Road
- Musical director: Helen Price

Please arrive 10 minutes early to collect your music. If you miss more than three rehearsals before a concert, you may be asked not to sing in it.

Music is lent by the choir and must be returned after each concert, with pencil marks rubbed out.
""",
    "schedule.csv": """\
date,rehearsal,notes
2027-01-12,Full choir,Brahms Requiem
2027-01-19,Sopranos and altos,Brahms Requiem
2027-01-26,Full choir,Carols from memory
2027-02-02,Dress rehearsal,at the Town Hall
""",
    "dress_code.txt": """\
Concert dress

All black: black trousers or a long black skirt, a black long-sleeved top and black shoes. No jewellery apart from a wedding ring.

Folders are black and provided by the choir.
""",
    "subs_letter.txt": """\
Subscriptions

The subscription for the spring term is £85, due by the second rehearsal. Students and people on benefits pay half.

You can pay by bank transfer to Harbour Voices, sort code 20-45-77, account 73920116, with your surname as the reference.
""",
    "tour_notice.txt": """\
Choir tour to Bruges

The tour runs from Friday 7 May to Monday 10 May. The cost is £420, which covers the coach, the ferry and three nights' bed and breakfast.

A deposit of £100 is due by 31 January to hold your place. Partners are welcome to come at the same price.
""",
    "section_email.txt": """\
Hi altos,

Please learn bars 40 to 72 of the second movement before next week; we will sing them without copies.

The practice tracks are on the website under Members, password in the handbook.

Jo (alto section leader)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The handbook.
    ("what night is rehearsal", "choir_handbook.md", "Tuesdays"),
    ("where do we rehearse", "choir_handbook.md", "St Luke's Church Hall"),
    ("who is the musical director", "choir_handbook.md", "Helen Price"),
    ("how many rehearsals can I miss", "choir_handbook.md", "more than three"),
    ("do I have to give the music back", "choir_handbook.md", "must be returned"),
    # The schedule.
    ("where is the dress rehearsal", "schedule.csv", "Town Hall"),
    ("what are we singing on the 26th", "schedule.csv", "Carols from memory"),
    # Dress.
    ("what do I wear for the concert", "dress_code.txt", "All black"),
    ("can I wear earrings", "dress_code.txt", "No jewellery"),
    # Subs.
    ("how much are subs this term", "subs_letter.txt", "£85"),
    ("when do I have to pay subs", "subs_letter.txt", "second rehearsal"),
    ("is there a student discount", "subs_letter.txt", "pay half"),
    ("what's the reference for the bank transfer", "subs_letter.txt", "surname"),
    # The tour.
    ("when is the Bruges trip", "tour_notice.txt", "Friday 7 May to Monday 10 May"),
    ("how much is the tour", "tour_notice.txt", "£420"),
    ("what does the tour price include", "tour_notice.txt", "coach, the ferry"),
    ("can my husband come on tour", "tour_notice.txt", "Partners are welcome"),
    # The section.
    ("which bars do I need to learn", "section_email.txt", "bars 40 to 72"),
    ("where are the practice tracks", "section_email.txt", "on the website"),
    # Subjects the papers never mention.
    ("is there an audition", None, ""),
    ("how much are concert tickets", None, ""),
    ("is there parking at the church", None, ""),
    ("can I sing tenor", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "cast_list.md": """\
# Cast list: The Importance of Being Earnest

- Jack Worthing: Ravi Mehta
- Algernon Moncrieff: Ben Carter
- Lady Bracknell: Sue Wallace
- Gwendolen: Amy Ford

Show week: 14 to 18 March, Little Theatre, Queen Street. Curtain up 7:30pm, Saturday matinee 2:30pm.
""",
    "call_sheet.csv": """\
date,scene,called,time
2027-02-07,Act 1,Jack and Algernon,19:00
2027-02-09,Act 2,Full cast,19:00
2027-02-14,Act 3,Lady Bracknell and Gwendolen,14:00
""",
    "costume_notes.txt": """\
Costume notes

Costumes are hired and fitted on Sunday 21 February at the wardrobe room. Bring black lace-up shoes of your own.

Do not eat or drink in costume, and hang everything back on your rail after each show.
""",
    "backstage_rules.txt": """\
Backstage rules

Cast must sign in at the stage door by 6:45pm on show nights. Phones stay in the dressing rooms.

No guests backstage. Friends can meet you in the bar after the show.
""",
    "fee_letter.txt": """\
Show fee

Each cast member pays a show fee of £40 towards the hire of the theatre and costumes, due by the first rehearsal in February.

Cast get two free tickets for the Thursday performance.
""",
    "director_email.txt": """\
Hi everyone,

Lines must be learnt for Act 1 by 14 February; scripts down from then.

Parking at the rehearsal rooms is on the street only, so please share lifts.

Claire
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The cast.
    ("who is playing Lady Bracknell", "cast_list.md", "Sue Wallace"),
    ("when is show week", "cast_list.md", "14 to 18 March"),
    ("what time is the matinee", "cast_list.md", "2:30pm"),
    # Calls.
    ("when is the full cast rehearsal", "call_sheet.csv", "2027-02-09"),
    ("what time is the Act 3 rehearsal", "call_sheet.csv", "14:00"),
    # Costume.
    ("when is the costume fitting", "costume_notes.txt", "Sunday 21 February"),
    ("what shoes do I need", "costume_notes.txt", "black lace-up shoes"),
    ("can I eat in costume", "costume_notes.txt", "Do not eat"),
    # Backstage.
    ("what time do I need to sign in", "backstage_rules.txt", "6:45pm"),
    ("can my friends come backstage", "backstage_rules.txt", "No guests backstage"),
    # The fee.
    ("how much is the show fee", "fee_letter.txt", "£40"),
    ("do we get free tickets", "fee_letter.txt", "two free tickets"),
    # The director.
    ("when do I need to know my lines", "director_email.txt", "14 February"),
    ("is there parking at rehearsals", "director_email.txt", "on the street only"),
    # Subjects the papers never mention.
    ("who is doing the lighting", None, ""),
    ("is there a cast party", None, ""),
    ("how much are tickets for the public", None, ""),
]
