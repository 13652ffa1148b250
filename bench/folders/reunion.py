"""A school reunion organiser's papers (the fortieth session): the pub's function room booking,
the guest list as CSV, the buffet order, the invitation, the costs as a table and an old
classmate's email. Its validation folder is a family reunion's: the holiday house booking, the
family tree notes, the meals rota as a table, the activities list, the costs split as CSV and a
cousin's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "function_room.txt": """\
The Red Lion: function room booking

Date: Saturday 12 October, 7pm until midnight
Room: the Long Room, up to 80 guests standing or 50 seated
Room hire is free with a minimum bar spend of £600. If the bar takes less, we charge the
difference. A deposit of £100 secures the date and comes off the final bill.
""",
    "guest_list.csv": """\
name,coming,paid
Jenny Clarke,yes,yes
Marcus Webb,yes,no
Priya Nair,maybe,no
Owen Hughes,no,
Tasha Grant,yes,yes
""",
    "buffet_order.txt": """\
Buffet for 45 people from the Red Lion kitchen: sandwiches, sausage rolls, quiche, vegetable samosas,
chips and a cheese board. £12 a head, served at 8.30pm. Final numbers are needed a week before.
Gluten-free plates can be made if we know in advance.
""",
    "invitation.txt": """\
Class of 2004: 20 years on!

Join us at the Red Lion, Market Street, on Saturday 12 October from 7pm. Tickets are £20, which
covers the buffet and a drink on arrival. Pay Jenny by bank transfer by 20 September. Partners
are welcome. Bring your old photos for the memory wall!
""",
    "costs.md": """\
# Reunion costs

| item | cost |
|---|---|
| buffet (45 x £12) | £540 |
| DJ | £200 |
| name badges and decorations | £45 |
| photo booth | £150 |
""",
    "classmate_email.txt": """\
Hi Jen! Count me in, and my wife Laura. I'm coming from Bristol so we'll stay at the Premier Inn on
the bypass. Is Mr Fletcher coming? He was the best teacher we had. Dan
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many people does the function room hold", "function_room.txt", "up to 80 guests standing"),
    ("what's the minimum bar spend", "function_room.txt", "£600"),
    ("how much is the deposit for the room", "function_room.txt", "£100"),
    ("has Marcus paid", "guest_list.csv", "no"),
    ("is Priya coming", "guest_list.csv", "maybe"),
    ("how much is the buffet per person", "buffet_order.txt", "£12 a head"),
    ("what time is the food served", "buffet_order.txt", "8.30pm"),
    ("when does the pub need final numbers", "buffet_order.txt", "a week before"),
    ("can they do gluten free", "buffet_order.txt", "Gluten-free plates"),
    ("how much are tickets", "invitation.txt", "£20"),
    ("what does the ticket include", "invitation.txt", "buffet and a drink on arrival"),
    ("when do people need to pay by", "invitation.txt", "20 September"),
    ("can people bring partners", "invitation.txt", "Partners are welcome"),
    ("how much is the DJ", "costs.md", "£200"),
    ("where is Dan staying", "classmate_email.txt", "Premier Inn"),
    ("who is Dan bringing", "classmate_email.txt", "Laura"),
    ("is there parking at the pub", None, ""),
    ("what's the dress code", None, ""),
    ("is Mr Fletcher coming", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "house_booking.txt": """\
Coastal Retreats: booking confirmed

Property: Tregarthen House, near Padstow. Sleeps 18 in 8 bedrooms.
Arrive Friday 15 August after 4pm; leave Monday 18 August by 10am.
Total £2,460, fully paid. Up to two dogs allowed for £30 each. No parties or events with
outside guests.
""",
    "family_tree_notes.txt": """\
Who's who: Grandma Rose (88) is coming with Aunt Pat. Uncle Geoff and Aunt Mary are bringing
the twins, Ella and Finn, who are 7. Cousin Leo is flying in from Toronto on the Thursday.
""",
    "meals_rota.md": """\
# Meals rota

| meal | cooking |
|---|---|
| Friday dinner | fish and chips, ordered in |
| Saturday lunch | Pat and Mary |
| Saturday dinner | barbecue, Geoff |
| Sunday lunch | roast, Leo and Sam |
""",
    "activities.txt": """\
Saturday morning: beach and rock pooling at Harlyn Bay. Sunday afternoon: the family photo on the
lawn at 3pm, then the quiz. Grandma's 88th birthday cake is on Saturday night.
""",
    "costs_split.csv": """\
household,people,share
Rose and Pat,2,£270
Geoff and Mary,4,£540
Leo,1,£140
Sam and Jo,3,£410
""",
    "cousin_message.txt": """\
Sam here: I'll bring the gazebo and the big cool box. Can someone else do the quiz? I did it
last time! Also Jo is vegan now. x
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many does the house sleep", "house_booking.txt", "Sleeps 18"),
    ("what time can we check in", "house_booking.txt", "after 4pm"),
    ("how much is it for a dog", "house_booking.txt", "£30 each"),
    ("how old are the twins", "family_tree_notes.txt", "7"),
    ("where is Leo flying in from", "family_tree_notes.txt", "Toronto"),
    ("who is cooking Saturday lunch", "meals_rota.md", "Pat and Mary"),
    ("what's for dinner on Friday", "meals_rota.md", "fish and chips"),
    ("what time is the family photo", "activities.txt", "3pm"),
    ("when is Grandma's cake", "activities.txt", "Saturday night"),
    ("how much do Geoff and Mary owe", "costs_split.csv", "£540"),
    ("what is Sam bringing", "cousin_message.txt", "gazebo"),
    ("is Jo vegetarian", "cousin_message.txt", "vegan"),
    ("is there a hot tub", None, ""),
    ("how far is the beach from the house", None, ""),
    ("who is doing the quiz", None, ""),
]
