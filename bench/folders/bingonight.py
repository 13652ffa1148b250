"""A volunteer's papers for a charity bingo night (the forty-eighth session): the event plan, the
hall's rules, the prizes as a table, the caller's notes and a text. Its validation folder is a
volunteer's for a charity quiz and curry night: the plan, the venue rules, the rounds as CSV, the
food note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "event_plan.txt": """\
Bingo night for St Cuthbert's Hospice at Marston Social Club, Saturday 8 February. Doors 7pm, eyes down
7.45pm. Books of tickets £10; dabbers 50p.
""",
    "hall_rules.txt": """\
Over 18s only after 8pm. The bar is run by the club, not by us. All tables must be cleared by 11pm.
""",
    "prizes.md": """\
# Prizes

| game | prize |
|---|---|
| Game 1, one line | box of chocolates |
| Game 2, two lines | £20 voucher |
| Game 3, full house | hamper |
| Jackpot, full house in 45 numbers | £100 |
""",
    "caller_notes.txt": """\
Call each number twice, with a pause. Check winning tickets against the called list before paying out.
""",
    "text.txt": """\
Hi Bev, I've got the float of £50 in coins for the ticket table, I'll bring it at 6.30. Sue
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is eyes down", "event_plan.txt", "7.45pm"),
    ("how much is a book of tickets", "event_plan.txt", "£10"),
    ("how much are dabbers", "event_plan.txt", "50p"),
    ("can kids come", "hall_rules.txt", "Over 18s only after 8pm"),
    ("who runs the bar", "hall_rules.txt", "The bar is run by the club"),
    ("what's the prize for a full house", "prizes.md", "hamper"),
    ("how much is the jackpot", "prizes.md", "£100"),
    ("what do you win for one line", "prizes.md", "box of chocolates"),
    ("how many times is each number called", "caller_notes.txt", "Call each number twice"),
    ("who is bringing the float", "text.txt", "Sue"),
    ("how much is the float", "text.txt", "£50 in coins"),
    ("is there a raffle", None, ""),
    ("can we bring our own food", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "plan.txt": """\
Quiz and curry night for the scout hut roof fund, Friday 21 March at the Cricket Club pavilion,
7.30pm. Teams of up to 6, £12 a head including curry.
""",
    "venue_rules.txt": """\
The pavilion licence ends at 11.30pm. No glasses on the veranda. Cars can park on the outfield.
""",
    "rounds.csv": """\
round,theme
1,general knowledge
2,music intros
3,picture round
4,sport
5,local history
""",
    "food_note.txt": """\
Curry is served at half-time: chicken tikka masala or a vegetable korma, with rice and naan.
""",
    "email.txt": """\
Hi Ali, could you be quizmaster? The answers sheet will be in the brown envelope. Jo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the quiz", "plan.txt", "£12 a head"),
    ("how many in a team", "plan.txt", "Teams of up to 6"),
    ("what time does it start", "plan.txt", "7.30pm"),
    ("where can we park", "venue_rules.txt", "on the outfield"),
    ("what's round 4", "rounds.csv", "sport"),
    ("which round is the picture round", "rounds.csv", "3"),
    ("when is the curry", "food_note.txt", "at half-time"),
    ("is there a veggie curry", "food_note.txt", "a vegetable korma"),
    ("where are the answers", "email.txt", "in the brown envelope"),
    ("when does the bar stop", "venue_rules.txt", "11.30pm"),
    ("is there a prize for the winners", None, ""),
    ("can we bring our own drinks", None, ""),
]
