"""An office worker's papers for the workplace lottery syndicate (the forty-sixth session): the
syndicate agreement, the members and payments as a table, the organiser's email, the claim rules
and a text. Its validation folder is an office Secret Santa's: the organiser's email, the draw
results as CSV, the rules, the party plan and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "agreement.txt": """\
Third Floor Lottery Syndicate. Each member pays £2 a week, collected every Friday by the organiser,
Leanne Brooks. We play the same six lines in every Saturday draw. Winnings are shared equally
among members who have paid for that week.
""",
    "members.md": """\
# Members and payments

| member | paid up to |
|---|---|
| Leanne Brooks | 28 March |
| Dev Sharma | 21 March |
| Ola Nowak | 28 March |
""",
    "organiser_email.txt": """\
If you're on holiday, pay in advance or your lines won't count for those weeks. Tickets are
photographed and shared in the group chat before each draw.
""",
    "claim_rules.txt": """\
Wins under £100 go into the pot for extra lines. Anything bigger is paid out by bank transfer
within 5 working days of the prize being received.
""",
    "text.txt": """\
Dev you owe for 2 weeks, can you pay Friday? L
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is it a week", "agreement.txt", "£2 a week"),
    ("who collects the money", "agreement.txt", "Leanne Brooks"),
    ("which draw do we play", "agreement.txt", "Saturday draw"),
    ("how are winnings split", "agreement.txt", "shared equally"),
    ("when has Dev paid up to", "members.md", "21 March"),
    ("what if I'm on holiday", "organiser_email.txt", "pay in advance"),
    ("how do we see the tickets", "organiser_email.txt", "photographed and shared in the group chat"),
    ("what happens to small wins", "claim_rules.txt", "go into the pot for extra lines"),
    ("how do big wins get paid", "claim_rules.txt", "by bank transfer"),
    ("how many weeks does Dev owe", "text.txt", "2 weeks"),
    ("what are our numbers", None, ""),
    ("can I leave the syndicate", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "organiser_email.txt": """\
Secret Santa is on! The spending limit is £15. Wrap your present with the name on a tag and put it
in the sack in the kitchen by Friday 12 December.
""",
    "draw.csv": """\
giver,receiver
Anna,Marcus
Marcus,Priya
Priya,Steve
Steve,Anna
""",
    "rules.txt": """\
Keep who you are buying for secret. No gift cards, and nothing alcoholic, as not everyone drinks.
""",
    "party_plan.txt": """\
Presents are opened at the team lunch on Tuesday 16 December, 12:30 at the Red Lion.
Lunch is paid for by the department.
""",
    "message.txt": """\
Marcus is really into climbing if that helps whoever has him! Jo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much should I spend", "organiser_email.txt", "£15"),
    ("where do I put the present", "organiser_email.txt", "in the sack in the kitchen"),
    ("when is the deadline for presents", "organiser_email.txt", "Friday 12 December"),
    ("who is Priya buying for", "draw.csv", "Steve"),
    ("who has Anna", "draw.csv", "Marcus"),
    ("can I give a gift card", "rules.txt", "No gift cards"),
    ("when are presents opened", "party_plan.txt", "Tuesday 16 December"),
    ("who pays for lunch", "party_plan.txt", "paid for by the department"),
    ("what is Marcus into", "message.txt", "climbing"),
    ("is there a dress code", None, ""),
    ("what if someone is off sick", None, ""),
]
