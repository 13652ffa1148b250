"""A judo club parent's papers (the thirty-seventh session): the welcome letter, the class
timetable as CSV, the grading information, the club fees, the code of conduct and the coach's
message. Its validation folder is a gymnastics club parent's: the place offer, the session times
as CSV, the kit and safety rules, the badge scheme, the competition entry and the head coach's
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Riverside Judo Club

Dear parent,

Welcome to the club. Sam has a place in the Juniors (ages 8 to 12) group. The dojo is at
Riverside Leisure Centre, upstairs in Studio 2. Your child's coach is Sensei Maria Costa, 3rd Dan.
Please arrive 10 minutes early so children can change and warm up.
""",
    "class_timetable.csv": """\
group,day,start,end
Mini Dragons (5-7),Saturday,09:00,09:45
Juniors (8-12),Tuesday,17:30,18:30
Juniors (8-12),Saturday,10:00,11:00
Seniors (13+),Thursday,19:00,20:30
""",
    "grading.md": """\
# Gradings

Gradings are held three times a year, in March, July and November. A child needs at least
20 sessions at their current belt before grading. The grading fee is £18, paid on the day in cash.

Belt order for juniors: red, yellow, orange, green, blue, brown.
""",
    "fees.txt": """\
Club fees

Monthly membership: £28 for one class a week, £40 for two.
British Judo licence: £25 a year, needed before your child's first grading.
Judogi (suit): £32 from the club shop.
Brothers and sisters get 10% off.
""",
    "code_of_conduct.md": """\
# Code of conduct

- Bow when entering and leaving the mat
- Nails must be short and jewellery removed
- No food or drink on the mat; water bottles stay at the side
- Parents may watch from the balcony but not from the mat side
""",
    "coach_message.txt": """\
Hi all, Maria here. No class on Tuesday 2 November as the hall is booked for exams. Saturday is
as normal. Well done to everyone who passed their yellow belt!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what group is Sam in", "welcome_letter.txt", "Juniors"),
    ("where are the classes", "welcome_letter.txt", "Studio 2"),
    ("who is the coach", "welcome_letter.txt", "Maria Costa"),
    ("how early should we get there", "welcome_letter.txt", "10 minutes early"),
    ("what time does the Tuesday juniors class start", "class_timetable.csv", "17:30"),
    ("when is the seniors class", "class_timetable.csv", "Thursday"),
    ("how often are gradings", "grading.md", "three times a year"),
    ("how much does grading cost", "grading.md", "£18"),
    ("what belt comes after orange", "grading.md", "green"),
    ("how much is it a month for two classes", "fees.txt", "£40"),
    ("how much is the licence", "fees.txt", "£25 a year"),
    ("is there a discount for siblings", "fees.txt", "10% off"),
    ("can she wear earrings", "code_of_conduct.md", "jewellery removed"),
    ("where can parents watch from", "code_of_conduct.md", "balcony"),
    ("is there class on 2 November", "coach_message.txt", "No class on Tuesday 2 November"),
    ("is there a summer camp", None, ""),
    ("do they need a gum shield", None, ""),
    ("when are the competitions", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "place_offer.txt": """\
Harbour Gymnastics Academy

Dear Mr and Mrs Lin,

We are pleased to offer Mei a place in our Recreational Level 2 squad, starting Wednesday 8
September. Sessions are in the main gym at the Harbour Sports Hub, Quay Street. Her coach will be
Tom Reilly.
""",
    "session_times.csv": """\
squad,day,time,length
Tumble Tots,Monday,16:00,45 min
Recreational Level 1,Wednesday,16:30,1 hour
Recreational Level 2,Wednesday,17:30,1.5 hours
Development squad,Friday,18:00,2 hours
""",
    "kit_and_safety.md": """\
# Kit and safety

Gymnasts train in a leotard or a fitted T-shirt and shorts, with bare feet. Long hair must be
tied back. No chewing gum in the gym, ever.

If your child has an injury or a medical condition, tell the coach before the session starts.
""",
    "badge_scheme.txt": """\
Proficiency badges

Children work through badges 8 down to 1. Badge tests are held in the last week of each term
and cost £9 each, which includes the badge and certificate. Results are emailed within a week.
""",
    "competition_entry.txt": """\
Club competition: Saturday 4 December, 10am to 1pm

Entry fee: £15 per gymnast. Entries close on 19 November. Spectators pay £3 at the door;
under-5s are free. Gymnasts should wear the club leotard, which can be borrowed from the office.
""",
    "head_coach_email.txt": """\
Dear parents, this is Helen, head coach. From next term fees go up to £36 a month for one
session a week. The viewing gallery will be closed during half term for repainting.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does Mei start", "place_offer.txt", "Wednesday 8 September"),
    ("who will coach her", "place_offer.txt", "Tom Reilly"),
    ("where is the gym", "place_offer.txt", "Harbour Sports Hub"),
    ("how long is the Level 2 session", "session_times.csv", "1.5 hours"),
    ("what time is tumble tots", "session_times.csv", "16:00"),
    ("does she need gym shoes", "kit_and_safety.md", "bare feet"),
    ("can she chew gum", "kit_and_safety.md", "No chewing gum"),
    ("what if she has an injury", "kit_and_safety.md", "tell the coach"),
    ("how much is a badge test", "badge_scheme.txt", "£9"),
    ("when are badge tests", "badge_scheme.txt", "last week of each term"),
    ("when is the competition", "competition_entry.txt", "Saturday 4 December"),
    ("how much is it to watch", "competition_entry.txt", "£3"),
    ("when's the closing date for entries", "competition_entry.txt", "19 November"),
    ("how much are the new fees", "head_coach_email.txt", "£36 a month"),
    ("why is the gallery closed", "head_coach_email.txt", "repainting"),
    ("is there a sibling discount", None, ""),
    ("does she need a British Gymnastics membership", None, ""),
    ("is there a summer holiday camp", None, ""),
]
