"""A household's food papers (the twenty-second session): a restaurant booking, a menu with its
allergens as a markdown table, a recipe, a meal kit subscription and a CSV of takeaway orders;
fit, its questions and expected text written before the tool was run on it, its failures read
and mended. Its validation folder is another household's: a cookery class booking, a café's
allergen sheet as CSV, a bread recipe, a supermarket delivery slot and a food bank's volunteer
rota, written at the same time and run once at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "restaurant_booking.txt": """\
Your table at Olive & Thyme is confirmed

Name: Hannah Kowalski
Date: Saturday 13 March 2027
Time: 19:30
Guests: 6
Booking reference: OT-77315

We hold tables for 15 minutes; after that we may give your table to waiting guests.

For groups of 6 or more a 12.5% service charge is added to the bill. Please tell us about allergies when you arrive.

To cancel, use the link in this email at least 24 hours before, or a charge of £10 per person applies.

We are at 21 Harbour Street, next to the cinema. The nearest car park is on Quay Lane (free after 18:00).
""",
    "menu.md": """\
# Olive & Thyme — dinner menu

| Dish | Price | Allergens | Vegan |
| --- | --- | --- | --- |
| Roasted tomato soup | £6.50 | celery | yes |
| Crab linguine | £16.00 | gluten, crustaceans, egg | no |
| Mushroom risotto | £13.50 | milk, celery | no |
| Chickpea tagine | £12.00 | sesame | yes |
| Sticky toffee pudding | £7.00 | gluten, milk, egg | no |

Gluten-free pasta can be swapped into any pasta dish for £1.50. Children under 10 can have half portions at half price.
""",
    "lasagne_recipe.txt": """\
Family lasagne (serves 6)

Ingredients
500 g beef mince
1 onion and 2 garlic cloves, chopped
2 x 400 g tins of chopped tomatoes
12 lasagne sheets
600 ml white sauce
100 g grated cheddar

Method
1. Brown the mince with the onion and garlic for 10 minutes.
2. Add the tomatoes and simmer for 20 minutes.
3. Layer the sauce, lasagne sheets and white sauce in a dish, three times, and top with the cheese.
4. Bake at 190°C (170°C fan) for 40 minutes, until golden.

It freezes well for up to 3 months. Defrost overnight in the fridge before reheating.
""",
    "meal_kit.md": """\
# FreshCrate — your plan

- **Plan:** 3 recipes a week for 2 people
- **Price:** £38.99 a week, delivery included
- **Delivery day:** Thursday, between 08:00 and 19:00

You can skip a week or change your recipes until 23:59 on the Friday before delivery.

Boxes are insulated and keep food cold for up to 24 hours. The ice packs can go in the general waste; the box itself is recyclable.

Pause or cancel any time in your account. Your first box had 60% off.
""",
    "takeaway_orders.csv": """\
