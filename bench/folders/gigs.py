"""A gigging musician's papers (the twenty-seventh session): a venue's performance agreement, the
band's rider, a festival's artist information as markdown, the tour dates as CSV and a royalty
statement; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is an amateur theatre member's: the rehearsal
schedule as CSV, the society's membership terms, the theatre's backstage rules, the costume
hire agreement and the ticket prices as a markdown table, written at the same time and run once
at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "performance_agreement.txt": """\
Performance agreement — The Lantern Rooms, Bristol

Artist: The Hollow Pines
Date: Saturday 13 February 2027
Set: one set of 75 minutes, on stage at 9:15pm
Fee: £600, paid by bank transfer within 7 days of the show

Load-in is from 5pm through the side door on Cooper Lane. Soundcheck is at 6:30pm.

The venue provides the PA, a drum kit (shell pack only, bring your own cymbals) and one sound engineer. The artist may sell merchandise; the venue takes 15% of merchandise sales.

If the artist cancels with less than 14 days' notice, no fee is paid.
""",
    "rider.md": """\
# The Hollow Pines — rider

- Hot food for five people, one vegetarian
- 24 bottles of water and a crate of lager
- A private room to change, with a mirror
- Two parking spaces close to the load-in door

Guest list: up to 6 names, sent to the venue by noon on the day.
""",
    "festival_info.md": """\
# Meadowlark Festival 2027 — artist information

## Your slot

The Hollow Pines play the Woodland Stage on Sunday 27 June, 2:40pm to 3:20pm.

## Arriving

Artist check-in is at the north gate, open from 10am. Bring photo ID: wristbands are given only to names on your artist list.

## Passes

Each band gets 8 artist wristbands and 2 vehicle passes. Extra wristbands cost £45 each.

## Camping

Artist camping is free, in the green field behind the Woodland Stage. Campfires are not allowed.
""",
    "tour_dates.csv": """\
date,city,venue,capacity,status
2027-02-13,Bristol,The Lantern Rooms,250,confirmed
2027-02-20,Cardiff,Moth Club,180,confirmed
2027-02-27,Leeds,The Wardrobe,400,on hold
2027-03-06,Glasgow,Audio,300,confirmed
""",
    "royalty_statement.txt": """\
PRS royalty statement — period ending 30 September 2026

Member: Joe Ashby (The Hollow Pines)
Total this period: £312.48
Live performances: £184.20
Radio and TV: £98.10
Online streaming: £30.18

