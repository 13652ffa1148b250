"""A charity skydiver's papers (the forty-first session): the jump booking, the day's timetable
as a table, the weight and health rules, the sponsorship total as CSV, the charity's pack and the
instructor's email. Its validation folder is a charity abseil's: the booking, the safety rules, the
fundraising page as CSV, the kit list, the venue directions and the organiser's message, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "jump_booking.txt": """\
Tandem skydive booked for Katie Ross

Date: Saturday 19 July, Hibaldstow Airfield. Arrive at 8am for check-in.
Jump height 15,000 feet, about 60 seconds of freefall. Charity place for Macmillan: the jump is free
if you raise at least £395 in sponsorship.
""",
    "day_timetable.md": """\
# The day

| time | what |
|---|---|
| 8.00am | check-in and paperwork |
| 8.30am | safety briefing, about 30 minutes |
| 9.30am onwards | jumps, in order of weight and weather |
""",
    "health_rules.txt": """\
Weight and health

The maximum weight for a tandem jump is 16 stone fully clothed. You must be 16 or over. If you are
over 40 or have a medical condition, your GP must sign the medical form. Jumps may be delayed or
moved for wind, cloud or rain; please keep the whole day free.
""",
    "sponsorship.csv": """\
date,sponsor,amount
1 June,Mum and Dad,£100
3 June,Office collection,£152.50
10 June,Aunt Jo,£25
""",
    "charity_pack.txt": """\
Thank you for jumping for Macmillan! Pay in your sponsorship online within four weeks of the jump.
We'll send you a free T-shirt once you've raised £200.
""",
    "instructor_email.txt": """\
From: Rob, tandem instructor
Wear trainers, not boots, and comfortable clothes you can move in. No jewellery. A photo and video
package is £95 if you want one, paid on the day.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the jump", "jump_booking.txt", "Saturday 19 July"),
    ("what time do I need to be there", "jump_booking.txt", "8am"),
    ("how high is the jump", "jump_booking.txt", "15,000 feet"),
    ("how much do I need to raise", "jump_booking.txt", "£395"),
    ("how long is the safety briefing", "day_timetable.md", "about 30 minutes"),
    ("what's the weight limit", "health_rules.txt", "16 stone"),
    ("do I need a doctor to sign anything", "health_rules.txt", "your GP must sign the medical form"),
    ("what happens if it's windy", "health_rules.txt", "delayed"),
    ("how much did the office give", "sponsorship.csv", "£152.50"),
    ("when do I have to pay in the money", "charity_pack.txt", "within four weeks of the jump"),
    ("when do I get a T-shirt", "charity_pack.txt", "raised £200"),
    ("what shoes should I wear", "instructor_email.txt", "trainers"),
    ("can I wear my rings", "instructor_email.txt", "No jewellery"),
    ("how much is the video", "instructor_email.txt", "£95"),
    ("can my friends watch", None, ""),
    ("is there a café at the airfield", None, ""),
    ("can I jump on my own", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "abseil_booking.txt": """\
Charity abseil: Sheffield Arts Tower, Sunday 14 September

Participant: Ravi Sharma. Slot: 11.20am. Please arrive 45 minutes before your slot. Registration fee
£25; minimum sponsorship £150 for Weston Park Cancer Charity.
""",
    "safety_rules.txt": """\
Safety rules

Abseilers must be 14 or over; under 18s need a parent's signature. Maximum weight 20 stone. Long hair
must be tied back.
""",
    "fundraising.csv": """\
date,donor,amount
2 August,Grandma,£50
9 August,Cricket club,£75
""",
    "kit_list.txt": """\
Wear trousers or leggings, a long-sleeved top and trainers. Gloves and a helmet are provided.
""",
    "directions.txt": """\
The Arts Tower is next to Weston Park. The nearest tram stop is University of Sheffield; there is no
parking on site.
""",
    "organiser_message.txt": """\
Organiser: if it's too windy on the day we'll move you to the reserve date, Sunday 28 September.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is my slot", "abseil_booking.txt", "11.20am"),
    ("when should I arrive", "abseil_booking.txt", "45 minutes before"),
    ("how much is the registration fee", "abseil_booking.txt", "£25"),
    ("how much do I need to raise", "abseil_booking.txt", "£150"),
    ("how old do you have to be", "safety_rules.txt", "14 or over"),
    ("what's the weight limit", "safety_rules.txt", "20 stone"),
    ("how much did the cricket club give", "fundraising.csv", "£75"),
    ("do I need to bring gloves", "kit_list.txt", "provided"),
    ("what's the nearest tram stop", "directions.txt", "University of Sheffield"),
    ("what happens if it's windy", "organiser_message.txt", "reserve date"),
    ("is there parking", "directions.txt", "parking on site"),
    ("can I take photos on the way down", None, ""),
    ("is there a certificate", None, ""),
    ("can my dog come", None, ""),
]
