"""An independent cinema member's papers (the forty-first session): the membership email, the
member benefits, this week's screenings as a table, the ticket prices as CSV, the house rules and
the cinema's newsletter. Its validation folder is a theatre season subscriber's: the subscription
confirmation, the season's shows as CSV, the seat plan notes, the exchange policy, the access page
and the box office email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_email.txt": """\
Welcome to the Hyde Park Picture House, Martha! Your membership number is HPPH-30918. Membership is
£35 a year and renews automatically on 1 March unless you cancel.
""",
    "member_benefits.txt": """\
Member benefits

£2 off every ticket, up to two tickets per screening. 10% off at the bar. Members can book one week
before general sale. Free tickets to our members' preview screenings four times a year.
""",
    "screenings.md": """\
# This week

| film | day | time | screen |
|---|---|---|---|
| Past Lives | Friday | 8.15pm | Screen 1 |
| Paddington | Saturday | 11am | Screen 2 |
| Perfect Days | Sunday | 6pm | Screen 1 |
""",
    "ticket_prices.csv": """\
ticket,price
adult,£11
concession,£9
under 16,£6
Saturday kids' club,£3.50
""",
    "house_rules.txt": """\
House rules

Hot food may not be brought into the screens. Latecomers are let in during the trailers but not
after the film starts. Screen 2 is up a flight of stairs; Screen 1 is step-free.
""",
    "newsletter.txt": """\
News: our 110th birthday party is on Saturday 14 September, with a free screening of the 1914 film
The Kid, live piano, and cake. Book your free ticket online.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my membership number", "membership_email.txt", "HPPH-30918"),
    ("how much is membership", "membership_email.txt", "£35 a year"),
    ("does membership renew automatically", "membership_email.txt", "renews automatically"),
    ("how much discount do members get on tickets", "member_benefits.txt", "£2 off"),
    ("do I get a discount at the bar", "member_benefits.txt", "10% off"),
    ("how early can members book", "member_benefits.txt", "one week"),
    ("what time is Past Lives", "screenings.md", "8.15pm"),
    ("which screen is Paddington in", "screenings.md", "Screen 2"),
    ("how much is an adult ticket", "ticket_prices.csv", "£11"),
    ("how much is kids' club", "ticket_prices.csv", "£3.50"),
    ("can I bring a pizza in", "house_rules.txt", "Hot food may not be brought"),
    ("can I get in if I'm late", "house_rules.txt", "during the trailers"),
    ("is screen 1 step free", "house_rules.txt", "Screen 1 is step-free"),
    ("when is the birthday party", "newsletter.txt", "Saturday 14 September"),
    ("what film are they showing at the party", "newsletter.txt", "The Kid"),
    ("is there a car park", None, ""),
    ("do you show films with subtitles", None, ""),
    ("can I bring my dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "subscription_confirmation.txt": """\
Leeds Playhouse: season subscription confirmed

Subscriber: Mr P. Adeyemi. Five shows, two seats each, row G seats 14 and 15 in the Quarry theatre.
Total paid £310, a 20% saving on booking the shows separately.
""",
    "season_shows.csv": """\
show,first night,your date
Macbeth,12 September,Thursday 18 September
The Color Purple,31 October,Friday 7 November
A Christmas Carol,29 November,Saturday 13 December
""",
    "seat_plan_notes.txt": """\
Row G is in the stalls, seven rows from the stage, with a good view of the whole stage.
""",
    "exchange_policy.txt": """\
Subscribers can swap to another performance of the same show for free, up to 48 hours before the
performance. After that, tickets cannot be changed.
""",
    "access_page.txt": """\
Access: there is a hearing loop in every theatre. Captioned performances are marked CAP in the
brochure. Wheelchair spaces can be booked by phone.
""",
    "box_office_email.txt": """\
From: Box Office
Your tickets will be posted two weeks before each show. Doors open 45 minutes before the start.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what seats do we have", "subscription_confirmation.txt", "row G seats 14 and 15"),
    ("how much did the subscription cost", "subscription_confirmation.txt", "£310"),
    ("how much are we saving", "subscription_confirmation.txt", "20%"),
    ("when are we seeing Macbeth", "season_shows.csv", "Thursday 18 September"),
    ("how far from the stage are we", "seat_plan_notes.txt", "seven rows"),
    ("can we change the date of a show", "exchange_policy.txt", "swap to another performance"),
    ("is there a hearing loop", "access_page.txt", "hearing loop in every theatre"),
    ("how do I book a wheelchair space", "access_page.txt", "by phone"),
    ("when will the tickets arrive", "box_office_email.txt", "two weeks before each show"),
    ("what time do doors open", "box_office_email.txt", "45 minutes before"),
    ("when is A Christmas Carol", "season_shows.csv", "Saturday 13 December"),
    ("is there an interval", None, ""),
    ("can I bring a drink into the theatre", None, ""),
    ("is there a restaurant", None, ""),
]
