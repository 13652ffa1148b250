"""Conversations that hold together (issue 21): one store per user, sessions that remember
their context, a tail that cannot be cut off unnoticed, a clean chat protocol."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app

MAIN = str(Path(__file__).resolve().parents[1] / "main.py")
runner = CliRunner()


def _run(args: list[str], cwd: Path, env: dict[str, str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, MAIN, *args], input=stdin, capture_output=True, text=True, cwd=cwd, env=env,
                          timeout=120, stdin=None if stdin is not None else subprocess.DEVNULL)


@pytest.fixture
def user_env(isolated: Path) -> dict[str, str]:
    """No store folders set: the per-user defaults, under a data home of this test's own."""
    env = {k: v for k, v in os.environ.items() if k not in ("ASSISTANT_SESSIONS_DIR", "ASSISTANT_LOGS_DIR")}
    env["XDG_DATA_HOME"] = str(isolated / "data-home")
    return env


def test_a_session_started_in_one_folder_continues_in_another(isolated: Path, user_env: dict[str, str]) -> None:
    one, two = isolated / "one", isolated / "two"
    one.mkdir()
    two.mkdir()
    first = _run(["ask", "--json", "--session", "work", "what is 17 plus 25"], one, user_env)
    second = _run(["ask", "--json", "--session", "work", "and times 2?"], two, user_env)
    assert first.returncode == 0 and second.returncode == 0, second.stderr
    assert json.loads(second.stdout)["turn"] == 2 and json.loads(second.stdout)["response"]["result"] == 84
    store = isolated / "data-home" / "assistant" / "sessions"
    assert (store / "work.json").is_file()
    assert not any((folder / name).exists() for folder in (one, two) for name in ("sessions", "logs"))
    listed = _run(["sessions", "list"], two, user_env)
    assert "work" in listed.stdout
    empty = _run(["sessions", "list"], two, {**user_env, "ASSISTANT_SESSIONS_DIR": str(isolated / "empty")})
    assert f"no sessions yet in {isolated / 'empty'}" in empty.stdout


def test_a_project_local_store_by_option_or_env_file(isolated: Path, user_env: dict[str, str]) -> None:
    project = isolated / "project"
    project.mkdir()
    by_option = _run(["--sessions-dir", "./here", "ask", "--session", "p", "what is 1 plus 1"], project, user_env)
    assert by_option.returncode == 0 and (project / "here" / "p.json").is_file()
    (project / ".env").write_text("ASSISTANT_SESSIONS_DIR=./sessions\n")
    by_env = _run(["ask", "--session", "q", "what is 1 plus 1"], project, user_env)
    assert by_env.returncode == 0 and (project / "sessions" / "q.json").is_file()
    assert "q" in _run(["sessions", "list"], project, user_env).stdout


def test_docs_and_piped_text_of_turn_one_serve_turn_two(isolated: Path, user_env: dict[str, str]) -> None:
    docs = isolated / "docs"
    docs.mkdir()
    (docs / "depot.txt").write_text("The depot opens at nine. The depot closes at five.")
    _run(["ask", "--session", "d", "--docs", str(docs), "When does the depot open?"], isolated, user_env)
    later = _run(["ask", "--json", "--session", "d", "When does the depot close?"], isolated, user_env)
    assert "five" in json.loads(later.stdout)["response"]["answer"]
    note = "Project Kestrel. The project owner is Mira Holt. The deadline is 3 March. The budget is 12,000 EUR."
    _run(["ask", "--session", "s", "Who is the project owner?"], isolated, user_env, stdin=note)
    deadline = _run(["ask", "--json", "--session", "s", "What is the deadline?"], isolated, user_env)
    assert json.loads(deadline.stdout)["response"]["sources"] == ["stdin"]
    assert "3 March" in json.loads(deadline.stdout)["response"]["answer"]
    share = _run(["ask", "--json", "--session", "s", "what is 12% of the budget?"], isolated, user_env)
    assert json.loads(share.stdout)["response"]["result_display"] == "1440", share.stdout


def test_the_active_documents_boost_changes_the_ranking(tmp_path: Path) -> None:
    from assistant.retrieval.corpus import Corpus
    from assistant.tools.retriever import retrieve_documents

    # As reported: after "What is CC0?", "Can it be revoked?" was answered from curl's manual.
    (tmp_path / "curl.md").write_text("curl options. A revoked certificate makes the transfer fail; "
                                      "use --ssl-revoke-best-effort to ignore it.")
    (tmp_path / "cc0.md").write_text("CC0 1.0 Universal. The affirmer waives all copyright and related rights in the work. "
                                     "The waiver is irrevocable: it cannot be revoked by the affirmer or heirs.")
    corpus = Corpus.from_folder(tmp_path)
    plain = retrieve_documents(corpus, "can it be revoked", k=2)
    boosted = retrieve_documents(corpus, "can it be revoked", k=2, boost=("cc0.md",))
    assert plain[0].doc_id == "curl.md" and boosted[0].doc_id == "cc0.md"


