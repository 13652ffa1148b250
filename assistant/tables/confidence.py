"""How likely an offline table reading's answer is right: a calibrated estimate from what
the reading rests on, learned on the public pool's fit tables by
`scripts/train_table_confidence.py` (the validation tables are never fitted).

The rules' own grades (plain, unsure, guess, last resort) said how the query was read, not
how often such a reading is right: over the pool's 1,500 questions, the 935 guesses shown at
0.3 were right 0.59 of the time, the 89 unsure readings at 0.4 0.66, and the 144 last resorts
at 0.2 0.19. Plain readings (0.8, right 0.88) keep their grade; the others are scored. The
evidence: the grade and the operation; the question's words no part of the query accounts
for; how fully the question names the answer's column; whether the answer is the kind of
thing asked for (a person for "who", a date for "when", a number for "how many"); whether
the answer repeats the question's own words; how many rows the value rests on.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from assistant.logistic import ConfidenceModel
from assistant.tables.guessing import GUESS, LAST_RESORT
from assistant.tables.query import TableAnswer, execute
from assistant.tables.reading import (
    BEYOND,
    CONFIDENT,
    UNSURE,
    Reading,
    forms,
    named_columns,
    people_columns,
    unexplained,
)
from assistant.tables.table import Table

MODEL_FILE = Path(__file__).resolve().parents[1] / "data" / "table_confidence.json"

# The rules' grades, by the value each sets.
_GRADES = {CONFIDENT: "plain", UNSURE: "unsure", GUESS: "guess", LAST_RESORT: "last_resort"}
_WH = (("who", r"^\s*(?:\w+\s+){0,2}who(?:m|se)?\b"), ("when", r"\bwhen\b|\bwhat (?:year|date|month|day)\b"),
       ("where", r"^\s*(?:\w+\s+){0,2}where\b"), ("how_many", r"\bhow many\b|\bnumber of\b"),
       ("how_much", r"\bhow (?:much|long|far|old|big|tall|high)\b"), ("which", r"^\s*(?:\w+\s+){0,2}which\b"),
       ("what", r"^\s*(?:\w+\s+){0,2}what\b"))
_NUMBER = re.compile(r"^[-+]?[$€£]?\d[\d,]*(?:\.\d+)?%?$")
_YEARISH = re.compile(r"\b(?:1[5-9]|20)\d\d\b")


def features(question: str, table: Table, reading: Reading, result: TableAnswer) -> dict[str, float]:
    query = reading.query
    grade = _GRADES.get(round(reading.confidence, 2), "other")
    out: dict[str, float] = {f"grade_{grade}": 1.0, f"op_{query.operation}": 1.0}
    asked = {name: bool(re.search(pattern, question, re.I)) for name, pattern in _WH}
    out.update({f"asks_{name}": float(said) for name, said in asked.items()})
    left = unexplained(question, table, query)
    out["left_over"] = min(len(left), 4) / 4
    out["conditions"] = min(len(query.where) + len(query.any_of), 3) / 3
    out["compares"] = float(any(w.op not in ("=", "contains") for w in query.where))
    out["contains"] = float(any(w.op == "contains" for w in query.where))
    column = query.column
    named = dict((i, share) for share, i in named_columns(question, table, set()))
    out["column_named"] = named.get(column, 0.0) if column is not None else 0.0
    out["by_named"] = named.get(query.by, 0.0) if query.by is not None else 0.0
    value = result.value.strip()
    numeric = bool(_NUMBER.match(value.replace(" ", "")))
    out["value_numeric"] = float(numeric)
    out["who_person"] = float(asked["who"] and column is not None and column in people_columns(table))
    out["when_date"] = float(asked["when"] and bool(_YEARISH.search(value) or re.search(r"[a-z]{3,}\.? \d{1,2}\b|\d{1,2} [a-z]{3,}", value, re.I)))
    out["count_numeric"] = float((asked["how_many"] or asked["how_much"]) and numeric)
    said = forms(question)
    value_forms = forms(value)
    out["value_in_question"] = float(bool(value_forms) and value_forms <= said)
    out["rows_used"] = min(len(result.rows), 5) / 5
    out["table_rows"] = min(math.log10(max(1, len(table.rows))), 3) / 3
    out["question_digits"] = float(bool(re.search(r"\d", question)))
    out["question_words"] = min(len(question.split()), 20) / 20
    out["beyond"] = float(bool(BEYOND.search(question)))
    out[f"{grade}_{query.operation}"] = 1.0
    return out


@dataclass(frozen=True)
class TableConfidence(ConfidenceModel):
    # The least probability at which a reply is given as the answer: the lowest at which, on
    # the fit tables scored by models that never saw them, at least PRECISION_AIM of the
    # replies at or above it were right.
    threshold: float


# A table answer is stood behind when more than eight in ten such answers are right on
# tables the model never saw, as the rules' plain readings are (0.88 over the pool);
# anything less is shown, marked unsure.
PRECISION_AIM = 0.85
UNSURE_AT_MOST = 0.45


@lru_cache(maxsize=1)
def shipped_model() -> TableConfidence:
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    return TableConfidence(data["weights"], float(data["bias"]), float(data["threshold"]))


def shown(probability: float, threshold: float) -> float:
    """The confidence a reply is given with: its probability from the threshold up; below
    it, at most UNSURE_AT_MOST (right more often than not, perhaps, but not to be taken
    as the answer)."""
    return probability if probability >= threshold else min(probability, UNSURE_AT_MOST)


def calibrated(question: str, table: Table, reading: Reading) -> Reading:
    """A reading the rules were not sure of, with the confidence its evidence earns. A plain
    reading keeps the rules' grade (right 0.88 of the time over the pool, and what the
    totals and lookups of a statement's own tables rest on); so does a query that gives no
    answer (the caller declines it)."""
    if reading.confidence >= CONFIDENT:
        return reading
    result = execute(reading.query, table)
    if result is None:
        return reading
    model = shipped_model()
    probability = model.probability(features(question, table, reading, result))
    return Reading(reading.query, round(shown(probability, model.threshold), 2))
