from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.schemas import AnswerResponse, CalculationResponse, SummarizationResponse, TurnOutput
from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE

runner = CliRunner()
CONTRACT_KEYS = {"session_id", "turn", "intent", "next_step", "response", "tools_used", "actions_taken", "provider", "llm_calls", "timings_ms"}
RESPONSE_MODEL = {"qa": AnswerResponse, "unknown": AnswerResponse, "summarization": SummarizationResponse, "calculation": CalculationResponse}


def _ask_json(*args: str, stdin: str | None = None) -> dict:
    result = runner.invoke(app, ["ask", "--json", *args], input=stdin)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize(("text", "intent"), [(QA_EXAMPLE, "qa"), (SUMMARY_EXAMPLE, "summarization"), (CALC_EXAMPLE, "calculation")])
def test_ask_json_follows_the_contract(text: str, intent: str) -> None:
    data = _ask_json(text)
    assert CONTRACT_KEYS <= set(data)
    TurnOutput.model_validate(data)
    assert data["intent"]["intent_type"] == intent
    RESPONSE_MODEL[intent].model_validate(data["response"])
    assert data["provider"] == "offline" and data["llm_calls"] == 0


def test_ask_human_output_shows_badge_answer_and_sources() -> None:
    result = runner.invoke(app, ["ask", QA_EXAMPLE])
    assert result.exit_code == 0
    assert "qa" in result.stdout and "$1,238,450" in result.stdout
    assert "financial_statement_march_2025.md" in result.stdout


def test_ask_attaches_standard_input() -> None:
    data = _ask_json("Summarize this", stdin="Alpha rose sharply in May. Beta fell in June after a recall. Gamma stayed flat all year.")
    assert data["intent"]["intent_type"] == "summarization"
    assert data["response"]["sources"] == ["stdin"]


def test_session_continues_across_invocations(isolated: Path) -> None:
    _ask_json("what is 17 plus 25", "--session", "cli1")
    data = _ask_json("and times 2?", "--session", "cli1")
    assert data["turn"] == 2 and data["response"]["result"] == 84


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        (["ask", ""], 1, "the question is empty"),
        (["ask", "hi", "--docs", "/definitely/missing"], 1, "documents folder not found"),
        (["ask", "hi", "--session", "../x"], 2, "invalid session id"),
        (["ask", "hi", "--provider", "magic"], 2, "bad setting --provider / ASSISTANT_PROVIDER"),
        (["sessions", "show", "nope"], 1, "no such session"),
        (["batch", "missing.jsonl"], 2, "no such file"),
    ],
)
def test_bad_input_gives_one_clear_line(args: list[str], code: int, message: str) -> None:
    result = runner.invoke(app, args)
    assert result.exit_code == code
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert "Traceback" not in result.output


def test_batch_runs_every_line_and_reports_bad_ones(isolated: Path) -> None:
    lines = [
        json.dumps({"id": "a", "text": "what is 2 + 2"}),
        "{not json",
        json.dumps({"id": "c", "text": "Who won the 1998 cup?", "context": "The 1998 cup was won by the Harbour Hawks."}),
        json.dumps({"id": "d"}),
        json.dumps({"id": "e", "text": "   "}),
    ]
    (isolated / "in.jsonl").write_text("\n".join(lines) + "\n")
    result = runner.invoke(app, ["batch", "in.jsonl", "--no-progress"])
    assert result.exit_code == 1  # some lines failed: every line is still written
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["id"] for r in rows] == ["a", "line-2", "c", "d", "e"]
    assert rows[0]["response"]["result"] == 4
    assert "error" in rows[1] and "error" in rows[3] and "empty" in rows[4]["error"]
    assert rows[2]["response"]["sources"] == ["context:c"]
    assert "3 of 5 lines failed" in result.stderr
    assert len({r["session_id"] for r in rows if "session_id" in r}) == 2  # independent turns


def test_batch_writes_to_an_output_file(isolated: Path) -> None:
    (isolated / "in.jsonl").write_text(json.dumps({"id": 1, "text": "what is 6 times 7"}) + "\n")
    result = runner.invoke(app, ["batch", "in.jsonl", "-o", "out.jsonl", "--no-progress"])
    assert result.exit_code == 0 and result.stdout == ""
    row = json.loads((isolated / "out.jsonl").read_text())
    assert row["id"] == 1 and row["response"]["result"] == 42


def test_sessions_list_and_show(isolated: Path) -> None:
    _ask_json("what is 1 + 1", "--session", "one")
    _ask_json(QA_EXAMPLE, "--session", "two")
    listed = runner.invoke(app, ["sessions", "list", "--json"])
    assert listed.exit_code == 0
    rows = json.loads(listed.stdout)
    assert [r["session_id"] for r in rows] == ["two", "one"]  # newest first
    assert rows[0]["last_intent"] == "qa" and rows[0]["turns"] == 1
    table = runner.invoke(app, ["sessions", "list"])
    assert "two" in table.stdout and "calculation" in table.stdout
    shown = runner.invoke(app, ["sessions", "show", "two"])
    assert shown.exit_code == 0 and "doc_retriever" in shown.stdout and "$1,238,450" in shown.stdout
    raw = json.loads(runner.invoke(app, ["sessions", "show", "two", "--json"]).stdout)
    assert raw["session_id"] == "two" and raw["turns"][0]["intent"]["intent_type"] == "qa"


