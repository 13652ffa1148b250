"""A runner's papers for a charity colour run (the forty-ninth session): the entry confirmation,
the event rules, the timings as a table, the race pack note and a text. Its validation folder is a
walker's for a sponsored night walk: the entry, the rules, the route as CSV, the kit note and an
email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry.txt": """\
You're entered in the Rainbow 5k for Little Stars children's hospice, Sunday 14 June at Westfield
Park. Entry £18 for adults, £9 for under 16s. Please raise at least £50 in sponsorship.
""",
    "event_rules.txt": """\
Under 12s must run with an adult. Wear white to show off the colour. The powder is cornflour
based and washes out, but wear sunglasses.
""",
    "timings.md": """\
# Timings

| time | what |
|---|---|
| 9am | registration opens |
| 9.45am | warm-up |
| 10am | start |
| 11.30am | colour party on the field |
""",
    "race_pack_note.txt": """\
Your race pack has your number, a T-shirt and a colour sachet. It is posted 10 days before the event.
""",
    "text.txt": """\
Hi Dee, I'll meet you by the bandstand at 9.15, bring a bin bag for the car seats! Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the colour run", "entry.txt", "Sunday 14 June"),
    ("how much is entry for kids", "entry.txt", "£9 for under 16s"),
    ("how much do I need to raise", "entry.txt", "at least £50"),
    ("can my 10 year old run on her own", "event_rules.txt", "Under 12s must run with an adult"),
    ("what should I wear", "event_rules.txt", "Wear white"),
    ("does the powder wash out", "event_rules.txt", "washes out"),
    ("what time does it start", "timings.md", "10am"),
    ("when does registration open", "timings.md", "9am"),
    ("what's in the race pack", "race_pack_note.txt", "your number, a T-shirt and a colour sachet"),
    ("when will I get my race pack", "race_pack_note.txt", "10 days before the event"),
    ("where am I meeting Jo", "text.txt", "by the bandstand"),
    ("is there a medal", None, ""),
    ("can I bring my dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry.txt": """\
You're signed up for the Moonlight Walk, Saturday 20 June, starting at 10pm from the Town Hall.
Choose 10 miles or a half marathon.
""",
    "rules.txt": """\
Walkers must be 16 or over. Stay on the marked route and carry your phone. There is no running.
""",
    "route.csv": """\
checkpoint,mile,what
Riverside,3,water and toilets
St Anne's church,7,hot drinks
Cricket club,10,finish for the 10 mile route
""",
    "kit_note.txt": """\
Bring a head torch and layers, as it gets cold after midnight. Wear comfortable trainers.
""",
    "email.txt": """\
Hi Pam, breakfast is served at the finish from 3am, it's included in the entry. Moonlight Walk team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the night walk", "entry.txt", "Saturday 20 June"),
    ("where does it start", "entry.txt", "from the Town Hall"),
    ("how far is it", "entry.txt", "10 miles or a half marathon"),
    ("how old do you have to be", "rules.txt", "16 or over"),
    ("can I run", "rules.txt", "There is no running"),
    ("where are the toilets", "route.csv", "Riverside"),
    ("what's at mile 7", "route.csv", "hot drinks"),
    ("what do I need to bring", "kit_note.txt", "a head torch and layers"),
    ("is there breakfast", "email.txt", "breakfast is served at the finish"),
    ("what should I wear on my feet", "kit_note.txt", "comfortable trainers"),
    ("is there a minimum sponsorship", None, ""),
    ("can I bring my dog", None, ""),
]