Royalties are paid into your bank account on the 1st of the month after the statement. Remember to register new songs before they are played live.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("what time are we on stage in Bristol", "performance_agreement.txt", "9:15pm"),
    ("how long is our set", "performance_agreement.txt", "75 minutes"),
    ("how much are we getting paid for the Lantern Rooms", "performance_agreement.txt", "£600"),
    ("when can we load in", "performance_agreement.txt", "5pm"),
    ("do we need to bring cymbals", "performance_agreement.txt", "bring your own cymbals"),
    ("does the venue take a cut of the merch", "performance_agreement.txt", "15%"),
    ("what happens if we pull out a week before", "performance_agreement.txt", "no fee is paid"),
    # The rider.
    ("how many people on the guest list", "rider.md", "6 names"),
    ("how many parking spaces do we ask for", "rider.md", "Two parking spaces"),
    # The festival.
    ("what time do we play at Meadowlark", "festival_info.md", "2:40pm"),
    ("where do we check in at the festival", "festival_info.md", "north gate"),
    ("how many wristbands do we get", "festival_info.md", "8 artist wristbands"),
    ("how much is an extra wristband", "festival_info.md", "£45"),
    ("can we have a campfire", "festival_info.md", "Campfires are not allowed"),
    # The tour.
    ("which venue are we playing in Leeds", "tour_dates.csv", "The Wardrobe"),
    ("is the Leeds gig confirmed", "tour_dates.csv", "on hold"),
    ("how many people does Moth Club hold", "tour_dates.csv", "180"),
    # The royalties.
    ("how much did I get from PRS", "royalty_statement.txt", "£312.48"),
    ("how much came from streaming", "royalty_statement.txt", "£30.18"),
    ("when do royalties get paid", "royalty_statement.txt", "1st of the month"),
    # Subjects the papers never mention.
    ("who is our booking agent", None, ""),
    ("how much is the van hire", None, ""),
    ("is there a curfew at the festival", None, ""),
    ("what's the stage plot", None, ""),
    ("how many tickets have we sold in Glasgow", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "rehearsals.csv": """\
date,time,place,called
2027-01-10,10:00-13:00,Church hall,full cast
2027-01-14,19:30-22:00,Church hall,Act 1 only
2027-01-17,10:00-16:00,Church hall,full cast
2027-01-21,19:00-22:00,Arden Theatre,technical rehearsal
""",
    "society_membership.txt": """\
Wexford Players — membership terms

Membership costs £35 a year, or £15 for under-18s and students, and runs from 1 September.

Members may audition for every production. Acting members must help with at least one front-of-house shift for each show they appear in.

Members who miss three rehearsals without telling the director may lose their part.
""",
    "backstage_rules.md": """\
# Arden Theatre — backstage rules

- Sign in at the stage door every time you arrive.
- No food or drink other than water in the dressing rooms.
- Mobile phones must be switched off in the wings.
- Only the stage manager may operate the fly bars.

The stage door opens 90 minutes before curtain up. Cast must be in the building 60 minutes before curtain up.
""",
    "costume_hire.txt": """\
Costume hire agreement — Curtain Call Costumes

Hirer: Wexford Players, production of "The Importance of Being Earnest"
Costumes: 14 period costumes (1890s)
Hire period: 18 January to 31 January 2027
Hire fee: £420, plus a refundable deposit of £200

Costumes must be returned clean but not washed: we dry-clean them ourselves. Late returns are charged £20 a day. Alterations must not be cut or sewn; use safety pins only.
""",
    "ticket_prices.md": """\
# The Importance of Being Earnest — tickets

| Performance | Adult | Concession |
|---|---|---|
| Thursday 28 January, 7:30pm | £14 | £10 |
| Friday 29 January, 7:30pm | £16 | £12 |
| Saturday 30 January, 2:30pm (matinee) | £12 | £8 |

Concessions are for under-16s, students and over-65s. Tickets are sold at the box office and online, with a 50p booking fee online.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The rehearsals.
    ("where is the tech rehearsal", "rehearsals.csv", "Arden Theatre"),
    ("when is the Act 1 rehearsal", "rehearsals.csv", "2027-01-14"),
    ("what time does the rehearsal on the 17th finish", "rehearsals.csv", "16:00"),
    # The membership.
    ("how much is membership", "society_membership.txt", "£35 a year"),
    ("do I have to help front of house", "society_membership.txt", "at least one front-of-house shift"),
    ("what happens if I miss rehearsals", "society_membership.txt", "lose their part"),
    # The backstage rules.
    ("can I eat in the dressing room", "backstage_rules.md", "No food or drink"),
    ("when does the stage door open", "backstage_rules.md", "90 minutes before curtain up"),
    ("what time do I need to be at the theatre", "backstage_rules.md", "60 minutes before curtain up"),
    ("can I use my phone in the wings", "backstage_rules.md", "switched off"),
    # The costumes.
    ("how much is the costume hire", "costume_hire.txt", "£420"),
    ("when do the costumes have to go back", "costume_hire.txt", "31 January 2027"),
    ("should we wash the costumes", "costume_hire.txt", "not washed"),
    ("what if we return them late", "costume_hire.txt", "£20 a day"),
    ("can we take the costumes in", "costume_hire.txt", "safety pins"),
    # The tickets.
    ("how much is a concession ticket on Friday", "ticket_prices.md", "£12"),
    ("who can get a concession", "ticket_prices.md", "under-16s"),
    ("is there a booking fee", "ticket_prices.md", "50p"),
    # Subjects the papers never mention.
    ("who is the director", None, ""),
    ("is there a cast party", None, ""),
    ("where do I park at the theatre", None, ""),
    ("how long is the play", None, ""),
]
