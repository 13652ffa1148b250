"""Fit the offline answer confidence on the pool's SQuAD 2.0 questions and write
assistant/data/answer_confidence.json.

    pip install -e '.[train]'
    python scripts/train_answer_confidence.py [--pool ../shared/eval/pool] [--corpus ../shared/eval/dev/corpus]

The questions are split by article (the unit a new folder differs by): four articles,
every third in alphabetical order, are held out for validation and never fitted. A
question's label is 1 when the extracted answer holds a gold answer string (so
unanswerable questions are always 0). The script prints, for fit and validation
articles, the calibration error and the precision/coverage of answers given with
confidence >= 0.5, the way `score abstain` counts them.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.engines.offline.answer_confidence import features  # noqa: E402
from assistant.engines.offline.extract import extract_answer  # noqa: E402
from assistant.retrieval.corpus import Corpus  # noqa: E402
from assistant.tools.retriever import retrieve_documents  # noqa: E402
from scripts.held_out import held_out_questions  # noqa: E402

TOP_K = 8


def validation_articles(docs: list[str]) -> set[str]:
    return {doc for n, doc in enumerate(sorted(docs)) if n % 3 == 2}


def dataset(rows: list[dict], corpus: Corpus) -> tuple[list[dict[str, float]], list[int], list[dict]]:
    X, y, kept = [], [], []
    for row in rows:
        question = row["question"]
        passages = retrieve_documents(corpus, question, TOP_K)
        found = extract_answer(question, passages, corpus.term_weights(question))
        values = features(question, found, passages)
        right = (not row["impossible"]) and found.passage is not None and any(
            g.lower() in found.text.lower() for g in row["answers"])
        X.append(values)
        y.append(int(right))
        kept.append(row)
    return X, y, kept


def report(name: str, probabilities: np.ndarray, y: np.ndarray, rows: list[dict]) -> dict[str, float]:
    said = probabilities >= 0.5
    right = said & (y == 1)
    answerable = np.array([not r["impossible"] for r in rows])
    bins = np.clip((probabilities * 10).astype(int), 0, 9)
    ece = sum(abs(y[bins == b].mean() - probabilities[bins == b].mean()) * (bins == b).mean()
              for b in range(10) if (bins == b).any())
    out = {"questions": int(len(y)), "precision": round(float(right.sum() / max(1, said.sum())), 3),
           "coverage": round(float(right.sum() / max(1, answerable.sum())), 3), "ece": round(float(ece), 3),
           "unanswerable_answered": int((said & ~answerable).sum()), "unanswerable": int((~answerable).sum())}
    print(name, json.dumps(out))
    return out


def main() -> None:
    from sklearn.linear_model import LogisticRegression

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pool", type=Path, default=ROOT.parent / "shared" / "eval" / "pool")
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "eval" / "dev" / "corpus")
    parser.add_argument("--dev", type=Path, default=ROOT.parent / "shared" / "eval" / "dev",
                        help="the validation split, whose questions are left out of the fit")
    parser.add_argument("--out", type=Path, default=ROOT / "assistant" / "data" / "answer_confidence.json")
    args = parser.parse_args()
    rows = [json.loads(line) for line in (args.pool / "qa_squad2.jsonl").read_text(encoding="utf-8").split("\n") if line.strip()]
    held = validation_articles(sorted({r["doc"] for r in rows}))
    corpus = Corpus.from_folder(args.corpus)
    # The validation split's own QA questions (92 of ../dev/qa.jsonl are among the pool's)
    # are never fitted; the validation articles keep all theirs, as `score abstain` counts them.
    dev_questions = held_out_questions(args.dev)
    fit_rows = [r for r in rows if r["doc"] not in held and r["question"].strip().lower() not in dev_questions]
    print(f"fit: {len(fit_rows)} questions ({sum(r['doc'] not in held for r in rows) - len(fit_rows)} of ../dev/qa.jsonl left out)",
          file=sys.stderr)
    fit_X, fit_y, fit_rows = dataset(fit_rows, corpus)
    val_X, val_y, val_rows = dataset([r for r in rows if r["doc"] in held], corpus)
    names = sorted({k for x in fit_X for k in x})
    to_matrix = lambda xs: np.array([[x.get(k, 0.0) for k in names] for x in xs])  # noqa: E731
    model = LogisticRegression(C=1.0, max_iter=5000).fit(to_matrix(fit_X), fit_y)
    # Rows with no extraction (nothing found) are scored 0 by the runtime model, as here.
    empty = lambda xs: np.array([not x for x in xs])  # noqa: E731
    fit_p = np.where(empty(fit_X), 0.0, model.predict_proba(to_matrix(fit_X))[:, 1])
    val_p = np.where(empty(val_X), 0.0, model.predict_proba(to_matrix(val_X))[:, 1])
    print("validation articles:", ", ".join(sorted(held)))
    fit = report("fit", fit_p, np.array(fit_y), fit_rows)
    val = report("validation", val_p, np.array(val_y), val_rows)
    payload = {"weights": dict(zip(names, (round(float(w), 5) for w in model.coef_[0]))), "bias": round(float(model.intercept_[0]), 5),
               "trained_on": "pool/qa_squad2.jsonl (fit articles)", "validation_articles": sorted(held), "fit": fit, "validation": val}
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
