"""A parent's papers for an after-school club (the forty-eighth session): the booking
confirmation, the club's policy, the week's activities as a table, the what-to-bring note and a
text. Its validation folder is a parent's for a school breakfast club: the welcome letter, the
rules, the menu as CSV, the payment note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Kids' Corner after-school club at Ferndown Primary: Ella Brooks (Year 3),
Mondays, Tuesdays and Thursdays, 3.15pm to 6pm. £14 a session, invoiced monthly.
""",
    "policy.txt": """\
Children are only released to adults on the collection list. Collection after 6pm is charged £5
per 10 minutes. Sessions cancelled with less than a week's notice are still charged.
""",
    "activities.md": """\
# This week

| day | activity |
|---|---|
| Monday | football and cupcake decorating |
| Tuesday | homework club and Lego |
| Wednesday | art: clay pots |
| Thursday | film afternoon |
| Friday | dodgeball |
""",
    "what_to_bring.txt": """\
A healthy snack and tea are provided. Send a named water bottle and a coat every day.
""",
    "text.txt": """\
Hi, Ella's grandma Pat will collect her on Thursday, she's on the list. Sam (Ella's mum)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which days does Ella go", "booking_confirmation.txt", "Mondays, Tuesdays and Thursdays"),
    ("what time does the club finish", "booking_confirmation.txt", "6pm"),
    ("how much is a session", "booking_confirmation.txt", "£14 a session"),
    ("who can pick her up", "policy.txt", "adults on the collection list"),
    ("what if I'm late collecting", "policy.txt", "£5"),
    ("what are they doing on Tuesday", "activities.md", "homework club and Lego"),
    ("when is the film afternoon", "activities.md", "Thursday"),
    ("do I need to send a snack", "what_to_bring.txt", "A healthy snack and tea are provided"),
    ("what should she bring", "what_to_bring.txt", "a named water bottle and a coat"),
    ("who is collecting Ella on Thursday", "text.txt", "grandma Pat"),
    ("can I cancel a session the day before", "policy.txt", "still charged"),
    ("is there a sibling discount", None, ""),
    ("do they do swimming", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to Early Birds breakfast club at St Mary's! Doors open at 7.45am; staff walk children to
class at 8.40am. Each morning costs £4.
""",
    "rules.txt": """\
Children must be signed in by a parent. The last drop-off is 8.15am. Please tell us about any food allergies on the form.
""",
    "menu.csv": """\
day,breakfast
Monday,cereal and toast
Tuesday,porridge and fruit
Wednesday,pancakes
Thursday,bagels and yoghurt
Friday,crumpets and fruit
""",
    "payment_note.txt": """\
Book and pay online through ParentPay by Friday for the next week. Children on free school meals eat free.
""",
    "message.txt": """\
Jack's friend Leo goes on Tuesdays and Thursdays, so I've booked the same. Anna
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does breakfast club open", "welcome_letter.txt", "7.45am"),
    ("how much is it each morning", "welcome_letter.txt", "£4"),
    ("what's the latest I can drop Jack off", "rules.txt", "8.15am"),
    ("who has to sign him in", "rules.txt", "signed in by a parent"),
    ("what's for breakfast on Wednesday", "menu.csv", "pancakes"),
    ("which day is porridge", "menu.csv", "Tuesday"),
    ("how do I pay", "payment_note.txt", "online through ParentPay"),
    ("when do I have to book by", "payment_note.txt", "by Friday for the next week"),
    ("which days is Jack going", "message.txt", "Tuesdays and Thursdays"),
    ("is it free with free school meals", "payment_note.txt", "eat free"),
    ("do they do after school too", None, ""),
    ("can he bring his own breakfast", None, ""),
]
