"""A dog show exhibitor's papers (the thirty-ninth session): the entry confirmation, the show's
schedule, the judging order as CSV, the show regulations, the benching note and the breed club's
email. Its validation folder is a cat show exhibitor's: the entry pass, the rules, the judging
rings as a table, the vetting-in notice, the prize list and the show manager's email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Northern Counties Championship Show: entry confirmation

Exhibitor: Mrs J. Whitaker
Dog: Kilnsey Bramble (Border Terrier, bitch), entered in Post Graduate and Open
Ring number: 214
Entry fees: £34 for the first class, £5 for each further class. Catalogue: £6, collect on the day.
""",
    "show_schedule.md": """\
# Show day: Saturday 26 June 2027

- Venue: Harrogate Showground, Hall 3
- Exhibitors admitted from 7am
- Judging starts at 9am in all rings
- Dogs may leave once their breed's judging is finished
- Best in Show: 5pm in the main ring
""",
    "judging_order.csv": """\
ring,breed,judge,order
Ring 6,Border Terrier,Mrs A. Lowe,1st
Ring 6,Lakeland Terrier,Mrs A. Lowe,2nd
Ring 7,Norfolk Terrier,Mr D. Kirk,1st
""",
    "show_regulations.txt": """\
Show regulations (extract)

Dogs must not be left in vehicles on the showground. No dog may be shown if it has been in
contact with an infectious disease in the 21 days before the show. Exhibitors must not groom with
chalk or any powder in the rings. A dog that is lame may be excused by the judge.
""",
    "benching_note.txt": """\
Benching

Every dog has a bench in Hall 3 and must be on its bench when not being shown or exercised. Your
bench number is your ring number. A benching chain is needed, not a lead.
""",
    "club_email.txt": """\
Hi Jean, the Border Terrier Club's stand is by the entrance to Hall 3; we'd love some help from
11am to 1pm. The breed club's AGM is after judging, in the members' tent. Best, Pauline
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which classes is Bramble entered in", "entry_confirmation.txt", "Post Graduate and Open"),
    ("what's our ring number", "entry_confirmation.txt", "214"),
    ("how much is the catalogue", "entry_confirmation.txt", "£6"),
    ("when is the show", "show_schedule.md", "Saturday 26 June 2027"),
    ("what time can we get in", "show_schedule.md", "from 7am"),
    ("when can we go home", "show_schedule.md", "once their breed's judging is finished"),
    ("who is judging Border Terriers", "judging_order.csv", "Mrs A. Lowe"),
    ("which ring are the Border Terriers in", "judging_order.csv", "Ring 6"),
    ("can I leave the dog in the car", "show_regulations.txt", "must not be left in vehicles"),
    ("can I use chalk", "show_regulations.txt", "must not groom with"),
    ("what if she's lame", "show_regulations.txt", "excused by the judge"),
    ("where is our bench", "benching_note.txt", "Hall 3"),
    ("do I need a benching chain", "benching_note.txt", "benching chain is needed"),
    ("where is the club stand", "club_email.txt", "by the entrance to Hall 3"),
    ("when is the club AGM", "club_email.txt", "after judging"),
    ("is there a vet on site", None, ""),
    ("can we camp at the showground", None, ""),
    ("what prize money is there", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_pass.txt": """\
Midlands Cat Club Show: entry pass
Exhibitor: Mr R. Dhillon
Cat: Ch. Moonfleet Pepper (British Shorthair, blue), pen number 87
Classes: Open, Grand Challenge, two side classes
Show opens to exhibitors at 7.30am; vetting-in closes at 9.15am.
""",
    "show_rules.txt": """\
Rules

Cats must be fully vaccinated at least 7 days before the show. Pens must be decorated only with
plain white blankets, a white litter tray and a white water bowl during judging. Exhibitors must
leave the hall while judging is in progress in the morning.
""",
    "judging_rings.md": """\
# Judging

| section | judge | starts |
|---|---|---|
| British Shorthair | Mrs K. Bell | 9.45am |
| Persian | Mr T. Hale | 10am |
| Siamese | Ms O. Grant | 10.15am |
""",
    "vetting_in.txt": """\
Vetting-in

Every cat is checked by a vet before it may be penned. Bring your vaccination certificate. Any cat
with fleas, a cold or ear mites will be sent home.
""",
    "prizes.md": """\
# Prizes

- Best in Show: £50 and a rosette
- Best of Variety: £20
- Each open class: rosettes for first to third place
""",
    "manager_email.txt": """\
Dear exhibitors, the hall is at Kenilworth Leisure Centre; parking is free in the main car park.
The hall will reopen to the public at 12.30pm. Lunch will be on sale in the café. Sue, Show
Manager
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what pen is Pepper in", "entry_pass.txt", "87"),
    ("when does vetting in close", "entry_pass.txt", "9.15am"),
    ("how long before the show do vaccinations have to be", "show_rules.txt", "at least 7 days"),
    ("what colour blanket can I use", "show_rules.txt", "plain white blankets"),
    ("can I stay in the hall during judging", "show_rules.txt", "leave the hall"),
    ("who is judging British Shorthairs", "judging_rings.md", "Mrs K. Bell"),
    ("when does Persian judging start", "judging_rings.md", "10am"),
    ("what do I need for vetting in", "vetting_in.txt", "vaccination certificate"),
    ("what happens if my cat has fleas", "vetting_in.txt", "sent home"),
    ("what does Best in Show win", "prizes.md", "£50"),
    ("where is the show", "manager_email.txt", "Kenilworth Leisure Centre"),
    ("is parking free", "manager_email.txt", "parking is free"),
    ("when can the public come in", "manager_email.txt", "12.30pm"),
    ("can I sell kittens at the show", None, ""),
    ("is there a photographer", None, ""),
    ("how much is entry for visitors", None, ""),
]
