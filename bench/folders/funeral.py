"""A family's papers when arranging a funeral (the forty-fourth session): the funeral director's
estimate, the crematorium booking, the order of service draft, the florist's order as a table and
a note between siblings. Its validation folder is a memorial bench's: the council's application
guide, the plaque order, the bench maker's quote, a CSV of donations and an email, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "estimate.txt": """\
Estimate from J. Barrow & Sons Funeral Directors for the funeral of Mrs Irene Walsh.
Our fee, including care of the deceased and a hearse: £2,450. Crematorium fee: £1,020.
Doctor's fees do not apply. Limousine for family: £295. A deposit of £500 is due when you sign.
""",
    "crematorium_booking.txt": """\
Booking confirmed at Westgate Crematorium, East Chapel, on Thursday 16 October at 11.30am.
The service slot is 40 minutes. Music can be played from the chapel's system, please send the list
by 9 October. The ashes will be ready to collect after 5 working days.
""",
    "order_of_service.txt": """\
Entrance music: Moon River. Welcome by the celebrant, Ann Price. Tribute read by her grandson, Luke.
Poem: Do Not Stand at My Grave and Weep, read by Sarah. Committal. Leaving music: We'll Meet Again.
""",
    "flowers.md": """\
# Flowers

| flowers | from | price |
|---|---|---|
| coffin spray of white lilies | the family | £180 |
| posy of freesias | the grandchildren | £45 |
| wreath | the bowls club | paid by the club |
""",
    "note_to_brother.txt": """\
Mark, the wake is at the Royal Oak from 1pm, they need numbers by Monday. Mum wanted donations to
the hospice instead of flowers from friends. Can you pick up Auntie Joan from the station?
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the funeral director's fee", "estimate.txt", "£2,450"),
    ("how much is the crematorium", "estimate.txt", "£1,020"),
    ("how much deposit do we pay", "estimate.txt", "£500"),
    ("when is the funeral", "crematorium_booking.txt", "Thursday 16 October"),
    ("how long is the service", "crematorium_booking.txt", "40 minutes"),
    ("when do they need the music list by", "crematorium_booking.txt", "9 October"),
    ("when can we collect the ashes", "crematorium_booking.txt", "after 5 working days"),
    ("who is taking the service", "order_of_service.txt", "Ann Price"),
    ("who is reading the poem", "order_of_service.txt", "Sarah"),
    ("what's the last song", "order_of_service.txt", "We'll Meet Again"),
    ("how much are the lilies", "flowers.md", "£180"),
    ("where is the wake", "note_to_brother.txt", "Royal Oak"),
    ("where should friends send donations", "note_to_brother.txt", "the hospice"),
    ("who is collecting Auntie Joan", "note_to_brother.txt", "Mark"),
    ("is there a dress code", None, ""),
    ("can we have a live singer", None, ""),
    ("how much is a burial", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "council_guide.txt": """\
Memorial benches can be placed in Victoria Park and on the seafront. The council's fee is £950,
which covers fitting and upkeep for 10 years. Applications take about 12 weeks. After 10 years the
family can renew for £300 or the bench is removed.
""",
    "plaque_order.txt": """\
Brass plaque, 150mm by 50mm, engraved: In loving memory of Ted Harris, who loved this view.
Cost £85. Ready in 3 weeks, sent straight to the council's parks team.
""",
    "bench_quote.txt": """\
Hardwood teak bench, 6 feet long, £720 delivered. Oak costs £180 more. Made to order in 6 to 8
weeks.
""",
    "donations.csv": """\
name,amount
Ted's bowls club,£250
Aunt Carol,£100
Neighbours at Elm Close,£140
""",
    "email_from_parks.txt": """\
We've approved a bench on the seafront near the lifeboat station. We can't place one in Victoria
Park this year, as all the spaces there are taken.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much does the council charge for a bench", "council_guide.txt", "£950"),
    ("how long does the application take", "council_guide.txt", "12 weeks"),
    ("what happens after 10 years", "council_guide.txt", "renew for £300"),
    ("what does the plaque say", "plaque_order.txt", "In loving memory of Ted Harris"),
    ("how much is the plaque", "plaque_order.txt", "£85"),
    ("how long is the bench", "bench_quote.txt", "6 feet"),
    ("how much extra for oak", "bench_quote.txt", "£180"),
    ("how much did the bowls club give", "donations.csv", "£250"),
    ("where is the bench going", "email_from_parks.txt", "near the lifeboat station"),
    ("why can't it go in Victoria Park", "email_from_parks.txt", "all the spaces there are taken"),
    ("how long does the bench take to make", "bench_quote.txt", "6 to 8"),
    ("who sends the plaque to the council", "plaque_order.txt", "sent straight to the council's parks team"),
    ("can we have a tree instead", None, ""),
    ("is there an unveiling ceremony", None, ""),
]
