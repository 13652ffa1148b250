from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.evaluation import Prediction, expected_calibration_error, report

LABELS = ["qa", "summarization", "calculation", "unknown"]


def test_report_metrics_by_hand() -> None:
    preds = [
        Prediction("qa", "qa", 0.9), Prediction("qa", "unknown", 0.6),
        Prediction("calculation", "calculation", 0.95), Prediction("unknown", "unknown", 0.7),
    ]
    rep = report(preds, LABELS)
    assert rep.accuracy == 0.75
    assert rep.per_label["qa"].precision == 1.0 and rep.per_label["qa"].recall == 0.5
    assert rep.per_label["unknown"].precision == 0.5 and rep.per_label["unknown"].recall == 1.0
    assert rep.confusion["qa"]["unknown"] == 1
    assert rep.per_label["summarization"].support == 0


def test_ece_is_zero_when_confidence_matches_accuracy_and_large_when_not() -> None:
    calibrated = [Prediction("qa", "qa", 0.75)] * 3 + [Prediction("qa", "unknown", 0.75)]
    assert expected_calibration_error(calibrated) == pytest.approx(0.0)
    overconfident = [Prediction("qa", "unknown", 0.95)] * 4
    assert expected_calibration_error(overconfident) == pytest.approx(0.95)


def test_eval_routing_command(isolated: Path) -> None:
    rows = [
        {"text": "what is 12 times 7", "label": "calculation"},
        {"text": "Summarize this passage in two sentences", "label": "summarization", "context": "Some text. More text."},
        {"text": "Who founded the company?", "label": "qa"},
        {"text": "write a haiku about rain", "label": "unknown"},
        {"text": "broken", "label": "poetry"},
    ]
    (isolated / "r.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n{bad json\n")
    result = CliRunner().invoke(app, ["eval", "routing", "r.jsonl", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["n"] == 4 and data["accuracy"] == 1.0 and data["errors"] == 2
    assert set(data["per_label"]) == set(LABELS)
    human = CliRunner().invoke(app, ["eval", "routing", "r.jsonl"])
    assert "accuracy 1.000" in human.stdout and "gold \\ predicted" in human.stdout
    missing = CliRunner().invoke(app, ["eval", "routing", "nope.jsonl"])
    assert missing.exit_code == 2 and "no such file" in missing.stderr
