"""A volunteer's papers for a marathon water station (the forty-eighth session): the volunteer
briefing, the station rules, the shift plan as a table, the kit note and a group message. Its
validation folder is a volunteer's for a Christmas grotto elf shift: the welcome email, the
grotto rules, the rota as CSV, the costume note and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "briefing.txt": """\
Thank you for volunteering at water station 4 (mile 13) of the Riverside Marathon on Sunday 27 April.
Please arrive by 7.30am; the first runners reach you at about 9.10am. Sign in with Gemma.
""",
    "station_rules.txt": """\
Hold bottles out at arm's length and never step into the road. Collect empty bottles from the
verge when the last runner has gone. Call the medical team on channel 2 of the radio for any runner who collapses.
""",
    "shifts.md": """\
# Shift plan

| task | time | who |
|---|---|---|
| set up tables | 7.30am | everyone |
| hand out water | 9am to 12.30pm | teams A and B |
| gels table | 9.30am to 11.30am | team C |
| litter sweep | 12.30pm to 1.30pm | everyone |
""",
    "kit_note.txt": """\
You'll get a hi-vis bib and a snack bag. Wear waterproofs and warm layers; it's a long time standing still.
""",
    "group_message.txt": """\
Morning all, you're team B with me. Park at the rugby club, it's a 5-minute walk. Gemma
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do I need to be there", "briefing.txt", "by 7.30am"),
    ("which mile is our station", "briefing.txt", "mile 13"),
    ("when will the first runners arrive", "briefing.txt", "about 9.10am"),
    ("who do I sign in with", "briefing.txt", "Gemma"),
    ("what do I do if a runner collapses", "station_rules.txt", "Call the medical team on channel 2"),
    ("what happens after the last runner", "station_rules.txt", "Collect empty bottles"),
    ("when is the gels table", "shifts.md", "9.30am to 11.30am"),
    ("who does the litter sweep", "shifts.md", "everyone"),
    ("what will I be given", "kit_note.txt", "a hi-vis bib and a snack bag"),
    ("what should I wear", "kit_note.txt", "waterproofs and warm layers"),
    ("where do I park", "group_message.txt", "at the rugby club"),
    ("which team am I in", "group_message.txt", "team B"),
    ("do we get a medal", None, ""),
    ("are there toilets at the station", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_email.txt": """\
Welcome to the Elm Park Garden Centre grotto team! Shifts are 3 hours, and every elf gets
a free lunch in the café. Please arrive 20 minutes before your shift to change.
""",
    "grotto_rules.txt": """\
Never be alone with a child. No photos of children on your own phone. Santa's real name is never
to be used in front of visitors.
""",
    "rota.csv": """\
date,shift,elves
Saturday 6 December,10am to 1pm,"Holly, Jay"
Sunday 7 December,1pm to 4pm,"Holly, Priti"
Saturday 13 December,10am to 1pm,"Jay, Sam"
""",
    "costume_note.txt": """\
Elf tunic, hat and ears are provided; please wear green or black leggings and comfortable shoes.
""",
    "text.txt": """\
Holly, could you swap to the Sunday afternoon on the 14th? Let me know! Carol (grotto manager)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long are the shifts", "welcome_email.txt", "3 hours"),
    ("do we get food", "welcome_email.txt", "free lunch in the café"),
    ("how early should I arrive", "welcome_email.txt", "20 minutes before your shift"),
    ("can I take photos of the children", "grotto_rules.txt", "No photos of children on your own phone"),
    ("when is Priti working", "rota.csv", "Sunday 7 December"),
    ("who's on with Jay on the 13th", "rota.csv", "Sam"),
    ("what do I need to wear", "costume_note.txt", "green or black leggings"),
    ("is the costume provided", "costume_note.txt", "Elf tunic, hat and ears are provided"),
    ("what does Carol want Holly to do", "text.txt", "swap to the Sunday afternoon"),
    ("can I be alone with a child", "grotto_rules.txt", "Never be alone with a child"),
    ("do elves get paid", None, ""),
    ("is there parking for volunteers", None, ""),
]
