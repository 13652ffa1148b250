"""A parent's papers for a school nativity play (the forty-fifth session): the class letter, the
costume list as a table, the ticket email, the rehearsal note and a text. Its validation folder is
a school concert's: the music teacher's letter, the programme as CSV, the uniform note, the ticket
rules and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "class_letter.txt": """\
Reception and Year 1 will perform "The Busy Stable" on Tuesday 9 December at 2pm and Wednesday
10 December at 6pm in the school hall. The play lasts about 40 minutes.
""",
    "costumes.md": """\
# Costumes

| part | costume |
|---|---|
| shepherd | a tea towel for the head and a dressing gown |
| star | all yellow clothes; the school gives the headband |
| sheep | white top and leggings |
| innkeeper | a stripy apron |
""",
    "tickets_email.txt": """\
Each family may have 2 tickets for one performance, free, booked through the school app from
24 November. Younger siblings can sit on a lap without a ticket.
""",
    "rehearsal_note.txt": """\
Alfie is a sheep and has one line: "Baa, there's no room here!" Please send costumes in a named bag
by Friday 5 December. No filming: photos will be shared by the school afterwards.
""",
    "text.txt": """\
Grandma wants to come to the evening one, can we swap our tickets? Ben
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the nativity", "class_letter.txt", "Tuesday 9 December"),
    ("what time is the evening show", "class_letter.txt", "6pm"),
    ("how long is the play", "class_letter.txt", "about 40 minutes"),
    ("what's the play called", "class_letter.txt", "The Busy Stable"),
    ("what does a sheep wear", "costumes.md", "white top and leggings"),
    ("what costume does the innkeeper need", "costumes.md", "a stripy apron"),
    ("how many tickets can we have", "tickets_email.txt", "2 tickets"),
    ("do the tickets cost anything", "tickets_email.txt", "free"),
    ("does the baby need a ticket", "tickets_email.txt", "sit on a lap without a ticket"),
    ("what part is Alfie", "rehearsal_note.txt", "a sheep"),
    ("what is Alfie's line", "rehearsal_note.txt", "Baa, there's no room here!"),
    ("when do costumes need to be in", "rehearsal_note.txt", "Friday 5 December"),
    ("can I film it", "rehearsal_note.txt", "No filming"),
    ("which show does Grandma want to see", "text.txt", "the evening one"),
    ("is there a raffle", None, ""),
    ("can we bring a pushchair", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "music_letter.txt": """\
Our winter concert is on Thursday 11 December at 7pm in St Mary's Church. Performers arrive
by 6:15pm. Doors open to families at 6:40pm.
""",
    "programme.csv": """\
order,item
1,Year 3 recorders
2,school choir
3,string group
4,Year 6 band
""",
    "uniform_note.txt": """\
Performers wear school uniform with a red scarf or tinsel. No Christmas jumpers, please.
""",
    "ticket_rules.txt": """\
Tickets are £4 for adults and £2 for children, with a mince pie and a drink at the interval.
Money raised goes to the music department.
""",
    "message.txt": """\
Leah's in the choir AND the string group so she's on twice! Mum
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the concert", "music_letter.txt", "St Mary's Church"),
    ("what time do performers need to arrive", "music_letter.txt", "by 6:15pm"),
    ("when do the doors open", "music_letter.txt", "6:40pm"),
    ("what's second in the programme", "programme.csv", "school choir"),
    ("when is the Year 6 band on", "programme.csv", "4"),
    ("what should she wear", "uniform_note.txt", "school uniform with a red scarf"),
    ("can she wear her Christmas jumper", "uniform_note.txt", "No Christmas jumpers"),
    ("how much is a child's ticket", "ticket_rules.txt", "£2"),
    ("what is the money for", "ticket_rules.txt", "music department"),
    ("what is Leah in", "message.txt", "the choir AND the string group"),
    ("is there parking at the church", None, ""),
    ("will it be recorded", None, ""),
]
