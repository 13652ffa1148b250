"""A candle maker's papers, who sells online and at fairs (the thirty-first session): the
marketplace's seller fees, a courier's rates as CSV, her shop's returns policy, her stock list
as CSV, a craft fair's stall booking and her product liability insurance; fit, its questions
and expected text written before the tool was run on it, its failures read and mended. Its
validation folder is a flower seller's with a market stall: the market's pitch licence, a
wholesale flower market's account terms, her price board as CSV, a wedding order, her stall
insurance and a council trading notice, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "seller_fees.md": """\
# Selling on Crafthaven — fees

- Listing fee: £0.16 per item, renewed every 4 months
- Transaction fee: 6.5% of the item price and the delivery you charge
- Payment processing: 4% plus £0.20 per order

Payouts go to your bank account every Monday, for orders dispatched more than 3 days before. A new shop's first payout is held for 14 days.

Shops that dispatch late on more than 3 orders in 90 days lose the "Star Seller" badge.
""",
    "courier_rates.csv": """\
service,max weight,price,delivery
Small parcel 48h,2 kg,£3.35,2 to 3 working days
Small parcel 24h,2 kg,£4.25,next working day
Medium parcel 48h,10 kg,£5.99,2 to 3 working days
Medium parcel 24h,10 kg,£7.49,next working day
International tracked,2 kg,£11.80,5 to 10 working days
""",
    "returns_policy.txt": """\
Wick & Wax — returns and refunds

You can return unused candles within 30 days of delivery for a full refund. The buyer pays for return postage unless the item arrived damaged.

Personalised candles cannot be returned, as they are made to order.

If a candle arrives broken, send a photo within 48 hours and we will send a replacement free of charge.
""",
    "stock_list.csv": """\
product,scent,size,in stock,price
Amber jar,amber and vanilla,large,12,£24
Amber jar,amber and vanilla,small,30,£14
Sea salt tin,sea salt and sage,travel,45,£8
Fig pillar,fig and cedar,large,0,£22
Winter wreath jar,orange and clove,large,6,£26
""",
    "craft_fair_booking.md": """\
# Booking confirmation — Riverside Winter Craft Fair

Stallholder: Hannah Wells (Wick & Wax)
Dates: Saturday 5 and Sunday 6 December 2026
Stall: B14, indoor, 2 metres by 1 metre, with one table

- Stall fee: £85 for both days, paid in full
- Setting up: from 7:30am; the doors open to the public at 10am
- Electricity: not available at B14
- Cancellation: fees are refunded only if you cancel before 1 November

Lit candles are not allowed anywhere in the hall.
""",
    "product_insurance.txt": """\
Product liability insurance — schedule

Policyholder: Hannah Wells trading as Wick & Wax
Cover: £1,000,000 product and public liability
Period: 1 February 2026 to 31 January 2027
Premium: £96 a year

