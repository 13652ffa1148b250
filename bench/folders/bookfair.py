"""A parent's papers for a school book fair and author visit (the forty-seventh session): the
letter home, the book fair rules, the author's books as a table, the order form note and a text.
Its validation folder is a parent's for a school's World Book Day: the letter, the costume note,
the book swap list as CSV, the timetable and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "letter_home.txt": """\
The Scholastic book fair is in the school library from Monday 10 to Friday 14 March, 3.15pm to 4pm.
Author Kiran Lal visits on Wednesday 12 March and will sign copies after school.
""",
    "fair_rules.txt": """\
Children may only buy with an adult present. Card or cash. For every £1 spent, the school gets 60p in free books.
""",
    "author_books.md": """\
# Kiran Lal's books

| title | age | price |
|---|---|---|
| The Robot Who Sneezed | 5 to 8 | £6.99 |
| Moon Bus | 6 to 9 | £7.99 |
| Secret of the Sand Lab | 9 to 12 | £7.99 |
""",
    "order_form_note.txt": """\
To order a signed copy in advance, return the slip with payment by Monday 10 March.
""",
    "text.txt": """\
Leo wants Moon Bus, I've put £8 in his book bag. Mum
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the book fair", "letter_home.txt", "Monday 10 to Friday 14 March"),
    ("where is the book fair", "letter_home.txt", "school library"),
    ("when is the author visiting", "letter_home.txt", "Wednesday 12 March"),
    ("can kids buy on their own", "fair_rules.txt", "only buy with an adult present"),
    ("can I pay by card", "fair_rules.txt", "Card or cash"),
    ("how much is Moon Bus", "author_books.md", "£7.99"),
    ("what age is The Robot Who Sneezed for", "author_books.md", "5 to 8"),
    ("when do I send the order slip back", "order_form_note.txt", "Monday 10 March"),
    ("which book does Leo want", "text.txt", "Moon Bus"),
    ("how much money is in his book bag", "text.txt", "£8"),
    ("what does the school get", "fair_rules.txt", "60p in free books"),
    ("is there a raffle", None, ""),
    ("do they sell bookmarks", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
World Book Day is Thursday 6 March. Children can come dressed as a book character, and the
£1 book token will be handed out in class.
""",
    "costume_note.txt": """\
Please no masks or toy weapons. Costumes don't need to be bought; home-made is best.
""",
    "book_swap.csv": """\
class,day,place
Year 1,Thursday,hall
Year 3,Thursday,library
Year 5,Friday,library
""",
    "timetable.txt": """\
Parade of costumes at 9.15am in the playground. Story time with the head teacher at 2pm.
""",
    "message.txt": """\
Noah is going as the Gruffalo, I've got the costume from Aunt Bea. Dad
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is World Book Day", "letter.txt", "Thursday 6 March"),
    ("how much is the book token", "letter.txt", "£1 book token"),
    ("can he wear a mask", "costume_note.txt", "no masks or toy weapons"),
    ("do we have to buy a costume", "costume_note.txt", "don't need to be bought"),
    ("where is the Year 3 book swap", "book_swap.csv", "library"),
    ("which day is Year 5's book swap", "book_swap.csv", "Friday"),
    ("what time is the parade", "timetable.txt", "9.15am"),
    ("when is story time", "timetable.txt", "2pm"),
    ("who is Noah dressing up as", "message.txt", "the Gruffalo"),
    ("where did the costume come from", "message.txt", "Aunt Bea"),
    ("can parents watch the parade", None, ""),
    ("is there a prize for best costume", None, ""),
]
