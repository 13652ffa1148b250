"""A wine club subscriber's papers (the thirty-ninth session): the membership terms, the case's
tasting notes, the delivery schedule as CSV, the member offers, the order confirmation and the
courier's text. Its validation folder is a veg box customer's: the box sizes as a table, the
delivery rounds as CSV, the box's contents this week, the account terms, the recipe card and the
farm's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_terms.txt": """\
Vine & Vale Wine Club: membership terms

You receive a case of 12 bottles every 3 months for £149, delivery included. You can skip a case
or change your mix up to 10 days before the dispatch date. Cancel any time after your second case
by email or phone. Members get 15% off all other wines, all year.
""",
    "tasting_notes.md": """\
# Your spring case

## Picpoul de Pinet 2025
Crisp and lemony. Drink with seafood. Serve chilled.

## Rioja Crianza 2021
Soft red fruit and vanilla. Lovely with lamb. Open an hour before drinking.

## Malbec, Mendoza 2023
Rich and dark, with plums. Great with steak. Drink within 3 years.
""",
    "deliveries.csv": """\
case,dispatch date,status
Winter,2026-12-02,delivered
Spring,2027-03-03,dispatched
Summer,2027-06-02,scheduled
Autumn,2027-09-01,scheduled
""",
    "member_offers.txt": """\
Member offers this month

Mixed dozen of Italian reds: £110 (save £38). Free corkscrew with any order over £60. Refer a
friend and you both get £25 off your next case.
""",
    "order_confirmation.txt": """\
Order VV-20831 confirmed
6 x Champagne Delamotte Brut at £34 each, less 15% member discount: £173.40
Delivery: free. Signature required on delivery: an adult aged 18 or over must sign.
""",
    "courier_text.txt": """\
DPD: your Vine & Vale parcel will arrive tomorrow between 10:42 and 11:42. Nobody in? You can
change the day or send it to a pickup shop in the app. Photo ID will be checked.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many bottles are in a case", "membership_terms.txt", "12 bottles"),
    ("how much is each case", "membership_terms.txt", "£149"),
    ("can I skip a case", "membership_terms.txt", "up to 10 days before"),
    ("when can I cancel", "membership_terms.txt", "after your second case"),
    ("what discount do members get", "membership_terms.txt", "15%"),
    ("what goes with the Rioja", "tasting_notes.md", "lamb"),
    ("should I chill the Picpoul", "tasting_notes.md", "Serve chilled"),
    ("how long will the Malbec keep", "tasting_notes.md", "within 3 years"),
    ("when does the summer case go out", "deliveries.csv", "2027-06-02"),
    ("has the spring case been sent", "deliveries.csv", "dispatched"),
    ("how much are the Italian reds", "member_offers.txt", "£110"),
    ("what do I get for referring a friend", "member_offers.txt", "£25 off"),
    ("how much did the champagne cost", "order_confirmation.txt", "£173.40"),
    ("does someone need to sign for it", "order_confirmation.txt", "must sign"),
    ("when is the parcel coming", "courier_text.txt", "tomorrow between 10:42 and 11:42"),
    ("what if I'm not in", "courier_text.txt", "pickup shop"),
    ("is there a tasting evening", None, ""),
    ("do they sell gin", None, ""),
    ("can I get a gift card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "box_sizes.md": """\
# Our boxes

| box | feeds | price |
|---|---|---|
| Small veg | 1 to 2 people | £16.50 |
| Medium veg | 2 to 3 people | £21.00 |
| Large veg | 4 or more | £27.50 |
| Fruit and veg | 2 to 3 people | £25.00 |
""",
    "rounds.csv": """\
area,delivery day,order by
Hebden Bridge,Tuesday,Sunday 8pm
Todmorden,Wednesday,Monday 8pm
Mytholmroyd,Thursday,Tuesday 8pm
""",
    "this_week.txt": """\
In your medium box this week: new potatoes, rainbow chard, spring onions, broad beans,
cucumber and strawberries. Everything is organic and grown within 30 miles, apart from the
cucumber, which comes from a farm in Lancashire.
""",
    "account_terms.txt": """\
Your account

Pause deliveries for up to 8 weeks at a time from your account page. Leave the box somewhere
shady if you're out; we'll collect the empty box next time. Boxes left out in the sun are not our
responsibility. Payment is taken the day before delivery.
""",
    "recipe_card.txt": """\
Broad bean and chard orzo (serves 2, 25 minutes)

Pod the broad beans and blanch them for 2 minutes. Cook 150g orzo. Wilt the chard with garlic,
then stir everything together with lemon and parmesan.
""",
    "farm_email.txt": """\
Hi Claire, the bank holiday Monday means Tuesday's round moves to Wednesday next week. Our farm
open day is on Sunday 13 June, 11am to 3pm, with tractor rides for the kids. Rob at Moorside Farm
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the medium box", "box_sizes.md", "£21.00"),
    ("how many people does a large box feed", "box_sizes.md", "4 or more"),
    ("when do they deliver to Todmorden", "rounds.csv", "Wednesday"),
    ("when do I need to order by for Hebden Bridge", "rounds.csv", "Sunday 8pm"),
    ("what's in the box this week", "this_week.txt", "new potatoes"),
    ("where's the cucumber from", "this_week.txt", "Lancashire"),
    ("can I pause my box", "account_terms.txt", "up to 8 weeks"),
    ("where will they leave the box", "account_terms.txt", "somewhere"),
    ("when do they take payment", "account_terms.txt", "the day before delivery"),
    ("how long does the orzo take", "recipe_card.txt", "25 minutes"),
    ("how long do I blanch the beans", "recipe_card.txt", "2 minutes"),
    ("when is the open day", "farm_email.txt", "Sunday 13 June"),
    ("is my delivery moving next week", "farm_email.txt", "moves to Wednesday"),
    ("do they deliver eggs", None, ""),
    ("is there a discount for students", None, ""),
    ("can I swap the chard", None, ""),
]
