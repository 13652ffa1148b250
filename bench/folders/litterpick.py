"""A volunteer's papers for a community litter pick (the forty-eighth session): the event notice,
the safety rules, the zones as a table, the kit note and a group message. Its validation folder
is a volunteer's for a tree planting day: the invitation, the site rules, the planting plan as
CSV, the directions and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "event_notice.txt": """\
Greenfield Spring Clean: Saturday 15 March, 10am to 12.30pm. Meet at the library car park.
Refreshments afterwards at the Scout hut, kindly donated by the Co-op.
""",
    "safety_rules.txt": """\
Under 16s must come with an adult. Never pick up needles or broken glass;
mark the spot with a cone and tell a team leader. Keep off the railway embankment.
""",
    "zones.md": """\
# Zones

| zone | area | team leader |
|---|---|---|
| A | Brook Lane and the playing field | Joan |
| B | High Street and the bus station | Malik |
| C | Canal towpath to the lock | Steph |
""",
    "kit_note.txt": """\
Litter pickers, gloves, hi-vis vests and bags are provided by the council. Wear sturdy shoes.
Full bags go by the lamp post at the library car park for the council to collect on Monday.
""",
    "group_message.txt": """\
Hi all, we're short on people for the canal, so if you can, pick zone C. Thanks, Joan
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is the litter pick", "event_notice.txt", "10am to 12.30pm"),
    ("where do we meet", "event_notice.txt", "library car park"),
    ("is there food after", "event_notice.txt", "Refreshments afterwards at the Scout hut"),
    ("can my 12 year old come on his own", "safety_rules.txt", "Under 16s must come with an adult"),
    ("what if I find a needle", "safety_rules.txt", "mark the spot with a cone"),
    ("who leads zone B", "zones.md", "Malik"),
    ("which zone is the canal", "zones.md", "C"),
    ("do I need to bring gloves", "kit_note.txt", "provided by the council"),
    ("what do I do with the full bags", "kit_note.txt", "by the lamp post"),
    ("when does the council collect the bags", "kit_note.txt", "Monday"),
    ("which zone does Joan want us in", "group_message.txt", "zone C"),
    ("is there parking at the library", None, ""),
    ("do we get a certificate", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Help plant the new Millfield community wood! Sunday 23 November, 9.30am to 1pm. Over 400 saplings
to plant. All ages welcome; children must be supervised.
""",
    "site_rules.txt": """\
Dogs must stay on leads. Tools are handed out at the gazebo and must be returned there. The
field is muddy, so wellies are essential.
""",
    "planting_plan.csv": """\
area,trees,number
North edge,hawthorn hedge,150
Middle,oak and rowan,120
South corner,wild cherry,80
Pond side,alder,60
""",
    "directions.txt": """\
Park at Millfield Primary School; the field gate is a five-minute walk along Mill Lane.
""",
    "message.txt": """\
Bring a flask, it's cold up there. The farm shop is doing free soup at the end! Bea
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the tree planting", "invitation.txt", "Sunday 23 November"),
    ("how many trees are we planting", "invitation.txt", "Over 400 saplings"),
    ("can kids come", "invitation.txt", "All ages welcome"),
    ("can I bring my dog", "site_rules.txt", "Dogs must stay on leads"),
    ("where do we get the tools", "site_rules.txt", "handed out at the gazebo"),
    ("what should I wear on my feet", "site_rules.txt", "wellies are essential"),
    ("how many alders are going in", "planting_plan.csv", "60"),
    ("what's being planted on the north edge", "planting_plan.csv", "hawthorn hedge"),
    ("where do I park", "directions.txt", "Millfield Primary School"),
    ("is there food at the end", "message.txt", "free soup"),
    ("are there toilets on site", None, ""),
    ("do I need to book", None, ""),
]
