"""A football season ticket holder's papers (the thirty-second session): the season ticket's terms,
the fixtures as CSV, the ground's rules, the supporters' coach booking, a membership renewal letter
and the club shop's returns policy; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is a theatre subscriber's: the
subscription terms, the season's shows as CSV, the venue's access guide, a restaurant deal, an
exchange request's reply and a ticket for one night, written at the same time and run as summary
lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "season_ticket_terms.md": """\
# Season ticket 2026/27 — terms

- Seat: North Stand, Block N4, Row K, Seat 112
- Price paid: £545 (adult)
- Covers: all 23 home league matches

Cup matches are not included; season ticket holders get priority to buy for them until 5 days before. You may lend your ticket to a friend or family member, but not sell it.

If you miss a match, you can release your seat through the ticket exchange by noon the day before and get a credit of 50% of its match price.
""",
    "fixtures.csv": """\
date,opponent,venue,kick-off
2026-08-15,Harbour Town,home,15:00
2026-08-22,Millbrook United,away,15:00
2026-08-29,Castlegate,home,19:45
2026-09-05,Northbridge Rovers,away,12:30
""",
    "ground_rules.txt": """\
Ground regulations

Gates open 90 minutes before kick-off. Bags larger than A4 are not allowed in and cannot be left at the ground.

Standing is allowed only in the safe-standing areas. Smoking and vaping are not allowed anywhere in the stadium. Pyrotechnics lead to a ban.
""",
    "coach_booking.txt": """\
Supporters' coach — booking confirmation

Match: Northbridge Rovers away, Saturday 5 September
Departs: 8:30am from the club car park
Seats booked: 2
Price: £28 each, paid

The coach leaves 45 minutes after the final whistle. Alcohol is not allowed on the coach.
""",
    "renewal_letter.txt": """\
Dear supporter,

Thank you for your support this season. Season tickets for 2027/28 go on sale on 3 May; as a current holder you keep your seat if you renew by 31 May.

You can spread the cost over 10 monthly payments with no interest. Under-18 and over-65 prices are £290.

The Ticket Office
""",
    "shop_returns.txt": """\
Club shop — returns

Unworn items can be returned within 30 days with the receipt for a full refund. Shirts with names or numbers printed on them cannot be returned unless faulty.

