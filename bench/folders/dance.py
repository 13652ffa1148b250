"""A dance school parent's papers (the thirty-eighth session): the term letter, the class list
as CSV, the uniform list, the show letter, the exam entry form and the teacher's email. Its
validation folder is a youth theatre parent's: the welcome pack, the rehearsal schedule, the
costume note, the ticket information, a fees CSV and the director's email, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "term_letter.txt": """\
Step Ahead School of Dance: spring term 2027

Dear parents,

Term runs from Monday 10 January to Saturday 2 April 2027, with half term from 14 to 19
February (no classes). Fees for the term are due by 17 January and can be paid by bank transfer
to Step Ahead Dance Ltd, sort code 20-45-77, account 6618 2093, using your child's name as the
reference. Classes missed through illness cannot be refunded, but can be made up in another
class of the same grade.
""",
    "class_list.csv": """\
class,day,time,hall,fee_per_term
Baby Ballet,Saturday,09:00-09:45,Small Hall,£72
Grade 2 Ballet,Tuesday,16:30-17:30,Main Hall,£96
Grade 2 Tap,Tuesday,17:30-18:15,Main Hall,£84
Street Dance (8-11),Thursday,17:00-18:00,Small Hall,£90
Contemporary (12+),Friday,18:00-19:15,Main Hall,£105
""",
    "uniform_list.md": """\
# Uniform

| class | what to wear |
|---|---|
| Ballet | pale pink leotard, pink tights, pink leather ballet shoes; hair in a bun |
| Tap | black leotard, black jazz pants, black tap shoes with a strap |
| Street | school T-shirt (from the office, £12), joggers, clean trainers |

Please name every item. Jewellery must be taken off before class.
""",
    "show_letter.txt": """\
Summer show: "Around the World"

Our summer show is on Saturday 26 June 2027 at the Lyceum Theatre, with shows at 2pm and 6pm.
Every pupil dances in both. Dress rehearsal is on Friday 25 June from 4pm; children must be
signed in by a parent. Tickets are £14 for adults and £9 for under-16s, on sale from 1 May. Each
child's costume fee is £20, added to the summer term invoice.
""",
    "exam_entry.txt": """\
ISTD exam entry: Grade 2 Ballet

Candidate: Maisie Thornton
Exam date: Sunday 13 March 2027 (time given one week before)
Entry fee: £52, to be paid with this form by 31 January
Extra exam practice class: Saturday 6 March, 2pm to 3pm, included in the fee
""",
    "teacher_email.txt": """\
Hi Mrs Thornton, Maisie is doing really well in tap. She is ready to move up to Grade 3 Tap
next term, which is on Wednesdays at 5pm. She'll need new shoes, half a size bigger. If
she'd like to try the Street class for free first, she can come along any Thursday. Miss Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when does term finish", "term_letter.txt", "Saturday 2 April 2027"),
    ("are there classes at half term", "term_letter.txt", "no classes"),
    ("when are fees due", "term_letter.txt", "17 January"),
    ("what reference do I use for the bank transfer", "term_letter.txt", "child's name"),
    ("do we get money back if she's off sick", "term_letter.txt", "cannot be refunded"),
    ("what time is grade 2 tap", "class_list.csv", "17:30-18:15"),
    ("how much is street dance per term", "class_list.csv", "£90"),
    ("which hall is baby ballet in", "class_list.csv", "Small Hall"),
    ("what shoes does she need for tap", "uniform_list.md", "black tap shoes"),
    ("how much is the school t-shirt", "uniform_list.md", "£12"),
    ("can she wear earrings in class", "uniform_list.md", "Jewellery must be taken off"),
    ("where is the summer show", "show_letter.txt", "Lyceum Theatre"),
    ("how much are adult tickets for the show", "show_letter.txt", "£14"),
    ("when is the dress rehearsal", "show_letter.txt", "Friday 25 June"),
    ("how much is the costume", "show_letter.txt", "£20"),
    ("when is Maisie's ballet exam", "exam_entry.txt", "Sunday 13 March 2027"),
    ("how much is the exam entry", "exam_entry.txt", "£52"),
    ("when is grade 3 tap", "teacher_email.txt", "Wednesdays at 5pm"),
    ("can she try street dance", "teacher_email.txt", "free"),
    ("is there a sibling discount", None, ""),
    ("can parents watch the lessons", None, ""),
    ("is there parking at the hall", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_pack.txt": """\
Welcome to Spotlight Youth Theatre

Sessions are on Saturdays at the Corn Exchange: Juniors (8 to 11) from 10am to 12pm, Seniors
(12 to 18) from 1pm to 4pm. Please collect your child promptly; staff leave 15 minutes after the
session ends. Members must not leave the building during sessions. Bring a packed lunch and a
water bottle; the building is nut-free.
""",
    "rehearsal_schedule.md": """\
# Rehearsals for "The Wind in the Willows"

| date | time | who |
|---|---|---|
| Saturday 5 March | 1pm to 4pm | whole cast |
| Saturday 12 March | 1pm to 4pm | Toad, Badger, Ratty, Mole only |
| Sunday 20 March | 10am to 5pm | technical rehearsal, whole cast |
| Thursday 24 March | 6pm to 9pm | dress rehearsal |

Lines must be learnt by 12 March.
""",
    "costume_note.txt": """\
Costumes

We provide all costumes. Please send your child in plain black leggings or trousers and a black
long-sleeved top underneath, with black plimsolls. No nail varnish on show nights.
""",
    "ticket_information.txt": """\
Performances: Friday 25 and Saturday 26 March 2027 at 7pm, plus a Saturday matinee at 2:30pm.
Tickets: £10, concessions £7, from the Corn Exchange box office or online. Each family is
guaranteed 4 tickets if booked by 10 March.
""",
    "fees.csv": """\
item,amount,due
Spring term fee,£85,14 January
Show fee,£25,1 March
T-shirt,£11,on order
""",
    "director_email.txt": """\
Dear parents, a reminder that Oliver has been cast as Mole. Scripts went home last week; if his
is lost, there is a PDF on the members' page. Parents who can help backstage on show nights,
please sign up with Nadia at the front desk. Gareth (Director)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do seniors finish", "welcome_pack.txt", "4pm"),
    ("where are the sessions", "welcome_pack.txt", "Corn Exchange"),
    ("can I send him with a peanut butter sandwich", "welcome_pack.txt", "nut-free"),
    ("when is the technical rehearsal", "rehearsal_schedule.md", "Sunday 20 March"),
    ("who has to come on 12 March", "rehearsal_schedule.md", "Toad, Badger, Ratty, Mole only"),
    ("when do lines have to be learnt by", "rehearsal_schedule.md", "12 March"),
    ("do we need to buy a costume", "costume_note.txt", "We provide all costumes"),
    ("what should he wear under the costume", "costume_note.txt", "plain black leggings or trousers"),
    ("what time is the matinee", "ticket_information.txt", "2:30pm"),
    ("how much are concession tickets", "ticket_information.txt", "£7"),
    ("how many tickets does each family get", "ticket_information.txt", "4 tickets"),
    ("how much is the show fee", "fees.csv", "£25"),
    ("what part is Oliver playing", "director_email.txt", "Mole"),
    ("what if he's lost his script", "director_email.txt", "PDF on the members' page"),
    ("how do I help backstage", "director_email.txt", "sign up with Nadia"),
    ("can we film the show", None, ""),
    ("is there a bursary for fees", None, ""),
    ("does he need to learn to sing", None, ""),
]
