"""A shopper's papers (the twenty-second session): an online order confirmation, a shop's
returns policy, a loyalty card's terms, a missed-delivery card and a CSV of the year's orders;
fit, its questions and expected text written before the tool was run on it, its failures read
and mended. Its validation folder is another household's: a sofa delivery booking, a veg box
subscription, an electronics shop's price promise, a gift card's terms and a CSV of returns,
written at the same time and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Thanks for your order, Priya!

Order number: HW-558120
Placed: 3 November 2026

1 x Cordless drill 18V — £89.99
2 x Storage boxes (large) — £24.00
Delivery (standard, 3-5 working days) — £3.95
Order total: £117.94

Paid with Visa ending 4417.

Your parcel will be delivered to 14 Mill Lane, Hexham NE46 3PL. We'll email you a tracking link when it leaves our warehouse.

Need to change something? Orders can be changed or cancelled within 1 hour of being placed, from Your Orders.
""",
    "returns_policy.md": """\
# Homeworks returns policy

## Changed your mind

You can return most items within 30 days of delivery for a full refund, as long as they are unused and in their original packaging. Return postage is free with the prepaid label in your parcel, or you can take the item to any Homeworks store.

## Faulty items

If something is faulty, tell us within 12 months. We will repair, replace or refund it. Power tools carry a 2-year guarantee.

## Items we can't take back

Cut timber, mixed paint and opened sealants cannot be returned unless they are faulty.

## Refunds

Refunds are made to your original payment method within 5 working days of the return reaching us.
""",
    "loyalty_card.md": """\
# Homeworks Club card — how it works

You earn 1 point for every £1 you spend in store or online. Every 500 points becomes a £5 voucher, sent by email at the end of each quarter.

Members get 10% off on the first Wednesday of each month (not on sale items or gift cards).

Vouchers are valid for 3 months from the date they are issued. Points expire if the card is not used for 12 months.

Lost your card? Use the app or give your email address at the till; a replacement card costs nothing.
""",
    "missed_delivery.txt": """\
Sorry we missed you

SwiftParcel tried to deliver your parcel on Friday 6 November at 11:42, but nobody was in.

Your parcel is now at: Hexham Post Office, 9 Fore Street.
Collect it from: Monday 9 November, after 12:00.
Bring: this card and photo ID.

We will keep it for 14 days, then it goes back to the sender.

You can also rebook delivery for free at swiftparcel.example/rebook with the reference SP 7741 2290.
""",
    "orders_2026.csv": """\
date,order,shop,item,price,status
2026-01-14,AM-10292,Bookfair,garden planner 2026,£12.50,delivered
2026-03-02,HW-401877,Homeworks,paint roller set,£15.99,delivered
2026-05-19,TS-88310,TechStop,wireless earbuds,£59.00,returned
2026-08-07,KB-2231,Kidsbay,school shoes,£34.00,delivered
2026-11-03,HW-558120,Homeworks,cordless drill 18V,£89.99,on its way
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The order.
    ("what's my order number", "order_confirmation.txt", "HW-558120"),
    ("how much did I pay in total", "order_confirmation.txt", "£117.94"),
    ("how much was the drill", "order_confirmation.txt", "£89.99"),
    ("how much was delivery", "order_confirmation.txt", "£3.95"),
    ("which card did I pay with", "order_confirmation.txt", "4417"),
    ("where is it being delivered", "order_confirmation.txt", "14 Mill Lane"),
    ("can I still cancel the order", "order_confirmation.txt", "within 1 hour"),
    ("how long will delivery take", "order_confirmation.txt", "3-5 working days"),
    # The returns policy.
    ("how long do I have to return something", "returns_policy.md", "30 days"),
    ("do I have to pay to send it back", "returns_policy.md", "free"),
    ("can I return cut timber", "returns_policy.md", "cannot be returned"),
    ("how long is the guarantee on power tools", "returns_policy.md", "2-year"),
    ("when will I get my refund", "returns_policy.md", "5 working days"),
    ("can I take it back to a shop", "returns_policy.md", "any Homeworks store"),
    # The loyalty card.
    ("how many points do I get per pound", "loyalty_card.md", "1 point"),
    ("when is the member discount day", "loyalty_card.md", "first Wednesday"),
    ("how much is the member discount", "loyalty_card.md", "10%"),
    ("how long are vouchers valid", "loyalty_card.md", "3 months"),
    ("do my points expire", "loyalty_card.md", "12 months"),
    ("how much is a new card if I lose mine", "loyalty_card.md", "costs nothing"),
    # The missed delivery.
    ("where is my parcel", "missed_delivery.txt", "Hexham Post Office"),
    ("when can I pick up the parcel", "missed_delivery.txt", "Monday 9 November"),
    ("what do I need to bring to collect it", "missed_delivery.txt", "photo ID"),
    ("how long will they keep my parcel", "missed_delivery.txt", "14 days"),
    ("what's the parcel reference", "missed_delivery.txt", "SP 7741 2290"),
    ("can they deliver it again", "missed_delivery.txt", "rebook delivery for free"),
    # The year's orders.
    ("when did I buy the school shoes", "orders_2026.csv", "2026-08-07"),
    ("how much were the earbuds", "orders_2026.csv", "£59.00"),
    ("which shop did I get the garden planner from", "orders_2026.csv", "Bookfair"),
    ("what did I send back", "orders_2026.csv", "wireless earbuds"),
    ("what did I order from Kidsbay", "orders_2026.csv", "school shoes"),
    # Subjects the papers never mention.
    ("is there click and collect", None, ""),
    ("do you price match", None, ""),
    ("how do I get a VAT receipt", None, ""),
    ("can I pay in instalments", None, ""),
    ("is there student discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "sofa_delivery.md": """\
