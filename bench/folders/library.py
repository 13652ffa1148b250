"""A library member's papers (the thirty-third session): the membership card letter, the
borrowing rules, the branch opening hours as CSV, the e-books guide, the study room booking and
the events email; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a museum member's: the membership
welcome, the member benefits list, the exhibitions as CSV, the guest rules, the renewal notice
and the cafe and shop offer, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "card_letter.txt": """\
Welcome to Northfield Libraries

Member: Ruth Ogden
Card number: 2901 4473 8812
PIN: your date of birth as DDMM until you change it

Your card works in all 14 branches and for the online library. Please tell us if you move house.
""",
    "borrowing_rules.md": """\
# Borrowing rules

- Books: up to 15 at a time, for 3 weeks
- DVDs: up to 4, for 1 week, £1.50 each
- Renewals: up to 3 times, online or by phone, unless someone has reserved the item

There are no fines for late books. Lost or damaged items are charged at their replacement cost.
""",
    "opening_hours.csv": """\
branch,weekdays,saturday,sunday
Central,9am-8pm,9am-5pm,11am-4pm
Westfield,10am-6pm,10am-1pm,closed
Brook Lane,1pm-7pm,10am-4pm,closed
""",
    "ebooks_guide.txt": """\
E-books and audiobooks

Download the Libby app and sign in with your card number and PIN. You can borrow up to 10 e-books and 10 audiobooks at a time for 21 days; they return themselves.
""",
    "study_room.txt": """\
Study room booking

Study rooms at Central can be booked for up to 3 hours a day, free for members. Book at the help desk or online up to 7 days ahead.

Food is not allowed in the study rooms.
""",
    "events_email.txt": """\
Hi Ruth,

Rhyme time for under-5s is every Tuesday at 10:30am at Westfield. Our book group meets on the last Thursday of the month at Central, 7pm.

Tickets for the author talk with Ann Cleeves on 3 March are £5.

Northfield Libraries
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The card.
    ("what's my card number", "card_letter.txt", "2901 4473 8812"),
    ("what's my PIN", "card_letter.txt", "date of birth"),
    ("can I use my card at other libraries", "card_letter.txt", "all 14 branches"),
    # Borrowing.
    ("how many books can I take out", "borrowing_rules.md", "up to 15"),
    ("how long can I keep a book", "borrowing_rules.md", "3 weeks"),
    ("are there late fees", "borrowing_rules.md", "no fines"),
    ("how much is it to borrow a DVD", "borrowing_rules.md", "£1.50"),
    ("what if I lose a book", "borrowing_rules.md", "replacement cost"),
    # Hours.
    ("is Westfield open on Sunday", "opening_hours.csv", "closed"),
    ("what time does Central open on Saturday", "opening_hours.csv", "9am-5pm"),
    # E-books.
    ("how do I get e-books", "ebooks_guide.txt", "Libby app"),
    ("how long can I keep an e-book", "ebooks_guide.txt", "21 days"),
    # Study rooms.
    ("can I book a study room", "study_room.txt", "up to 3 hours a day"),
    ("can I eat in the study room", "study_room.txt", "Food is not allowed"),
    ("how far ahead can I book a study room", "study_room.txt", "7 days ahead"),
    # Events.
    ("when is rhyme time", "events_email.txt", "every Tuesday at 10:30am"),
    ("when does the book group meet", "events_email.txt", "last Thursday"),
    ("how much are tickets for the author talk", "events_email.txt", "£5"),
    # Subjects the papers never mention.
    ("can I print at the library", None, ""),
    ("is there wifi", None, ""),
    ("can I donate books", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_welcome.txt": """\
Welcome, member!

Membership number: M-204771
Type: Joint (2 adults)
Valid until: 31 January 2028

Show your card at the front desk; you don't need to book.
""",
    "benefits.md": """\
# Member benefits

- Free entry to all exhibitions, as often as you like
- Bring up to 4 children under 16 free
- 10% off in the cafe and shop

Members-only late opening on the first Friday of every month, 6pm to 9pm.
""",
    "exhibitions.csv": """\
exhibition,from,to
Vikings: Raiders and Traders,2027-03-01,2027-06-30
Turner's Skies,2027-05-15,2027-09-05
Dinosaurs Alive,2027-07-01,2028-01-10
""",
    "guest_rules.txt": """\
Guests

Each adult member may bring one adult guest for £5, on weekdays only.
""",
    "renewal_notice.txt": """\
Renewal

Your membership renews automatically by direct debit at £82 a year unless you cancel at least 14 days before the renewal date.
""",
    "cafe_offer.txt": """\
This month in the cafe: members get a free hot drink with any cake on Wednesdays.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome.
    ("what's my membership number", "membership_welcome.txt", "M-204771"),
    ("when does my membership expire", "membership_welcome.txt", "31 January 2028"),
    ("do I need to book", "membership_welcome.txt", "don't need to book"),
    # Benefits.
    ("can I bring my kids for free", "benefits.md", "4 children under 16"),
    ("what discount do members get in the shop", "benefits.md", "10% off"),
    ("when is the members' late opening", "benefits.md", "first Friday"),
    # Exhibitions.
    ("when does the Turner exhibition end", "exhibitions.csv", "2027-09-05"),
    ("when does Dinosaurs Alive open", "exhibitions.csv", "2027-07-01"),
    # Guests.
    ("can I bring a friend", "guest_rules.txt", "£5"),
    ("can guests come at the weekend", "guest_rules.txt", "weekdays only"),
    # Renewal.
    ("how much is it to renew", "renewal_notice.txt", "£82 a year"),
    ("how do I stop it renewing", "renewal_notice.txt", "14 days before"),
    # The cafe.
    ("what's the cafe offer", "cafe_offer.txt", "free hot drink"),
    # Subjects the papers never mention.
    ("is there parking at the museum", None, ""),
    ("can I take photos in the galleries", None, ""),
    ("is the museum open on Christmas Day", None, ""),
]
