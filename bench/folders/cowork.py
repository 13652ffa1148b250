"""A coworking space member's papers (the thirty-ninth session): the membership plan, the house
rules, the meeting room prices as CSV, the mail handling terms, the events list and the community
manager's email. Its validation folder is a makerspace member's: the membership terms, the
machine inductions as a table, the tool booking log as CSV, the safety rules, the materials price
list and the volunteer's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_plan.txt": """\
The Loom Coworking: your membership

Plan: Flex, 10 days a month, £145 a month plus VAT.
Access: 8am to 7pm, Monday to Friday, with your key fob. Unused days do not roll over.
Includes: hot desk, fast Wi-Fi, tea and coffee, 2 hours of meeting room credit a month.
Cancel with one calendar month's notice.
""",
    "house_rules.md": """\
# House rules

- Calls go in the phone booths, not at the desks.
- Clear your desk at the end of each day; anything left is put in lost property.
- Dogs are welcome on Fridays if they are well behaved.
- Printing is 5p a page, charged to your account.
""",
    "meeting_rooms.csv": """\
room,seats,price per hour,screen
Weft,4,£15,TV
Warp,8,£25,projector
The Mill,16,£45,projector and video calls
""",
    "mail_terms.txt": """\
Mail handling

You may use our address as your business address for £20 a month. Post is held at reception for
up to 30 days. Parcels over 10kg cannot be accepted. We can scan and email your letters for £1 a
letter.
""",
    "events.md": """\
# Events this month

- **Tuesday 8th**: members' breakfast, 8.30am, free
- **Thursday 17th**: talk on tax for freelancers, 6pm, £5
- **Friday 25th**: summer social on the roof terrace, 5pm
""",
    "manager_email.txt": """\
Hi Sam, welcome to the Loom! Your fob will work from Monday. The kitchen is cleaned at 3pm each
day, so please wash up before then. The bike store code is 1917. Any questions, I'm at the front
desk most days. Ellie
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many days a month do I get", "membership_plan.txt", "10 days a month"),
    ("what are the opening hours", "membership_plan.txt", "8am to 7pm"),
    ("do unused days roll over", "membership_plan.txt", "do not roll over"),
    ("how much meeting room time is included", "membership_plan.txt", "2 hours"),
    ("where do I take calls", "house_rules.md", "phone booths"),
    ("can I bring my dog", "house_rules.md", "Fridays"),
    ("how much is printing", "house_rules.md", "5p a page"),
    ("how much is the Warp room", "meeting_rooms.csv", "£25"),
    ("how many people fit in The Mill", "meeting_rooms.csv", "16"),
    ("how much to use their address", "mail_terms.txt", "£20 a month"),
    ("how long do they keep my post", "mail_terms.txt", "30 days"),
    ("can they take big parcels", "mail_terms.txt", "over 10kg cannot be accepted"),
    ("when is the tax talk", "events.md", "Thursday 17th"),
    ("is the breakfast free", "events.md", "free"),
    ("when will my fob work", "manager_email.txt", "Monday"),
    ("what's the bike store code", "manager_email.txt", "1917"),
    ("is there parking", None, ""),
    ("can I have a fixed desk", None, ""),
    ("are there showers", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_terms.txt": """\
Hackney Makers: membership terms

Membership is £35 a month, or £20 for students and over-65s. Members can come in 10am to 10pm,
seven days a week. You must complete an induction before using any powered machine. Members under
18 must be with a parent or guardian at all times.
""",
    "inductions.md": """\
# Machine inductions

| machine | induction | length | cost |
|---|---|---|---|
| Laser cutter | Saturdays 11am | 90 minutes | £20 |
| 3D printers | Wednesdays 7pm | 60 minutes | £10 |
| Bandsaw | Sundays 2pm | 45 minutes | £10 |
| CNC router | by arrangement | 3 hours | £45 |
""",
    "bookings.csv": """\
date,machine,member,from,to
2027-05-04,Laser cutter,J. Ortiz,18:00,19:30
2027-05-04,CNC router,R. Patel,10:00,13:00
2027-05-05,3D printer 2,J. Ortiz,09:00,17:00
""",
    "safety_rules.txt": """\
Safety rules

Wear safety glasses on the workshop floor. Tie back long hair and remove loose jewellery before
using the lathe. Never leave the laser cutter running unattended, even for a minute. The first
aid kit is by the sink.
""",
    "materials.md": """\
# Materials for sale

- Birch plywood, 3mm, A3 sheet: £2.50
- Acrylic, 3mm, A3 sheet: £4.00
- PLA filament: £0.05 per gram
""",
    "volunteer_message.txt": """\
Hi Jo, the laser cutter's lens is being replaced on Tuesday, so it's out of action until Wednesday
morning. Please don't cut PVC on it, ever: the fumes are toxic. Cheers, Raf
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership for students", "membership_terms.txt", "£20"),
    ("when is the makerspace open", "membership_terms.txt", "10am to 10pm"),
    ("can my 15 year old come on his own", "membership_terms.txt", "parent or guardian"),
    ("when is the laser cutter induction", "inductions.md", "Saturdays 11am"),
    ("how long is the CNC induction", "inductions.md", "3 hours"),
    ("how much is the 3D printer induction", "inductions.md", "£10"),
    ("who has the CNC router booked", "bookings.csv", "R. Patel"),
    ("what do I need to wear on the workshop floor", "safety_rules.txt", "safety glasses"),
    ("where is the first aid kit", "safety_rules.txt", "by the sink"),
    ("how much is acrylic", "materials.md", "£4.00"),
    ("how much is filament", "materials.md", "£0.05 per gram"),
    ("when will the laser cutter be back", "volunteer_message.txt", "Wednesday"),
    ("can I cut PVC", "volunteer_message.txt", "don't cut PVC"),
    ("is there a kiln", None, ""),
    ("can I store projects overnight", None, ""),
    ("how much is a locker", None, ""),
]
