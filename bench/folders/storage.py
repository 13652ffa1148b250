"""A self-storage customer's papers (the thirty-third session): the storage agreement, the
access and opening hours notice, the insurance cover letter, the price list as CSV, the
prohibited items list and the site manager's email; fit, its questions and expected text
written before the tool was run on it, its failures read and mended. Its validation folder is a
coworking member's: the membership agreement, the house rules, the meeting room prices as CSV,
the mail and deliveries notice, the community events email and the wifi and printing guide,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "storage_agreement.txt": """\
Self-storage agreement

Customer: Nadia Rahman
Unit: C-118, 50 sq ft
Rent: £89 every 4 weeks, by direct debit
Start date: 2 March 2027

You must give 14 days' notice to end the agreement. Rent not paid within 14 days of the due date may lead to the unit being overlocked.
""",
    "access_hours.md": """\
# Access and opening hours

- Access to units: 6am to 10pm, every day, with your PIN
- Office: 9am to 5:30pm weekdays, 9am to 4pm Saturday
- Trolleys and a forklift are free to use

Units on the upper floor are reached by the goods lift at the back of the building.
""",
    "insurance_letter.txt": """\
Goods cover

Your goods are covered up to £2,000 for £2.50 a week. You can raise the cover in steps of £1,000 for £1.25 a week more.

Cash, jewellery and documents are not covered.
""",
    "price_list.csv": """\
size,per 4 weeks
25 sq ft,£55
50 sq ft,£89
100 sq ft,£149
""",
    "prohibited_items.txt": """\
Items you must not store

Food, plants or animals; fuel, gas bottles or paint thinners; firearms or explosives; anything illegal.

You must not live or work in the unit.
""",
    "manager_email.txt": """\
Hi Nadia,

The site will be closed on Christmas Day and Boxing Day. If you lose your PIN, we can reset it at the office with photo ID.

A padlock for your unit costs £12 from reception.

Gareth
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("what's my unit number", "storage_agreement.txt", "C-118"),
    ("how much is my rent", "storage_agreement.txt", "£89 every 4 weeks"),
    ("how much notice do I need to give", "storage_agreement.txt", "14 days' notice"),
    ("what happens if I don't pay", "storage_agreement.txt", "overlocked"),
    # Access.
    ("what time can I get to my unit", "access_hours.md", "6am to 10pm"),
    ("when is the office open on Saturday", "access_hours.md", "9am to 4pm"),
    ("can I use a trolley", "access_hours.md", "free to use"),
    ("how do I get to the upper floor", "access_hours.md", "goods lift"),
    # Insurance.
    ("how much are my things covered for", "insurance_letter.txt", "£2,000"),
    ("how much is the insurance", "insurance_letter.txt", "£2.50 a week"),
    ("is jewellery covered", "insurance_letter.txt", "not covered"),
    # Prices.
    ("how much is a 100 sq ft unit", "price_list.csv", "£149"),
    ("what's the cheapest unit", "price_list.csv", "25 sq ft"),
    # Prohibited items.
    ("can I store paint thinners", "prohibited_items.txt", "paint thinners"),
    ("can I work from my unit", "prohibited_items.txt", "must not live or work"),
    # The manager.
    ("is it open on Christmas Day", "manager_email.txt", "closed on Christmas Day"),
    ("what if I forget my PIN", "manager_email.txt", "reset it at the office"),
    ("how much is a padlock", "manager_email.txt", "£12"),
    # Subjects the papers never mention.
    ("is there CCTV", None, ""),
    ("can I get a discount for paying a year upfront", None, ""),
    ("is the unit heated", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_agreement.txt": """\
Membership agreement

Member: Lewis Grant
Plan: Hot desk, 10 days a month
Price: £120 a month
Notice: one calendar month

Unused days do not carry over to the next month. Extra days cost £15 each.
""",
    "house_rules.md": """\
# House rules

- Hours: 8am to 8pm weekdays; members with a key fob can come in 24/7
- Calls: in the phone booths, not at the desks
- Kitchen: free tea, coffee and fruit

Clear your desk at the end of each day; anything left is moved to lost property.
""",
    "meeting_rooms.csv": """\
room,seats,per hour
Pod,4,£15
Boardroom,12,£40
Studio,20,£60
""",
    "mail_notice.txt": """\
Mail and deliveries

Members on the business address add-on (£20 a month) can have post sent here. Parcels are held at reception for 7 days.
""",
    "events_email.txt": """\
Hi all,

Friday lunch is back: free pizza at 12:30pm every Friday in the kitchen. The next skills talk is on marketing, Tuesday 9 May at 5pm.

Community team
""",
    "wifi_printing.txt": """\
Wifi and printing

Network: HiveSpace, password on the back of your fob. Printing is 10p a page in black and white, 40p in colour, added to your monthly bill.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("how many days a month do I get", "membership_agreement.txt", "10 days"),
    ("how much is my membership", "membership_agreement.txt", "£120 a month"),
    ("do unused days roll over", "membership_agreement.txt", "do not carry over"),
    ("how much for an extra day", "membership_agreement.txt", "£15"),
    # Rules.
    ("can I come in at the weekend", "house_rules.md", "24/7"),
    ("where can I take calls", "house_rules.md", "phone booths"),
    ("is coffee free", "house_rules.md", "free tea, coffee"),
    # Rooms.
    ("how much is the boardroom", "meeting_rooms.csv", "£40"),
    ("how many people fit in the studio", "meeting_rooms.csv", "20"),
    # Mail.
    ("can I get post sent here", "mail_notice.txt", "business address add-on"),
    ("how long are parcels kept", "mail_notice.txt", "7 days"),
    # Events.
    ("when is pizza lunch", "events_email.txt", "every Friday"),
    ("when is the marketing talk", "events_email.txt", "Tuesday 9 May"),
    # Wifi.
    ("what's the wifi password", "wifi_printing.txt", "back of your fob"),
    ("how much is colour printing", "wifi_printing.txt", "40p"),
    # Subjects the papers never mention.
    ("is there a gym", None, ""),
    ("can I bring my dog", None, ""),
    ("is there a shower", None, ""),
]
