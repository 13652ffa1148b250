"""A parent's papers for a child's swimming lessons (the thirty-fifth session): the lesson
booking, the term's dates as CSV, the pool's rules, the progress report, the price list and the
teacher's message; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a gymnastics club parent's: the club welcome,
the class list as CSV, the kit rules, the badge scheme, the fees and the coach's email, written at
the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lesson_booking.txt": """\
Riverside Leisure Centre: Learn to Swim

Swimmer: Isla Dawson
Stage: Stage 3
Day: Tuesday
Time: 4:30pm to 5:00pm
Teacher: Mr Kowalski
Pool: learner pool

Please arrive 10 minutes early. Parents watch from the viewing gallery upstairs.
""",
    "term_dates.csv": """\
week,date,note
1,Tue 9 September,
2,Tue 16 September,
7,Tue 21 October,half term: no lessons
8,Tue 4 November,
12,Tue 2 December,assessment week
""",
    "pool_rules.md": """\
# Pool rules

- Long hair must be tied back or in a swimming cap
- No jewellery in the water
- Children under 8 must be with an adult in the changing rooms

Swimmers must shower before entering the pool. Goggles are allowed, but not in the first 10 minutes of a lesson.
""",
    "progress_report.txt": """\
Progress report: Isla Dawson, Stage 3

Isla can swim 10 metres front crawl and float on her back. She needs to work on her breathing to the side. To move to Stage 4 she must swim 15 metres on her back without a float.
""",
    "prices.txt": """\
Lesson prices

Learn to Swim lessons cost £28.50 a month by direct debit. A second child in the same family gets 20% off. Missed lessons cannot be refunded or made up.
""",
    "teacher_message.txt": """\
Hi, it's Mr Kowalski. Next Tuesday is fun week: children can bring a swim toy. Isla is doing really well!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what time is Isla's lesson", "lesson_booking.txt", "4:30pm"),
    ("who is her teacher", "lesson_booking.txt", "Mr Kowalski"),
    ("where do parents watch", "lesson_booking.txt", "viewing gallery"),
    ("how early should we arrive", "lesson_booking.txt", "10 minutes early"),
    # Term dates.
    ("is there a lesson on 21 October", "term_dates.csv", "no lessons"),
    ("when is assessment week", "term_dates.csv", "2 December"),
    # Rules.
    ("does she need a swimming cap", "pool_rules.md", "tied back or in a swimming cap"),
    ("can she wear goggles", "pool_rules.md", "Goggles are allowed"),
    ("can she wear her earrings", "pool_rules.md", "No jewellery"),
    # Progress.
    ("what does Isla need to work on", "progress_report.txt", "breathing"),
    ("what does she need to do to get to Stage 4", "progress_report.txt", "15 metres on her back"),
    # Prices.
    ("how much are lessons", "prices.txt", "£28.50 a month"),
    ("is there a discount for siblings", "prices.txt", "20% off"),
    ("can we make up a missed lesson", "prices.txt", "cannot be refunded or made up"),
    # The teacher.
    ("what's happening next Tuesday", "teacher_message.txt", "fun week"),
    # Subjects the papers never mention.
    ("is there a cafe", None, ""),
    ("how much is parking", None, ""),
    ("does the pool have a slide", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "club_welcome.txt": """\
Welcome to Flipside Gymnastics

Gymnast: Noah Brennan
Class: Boys recreational, age 7-10
Venue: Flipside Gym, Unit 9 Carr Lane
Coach: Lauren Webb

Doors open 10 minutes before class. Parents may watch the last 10 minutes of each class only.
""",
    "classes.csv": """\
class,day,time,age
Tots,Saturday,9:00-9:45,3-4
Boys recreational,Thursday,17:00-18:00,7-10
Girls squad,Monday and Wednesday,17:00-19:00,8-14
""",
    "kit_rules.md": """\
# Kit

- Shorts and a fitted T-shirt, or a leotard
- Bare feet on the equipment
- No watches or jewellery

Long hair tied up. Water bottles only, no juice in the gym.
""",
    "badges.txt": """\
Badge scheme

Gymnasts work through badges 8 to 1. Badge tests are in the last week of each term and cost £6.50, which includes the badge and certificate.
""",
    "fees.txt": """\
Fees

Recreational classes are £32 a month. British Gymnastics membership is £20 a year and must be paid before the first class. A free taster session is available for new gymnasts.
""",
    "coach_email.txt": """\
Hi Mr Brennan,

Noah is ready for his Badge 6 test on Thursday 11 December. Please make sure he brings a water bottle.

Lauren
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome.
    ("who is Noah's coach", "club_welcome.txt", "Lauren Webb"),
    ("where is the gym", "club_welcome.txt", "Carr Lane"),
    ("can parents watch", "club_welcome.txt", "last 10 minutes"),
    # Classes.
    ("what time is the tots class", "classes.csv", "9:00-9:45"),
    ("which days is girls squad", "classes.csv", "Monday and Wednesday"),
    # Kit.
    ("does he need gym shoes", "kit_rules.md", "Bare feet"),
    ("can he bring juice", "kit_rules.md", "no juice"),
    # Badges.
    ("how much is a badge test", "badges.txt", "£6.50"),
    ("when are badge tests", "badges.txt", "last week of each term"),
    # Fees.
    ("how much are classes a month", "fees.txt", "£32 a month"),
    ("is there a free trial", "fees.txt", "free taster session"),
    ("how much is British Gymnastics membership", "fees.txt", "£20 a year"),
    # The coach.
    ("when is Noah's badge test", "coach_email.txt", "Thursday 11 December"),
    ("which badge is he taking", "coach_email.txt", "Badge 6"),
    # Subjects the papers never mention.
    ("is there a trampoline class", None, ""),
    ("do they run holiday camps", None, ""),
    ("is there a changing room", None, ""),
]
