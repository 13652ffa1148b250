"""A player's papers for a hospice lottery (the forty-ninth session): the welcome letter, the
rules, the prizes as a table, the draw note and a text. Its validation folder is a player's for a
school's 100 club: the letter, the rules, the prizes as CSV, the payment note and an email, written
at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Thank you for joining the St Clare's Hospice Lottery. Your lucky number is 448120. Each entry costs
£1 a week, paid monthly by direct debit.
""",
    "rules.txt": """\
Players must be 16 or over and live in Great Britain. Winners are paid by cheque, posted within 10
days of the draw. You do not need to claim a prize.
""",
    "prizes.md": """\
# Weekly prizes

| prize | amount |
|---|---|
| first | £1,000 |
| second | £250 |
| third | £100 |
| 20 runners-up | £10 each |
""",
    "draw_note.txt": """\
The draw takes place every Friday at noon. Results are on the hospice website from 5pm on Friday.
""",
    "text.txt": """\
Hi Mum, I've added a second number for you as a birthday present, it's 448121! Love, Nat
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what is my lottery number", "welcome.txt", "448120"),
    ("how much is it a week", "welcome.txt", "£1 a week"),
    ("how do I pay", "welcome.txt", "by direct debit"),
    ("how old do you have to be", "rules.txt", "16 or over"),
    ("how will I get my winnings", "rules.txt", "paid by cheque"),
    ("do I need to claim", "rules.txt", "You do not need to claim a prize"),
    ("how much is the first prize", "prizes.md", "£1,000"),
    ("how much do runners-up get", "prizes.md", "£10 each"),
    ("when is the draw", "draw_note.txt", "every Friday at noon"),
    ("where can I see the results", "draw_note.txt", "on the hospice website"),
    ("what's my second number", "text.txt", "448121"),
    ("is there a rollover", None, ""),
    ("can I pay by card", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
Welcome to the Oakfield Primary PTA 100 Club. Your number is 37. It costs £2 a month,
and half of the money goes to the school.
""",
    "rules.txt": """\
There are only 100 numbers, so once they are gone there is a waiting list. Members must be 18 or over.
""",
    "prizes.csv": """\
draw,first prize,second prize
monthly,£50,£25
Christmas,£150,£50
""",
    "payment_note.txt": """\
Pay by standing order on the 1st of each month to the PTA account, reference 100CLUB37.
""",
    "email.txt": """\
Dear members, the draw is held at the first PTA meeting of each month. Winners are told by email. Kerry
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my number", "letter.txt", "37"),
    ("how much does it cost", "letter.txt", "£2 a month"),
    ("where does the money go", "letter.txt", "half of the money goes to the school"),
    ("what's the Christmas first prize", "prizes.csv", "£150"),
    ("how much is the monthly second prize", "prizes.csv", "£25"),
    ("how do I pay", "payment_note.txt", "by standing order"),
    ("what reference do I use", "payment_note.txt", "100CLUB37"),
    ("when is the draw", "email.txt", "at the first PTA meeting of each month"),
    ("how will I know if I've won", "email.txt", "Winners are told by email"),
    ("how old do I need to be", "rules.txt", "18 or over"),
    ("can I have two numbers", None, ""),
    ("is there an Easter draw", None, ""),
]
