"""A parent's papers for a child's birthday party (the thirty-fifth session): the venue booking, the
guest list as CSV, the party package, the allergy form, the entertainer's confirmation and the
invitation; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is another parent's bowling party papers: the
booking, the lanes as CSV, the party menu, the alley's rules, the cake order and a parent's reply,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "venue_booking.txt": """\
Jungle Jim's Soft Play: party booking

Name on booking: Priya Shah
Birthday child: Arjun, turning 6
Date: Saturday 21 June
Time: 1pm to 3pm (1 hour play, then 45 minutes in the party room)
Party room: Safari Room
Deposit paid: £50
Balance due on the day: £142.50
""",
    "guests.csv": """\
child,parent,reply,dietary
Maya,Sara,yes,vegetarian
Leo,Dan,yes,nut allergy
Zain,Amira,no,
Freddie,Kate,yes,
Ruby,Jo,maybe,dairy free
""",
    "party_package.md": """\
# Jungle Party package

£12.95 per child, minimum 10 children.

Each child gets a hot meal (nuggets, pizza or veggie bites), a drink and a party bag. Adults play free but pay £2.50 for a hot drink.

You may bring your own cake; we provide candles and a knife. Balloons and decorations are not allowed in the play frame.
""",
    "allergy_form.txt": """\
Allergy information

Please tell us about any allergies 7 days before the party. Our kitchen is not nut free, so we cannot guarantee any meal is free of nuts.
""",
    "entertainer_confirmation.txt": """\
Magic Max: booking confirmed

Show: 45 minutes of magic and balloon modelling, starting at 2:15pm in the party room.
Fee: £120, payable in cash on the day.
Max needs a table and a plug socket.
""",
    "invitation.txt": """\
You're invited to Arjun's 6th birthday!
Jungle Jim's Soft Play, Unit 3 Riverside Park
Saturday 21 June, 1pm to 3pm
Please wear socks. RSVP to Priya by 14 June.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time is the party", "venue_booking.txt", "1pm to 3pm"),
    ("how much is left to pay", "venue_booking.txt", "£142.50"),
    ("which party room are we in", "venue_booking.txt", "Safari Room"),
    # Guests.
    ("who has a nut allergy", "guests.csv", "Leo"),
    ("what is Maya's dietary requirement", "guests.csv", "vegetarian"),
    # The package.
    ("how much is it per child", "party_package.md", "£12.95"),
    ("can we bring our own cake", "party_package.md", "bring your own cake"),
    ("do adults pay", "party_package.md", "Adults play free"),
    ("are balloons allowed", "party_package.md", "not allowed"),
    # Allergies.
    ("when do they need to know about allergies", "allergy_form.txt", "7 days before"),
    ("is the kitchen nut free", "allergy_form.txt", "not nut free"),
    # The entertainer.
    ("what time does the magician start", "entertainer_confirmation.txt", "2:15pm"),
    ("how do I pay the magician", "entertainer_confirmation.txt", "cash on the day"),
    ("what does Max need", "entertainer_confirmation.txt", "a table and a plug socket"),
    # The invitation.
    ("when do people need to RSVP by", "invitation.txt", "14 June"),
    # Subjects the papers never mention.
    ("is there a face painter", None, ""),
    ("can siblings come", None, ""),
    ("is there parking", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bowling_booking.txt": """\
Strike Zone Bowling: party confirmation

Booked by: Gareth Lewis
Party for: Ellie, 9
Date: Sunday 6 July, 11am
Games: 2 games, then food in the diner
Children: 12
Total: £168 (paid in full)
""",
    "lanes.csv": """\
lane,bowlers,bumpers
Lane 7,"Ellie, Grace, Mia, Sophie, Hannah, Ava",on
Lane 8,"Noah, Jack, Oscar, Isla, Lily, Evie",on
""",
    "party_menu.md": """\
# Party menu

Choose one each: cheeseburger, hot dog, chicken strips or a veggie wrap. Every meal comes with fries and a slush.

Ice cream is £1.50 extra per child. Orders must be in 48 hours before the party.
""",
    "alley_rules.txt": """\
Alley rules

Bowling shoes must be worn on the lanes; we lend them free. Children under 8 must use bumpers. Please do not bring your own food into the diner, except a birthday cake.
""",
    "cake_order.txt": """\
Sugar & Spice Bakery

Order: unicorn cake, vanilla sponge, serves 15
Price: £38
Collect: Saturday 5 July after 10am
""",
    "parent_reply.txt": """\
Hi Gareth, Grace would love to come! She can't have gluten though, is there anything she can eat? Thanks, Naomi
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time does the party start", "bowling_booking.txt", "11am"),
    ("how many games do they get", "bowling_booking.txt", "2 games"),
    ("have I paid", "bowling_booking.txt", "paid in full"),
    # Lanes.
    ("which lane is Noah on", "lanes.csv", "Lane 8"),
    # The menu.
    ("what comes with every meal", "party_menu.md", "fries and a slush"),
    ("how much is ice cream", "party_menu.md", "£1.50"),
    ("when do I have to order the food", "party_menu.md", "48 hours before"),
    # Rules.
    ("do we need to bring bowling shoes", "alley_rules.txt", "lend them free"),
    ("do under 8s need bumpers", "alley_rules.txt", "must use bumpers"),
    ("can we take a cake", "alley_rules.txt", "except a birthday cake"),
    # The cake.
    ("how much is the cake", "cake_order.txt", "£38"),
    ("when can I pick up the cake", "cake_order.txt", "Saturday 5 July"),
    ("how many does the cake serve", "cake_order.txt", "15"),
    # The reply.
    ("what can't Grace eat", "parent_reply.txt", "gluten"),
    # Subjects the papers never mention.
    ("is there an arcade", None, ""),
    ("can parents bowl too", None, ""),
    ("do they give out party bags", None, ""),
]
