"""One place per change: typed responses, one definition per rule, validated settings,
one error boundary, docstrings in the schemas, one table of document formats."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import BaseModel
from typer.testing import CliRunner

import assistant
from assistant import records, schemas
from assistant.cli.app import app
from assistant.schemas import AnswerResponse, CalculationResponse, SummarizationResponse, TurnOutput
from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE

runner = CliRunner()
PACKAGE = Path(assistant.__file__).parent


@pytest.mark.parametrize(
    ("text", "kind", "model"),
    [(QA_EXAMPLE, "answer", AnswerResponse), (SUMMARY_EXAMPLE, "summary", SummarizationResponse),
     (CALC_EXAMPLE, "calculation", CalculationResponse), ("write me a poem about autumn", "answer", AnswerResponse)],
)
def test_every_response_says_its_kind_and_keeps_its_type(text: str, kind: str, model: type[BaseModel]) -> None:
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", text])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["response"]["kind"] == kind
    out = TurnOutput.model_validate(data)
    assert type(out.response) is model  # the discriminated union restores the type from JSON


def test_tools_used_is_derived_from_the_tool_calls(isolated: Path) -> None:
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--session", "tu", CALC_EXAMPLE])
    assert json.loads(result.stdout)["tools_used"] == ["doc_retriever", "calculator"]
    raw = json.loads((isolated / "sessions" / "tu.json").read_text())
    turn = raw["turns"][0]
    assert turn["tools_used"] == [c["tool"] for c in turn["tool_calls"]] == raw["tools_used"]
    # An edited copy cannot drift from the calls: it is recomputed on load.
    turn["tools_used"] = ["invented"]
    session = records.SessionFile.model_validate(raw)
    assert session.turns[0].tools_used == ["doc_retriever", "calculator"]


MODELS = [
    schemas.UserIntent, schemas.Snippet, schemas.AnswerResponse, schemas.SummarizationResponse,
    schemas.CalculationResponse, schemas.ToolCall, schemas.Message, schemas.Attachment, schemas.TurnOutput,
    records.TurnRecord, records.SessionFile,
]


@pytest.mark.parametrize("model", MODELS, ids=lambda m: m.__name__)
def test_every_model_docstring_reaches_its_json_schema(model: type[BaseModel]) -> None:
    import inspect

    assert model.__doc__
    assert model.model_json_schema().get("description") == inspect.cleandoc(model.__doc__)


@pytest.mark.parametrize("model", [schemas.UserIntent, schemas.AnswerResponse, schemas.SummarizationResponse,
                                   schemas.CalculationResponse, schemas.Snippet], ids=lambda m: m.__name__)
def test_models_sent_to_an_llm_describe_every_field(model: type[BaseModel]) -> None:
    properties = model.model_json_schema()["properties"]
    undocumented = [name for name, spec in properties.items() if not spec.get("description")]
    assert undocumented == []


@pytest.mark.parametrize(
    ("args", "env", "message"),
    [
        (["ask", "--no-stdin", "--provider", "magic", "hi"], {}, "bad setting --provider / ASSISTANT_PROVIDER"),
        (["ask", "--no-stdin", "hi"], {"ASSISTANT_LLM_TIMEOUT": "-5"}, "bad setting ASSISTANT_LLM_TIMEOUT: Input should be greater than 0"),
        (["ask", "--no-stdin", "hi"], {"ASSISTANT_RETRIEVAL": "telepathy"}, "bad setting ASSISTANT_RETRIEVAL"),
        (["chat", "--provider", "nope"], {}, "bad setting --provider"),
        (["docs", "list"], {"ASSISTANT_LLM_MAX_RETRIES": "99"}, "bad setting ASSISTANT_LLM_MAX_RETRIES"),
    ],
)
def test_bad_settings_exit_2_with_one_line(args: list[str], env: dict[str, str], message: str, monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    result = runner.invoke(app, args, input="")
    assert result.exit_code == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.output


def test_the_repl_reports_errors_through_the_same_redacting_boundary(capsys: pytest.CaptureFixture[str]) -> None:
    from assistant import secrets
    from assistant.cli.chat import Repl
    from assistant.errors import SessionError

    secrets.register("s3cr3t-value-42")

    class Failing:
        def ask(self, text: str, session_id: str, on_text: object = None) -> None:
            raise SessionError("cannot write /home/me/s3cr3t-value-42/x.json: disk full")

    repl = Repl(Failing(), "r1", console=None, json_out=False)  # type: ignore[arg-type]
    assert repl.handle("what is 2 plus 2") is True  # the REPL goes on after an error
    err = capsys.readouterr().err
    assert err.startswith("error: cannot write") and "s3cr3t-value-42" not in err and "[REDACTED]" in err


def _package_sources() -> dict[str, str]:
    return {str(p.relative_to(PACKAGE)): p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")}


@pytest.mark.parametrize(
    ("rule", "pattern"),
    [
        ("month names", r"january\W+february"),
        ("thousands separator", r"\(\?<=\\d\),\(\?=\\d\{3\}"),
        ("bare formula", r"\[\(\)\*/\^%\]"),
        ("document reference", r"spreadsheet\|sheet"),
        ("routing margin", r"SMALL_MARGIN\s*=|margin\s*[<>]=?\s*0\.\d"),
    ],
)
def test_each_rule_is_defined_once(rule: str, pattern: str) -> None:
    where = [name for name, source in _package_sources().items() if re.search(pattern, source, re.IGNORECASE)]
    assert len(where) == 1, f"{rule} defined in {where}"


def test_a_new_format_in_the_table_reaches_a_cached_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.retrieval import index_cache, loaders

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text("# A\n\nAlpha is the first letter.\n")
    # A made-up packed format: four magic bytes (binary to the text sniffer), then text.
    (folder / "notes.pak").write_bytes(b"PK\x03\x04Rho is the seventeenth letter.\n")
    first = index_cache.open_corpus(folder, tmp_path / "cache")
    assert "notes.pak" not in first.corpus.documents
    assert [s.path for s in first.corpus.skipped] == ["notes.pak"]
    index_cache.content_version.cache_clear()
    monkeypatch.setitem(loaders.FORMATS, ".pak", loaders.Format("pak", lambda raw: raw[4:].decode()))
    try:
        second = index_cache.open_corpus(folder, tmp_path / "cache")  # no --rebuild
        assert second.state == "rebuilt" and "notes.pak" in second.corpus.documents
    finally:
        index_cache.content_version.cache_clear()


def test_every_data_file_the_package_reads_is_installed_with_it() -> None:
    # An editable install reads assistant/data/ from the work tree whatever pyproject says; a
    # wheel carries only what package-data lists, and a missing file falls back silently
    # (summary_params.json was missing until the fourteenth session).
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[1]
    listed = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["package-data"]["assistant"]
    data = root / "assistant" / "data"
    files = [p.relative_to(root / "assistant").as_posix() for p in data.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert files
    assert [f for f in files if not any(fnmatch.fnmatch(f, pattern) for pattern in listed)] == []


def test_no_dict_literal_repeats_a_key() -> None:
    # A repeated key in a hand-written table silently drops the first entry: "lose" was written
    # twice in the everyday words, and only the second took effect.
    import ast

    repeated = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
                repeated += [f"{path.name}: {k!r}" for k in sorted({k for k in keys if keys.count(k) > 1}, key=repr)]
    assert repeated == []


def test_no_module_constant_is_assigned_twice() -> None:
    # A second module-level `_NEED_ASKED = ...` in the reader replaced the first one, which another
    # rule read, without a word from any check: a constant is named once per module.
    import ast

    repeated = []
    for path in sorted(PACKAGE.rglob("*.py")):
        names = [target.id for node in ast.parse(path.read_text(encoding="utf-8")).body if isinstance(node, (ast.Assign, ast.AnnAssign))
                 for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
                 if isinstance(target, ast.Name) and target.id.lstrip("_").isupper()]
        repeated += [f"{path.name}: {n}" for n in sorted({n for n in names if names.count(n) > 1})]
    assert repeated == []
