"""A sporty family's club papers (the twenty-first session, late): a tennis club's membership
terms, a swimming course's timetable as CSV, a climbing wall's induction rules, a half
marathon's entry confirmation and a football club's kit and fees letter; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its
validation folder is an artistic family's: piano lesson terms, a choir's rehearsal schedule as
CSV, a pottery course booking, theatre tickets and a book club's page, written at the same time
and run once."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "tennis_membership.md": """\
# Riverside Lawn Tennis Club — membership 2027

## Fees

| Membership | Yearly fee |
| --- | --- |
| Adult | £320 |
| Junior (under 18) | £95 |
| Family (2 adults and their children) | £690 |
| Off-peak adult (weekdays before 17:00) | £190 |

Fees can be paid in one go or in 10 monthly instalments from April.

## Courts

Members book courts online up to 7 days ahead, for one hour at a time. Floodlit courts cost £4 an hour after dark. Guests may play with a member for £8 a visit, up to 6 visits a year.

## Club rules

Proper tennis shoes must be worn on all courts. Dogs are not allowed inside the courts.

## Cancelling

Membership runs from 1 April to 31 March. Fees are not refunded if you leave during the year.
""",
    "swimming_lessons.csv": """\
group,day,time,pool,level,price per term
Ducklings,Saturday,09:00,teaching pool,beginners 4-5 years,£96
Otters,Saturday,09:30,teaching pool,stage 2,£96
Dolphins,Wednesday,17:30,main pool,stage 4,£108
Sharks,Wednesday,18:15,main pool,stage 6,£108
Adult improvers,Thursday,20:00,main pool,adults,£120
""",
    "climbing_induction.txt": """\
Summit Climbing Centre — Induction and rules

Everyone must complete an induction before climbing without an instructor. The induction takes about 45 minutes and costs £12.

Children under 14 must be supervised by an adult who has done the induction; children aged 14 to 17 may climb alone with a signed parental consent form.

Bouldering mats are not crash mats: always climb down, never jump from the top.

Chalk balls only; loose chalk is not allowed. Climbing shoes can be hired for £4.

The centre is open 10:00 to 22:00 on weekdays and 09:00 to 20:00 at weekends.
""",
    "half_marathon_entry.txt": """\
Thames Half Marathon — Entry confirmation

Runner: Maya Osei   Race number: 2417
Race day: Sunday 18 April 2027. The race starts at 09:00 from Kingston Bridge.

Collect your race pack (number and timing chip) at the Race Village on Saturday 17 April between 10:00 and 18:00, or from 07:30 on race day. Bring photo ID.

Bag drop closes at 08:30. Water stations are at miles 3, 6, 9 and 12.

Headphones are allowed, but only one earbud may be in. The course closes 3 hours 30 minutes after the start.

Deferrals to next year's race cost £10 and are possible until 31 March 2027. Entries cannot be transferred to another runner.
""",
    "football_letter.txt": """\
Hillside Juniors FC — Under 10s: season letter

Dear parents,

Training is on Tuesdays from 18:00 to 19:00 at Hillside Rec. Matches are on Sunday mornings; kick-off is usually at 10:00, and the fixtures are on the club app.

The season fee is £150, payable by 30 September. It covers training, referees and the league fee. A second child from the same family pays £120.

Kit: each player needs the club shirt (£25 from the club shop), black shorts, red socks, shin pads and moulded boots. Metal studs are not allowed.

If training is cancelled because of the weather, we will post on the club app by 16:00.

