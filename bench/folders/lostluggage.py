"""A traveller's lost luggage papers (the forty-third session): the airport's property
irregularity report, the airline's claim rules, the receipts for what was bought as a table, the
airline's update emails, the travel insurance's baggage section and a note to self. Its
validation folder is a lost parcel claim's: the courier's tracking page, the claim form, the
contents as CSV, the courier's reply and the seller's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pir_report.txt": """\
Property Irregularity Report
File reference: EDIBA41872
Flight: BA 1446, London Heathrow to Edinburgh, 3 July
Bag: large black hard-shell suitcase with a yellow strap, tag BA 482915
Delivery address: 9 Marchmont Crescent, Edinburgh
""",
    "claim_rules.txt": """\
You can claim for essential items you buy while your bag is delayed, such as toiletries and a change
of clothes, up to £50 a day. Keep all receipts. If your bag has not been found after 21 days it is
treated as lost, and you must send a full claim within 21 days of that.
""",
    "receipts.md": """\
# What I bought

| date | shop | item | cost |
|---|---|---|---|
| 3 July | Boots | toiletries | £18.40 |
| 4 July | Marks and Spencer | shirt and underwear | £46.00 |
| 4 July | Superdrug | phone charger | £14.99 |
""",
    "airline_updates.txt": """\
5 July: Your bag has been traced to Heathrow and will be on the next flight to Edinburgh.
6 July: Your bag arrived in Edinburgh and will be delivered by courier between 2pm and 6pm today.
""",
    "insurance_baggage.txt": """\
Delayed baggage: if your bags are delayed for more than 12 hours we pay up to £200 for essentials.
You must claim from the airline first. The excess for baggage claims is £75.
""",
    "note_to_self.txt": """\
Remember the suitcase lock was broken when it came back. Take photos and tell BA within 7 days.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the file reference", "pir_report.txt", "EDIBA41872"),
    ("what flight was it", "pir_report.txt", "BA 1446"),
    ("what does my suitcase look like", "pir_report.txt", "black hard-shell"),
    ("how much can I spend a day", "claim_rules.txt", "£50 a day"),
    ("what can I claim for", "claim_rules.txt", "toiletries"),
    ("when is the bag counted as lost", "claim_rules.txt", "after 21 days"),
    ("how much were the toiletries", "receipts.md", "£18.40"),
    ("where did I buy the charger", "receipts.md", "Superdrug"),
    ("when was the bag found", "airline_updates.txt", "5 July"),
    ("what time is the bag being delivered", "airline_updates.txt", "between 2pm and 6pm"),
    ("how long does the bag have to be delayed for the insurance", "insurance_baggage.txt", "more than 12 hours"),
    ("how much will the insurance pay", "insurance_baggage.txt", "£200"),
    ("what's the excess", "insurance_baggage.txt", "£75"),
    ("who do I claim from first", "insurance_baggage.txt", "airline first"),
    ("what was wrong with the suitcase", "note_to_self.txt", "lock was broken"),
    ("how long do I have to report the damage", "note_to_self.txt", "within 7 days"),
    ("can I claim for a taxi", None, ""),
    ("is the airline paying compensation for the delay", None, ""),
    ("what's the airline's phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "tracking.txt": """\
Parcel SP 8812 3340 GB
18 May 09:12: collected from sender, Bristol
19 May 06:40: at Swindon hub
19 May 14:05: out for delivery
19 May 18:30: delivery failed, address not found
""",
    "claim_form.txt": """\
Claim type: lost parcel
Parcel value declared: £120
Claim submitted: 2 June
You can claim up to £100 without proof of value; above that, send the invoice.
""",
    "contents.csv": """\
item,quantity,value
wool jumper,1,£65
scarf,2,£40
gift card,1,£15
""",
    "courier_reply.txt": """\
We're sorry your parcel has been lost. We will refund £100 within 10 working days. For the remaining
£20 please send the invoice to claims@speedpost.example.
""",
    "seller_email.txt": """\
Hi, I've sent a replacement jumper by first class post today at our cost. You should get it in 1 to 3
days. Sorry for the trouble, Lucy at Fell Knitwear.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where did the parcel go wrong", "tracking.txt", "address not found"),
    ("when was it collected", "tracking.txt", "18 May"),
    ("what's the tracking number", "tracking.txt", "SP 8812 3340 GB"),
    ("how much was the parcel worth", "claim_form.txt", "£120"),
    ("how much can I claim without proof", "claim_form.txt", "£100"),
    ("how many scarves were in it", "contents.csv", "2"),
    ("how much was the gift card", "contents.csv", "£15"),
    ("how much are they refunding", "courier_reply.txt", "£100"),
    ("when will I get the refund", "courier_reply.txt", "within 10 working days"),
    ("where do I send the invoice", "courier_reply.txt", "claims@speedpost.example"),
    ("when will the new jumper arrive", "seller_email.txt", "1 to 3"),
    ("who sent the replacement", "seller_email.txt", "Lucy"),
    ("will they redeliver tomorrow", None, ""),
    ("can I get compensation for the delay", None, ""),
]
