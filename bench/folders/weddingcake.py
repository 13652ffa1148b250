"""A couple's papers for their wedding cake (the forty-second session): the cake maker's quote,
the flavours as a table, the tasting booking, the delivery and set-up note, the payment terms and
the cake maker's email after the tasting. Its validation folder is the wedding florist's: the
quote, the flowers as CSV, the order form notes, the florist's terms and her message about the
buttonholes, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Sugar & Stone Cakes: quote for Amy and Ben
Three-tier cake, semi-naked finish with fresh flowers, serves 90
Wedding date: Saturday 20 September
Venue: Hatherley Manor
Price: £485, including delivery and set-up
""",
    "flavours.md": """\
# Flavours

| flavour | filling | gluten free? |
|---|---|---|
| lemon and elderflower | lemon curd and buttercream | yes, £30 extra per tier |
| chocolate and salted caramel | caramel buttercream | no |
| raspberry and prosecco | raspberry jam and buttercream | yes, £30 extra per tier |
| vanilla | vanilla buttercream | yes, £30 extra per tier |
""",
    "tasting_booking.txt": """\
Your cake tasting is booked for Saturday 10 May at 11am at our studio, Unit 4, Mill Yard, Stroud.
It costs £25, which comes off your final bill. You can bring one guest.
""",
    "delivery_note.txt": """\
We deliver between 11am and 1pm on the day and set the cake up on the venue's cake table. The
venue must provide a sturdy table and a knife. Flowers for the cake come from your florist; please
ask her to leave them in water in the kitchen.
""",
    "payment_terms.txt": """\
A deposit of £100 secures your date. The balance is due 4 weeks before the wedding. If you cancel
more than 3 months before, we refund half the deposit; after that the deposit is not refunded.
""",
    "email_after_tasting.txt": """\
Hi Amy and Ben, lovely to meet you! As agreed: bottom tier chocolate and salted caramel, middle
tier lemon and elderflower, top tier raspberry and prosecco. Final numbers by 1 August, please.
Jess
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many people does the cake serve", "quote.txt", "90"),
    ("how much is the cake", "quote.txt", "£485"),
    ("is delivery included", "quote.txt", "including delivery"),
    ("what's in the chocolate cake", "flavours.md", "caramel buttercream"),
    ("can the lemon one be gluten free", "flavours.md", "yes, £30 extra per tier"),
    ("when is the tasting", "tasting_booking.txt", "Saturday 10 May"),
    ("how much is the tasting", "tasting_booking.txt", "£25"),
    ("can I bring my mum to the tasting", "tasting_booking.txt", "bring one guest"),
    ("what time will they deliver the cake", "delivery_note.txt", "between 11am and 1pm"),
    ("do they bring a knife", "delivery_note.txt", "venue must provide"),
    ("who provides the flowers for the cake", "delivery_note.txt", "your florist"),
    ("when do we pay the rest", "payment_terms.txt", "4 weeks before"),
    ("what if we cancel", "payment_terms.txt", "refund half the deposit"),
    ("what flavour is the top tier", "email_after_tasting.txt", "raspberry and prosecco"),
    ("when do they need final numbers", "email_after_tasting.txt", "1 August"),
    ("can they make cupcakes too", None, ""),
    ("is there a vegan option", None, ""),
    ("do they make the topper", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "florist_quote.txt": """\
Wild Bloom Flowers: quote for Amy and Ben's wedding, 20 September
Bridal bouquet: £120
Bridesmaids' posies (3): £165
Buttonholes (6): £72
Table centres (10): £350
Total: £707
""",
    "flowers.csv": """\
flower,colour,season
garden roses,blush pink,June to October
dahlias,burgundy,July to October
eucalyptus,silver green,all year
""",
    "order_notes.txt": """\
Flowers will be delivered to the bride's house at 9am for the bouquets, and to Hatherley Manor at
10am for the tables. Final changes to the order by 1 September.
""",
    "florist_terms.txt": """\
A 25% deposit books the date. The balance is due 14 days before the wedding. Vases for the table
centres are lent, and must be returned within a week.
""",
    "buttonhole_message.txt": """\
Hi both, I'm using dried lavender in the buttonholes so they last all day. Sarah
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the bouquet", "florist_quote.txt", "£120"),
    ("how many buttonholes are there", "florist_quote.txt", "6"),
    ("how much are the flowers altogether", "florist_quote.txt", "£707"),
    ("what colour are the dahlias", "flowers.csv", "burgundy"),
    ("when are roses in season", "flowers.csv", "June to October"),
    ("what time do the bouquets arrive", "order_notes.txt", "9am"),
    ("when can we make changes by", "order_notes.txt", "1 September"),
    ("how much is the deposit", "florist_terms.txt", "25%"),
    ("do we keep the vases", "florist_terms.txt", "must be returned"),
    ("what's in the buttonholes", "buttonhole_message.txt", "dried lavender"),
    ("when is the balance due", "florist_terms.txt", "14 days before"),
    ("can she do the church flowers", None, ""),
    ("are the flowers local", None, ""),
    ("is there a delivery charge", None, ""),
]
