from __future__ import annotations

import json
import os
import time
from pathlib import Path

from typer.testing import CliRunner

from assistant.cli.app import app

runner = CliRunner()


def _make(session_id: str, *questions: str) -> None:
    for q in questions:
        result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--session", session_id, q])
        assert result.exit_code == 0, result.output


def test_export_json_and_markdown(isolated: Path) -> None:
    _make("exp", "what is 17 plus 25", "Summarize the main risks discussed in the uploaded compliance report.")
    raw = runner.invoke(app, ["sessions", "export", "exp", "--format", "json"])
    assert raw.exit_code == 0 and json.loads(raw.stdout)["session_id"] == "exp"
    md = runner.invoke(app, ["sessions", "export", "exp", "--format", "md"])
    assert md.exit_code == 0
    assert md.stdout.startswith("# Session exp")
    assert "## Turn 2 · summarization" in md.stdout and "`compliance_report_2025_q1.md`" in md.stdout
    assert "- tool `calculator`" in md.stdout
    to_file = runner.invoke(app, ["sessions", "export", "exp", "--format", "md", "-o", "exp.md"])
    assert to_file.exit_code == 0 and (isolated / "exp.md").read_text().startswith("# Session exp")
    bad = runner.invoke(app, ["sessions", "export", "exp", "--format", "pdf"])
    assert bad.exit_code == 2 and "unknown format" in bad.stderr


def test_delete_asks_first(isolated: Path) -> None:
    _make("del", "what is 1 plus 1")
    refused = runner.invoke(app, ["sessions", "delete", "del"])  # CliRunner's stdin is not a terminal
    assert refused.exit_code == 2 and "--yes" in refused.stderr
    assert (isolated / "sessions" / "del.json").exists()
    done = runner.invoke(app, ["sessions", "delete", "del", "--yes"])
    assert done.exit_code == 0 and not (isolated / "sessions" / "del.json").exists()
    again = runner.invoke(app, ["sessions", "delete", "del", "--yes"])
    assert again.exit_code == 1 and "no such session" in again.stderr


def test_verify_reports_the_first_broken_turn(isolated: Path) -> None:
    _make("ver", "what is 1 plus 1", "what is 2 plus 2", "what is 3 plus 3")
    ok = runner.invoke(app, ["sessions", "verify", "ver", "--json"])
    assert ok.exit_code == 0 and json.loads(ok.stdout) == {"session_id": "ver", "ok": True, "turns": 3, "problems": []}
    path = isolated / "sessions" / "ver.json"
    data = json.loads(path.read_text())
    data["turns"][1]["response"]["result"] = 5  # someone edits the record of turn 2
    path.write_text(json.dumps(data))
    broken = runner.invoke(app, ["sessions", "verify", "ver"])
    assert broken.exit_code == 1
    assert "turn 2" in broken.stderr and "hash mismatch" in broken.stderr
    path.write_text("{ not json")
    corrupt = runner.invoke(app, ["sessions", "verify", "ver"])
    assert corrupt.exit_code == 1 and "ver.json is corrupt" in corrupt.stderr


def test_prune_older_than(isolated: Path) -> None:
    _make("old", "what is 1 plus 1")
    _make("new", "what is 2 plus 2")
    path = isolated / "sessions" / "old.json"
    data = json.loads(path.read_text())
    data["updated_at"] = data["turns"][-1]["finished_at"] = "2020-01-01T00:00:00Z"  # last activity: 2020
    path.write_text(json.dumps(data))
    dry = runner.invoke(app, ["sessions", "prune", "--older-than", "30d", "--dry-run", "--json"])
    assert json.loads(dry.stdout) == {"would_delete": ["old"]} and path.exists()
    done = runner.invoke(app, ["sessions", "prune", "--older-than", "30d", "--yes", "--json"])
    assert json.loads(done.stdout) == {"deleted": ["old"]}
    assert not path.exists() and (isolated / "sessions" / "new.json").exists()
    bad = runner.invoke(app, ["sessions", "prune", "--older-than", "soon"])
    assert bad.exit_code == 2 and "bad duration" in bad.stderr


def test_list_is_newest_first_and_skips_junk(isolated: Path) -> None:
    _make("first", "what is 1 plus 1")
    time.sleep(0.01)
    _make("second", "what is 2 plus 2")
    (isolated / "sessions" / "junk.json").write_text("{")
    rows = json.loads(runner.invoke(app, ["sessions", "list", "--json"]).stdout)
    assert [r["session_id"] for r in rows] == ["second", "first"]
    assert os.environ["NO_COLOR"] == "1"


def test_list_by_user_says_when_the_filter_leaves_nothing(isolated: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ASSISTANT_USER", "alice")
    _make("mine", "what is 1 plus 1")
    listed = runner.invoke(app, ["sessions", "list", "--user", "alice", "--json"])
    assert [r["session_id"] for r in json.loads(listed.stdout)] == ["mine"]
    assert json.loads(listed.stdout)[0]["user_id"] == "alice"
    nobody = runner.invoke(app, ["sessions", "list", "--user", "bob"])
    assert nobody.exit_code == 0 and "no sessions of user bob in" in nobody.stdout
