"""A community group's papers for a carnival float (the forty-seventh session): the entry
confirmation, the parade rules, the running order as a table, the float build plan and a text. Its
validation folder is a school's for a lantern parade: the letter home, the safety notes, the
workshop times as CSV, the route note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Float entry 17 confirmed for Oakfield Youth Club, Saturday 12 July.
Assemble at the Marsh Lane car park by 12.30pm; the parade leaves at 1.30pm.
""",
    "parade_rules.txt": """\
Floats must not be wider than 3 metres or taller than 4.5 metres. Every float needs two stewards
walking beside it. No sweets thrown from floats.
""",
    "running_order.md": """\
# Running order

| position | entry | theme |
|---|---|---|
| 1 | Mayor's car | civic |
| 16 | Dance Fusion | carnival colours |
| 17 | Oakfield Youth Club | under the sea |
| 18 | Scouts | space |
""",
    "build_plan.txt": """\
Build nights are Tuesdays 6pm to 8pm in the club hall. The trailer is lent by Hill Farm. Bring old
blue and green fabric.
""",
    "text.txt": """\
Judging is at the bandstand at 2.15pm, best float wins £100. Kerry
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what number is our float", "entry_confirmation.txt", "17"),
    ("where do we meet", "entry_confirmation.txt", "Marsh Lane car park"),
    ("what time does the parade leave", "entry_confirmation.txt", "1.30pm"),
    ("how wide can the float be", "parade_rules.txt", "3 metres"),
    ("how many stewards do we need", "parade_rules.txt", "two stewards"),
    ("can we throw sweets", "parade_rules.txt", "No sweets thrown from floats"),
    ("what's our theme", "running_order.md", "under the sea"),
    ("who is in front of us", "running_order.md", "Dance Fusion"),
    ("when are the build nights", "build_plan.txt", "Tuesdays 6pm to 8pm"),
    ("who is lending the trailer", "build_plan.txt", "Hill Farm"),
    ("what's the prize for best float", "text.txt", "£100"),
    ("is there a generator", None, ""),
    ("do we need insurance", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter_home.txt": """\
Our lantern parade is on Friday 5 December at 5pm, starting from the school gates. Children must be with an adult.
""",
    "safety_notes.txt": """\
Lanterns use battery tea lights only, no real candles. Wear something bright or reflective.
""",
    "workshop_times.csv": """\
class,day,time
Reception,Monday,1.30pm
Year 1,Tuesday,9.15am
Year 2,Wednesday,1.30pm
""",
    "route_note.txt": """\
The route goes along Church Street to the green, about 20 minutes' walk. Hot chocolate at the end, £1.
""",
    "message.txt": """\
We need 6 parent helpers for the Year 2 workshop, please reply if you can come. Mrs Akhtar
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the lantern parade", "letter_home.txt", "Friday 5 December at 5pm"),
    ("where does it start", "letter_home.txt", "the school gates"),
    ("can we use candles", "safety_notes.txt", "no real candles"),
    ("what should we wear", "safety_notes.txt", "something bright or reflective"),
    ("when is the Year 1 workshop", "workshop_times.csv", "Tuesday"),
    ("what time is the Reception workshop", "workshop_times.csv", "1.30pm"),
    ("how long is the walk", "route_note.txt", "about 20 minutes"),
    ("how much is hot chocolate", "route_note.txt", "£1"),
    ("how many helpers do they need", "message.txt", "6 parent helpers"),
    ("does my child need an adult", "letter_home.txt", "Children must be with an adult"),
    ("can dogs come", None, ""),
    ("will there be music", None, ""),
]