def test_graph_command_prints_mermaid() -> None:
    result = runner.invoke(app, ["graph"])
    assert result.exit_code == 0 and "classify_intent" in result.stdout and "update_memory" in result.stdout


@pytest.mark.parametrize("argv", [["--help"], ["sessions", "list"]])
def test_light_commands_do_not_import_langchain(argv: list[str], isolated: Path) -> None:
    code = (
        "import sys\n"
        "from assistant.cli.app import app\n"
        f"try:\n    app({argv!r})\nexcept SystemExit:\n    pass\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('langchain', 'langchain_core', 'langgraph', 'langchain_openai', 'bm25s', 'numpy', 'psycopg'))\n"
        "print('HEAVY:' + ','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, stdin=subprocess.DEVNULL)
    assert "HEAVY:\n" in out.stdout or out.stdout.rstrip().endswith("HEAVY:")


def test_main_py_runs_offline_end_to_end(isolated: Path) -> None:
    main = Path(__file__).resolve().parents[1] / "main.py"
    out = subprocess.run(
        [sys.executable, str(main), "ask", "--json", CALC_EXAMPLE],
        capture_output=True, text=True, stdin=subprocess.DEVNULL, cwd=isolated, timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["response"]["result"] == 2496


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("9**9**9**9", "result too large"),
        ("10**10**10", "result too large"),
        ("__import__('os')", "not allowed"),
        ("().__class__", "attribute access"),
        ("factorial(100000)", "only sqrt"),
        ("1/0", "division by zero"),
        ("１２+3", "non-ASCII digit"),
        ("(" * 10_000 + "1" + ")" * 10_000, "too long"),
        ("1" * 100_000, "too long"),
        ("1\x002", "NUL"),
    ],
)
def test_adversarial_input_through_ask_is_one_clear_error(expression: str, message: str) -> None:
    result = runner.invoke(app, ["ask", "--no-stdin", expression])
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_calculator_errors_still_print_json_for_scripts() -> None:
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "what is 5 divided by 0"])
    assert result.exit_code == 1 and "division by zero" in result.stderr
    data = json.loads(result.stdout)
    assert data["response"]["status"] == "error" and data["response"]["result"] is None


def test_a_bare_formula_the_calculator_refuses_is_rejected_before_loading(isolated: Path) -> None:
    code = (
        "import sys\nfrom assistant.cli.app import app\n"
        "try:\n    app(['ask', '--no-stdin', '--json', '9**9**9**9'])\nexcept SystemExit as e:\n    code = e.code\n"
        "print('EXIT', code, 'langgraph' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, stdin=subprocess.DEVNULL, cwd=isolated)
    assert "EXIT 1 False" in out.stdout
    assert out.stderr.strip() == "error: calculator: result too large (about 774,840,978 digits; the limit is 2,000)"
    assert not (isolated / "sessions").exists()  # refused input records nothing


def test_batch_reads_standard_input_and_rejects_a_folder(isolated: Path) -> None:
    line = json.dumps({"id": "s", "text": "what is 3 times 3"}) + "\n"
    result = runner.invoke(app, ["batch", "-", "--no-progress"], input=line)
    assert result.exit_code == 0 and json.loads(result.stdout)["response"]["result"] == 9
    folder = runner.invoke(app, ["batch", str(isolated), "--no-progress"])
    assert folder.exit_code == 2 and "is a folder" in folder.stderr


def test_batch_lines_may_hold_unicode_line_separators(isolated: Path) -> None:
    # Valid JSON: U+2028 and U+0085 inside a string. str.splitlines() would cut the line there.
    (isolated / "in.jsonl").write_text(json.dumps({"id": "sep", "text": "what is 2 plus 2\u2028 \u0085 thanks"}, ensure_ascii=False) + "\n")
    result = runner.invoke(app, ["batch", "in.jsonl", "--no-progress"])
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert [r["id"] for r in rows] == ["sep"] and rows[0]["response"]["result"] == 4
    # The output echoes the request; its separators are written as escapes, so str.splitlines
    # (which the line reader above used) still sees one line, and the text comes back whole.
    assert rows[0]["response"]["request"].startswith("what is 2 plus 2\u2028")
    assert "\u2028" not in result.stdout and "\\u2028" in result.stdout


def test_ask_json_is_one_line_whatever_the_question_holds(isolated: Path) -> None:
    question = "what is 2 plus 2\u2028\u2029\u0085thanks"
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--session", "sep", question])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["response"]["request"].endswith("\u2028\u2029\u0085thanks")
    shown = runner.invoke(app, ["sessions", "show", "sep", "--json"]).stdout.splitlines()
    assert len(shown) == 1 and json.loads(shown[0])["turns"][0]["input"] == question


@pytest.mark.parametrize(("url", "said"), [
    ("postgresql://u:secret-pw@localhost:notaport/db", "the port must be a number"),
    ("postgresql://u:secret-pw@127.0.0.1:70000/db", "the port must be a number"),
    ("postgresql://u:secret-pw@127.0.0.1:5432/db?sslmode=bogus", "sslmode must be one of"),
])
def test_a_sessions_url_that_cannot_be_right_is_a_usage_error(url: str, said: str, isolated: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("psycopg")
    monkeypatch.setenv("ASSISTANT_SESSIONS_URL", url)
    result = runner.invoke(app, ["sessions", "list"])
    assert result.exit_code == 2 and said in result.output and "secret-pw" not in result.output