Coach: Daniel Harper, 07700 900 412.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The tennis club.
    ("how much is junior tennis membership", "tennis_membership.md", "£95"),
    ("how much is a family membership", "tennis_membership.md", "£690"),
    ("can I pay monthly", "tennis_membership.md", "10 monthly instalments"),
    ("how far ahead can I book a court", "tennis_membership.md", "7 days"),
    ("can I bring a friend to play", "tennis_membership.md", "£8 a visit"),
    ("how much are the floodlights", "tennis_membership.md", "£4 an hour"),
    ("can I get a refund if I quit", "tennis_membership.md", "not refunded"),
    ("can I bring my dog on court", "tennis_membership.md", "not allowed"),
    # The swimming lessons.
    ("what time are the Dolphins", "swimming_lessons.csv", "17:30"),
    ("how much are the Sharks lessons", "swimming_lessons.csv", "£108"),
    ("which group is for 4 year olds", "swimming_lessons.csv", "Ducklings"),
    ("when is the adult swimming lesson", "swimming_lessons.csv", "Thursday"),
    # The climbing centre.
    ("how long is the climbing induction", "climbing_induction.txt", "45 minutes"),
    ("how much does the induction cost", "climbing_induction.txt", "£12"),
    ("can my 15 year old climb on her own", "climbing_induction.txt", "parental consent"),
    ("can I use loose chalk", "climbing_induction.txt", "not allowed"),
    ("can I hire climbing shoes", "climbing_induction.txt", "£4"),
    ("what time does the climbing wall close at the weekend", "climbing_induction.txt", "20:00"),
    # The half marathon.
    ("what time does the half marathon start", "half_marathon_entry.txt", "09:00"),
    ("where do I pick up my race number", "half_marathon_entry.txt", "Race Village"),
    ("what's my race number", "half_marathon_entry.txt", "2417"),
    ("can I run with headphones", "half_marathon_entry.txt", "one earbud"),
    ("where are the water stations", "half_marathon_entry.txt", "miles 3, 6, 9 and 12"),
    ("can I give my place to a friend", "half_marathon_entry.txt", "cannot be transferred"),
    ("what time does bag drop close", "half_marathon_entry.txt", "08:30"),
    # The football letter.
    ("when is football training", "football_letter.txt", "Tuesdays"),
    ("how much is the football season fee", "football_letter.txt", "£150"),
    ("how much for a second child", "football_letter.txt", "£120"),
    ("can he wear metal studs", "football_letter.txt", "not allowed"),
    ("what's the coach's phone number", "football_letter.txt", "07700 900 412"),
    ("how will I know if training is cancelled", "football_letter.txt", "club app"),
    # Subjects the papers never mention.
    ("is there a tennis coach", None, ""),
    ("how much is parking at the race", None, ""),
    ("does the climbing centre have a cafe", None, ""),
    ("when are the swimming galas", None, ""),
    ("is there a medal for finishing the half marathon", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "piano_lessons.txt": """\
Piano lessons with Ruth Adeyemi — terms for 2026/27

Lessons are 30 minutes, weekly in term time, at my studio at 5 Elm Grove. The fee is £22 a lesson, invoiced at the start of each term.

If your child cannot come, please tell me 24 hours before; lessons missed with less notice are charged in full. Lessons I cancel are rearranged or refunded.

Pupils preparing for a graded exam may add a 15-minute lesson for £11. Exam entry fees are paid separately to the board.

Please give half a term's notice if you wish to stop lessons.
""",
    "choir_rehearsals.csv": """\
date,time,venue,notes
2027-01-12,19:30,St Anne's Church,first rehearsal of the term
2027-01-19,19:30,St Anne's Church,
2027-01-26,19:30,Church Hall,bring the Fauré scores
2027-02-02,19:00,St Anne's Church,extra sectional for tenors at 18:30
2027-02-13,14:00,Town Hall,concert; black clothes
""",
    "pottery_booking.md": """\
# Clay Corner — booking confirmation

**Course:** Wheel throwing for beginners, 6 weeks
**Starts:** Monday 8 February 2027, 18:30 to 20:30
**Price:** £210, paid in full (clay, glazes and two firings included)

Wear clothes that can get muddy; aprons are provided. Long nails make throwing difficult.

Finished pieces can be collected two weeks after the last session, once they have been fired.

If you miss a session you can join the Thursday group that week instead, if there is space.
""",
    "theatre_tickets.txt": """\
Orchard Theatre — your e-tickets

Show: The Lion, the Witch and the Wardrobe
Date: Saturday 20 March 2027, 14:30 (matinee)
Seats: Stalls, row F, seats 12 to 15 (4 tickets)
Total paid: £118.00

Doors open 45 minutes before the performance. The show lasts about 2 hours 20 minutes, with one interval.

Latecomers are admitted at a suitable break. Booster seats for children are available from the cloakroom.

Tickets cannot be refunded, but you can exchange them for another performance of the same show up to 48 hours before, for a £2 fee per ticket.
""",
    "book_club.md": """\
# Elm Grove Library Book Club

We meet on the last Thursday of each month at 18:00 in the library's community room.

This month's book is "Small Things Like These" by Claire Keegan. Copies can be reserved free at the desk.

New members are welcome; there is no fee. Tea and biscuits are provided.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The piano lessons.
    ("how much is a piano lesson", "piano_lessons.txt", "£22"),
    ("how long are the piano lessons", "piano_lessons.txt", "30 minutes"),
    ("what if we miss a lesson", "piano_lessons.txt", "24 hours"),
    ("how much notice do I need to give to stop lessons", "piano_lessons.txt", "half a term"),
    ("where are the lessons", "piano_lessons.txt", "5 Elm Grove"),
    ("how much is an extra lesson before an exam", "piano_lessons.txt", "£11"),
    # The choir.
    ("when is the first choir rehearsal", "choir_rehearsals.csv", "2027-01-12"),
    ("where is the rehearsal on 26 January", "choir_rehearsals.csv", "Church Hall"),
    ("what time is the concert", "choir_rehearsals.csv", "14:00"),
    ("what do I wear for the concert", "choir_rehearsals.csv", "black clothes"),
    # The pottery course.
    ("when does the pottery course start", "pottery_booking.md", "8 February 2027"),
    ("how much was the pottery course", "pottery_booking.md", "£210"),
    ("do I need to bring an apron", "pottery_booking.md", "aprons are provided"),
    ("when can I collect my pots", "pottery_booking.md", "two weeks after"),
    ("what if I can't make a session", "pottery_booking.md", "Thursday group"),
    # The theatre.
    ("what time is the show", "theatre_tickets.txt", "14:30"),
    ("which seats do we have", "theatre_tickets.txt", "row F"),
    ("how long is the show", "theatre_tickets.txt", "2 hours 20 minutes"),
    ("can I get a refund on the tickets", "theatre_tickets.txt", "cannot be refunded"),
    ("is there an interval", "theatre_tickets.txt", "one interval"),
    ("are there booster seats", "theatre_tickets.txt", "cloakroom"),
    ("when do the doors open", "theatre_tickets.txt", "45 minutes before"),
    # The book club.
    ("when does the book club meet", "book_club.md", "last Thursday"),
    ("what book are we reading this month", "book_club.md", "Small Things Like These"),
    ("is there a fee for the book club", "book_club.md", "no fee"),
    # Subjects the papers never mention.
    ("does the piano teacher do online lessons", None, ""),
    ("is there parking at the theatre", None, ""),
    ("how much is the choir membership", None, ""),
    ("can I bring my own clay", None, ""),
    ("is there an ice cream at the interval", None, ""),
]
