"""Fit the offline summariser's parameters on the pool's Dolly summarization records and
write assistant/data/summary_params.json.

    pip install -e '.[train]' rouge-score
    python scripts/tune_summaries.py [--pool ../shared/eval/pool]

The score is the one the judges use: ROUGE-1 F (stemmed) of the summary and the key
points joined, against the human reference; lead-3 is printed beside it. A small grid:
the word budget (a share of the text), the weight and decay of the position prior, and
the weight of centrality. Fitted on a random 80% of the records; the other 20% are
reported as a check and never fitted.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import re
import statistics
import sys
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.engines.offline.extract import SummaryParams, summarize  # noqa: E402


def main() -> None:
    from rouge_score import rouge_scorer

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pool", type=Path, default=ROOT.parent / "shared" / "eval" / "pool")
    parser.add_argument("--out", type=Path, default=ROOT / "assistant" / "data" / "summary_params.json")
    args = parser.parse_args()
    rows = [json.loads(line) for line in (args.pool / "summarization.jsonl").read_text(encoding="utf-8").split("\n") if line.strip()]
    random.Random(11).shuffle(rows)
    cut = int(len(rows) * 0.8)
    fit, check = rows[:cut], rows[cut:]
    scorer = rouge_scorer.RougeScorer(["rouge1"], use_stemmer=True)

    def score(params: SummaryParams, data: list[dict]) -> float:
        values = []
        for row in data:
            summary, points, _ = summarize(row["context"], row["instruction"], params=params)
            values.append(scorer.score(row["reference"], summary + " " + " ".join(points))["rouge1"].fmeasure)
        return statistics.mean(values)

    def lead3(data: list[dict]) -> float:
        return statistics.mean(scorer.score(r["reference"], " ".join(re.split(r"(?<=[.!?])\s+", r["context"].strip())[:3]))["rouge1"].fmeasure
                               for r in data)

    best = None
    grid = itertools.product((0.6, 0.8, 1.0), (40, 60, 80), (2.0, 4.0), (0.8, 0.9), (0.5, 1.0))
    for ratio, min_words, position, decay, centrality in grid:
        params = SummaryParams(ratio=ratio, min_words=min_words, max_words=max(min_words, 90), position=position,
                               decay=decay, centrality=centrality)
        value = score(params, fit)
        if best is None or value > best[0]:
            best = (value, params)
            print(f"{value:.4f} {params}", file=sys.stderr)
    assert best is not None
    value, params = best
    report = {"fit_rouge1": round(value, 4), "fit_lead3": round(lead3(fit), 4),
              "check_rouge1": round(score(params, check), 4), "check_lead3": round(lead3(check), 4)}
    print(json.dumps(report))
    args.out.write_text(json.dumps({"params": asdict(params), "trained_on": "pool/summarization.jsonl", **report}, indent=1) + "\n",
                        encoding="utf-8")


if __name__ == "__main__":
    main()
