"""A street party organiser's papers (the forty-first session): the council's road closure
permission, the day's plan as a table, the food and drink list as CSV, the insurance note, the
letter to neighbours and a neighbour's reply. Its validation folder is a village bonfire night
organiser's: the parish council's approval, the evening's timings as CSV, the safety plan, the
ticket prices, the volunteer rota note and the fire brigade's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "road_closure.txt": """\
Leeds City Council: street party road closure

Thank you for your application. Beech Grove may be closed to traffic on Saturday 6 June from 10am
to 8pm. There is no charge for a residents' street party. You must put the "road closed" signs we
lend you at both ends, and keep a gap of 3 metres for emergency vehicles.
""",
    "day_plan.md": """\
# The day

| time | what |
|---|---|
| 10am | road closed, tables out |
| 12pm | bring-and-share lunch |
| 2pm | children's races and face painting |
| 5pm | tidy up begins |
""",
    "food_list.csv": """\
house,bringing
no. 4,sausage rolls and a quiche
no. 9,cakes
no. 12,lemonade and juice
no. 15,paper plates and cups
""",
    "insurance_note.txt": """\
The council does not require public liability insurance for a small residents' party, but
recommends it. We've bought a policy for £45, covering up to £5 million.
""",
    "neighbours_letter.txt": """\
Dear neighbours, we're having a street party on Saturday 6 June! Please move your car off the road
by 9.30am; you can park on Oak Avenue. Bring a chair and something to share. Questions to Jo at no. 7.
""",
    "neighbour_reply.txt": """\
Hi Jo, count us in! We can lend our gazebo and two trestle tables. Sue at no. 20
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day is the party", "road_closure.txt", "Saturday 6 June"),
    ("what time is the road closed", "road_closure.txt", "10am to 8pm"),
    ("does the closure cost anything", "road_closure.txt", "no charge"),
    ("how much space do we need to leave for ambulances", "road_closure.txt", "3 metres"),
    ("when are the children's races", "day_plan.md", "2pm"),
    ("what time do we start tidying", "day_plan.md", "5pm"),
    ("what is number 9 bringing", "food_list.csv", "cakes"),
    ("who is bringing plates", "food_list.csv", "no. 15"),
    ("do we need insurance", "insurance_note.txt", "does not require"),
    ("how much was the insurance", "insurance_note.txt", "£45"),
    ("when do I need to move my car", "neighbours_letter.txt", "by 9.30am"),
    ("where can I park", "neighbours_letter.txt", "Oak Avenue"),
    ("who do I ask if I have questions", "neighbours_letter.txt", "Jo at no. 7"),
    ("who is lending a gazebo", "neighbour_reply.txt", "Sue at no. 20"),
    ("is there a bouncy castle", None, ""),
    ("can we play music", None, ""),
    ("what happens if it rains", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "parish_approval.txt": """\
Bramhope Parish Council approves the village bonfire and fireworks on the recreation ground on
Saturday 7 November. Gates open at 6pm; the bonfire is lit at 6.45pm.
""",
    "timings.csv": """\
time,event
6.00pm,gates open and food stalls
6.45pm,bonfire lit
7.30pm,fireworks display
8.15pm,gates close
""",
    "safety_plan.txt": """\
Safety plan

No sparklers or fireworks may be brought by the public. The bonfire is fenced off 20 metres from the
crowd. First aid is at the cricket pavilion.
""",
    "ticket_prices.txt": """\
Tickets: adults £6, children under 12 £3, under 5s free. Family ticket £15. Buy them at the Co-op or
on the gate.
""",
    "rota_note.txt": """\
Volunteers: stewards meet at the pavilion at 5pm for a briefing. Wear the hi-vis tabards provided.
""",
    "fire_brigade_email.txt": """\
From: West Yorkshire Fire and Rescue
Please check the bonfire for hedgehogs before lighting it, and keep a hose or extinguishers near the
fence.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the bonfire", "parish_approval.txt", "Saturday 7 November"),
    ("what time do the gates open", "parish_approval.txt", "6pm"),
    ("what time are the fireworks", "timings.csv", "7.30pm"),
    ("can I bring sparklers", "safety_plan.txt", "No sparklers"),
    ("how far is the crowd from the bonfire", "safety_plan.txt", "20 metres"),
    ("where is first aid", "safety_plan.txt", "cricket pavilion"),
    ("how much is a child's ticket", "ticket_prices.txt", "£3"),
    ("where can I buy tickets", "ticket_prices.txt", "Co-op"),
    ("when do stewards meet", "rota_note.txt", "5pm"),
    ("what do we check before lighting it", "fire_brigade_email.txt", "hedgehogs"),
    ("how much is a family ticket", "ticket_prices.txt", "£15"),
    ("is there a hot dog stall", None, ""),
    ("can I bring my dog", None, ""),
    ("is there parking", None, ""),
]
