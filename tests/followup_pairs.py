"""Follow-up pairs written by hand: a first question, then what people type next. Used by
tests/test_first_hour.py and measured (old vs new) by `bench/run.py followups`."""

from __future__ import annotations

from pathlib import Path

DOCUMENTS = {
    "leave_policy.md": """# Leave policy

Employees receive 25 days of paid vacation per calendar year. Unused vacation days can be
carried over until the end of March of the following year.

Sick leave is paid for up to 10 days per year. A doctor's note is needed from the fourth
day of absence.

Public holidays follow the calendar of the office where the employee works.
""",
    "handbook.md": """# Working at Northwind Studio

Every project starts with a two-week discovery phase led by a senior designer.

New employees get a laptop on their first day. The IT desk is on the second floor and
answers tickets within one working day.
""",
    "offices.csv": "office,city,opens,closes\nHQ,Berlin,8:30,17:30\nStudio,Lisbon,9:00,18:00\n",
}

# (first request, follow-up, what the follow-up's answer must hold)
PAIRS: list[tuple[str, str, str]] = [
    ("How many days of paid vacation do employees receive?", "What about sick days?", "10 days"),
    ("When does the Berlin office open?", "And the Lisbon office?", "9:00"),
    ("When does the Berlin office open?", "What about Lisbon?", "9:00"),
    ("When does the IT desk answer tickets?", "Where is it?", "second floor"),
    ("How many sick days are paid per year?", "When is a doctor's note needed?", "fourth day"),
    ("Who leads the discovery phase?", "How long does it last?", "two-week"),
    ("Until when can unused vacation days be carried over?", "And public holidays?", "calendar of the office"),
    ("What do new employees get on their first day?", "and who answers tickets?", "IT desk"),
    ("what is 17 plus 25", "multiply that by 2", "84"),
    ("what is 17 plus 25", "what is that divided by 4?", "10.5"),
    ("what is 17 plus 25", "double it", "84"),
    ("what is 17 plus 25", "times 2", "84"),
    ("what is 17 plus 25", "and times 2?", "84"),
    ("what is 17 plus 25", "add 8 to the result", "50"),
    ("what is 17 plus 25", "what is 15% of that?", "6.3"),
    ("what is 17 plus 25", "minus 2", "40"),
    ("what is 17 plus 25", "halve it", "21"),
    ("what is 17 plus 25", "square it", "1764"),
]


def write_documents(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in DOCUMENTS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def main_text(response: dict) -> str:
    """The part of a response (as JSON) a reader takes for the answer."""
    return str(response.get("answer") or response.get("result_display") or response.get("summary") or "")
