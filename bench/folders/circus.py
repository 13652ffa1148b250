"""A parent's papers for a children's circus skills course (the fifty-first session): the place
confirmation, the week's plan as a table, the kit and safety note, the show invitation and a text
from the course leader. Its validation folder is a parent's for a children's drama holiday club:
the booking email, the daily times as CSV, the club rules, the show details and a text, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "place_confirmation.txt": """\
Isla has a place on the Big Top Circus Skills Week for ages 7 to 12, from Monday 3 August to Friday 7 August,
9.30am to 3pm daily, at Hollins Leisure Centre sports hall. The fee of £135 is paid in full.
""",
    "week_plan.md": """\
# The week

| day | skill |
|---|---|
| Monday | juggling and diabolo |
| Tuesday | plate spinning and devil sticks |
| Wednesday | unicycle and stilt walking |
| Thursday | aerial hoop and trapeze |
| Friday | rehearsal and show |
""",
    "kit_and_safety.txt": """\
Children should wear trainers and clothes they can move freely in; no jewellery or hoop earrings.
Long hair must be tied back for the aerial sessions.
A packed lunch and a water bottle are needed every day.
""",
    "show_invitation.txt": """\
Families are invited to the end of week show on Friday 7 August at 2.15pm in the sports hall. The
show lasts about 40 minutes and is free to watch.
""",
    "text.txt": """\
Hi all, if your child is being collected by someone new, please tell us their name at drop off. Thanks, Rosa
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what times is the course each day", "place_confirmation.txt", "9.30am to 3pm daily"),
    ("where is it held", "place_confirmation.txt", "Hollins Leisure Centre sports hall"),
    ("how much did it cost", "place_confirmation.txt", "£135"),
    ("what ages is it for", "place_confirmation.txt", "ages 7 to 12"),
    ("what are they doing on Wednesday", "week_plan.md", "unicycle and stilt walking"),
    ("which day is the trapeze", "week_plan.md", "Thursday"),
    ("what should she wear", "kit_and_safety.txt", "trainers and clothes they can move freely in"),
    ("does she need to bring lunch", "kit_and_safety.txt", "A packed lunch and a water bottle are needed"),
    ("what time is the show", "show_invitation.txt", "2.15pm"),
    ("do we have to pay to watch the show", "show_invitation.txt", "free to watch"),
    ("what if her grandad is picking her up", "text.txt", "please tell us their name at drop off"),
    ("is there a sibling discount", None, ""),
    ("can parents stay and watch during the week", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Dear Mr Achterberg, Femi is booked on Stage Stars Holiday Club for 4 days, Tuesday 28 October to
Friday 31 October, at St Mark's Church Hall. Total paid: £112.
""",
    "daily_times.csv": """\
session,time
early drop off,8.30am
club starts,9.30am
lunch,12.15pm
club ends,3.30pm
late pick up,5pm
""",
    "club_rules.txt": """\
Mobile phones are handed in at the start of each day and returned at pick up. The club is nut free,
so please do not send nuts or nut spreads in lunches.
""",
    "show_details.txt": """\
On Friday the children perform a short version of Alice in Wonderland at 3pm for families.
Tickets are not needed.
""",
    "text.txt": """\
Hi Femi's dad, Femi can bring a costume from home for the show if he likes, something for the Mad Hatter's tea party. Lou
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many days is he booked for", "booking_email.txt", "4 days"),
    ("where is the club", "booking_email.txt", "St Mark's Church Hall"),
    ("how much did we pay", "booking_email.txt", "£112"),
    ("what time is early drop off", "daily_times.csv", "8.30am"),
    ("when is late pick up", "daily_times.csv", "5pm"),
    ("what time does the club end", "daily_times.csv", "3.30pm"),
    ("can he take his phone", "club_rules.txt", "Mobile phones are handed in"),
    ("can I send peanut butter sandwiches", "club_rules.txt", "please do not send nuts or nut spreads"),
    ("what show are they doing", "show_details.txt", "Alice in Wonderland"),
    ("do we need tickets for the show", "show_details.txt", "Tickets are not needed"),
    ("can he bring a costume", "text.txt", "Femi can bring a costume from home"),
    ("is there a discount for siblings", None, ""),
    ("will there be a photographer", None, ""),
]
