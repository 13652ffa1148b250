"""A gym member's papers (the thirty-eighth session): the membership agreement, the induction
booking, the class timetable as CSV, the freeze and cancellation policy, the personal trainer's
email and the house rules. Its validation folder is a yoga studio client's: the class pass
terms, the timetable, the studio etiquette, a workshop booking, the teacher's email and a
payments CSV, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_agreement.txt": """\
IronWorks Fitness: membership agreement

Member: Sam Whitfield
Membership number: IW-55821
Plan: Off-peak (weekdays before 4pm, weekends all day)
Monthly fee: £24.99, taken by direct debit on the 1st of each month
Joining fee: £15
Minimum term: 3 months
Home club: IronWorks Canal Street
""",
    "induction_booking.txt": """\
Your gym induction is booked

Date: Thursday 8 April 2027 at 10:30
With: Jordan (fitness coach)
Please arrive 10 minutes early and bring a water bottle and a towel. The induction lasts about
45 minutes and covers the cardio machines, the free weights area and the emergency exits. You
cannot use the weights room until you have done your induction.
""",
    "class_timetable.csv": """\
day,time,class,studio,instructor
Monday,18:30,Spin,Studio 2,Kelly
Tuesday,07:00,HIIT,Studio 1,Marcus
Wednesday,19:00,Body Pump,Studio 1,Kelly
Thursday,12:15,Pilates,Studio 3,Anya
Saturday,09:00,Boxfit,Studio 1,Marcus
""",
    "freeze_and_cancel.md": """\
# Freezing or cancelling your membership

You can freeze your membership for 1 to 3 months a year, for £5 a month while frozen. Ask at
reception or in the app at least 7 days before your next payment.

To cancel, give one full calendar month's notice in writing after your minimum term has ended.
Email cancellations@ironworksfitness.co.uk with your membership number. Fees already paid are
not refunded.
""",
    "trainer_email.txt": """\
Hi Sam, great to meet you on Saturday. As agreed, your personal training block is 6 sessions
for £180, every Tuesday at 7:30pm starting next week. If you need to cancel a session, give me
24 hours' notice or it counts as used. Bring your food diary to the first one. Jordan
""",
    "house_rules.md": """\
# House rules

- Wipe down equipment after use; spray and paper towels are by every pillar
- Re-rack your weights
- Lockers are day use only and must be emptied by closing time; anything left is removed
- Under 16s may use the gym only on a junior membership, with an adult
- No outdoor shoes on the gym floor

Opening hours: Monday to Friday 6am to 10pm, Saturday and Sunday 8am to 8pm.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is my membership a month", "membership_agreement.txt", "£24.99"),
    ("what's my membership number", "membership_agreement.txt", "IW-55821"),
    ("how long am I tied in for", "membership_agreement.txt", "3 months"),
    ("when is my induction", "induction_booking.txt", "Thursday 8 April 2027"),
    ("what should I bring to the induction", "induction_booking.txt", "water bottle and a towel"),
    ("how long does the induction take", "induction_booking.txt", "45 minutes"),
    ("what time is spin on Monday", "class_timetable.csv", "18:30"),
    ("who teaches pilates", "class_timetable.csv", "Anya"),
    ("which studio is Body Pump in", "class_timetable.csv", "Studio 1"),
    ("how much does it cost to freeze", "freeze_and_cancel.md", "£5 a month"),
    ("how do I cancel my membership", "freeze_and_cancel.md", "cancellations@ironworksfitness.co.uk"),
    ("how much notice do I need to give to cancel", "freeze_and_cancel.md", "one full calendar month"),
    ("how much are the PT sessions", "trainer_email.txt", "£180"),
    ("what happens if I miss a PT session without telling him", "trainer_email.txt", "counts as used"),
    ("can I leave my stuff in a locker overnight", "house_rules.md", "day use only"),
    ("can my 14 year old come with me", "house_rules.md", "junior membership"),
    ("what time does the gym open on Sunday", "house_rules.md", "8am"),
    ("is there a sauna", None, ""),
    ("can I bring a guest", None, ""),
    ("is parking free", None, ""),
    ("do I get a discount as a student", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "class_pass_terms.txt": """\
Lotus Room Yoga: class pass terms

A 10-class pass costs £95 and is valid for 4 months from the first class you book. Passes are
personal and cannot be shared or transferred. Unlimited monthly membership is £79. Mats can be
hired for £2 a class, or bring your own.
""",
    "timetable.md": """\
# Weekly timetable

| day | time | class | teacher |
|---|---|---|---|
| Monday | 07:15 | Vinyasa Flow | Leah |
| Tuesday | 18:00 | Yin | Tom |
| Wednesday | 12:30 | Lunchtime Stretch | Leah |
| Friday | 19:30 | Candlelit Restore | Priti |
| Sunday | 10:00 | Beginners | Tom |
""",
    "studio_etiquette.txt": """\
Studio etiquette

Doors close 5 minutes before each class starts and latecomers cannot be let in. Please leave
shoes and phones in the cubbies by the door. Let your teacher know about any injuries or a
pregnancy before class begins. Showers are available; bring your own towel.
""",
    "workshop_booking.txt": """\
Booking confirmed: Arm Balances and Inversions workshop

Saturday 12 June 2027, 2pm to 4:30pm, with Priti
Price: £35 (paid)
This workshop is for people who have practised for at least six months. Cancel at least 72 hours
before for a credit note.
""",
    "teacher_email.txt": """\
Hi Ruth, lovely to see you in Tom's Yin class. You asked about props: we have blocks, straps and
bolsters in the cupboard at the back, so there's no need to buy your own. For your knee, ask
for a folded blanket to kneel on. Leah
""",
    "payments.csv": """\
date,item,amount
2027-03-02,10-class pass,£95.00
2027-03-02,Mat hire,£2.00
2027-04-20,Workshop: Arm Balances,£35.00
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is a 10 class pass", "class_pass_terms.txt", "£95"),
    ("how long does the class pass last", "class_pass_terms.txt", "4 months"),
    ("can my friend use my pass", "class_pass_terms.txt", "cannot be shared"),
    ("do I need my own mat", "class_pass_terms.txt", "hired for £2"),
    ("who teaches the Yin class", "timetable.md", "Tom"),
    ("when is the beginners class", "timetable.md", "Sunday"),
    ("what time is candlelit restore", "timetable.md", "19:30"),
    ("what happens if I'm late", "studio_etiquette.txt", "latecomers cannot be let in"),
    ("where do I put my shoes", "studio_etiquette.txt", "cubbies by the door"),
    ("are there showers", "studio_etiquette.txt", "Showers are available"),
    ("when is the inversions workshop", "workshop_booking.txt", "Saturday 12 June 2027"),
    ("how long do I need to have been practising for the workshop", "workshop_booking.txt", "six months"),
    ("do I have to buy a bolster", "teacher_email.txt", "no need to buy your own"),
    ("what should I ask for because of my knee", "teacher_email.txt", "folded blanket"),
    ("how much did I spend in April", "payments.csv", "£35.00"),
    ("is there hot yoga", None, ""),
    ("can I bring my baby", None, ""),
    ("do you do teacher training", None, ""),
]
