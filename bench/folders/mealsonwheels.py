"""A family's papers for a mother's meals on wheels (the fifty-third session): the welcome letter,
the menu as a table, the dietary form, the month's invoice and a text. Its validation folder is an
older man's for a lunch club: the leaflet, the transport note, the menu as CSV, the membership form
and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Dear Mrs Patel, your mother's meals will be delivered by Hartley Community Meals from
Monday 3 November. Our drivers deliver a hot lunch between 11.30am and 1pm, Monday to Saturday.
Each meal costs £5.40, which includes a main course and a pudding.
""",
    "menu.md": """\
# This month's menu

| day | main | pudding |
|---|---|---|
| Monday | cottage pie | apple crumble |
| Tuesday | fish in parsley sauce | rice pudding |
| Wednesday | chicken casserole | sponge and custard |
| Thursday | vegetable lasagne | fruit salad |
| Friday | fish and chips | jam roly poly |
| Saturday | roast pork | trifle |
""",
    "dietary_form.txt": """\
Dietary needs recorded: soft diet, no nuts. Diabetic puddings are available on request.
""",
    "invoice.txt": """\
Invoice for October: 24 meals. Total due: £129.60. Please pay by 15 November by direct debit
or cheque payable to Hartley Community Meals.
""",
    "text.txt": """\
Hi, this is Dawn from Hartley Meals. No delivery on Monday 22 December or Christmas Day; frozen meals will be left on Saturday 20th. Dawn
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the food arrive", "welcome_letter.txt", "between 11.30am and 1pm"),
    ("how much is each meal", "welcome_letter.txt", "£5.40"),
    ("when did the meals start", "welcome_letter.txt", "Monday 3 November"),
    ("what's for lunch on Wednesday", "menu.md", "chicken casserole"),
    ("what pudding is on Friday", "menu.md", "jam roly poly"),
    ("can she have nuts", "dietary_form.txt", "no nuts"),
    ("are there diabetic desserts", "dietary_form.txt", "Diabetic puddings are available on request"),
    ("how much do we owe for October", "invoice.txt", "£129.60"),
    ("when does the bill need paying", "invoice.txt", "by 15 November"),
    ("who do I make the cheque out to", "invoice.txt", "payable to Hartley Community Meals"),
    ("is there a delivery on Christmas Day", "text.txt", "No delivery on Monday 22 December or Christmas Day"),
    ("do they deliver breakfast", None, ""),
    ("how do I cancel", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "leaflet.txt": """\
Friendship Lunch Club meets every Tuesday and Thursday at St Mark's Hall, 12pm to 2pm.
A two course lunch costs £6.
""",
    "transport.txt": """\
Free transport is available for members who live within two miles. The minibus picks up from 11.15am.
""",
    "menu.csv": """\
date,main,dessert
4 March,shepherd's pie,bread and butter pudding
6 March,chicken curry,lemon cake
11 March,fish pie,apple pie
""",
    "membership_form.txt": """\
Annual membership: £10. Membership includes the summer outing and the Christmas party.
""",
    "email.txt": """\
Hello Mr Hughes, the club will be closed on Thursday 17 April for Easter. Bingo follows lunch on the first Tuesday of each month. Carol
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what days is the lunch club", "leaflet.txt", "every Tuesday and Thursday"),
    ("where is it held", "leaflet.txt", "St Mark's Hall"),
    ("how much is lunch", "leaflet.txt", "£6"),
    ("is the bus free", "transport.txt", "Free transport is available for members who live within two miles"),
    ("what time does the minibus come", "transport.txt", "from 11.15am"),
    ("what's the main on 6 March", "menu.csv", "chicken curry"),
    ("what's the dessert on 11 March", "menu.csv", "apple pie"),
    ("how much is it to join", "membership_form.txt", "£10"),
    ("is it on on 17 April", "email.txt", "closed on Thursday 17 April for Easter"),
    ("when is bingo", "email.txt", "first Tuesday of each month"),
    ("can carers come too", None, ""),
    ("is there parking", None, ""),
]
