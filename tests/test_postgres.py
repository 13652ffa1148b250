"""Sessions in PostgreSQL, on a real server started on 127.0.0.1 for these tests."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.errors import SessionError
from assistant.records import verify
from tests.pg_server import PgServer, unavailable
from tests.forking import child

REASON = unavailable()
pytestmark = pytest.mark.skipif(REASON is not None, reason=f"PostgreSQL tests skipped: {REASON}")
runner = CliRunner()


@pytest.fixture(scope="module")
def server() -> Iterator[PgServer]:
    pg = PgServer().init().start()
    try:
        yield pg
    finally:
        pg.remove()


@pytest.fixture
def url(server: PgServer, monkeypatch: pytest.MonkeyPatch, isolated: Path) -> str:
    """A fresh database for each test, configured through the environment."""
    database = server.create_database("t_" + uuid.uuid4().hex[:12])
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", database)
    return database


def _assistant():  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings())


def _cli(*args: str) -> object:
    return runner.invoke(app, list(args))


def _no_session_files(isolated: Path) -> None:
    folder = isolated / "sessions"
    assert not folder.exists() or not any(folder.iterdir()), sorted(p.name for p in folder.iterdir())


# -- the store ------------------------------------------------------------------------------
def test_turns_are_stored_in_the_database_and_no_session_file_is_written(url: str, isolated: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ASSISTANT_USER", "alice")
    a = _assistant()
    first = a.ask("what is 12 plus 30", session_id="pg1")
    second = a.ask("and times 2?", session_id="pg1")
    assert (first.turn, second.turn) == (1, 2) and second.response.result == 84
    a.close()
    from assistant.stores import store_from_env

    store = store_from_env()
    assert store.location().startswith("postgresql://") and ":" + url.split(":")[2].split("@")[0] not in store.location()
    session = store.require("pg1")
    assert [t.turn for t in session.turns] == [1, 2] and verify(session) == []
    assert session.user_id == "alice" and len(session.messages) == 4
    assert store.verify("pg1").ok
    [row] = store.list_sessions(user="alice")
    assert (row.session_id, row.turns, row.last_intent, row.last_input) == ("pg1", 2, "calculation", "and times 2?")
    assert store.list_sessions(user="bob") == []
    assert store.latest_id() == "pg1"
    monkeypatch.setenv("ASSISTANT_USER", "bob")  # a colleague continues the session: it stays alice's, the turn is bob's
    _assistant().ask("and minus 4?", session_id="pg1")
    session = store_from_env().require("pg1")
    assert session.user_id == "alice" and [t.user_id for t in session.turns] == ["alice", "alice", "bob"]
    assert store_from_env().verify("pg1").ok
    _no_session_files(isolated)


def test_every_sessions_command_gives_the_same_output_as_with_files(url: str, isolated: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    questions = ["what is 17 plus 25", "Summarize the main risks discussed in the uploaded compliance report."]

    def run_all() -> dict[str, object]:
        for q in questions:
            done = _cli("ask", "--json", "--no-stdin", "--session", "same", q)
            assert done.exit_code == 0, done.output
        listed = _cli("sessions", "list", "--json")
        shown = _cli("sessions", "show", "same", "--json")
        plain = _cli("sessions", "show", "same")
        md = _cli("sessions", "export", "same", "--format", "md")
        checked = _cli("sessions", "verify", "same", "--json")
        assert {r.exit_code for r in (listed, shown, plain, md, checked)} == {0}
        session = json.loads(shown.stdout)
        rows = json.loads(listed.stdout)
        for turn in session["turns"]:  # when it ran, and so the chain over it, differ between runs
            for key in ("started_at", "finished_at", "timings_ms", "hash", "prev_hash"):
                turn.pop(key)
            turn["response"].pop("timestamp")
            for call in turn["tool_calls"]:
                call.pop("duration_ms"), call.pop("timestamp")
        for key in ("created_at", "updated_at", "current_response"):
            session.pop(key)
        for row in rows:
            row.pop("created_at"), row.pop("updated_at")
        def steady(text: str) -> list[str]:  # without times and durations
            return [re.sub(r"\(\d+\.\d ms\)", "(ms)", line) for line in text.splitlines()
                    if not re.search(r"\d\d:\d\d", line)]

        return {"list": rows, "show": session, "plain": steady(plain.stdout), "md": steady(md.stdout),
                "verify": json.loads(checked.stdout)}

    in_database = run_all()
    _no_session_files(isolated)
    monkeypatch.delenv("ASSISTANT_SESSIONS_URL")
    in_files = run_all()
    assert (isolated / "sessions" / "same.json").exists()
    assert in_database == in_files


def test_chat_and_batch_work_on_the_database(url: str, isolated: Path) -> None:
    chat = runner.invoke(app, ["chat", "--session", "talk", "--json"], input="what is 17 plus 25\nand times 2?\n/session\n/exit\n")
    assert chat.exit_code == 0, chat.output
    lines = [json.loads(line) for line in chat.stdout.splitlines() if line]
    assert [t["response"]["result"] for t in lines if "response" in t] == [42, 84]
    [where] = [line for line in lines if "store" in line]
    assert where["turns"] == 2 and where["store"].startswith("postgresql://") and "@127.0.0.1:" in where["store"]
    (isolated / "in.jsonl").write_text('{"id": "a", "text": "what is 1 plus 2"}\n{"id": "b", "text": "and times 10?"}\n')
    batch = runner.invoke(app, ["batch", str(isolated / "in.jsonl"), "--session", "many"])
    assert batch.exit_code == 0, batch.output
    assert [json.loads(line)["response"]["result"] for line in batch.stdout.splitlines()] == [3, 30]
    apart = runner.invoke(app, ["batch", str(isolated / "in.jsonl")])
    assert apart.exit_code == 0 and len({json.loads(line)["session_id"] for line in apart.stdout.splitlines()}) == 2
    from assistant.stores import store_from_env

    store = store_from_env()
    assert len(store.session_ids()) == 4 and all(v.ok for v in store.verify_all())
    assert [t.turn for t in store.require("many").turns] == [1, 2]
    _no_session_files(isolated)


def test_delete_prune_and_the_cli_options(url: str, server: PgServer, isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ASSISTANT_SESSIONS_URL")
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", "")  # restored after the test: the option below sets it
    for sid in ("keep", "drop"):
        done = _cli("--sessions-url", url, "--user", "carol", "ask", "--no-stdin", "--session", sid, "what is 1 plus 1")
        assert done.exit_code == 0, done.output
    listed = _cli("--sessions-url", url, "sessions", "list", "--user", "carol", "--json")
    assert sorted(r["session_id"] for r in json.loads(listed.stdout)) == ["drop", "keep"]
    assert {r["user_id"] for r in json.loads(listed.stdout)} == {"carol"}
    deleted = _cli("--sessions-url", url, "sessions", "delete", "drop", "--yes")
    assert deleted.exit_code == 0 and "deleted drop" in deleted.stderr
    again = _cli("--sessions-url", url, "sessions", "delete", "drop", "--yes")
    assert again.exit_code == 1 and "no such session: drop" in again.stderr and server.password not in again.stderr
    nothing = _cli("--sessions-url", url, "sessions", "prune", "--older-than", "1d", "--yes", "--json")
    assert nothing.exit_code == 0 and json.loads(nothing.stdout) == {"deleted": []}
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:  # as if written two days ago
        conn.execute("UPDATE assistant_sessions SET updated_at = now() - interval '2 days' WHERE session_id = 'keep'")
    pruned = _cli("--sessions-url", url, "sessions", "prune", "--older-than", "1d", "--yes", "--json")
    assert json.loads(pruned.stdout) == {"deleted": ["keep"]}
    assert json.loads(_cli("--sessions-url", url, "sessions", "list", "--json").stdout) == []
    _no_session_files(isolated)


def test_import_and_export_round_trip_in_both_directions(url: str, isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.stores.files import FileStore

    # Sessions written as files, with an attached text, by the file store.
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", "")
    source = isolated / "sessions"
    for sid, q in (("f1", "what is 2 plus 2"), ("f2", "Summarize this text."), ("f1", "and times 3?")):
        done = runner.invoke(app, ["ask", "--no-stdin", "--session", sid, q] if sid == "f1" else
                             ["ask", "--session", sid, "-f", str(_write(isolated / "note.txt")), q])
        assert done.exit_code == 0, done.output
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", url)
    imported = _cli("sessions", "import", str(source), "--json")
    assert imported.exit_code == 0, imported.output
    assert sorted(json.loads(imported.stdout)["imported"]) == ["f1", "f2"]
    assert json.loads(_cli("sessions", "import", str(source), "--json").stdout)["skipped"] == ["f1: already in the store",
                                                                                              "f2: already in the store"]
    checked = _cli("sessions", "verify", "--all", "--json")
    assert checked.exit_code == 0 and all(json.loads(line)["ok"] for line in checked.stdout.splitlines())
    # A turn more in the database, then everything back out as files.
    assert _cli("ask", "--no-stdin", "--session", "f1", "and minus 1?").exit_code == 0
    out = isolated / "exported"
    exported = _cli("sessions", "export", "--all", str(out), "--json")
    assert exported.exit_code == 0, exported.output
    assert sorted(json.loads(exported.stdout)["exported"]) == ["f1", "f2"]
    assert oct(out.stat().st_mode & 0o777) == "0o700" and oct((out / "f1.json").stat().st_mode & 0o777) == "0o600"
    files = FileStore(out)
    for sid in ("f1", "f2"):
        assert files.verify(sid).ok, files.verify(sid).problems
    assert [t.hash for t in files.require("f1").turns] == [t.hash for t in _db_session(url, "f1").turns]
    assert len(files.require("f1").turns) == 3 and files.require("f2").attachments
    # The exported folder imports into a file store unchanged, and verifies there.
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", "")
    monkeypatch.setenv("ASSISTANT_SESSIONS_DIR", str(isolated / "other"))
    back = _cli("sessions", "import", str(out), "--json")
    assert back.exit_code == 0 and sorted(json.loads(back.stdout)["imported"]) == ["f1", "f2"]
    assert _cli("sessions", "verify", "--all").exit_code == 0
    # An existing export is kept unless --force.
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", url)
    kept = _cli("sessions", "export", "--all", str(out))
    assert kept.exit_code == 1 and "exists; pass --force" in kept.stderr
    assert _cli("sessions", "export", "--all", str(out), "--force").exit_code == 0


def _write(path: Path) -> Path:
    path.write_text("Our shop sells bread. The oven broke in May. Sales fell by a third. A new oven came in June.\n")
    return path


def _db_session(url: str, sid: str):  # type: ignore[no-untyped-def]
    from assistant.stores.postgres import PostgresStore

    return PostgresStore(url).require(sid)


def test_tampering_in_the_database_is_detected(url: str) -> None:
    import psycopg

    a = _assistant()
    for q in ("what is 1 plus 1", "what is 2 plus 2", "what is 3 plus 3"):
        a.ask(q, session_id="tamper")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE assistant_turns SET record = replace(record, '\"what is 2 plus 2\"', '\"what is 9 plus 9\"') "
                     "WHERE session_id = 'tamper' AND turn = 2")
    result = _cli("sessions", "verify", "tamper")
    assert result.exit_code == 1 and "turn 2: content changed after it was recorded" in result.stderr
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("DELETE FROM assistant_turns WHERE session_id = 'tamper' AND turn = 3")
    result = _cli("sessions", "verify", "tamper", "--json")
    problems = json.loads(result.stdout)["problems"]
    assert result.exit_code == 1 and any("the session's head recorded 3 turns" in p for p in problems), problems


def test_newer_tables_are_refused_with_one_line(url: str) -> None:
    import psycopg

    _assistant().ask("what is 1 plus 1", session_id="v")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("UPDATE assistant_schema SET version = 99")
    result = _cli("sessions", "list")
    assert result.exit_code == 1 and result.stderr.count("\n") == 1
    assert "tables of version 99" in result.stderr


# -- failures -------------------------------------------------------------------------------
def test_unreachable_server_and_refused_password_are_one_line_without_the_password(server: PgServer, isolated: Path,
                                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    wrong = "not-the-password-" + uuid.uuid4().hex
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", server.url(password=wrong))
    refused = _cli("ask", "--no-stdin", "what is 1 plus 1")
    assert refused.exit_code == 1 and refused.stderr.count("\n") == 1
    assert "password authentication failed" in refused.stderr and wrong not in refused.output
    listed = _cli("sessions", "list")
    assert listed.exit_code == 1 and wrong not in listed.output
    from tests.pg_server import _free_port

    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", f"postgresql://someone:{wrong}@127.0.0.1:{_free_port()}/db")
    started = time.monotonic()
    down = _cli("ask", "--no-stdin", "what is 1 plus 1")
    assert down.exit_code == 1 and down.stderr.count("\n") == 1 and "cannot connect" in down.stderr
    assert wrong not in down.output and time.monotonic() - started < 30
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", "mysql://x@y/z")
    assert _cli("sessions", "list").exit_code == 2
    _no_session_files(isolated)
    logs = "".join(p.read_text(errors="replace") for p in (isolated / "logs").glob("*")) if (isolated / "logs").exists() else ""
    assert wrong not in logs and server.password not in logs


def test_a_connection_dropped_mid_turn_records_nothing_and_the_next_turn_works(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import psycopg

    from assistant.service import Assistant

    a = _assistant()
    a.ask("what is 1 plus 1", session_id="drop")
    real_run = Assistant._run

    def run_then_lose_the_connection(state, ctx, on_text):  # type: ignore[no-untyped-def]
        out = real_run(state, ctx, on_text)
        pid = a.context.store._conn.info.backend_pid
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
        return out

    monkeypatch.setattr(Assistant, "_run", staticmethod(run_then_lose_the_connection))
    with pytest.raises(SessionError, match="not recorded") as caught:
        a.ask("what is 2 plus 2", session_id="drop")
    assert url.split(":")[2].split("@")[0] not in caught.value.message
    monkeypatch.setattr(Assistant, "_run", staticmethod(real_run))
    session = a.context.store.require("drop")
    assert len(session.turns) == 1 and verify(session) == []
    again = a.ask("what is 3 plus 3", session_id="drop")  # the same process reconnects
    assert again.turn == 2
    assert verify(a.context.store.require("drop")) == []


def test_a_server_restart_mid_run_gives_clear_errors_then_recovers(server: PgServer, url: str) -> None:
    a = _assistant()
    a.ask("what is 1 plus 1", session_id="restart")
    server.stop("fast")
    try:
        with pytest.raises(SessionError, match="cannot") as caught:
            a.ask("what is 2 plus 2", session_id="restart")
        assert server.password not in caught.value.message
        down = _cli("sessions", "list")
        assert down.exit_code == 1 and down.stderr.count("\n") == 1
    finally:
        server.start()
    server.wait_ready()
    assert a.ask("what is 3 plus 3", session_id="restart").turn == 2
    session = a.context.store.require("restart")
    assert [t.input for t in session.turns] == ["what is 1 plus 1", "what is 3 plus 3"] and verify(session) == []
    assert _cli("sessions", "verify", "restart").exit_code == 0


# -- durability on the server ------------------------------------------------------------------
def _turns(assistant, session_id: str, n: int, pipe_fd: int | None = None) -> None:  # type: ignore[no-untyped-def]
    for i in range(n):
        assistant.ask(f"what is {i} plus 1000", session_id=session_id)
        if pipe_fd is not None:
            os.write(pipe_fd, b"t")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_eight_processes_ten_turns_each_on_one_session(url: str) -> None:
    a = _assistant()
    a.ask("what is 1 plus 1", session_id="warm-up")  # imports, graph and a connection made before forking
    pids = [child(_turns, a, "shared", 10) for _ in range(8)]
    for pid in pids:
        _, status = os.waitpid(pid, 0)
        assert os.waitstatus_to_exitcode(status) == 0
    session = a.context.store.require("shared")  # the parent's own connection still works after the forks
    assert [t.turn for t in session.turns] == list(range(1, 81))
    assert verify(session) == [] and a.context.store.verify("shared").ok
    assert sorted(t.response.result for t in session.turns) == sorted(i + 1000 for i in range(10) for _ in range(8))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_kill_minus_nine_of_writers_leaves_no_partial_turn(url: str) -> None:
    a = _assistant()
    a.ask("what is 1 plus 1", session_id="warm-up")
    store = a.context.store
    rng = random.Random(4321)
    recorded = kills = 0
    deadline = time.monotonic() + 60
    while (kills < 20 or recorded < 10) and time.monotonic() < deadline:
        read_fd, write_fd = os.pipe()
        pid = child(_turns, a, "killme", 1000, write_fd)
        os.close(write_fd)
        time.sleep(rng.uniform(0.0, 0.15))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        completed = len(os.read(read_fd, 1 << 16))  # one byte per turn the child reported done
        os.close(read_fd)
        kills += 1
        session = store.load("killme")
        turns = len(session.turns) if session else 0
        if session is not None:
            assert verify(session) == [] and store.verify("killme").ok, f"after kill {kills}"
        # Every reported turn is there; at most one more (committed, then killed before reporting).
        assert recorded + completed <= turns <= recorded + completed + 1
        recorded = turns
    assert kills >= 15 and recorded >= 5
    assert a.ask("what is 1 plus 1", session_id="killme").turn == recorded + 1
    print(f"postgres: kills survived {kills}, turns recorded {recorded}", file=sys.stderr)
