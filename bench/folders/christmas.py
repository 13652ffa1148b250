"""A household's Christmas papers (the fortieth session): the butcher's turkey order, the last
posting dates as a table, the carol service notice, the office party email, a toy shop's gift
receipt and the family's plans in a text. Its validation folder is a New Year's Eve party host's:
the venue hire confirmation, the caterer's menu, the guest list as CSV, the DJ's booking, the
fireworks display notice and a friend's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "turkey_order.txt": """\
Hendry's Family Butchers: Christmas order 0417

Free-range bronze turkey, 6 to 7kg (serves 10 to 12): £84.00
Pigs in blankets, 24: £9.50
Chipolata stuffing, 500g: £6.00
Deposit paid: £20.00. Balance due on collection.
Collection: Monday 23 December between 8am and 2pm. Bring this slip with you.
""",
    "posting_dates.md": """\
# Last posting dates for Christmas

| service | last date |
|---|---|
| second class | Wednesday 18 December |
| first class | Friday 20 December |
| Special Delivery Guaranteed | Monday 23 December |
| international standard, Europe | Monday 9 December |
""",
    "carol_service.txt": """\
St Mary's Church, Littlebourne

Carols by Candlelight: Sunday 22 December at 6pm. Doors open at 5.30pm. A retiring collection
will go to the Littlebourne food bank. Mulled wine and mince pies afterwards in the church rooms.
The crib service for young children is on Christmas Eve at 4pm.
""",
    "office_party_email.txt": """\
Subject: Christmas party!

Hi all, this year's party is on Friday 13 December at The Crown, from 7pm. The company pays for a
three-course meal and the first two drinks; after that it's a cash bar. Dress code: festive
jumpers welcome. Please choose your menu options by 29 November. Secret Santa limit is £10.
Karen
""",
    "gift_receipt.txt": """\
Toyland: gift receipt
Lego Technic Race Car
Exchange or refund within 28 days. Items bought from 1 November can be returned until
31 January. Keep this receipt; the price is not shown.
""",
    "family_plans.txt": """\
Mum: Right, plans. Grandma and Grandad arrive Christmas Eve by train, the 14:12 into Canterbury,
can someone pick them up? Lunch on the day is at 2pm. Auntie Sue is bringing the Christmas pudding.
We're at Sue's for Boxing Day from midday.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I collect the turkey", "turkey_order.txt", "Monday 23 December"),
    ("how big is the turkey", "turkey_order.txt", "6 to 7kg"),
    ("how much deposit did we pay", "turkey_order.txt", "£20.00"),
    ("what's the last day for first class post", "posting_dates.md", "Friday 20 December"),
    ("when's the last posting date for Europe", "posting_dates.md", "Monday 9 December"),
    ("what time is the carol service", "carol_service.txt", "6pm"),
    ("where does the collection go", "carol_service.txt", "food bank"),
    ("when is the crib service", "carol_service.txt", "Christmas Eve at 4pm"),
    ("where is the office party", "office_party_email.txt", "The Crown"),
    ("are drinks free at the party", "office_party_email.txt", "first two drinks"),
    ("what's the Secret Santa limit", "office_party_email.txt", "£10"),
    ("when do I have to choose my menu", "office_party_email.txt", "29 November"),
    ("until when can the Lego be returned", "gift_receipt.txt", "31 January"),
    ("what train are Grandma and Grandad getting", "family_plans.txt", "14:12"),
    ("what time is Christmas lunch", "family_plans.txt", "2pm"),
    ("who is bringing the pudding", "family_plans.txt", "Auntie Sue"),
    ("how long do I cook the turkey for", None, ""),
    ("when are the bin collections over Christmas", None, ""),
    ("what's the dress code at the carol service", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "venue_confirmation.txt": """\
The Boathouse: private hire confirmed

Event: New Year's Eve party for 60 guests, Tuesday 31 December, 8pm to 1am.
Hire fee: £600, deposit of £200 paid. The balance is due 14 days before the event.
The bar closes at 12.30am. Music must stop at 1am. No confetti or glitter, please.
""",
    "caterer_menu.md": """\
# Buffet menu (Feast & Co)

- Mini beef burgers, chicken satay, halloumi fries (vegetarian)
- Smoked salmon blinis, falafel with hummus (vegan)
- Chocolate brownies and lemon tarts
- £18.50 per head; dietary needs to us by 20 December
""",
    "guest_list.csv": """\
name,replied,diet
Amira Khan,yes,vegetarian
Ben Foster,yes,
Cleo Grant,no,
Dev Patel,yes,vegan
Ella Moss,not yet,
""",
    "dj_booking.txt": """\
DJ Rob Steele: booking confirmed for 31 December, 9pm to 1am. Fee £350, paid on the night in
cash. I'll arrive at 7.30pm to set up and need one plug socket near the stage. Requests welcome
by email before the night.
""",
    "fireworks_notice.txt": """\
Riverside fireworks display, New Year's Eve

The council's display starts at midnight and lasts ten minutes, best seen from the river path
and the bridge. Road closures on Quay Street from 10pm to 1am. The display goes ahead in light
rain but is cancelled in high winds.
""",
    "friend_message.txt": """\
Hey! Can't wait for Tuesday. I can bring my speaker and fairy lights if useful? Also I'll be
late, I'm coming from work, probably around 10. Sam x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the party finish", "venue_confirmation.txt", "1am"),
    ("when is the balance due for the venue", "venue_confirmation.txt", "14 days before the event"),
    ("can we have confetti", "venue_confirmation.txt", "No confetti or glitter"),
    ("how much is the buffet per person", "caterer_menu.md", "£18.50 per head"),
    ("what's vegan on the menu", "caterer_menu.md", "falafel with hummus"),
    ("what diet is Dev", "guest_list.csv", "vegan"),
    ("has Ella replied", "guest_list.csv", "not yet"),
    ("how much is the DJ", "dj_booking.txt", "£350"),
    ("when does the DJ arrive to set up", "dj_booking.txt", "7.30pm"),
    ("when do the fireworks start", "fireworks_notice.txt", "midnight"),
    ("which road is closed", "fireworks_notice.txt", "Quay Street"),
    ("what time is Sam arriving", "friend_message.txt", "around 10"),
    ("is there a cloakroom", None, ""),
    ("how much is a taxi home", None, ""),
    ("are children allowed", None, ""),
]