Online orders can be returned by post; the return postage is yours to pay.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The season ticket.
    ("where's my seat", "season_ticket_terms.md", "Block N4, Row K, Seat 112"),
    ("how much was my season ticket", "season_ticket_terms.md", "£545"),
    ("are cup games included", "season_ticket_terms.md", "not included"),
    ("can my brother use my ticket", "season_ticket_terms.md", "lend your ticket"),
    ("what if I can't make a game", "season_ticket_terms.md", "ticket exchange"),
    # Fixtures.
    ("who do we play on the 29th", "fixtures.csv", "Castlegate"),
    ("what time is kick off against Harbour Town", "fixtures.csv", "15:00"),
    ("is the Millbrook game home or away", "fixtures.csv", "away"),
    # The ground.
    ("what time do the gates open", "ground_rules.txt", "90 minutes before kick-off"),
    ("can I bring a rucksack", "ground_rules.txt", "larger than A4"),
    ("can I vape in the ground", "ground_rules.txt", "not allowed"),
    ("can I stand up", "ground_rules.txt", "safe-standing areas"),
    # The coach.
    ("what time does the coach leave", "coach_booking.txt", "8:30am"),
    ("how much was the coach", "coach_booking.txt", "£28 each"),
    ("can I drink on the coach", "coach_booking.txt", "Alcohol is not allowed"),
    ("when does the coach come back", "coach_booking.txt", "45 minutes after the final whistle"),
    # The renewal.
    ("when do I need to renew by", "renewal_letter.txt", "31 May"),
    ("can I pay monthly", "renewal_letter.txt", "10 monthly payments"),
    ("how much is a kid's season ticket", "renewal_letter.txt", "£290"),
    # The shop.
    ("can I return a shirt with a name on", "shop_returns.txt", "cannot be returned"),
    ("how long do I have to take something back to the shop", "shop_returns.txt", "within 30 days"),
    # Subjects the papers never mention.
    ("is there parking at the ground", None, ""),
    ("how much is a pie", None, ""),
    ("can I bring a flag", None, ""),
    ("what's my membership number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "subscription_terms.md": """\
# Theatre Royal — subscription 2027

- Shows: 6, one each month from February to July
- Price: £198 for the season, Band B seats
- Exchanges: free, up to 48 hours before the show

Subscribers get 10% off extra tickets and priority booking for the Christmas show. Tickets lost can be reprinted at the box office with photo ID.
""",
    "shows.csv": """\
month,show,company,running time
February,The Seagull,Northern Stage,2 hours 40 minutes
March,Blithe Spirit,Rose Company,2 hours 15 minutes
April,Macbeth,Harbour Players,2 hours 50 minutes
May,The 39 Steps,Fellside Theatre,2 hours 5 minutes
""",
    "access_guide.txt": """\
Access guide

There is step-free access through the side entrance on Mill Street. Wheelchair spaces are in row D of the stalls.

Captioned performances are on the second Thursday of each run. A free companion ticket is available for anyone who needs a carer.
""",
    "restaurant_deal.txt": """\
Pre-theatre dinner

Two courses for £24.50 at The Green Room, served from 5pm. Book at least 24 hours ahead and show your ticket when you arrive.

The deal is not available on Saturdays.
""",
    "exchange_reply.txt": """\
Dear Ms Kaur,

Thank you for your message. We have moved your Macbeth tickets from Friday 9 April to Wednesday 14 April, same seats (Row H, 21 and 22).

Your new tickets are attached; the old ones will no longer scan.

Box Office
""",
    "ticket.txt": """\
E-ticket

Show: Blithe Spirit
Date: Thursday 11 March, 7:30pm
Seat: Stalls, Row H, 21
Doors: 6:45pm
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The subscription.
    ("how many shows do I get", "subscription_terms.md", "6"),
    ("how much was the subscription", "subscription_terms.md", "£198"),
    ("can I swap a date", "subscription_terms.md", "up to 48 hours before"),
    ("what if I lose my tickets", "subscription_terms.md", "reprinted at the box office"),
    # The shows.
    ("what's on in April", "shows.csv", "Macbeth"),
    ("how long is The Seagull", "shows.csv", "2 hours 40 minutes"),
    ("who is doing Blithe Spirit", "shows.csv", "Rose Company"),
    # Access.
    ("is there a step free way in", "access_guide.txt", "side entrance on Mill Street"),
    ("when are the captioned shows", "access_guide.txt", "second Thursday"),
    ("does my carer need a ticket", "access_guide.txt", "free companion ticket"),
    # Dinner.
    ("how much is pre theatre dinner", "restaurant_deal.txt", "£24.50"),
    ("can we do the dinner deal on a Saturday", "restaurant_deal.txt", "not available on Saturdays"),
    ("how far ahead do I book dinner", "restaurant_deal.txt", "24 hours ahead"),
    # The exchange.
    ("when are we seeing Macbeth now", "exchange_reply.txt", "Wednesday 14 April"),
    ("can I still use the old Macbeth tickets", "exchange_reply.txt", "no longer scan"),
    # The ticket.
    ("what time does Blithe Spirit start", "ticket.txt", "7:30pm"),
    ("when do the doors open", "ticket.txt", "6:45pm"),
    ("which row am I in for Blithe Spirit", "ticket.txt", "Row H"),
    # Subjects the papers never mention.
    ("is there a cloakroom", None, ""),
    ("can I bring my own snacks", None, ""),
    ("how much is a programme", None, ""),
]
