"""Train the router's linear model on the public pool and write assistant/data/router.bin.

    pip install -e '.[train]'
    python scripts/train_router.py [--pool ../shared/eval/pool] [--out assistant/data/router.bin]

Classes: qa, calculation, unknown. Summarization is not fitted: the pool's routing file
has 3 such lines, and its summarization file's records are mostly pointed questions
("Who are the top 4 in EPL?") that a user who attaches a text and asks would want
answered, not summarized. The router's written gate decides summaries (see router.py);
its cues are features here. Every weight and the temperature come from this script and
the pool alone; the figures it prints are out-of-fold (5-fold cross-validation).
"""

from __future__ import annotations

import argparse
import json
import sys
from array import array
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.engines.offline.router import READS_AS_ARITHMETIC, fired_cues  # noqa: E402
from assistant.engines.offline.router_model import BUCKETS, LinearModel, feature_id, features  # noqa: E402

CLASSES = ("qa", "calculation", "unknown")


def _rows(path: Path) -> list[dict]:
    # "\n" only: a JSON string may hold U+2028, which str.splitlines() would split on.
    return [json.loads(line) for line in path.read_text(encoding="utf-8").split("\n") if line.strip()]


def load(pool: Path) -> tuple[list[str], list[bool], list[str]]:
    texts, contexts, labels = [], [], []
    for row in _rows(pool / "routing.jsonl"):
        if row["label"] in CLASSES:
            texts.append(row["text"])
            contexts.append(bool(row.get("context")))
            labels.append(row["label"])
    return texts, contexts, labels


def matrix(texts: list[str], contexts: list[bool], keep: dict[int, int] | None = None):  # type: ignore[no-untyped-def]
    from scipy.sparse import csr_matrix

    rows, cols = [], []
    for r, (text, context) in enumerate(zip(texts, contexts)):
        ids = {feature_id(f) for f in features(text, fired_cues(text), context)}
        for i in ids:
            if keep is None or i in keep:
                rows.append(r)
                cols.append(i if keep is None else keep[i])
    width = BUCKETS if keep is None else len(keep)
    return csr_matrix((np.ones(len(rows), dtype=np.float32), (rows, cols)), shape=(len(texts), width))


def ece(probabilities: np.ndarray, correct: np.ndarray, bins: int = 10) -> float:
    confidence = probabilities.max(axis=1)
    total = 0.0
    for b in range(bins):
        mask = (confidence > b / bins) & (confidence <= (b + 1) / bins)
        if mask.any():
            total += mask.mean() * abs(correct[mask].mean() - confidence[mask].mean())
    return float(total)


def softmax(scores: np.ndarray, temperature: float) -> np.ndarray:
    z = scores / temperature
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def main() -> None:
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import StratifiedKFold

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pool", type=Path, default=ROOT.parent / "shared" / "eval" / "pool")
    parser.add_argument("--out", type=Path, default=ROOT / "assistant" / "data" / "router.bin")
    parser.add_argument("--min-count", type=int, default=2, help="keep features seen in at least this many lines")
    args = parser.parse_args()

    texts, contexts, labels = load(args.pool)
    y = np.array([CLASSES.index(label) for label in labels])
    counts: Counter[int] = Counter()
    for text, context in zip(texts, contexts):
        counts.update({feature_id(f) for f in features(text, fired_cues(text), context)})
    kept = sorted(i for i, n in counts.items() if n >= args.min_count)
    keep = {i: n for n, i in enumerate(kept)}
    X = matrix(texts, contexts, keep)
    print(f"{len(texts)} lines, {len(keep)} features seen in >= {args.min_count} lines", file=sys.stderr)

    folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=7)
    best = None
    for C in (0.25, 0.5, 1.0, 2.0, 4.0):
        scores = np.zeros((len(y), len(CLASSES)))
        for train, test in folds.split(X, y):
            model = LogisticRegression(C=C, max_iter=2000, class_weight="balanced")
            model.fit(X[train], y[train])
            scores[test] = model.decision_function(X[test])
        loss = -np.log(softmax(scores, 1.0)[np.arange(len(y)), y] + 1e-12).mean()
        print(f"C={C}: out-of-fold log-loss {loss:.4f}, accuracy {(scores.argmax(1) == y).mean():.4f}", file=sys.stderr)
        if best is None or loss < best[0]:
            best = (loss, C, scores)
    assert best is not None
    _, C, scores = best
    # The temperature that makes out-of-fold probabilities honest (least log-loss).
    temperatures = np.linspace(0.5, 3.0, 51)
    losses = [-np.log(softmax(scores, t)[np.arange(len(y)), y] + 1e-12).mean() for t in temperatures]
    temperature = float(temperatures[int(np.argmin(losses))])
    probabilities = softmax(scores, temperature)
    predicted = probabilities.argmax(1)
    correct = predicted == y
    report = {"C": C, "temperature": temperature, "oof_accuracy": round(float(correct.mean()), 4),
              "oof_ece": round(ece(probabilities, correct), 4)}
    for c, name in enumerate(CLASSES):
        tp = int(((predicted == c) & (y == c)).sum())
        precision = tp / max(1, int((predicted == c).sum()))
        recall = tp / max(1, int((y == c).sum()))
        report[f"oof_f1_{name}"] = round(2 * precision * recall / max(1e-9, precision + recall), 4)
    print(json.dumps(report, indent=1))

    # The written arithmetic rule: how often a request the translator reads as arithmetic is
    # labelled a calculation in the pool (Laplace-smoothed), used as its probability.
    reads = [label for text, label in zip(texts, labels) if READS_AS_ARITHMETIC in fired_cues(text)]
    gates = {"reads_as_arithmetic": round((reads.count("calculation") + 1) / (len(reads) + 2), 4)}
    report["gates"] = gates
    report["reads_as_arithmetic_lines"] = len(reads)
    final = LogisticRegression(C=C, max_iter=2000, class_weight="balanced").fit(X, y)
    weights = final.coef_.T.astype(np.float32)  # features x classes
    nonzero = np.abs(weights).max(axis=1) > 1e-4
    ids = np.array(kept, dtype=np.uint32)[nonzero]
    model = LinearModel(CLASSES, array("I", ids.tolist()), array("f", weights[nonzero].ravel().tolist()),
                        tuple(float(b) for b in final.intercept_), temperature, gates)
    model.save(args.out, {"trained_on": "pool/routing.jsonl", "lines": len(texts), **report})
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes, {len(ids)} weighted features)", file=sys.stderr)


if __name__ == "__main__":
    main()
