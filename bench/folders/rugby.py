"""A junior rugby club parent's papers (the forty-first session): the welcome letter, the training
times as a table, the kit list, the safeguarding notes, the subscriptions as CSV and the coach's
message about a festival. Its validation folder is a netball club player's: the membership email,
the training sessions as CSV, the club rules, the kit order form, the league letter and the
captain's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Otley RUFC Minis and Juniors!

Your son Alfie is registered in the Under 9s. Training is on Sunday mornings at Cross Green. Every
player must be registered with the RFU before playing in a festival; we do this for you once the
subs are paid.
""",
    "training_times.md": """\
# Training times (Sundays)

| age group | time | pitch |
|---|---|---|
| Under 7s | 9.30am to 10.30am | pitch 3 |
| Under 9s | 10am to 11.30am | pitch 2 |
| Under 11s | 10am to 12pm | pitch 1 |
""",
    "kit_list.txt": """\
Kit

Players need boots (moulded studs only for the Under 9s), a gum shield, shin pads are optional, and
the club training top, £18 from the clubhouse shop. Bring a water bottle with his name on it.
""",
    "safeguarding.txt": """\
Safeguarding

Parents must stay at the ground during training for Under 9s and below. Only coaches and players
are allowed on the pitch. Our welfare officer is Karen Holt (07700 900 412).
""",
    "subscriptions.csv": """\
age group,yearly subs
Under 7s,£60
Under 9s,£75
Under 11s,£85
second child,half price
""",
    "coach_message.txt": """\
Coach Rob: festival at Ilkley next Sunday! Meet in their car park at 9.15am, games from 10am, home by
about 1pm. Wear the club shirt and bring a packed lunch. Let me know by Wednesday if Alfie can't
make it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what age group is Alfie in", "welcome_letter.txt", "Under 9s"),
    ("where is training", "welcome_letter.txt", "Cross Green"),
    ("what time is Under 9s training", "training_times.md", "10am to 11.30am"),
    ("which pitch are the Under 11s on", "training_times.md", "pitch 1"),
    ("what boots does he need", "kit_list.txt", "moulded studs"),
    ("does he need a gum shield", "kit_list.txt", "gum shield"),
    ("how much is the training top", "kit_list.txt", "£18"),
    ("do I have to stay during training", "safeguarding.txt", "Parents must stay"),
    ("who is the welfare officer", "safeguarding.txt", "Karen Holt"),
    ("how much are the subs for Under 9s", "subscriptions.csv", "£75"),
    ("is there a discount for a second child", "subscriptions.csv", "half price"),
    ("where is the festival", "coach_message.txt", "Ilkley"),
    ("what time do we meet for the festival", "coach_message.txt", "9.15am"),
    ("what should he wear to the festival", "coach_message.txt", "club shirt"),
    ("when do I tell the coach if he can't go", "coach_message.txt", "by Wednesday"),
    ("is there a bar at the clubhouse", None, ""),
    ("can girls play", None, ""),
    ("is there a summer camp", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_email.txt": """\
Welcome to Leeds Phoenix Netball Club, Grace! Your membership for the season is £120, which can be
paid in three instalments of £40. It includes England Netball affiliation and insurance.
""",
    "training_sessions.csv": """\
day,time,venue
Monday,7pm to 8.30pm,Roundhay School sports hall
Thursday,8pm to 9pm,Roundhay School outdoor courts
""",
    "club_rules.txt": """\
Club rules

Nails must be short and no jewellery may be worn on court. Players who miss two training sessions in
a row without telling the coach may not be picked that week.
""",
    "kit_order.txt": """\
Kit order

Club dress £32, training T-shirt £15, hoodie £28. Orders close on 30 September and kit arrives about
four weeks later.
""",
    "league_letter.txt": """\
Leeds Netball League: the winter season starts on Saturday 4 October. Matches are played at the
Leeds Beckett courts from 9am.
""",
    "captain_message.txt": """\
Grace, you're playing GD this Saturday, first centre pass at 11.20. Please be there 30 minutes
before. Bibs are in my car.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "membership_email.txt", "£120"),
    ("can I pay in instalments", "membership_email.txt", "three instalments of £40"),
    ("when is Thursday training", "training_sessions.csv", "8pm to 9pm"),
    ("where is Monday training", "training_sessions.csv", "sports hall"),
    ("can I wear my earrings", "club_rules.txt", "no jewellery"),
    ("what happens if I miss training", "club_rules.txt", "may not be picked"),
    ("how much is the club dress", "kit_order.txt", "£32"),
    ("when do kit orders close", "kit_order.txt", "30 September"),
    ("when does the season start", "league_letter.txt", "Saturday 4 October"),
    ("what position am I playing", "captain_message.txt", "GD"),
    ("what time is the first centre pass", "captain_message.txt", "11.20"),
    ("is there a social night", None, ""),
    ("can I bring my daughter to training", None, ""),
    ("who is the umpire", None, ""),
]
