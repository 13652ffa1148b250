"""A pottery course student's papers (the thirty-eighth session): the course booking, the studio
rules, the firing price list as CSV, the glaze guide, the kiln schedule and the tutor's email.
Its validation folder is a cookery school student's: the course confirmation, the kitchen
rules, the menu for each week, the allergy form, a shopping list CSV and the chef's email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "course_booking.txt": """\
Clayworks Studio: booking confirmation

Course: Wheel Throwing for Beginners
Day and time: Wednesdays, 7pm to 9:30pm
Start date: 14 April 2027, for 8 weeks
Tutor: Gemma Hollis
Price: £240, paid in full
Included: 12.5 kg of stoneware clay, glazes and two firings of everything you make
Extra clay: £18 a bag
""",
    "studio_rules.md": """\
# Studio rules

- Wear clothes you don't mind getting muddy and tie back long hair
- Never sweep dry clay dust; wipe surfaces with a damp sponge, because the dust is harmful to
  breathe
- Clay must not go down the sinks; use the settling buckets
- Put unfinished work on your named shelf, wrapped in plastic so it doesn't dry out
- Work left on the shelves more than 4 weeks after your course ends is recycled
""",
    "firing_prices.csv": """\
service,price,notes
Bisque firing,£3 per piece,up to 20 cm tall
Glaze firing,£4 per piece,up to 20 cm tall
Large piece firing,£8 per piece,over 20 cm
Open studio session,£15,3 hours; members of a course only
""",
    "glaze_guide.txt": """\
Glazing your work

Glaze only bisque-fired pots. Keep the bottom 5 mm of each pot clear of glaze, or it will stick
to the kiln shelf. Stir each bucket well before dipping. Our food-safe glazes are marked with a
green dot; pots glazed with the others are for decoration only and should not be used for food
or drink.
""",
    "kiln_schedule.txt": """\
Kiln schedule

Bisque firings run every Monday and glaze firings every Friday. Work put on the firing shelf by
Sunday evening goes into Monday's bisque. Allow up to two weeks for your work to come back,
because the kiln is only fired when it is full.
""",
    "tutor_email.txt": """\
Hi Anil, great first session! Next week we'll trim the bowls you threw, so leave them on your
shelf to firm up; don't wrap them too tightly. If you can't come, the open studio on Sunday
afternoon is a chance to catch up. Bring an old towel for your lap. Gemma
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the pottery class start", "course_booking.txt", "7pm"),
    ("how many weeks is the course", "course_booking.txt", "8 weeks"),
    ("how much clay do I get", "course_booking.txt", "12.5 kg"),
    ("how much is an extra bag of clay", "course_booking.txt", "£18"),
    ("who is the tutor", "course_booking.txt", "Gemma Hollis"),
    ("can I sweep up the clay dust", "studio_rules.md", "Never sweep dry clay dust"),
    ("can I wash clay down the sink", "studio_rules.md", "Clay must not go down the sinks"),
    ("how long can I leave my work on the shelf after the course", "studio_rules.md", "4 weeks"),
    ("how much is a glaze firing", "firing_prices.csv", "£4 per piece"),
    ("how much to fire a big vase", "firing_prices.csv", "£8 per piece"),
    ("how long is an open studio session", "firing_prices.csv", "3 hours"),
    ("how much of the bottom should I leave unglazed", "glaze_guide.txt", "5 mm"),
    ("which glazes are food safe", "glaze_guide.txt", "green dot"),
    ("when are glaze firings", "kiln_schedule.txt", "every Friday"),
    ("how long until I get my pots back", "kiln_schedule.txt", "two weeks"),
    ("what are we doing next week", "tutor_email.txt", "trim the bowls"),
    ("what should I bring next week", "tutor_email.txt", "old towel"),
    ("can I take the clay home", None, ""),
    ("is there a discount for booking two courses", None, ""),
    ("can I use the studio on Tuesday", None, ""),
    ("do you sell pottery wheels", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "course_confirmation.txt": """\
Saffron Lane Cookery School

You're booked on: Italian Home Cooking, 4 Thursday evenings from 3 June 2027, 6:30pm to 9pm
Chef: Luca Bianchi
Price: £195, including all ingredients and aprons
You eat what you cook at the end of each class, and take home any extra in your own containers.
""",
    "kitchen_rules.txt": """\
Kitchen rules

Closed-toe shoes must be worn in the kitchen at all times. Tie long hair back and remove rings
and watches before handling food. Knives are carried point down and never left in the sink.
Report any cut or burn to the chef at once; the first aid kit is by the back door.
""",
    "weekly_menu.md": """\
# What we cook

| week | dishes |
|---|---|
| 1 | fresh egg pasta, tagliatelle with ragù |
| 2 | risotto alla milanese, panna cotta |
| 3 | focaccia, chicken cacciatore |
| 4 | gnocchi with sage butter, tiramisù |
""",
    "allergy_form.txt": """\
Allergies and dietary needs

Please tell us of any allergy at least 7 days before your course starts so the chef can plan a
swap. Our kitchen uses nuts, gluten, eggs and dairy, so we cannot promise any dish is free of
them. Vegetarian versions of every dish are available.
""",
    "shopping_list.csv": """\
item,quantity,for_week
00 flour,1 kg,1
Arborio rice,500 g,2
Saffron,1 sachet,2
Potatoes (floury),1 kg,4
Mascarpone,250 g,4
""",
    "chef_email.txt": """\
Ciao Fiona, thank you for coming on week 1. Your pasta was excellent. Next week please bring two
plastic tubs with lids, because the risotto doesn't travel well in foil. Parking is free in the
school yard after 6pm. Luca
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the cookery class finish", "course_confirmation.txt", "9pm"),
    ("how much is the italian course", "course_confirmation.txt", "£195"),
    ("who is the chef", "course_confirmation.txt", "Luca Bianchi"),
    ("do I need to bring an apron", "course_confirmation.txt", "including all ingredients and aprons"),
    ("can I wear sandals", "kitchen_rules.txt", "Closed-toe shoes"),
    ("where is the first aid kit", "kitchen_rules.txt", "by the back door"),
    ("what are we making in week 3", "weekly_menu.md", "focaccia, chicken cacciatore"),
    ("when do we make tiramisu", "weekly_menu.md", "4"),
    ("how far ahead do I need to tell you about allergies", "allergy_form.txt", "7 days"),
    ("is there a vegetarian option", "allergy_form.txt", "Vegetarian versions of every dish are available"),
    ("how much arborio rice do I need", "shopping_list.csv", "500 g"),
    ("which week is the saffron for", "shopping_list.csv", "2"),
    ("what should I bring next week", "chef_email.txt", "two plastic tubs with lids"),
    ("is parking free", "chef_email.txt", "free in the school yard after 6pm"),
    ("can I bring a friend to watch", None, ""),
    ("do I get a certificate", None, ""),
    ("can I buy the knives you use", None, ""),
]
