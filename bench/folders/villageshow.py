"""A village show entrant's papers (the thirty-fourth session): the show schedule, the entry rules,
the classes as CSV, the judging notes, the prize list and the secretary's email; fit, its
questions and expected text written before the tool was run on it, its failures read and mended.
Its validation folder is a photography club competition entrant's: the competition brief, the
entry rules, the rounds as CSV, the judge's notes, the awards and the secretary's message, written
at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "show_schedule.txt": """\
Little Hadham Flower and Produce Show

Date: Saturday 9 August
Place: the village hall and the green
Entries staged: 8am to 10:30am
Judging: 11am to 1:30pm, the hall is closed to the public
Open to the public: 2pm
Prize giving: 4pm
Entries collected: after 4:30pm
""",
    "entry_rules.md": """\
# Entry rules

- Entry forms by Wednesday 6 August
- 50p per entry, children's classes free
- One entry per class per person
- All produce must be grown by the exhibitor

Use the plates provided for vegetables. The judge's decision is final.
""",
    "classes.csv": """\
class,description
12,Three shallots
18,Five runner beans
31,Victoria sponge
44,Jar of lemon curd
""",
    "judging_notes.txt": """\
Judging notes

Vegetables should be clean and matched in size. Runner beans are judged on length, straightness and freshness. A Victoria sponge must have raspberry jam only, with caster sugar on top.
""",
    "prize_list.txt": """\
Prizes

First £3, second £2, third £1 in every class. The Banksian Medal goes to the exhibitor with the most prize money in the vegetable classes. The cup for best in show is held for one year.
""",
    "secretary_email.txt": """\
Dear exhibitors,

We need volunteers to help put out tables on Friday evening from 6pm. Teas and cakes will be served in the marquee all afternoon.

Sue (show secretary)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The schedule.
    ("when is the show", "show_schedule.txt", "Saturday 9 August"),
    ("what time do entries have to be in", "show_schedule.txt", "10:30am"),
    ("when is prize giving", "show_schedule.txt", "4pm"),
    ("when can I collect my entries", "show_schedule.txt", "after 4:30pm"),
    # Entry.
    ("when is the deadline for entry forms", "entry_rules.md", "Wednesday 6 August"),
    ("how much does it cost to enter", "entry_rules.md", "50p per entry"),
    ("can I enter twice in one class", "entry_rules.md", "One entry per class"),
    ("do I have to grow it myself", "entry_rules.md", "grown by the exhibitor"),
    # Classes.
    ("what class is the Victoria sponge", "classes.csv", "31"),
    ("how many runner beans", "classes.csv", "Five runner beans"),
    # Judging.
    ("what jam goes in a Victoria sponge", "judging_notes.txt", "raspberry jam only"),
    ("how are runner beans judged", "judging_notes.txt", "length, straightness and freshness"),
    # Prizes.
    ("how much is first prize", "prize_list.txt", "£3"),
    ("who gets the Banksian Medal", "prize_list.txt", "most prize money"),
    ("how long do you keep the cup", "prize_list.txt", "one year"),
    # The secretary.
    ("when do they need help with tables", "secretary_email.txt", "Friday evening"),
    ("will there be teas", "secretary_email.txt", "marquee"),
    # Subjects the papers never mention.
    ("is there a dog show", None, ""),
    ("can I sell my jam", None, ""),
    ("is there parking at the show", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "competition_brief.txt": """\
Spring competition

Theme: Reflections
Closing date: Friday 14 March, midnight
Judge: Alan Rees, from the Chiltern Camera Club
Results evening: Tuesday 1 April, 7:30pm at the club room
""",
    "entry_rules.md": """\
# Entry rules

- Up to three images per member
- JPEG, 1920 pixels on the long side
- No borders or watermarks
- Images must have been taken in the last two years

Send entries through the club website; email entries are not accepted.
""",
    "rounds.csv": """\
round,theme,closes
1,Reflections,14 March
2,Street life,9 May
3,Open,4 July
""",
    "judge_notes.txt": """\
From the judge

I look for a clear subject, good light and a strong composition. Heavy editing is fine as long as it serves the picture.
""",
    "awards.txt": """\
Awards

Points: 20 for first, 18 for second, 16 for third. The member with the most points over the year wins the Ken Hollis Trophy.
""",
    "secretary_message.txt": """\
Gail: Reminder that beginners can enter the novice section this time, same closing date. Prints for the exhibition are due at the April meeting.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The brief.
    ("what's the theme", "competition_brief.txt", "Reflections"),
    ("when does the competition close", "competition_brief.txt", "Friday 14 March"),
    ("who is judging", "competition_brief.txt", "Alan Rees"),
    # Rules.
    ("how many photos can I enter", "entry_rules.md", "three images"),
    ("can I email my entry", "entry_rules.md", "not accepted"),
    ("what size should the images be", "entry_rules.md", "1920 pixels"),
    # Rounds.
    ("when does the street life round close", "rounds.csv", "9 May"),
    # The judge.
    ("is editing allowed", "judge_notes.txt", "Heavy editing is fine"),
    # Awards.
    ("how many points for second", "awards.txt", "18"),
    ("what's the trophy called", "awards.txt", "Ken Hollis Trophy"),
    # The secretary.
    ("can beginners enter", "secretary_message.txt", "novice section"),
    ("when are prints due", "secretary_message.txt", "April meeting"),
    # Subjects the papers never mention.
    ("is there a prize for the winner", None, ""),
    ("can I use a phone camera", None, ""),
    ("is there a black and white category", None, ""),
]
