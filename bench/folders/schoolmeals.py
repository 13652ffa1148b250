"""A parent's school meals papers (the forty-third session): the school's meals letter, the menu
as a table, the online payment account page, the allergy form, the free school meals letter and
a text from another parent. Its validation folder is a breakfast club's: the booking confirmation,
the club's timetable, the prices as CSV, the club's rules and the invoice, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "meals_letter.txt": """\
Dear parents, school lunches cost £2.60 a day for pupils in Years 3 to 6. Children in Reception to
Year 2 get a free lunch every day. Packed lunches must not contain nuts, fizzy drinks or sweets.
Please tell the office by 9am if your child is changing between packed and school lunch.
""",
    "menu.md": """\
# Menu, week 1

| day | main | vegetarian | pudding |
|---|---|---|---|
| Monday | chicken curry and rice | chickpea curry | apple crumble |
| Tuesday | pasta bolognese | vegetable pasta bake | yoghurt |
| Wednesday | roast dinner | Quorn roast | jam sponge |
| Thursday | fish fingers and chips | veggie fingers and chips | fruit |
| Friday | pizza and wedges | cheese and tomato pizza | cookie |
""",
    "payment_account.txt": """\
ParentPay account for: Leo Ahmed, Year 4
Balance: -£7.80
Meals are paid in advance. If the balance falls below zero you will get a reminder by email; please
top up within 5 school days.
""",
    "allergy_form.txt": """\
Child: Leo Ahmed
Allergy: sesame (reaction: hives and swelling)
Medication in school: antihistamine, kept in the school office
Signed by: Sara Ahmed, 4 September
""",
    "fsm_letter.txt": """\
Free school meals: if you get Universal Credit and your household earns less than £7,400 a year after
tax, your child can get free school meals in every year group. Apply on the council website; it takes
about 2 weeks to decide.
""",
    "parent_text.txt": """\
Priya: FYI Friday is themed lunch day, it's a Greek menu this week. Also they've run out of the
veggie option by the time Year 6 go in, so get in early!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are school dinners", "meals_letter.txt", "£2.60 a day"),
    ("does my Year 1 child pay for lunch", "meals_letter.txt", "free lunch"),
    ("can I put a chocolate bar in the packed lunch", "meals_letter.txt", "must not contain nuts, fizzy drinks or sweets"),
    ("when do I have to tell the office about a change", "meals_letter.txt", "by 9am"),
    ("what's for lunch on Tuesday", "menu.md", "pasta bolognese"),
    ("what's the vegetarian option on Wednesday", "menu.md", "Quorn roast"),
    ("what pudding is on Friday", "menu.md", "cookie"),
    ("how much do we owe", "payment_account.txt", "-£7.80"),
    ("how long do I have to top up", "payment_account.txt", "within 5 school days"),
    ("what is Leo allergic to", "allergy_form.txt", "sesame"),
    ("where is his antihistamine kept", "allergy_form.txt", "school office"),
    ("can we get free school meals", "fsm_letter.txt", "less than £7,400"),
    ("how long does the council take to decide", "fsm_letter.txt", "about 2 weeks"),
    ("what's the theme on Friday", "parent_text.txt", "Greek menu"),
    ("is there halal meat", None, ""),
    ("can he bring a flask", None, ""),
    ("who is the school cook", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Sunrise Breakfast Club: booking confirmed for Ellie Ward
Days: Monday, Wednesday and Thursday
Starts: Monday 8 September
""",
    "timetable.txt": """\
Doors open at 7.30am. Breakfast is served until 8.20am, then the children play until staff walk them to
their classrooms at 8.40am.
""",
    "prices.csv": """\
session,price
full session (7.30am start),£4.50
late drop-off (after 8am),£3.00
sibling discount,50p off each session
""",
    "club_rules.txt": """\
Bookings must be made by Friday for the following week. Cancellations with less than 48 hours' notice
are charged in full. Children must be signed in by a parent or carer.
""",
    "invoice.txt": """\
Invoice for September: 12 sessions at £4.50 = £54.00. Please pay by 30 September through the school
app.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which days is Ellie booked in", "booking_confirmation.txt", "Monday, Wednesday and Thursday"),
    ("when does she start", "booking_confirmation.txt", "Monday 8 September"),
    ("what time do doors open", "timetable.txt", "7.30am"),
    ("until when is breakfast served", "timetable.txt", "8.20am"),
    ("how much is a session", "prices.csv", "£4.50"),
    ("is there a discount for siblings", "prices.csv", "50p off"),
    ("when do I have to book by", "club_rules.txt", "by Friday"),
    ("what if I cancel the day before", "club_rules.txt", "charged in full"),
    ("how much do I owe for September", "invoice.txt", "£54.00"),
    ("when do I have to pay", "invoice.txt", "30 September"),
    ("who can sign her in", "club_rules.txt", "parent or carer"),
    ("is there an after school club", None, ""),
    ("do they cater for allergies", None, ""),
]
