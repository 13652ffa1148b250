"""A gym member's papers (the thirty-second session): the membership terms, the class timetable as
CSV, the freeze and cancellation policy, a guest pass email, the changing room rules and a
personal training offer; fit, its questions and expected text written before the tool was run
on it, its failures read and mended. Its validation folder is a golf club member's: the
membership terms, the competition calendar as CSV, the dress code, the course rules, a locker
invoice and a lessons offer, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_terms.md": """\
# Pulse Fitness — membership terms

- Plan: Anytime, £34.99 a month
- Joining fee: £20, waived if you join online
- Minimum term: 3 months

Your membership gives you access to all Pulse clubs in the UK. Classes are included; some premium classes cost £5 extra.

Under-16s cannot join. Members aged 16 and 17 may use the gym only with a completed parental consent form.
""",
    "class_timetable.csv": """\
class,day,time,studio,length
Spin,Monday,06:30,Studio 2,45 minutes
Yoga,Tuesday,19:00,Studio 1,60 minutes
HIIT,Wednesday,12:15,Studio 2,30 minutes
Pilates,Saturday,09:30,Studio 1,50 minutes
""",
    "freeze_policy.txt": """\
Freezing and cancelling

You can freeze your membership for 1 to 3 months at a time for £5 a month, once a year. Medical freezes are free with a doctor's note.

To cancel, give 1 month's notice through the app after your minimum term. We cannot cancel memberships over the phone.
""",
    "guest_pass.txt": """\
Hi Sam,

As a member you can bring a friend for free up to 4 times a year. Your guest must be 18 or over and bring photo ID, and you must be with them the whole time.

Book the visit in the app at least 2 hours before.

Pulse Fitness
""",
    "changing_rooms.txt": """\
Changing room rules

Lockers are for use during your visit only; anything left overnight is removed. Padlocks are sold at reception for £4.

Please do not take photos or videos in the changing rooms. Towels are not provided; bring your own.
""",
    "pt_offer.txt": """\
Personal training offer

Book 6 sessions with any of our trainers for £180 (normally £240). Each session lasts 45 minutes.

Sessions must be used within 8 weeks of buying. Cancel at least 24 hours before a session, or it counts as used.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("how much is my membership a month", "membership_terms.md", "£34.99 a month"),
    ("do I have to pay a joining fee", "membership_terms.md", "waived if you join online"),
    ("can I use other Pulse gyms", "membership_terms.md", "all Pulse clubs"),
    ("can my 15 year old join", "membership_terms.md", "Under-16s cannot join"),
    ("are classes extra", "membership_terms.md", "Classes are included"),
    # Classes.
    ("what time is spin", "class_timetable.csv", "06:30"),
    ("how long is pilates", "class_timetable.csv", "50 minutes"),
    ("which studio is yoga in", "class_timetable.csv", "Studio 1"),
    ("what class is on Wednesday lunchtime", "class_timetable.csv", "HIIT"),
    # Freezing and cancelling.
    ("can I pause my membership", "freeze_policy.txt", "freeze your membership"),
    ("how much does it cost to freeze", "freeze_policy.txt", "£5 a month"),
    ("can I cancel by phone", "freeze_policy.txt", "cannot cancel memberships over the phone"),
    ("what if I'm injured", "freeze_policy.txt", "Medical freezes are free"),
    # Guests.
    ("how many times can I bring a mate", "guest_pass.txt", "4 times a year"),
    ("does my friend need ID", "guest_pass.txt", "photo ID"),
    ("how far ahead do I book a guest", "guest_pass.txt", "2 hours before"),
    # Changing rooms.
    ("can I leave my stuff in a locker overnight", "changing_rooms.txt", "removed"),
    ("where can I get a padlock", "changing_rooms.txt", "reception"),
    ("do they give you towels", "changing_rooms.txt", "Towels are not provided"),
    # Personal training.
    ("how much is the PT deal", "pt_offer.txt", "£180"),
    ("how long is a PT session", "pt_offer.txt", "45 minutes"),
    ("how long do I have to use my sessions", "pt_offer.txt", "within 8 weeks"),
    # Subjects the papers never mention.
    ("is there a swimming pool", None, ""),
    ("can I bring my kids to the creche", None, ""),
    ("what time does the gym open on Sundays", None, ""),
    ("how much is a protein shake at the bar", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "club_membership.md": """\
# Heathfield Golf Club — membership 2027

- Category: Full playing member
- Annual fee: £1,240, or 12 monthly payments of £108
- Handicap: managed through the club's app

Members may play any day, but tee times before 9am on Saturdays are for competitions only. Guests pay a £30 green fee and must play with a member.
""",
    "competitions.csv": """\
date,competition,format,entry fee
2027-04-10,Spring Medal,stroke play,£5
2027-05-15,Captain's Day,stableford,£15
2027-06-12,Club Championship,stroke play,£10
2027-07-03,Mixed Foursomes,foursomes,£8
""",
    "dress_code.txt": """\
Dress code

Collared shirts must be worn on the course. No jeans, tracksuits or football shirts. Tailored shorts are fine from May to September.

Golf shoes with soft spikes only; metal spikes are not allowed.
""",
    "course_rules.txt": """\
Local course rules

Buggies are allowed on the fairways only when the flag at the clubhouse is green. Repair your pitch marks and rake bunkers after use.

Slow play: keep up with the group in front. Mobile phones must be on silent.
""",
    "locker_invoice.txt": """\
Invoice

Locker 48, men's changing room
Rental: £45 for the year to 31 March 2028
Due within 30 days of this invoice
""",
    "lessons_offer.txt": """\
Lessons with the club professional

A 30-minute lesson costs £35; a block of 5 costs £150. Lessons are booked through the pro shop.

Junior members get half-price lessons on Wednesday afternoons.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Membership.
    ("how much is my membership", "club_membership.md", "£1,240"),
    ("can I pay monthly", "club_membership.md", "12 monthly payments"),
    ("can I tee off early on a Saturday", "club_membership.md", "before 9am on Saturdays"),
    ("how much for a guest", "club_membership.md", "£30 green fee"),
    # Competitions.
    ("when is the Captain's Day", "competitions.csv", "2027-05-15"),
    ("what format is the club championship", "competitions.csv", "stroke play"),
    ("how much to enter the spring medal", "competitions.csv", "£5"),
    # Dress.
    ("can I wear shorts", "dress_code.txt", "Tailored shorts are fine from May to September"),
    ("can I wear jeans", "dress_code.txt", "No jeans"),
    ("are metal spikes ok", "dress_code.txt", "not allowed"),
    # Course rules.
    ("can I take a buggy out", "course_rules.txt", "flag at the clubhouse is green"),
    ("what do I do after a bunker", "course_rules.txt", "rake bunkers"),
    ("do I have to turn my phone off", "course_rules.txt", "on silent"),
    # Locker.
    ("what's my locker number", "locker_invoice.txt", "48"),
    ("how much is the locker", "locker_invoice.txt", "£45"),
    ("when do I have to pay for the locker", "locker_invoice.txt", "within 30 days"),
    # Lessons.
    ("how much is a golf lesson", "lessons_offer.txt", "£35"),
    ("how do I book a lesson", "lessons_offer.txt", "pro shop"),
    ("are lessons cheaper for juniors", "lessons_offer.txt", "half-price"),
    # Subjects the papers never mention.
    ("is there a driving range", None, ""),
    ("can I bring my dog on the course", None, ""),
    ("what's the bar open till", None, ""),
]
