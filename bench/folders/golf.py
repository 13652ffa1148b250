"""A new golf club member's papers (the thirty-fifth session): the welcome letter, the
competition calendar as CSV, the dress code, the course's local rules, the membership fees and the
captain's newsletter; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a tennis club member's: the membership
card, the court bookings as CSV, the club rules, the coaching terms, the fees and the committee's
email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Hallam Moor Golf Club

Dear Mr Okafor,

Welcome to the club. Your membership number is HM-2291 and your starting handicap index is 28.4. The locker room code is 4417.

Tee times are booked through the club app up to 7 days ahead. Members may bring up to 3 guests a round; the guest fee is £30 on weekdays and £40 at weekends.

Yours, Helen Marsh, Club Secretary
""",
    "competitions.csv": """\
date,competition,format,entry
Sat 5 April,Spring Medal,strokeplay,£5
Sun 13 April,Easter Texas Scramble,teams of 4,£10
Sat 26 April,Captain's Drive-in,social,free
Sat 3 May,May Stableford,stableford,£5
""",
    "dress_code.md": """\
# Dress code

On the course: collared shirts, tailored trousers or shorts. No jeans, no tracksuits.

In the clubhouse: smart casual. Golf shoes must not be worn in the bar or the dining room.

Hats must be removed indoors.
""",
    "local_rules.txt": """\
Local rules

Out of bounds is marked by white stakes. The pond on the 7th is a red penalty area. Preferred lies apply on closely mown areas from November to March. Buggies must keep 10 yards from greens and tees.
""",
    "fees.txt": """\
Membership fees

Full seven-day membership: £1,150 a year. Five-day (weekdays only): £820. Under 30s pay half the full rate. Fees can be paid in 10 monthly instalments.
A locker costs £40 a year.
""",
    "newsletter.txt": """\
From the Captain

The course will be closed on Monday 14 April for hollow tining. The new halfway hut by the 10th tee opens on 1 May with hot food. Thanks to everyone who came to the quiz night!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome letter.
    ("what's my handicap", "welcome_letter.txt", "28.4"),
    ("what's the locker room code", "welcome_letter.txt", "4417"),
    ("how far ahead can I book a tee time", "welcome_letter.txt", "7 days"),
    ("how much is a guest at the weekend", "welcome_letter.txt", "£40"),
    # Competitions.
    ("what format is the Easter competition", "competitions.csv", "teams of 4"),
    ("when is the Spring Medal", "competitions.csv", "Sat 5 April"),
    ("how much is the entry for the May Stableford", "competitions.csv", "£5"),
    # Dress.
    ("can I wear jeans on the course", "dress_code.md", "No jeans"),
    ("can I wear golf shoes in the bar", "dress_code.md", "must not be worn"),
    # Local rules.
    ("what do the white stakes mean", "local_rules.txt", "Out of bounds"),
    ("how close can a buggy go to the green", "local_rules.txt", "10 yards"),
    # Fees.
    ("how much is five-day membership", "fees.txt", "£820"),
    ("can I pay monthly", "fees.txt", "10 monthly instalments"),
    # The newsletter.
    ("when is the course closed", "newsletter.txt", "Monday 14 April"),
    ("when does the halfway hut open", "newsletter.txt", "1 May"),
    # Subjects the papers never mention.
    ("is there a driving range", None, ""),
    ("can I bring my dog on the course", None, ""),
    ("do you offer lessons", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_card.txt": """\
Westbrook Lawn Tennis Club

Member: Sofia Marino
Membership: adult, off-peak
Member number: 0847
Valid until: 31 March
Gate code: 2580
""",
    "court_bookings.csv": """\
date,court,time,players
Tue 8 April,Court 3,18:00-19:00,Sofia & Ben
Thu 10 April,Court 1,19:00-20:00,Sofia & Hana
Sat 12 April,Court 2,09:00-10:30,club social doubles
""",
    "club_rules.md": """\
# Club rules

- Courts can be booked 5 days ahead, for up to 90 minutes
- Off-peak members may not book after 5pm on weekdays
- Non-marking tennis shoes only on the clay courts

Floodlights cost £4 an hour, paid through the booking app.
""",
    "coaching.txt": """\
Coaching

Adult group lessons run on Wednesday evenings, 7pm to 8pm, and cost £9 a session. Private lessons with the head coach, James Porter, are £38 an hour. Cancel at least 24 hours before or pay in full.
""",
    "fees.txt": """\
Fees

Adult full membership: £295 a year. Off-peak: £180. Juniors: £75. Family: £520.
New members pay a £25 joining fee.
""",
    "committee_email.txt": """\
Dear members,

The club championships start on Saturday 17 May. Sign up on the noticeboard by 10 May. The AGM is on 30 April at 7:30pm in the clubhouse.

Westbrook LTC committee
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The card.
    ("what's the gate code", "membership_card.txt", "2580"),
    ("when does my membership run out", "membership_card.txt", "31 March"),
    # Bookings.
    ("which court am I on Thursday", "court_bookings.csv", "Court 1"),
    ("what time is club social doubles", "court_bookings.csv", "09:00-10:30"),
    # Rules.
    ("how long can I book a court for", "club_rules.md", "90 minutes"),
    ("can I book at 6pm on a weekday", "club_rules.md", "may not book after 5pm"),
    ("how much are the floodlights", "club_rules.md", "£4 an hour"),
    # Coaching.
    ("when are the adult group lessons", "coaching.txt", "Wednesday evenings"),
    ("how much is a private lesson", "coaching.txt", "£38 an hour"),
    ("who is the head coach", "coaching.txt", "James Porter"),
    # Fees.
    ("how much is family membership", "fees.txt", "£520"),
    ("is there a joining fee", "fees.txt", "£25"),
    # The committee.
    ("when do the club championships start", "committee_email.txt", "Saturday 17 May"),
    ("when is the AGM", "committee_email.txt", "30 April"),
    # Subjects the papers never mention.
    ("is there a gym", None, ""),
    ("can I play padel", None, ""),
    ("are there showers", None, ""),
]
