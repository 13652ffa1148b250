"""The session store: migrations keep the audit honest, a file is what its name says."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.errors import SessionError
from assistant.records import canonical_hash, verify_data
from assistant.stores.files import FileStore

runner = CliRunner()
_KIND_TO_MODEL = {"answer": "AnswerResponse", "summary": "SummarizationResponse", "calculation": "CalculationResponse"}


def _as_v1(data: dict, tamper: bool = False) -> dict:
    """The same session as version 1 of this project wrote it (hash over each raw v1 turn)."""
    previous = ""
    turns = []
    for raw in data["turns"]:
        turn = dict(raw)
        response = dict(turn["response"])
        turn["response_type"] = _KIND_TO_MODEL[response.pop("kind")]
        turn["response"] = response
        turn.pop("messages")
        turn["prev_hash"] = previous
        turn["hash"] = canonical_hash({k: v for k, v in turn.items() if k != "hash"})
        previous = turn["hash"]
        turns.append(turn)
    if tamper:
        turns[0]["input"] = "what is 1000 plus 1000"  # edited after it was recorded
    header = {k: v for k, v in data.items() if k not in ("turns", "schema_version")}
    return {**header, "schema_version": 1, "turns": turns}


def _session(assistant, session_id: str) -> dict:  # type: ignore[no-untyped-def]
    assistant.ask("what is 17 plus 25", session_id=session_id)
    assistant.ask("and times 2?", session_id=session_id)
    return json.loads((assistant.context.store.path(session_id)).read_text())


def test_an_intact_v1_session_is_upgraded_and_still_verifies(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    v1 = _as_v1(_session(assistant, "old"))
    path = assistant.context.store.path("old")
    path.write_text(json.dumps(v1))
    assert verify_data(v1) == []
    fresh = FileStore(path.parent)
    session = fresh.require("old")
    assert [t.response.kind for t in session.turns] == ["calculation", "calculation"]
    assert [m.content for m in session.messages][:2] == ["what is 17 plus 25", "17 + 25 = 42"]
    out = assistant.ask("and plus 1?", session_id="old")  # the follow-up reads the migrated memory
    assert out.response.result == 85
    result = runner.invoke(app, ["sessions", "verify", "old"])
    assert result.exit_code == 0 and "3 turns, hash chain intact" in result.stdout
    assert json.loads(path.read_text())["schema_version"] == 2


def test_a_tampered_v1_session_stays_detectably_tampered(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    path = assistant.context.store.path("bad")
    path.write_text(json.dumps(_as_v1(_session(assistant, "bad"), tamper=True)))
    assert runner.invoke(app, ["sessions", "verify", "bad"]).exit_code == 1
    FileStore(path.parent).require("bad")  # still readable
    assistant.context.store._cache.clear()
    assistant.ask("what is 1 plus 1", session_id="bad")  # the upgrade rewrites the file...
    result = runner.invoke(app, ["sessions", "verify", "bad"])
    assert result.exit_code == 1 and "turn 1" in result.stderr  # ...without blessing the edit


def test_edited_messages_are_caught_by_verify_and_never_read(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    data = _session(assistant, "msg")
    data["messages"][1]["value"] = "1000"  # the stored result of turn 1, which "and times 2?" reads
    data["messages"][1]["content"] = "17 + 25 = 1000"
    path = assistant.context.store.path("msg")
    path.write_text(json.dumps(data))
    result = runner.invoke(app, ["sessions", "verify", "msg"])
    assert result.exit_code == 1 and "messages" in result.stderr
    assistant.context.store._cache.clear()
    session = FileStore(path.parent).require("msg")
    assert session.messages[1].value == "42"  # the conversation comes from the hashed turn records


def test_a_copied_session_file_is_refused_and_the_original_is_untouched(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    _session(assistant, "work")
    sessions = isolated / "sessions"
    shutil.copy(sessions / "work.json", sessions / "experiment.json")
    before = (sessions / "work.json").read_bytes()
    result = runner.invoke(app, ["ask", "--no-stdin", "--session", "experiment", "what is 2 plus 2"])
    assert result.exit_code == 1
    assert "holds session 'work', not 'experiment'" in result.stderr and len(result.stderr.splitlines()) == 1
    assert (sessions / "work.json").read_bytes() == before
    assert runner.invoke(app, ["sessions", "verify", "work"]).exit_code == 0
    with pytest.raises(SessionError, match="copied or renamed"):
        FileStore(sessions).require("experiment")


def test_turns_written_before_turns_named_their_user_still_verify_after_a_new_turn(isolated: Path,
                                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.config import load_settings
    from assistant.service import Assistant

    Assistant(load_settings()).ask("what is 1 plus 1", session_id="old")
    path = isolated / "sessions" / "old.json"
    data = json.loads(path.read_text())
    # As an earlier version wrote it: no "user_id" in the turn, the chain over that form.
    turn = data["turns"][0]
    turn.pop("user_id")
    turn["hash"] = canonical_hash({k: v for k, v in turn.items() if k != "hash"})
    path.write_text(json.dumps(data))
    monkeypatch.setenv("ASSISTANT_USER", "bob")
    Assistant(load_settings()).ask("what is 2 plus 2", session_id="old")  # a new process: the file is read, then rewritten
    stored = json.loads(path.read_text())
    assert "user_id" not in stored["turns"][0] and stored["turns"][1]["user_id"] == "bob"
    assert verify_data(stored) == []
    assert runner.invoke(app, ["sessions", "verify", "old"]).exit_code == 0


def test_a_seed_design_file_with_an_odd_summary_is_read(isolated: Path) -> None:
    """A v0 file (the seed design's bare AgentState dump) is read whatever its summary holds:
    a number where text belongs is kept as text, not a crash."""
    from assistant.records import migrate

    data = migrate({"session_id": "v0", "conversation_summary": 5, "messages": ["hi", {"content": "hello  there"}]}, "test")
    assert data["conversation_summary"] == "5\nEarlier (imported): hi | hello there"
    assert migrate({"session_id": "v0", "messages": ["hi"]}, "test")["conversation_summary"] == "Earlier (imported): hi"
