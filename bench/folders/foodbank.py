"""A food bank volunteer's papers (the forty-first session): the welcome email, the rota as a
table, the induction notes, the warehouse rules, the shopping list of what is short as CSV and the
coordinator's message. Its validation folder is a community fridge volunteer's: the volunteer
agreement, the shifts as CSV, the food safety sheet, the what-we-take list, the opening times and
the organiser's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Bramley Food Bank, Joe! Your first shift is on Tuesday 3 March at St Mary's church hall.
Please arrive at 9.45am so we can show you round before we open at 10.30am. Your buddy for the first
three shifts is Pam.
""",
    "rota.md": """\
# March rota

| date | shift | role |
|---|---|---|
| Tuesday 3 March | 9.45am to 1pm | welcome desk |
| Friday 6 March | 1pm to 4pm | warehouse |
| Tuesday 10 March | 9.45am to 1pm | packing |
""",
    "induction_notes.txt": """\
Induction notes

Every visitor needs a red voucher from a referral agency such as Citizens Advice. A parcel has enough
food for three days. Never give out a parcel without a voucher, but do offer a cup of tea and a chat.
""",
    "warehouse_rules.txt": """\
Warehouse rules

Check the best before date on every tin; anything out of date goes in the green crate. Heavy boxes
are lifted by two people. Closed-toe shoes must be worn in the warehouse.
""",
    "shortages.csv": """\
item,need
tinned meat,urgent
UHT milk,urgent
pasta,enough
toiletries,low
""",
    "coordinator_message.txt": """\
Hi all, Rachel here. The supermarket collection is on Saturday 14 March at Morrisons, 10am to 4pm,
in two-hour slots. Sign up on the sheet in the kitchen. Thanks, Rachel
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my first shift", "welcome_email.txt", "Tuesday 3 March"),
    ("what time should I arrive", "welcome_email.txt", "9.45am"),
    ("what time does the food bank open", "welcome_email.txt", "10.30am"),
    ("who is my buddy", "welcome_email.txt", "Pam"),
    ("what am I doing on 6 March", "rota.md", "warehouse"),
    ("what time is the Friday shift", "rota.md", "1pm to 4pm"),
    ("do people need a voucher", "induction_notes.txt", "red voucher"),
    ("how long does a parcel last", "induction_notes.txt", "three days"),
    ("what do I do with out of date tins", "warehouse_rules.txt", "green crate"),
    ("can I wear sandals", "warehouse_rules.txt", "Closed-toe shoes"),
    ("what do we need most", "shortages.csv", "urgent"),
    ("do we need pasta", "shortages.csv", "enough"),
    ("when is the supermarket collection", "coordinator_message.txt", "Saturday 14 March"),
    ("how long are the slots", "coordinator_message.txt", "two-hour slots"),
    ("where do I sign up", "coordinator_message.txt", "sheet in the kitchen"),
    ("do I need a DBS check", None, ""),
    ("can I claim my bus fare", None, ""),
    ("do we deliver parcels", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "volunteer_agreement.txt": """\
Hyde Park Community Fridge: volunteer agreement

Volunteers check the fridge temperature twice each shift and log it. The fridge must stay at 5°C or
below. Volunteers must be 16 or over.
""",
    "shifts.csv": """\
day,time,volunteer
Monday,5pm to 7pm,Aisha
Wednesday,5pm to 7pm,Tom
Saturday,11am to 1pm,Aisha
""",
    "food_safety.txt": """\
Food safety

Throw away anything past its use by date; food past its best before date can still be shared. Raw
meat and fish are never accepted.
""",
    "what_we_take.txt": """\
We take: fruit and veg, bread, sealed dairy, cooked food from registered businesses. We don't take:
home-cooked food, alcohol or opened packets.
""",
    "opening_times.txt": """\
The fridge is open to everyone, no questions asked, every day from 9am to 8pm.
""",
    "organiser_text.txt": """\
Organiser: the bakery drop is now Tuesday at 6pm, not Monday. Could someone with a car pick it up?
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how cold does the fridge need to be", "volunteer_agreement.txt", "5°C or below"),
    ("how often do we check the temperature", "volunteer_agreement.txt", "twice each shift"),
    ("how old do you have to be to volunteer", "volunteer_agreement.txt", "16 or over"),
    ("who is on Wednesday", "shifts.csv", "Tom"),
    ("what time is the Saturday shift", "shifts.csv", "11am to 1pm"),
    ("can we give out food past its best before date", "food_safety.txt", "can still be shared"),
    ("do we take raw meat", "food_safety.txt", "never accepted"),
    ("can people donate home cooked food", "what_we_take.txt", "don't take"),
    ("when is the fridge open", "opening_times.txt", "9am to 8pm"),
    ("when is the bakery drop", "organiser_text.txt", "Tuesday at 6pm"),
    ("do people need to show ID", "opening_times.txt", "no questions asked"),
    ("is there a freezer", None, ""),
    ("do volunteers get expenses", None, ""),
    ("who cleans the fridge", None, ""),
]
