"""A runner's papers for a charity fun run (the forty-fifth session): the entry confirmation, the
fundraising page's details, the race day guide, the start times as a table and a text. Its
validation folder is a school bake sale's: the PTA letter, the rota as CSV, the labelling rules,
the takings note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry.txt": """\
You're in! Riverside 10k for Hope Hospice, Sunday 19 October. Entry fee £18 paid. Your race number
is 1447 and will be posted to you 10 days before the race. Please raise at least £100.
""",
    "fundraising_page.txt": """\
Amira's page: running my first 10k for Hope Hospice, who cared for Grandad last year. Target £300.
Raised so far £212 from 17 supporters. Gift Aid adds 25% if you are a UK taxpayer.
""",
    "race_guide.txt": """\
Bag drop closes 20 minutes before your start. There are water stations at 3k and 7k.
Headphones are allowed, but keep the volume low. Medals and a T-shirt for every finisher.
""",
    "start_times.md": """\
# Start times

| wave | expected finish time | start |
|---|---|---|
| green | under 50 minutes | 9:00am |
| orange | 50 to 65 minutes | 9:15am |
| purple | over 65 minutes | 9:30am |
""",
    "text.txt": """\
Go Amira!! Uncle Rob says he'll match whatever you raise in the last week. Auntie Sue is meeting you
at the finish with a flask.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the run", "entry.txt", "Sunday 19 October"),
    ("what's my race number", "entry.txt", "1447"),
    ("how much was the entry fee", "entry.txt", "£18"),
    ("how much do I have to raise", "entry.txt", "at least £100"),
    ("what's my fundraising target", "fundraising_page.txt", "£300"),
    ("how much have I raised so far", "fundraising_page.txt", "£212"),
    ("how much does Gift Aid add", "fundraising_page.txt", "25%"),
    ("when does bag drop close", "race_guide.txt", "20 minutes before your start"),
    ("where are the water stations", "race_guide.txt", "3k and 7k"),
    ("can I wear headphones", "race_guide.txt", "Headphones are allowed"),
    ("do we get a medal", "race_guide.txt", "Medals and a T-shirt"),
    ("what time does the orange wave start", "start_times.md", "9:15am"),
    ("which wave is for under 50 minutes", "start_times.md", "green"),
    ("what did Uncle Rob say", "text.txt", "match whatever you raise"),
    ("who is meeting me at the finish", "text.txt", "Auntie Sue"),
    ("is there parking at the start", None, ""),
    ("can I run with my dog", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pta_letter.txt": """\
Our bake sale is on Friday 10 October after school in the playground, 3:15pm to 4pm. Please bring
cakes to the school office in the morning. Everything costs 50p or £1. Money raised goes to new
library books.
""",
    "rota.csv": """\
time,helpers
3:15pm to 3:35pm,Mrs Khan and Jo
3:35pm to 4pm,Dan and Priya
setting up at 2:45pm,Lucy
""",
    "labelling.txt": """\
Label every bake with its ingredients and any nuts. No homemade bakes with nuts, please: the school
is nut-free. Shop-bought cakes are welcome.
""",
    "takings.txt": """\
Last term's bake sale made £386. The best seller was chocolate crispy cakes.
""",
    "message.txt": """\
I'll do lemon drizzle and some flapjacks, can you bring a float of coins? Jo
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the bake sale", "pta_letter.txt", "Friday 10 October"),
    ("where do I drop the cakes off", "pta_letter.txt", "school office"),
    ("what's the money for", "pta_letter.txt", "library books"),
    ("how much are the cakes", "pta_letter.txt", "50p or £1"),
    ("who is helping from 3:35", "rota.csv", "Dan and Priya"),
    ("who is setting up", "rota.csv", "Lucy"),
    ("can I bake something with nuts", "labelling.txt", "No homemade bakes with nuts"),
    ("are shop-bought cakes ok", "labelling.txt", "Shop-bought cakes are welcome"),
    ("how much did we make last term", "takings.txt", "£386"),
    ("what sold best", "takings.txt", "chocolate crispy cakes"),
    ("what is Jo baking", "message.txt", "lemon drizzle"),
    ("can we sell drinks", None, ""),
    ("is there a prize for the best cake", None, ""),
]
