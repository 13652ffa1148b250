"""A commuter's papers for a workplace car share (the forty-sixth session): the scheme's welcome
email, the weekly rota as a table, the cost sharing agreement, the car park rules and a text. Its
validation folder is a parent's for a school walking bus: the volunteer letter, the route stops
as CSV, the rules, the wet weather plan and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to the Northgate Park car share scheme. You're matched with Kev Adams and Lucy Tran,
who live within two miles of you. Car sharers get the priority bays next to the main entrance.
""",
    "rota.md": """\
# Who drives

| day | driver | leaves at |
|---|---|---|
| Monday | Kev | 7:40am |
| Tuesday | Lucy | 7:45am |
| Wednesday | you | 7:40am |
| Thursday | Kev | 7:40am |
| Friday | Lucy | 7:30am |
""",
    "cost_agreement.txt": """\
Passengers pay the driver £3 a day towards fuel, settled every Friday. If you can't travel,
tell the driver by 9pm the night before. Drivers wait no more than 5 minutes at a pick-up.
""",
    "car_park_rules.txt": """\
Display the car share permit on the dashboard. The priority bays are only for cars with two or
more staff in them before 9:30am; after that anyone may use them.
""",
    "text.txt": """\
Morning! I've got a dentist appt Thursday so can you drive instead of me? Kev
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("who am I sharing with", "welcome_email.txt", "Kev Adams and Lucy Tran"),
    ("where are the priority bays", "welcome_email.txt", "next to the main entrance"),
    ("who drives on Tuesday", "rota.md", "Lucy"),
    ("what time do we leave on Friday", "rota.md", "7:30am"),
    ("which day am I driving", "rota.md", "Wednesday"),
    ("how much do passengers pay", "cost_agreement.txt", "£3 a day"),
    ("when do we settle up", "cost_agreement.txt", "every Friday"),
    ("what if I can't make it", "cost_agreement.txt", "tell the driver by 9pm the night before"),
    ("how long will the driver wait", "cost_agreement.txt", "no more than 5 minutes"),
    ("where does the permit go", "car_park_rules.txt", "on the dashboard"),
    ("why can't Kev drive Thursday", "text.txt", "dentist appt"),
    ("is there a bike shed", None, ""),
    ("can I bring my dog in the car", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "volunteer_letter.txt": """\
Thank you for volunteering for the St Luke's walking bus! It runs every school day, leaving the
library at 8:15am and arriving at school by 8:40am. Volunteers wear the yellow tabards provided.
""",
    "stops.csv": """\
stop,time
Library,8:15
Post office,8:22
Park gates,8:30
School,8:40
""",
    "rules.txt": """\
There must be one adult for every six children. Children hold hands in pairs and stay behind the
lead adult. Parents sign their child in at the first stop they join.
""",
    "wet_weather.txt": """\
The bus runs in the rain. It is cancelled only in snow or ice; we text parents by 7:30am if so.
""",
    "message.txt": """\
Can you do the Tuesday walk next week? I'm away. Femi
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does it leave the library", "volunteer_letter.txt", "8:15am"),
    ("what do volunteers wear", "volunteer_letter.txt", "yellow tabards"),
    ("what time is the park gates stop", "stops.csv", "8:30"),
    ("how many children per adult", "rules.txt", "one adult for every six children"),
    ("where do parents sign in", "rules.txt", "at the first stop they join"),
    ("does it run in the rain", "wet_weather.txt", "runs in the rain"),
    ("when is it cancelled", "wet_weather.txt", "only in snow or ice"),
    ("how will I know if it's cancelled", "wet_weather.txt", "we text parents"),
    ("which day does Femi want me to do", "message.txt", "Tuesday"),
    ("do volunteers need a DBS check", None, ""),
    ("is there a walking bus home", None, ""),
]
