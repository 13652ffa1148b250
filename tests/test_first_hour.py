"""The first hour of a new user (issue 18): the habits of llm/sgpt users, and the rough
edges they hit. Each test is one item of the issue."""

from __future__ import annotations

import io
import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from assistant.cli.app import app
from tests.fakes.pdf import make_pdf
from tests.followup_pairs import PAIRS, main_text, write_documents

runner = CliRunner()
MAIN = str(Path(__file__).resolve().parents[1] / "main.py")
MARKUP = "what does [x] mean in [/red] and [link](http://e.x) [bold]?"


def _run(args: list[str], isolated: Path, stdin: bytes | None = None, env: dict[str, str] | None = None
         ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, MAIN, *args], input=stdin, capture_output=True, cwd=isolated,
                          env={**os.environ, **(env or {})}, timeout=120,
                          stdin=None if stdin is not None else subprocess.DEVNULL)


def _json(result) -> dict:  # type: ignore[no-untyped-def]
    return json.loads(result.stdout)


# -- square brackets ---------------------------------------------------------------------
@pytest.fixture
def markup_session(isolated: Path) -> Path:
    docs = isolated / "docs"
    docs.mkdir()
    (docs / "brackets.md").write_text("# Notes [/red]\n\nThe flag [x] means the export is [bold]locked[/bold]. "
                                      "See [the guide](http://e.x) for [/] more.\n")
    assert runner.invoke(app, ["ask", "--no-stdin", "--session", "brk", "--docs", str(docs),
                               "What does the flag [x] mean?"]).exit_code in (0, 1)
    assert runner.invoke(app, ["ask", "--no-stdin", "--session", "brk", "--docs", str(docs), MARKUP]).exit_code in (0, 1)
    return docs


def test_markup_like_text_renders_everywhere_as_written(markup_session: Path) -> None:
    listed = runner.invoke(app, ["sessions", "list"])
    assert listed.exit_code == 0 and "[/red]" in listed.stdout and "[x]" in listed.stdout
    shown = runner.invoke(app, ["sessions", "show", "brk"])
    assert shown.exit_code == 0 and "[/red]" in shown.stdout and "[x]" in shown.stdout
    exported = runner.invoke(app, ["sessions", "export", "brk", "--format", "md"])
    assert exported.exit_code == 0 and MARKUP in exported.stdout


def test_markup_like_text_in_a_terminal_and_in_chat(markup_session: Path) -> None:
    from assistant.cli.chat import Repl
    from assistant.cli.render import render_turn
    from assistant.config import load_settings
    from assistant.service import Assistant

    out = io.StringIO()
    console = Console(file=out, force_terminal=True, width=200, no_color=True)
    assistant = Assistant(load_settings(docs_dir=markup_session))
    repl = Repl(assistant, "brk", console, json_out=False, interactive=True)
    assert repl.handle("What does the flag [x] mean?")
    render_turn(console, repl.last)
    assert repl.handle("/sources") and repl.handle("/history")  # /sources used to end the chat
    text = out.getvalue()
    assert "[x]" in text and "[bold]locked[/bold]" in text and "[/red]" in text


