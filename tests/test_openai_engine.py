"""The LLM engine against an OpenAI-compatible fake server on 127.0.0.1 (no network)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE
from tests.fakes.openai_server import FakeOpenAI, Reply, completion, requested_schema, structured, wants_calculator

KEY = "sk-test-" + "0123456789abcdef" * 2

GOOD = {
    "UserIntent": {"intent_type": "qa", "confidence": 0.8, "reasoning": "a question about documents"},
    "AnswerResponse": {
        "question": "q", "answer": "Product line A's total operating expense in March was $1,238,450.",
        "sources": ["financial_statement_march_2025.md", "invented_by_model.pdf"], "confidence": 0.9,
        "timestamp": "2026-01-01T00:00:00Z",
    },
    "SummarizationResponse": {
        "summary": "Three risks: vendor compliance gaps, inconsistent retention, weak export controls.",
        "key_points": ["Vendor checks missing for 12% of suppliers", "Retention not unified", "Legacy export permissions"],
        "sources": ["whatever.md"], "confidence": 0.85, "timestamp": "2026-01-01T00:00:00Z",
    },
}


def happy(request: dict[str, Any]) -> Reply:
    if wants_calculator(request):
        # The model's own arithmetic is wrong on purpose: only the calculator's value may count.
        return Reply(body=completion("The margin is 2500.", [("calculator", {"expression": "4200 - (1200 + 0.12*4200)"})]))
    return structured(request, GOOD[requested_schema(request) or "AnswerResponse"])


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., FakeOpenAI]]:
    servers: list[FakeOpenAI] = []

    def start(responder: Callable[[dict[str, Any]], Reply] = happy, **env: str) -> FakeOpenAI:
        server = FakeOpenAI(responder).__enter__()
        servers.append(server)
        monkeypatch.setenv("ASSISTANT_PROVIDER", "openai")
        monkeypatch.setenv("OPENAI_API_KEY", KEY)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("ASSISTANT_LLM_MAX_RETRIES", "1")
        monkeypatch.setenv("ASSISTANT_LLM_TIMEOUT", "5")
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        return server

    yield start
    for server in servers:
        server.__exit__()


def _assistant():  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings())


@pytest.mark.parametrize("method", ["function_calling", "json_schema"])
def test_the_three_design_examples(fake, method: str) -> None:  # type: ignore[no-untyped-def]
    server = fake(ASSISTANT_STRUCTURED_METHOD=method)
    assistant = _assistant()
    qa = assistant.ask(QA_EXAMPLE, session_id="llm")
    assert qa.provider == "openai" and qa.intent.intent_type == "qa"
    assert "$1,238,450" in qa.response.answer
    assert qa.response.sources == ["financial_statement_march_2025.md"]  # the invented id is dropped
    assert "dropped_sources" in qa.flags
    assert qa.llm_calls == 1  # confident routing made no call
    summary = assistant.ask(SUMMARY_EXAMPLE, session_id="llm")
    assert summary.response.sources == ["compliance_report_2025_q1.md"] and len(summary.response.key_points) == 3
    calc = assistant.ask(CALC_EXAMPLE, session_id="llm")
    assert calc.response.result == 2496 and calc.response.result_exact == "2496"
    assert "calculator" in calc.tools_used and calc.llm_calls == 1
    if method == "json_schema":
        assert all(r["response_format"]["type"] == "json_schema" for r in server.requests if not wants_calculator(r))
    else:
        assert all("response_format" not in r for r in server.requests)
    assert all({k.lower(): v for k, v in h.items()}.get("authorization") == f"Bearer {KEY}" for h in server.headers)


def test_unclear_requests_are_classified_by_the_model(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake()
    out = _assistant().ask("cloud computing and the weather")  # the offline router is unsure of this one
    assert any(requested_schema(r) == "UserIntent" for r in server.requests)
    assert out.intent.reasoning == "a question about documents"
    assert out.llm_calls == 2  # classify + answer


def test_invalid_json_is_repaired_once(fake) -> None:  # type: ignore[no-untyped-def]
    replies = iter([Reply(body=completion("this is not JSON")), None])

    def responder(request: dict[str, Any]) -> Reply:
        scripted = next(replies, None)
        return scripted if scripted is not None else happy(request)

    server = fake(responder, ASSISTANT_STRUCTURED_METHOD="json_schema")
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "openai" and out.fallback_reason is None
    assert out.llm_calls == 2
    assert "not valid for the required AnswerResponse schema" in json.dumps(server.requests[-1]["messages"])


def test_server_errors_fall_back_to_offline_and_say_so(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    server = fake(lambda r: Reply(status=500))
    out = _assistant().ask(QA_EXAMPLE, session_id="outage")
    assert out.provider == "offline" and "fallback" in out.flags
    assert "500" in (out.fallback_reason or "")
    assert "$1,238,450" in out.response.answer  # the offline engine served the turn
    assert len(server.requests) == 2  # first try + one retry
    record = json.loads((isolated / "sessions" / "outage.json").read_text())["turns"][0]
    assert record["provider"] == "offline" and record["fallback_reason"]


def test_retry_after_is_honoured(fake) -> None:  # type: ignore[no-untyped-def]
    calls: list[float] = []

    def responder(request: dict[str, Any]) -> Reply:
        calls.append(time.monotonic())
        if len(calls) == 1:
            return Reply(status=429, headers={"Retry-After": "1"})
        return happy(request)

    fake(responder)
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "openai" and len(calls) == 2
    assert calls[1] - calls[0] >= 0.9  # waited as told (a lower bound: slow machines only wait longer)


def test_a_timeout_falls_back(fake) -> None:  # type: ignore[no-untyped-def]
    fake(lambda r: Reply(delay=3.0, body=completion("late")), ASSISTANT_LLM_TIMEOUT="0.5", ASSISTANT_LLM_MAX_RETRIES="0")
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "offline" and "Timeout" in (out.fallback_reason or "")


def test_the_model_not_calling_the_calculator_falls_back(fake) -> None:  # type: ignore[no-untyped-def]
    fake(lambda r: Reply(body=completion("It is 2500.")) if wants_calculator(r) else happy(r))
    out = _assistant().ask(CALC_EXAMPLE)
    assert out.provider == "offline" and out.response.result == 2496


def test_unknown_intent_costs_no_call(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake()
    out = _assistant().ask("write me a poem about the sea")
    assert out.intent.intent_type == "unknown" and out.llm_calls == 0 and server.requests == []


def test_cli_json_and_stderr_notice_on_outage_never_leak_the_key(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    from assistant.cli.app import app

    fake(lambda r: Reply(status=503, body={"error": {"message": f"upstream rejected key {KEY}"}}))
    result = CliRunner().invoke(app, ["ask", "--json", "--no-stdin", "--session", "cli", QA_EXAMPLE])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["provider"] == "offline" and data["fallback_reason"]
    assert "answered offline" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    written = [result.stdout, result.stderr, *(p.read_text() for p in (isolated / "logs").glob("*.log")),
               (isolated / "sessions" / "cli.json").read_text()]
    assert all(KEY not in text for text in written)


def test_missing_key_for_the_openai_provider_is_a_usage_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.cli.app import app

    monkeypatch.setenv("ASSISTANT_PROVIDER", "openai")
    result = CliRunner().invoke(app, ["ask", "--no-stdin", "what is 2 plus 2"])
    assert result.exit_code == 2 and "OPENAI_API_KEY" in result.stderr


def test_chat_streams_the_answer_as_it_arrives(fake) -> None:  # type: ignore[no-untyped-def]
    import io

    from rich.console import Console

    from assistant.cli.chat import Repl

    server = fake(ASSISTANT_STRUCTURED_METHOD="json_schema")
    assistant = _assistant()
    pieces: list[str] = []
    buffer = io.StringIO()
    repl = Repl(assistant, "stream", Console(file=buffer, width=200, no_color=True), json_out=False, interactive=True)
    original = repl._start_stream

    def spy() -> list[str] | None:
        received = original()
        sink = assistant.context.engine.stream_sink

        def recording(text: str) -> None:
            pieces.append(text)
            sink(text)

        assistant.context.engine.stream_sink = recording
        return received

    repl._start_stream = spy  # type: ignore[method-assign]
    repl.handle(QA_EXAMPLE)
    assert len(pieces) > 3  # arrived in several pieces
    assert "".join(pieces) == GOOD["AnswerResponse"]["answer"]
    assert any(r.get("stream") for r in server.requests)
    out = buffer.getvalue()
    assert GOOD["AnswerResponse"]["answer"] in out and "Sources: financial_statement_march_2025.md" in out
    assert repl.last.llm_calls == 1 and repl.last.response.sources == ["financial_statement_march_2025.md"]
    assert assistant.context.engine.stream_sink is None  # cleared after the turn
