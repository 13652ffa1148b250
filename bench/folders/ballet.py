"""A parent's papers for a ballet exam (the forty-eighth session): the exam entry letter, the
exam board's rules, the day's timings as a table, the uniform list and a text. Its validation
folder is a parent's for a gymnastics competition: the entry confirmation, the competition
rules, the running order as CSV, the kit note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "entry_letter.txt": """\
Freya Doyle is entered for her Grade 3 ballet exam on Saturday 17 May at Elmfield Dance Studio.
The exam fee of £58 has been added to this term's invoice.
""",
    "exam_rules.txt": """\
Parents cannot watch the exam. Candidates must arrive 30 minutes before their slot to warm up.
Results and certificates arrive about 6 weeks after the exam.
""",
    "timings.md": """\
# Exam day timings

| candidates | warm-up | exam |
|---|---|---|
| Freya, Isla, Maya | 10.15am | 10.45am |
| Poppy, Ava, Grace | 11.15am | 11.45am |
""",
    "uniform_list.txt": """\
Pink leotard, pink tights and pink satin shoes with ribbons. Hair in a neat bun with a hairnet; no jewellery.
""",
    "text.txt": """\
Hi Mrs Doyle, Freya can practise the port de bras at home, she's nearly there! Miss Jenna
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which grade is Freya taking", "entry_letter.txt", "Grade 3"),
    ("where is the exam", "entry_letter.txt", "Elmfield Dance Studio"),
    ("how much is the exam", "entry_letter.txt", "£58"),
    ("can I watch", "exam_rules.txt", "Parents cannot watch the exam"),
    ("how early does she need to be there", "exam_rules.txt", "30 minutes before"),
    ("when will we get the results", "exam_rules.txt", "about 6 weeks after"),
    ("what time is Freya's exam", "timings.md", "10.45am"),
    ("when does Poppy warm up", "timings.md", "11.15am"),
    ("what colour tights", "uniform_list.txt", "pink tights"),
    ("how should her hair be done", "uniform_list.txt", "a neat bun with a hairnet"),
    ("what should Freya practise", "text.txt", "the port de bras"),
    ("is there a dress rehearsal", None, ""),
    ("can she wear earrings", "uniform_list.txt", "no jewellery"),
    ("does she get a medal", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "entry_confirmation.txt": """\
Northern Regional Gymnastics: Jake Morris, Level 4 boys, Sunday 9 March at Leeds Arena. Entry fee
£24 paid. Spectator tickets are £6 on the door.
""",
    "competition_rules.txt": """\
Gymnasts must wear their club leotard or vest. No photography with flash. Scores are shown
after each rotation; medals are presented at the end of each session.
""",
    "running_order.csv": """\
apparatus,time
Floor,9.30am
Pommel horse,10.15am
Rings,11am
Vault,11.45am
""",
    "kit_note.txt": """\
Bring a water bottle and a healthy snack; hair tied back and no jewellery at all.
""",
    "email.txt": """\
Hi parents, coaches meet the gymnasts at entrance C at 8.45am. Coach Dave
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what level is Jake", "entry_confirmation.txt", "Level 4"),
    ("where is the competition", "entry_confirmation.txt", "Leeds Arena"),
    ("how much are spectator tickets", "entry_confirmation.txt", "£6 on the door"),
    ("can I take photos", "competition_rules.txt", "No photography with flash"),
    ("when are the medals given out", "competition_rules.txt", "at the end of each session"),
    ("what time is vault", "running_order.csv", "11.45am"),
    ("what's first", "running_order.csv", "Floor"),
    ("what should he bring", "kit_note.txt", "a water bottle and a healthy snack"),
    ("where do we meet the coach", "email.txt", "entrance C"),
    ("what time do we meet", "email.txt", "8.45am"),
    ("is there a cafe at the arena", None, ""),
    ("can he wear his own leotard", "competition_rules.txt", "club leotard or vest"),
]
