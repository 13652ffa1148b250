"""A fundraiser's papers for a charity abseil (the fiftieth session): the registration email, the
safety rules, the fundraising targets as a table, the day's note and a text. Its validation folder
is a fundraiser's for a sponsored sleep-out: the sign-up email, the rules, the kit list as CSV, the
fundraising note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration_email.txt": """\
Thank you for signing up to abseil down Portland Tower for Hope Children's Hospice on
Sunday 7 September. Your registration fee of £25 has been paid and your abseil slot is 10:40am.
""",
    "safety_rules.txt": """\
Abseilers must be aged 14 or over and weigh no more than 120kg.
All harnesses and helmets are provided by our instructors. Long hair must be tied back.
""",
    "targets.md": """\
# Fundraising

| route | height | minimum sponsorship |
|---|---|---|
| tower | 60m | £150 |
| bridge | 35m | £100 |
""",
    "day_note.txt": """\
Please check in at the marquee on the tower plaza 45 minutes before your slot.
Spectators are welcome to watch from the plaza, free of charge.
""",
    "text.txt": """\
Hi Olu, you've already raised £210, amazing! Remember photos are on sale after, £10 for the set. Hope team
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is my abseil", "registration_email.txt", "10:40am"),
    ("when is the abseil", "registration_email.txt", "Sunday 7 September"),
    ("how much was the registration fee", "registration_email.txt", "£25"),
    ("how old do you have to be", "safety_rules.txt", "aged 14 or over"),
    ("is there a weight limit", "safety_rules.txt", "no more than 120kg"),
    ("do I need my own helmet", "safety_rules.txt", "All harnesses and helmets are provided"),
    ("how high is the tower", "targets.md", "60m"),
    ("how much do I need to raise for the bridge", "targets.md", "£100"),
    ("where do I check in", "day_note.txt", "at the marquee on the tower plaza"),
    ("can my family watch", "day_note.txt", "Spectators are welcome to watch"),
    ("how much have I raised so far", "text.txt", "£210"),
    ("how much are the photos", "text.txt", "£10 for the set"),
    ("can I wear my own gloves", None, ""),
    ("is there a medal", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "signup_email.txt": """\
You're in! The Big Sleep Out for Harbour House homeless charity is on Friday 21 November
in the cathedral grounds. Registration opens at 7pm and the sleep-out ends at 6am.
""",
    "rules.txt": """\
Participants must be 16 or over; under 18s need an adult sleeping out with them.
No tents are allowed, only cardboard and sleeping bags. No alcohol on site.
""",
    "kit_list.csv": """\
item,notes
sleeping bag,a warm winter one
roll mat,foam or inflatable
cardboard,provided
hot drinks,provided all night
""",
    "fundraising_note.txt": """\
We ask every sleeper to raise at least £100. Gift Aid adds 25p to every £1 donated by a UK
taxpayer.
""",
    "message.txt": """\
Hi Ben, breakfast is bacon rolls at the cathedral cafe at 6am, on us! Harbour House team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the sleep out", "signup_email.txt", "Friday 21 November"),
    ("where is it", "signup_email.txt", "in the cathedral grounds"),
    ("what time does registration open", "signup_email.txt", "7pm"),
    ("can I bring a tent", "rules.txt", "No tents are allowed"),
    ("can my 15 year old come", "rules.txt", "must be 16 or over"),
    ("what kind of sleeping bag", "kit_list.csv", "a warm winter one"),
    ("are hot drinks provided", "kit_list.csv", "provided all night"),
    ("how much do I have to raise", "fundraising_note.txt", "at least £100"),
    ("what does Gift Aid add", "fundraising_note.txt", "25p to every £1"),
    ("what's for breakfast", "message.txt", "bacon rolls"),
    ("is there a toilet", None, ""),
    ("can I bring my dog", None, ""),
]
