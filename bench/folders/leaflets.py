"""A teenager's papers for a leaflet delivery job (the forty-seventh session): the offer email, the
rules for young workers, the rounds as a table, the pay slip and a text. Its validation folder is a
teenager's for a paper round: the newsagent's letter, the rules, the round list as CSV, the pay note
and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "offer_email.txt": """\
Hi Josh, you can start delivering leaflets for Northside Print on Saturday 4 October. Pay is £6 per
100 leaflets, paid every two weeks by bank transfer.
""",
    "young_worker_rules.txt": """\
Under-16s may work up to 2 hours on a school day and 8 hours on a Saturday, never before 7am or
after 7pm. A parent must sign the permission form.
""",
    "rounds.md": """\
# Rounds

| round | streets | leaflets |
|---|---|---|
| A | Beech Road and Elm Close | 250 |
| B | Park Avenue | 180 |
| C | Hill Street and Mill Lane | 300 |
""",
    "pay_slip.txt": """\
Pay for 4 to 17 October: 1,200 leaflets delivered, £72.00. Paid on 20 October.
""",
    "text.txt": """\
Skip any house with a "no junk mail" sign. Pick up the leaflets from the garage at 9am. Dean
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I start", "offer_email.txt", "Saturday 4 October"),
    ("how much do I get paid", "offer_email.txt", "£6 per"),
    ("how often do I get paid", "offer_email.txt", "every two weeks"),
    ("how many hours can I work on a school day", "young_worker_rules.txt", "up to 2 hours"),
    ("what's the latest I can work", "young_worker_rules.txt", "after 7pm"),
    ("which streets are on round C", "rounds.md", "Hill Street and Mill Lane"),
    ("how many leaflets on round B", "rounds.md", "180"),
    ("how much did I earn in October", "pay_slip.txt", "£72.00"),
    ("where do I pick up the leaflets", "text.txt", "from the garage"),
    ("what about houses with a no junk mail sign", "text.txt", "Skip any house"),
    ("who signs the permission form", "young_worker_rules.txt", "A parent must sign"),
    ("do I get a high-vis vest", None, ""),
    ("can I do it on Sundays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "newsagent_letter.txt": """\
Dear Ava, welcome to the paper round at Patel's News. Collect your bag at 6.45am, Monday to
Saturday. Pay is £28 a week, in cash on Fridays.
""",
    "rules.txt": """\
Papers must be delivered by 8am. Push them right through the letterbox. If you're ill, text the shop before 6am.
""",
    "round_list.csv": """\
house,paper,extra
12 Rose Lane,The Times,Saturday magazine
15 Rose Lane,Daily Mail,none
3 Vine Street,The Guardian,none
""",
    "pay_note.txt": """\
Sunday rounds pay £9 extra if you want them. Christmas tips are yours to keep.
""",
    "message.txt": """\
15 Rose Lane is away until 10 November, no paper until then. Mr Patel
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do I collect the bag", "newsagent_letter.txt", "6.45am"),
    ("how much is the paper round a week", "newsagent_letter.txt", "£28 a week"),
    ("when do I get paid", "newsagent_letter.txt", "Fridays"),
    ("what time do the papers need to be delivered by", "rules.txt", "by 8am"),
    ("what if I'm ill", "rules.txt", "text the shop before 6am"),
    ("which paper does 3 Vine Street get", "round_list.csv", "The Guardian"),
    ("who gets the Saturday magazine", "round_list.csv", "12 Rose Lane"),
    ("how much extra for Sundays", "pay_note.txt", "£9 extra"),
    ("can I keep the tips", "pay_note.txt", "Christmas tips are yours to keep"),
    ("when does 15 Rose Lane want papers again", "message.txt", "10 November"),
    ("do I need a bike", None, ""),
    ("is there a holiday bonus", None, ""),
]
