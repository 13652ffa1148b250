"""A parkrun volunteer's papers (the fortieth session): the run director's email, the volunteer
roster as CSV, the course description, the event's rules, the results email and a friend's text.
Its validation folder is a junior parkrun parent's: the welcome email, the course notes, the
milestone wristbands as a table, the rules for parents, the results email and the café's notice,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "director_email.txt": """\
Hi volunteers, thanks for signing up for Saturday. Please arrive by 8.30am for the briefing by the
bandstand; the run starts at 9am. Wear the hi-vis vest we give you. If you can no longer make it,
let me know by Thursday so I can find cover. Run director, Alison
""",
    "roster.csv": """\
role,volunteer
timekeeper,Ben Carr
barcode scanning,Amy Lowe
marshal at the bridge,Chris Dunn
tail walker,Pat Green
""",
    "course.md": """\
# Course

Two laps of the lake on tarmac paths, with one short hill by the boathouse. The course is flat
otherwise, and buggy-friendly. Dogs are welcome on a short lead. The finish funnel is by the café.
""",
    "event_rules.txt": """\
Run, jog, walk or volunteer: it's free, but always bring your barcode. No barcode, no time. Under
11s must stay within arm's reach of an adult. Please don't wear headphones on the course.
""",
    "results_email.txt": """\
Your result: Riverside parkrun, event 412. Time 27:43, position 118 of 341. This was your 25th
parkrun, and you are now eligible for the 25 milestone T-shirt. Your best time here is 26:58.
""",
    "friend_text.txt": """\
Ellie: you marshalling Saturday? I'm running then going to the café, want to come after? Bring
your reusable cup, they give 20p off!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do volunteers need to arrive", "director_email.txt", "8.30am"),
    ("where is the volunteer briefing", "director_email.txt", "by the bandstand"),
    ("what time does the run start", "director_email.txt", "9am"),
    ("who do I tell if I can't make it", "director_email.txt", "Alison"),
    ("who is the tail walker", "roster.csv", "Pat Green"),
    ("what is Chris doing", "roster.csv", "marshal at the bridge"),
    ("how many laps is the course", "course.md", "Two laps"),
    ("can I bring my dog", "course.md", "Dogs are welcome on a short lead"),
    ("is the course hilly", "course.md", "one short hill"),
    ("how much does parkrun cost", "event_rules.txt", "free"),
    ("can my 9 year old run on her own", "event_rules.txt", "within arm's reach of an adult"),
    ("can I wear headphones", "event_rules.txt", "don't wear headphones"),
    ("what was my time", "results_email.txt", "27:43"),
    ("what position did I finish", "results_email.txt", "118"),
    ("what's my best time", "results_email.txt", "26:58"),
    ("how much off is it with a reusable cup", "friend_text.txt", "20p"),
    ("are there toilets", None, ""),
    ("how long is the course", None, ""),
    ("where do I park", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to junior parkrun! Events are every Sunday at 9am on the playing fields. Juniors aged 4 to
14 can take part. Register once online and print your child's barcode; we can't give a time
without it.
""",
    "course_notes.txt": """\
The course is 2km: one small loop and one big loop of the playing fields, on grass. It can be
muddy in winter, so trainers with grip are best. The start is by the pavilion.
""",
    "wristbands.md": """\
# Milestone wristbands

| runs | wristband |
|---|---|
| 11 (half marathon) | blue |
| 21 (marathon) | green |
| 50 (ultra marathon) | orange |
| 100 | purple |
""",
    "parent_rules.txt": """\
Parents can run with their child, but not on their own. Under 11s should have a grown-up nearby.
Please cheer from the sides and keep the finish funnel clear.
""",
    "results_email.txt": """\
Mia's result: junior parkrun event 88, time 12:15, position 34. This was Mia's 21st run!
""",
    "cafe_notice.txt": """\
The pavilion café is open from 8.30am on Sundays for hot drinks and bacon rolls. Card only.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is junior parkrun", "welcome_email.txt", "every Sunday"),
    ("what ages can take part", "welcome_email.txt", "4 to 14"),
    ("how far is the course", "course_notes.txt", "2km"),
    ("what shoes should she wear", "course_notes.txt", "trainers with grip"),
    ("where is the start", "course_notes.txt", "by the pavilion"),
    ("what colour wristband for 21 runs", "wristbands.md", "green"),
    ("can I run on my own", "parent_rules.txt", "not on their own"),
    ("what was Mia's time", "results_email.txt", "12:15"),
    ("how many runs has Mia done", "results_email.txt", "21st"),
    ("what time does the café open", "cafe_notice.txt", "8.30am"),
    ("can I pay cash at the café", "cafe_notice.txt", "Card only"),
    ("is there a medal at the end", None, ""),
    ("can we bring the dog", None, ""),
    ("what happens if it snows", None, ""),
]
