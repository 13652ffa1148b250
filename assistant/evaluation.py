"""Routing metrics: accuracy, macro-F1, per-label precision/recall, confusion matrix, ECE."""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel


@dataclass(frozen=True)
class Prediction:
    gold: str
    predicted: str
    confidence: float
    flagged: bool = False


class LabelScores(BaseModel):
    precision: float
    recall: float
    f1: float
    support: int


class RoutingReport(BaseModel):
    n: int
    accuracy: float
    macro_f1: float
    per_label: dict[str, LabelScores]
    confusion: dict[str, dict[str, int]]  # gold -> predicted -> count
    ece: float  # expected calibration error, 10 equal-width bins
    flagged: int  # low-confidence or ambiguous turns
    flagged_accuracy: float | None
    errors: int = 0  # lines that could not be classified


def expected_calibration_error(preds: list[Prediction], bins: int = 10) -> float:
    if not preds:
        return 0.0
    totals = [[0, 0.0, 0] for _ in range(bins)]
    for p in preds:
        b = min(int(p.confidence * bins), bins - 1)
        totals[b][0] += 1
        totals[b][1] += p.confidence
        totals[b][2] += p.gold == p.predicted
    n = len(preds)
    return sum(abs(conf / k - right / k) * k / n for k, conf, right in totals if k)


def report(preds: list[Prediction], labels: list[str], errors: int = 0) -> RoutingReport:
    n = len(preds)
    confusion = {g: {p: 0 for p in labels} for g in labels}
    for p in preds:
        confusion.setdefault(p.gold, {q: 0 for q in labels})
        confusion[p.gold][p.predicted] = confusion[p.gold].get(p.predicted, 0) + 1
    per_label = {}
    for label in labels:
        tp = confusion.get(label, {}).get(label, 0)
        fp = sum(row.get(label, 0) for gold, row in confusion.items() if gold != label)
        fn = sum(c for pred, c in confusion.get(label, {}).items() if pred != label)
        precision = tp / (tp + fp) if tp + fp else 0.0
        recall = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        per_label[label] = LabelScores(precision=round(precision, 4), recall=round(recall, 4), f1=round(f1, 4), support=tp + fn)
    flagged = [p for p in preds if p.flagged]
    return RoutingReport(
        n=n,
        accuracy=round(sum(p.gold == p.predicted for p in preds) / n, 4) if n else 0.0,
        macro_f1=round(sum(s.f1 for s in per_label.values()) / len(per_label), 4) if per_label else 0.0,
        per_label=per_label,
        confusion=confusion,
        ece=round(expected_calibration_error(preds), 4),
        flagged=len(flagged),
        flagged_accuracy=round(sum(p.gold == p.predicted for p in flagged) / len(flagged), 4) if flagged else None,
        errors=errors,
    )
