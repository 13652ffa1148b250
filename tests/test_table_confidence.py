"""The offline table readings' learned confidence: plain readings keep the rules' grade, the
others get the confidence their evidence earns, shown as the answer only from the model's
threshold up."""

from __future__ import annotations

import pytest

from assistant.engines.offline.engine import OfflineEngine
from assistant.engines.base import Conversation
from assistant.tables.confidence import UNSURE_AT_MOST, calibrated, features, shipped_model, shown
from assistant.tables.guessing import LAST_RESORT, guess
from assistant.tables.query import Condition, TableQuery, execute
from assistant.tables.reading import CONFIDENT, Reading, read
from assistant.tables.table import parse

FLEET = parse(
    "Ship,Type,Launched,Tonnage,Fate\n"
    "Arden,Frigate,1841,1200,Sunk\n"
    "Bellwood,Sloop,1843,640,Scrapped\n"
    "Corrin,Frigate,1850,1350,Scrapped\n"
    "Dunmore,Brig,1852,480,Sold\n",
    "fleet.csv",
)


def test_the_shipped_model_loads_with_a_threshold_above_one_half() -> None:
    model = shipped_model()
    assert 0.5 <= model.threshold <= 0.95 and model.weights


def test_below_the_threshold_a_reply_is_shown_unsure_and_never_raised() -> None:
    assert shown(0.62, 0.9) == UNSURE_AT_MOST
    assert shown(0.2, 0.9) == 0.2
    assert shown(0.93, 0.9) == 0.93


def test_a_plain_reading_keeps_the_rules_grade() -> None:
    assert FLEET is not None
    reading = read("What was the fate of Corrin?", FLEET)
    assert reading is not None and reading.confidence == CONFIDENT
    assert calibrated("What was the fate of Corrin?", FLEET, reading) is reading


def test_a_strong_guess_is_scored_above_a_last_resort() -> None:
    assert FLEET is not None
    strong = guess("Which frigate was sunk?", FLEET)
    assert strong is not None and strong.confidence < CONFIDENT
    last = Reading(TableQuery(operation="first", column=0, where=[Condition(column=4, value="Scrapped")]), LAST_RESORT)
    strong_result, last_result = execute(strong.query, FLEET), execute(last.query, FLEET)
    assert strong_result is not None and strong_result.value == "Arden" and last_result is not None
    # Compared as the model scores them: both may be shown at the unsure cap.
    model = shipped_model()
    assert model.probability(features("Which frigate was sunk?", FLEET, strong, strong_result)) > \
        model.probability(features("Which frigate was sunk?", FLEET, last, last_result))
    assert calibrated("Which frigate was sunk?", FLEET, strong).confidence >= \
        calibrated("Which frigate was sunk?", FLEET, last).confidence


@pytest.mark.parametrize("question", ["Which frigate was sunk?", "How many brigs were sold?", "which ship came last?"])
def test_features_are_bounded_numbers(question: str) -> None:
    assert FLEET is not None
    reading = read(question, FLEET) or guess(question, FLEET)
    assert reading is not None
    result = execute(reading.query, FLEET)
    assert result is not None
    values = features(question, FLEET, reading, result)
    assert values and all(0.0 <= v <= 1.0 for v in values.values())


def test_the_offline_engine_reads_tables_with_the_learned_confidence() -> None:
    assert FLEET is not None
    question = "Which frigate was sunk?"
    reading = OfflineEngine().read_table(question, FLEET, Conversation()).value
    expected = calibrated(question, FLEET, guess(question, FLEET))  # type: ignore[arg-type]
    assert reading is not None and reading.confidence == expected.confidence and reading.query == expected.query


def test_the_training_script_says_in_one_line_when_the_pool_is_missing(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys
    from pathlib import Path

    script = Path(__file__).resolve().parents[1] / "scripts" / "train_table_confidence.py"
    out = tmp_path / "model.json"
    done = subprocess.run([sys.executable, str(script), "--pool", str(tmp_path / "nowhere"), "--out", str(out)],
                          capture_output=True, text=True, stdin=subprocess.DEVNULL)
    assert done.returncode == 1 and not out.exists()
    assert done.stderr.strip().count("\n") == 0 and "no table questions at" in done.stderr
