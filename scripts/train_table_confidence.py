"""Fit the offline table readings' confidence on the pool's table questions and write
assistant/data/table_confidence.json.

    pip install -e '.[train]'
    python scripts/train_table_confidence.py [--pool ../shared/eval/pool]

The questions are split by table as bench/table_split.py splits them (a table's questions
are all on one side; 280 validation tables are never fitted). Each question with a table
attached is read as the offline engine reads it (the rules, else their guess); the readings
the rules were not sure of (plain ones keep their grade) are executed, and each one's label is 1 when the reply is right the way `score tables` counts it: every
gold value in the reply (numbers as whole tokens, thousands separators ignored), in at
most 40 words. The script prints, for fit and validation tables, the calibration error and
the replies given with confidence >= 0.5 and how many of them are right.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.tables.answer import table_reply  # noqa: E402
from assistant.tables.confidence import PRECISION_AIM, features, shown  # noqa: E402
from assistant.tables.guessing import guess  # noqa: E402
from assistant.tables.reading import CONFIDENT, read  # noqa: E402
from assistant.tables.table import parse  # noqa: E402
from bench.table_split import is_validation  # noqa: E402

MAX_WORDS = 40
FOLDS = 5


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"(?<=\d),(?=\d{3})", "", str(text).lower())).strip()


def right(reply: str, gold: list[str]) -> bool:
    said = _norm(reply)
    tokens = set(re.findall(r"[a-z0-9.]+", said))

    def held(value: str) -> bool:
        value = _norm(value)
        if re.fullmatch(r"-?[\d.]+", value):
            return value in tokens or value.rstrip("0").rstrip(".") in tokens
        return value in said

    return all(held(g) for g in gold) and len(reply.split()) <= MAX_WORDS


def dataset(rows: list[dict], tables: Path) -> tuple[list[dict[str, float]], list[int], list[str]]:
    X, y, groups = [], [], []
    for row in rows:
        table = parse((tables / row["table"]).read_text(encoding="utf-8"), f"context:{row['id']}")  # as `batch` names it
        if table is None:
            continue
        reading = read(row["question"], table) or guess(row["question"], table)
        if reading is None or reading.confidence >= CONFIDENT:
            continue  # plain readings keep the rules' grade: the model scores the others
        reply = table_reply(row["question"], table, reading)
        if reply is None:
            continue
        X.append(features(row["question"], table, reading, reply.result))
        y.append(int(right(reply.text, row["answers"])))
        groups.append(row["table"])
    return X, y, groups


def threshold(probabilities: np.ndarray, y: np.ndarray) -> float:
    """The lowest of 0.50, 0.55, ... 0.95 at which the replies at or above it are right at
    least PRECISION_AIM of the time (and at every higher step), with probabilities from
    models that never saw the question's table: a model's own fit tables flatter it (on
    them, 0.86 of its replies at >= 0.8 were right; on tables left out of its fit, 0.78)."""
    steps = [round(0.5 + 0.05 * i, 2) for i in range(10)]
    good = [t for t in steps if (probabilities >= t).any() and y[probabilities >= t].mean() >= PRECISION_AIM]
    chosen = 0.95
    for t in reversed(steps):
        if t not in good:
            break
        chosen = t
    return chosen


def report(name: str, probabilities: np.ndarray, y: np.ndarray, questions: int) -> dict[str, float]:
    said = probabilities >= 0.5
    bins = np.clip((probabilities * 10).astype(int), 0, 9)
    ece = sum(abs(y[bins == b].mean() - probabilities[bins == b].mean()) * (bins == b).mean()
              for b in range(10) if (bins == b).any())
    out = {"questions": questions, "replies": int(len(y)), "right": int(y.sum()), "confident": int(said.sum()),
           "confident_right": int((said & (y == 1)).sum()),
           "precision": round(float((said & (y == 1)).sum() / max(1, said.sum())), 3), "ece": round(float(ece), 3)}
    print(name, json.dumps(out))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pool", type=Path, default=ROOT.parent / "shared" / "eval" / "pool")
    parser.add_argument("--out", type=Path, default=ROOT / "assistant" / "data" / "table_confidence.json")
    parser.add_argument("--c", type=float, default=1.0, help="inverse regularisation strength")
    args = parser.parse_args()
    tables = args.pool / "tables"
    if not (tables / "questions.jsonl").is_file():
        sys.exit(f"train_table_confidence: no table questions at {tables / 'questions.jsonl'} (give --pool)")
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import GroupKFold

    rows = [json.loads(line) for line in (tables / "questions.jsonl").read_text(encoding="utf-8").split("\n") if line.strip()]
    fit_rows = [r for r in rows if not is_validation(r["table"])]
    val_rows = [r for r in rows if is_validation(r["table"])]
    fit_X, fit_y, groups = dataset(fit_rows, tables)
    val_X, val_y, _ = dataset(val_rows, tables)
    names = sorted({k for x in fit_X for k in x})
    to_matrix = lambda xs: np.array([[x.get(k, 0.0) for k in names] for x in xs])  # noqa: E731
    fit_M, fit_labels = to_matrix(fit_X), np.array(fit_y)
    unseen = np.zeros(len(fit_y))  # each fit question scored by a model fitted without its table
    for kept, left in GroupKFold(FOLDS).split(fit_M, fit_labels, groups):
        unseen[left] = LogisticRegression(C=args.c, max_iter=5000).fit(fit_M[kept], fit_labels[kept]).predict_proba(fit_M[left])[:, 1]
    cut = threshold(unseen, fit_labels)
    print(f"threshold {cut} (precision aim {PRECISION_AIM}, fit tables scored out of fold)")
    model = LogisticRegression(C=args.c, max_iter=5000).fit(fit_M, fit_labels)
    fit_p, val_p = model.predict_proba(fit_M)[:, 1], model.predict_proba(to_matrix(val_X))[:, 1]
    report("fit out of fold, probability", unseen, fit_labels, len(fit_rows))
    report("fit, probability", fit_p, np.array(fit_y), len(fit_rows))
    report("validation, probability", val_p, np.array(val_y), len(val_rows))
    as_shown = np.vectorize(lambda p: shown(p, cut))
    fit = report("fit, as shown", as_shown(fit_p), np.array(fit_y), len(fit_rows))
    val = report("validation, as shown", as_shown(val_p), np.array(val_y), len(val_rows))
    payload = {"weights": dict(zip(names, (round(float(w), 5) for w in model.coef_[0]))), "bias": round(float(model.intercept_[0]), 5),
               "threshold": cut, "trained_on": "pool/tables (fit tables, bench/table_split.py)", "fit": fit, "validation": val}
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
