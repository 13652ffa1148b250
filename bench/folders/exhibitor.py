"""A company's papers for exhibiting at a university careers fair (the thirty-ninth session): the
exhibitor pack, the stand booking, the day's timetable as a table, the delivery instructions, the
invoice and the organiser's email. Its validation folder is a small brewery's at a trade show:
the exhibitor manual, the stand plan as CSV, the passes, the sampling rules, the invoice and the
organiser's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "exhibitor_pack.txt": """\
Autumn Careers Fair: exhibitor pack

The fair is in the Great Hall, Kingsway Campus, on Wednesday 13 October 2027, 11am to 3pm.
Each stand has a 1.8m table, two chairs and one power socket. Pop-up banners must be no wider
than 2 metres. Exhibitor parking is in car park C; permits are sent a week before the fair.
Lunch is provided for up to two staff per stand.
""",
    "stand_booking.md": """\
# Booking confirmation

- Organisation: Brightwater Engineering Ltd
- Stand: B14 (corner stand, near the main entrance)
- Package: Standard, with a listing in the fair guide
- Staff: 3 (Leah Foster, Dan Price, Mo Saleh)
- Wi-Fi: guest network, password sent on the day
""",
    "timetable.md": """\
# On the day

| time | what |
|---|---|
| 8.30am | exhibitor set-up opens, goods lift available |
| 10.45am | stands must be ready |
| 11am | doors open to students |
| 1pm | employer panel in Lecture Theatre 2 |
| 3pm | fair closes; break-down until 5pm |
""",
    "delivery_instructions.txt": """\
Sending materials ahead

Boxes may be delivered to the Great Hall loading bay on Tuesday 12 October between 9am and 4pm
only. Label every box with your organisation and stand number. Nothing can be stored after the
fair: anything left behind after 5pm will be thrown away.
""",
    "invoice.txt": """\
Invoice CF-2027-088
Standard stand at the Autumn Careers Fair: £650.00
Extra staff lunch x1: £15.00
VAT at 20%: £133.00
Total: £798.00. Payment due within 30 days; a charity rate is available to non-profit
organisations.
""",
    "organiser_email.txt": """\
Hi Leah, thanks for booking! About 1,200 students came last year, mostly from engineering and
computing. If you'd like to speak on the employer panel, send me a title by 20 September. Best,
Chris, Careers Service
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the careers fair", "exhibitor_pack.txt", "Great Hall"),
    ("what time does the fair run", "exhibitor_pack.txt", "11am to 3pm"),
    ("how wide can our banner be", "exhibitor_pack.txt", "2 metres"),
    ("where do we park", "exhibitor_pack.txt", "car park C"),
    ("is lunch provided", "exhibitor_pack.txt", "up to two staff"),
    ("which stand are we on", "stand_booking.md", "B14"),
    ("who is going to the fair for us", "stand_booking.md", "Leah Foster, Dan Price, Mo Saleh"),
    ("what time can we set up", "timetable.md", "8.30am"),
    ("when does the employer panel start", "timetable.md", "1pm"),
    ("when do we have to be ready by", "timetable.md", "10.45am"),
    ("when can we send boxes", "delivery_instructions.txt", "Tuesday 12 October"),
    ("what happens to stuff left after the fair", "delivery_instructions.txt", "thrown away"),
    ("how much is the stand", "invoice.txt", "£650.00"),
    ("what's the total to pay", "invoice.txt", "£798.00"),
    ("how many students came last year", "organiser_email.txt", "1,200"),
    ("when do I need to send a talk title", "organiser_email.txt", "20 September"),
    ("can we bring a screen", None, ""),
    ("is there a dress code", None, ""),
    ("can we run a prize draw", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "exhibitor_manual.txt": """\
North Food & Drink Show: exhibitor manual

The show is at Harrogate Convention Centre, Hall C, from Sunday 6 to Monday 7 March 2028. Open
to trade visitors 10am to 5pm both days. Build-up is on Saturday 5 March from 12 noon to 8pm.
Stands must not be left unstaffed during opening hours.
""",
    "stand_plan.csv": """\
stand,exhibitor,size,shell scheme
C21,Dales Cheese Co,3m x 2m,yes
C22,Ridge Brewing,3m x 3m,yes
C23,Moorland Honey,2m x 2m,no
""",
    "passes.md": """\
# Passes

- Each stand gets 4 exhibitor passes; extra passes are £20 each.
- Passes are collected from the organiser's office in the foyer.
- Build-up contractors need a separate contractor pass.
""",
    "sampling_rules.txt": """\
Sampling alcohol

Samples must be no more than 50ml of beer per serving. Visitors must be 18 or over and you must
ask for ID from anyone who looks under 25. No sales of alcohol to take away are allowed at the
show.
""",
    "invoice.txt": """\
Ridge Brewing: invoice NFD-5510
Stand C22, 9 square metres at £240 per square metre: £2,160.00
Power (one 13A socket): £95.00
Total before VAT: £2,255.00. Balance due by 1 December 2027.
""",
    "organiser_text.txt": """\
Hi Sam, the loading bay for Hall C is at the back of the centre off Kings Road. Vans can unload
for 30 minutes then must move to the overflow car park. See you on the 5th! Nadia
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the show", "exhibitor_manual.txt", "Harrogate Convention Centre"),
    ("when is build-up", "exhibitor_manual.txt", "Saturday 5 March"),
    ("what are the opening hours", "exhibitor_manual.txt", "10am to 5pm"),
    ("what size is our stand", "stand_plan.csv", "3m x 3m"),
    ("who is next to us on C21", "stand_plan.csv", "Dales Cheese Co"),
    ("how many passes do we get", "passes.md", "4 exhibitor passes"),
    ("where do we pick up passes", "passes.md", "organiser's office"),
    ("how big can a sample be", "sampling_rules.txt", "50ml"),
    ("can we sell beer to take home", "sampling_rules.txt", "No sales of alcohol to take away"),
    ("how much is power", "invoice.txt", "£95.00"),
    ("when is the balance due", "invoice.txt", "1 December 2027"),
    ("where is the loading bay", "organiser_text.txt", "back of the centre"),
    ("how long can vans unload for", "organiser_text.txt", "30 minutes"),
    ("is there Wi-Fi on the stand", None, ""),
    ("can we bring a fridge", None, ""),
    ("when is the awards dinner", None, ""),
]