Covers injury or damage caused by products you make and sell in the UK and EU. Products sold to the USA or Canada are not covered. Stock is not covered against theft or fire.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The marketplace.
    ("how much does it cost to list a candle", "seller_fees.md", "£0.16"),
    ("what cut does the site take of a sale", "seller_fees.md", "6.5%"),
    ("when do I get paid", "seller_fees.md", "every Monday"),
    ("why hasn't my first payout come", "seller_fees.md", "held for 14 days"),
    ("how do I lose star seller", "seller_fees.md", "dispatch late on more than 3 orders"),
    # The courier.
    ("how much to send a small parcel next day", "courier_rates.csv", "£4.25"),
    ("how long does international take", "courier_rates.csv", "5 to 10 working days"),
    ("what's the heaviest a small parcel can be", "courier_rates.csv", "2 kg"),
    # Returns.
    ("can someone send back a personalised candle", "returns_policy.txt", "cannot be returned"),
    ("who pays the postage on a return", "returns_policy.txt", "The buyer pays for return postage"),
    ("what if a candle turns up smashed", "returns_policy.txt", "send a photo within 48 hours"),
    ("how long do people have to return things", "returns_policy.txt", "30 days"),
    # Stock.
    ("how many small amber jars have I got", "stock_list.csv", "30"),
    ("which candle has sold out", "stock_list.csv", "Fig pillar"),
    ("how much is the sea salt tin", "stock_list.csv", "£8"),
    ("what does the winter wreath smell of", "stock_list.csv", "orange and clove"),
    # The fair.
    ("what's my stall number", "craft_fair_booking.md", "B14"),
    ("what time can I set up", "craft_fair_booking.md", "7:30am"),
    ("can I plug in my fairy lights", "craft_fair_booking.md", "Electricity: not available"),
    ("can I burn a candle on the stall", "craft_fair_booking.md", "Lit candles are not allowed"),
    ("do I get my money back if I can't go", "craft_fair_booking.md", "before 1 November"),
    # The insurance.
    ("am I covered selling to America", "product_insurance.txt", "not covered"),
    ("is my stock insured if the workshop burns down", "product_insurance.txt", "not covered against theft or fire"),
    ("when does my insurance renew", "product_insurance.txt", "31 January 2027"),
    # Subjects the papers never mention.
    ("how much wax do I need for a large jar", None, ""),
    ("do I have to register for VAT", None, ""),
    ("what's my shop's rating", None, ""),
    ("is there parking at the fair", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pitch_licence.txt": """\
Market pitch licence — Eastgate Market

Trader: Rosa Bianchi (Bianchi Blooms)
Pitch: 22, by the clock tower
Days: Thursday, Friday and Saturday
Rent: £42 a day, paid weekly in advance

Pitches must be set up by 8:30am and cleared by 5:30pm. A pitch not taken by 9am may be let to a casual trader for the day.

Give 4 weeks' notice in writing to end the licence. Holiday of up to 2 weeks a year is allowed without losing the pitch.
""",
    "wholesale_account.md": """\
# Covent Flower Wholesale — account terms

- Account number: CF-20931
- Opening hours: Monday to Saturday, 4am to 10am
- Minimum order for delivery: £250; below that, collect from the market

Invoices are paid by direct debit 14 days after the invoice date. Flowers that arrive damaged must be reported within 2 hours of delivery, with photos, for a credit.
""",
    "price_board.csv": """\
item,bunch size,price
Tulips,10 stems,£6
Roses,12 stems,£15
Sunflowers,5 stems,£8
Eucalyptus,1 bundle,£5
Mixed wrap,seasonal,£20
""",
    "wedding_order.md": """\
# Wedding order — Patel and Morgan

Wedding date: Saturday 15 May 2027
Venue: Hartley Barn

| Item | Quantity | Price |
| --- | --- | --- |
| Bridal bouquet | 1 | £120 |
| Buttonholes | 8 | £80 |
| Table centres | 12 | £360 |

A 30% deposit secures the date; the balance is due 4 weeks before the wedding. Flowers are delivered to the venue by 11am on the day.
""",
    "stall_insurance.txt": """\
Market trader insurance — schedule

Insured: Rosa Bianchi
Public liability: £5,000,000
Stock cover: up to £1,500, excess £100
Renewal date: 1 March 2027

Stock is covered while on the stall and in the locked van, but not left in the van overnight.
""",
    "trading_notice.txt": """\
Eastgate Market — notice to traders

From 1 January 2027 the market will close at 4pm on Thursdays while the square is resurfaced. Thursday rent will be reduced to £30 during the works.

Traders may not use generators on the square. Each pitch may have one A-board, placed inside the pitch.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pitch.
    ("how much is my pitch a day", "pitch_licence.txt", "£42 a day"),
    ("what time do I have to be packed up", "pitch_licence.txt", "5:30pm"),
    ("can I take a week off without losing my pitch", "pitch_licence.txt", "up to 2 weeks a year"),
    ("what happens if I turn up late", "pitch_licence.txt", "casual trader"),
    # The wholesaler.
    ("when does the flower market open", "wholesale_account.md", "4am"),
    ("will they deliver a £100 order", "wholesale_account.md", "Minimum order for delivery: £250"),
    ("what do I do if the roses come damaged", "wholesale_account.md", "within 2 hours"),
    # Prices.
    ("how much are sunflowers", "price_board.csv", "£8"),
    ("how many roses in a bunch", "price_board.csv", "12 stems"),
    # The wedding.
    ("how many buttonholes for the Patel wedding", "wedding_order.md", "8"),
    ("when is the balance due", "wedding_order.md", "4 weeks before the wedding"),
    ("what time do the wedding flowers need to be there", "wedding_order.md", "11am"),
    ("how much deposit do they pay", "wedding_order.md", "30%"),
    # The insurance.
    ("is my stock covered in the van overnight", "stall_insurance.txt", "not left in the van overnight"),
    ("what's the excess", "stall_insurance.txt", "£100"),
    ("when do I renew the insurance", "stall_insurance.txt", "1 March 2027"),
    # The notice.
    ("what time does the market shut on Thursdays next year", "trading_notice.txt", "4pm"),
    ("can I run a generator", "trading_notice.txt", "may not use generators"),
    ("how much is Thursday rent during the works", "trading_notice.txt", "£30"),
    # Subjects the papers never mention.
    ("how much do I charge for delivery", None, ""),
    ("can I sell Christmas trees", None, ""),
    ("where do I put my rubbish", None, ""),
]