def test_markup_like_text_in_the_sessions_table_of_a_terminal(markup_session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.cli import common

    out = io.StringIO()
    monkeypatch.setattr(common, "stdout_console", lambda: Console(file=out, force_terminal=True, width=200, no_color=True))
    assert runner.invoke(app, ["sessions", "list"]).exit_code == 0
    assert "[x]" in out.getvalue() or "[/red]" in out.getvalue()


# -- inputs ------------------------------------------------------------------------------
EXPENSES = ["Expense report for March 2025.", "Travel costs were 1,240 euros for the Lisbon trip.",
            "Meals cost 310 euros in total."]
QUESTION = "How much were the travel costs?"


def test_a_piped_pdf_a_single_file_and_f_files_answer_as_the_folder_does(isolated: Path) -> None:
    folder = isolated / "folder"
    folder.mkdir()
    pdf = folder / "expenses.pdf"
    pdf.write_bytes(make_pdf(EXPENSES))
    from_folder = _run(["ask", "--json", "--no-stdin", "--docs", str(folder), QUESTION], isolated)
    piped = _run(["ask", "--json", QUESTION], isolated, stdin=pdf.read_bytes())
    single = _run(["ask", "--json", "--no-stdin", "--docs", str(pdf), QUESTION], isolated)
    attached = _run(["ask", "--json", "--no-stdin", "-f", str(pdf), QUESTION], isolated)
    answers = [json.loads(r.stdout)["response"] for r in (from_folder, piped, single, attached)]
    assert all("1,240 euros" in a["answer"] for a in answers), answers
    assert "%PDF" not in answers[1]["answer"]
    assert [a["sources"] for a in answers] == [["expenses.pdf"], ["stdin"], ["expenses.pdf"], ["expenses.pdf"]]


def test_several_f_files_of_any_format(isolated: Path) -> None:
    import gzip

    (isolated / "a.pdf").write_bytes(make_pdf(EXPENSES))
    (isolated / "NOTES").write_text("The Lisbon trip was approved by Dana on 2 March.\n")
    (isolated / "log.txt.gz").write_bytes(gzip.compress(b"The laptop was returned on 9 March.\n"))
    out = runner.invoke(app, ["ask", "--json", "--no-stdin", "-f", "a.pdf", "-f", "NOTES", "-f", "log.txt.gz",
                              "Who approved the Lisbon trip?"])
    assert out.exit_code == 0, out.output
    assert "Dana" in _json(out)["response"]["answer"] and _json(out)["response"]["sources"] == ["NOTES"]
    missing = runner.invoke(app, ["ask", "--no-stdin", "-f", "nope.txt", "hi"])
    assert missing.exit_code == 2 and "no such file: nope.txt" in missing.stderr
    folder = runner.invoke(app, ["ask", "--no-stdin", "-f", ".", "hi"])
    assert folder.exit_code == 2 and "--docs takes a folder" in folder.stderr


def test_the_question_from_standard_input(isolated: Path) -> None:
    piped = runner.invoke(app, ["ask", "--json"], input="what is 2+2\n")
    assert piped.exit_code == 0 and _json(piped)["response"]["result"] == 4
    dash = runner.invoke(app, ["ask", "--json", "-"], input="what is 17 plus 25")
    assert dash.exit_code == 0 and _json(dash)["response"]["result"] == 42
    empty = runner.invoke(app, ["ask"], input="")
    assert empty.exit_code == 2 and "no question" in empty.stderr


def test_continue_the_most_recent_session(isolated: Path) -> None:
    first = runner.invoke(app, ["ask", "--json", "--no-stdin", "what is 17 plus 25"])
    later = runner.invoke(app, ["ask", "--json", "--no-stdin", "-c", "and times 2?"])
    assert later.exit_code == 0
    assert _json(later)["session_id"] == _json(first)["session_id"] and _json(later)["response"]["result"] == 84
    both = runner.invoke(app, ["ask", "--no-stdin", "-c", "--session", "x", "hi"])
    assert both.exit_code == 2 and "give one of them" in both.stderr


def test_continue_with_no_session_starts_one(isolated: Path) -> None:
    out = runner.invoke(app, ["ask", "--json", "--no-stdin", "-c", "what is 2 plus 2"])
    assert out.exit_code == 0 and "no earlier session" in out.stderr


def test_tilde_means_home_in_env_file_and_option(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.config import load_settings

    monkeypatch.setenv("HOME", str(isolated))
    (isolated / "docs").mkdir()
    (isolated / "docs" / "depot.txt").write_text("The depot opens at nine.")
    monkeypatch.delenv("ASSISTANT_DOCS_DIR", raising=False)
    (isolated / ".env").write_text("ASSISTANT_DOCS_DIR=~/docs\n")
    assert load_settings().docs_dir == isolated / "docs"
    out = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", "~/docs", "When does the depot open?"])
    assert out.exit_code == 0 and "nine" in _json(out)["response"]["answer"]


# -- output ------------------------------------------------------------------------------
def test_plain_output_in_a_pipe(isolated: Path) -> None:
    out = _run(["ask", "--no-stdin", "In the March financial statement, what is the total operating expense for product line A?"],
               isolated)
    text = out.stdout.decode()
    assert out.returncode == 0 and "$1,238,450" in text
    assert "\x1b" not in text and not any(c in text for c in "│╭╰─┃")
    assert "Sources: financial_statement_march_2025.md" in text.splitlines()


def test_version(isolated: Path) -> None:
    out = runner.invoke(app, ["--version"])
    assert out.exit_code == 0 and out.stdout.startswith("assistant ")


def test_completion_is_for_the_assistant_command(isolated: Path) -> None:
    # Typer takes the shell from the process tree unless told not to: the tests must not
    # depend on the shell that runs them (under `sh -c`, "bash" was not read as the shell).
    out = _run(["--show-completion", "bash"], isolated,
               env={"SHELL": "/bin/bash", "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"})
    script = out.stdout.decode()
    assert out.returncode == 0 and "_ASSISTANT_COMPLETE" in script and "main.py" not in script


def test_completion_of_session_ids_and_option_values(isolated: Path) -> None:
    from assistant.cli.common import complete_provider, complete_session

    runner.invoke(app, ["ask", "--no-stdin", "--session", "work-1", "what is 1 plus 1"])
    runner.invoke(app, ["ask", "--no-stdin", "--session", "home", "what is 1 plus 1"])
    assert complete_session("wo") == ["work-1"] and complete_session("") == ["home", "work-1"]
    assert complete_provider("o") == ["offline", "openai"]
    # Through the shell protocol, as bash would ask.
    out = _run([], isolated, env={"_ASSISTANT_COMPLETE": "complete_bash", "COMP_WORDS": "assistant sessions show wo",
                                  "COMP_CWORD": "3"})
    assert "work-1" in out.stdout.decode()


# -- privacy -----------------------------------------------------------------------------
def test_sessions_logs_and_cache_are_private(isolated: Path) -> None:
    out = _run(["ask", "--no-stdin", "In the March financial statement, what is the total operating expense for product line A?"],
               isolated)
    assert out.returncode == 0

    def mode(path: Path) -> int:
        return stat.S_IMODE(path.stat().st_mode)

    for folder in ("sessions", "logs", "cache"):
        assert mode(isolated / folder) == 0o700, folder
    for path in [*(isolated / "sessions").glob("*.json"), *(isolated / "logs").glob("*.log")]:
        assert mode(path) == 0o600, path
    assert list((isolated / "sessions").glob("*.json")) and list((isolated / "logs").glob("*.log"))


# -- follow-ups --------------------------------------------------------------------------
@pytest.fixture(scope="module")
def pair_answers(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[str, str, str]]:
    """Every pair asked once, in its own session, through the service."""
    root = tmp_path_factory.mktemp("pairs")
    docs = write_documents(root / "docs")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ASSISTANT_PROVIDER", "offline")
        from assistant.config import load_settings
        from assistant.service import Assistant

        assistant = Assistant(load_settings(docs_dir=docs, sessions_dir=root / "sessions", logs_dir=root / "logs",
                                            cache_dir=root / "cache"))
        answers = []
        for i, (first, follow, holds) in enumerate(PAIRS):
            assistant.ask(first, session_id=f"pair-{i}")
            out = assistant.ask(follow, session_id=f"pair-{i}")
            answers.append((follow, holds, main_text(out.response.model_dump(mode="json"))))
    return answers


@pytest.mark.parametrize("index", range(len(PAIRS)))
def test_follow_ups_people_type(pair_answers: list[tuple[str, str, str]], index: int) -> None:
    follow, holds, answer = pair_answers[index]
    assert holds in answer, (follow, answer)


def test_a_follow_up_that_stands_alone_is_answered_as_it_would_be_alone(isolated: Path) -> None:
    docs = write_documents(isolated / "docs")
    alone = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", str(docs), "What about sick days?"])
    runner.invoke(app, ["ask", "--no-stdin", "--docs", str(docs), "--session", "v",
                        "How many days of paid vacation do employees receive?"])
    after = runner.invoke(app, ["ask", "--json", "--no-stdin", "--session", "v", "What about sick days?"])
    assert _json(after)["response"]["answer"] == _json(alone)["response"]["answer"]
