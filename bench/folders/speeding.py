"""A driver's speeding papers (the forty-third session): the police's notice of intended
prosecution, the offer of a speed awareness course, the course booking email, the course rules,
the options as a table and a text from a friend who did the course. Its validation folder is a
bus lane penalty charge's: the council's notice, the appeal letter, the council's reply, the
charges as CSV and the tribunal leaflet, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "notice.txt": """\
Notice of Intended Prosecution

Vehicle: grey Ford Focus, registration LM19 KXR
Date and time: 9 September, 07:52
Place: A61 Wakefield Road, Rothwell
Recorded speed: 37 mph in a 30 mph limit
Camera: fixed average speed camera

You must name the driver within 28 days of the date of this notice, online or on the form overleaf.
Not naming the driver is an offence that carries 6 penalty points.
""",
    "course_offer.txt": """\
Offer of a National Speed Awareness Course

As the named driver you are eligible for a speed awareness course instead of a fixed penalty. If you
take the course, no points go on your licence. The course fee is £97 and you must book within 14
days of this letter. The course must be completed within 120 days of the offence. You cannot be
offered a course if you have done one in the last 3 years.
""",
    "course_booking.txt": """\
Booking confirmed: National Speed Awareness Course (online)
Date: Wednesday 15 October
Time: 6pm to 8.45pm
Provider: DriveSafe Training, booking reference DST-447812
Please log in 15 minutes early with your driving licence to hand. You will need a laptop or tablet
with a camera; phones are not allowed.
""",
    "course_rules.md": """\
# Course rules

- Your camera must stay on for the whole course.
- Arrive late by more than 5 minutes and you will not be admitted and may lose your fee.
- You can move your course once, free of charge, up to 7 days before it. After that a £25 change fee
  applies.
- You cannot eat while the course is running; there is a 10 minute break.
""",
    "options.md": """\
# Your options

| option | cost | points | notes |
|---|---|---|---|
| speed awareness course | £97 | 0 | only if offered |
| fixed penalty | £100 | 3 | points stay on record for 4 years |
| go to court | up to £1,000 | 3 to 6 | if you dispute the offence |
""",
    "friend_text.txt": """\
Sam: Did mine last year, honestly it's fine. They don't judge you. The trainer made us do a quiz at
the start and talked a lot about stopping distances. Insurance didn't go up either.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how fast was I going", "notice.txt", "37 mph"),
    ("where did I get caught speeding", "notice.txt", "A61 Wakefield Road"),
    ("how long have I got to name the driver", "notice.txt", "28 days"),
    ("what happens if I don't name the driver", "notice.txt", "6 penalty points"),
    ("do I get points if I do the course", "course_offer.txt", "no points"),
    ("how much is the speed awareness course", "course_offer.txt", "£97"),
    ("when do I have to book it by", "course_offer.txt", "within 14"),
    ("when is my course", "course_booking.txt", "Wednesday 15 October"),
    ("what's my booking reference", "course_booking.txt", "DST-447812"),
    ("can I do it on my phone", "course_booking.txt", "phones are not allowed"),
    ("what if I'm late", "course_rules.md", "will not be admitted"),
    ("can I change the date", "course_rules.md", "once, free of charge"),
    ("is there a break", "course_rules.md", "10 minute break"),
    ("how much is the fine if I take the points", "options.md", "£100"),
    ("how long do points stay on", "options.md", "4 years"),
    ("did Sam's insurance go up", "friend_text.txt", "didn't go up"),
    ("can I appeal the speeding ticket", None, ""),
    ("will my employer find out", None, ""),
    ("is the camera calibrated", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "penalty_notice.txt": """\
Penalty Charge Notice PN88214536
Contravention: being in a bus lane
Location: Stretford Road, Hulme
Date: 22 August, 17:18
Vehicle: VW Polo, registration MA66 PLR

The penalty charge is £70. It is reduced to £35 if paid within 21 days of the date of this notice.
""",
    "appeal_letter.txt": """\
Dear Sir or Madam,
I am challenging PN88214536. I entered the bus lane only to let an ambulance pass, and the dashcam
footage attached shows the ambulance behind me with its blue lights on.
Yours faithfully, Priya Nair
""",
    "council_reply.txt": """\
Thank you for your challenge. Having reviewed your dashcam footage we accept that you moved into the
bus lane to give way to an emergency vehicle. The penalty charge has been cancelled and you do not
need to do anything further.
""",
    "charges.csv": """\
stage,charge
paid within 21 days,£35
paid after 21 days,£70
after charge certificate,£105
""",
    "tribunal_leaflet.txt": """\
If the council rejects your representations you can appeal to the Traffic Penalty Tribunal within 28
days. Appealing is free. An independent adjudicator will decide your case, usually within 3 weeks.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where was the bus lane", "penalty_notice.txt", "Stretford Road"),
    ("how much is the fine", "penalty_notice.txt", "£70"),
    ("what's the penalty notice number", "penalty_notice.txt", "PN88214536"),
    ("why did I go in the bus lane", "appeal_letter.txt", "ambulance"),
    ("did the appeal work", "council_reply.txt", "cancelled"),
    ("do I need to do anything else", "council_reply.txt", "need to do anything further"),
    ("how much if I pay late", "charges.csv", "£70"),
    ("what does it go up to after the charge certificate", "charges.csv", "£105"),
    ("how long do I have to go to the tribunal", "tribunal_leaflet.txt", "within 28"),
    ("does it cost anything to appeal", "tribunal_leaflet.txt", "free"),
    ("how long does the tribunal take to decide", "tribunal_leaflet.txt", "3 weeks"),
    ("what time was I in the bus lane", "penalty_notice.txt", "17:18"),
    ("can I pay in instalments", None, ""),
    ("will it go on my licence", None, ""),
]