# -- completeness --------------------------------------------------------------------------
def _three_turns(isolated: Path) -> Path:
    for text in ("what is 1 plus 1", "what is 2 plus 2", "what is 3 plus 3"):
        assert runner.invoke(app, ["ask", "--no-stdin", "--session", "cut", text]).exit_code == 0
    return isolated / "sessions" / "cut.json"


def test_verify_fails_on_a_session_whose_last_turn_was_removed_consistently(isolated: Path) -> None:
    path = _three_turns(isolated)
    assert runner.invoke(app, ["sessions", "verify", "cut"]).exit_code == 0
    data = json.loads(path.read_text())
    data["turns"] = data["turns"][:2]
    data["messages"] = [m for t in data["turns"] for m in t["messages"]]
    data["turn_count"] = 2
    data["updated_at"] = data["turns"][-1]["finished_at"] if "finished_at" in data["turns"][-1] else data["updated_at"]
    path.write_text(json.dumps(data))
    out = runner.invoke(app, ["sessions", "verify", "cut"])
    assert out.exit_code == 1 and "turns 3-3 are missing" in out.stderr
    every = runner.invoke(app, ["sessions", "verify", "--all"])
    assert every.exit_code == 1 and "1 of 1 sessions are broken" in every.stderr


def test_verify_all_reports_a_session_file_removed_by_hand(isolated: Path) -> None:
    path = _three_turns(isolated)
    runner.invoke(app, ["ask", "--no-stdin", "--session", "kept", "what is 1 plus 1"])
    path.unlink()
    out = runner.invoke(app, ["sessions", "verify", "--all"])
    assert out.exit_code == 1 and "cut: the session file is missing" in out.stderr
    assert "ok: kept" in out.stdout


def test_a_deleted_session_may_start_again_under_its_id(isolated: Path) -> None:
    _three_turns(isolated)
    assert runner.invoke(app, ["sessions", "delete", "cut", "--yes"]).exit_code == 0
    assert runner.invoke(app, ["ask", "--no-stdin", "--session", "cut", "what is 1 plus 1"]).exit_code == 0
    assert runner.invoke(app, ["sessions", "verify", "--all"]).exit_code == 0


def test_import_an_old_project_sessions_folder(isolated: Path) -> None:
    _three_turns(isolated)
    old = isolated / "old-sessions"
    (isolated / "sessions").rename(old)
    (old / ".ledger").unlink()
    tampered = json.loads((old / "cut.json").read_text())
    tampered["session_id"] = "bad"
    tampered["turns"][0]["response"]["result_display"] = "3"
    (old / "bad.json").write_text(json.dumps(tampered))
    out = runner.invoke(app, ["sessions", "import", str(old)])
    assert out.exit_code == 1 and "imported 1 sessions" in out.stdout and "broken: bad" in out.stderr
    assert runner.invoke(app, ["sessions", "verify", "cut"]).exit_code == 0
    again = runner.invoke(app, ["sessions", "import", str(old / "cut.json")])
    assert "cut: already in the store" in again.stderr


# -- chat protocol -----------------------------------------------------------------------------
def test_chat_json_is_json_lines_whatever_is_typed(isolated: Path) -> None:
    script = ("/foo\n/json\n\n   \n/sources\n/history\nwhat is 17 plus 25\n/json\n/sources\n/history\n/session\n/help\n"
              "/etc/passwd is supplied by which package?\n//etc is a folder?\nwhat is 2 plus \\\n3\n/new\n/exit\n")
    out = subprocess.run([sys.executable, MAIN, "chat", "--json", "--session", "proto"], input=script,
                         capture_output=True, text=True, cwd=isolated, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.split("\n") if line]  # every line is JSON
    turns = {line["turn"]: line for line in lines if "response" in line}  # /json repeats the last turn
    assert len(turns) == 4  # 17+25, the /etc question, //etc, 2+3 - never "/foo"
    assert turns[1]["response"]["result"] == 42
    assert turns[2]["intent"]["intent_type"] == "qa"  # a path is a question, not "previous / etc"
    assert turns[4]["response"]["result"] == 5  # the two lines were one input
    assert {"commands"} <= {key for line in lines for key in line}
    assert "unknown command /foo" in out.stderr


def test_no_saved_message_for_a_session_without_turns(assistant) -> None:  # type: ignore[no-untyped-def]
    from io import StringIO

    from rich.console import Console

    from assistant.cli.chat import Repl, farewell

    repl = Repl(assistant, "s1", Console(file=StringIO()), json_out=False)
    repl.handle("/new")
    assert "nothing to save" in farewell(repl)
    repl.handle("what is 1 plus 1")
    assert "saved" in farewell(repl) and "nothing" not in farewell(repl)
