"""The validation split's records, which no training script may fit.

The pool's summarization.jsonl holds every Dolly summarization record of the recipe, so
it repeats all 50 records of ../dev/summarization.jsonl and the 150 summarization lines of
../dev/routing.jsonl (the same ids); its closed_qa.jsonl repeats the 23 closed_qa lines;
its qa_squad2.jsonl repeats 92 of the 150 questions of ../dev/qa.jsonl. Its routing.jsonl
repeats none (the pool's build dropped them). Every script drops these before fitting, so
../dev stays an untouched validation set.
"""

from __future__ import annotations

import json
from pathlib import Path


def _rows(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def held_out_ids(dev: Path) -> set[str]:
    """Ids of every record in the validation split's files."""
    return {str(r["id"]) for name in ("routing.jsonl", "summarization.jsonl", "qa.jsonl", "calc.jsonl")
            for r in _rows(dev / name) if "id" in r}


def held_out_questions(dev: Path) -> set[str]:
    """The validation split's QA questions, as written (lower case, trimmed): the pool's
    SQuAD 2.0 file gives its questions other ids."""
    return {str(r["question"]).strip().lower() for r in _rows(dev / "qa.jsonl")}
