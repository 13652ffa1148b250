"""A stag weekend organiser's papers (the thirty-ninth session): the apartment booking, the go-kart
booking, the kitty as CSV, the weekend's plan, the train tickets and the best man's message to the
group. Its validation folder is a hen weekend's: the cottage booking, the cocktail class
confirmation, the cost split as CSV, the itinerary, the dress code message and the taxi booking,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "apartment_booking.txt": """\
Booking confirmed: Quayside Apartments, Newcastle
Lead guest: Sam Whitfield
Arrive Friday 11 June, check in from 4pm. Leave Sunday 13 June by 10am.
Three bedrooms, sleeps 8. Total £1,120, paid in full.
A £300 damage deposit will be taken on your card on arrival and released within 7 days of
check-out. Quiet hours are 11pm to 8am; parties are not allowed in the apartment.
""",
    "karting_booking.txt": """\
Tyne Karting: Grand Prix package for 8 drivers
Saturday 12 June, arrive 11.15am for an 11.45am briefing.
Includes 20 minutes of qualifying and a 30 minute race, with a podium and trophies.
£52 per driver. Drivers must wear closed-toe shoes. Anyone who has been drinking will not be
allowed to drive and no refund will be given.
""",
    "kitty.csv": """\
name,paid,owes
Sam,£250,£0
Josh,£250,£0
Ravi,£150,£100
Tom,£250,£0
Luke,£100,£150
""",
    "weekend_plan.md": """\
# The plan

**Friday**: meet at King's Cross at 3pm, curry at the Rupali at 8pm.

**Saturday**: karting, then the brewery tour at 4pm (Wylam Brewery, £18 each), dinner at the
Broad Chare at 8pm.

**Sunday**: full English at the apartment and home.
""",
    "train_tickets.txt": """\
LNER e-tickets: 8 x Advance Single, London King's Cross to Newcastle
Friday 11 June, departs 15:30, arrives 18:24, coach C, seats 21 to 28.
These tickets are only valid on the train shown. Return: Sunday 13 June, departs 13:00.
""",
    "best_man_message.txt": """\
Right lads, the dress code for Saturday night is shirts and proper shoes, the restaurant won't let
you in wearing trainers. Bring £60 cash for the kitty on the night. And nobody tells Dave about the
fancy dress until we're on the train. Sam
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time can we check in", "apartment_booking.txt", "from 4pm"),
    ("how much is the damage deposit", "apartment_booking.txt", "£300"),
    ("when do we have to leave the apartment", "apartment_booking.txt", "Sunday 13 June by 10am"),
    ("can we have a party in the flat", "apartment_booking.txt", "parties are not allowed"),
    ("what time do we need to be at the karting", "karting_booking.txt", "11.15am"),
    ("how long is the race", "karting_booking.txt", "30 minute"),
    ("how much is karting each", "karting_booking.txt", "£52"),
    ("what happens if someone's been drinking", "karting_booking.txt", "will not be"),
    ("how much does Luke still owe", "kitty.csv", "£150"),
    ("how much has Ravi paid", "kitty.csv", "£150"),
    ("where are we going for a curry", "weekend_plan.md", "the Rupali"),
    ("what time is the brewery tour", "weekend_plan.md", "4pm"),
    ("what time does the train leave", "train_tickets.txt", "15:30"),
    ("which coach are we in", "train_tickets.txt", "coach C"),
    ("can we get a later train back", "train_tickets.txt", "only valid on the train shown"),
    ("what should I wear on Saturday night", "best_man_message.txt", "shirts and proper shoes"),
    ("how much cash should I bring", "best_man_message.txt", "£60"),
    ("is there a pool at the apartment", None, ""),
    ("what's the groom's surname", None, ""),
    ("is golf on the Sunday", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "cottage_booking.txt": """\
Your stay at Bramble Barn, near Keswick
Friday 3 September to Monday 6 September (3 nights)
Sleeps 10 in 5 bedrooms, with a hot tub. Check in 4pm, check out 10am.
Balance of £1,890 due 6 weeks before arrival. Hen parties welcome, but no glitter or confetti
in the hot tub, please; cleaning it costs £150.
""",
    "cocktail_class.txt": """\
Shaken & Stirred: private cocktail class for 10
Saturday 4 September, 3pm to 5pm, at our Keswick bar.
Each guest makes three cocktails and gets a welcome prosecco. £35 per person.
We can do alcohol-free versions of every cocktail; let us know on the day.
""",
    "cost_split.csv": """\
item,total,per person
Cottage,£1,890,£189
Cocktail class,£350,£35
Saturday dinner,£450,£45
Decorations and games,£120,£12
""",
    "itinerary.md": """\
# Hen weekend: Priya's

- **Friday**: arrive from 4pm, pizza and games night
- **Saturday**: morning walk up Catbells (bring boots), cocktails at 3pm, dinner at Morrel's at 7.30pm
- **Sunday**: spa at the Lodore Falls hotel, 10am to 1pm
- **Monday**: breakfast, tidy up, leave by 10am
""",
    "dress_code_message.txt": """\
Hi girls! Saturday night's theme is 1920s, so think flapper dresses and feathers. Priya doesn't
know, so keep it quiet. Bring a swimsuit for the hot tub and the spa. Maya x
""",
    "taxi_booking.txt": """\
Keswick Cabs: booking KC-4418
Pick up: Bramble Barn, Saturday 4 September at 7.10pm, two 6-seater cars, to Morrel's.
Return pick up at 11.30pm. Fare £14 each way per car.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many does the cottage sleep", "cottage_booking.txt", "Sleeps 10"),
    ("when is the balance due", "cottage_booking.txt", "6 weeks before arrival"),
    ("can we use confetti in the hot tub", "cottage_booking.txt", "no glitter or confetti"),
    ("what time is the cocktail class", "cocktail_class.txt", "3pm to 5pm"),
    ("is there an alcohol free option", "cocktail_class.txt", "alcohol-free versions"),
    ("how much is dinner each", "cost_split.csv", "£45"),
    ("how much is the cottage per person", "cost_split.csv", "£189"),
    ("where's dinner on Saturday", "itinerary.md", "Morrel's"),
    ("what do I need for the walk", "itinerary.md", "bring boots"),
    ("when is the spa", "itinerary.md", "10am to 1pm"),
    ("what's the theme for Saturday night", "dress_code_message.txt", "1920s"),
    ("what time is the taxi", "taxi_booking.txt", "7.10pm"),
    ("how much is the taxi", "taxi_booking.txt", "£14"),
    ("is there a pool at the cottage", None, ""),
    ("can we bring a dog", None, ""),
    ("who is the photographer", None, ""),
]
