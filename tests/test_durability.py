"""Sessions survive concurrent writers, kill -9 at random moments and failing disks."""

from __future__ import annotations

import errno
import json
import os
import random
import signal
import sys
import time
from pathlib import Path

import pytest

from assistant.errors import SessionError
from assistant.records import verify
from assistant.stores.files import FileStore
from tests.forking import child

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")


def _turns(assistant, session_id: str, n: int, tag: str, pipe_fd: int | None = None) -> None:  # type: ignore[no-untyped-def]
    for i in range(n):
        assistant.ask(f"what is {i} plus 1000", session_id=session_id)
        if pipe_fd is not None:
            os.write(pipe_fd, tag.encode())


def test_eight_concurrent_processes_ten_turns_each(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what is 1 plus 1", session_id="warm-up")  # imports and graph compiled before forking
    pids = [child(_turns, assistant, "shared", 10, "x") for _ in range(8)]
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    session = FileStore(isolated / "sessions").require("shared")
    assert [t.turn for t in session.turns] == list(range(1, 81))
    assert verify(session) == []
    assert len(session.messages) == 160
    assert sorted(t.response.result for t in session.turns) == sorted(i + 1000 for i in range(10) for _ in range(8))


def test_kill_minus_nine_never_corrupts_the_session(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    store = FileStore(isolated / "sessions")
    assistant.ask("what is 1 plus 1", session_id="warm-up")  # imports and graph compiled before forking
    started = time.monotonic()
    assistant.ask("what is 2 plus 2", session_id="warm-up")
    # Kill within about three turns' time, however slow a turn is on this machine right now.
    window = max(0.12, 3 * (time.monotonic() - started))
    rng = random.Random(1234)
    recorded = 0
    kills = 0
    # A loaded machine makes turns slower: keep killing until enough turns landed too.
    deadline = time.monotonic() + max(90.0, 80 * window)
    while (kills < 60 or recorded < 20) and time.monotonic() < deadline:
        read_fd, write_fd = os.pipe()
        pid = child(_turns, assistant, "killme", 1000, "t", write_fd)
        os.close(write_fd)
        time.sleep(rng.uniform(0.0, window))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        completed = len(os.read(read_fd, 1 << 16))  # one byte per turn the child finished
        os.close(read_fd)
        kills += 1
        if completed == 0:
            window = min(5.0, window * 1.25)  # slower than measured (a busy machine): wait longer next time
        path = store.path("killme")
        if not path.exists():
            assert recorded == 0 and completed == 0
            continue
        json.loads(path.read_bytes())  # always a whole JSON document
        session = store.require("killme")
        assert verify(session) == [], f"after kill {kills}"
        # Every turn the child reported as done is on disk; at most one more (written, then killed).
        assert recorded + completed <= len(session.turns) <= recorded + completed + 1
        recorded = len(session.turns)
    assert kills >= 50
    assert recorded >= 20  # the kills landed among real turns, not only before the first
    assistant.ask("what is 1 plus 1", session_id="killme")
    assert not list((isolated / "sessions").glob(".killme.*.tmp"))
    print(f"kills survived: {kills}, turns recorded: {recorded}", file=sys.stderr)


def test_a_failing_write_keeps_the_old_file(assistant, isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what is 1 plus 1", session_id="disk")
    path = isolated / "sessions" / "disk.json"
    before = path.read_bytes()

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(SessionError, match="No space left on device.*previous version is intact"):
        assistant.ask("what is 2 plus 2", session_id="disk")
    assert path.read_bytes() == before
    assert not list(path.parent.glob(".disk.*.tmp"))


def test_disk_full_through_the_cli_is_one_clear_line(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from typer.testing import CliRunner

    from assistant.cli.app import app

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    result = CliRunner().invoke(app, ["ask", "--no-stdin", "what is 2 plus 2"])
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "No space left on device" in result.stderr


def test_older_schema_is_migrated_on_read(isolated: Path) -> None:
    store = FileStore(isolated / "sessions")
    store.root.mkdir(parents=True)
    old = {"session_id": "legacy", "user_input": "hi", "messages": ["hello there"], "active_documents": ["a.md"]}
    (store.root / "legacy.json").write_text(json.dumps(old))
    session = store.require("legacy")
    assert session.schema_version == 2 and session.turns == []
    assert "hello there" in (session.conversation_summary or "")  # no turn records to keep, but nothing said is lost
    (store.root / "future.json").write_text(json.dumps({"schema_version": 99, "session_id": "future"}))
    with pytest.raises(SessionError, match="schema_version 99"):
        store.require("future")


def test_an_interrupted_turn_leaves_no_phantom_turn(assistant, isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what is 1 plus 1", session_id="ctrlc")
    store = assistant.context.store
    real_write = store._write

    def interrupted(session, done):  # type: ignore[no-untyped-def]
        raise KeyboardInterrupt  # Ctrl-C after the graph made the turn, before the write

    monkeypatch.setattr(store, "_write", interrupted)
    with pytest.raises(KeyboardInterrupt):
        assistant.ask("what is 2 plus 2", session_id="ctrlc")
    monkeypatch.setattr(store, "_write", real_write)
    out = assistant.ask("what is 3 plus 3", session_id="ctrlc")
    session = FileStore(isolated / "sessions").require("ctrlc")
    assert out.turn == 2 and [t.input for t in session.turns] == ["what is 1 plus 1", "what is 3 plus 3"]
    assert verify(session) == []