# Loungely — your delivery is booked

**Item:** Harlow 3-seater sofa, sage velvet
**Delivery date:** Thursday 21 January 2027
**Time slot:** 07:00 to 13:00 (we'll text a 2-hour window the evening before)
**Address:** Flat 3, 22 Quay Road, Whitby YO21 1DH

Our two-person team will carry the sofa to the room of your choice and take away the packaging. Please measure doors and stairs beforehand: we can't take the sofa through a window.

To change the date, call 0800 046 2210 at least 3 working days before delivery. Removal of an old sofa costs £40 and must be booked in advance.
""",
    "veg_box.txt": """\
Green Acre veg box — your subscription

Box: Medium mixed veg, delivered every Tuesday
Price: £18.50 a box, charged the Friday before delivery

Skip a week or pause your box in your account by 23:59 on Thursday. You can cancel at any time with no fee.

Boxes are left on your doorstep if you're out, unless you give us a safe place. Return the cardboard box next week and we'll reuse it.

Everything is organic and grown within 30 miles of the farm.
""",
    "price_promise.md": """\
# TechStop price promise

If you find the same product cheaper at another UK retailer within 14 days of buying it from us, we'll refund the difference.

The product must be new, in stock and the same model. We don't match marketplace sellers, auction sites or member-only prices.

Bring your receipt and a link to the cheaper price to any store, or use the chat on our website.
""",
    "gift_card.txt": """\
Bloom & Wild gift card — terms

The card can be used in any of our shops and online. It is valid for 24 months from the date it was bought; any balance left after that is lost.

Check your balance on the back of your receipt or at the till. Gift cards cannot be exchanged for cash.

If your card is lost or stolen, we can only replace it if you have the receipt.
""",
    "returns_log.csv": """\
date sent,shop,item,reason,refund,refund date
2026-09-02,Threadline,wool coat (size 12),too small,£120.00,2026-09-09
2026-10-15,Loungely,cushion covers,colour not as shown,£24.00,2026-10-21
2026-11-11,TechStop,smart speaker,faulty,£49.99,pending
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The sofa delivery.
    ("when is the sofa coming", "sofa_delivery.md", "21 January 2027"),
    ("what time will they deliver", "sofa_delivery.md", "07:00 to 13:00"),
    ("how do I change the delivery date", "sofa_delivery.md", "0800 046 2210"),
    ("can they take my old sofa away", "sofa_delivery.md", "£40"),
    ("will they take the packaging", "sofa_delivery.md", "take away the packaging"),
    ("what colour is the sofa", "sofa_delivery.md", "sage velvet"),
    # The veg box.
    ("how much is the veg box", "veg_box.txt", "£18.50"),
    ("what day does the veg box come", "veg_box.txt", "Tuesday"),
    ("when do I have to skip a week by", "veg_box.txt", "Thursday"),
    ("is there a fee to cancel", "veg_box.txt", "no fee"),
    ("what happens if I'm not in", "veg_box.txt", "doorstep"),
    ("is the veg organic", "veg_box.txt", "organic"),
    # The price promise.
    ("will TechStop match a cheaper price", "price_promise.md", "refund the difference"),
    ("how long after buying can I claim the price match", "price_promise.md", "14 days"),
    ("do they match Amazon marketplace", "price_promise.md", "don't match marketplace"),
    ("what do I need for a price match", "price_promise.md", "receipt"),
    # The gift card.
    ("how long is the gift card valid", "gift_card.txt", "24 months"),
    ("can I swap my gift card for cash", "gift_card.txt", "cannot be exchanged"),
    ("how do I check my gift card balance", "gift_card.txt", "back of your receipt"),
    ("what if I lose the gift card", "gift_card.txt", "receipt"),
    # The returns.
    ("why did I send the coat back", "returns_log.csv", "too small"),
    ("how much was the refund for the cushion covers", "returns_log.csv", "£24.00"),
    ("has the speaker refund come through", "returns_log.csv", "pending"),
    ("when did I get the coat refund", "returns_log.csv", "2026-09-09"),
    # Subjects the papers never mention.
    ("can I pay for the sofa on finance", None, ""),
    ("is there a warranty on the sofa", None, ""),
    ("can I add eggs to my veg box", None, ""),
    ("does TechStop do student discount", None, ""),
    ("can I use the gift card on sale items", None, ""),
]
