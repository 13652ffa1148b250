"""A client's papers for a Pilates class (the fiftieth session): the booking confirmation, the
studio rules, the timetable as a table, the first-class note and a text. Its validation folder is a
member's for a yoga studio: the welcome email, the etiquette page, the prices as CSV, the hot yoga
note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
You're booked on the Monday 7pm Mat Pilates class at Core Studio, 14 Bridge Street,
starting on 6 January. A block of six classes costs £54. Please arrive ten minutes early on
your first visit.
""",
    "studio_rules.txt": """\
Classes must be cancelled at least 12 hours before the start, or the class is lost from your block.
Please bring a water bottle. Mats are provided, but you may bring your own.
""",
    "timetable.md": """\
# Weekly timetable

| day | time | class | teacher |
|---|---|---|---|
| Monday | 7pm | Mat Pilates | Rachel |
| Wednesday | 9:30am | Reformer | Tom |
| Friday | 12:15pm | Pilates for Back Care | Rachel |
""",
    "first_class_note.txt": """\
Wear comfortable clothes you can stretch in. We work in bare feet or grip socks, which are on sale
at reception for £8. Tell your teacher about any injuries before the class.
""",
    "text.txt": """\
Hi Sam, Rachel says the Monday class is full next week so she'll run an extra one on Tuesday at 7pm. Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my pilates class", "booking.txt", "Monday 7pm"),
    ("where is the studio", "booking.txt", "14 Bridge Street"),
    ("how much did the block cost", "booking.txt", "£54"),
    ("when do I start", "booking.txt", "6 January"),
    ("how late can I cancel", "studio_rules.txt", "at least 12 hours before the start"),
    ("do I need to bring a mat", "studio_rules.txt", "Mats are provided"),
    ("who teaches the reformer class", "timetable.md", "Tom"),
    ("what time is the back care class", "timetable.md", "12:15pm"),
    ("what should I wear", "first_class_note.txt", "comfortable clothes you can stretch in"),
    ("how much are grip socks", "first_class_note.txt", "£8"),
    ("what if I have a bad knee", "first_class_note.txt", "Tell your teacher about any injuries"),
    ("when is the extra class", "text.txt", "Tuesday at 7pm"),
    ("is there parking", None, ""),
    ("can I bring a friend for free", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to Lotus Yoga! Your membership number is LY-2291 and your unlimited monthly plan starts on
1 March. The studio is on the first floor above the bakery on Church Lane.
""",
    "etiquette.txt": """\
Please switch phones to silent and leave shoes in the cubbies by the door.
Latecomers cannot join once the class has started.
""",
    "prices.csv": """\
plan,price
drop-in class,£12
10-class pass,£100
unlimited monthly,£85
""",
    "hot_yoga_note.txt": """\
Hot yoga classes run in a room heated to 38 degrees. Bring a large towel and drink plenty of water
beforehand. Not suitable during pregnancy.
""",
    "message.txt": """\
Hi Priya, I've left my spare mat in locker 12 for you, the code is 4471. Ellie
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my membership number", "welcome_email.txt", "LY-2291"),
    ("where is the studio", "welcome_email.txt", "above the bakery on Church Lane"),
    ("when does my plan start", "welcome_email.txt", "1 March"),
    ("where do I put my shoes", "etiquette.txt", "in the cubbies by the door"),
    ("what if I'm late", "etiquette.txt", "Latecomers cannot join once the class has started"),
    ("how much is a drop-in class", "prices.csv", "£12"),
    ("what does a 10-class pass cost", "prices.csv", "£100"),
    ("how hot is the hot yoga room", "hot_yoga_note.txt", "38 degrees"),
    ("can I do hot yoga when pregnant", "hot_yoga_note.txt", "Not suitable during pregnancy"),
    ("what's the locker code", "message.txt", "4471"),
    ("are there showers", None, ""),
    ("is there a student discount", None, ""),
]