date,restaurant,order,total,delivery time
2027-01-08,Golden Wok,chicken chow mein and spring rolls,£21.40,35 minutes
2027-01-22,Pizza Piazza,two margheritas,£18.00,50 minutes
2027-02-05,Spice Route,lamb curry and naan,£24.75,40 minutes
2027-02-19,Golden Wok,sweet and sour pork,£15.90,30 minutes
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The restaurant booking.
    ("what time is our table", "restaurant_booking.txt", "19:30"),
    ("how many people is the booking for", "restaurant_booking.txt", "6"),
    ("is there a service charge", "restaurant_booking.txt", "12.5%"),
    ("what if we are late", "restaurant_booking.txt", "15 minutes"),
    ("how much is it if we cancel late", "restaurant_booking.txt", "£10 per person"),
    ("where can we park", "restaurant_booking.txt", "Quay Lane"),
    ("what's the address of the restaurant", "restaurant_booking.txt", "21 Harbour Street"),
    # The menu.
    ("how much is the crab linguine", "menu.md", "£16.00"),
    ("what allergens are in the risotto", "menu.md", "milk, celery"),
    ("is the tagine vegan", "menu.md", "yes"),
    ("can I get gluten free pasta", "menu.md", "£1.50"),
    ("do they do kids portions", "menu.md", "half portions"),
    ("which dishes have sesame", "menu.md", "Chickpea tagine"),
    # The recipe.
    ("how long does the lasagne go in the oven", "lasagne_recipe.txt", "40 minutes"),
    ("what temperature do I cook the lasagne at", "lasagne_recipe.txt", "190°C"),
    ("how much mince do I need", "lasagne_recipe.txt", "500 g"),
    ("how many lasagne sheets", "lasagne_recipe.txt", "12"),
    ("can I freeze the lasagne", "lasagne_recipe.txt", "3 months"),
    ("how many does the lasagne serve", "lasagne_recipe.txt", "serves 6"),
    # The meal kit.
    ("how much is the meal kit a week", "meal_kit.md", "£38.99"),
    ("what day does the box arrive", "meal_kit.md", "Thursday"),
    ("when do I need to skip by", "meal_kit.md", "Friday"),
    ("can I recycle the box", "meal_kit.md", "recyclable"),
    ("how long does the food stay cold", "meal_kit.md", "24 hours"),
    ("how do I cancel the meal kit", "meal_kit.md", "account"),
    # The takeaways.
    ("how much was the curry", "takeaway_orders.csv", "£24.75"),
    ("when did we last get Golden Wok", "takeaway_orders.csv", "2027-02-19"),
    ("what did we get from Pizza Piazza", "takeaway_orders.csv", "two margheritas"),
    ("how long did the pizza take", "takeaway_orders.csv", "50 minutes"),
    # Subjects the papers never mention.
    ("is there a dress code at the restaurant", None, ""),
    ("do they have high chairs", None, ""),
    ("can I make the lasagne vegetarian", None, ""),
    ("does the meal kit do breakfast", None, ""),
    ("is the restaurant dog friendly", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "cookery_class.md": """\
# Saltmarsh Cookery School — booking

**Class:** Thai street food, hands-on
**When:** Sunday 7 February 2027, 10:00 to 14:00
**Where:** The Old Dairy, Mill Road, Aldeburgh
**Price:** £95 per person (2 places booked, £190 paid)

Wear closed shoes and tie long hair back. Aprons and knives are provided; bring containers to take home what you cook.

Tell us about dietary needs at least 7 days before the class. Places can be moved to another date up to 14 days before; after that they cannot be refunded.
""",
    "cafe_allergens.csv": """\
item,price,contains gluten,contains nuts,contains dairy
cheese scone,£2.80,yes,no,yes
almond croissant,£3.10,yes,yes,yes
carrot cake,£3.50,yes,yes,yes
fruit salad,£3.20,no,no,no
hot chocolate,£3.00,no,no,yes
""",
    "bread_recipe.txt": """\
Simple white loaf

500 g strong white flour, 7 g fast-action yeast, 10 g salt, 300 ml warm water, 2 tbsp olive oil.

Mix everything into a dough and knead for 10 minutes until smooth. Leave it covered in a warm place for about an hour, until doubled in size.

Shape the loaf, put it in a greased 900 g tin and leave to rise for another 30 minutes.

Bake at 220°C for 30 to 35 minutes. The loaf is done when it sounds hollow when tapped underneath. Cool on a rack before slicing.
""",
    "grocery_delivery.txt": """\
Your Brightmart delivery slot

Delivery: Wednesday 3 March 2027, 18:00 to 19:00
Order number: BM-4409182
Basket total: £86.35 (delivery charge £4.50 included)

You can add or change items until 23:00 on Tuesday 2 March. If an item is out of stock we may bring a substitute; you can refuse it at the door.

Our driver will call if they can't find you. Alcohol needs someone over 18 with ID to sign for it.
""",
    "food_bank_rota.md": """\
# Northside Food Bank — volunteer rota, March

| Date | Shift | Task |
| --- | --- | --- |
| Tuesday 2 March | 09:30 to 12:30 | sorting donations |
| Friday 12 March | 13:00 to 16:00 | packing parcels |
| Saturday 20 March | 10:00 to 13:00 | supermarket collection at Brightmart |

Please sign in at the front desk when you arrive. Wear sensible shoes; no heavy lifting over 15 kg alone.

If you can't make a shift, message Carol on 07700 900 218 at least a day before.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The cookery class.
    ("what time does the cookery class start", "cookery_class.md", "10:00"),
    ("how much did the cookery class cost", "cookery_class.md", "£190"),
    ("do I need to bring an apron", "cookery_class.md", "provided"),
    ("what should I wear to the cookery class", "cookery_class.md", "closed shoes"),
    ("can I change the date of the class", "cookery_class.md", "14 days"),
    ("where is the cookery school", "cookery_class.md", "The Old Dairy"),
    # The café's allergens.
    ("does the almond croissant have nuts", "cafe_allergens.csv", "yes"),
    ("how much is the carrot cake", "cafe_allergens.csv", "£3.50"),
    ("is the fruit salad gluten free", "cafe_allergens.csv", "no"),
    ("which items have no dairy", "cafe_allergens.csv", "fruit salad"),
    # The bread recipe.
    ("how much flour for the bread", "bread_recipe.txt", "500 g"),
    ("how long do I knead the dough", "bread_recipe.txt", "10 minutes"),
    ("what temperature for the bread", "bread_recipe.txt", "220°C"),
    ("how do I know the bread is done", "bread_recipe.txt", "sounds hollow"),
    ("how long does the dough need to rise", "bread_recipe.txt", "about an hour"),
    # The grocery delivery.
    ("when is my shopping being delivered", "grocery_delivery.txt", "18:00 to 19:00"),
    ("how much is the delivery charge", "grocery_delivery.txt", "£4.50"),
    ("when can I change my order until", "grocery_delivery.txt", "23:00 on Tuesday"),
    ("what if something is out of stock", "grocery_delivery.txt", "substitute"),
    ("do I need ID for the wine", "grocery_delivery.txt", "over 18"),
    # The food bank rota.
    ("when is my next food bank shift", "food_bank_rota.md", "Tuesday 2 March"),
    ("what am I doing on the 12th", "food_bank_rota.md", "packing parcels"),
    ("who do I tell if I can't come", "food_bank_rota.md", "Carol"),
    ("where do I sign in", "food_bank_rota.md", "front desk"),
    # Subjects the papers never mention.
    ("is there parking at the cookery school", None, ""),
    ("does the café do oat milk", None, ""),
    ("can I use plain flour instead", None, ""),
    ("is there a minimum spend for delivery", None, ""),
    ("do food bank volunteers get a DBS check", None, ""),
]
