"""The LLM path on a real llama.cpp server (SmolLM2-135M-Instruct), through a recording proxy.

Assertions are on the protocol, not on a tiny model's wisdom: every request bounded by a
limit this server obeys, no system-owned field in any schema sent, a valid object or an
audited fallback for every turn, calculation results equal to the calculator's value of
their expression, and the server idle soon after the run.

    python -m pytest -m integration -n 0 tests/integration
"""

from __future__ import annotations

import http.client
import json
import time
from pathlib import Path
from typing import Any

import pytest

from assistant.tools.calculator import calculate
from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE
from tests.fakes.openai_server import sent_schemas
from tests.integration.conftest import RecordingProxy

pytestmark = pytest.mark.integration

SYSTEM_OWNED = {"question", "timestamp", "status", "snippets", "chunk_id", "score", "sources", "result", "result_exact",
                "doc_id", "kind"}


def _assistant(proxy: RecordingProxy, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("ASSISTANT_PROVIDER", "openai")
    monkeypatch.setenv("OPENAI_API_KEY", "local")
    monkeypatch.setenv("OPENAI_BASE_URL", proxy.url)
    monkeypatch.setenv("ASSISTANT_MODEL", "local")
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings())


def _check_turn(out: Any) -> None:
    """A valid object from the model, or an offline answer whose fallback is audited."""
    if out.provider == "offline":
        assert out.fallback_reason and "fallback" in out.flags
    else:
        assert out.fallback_reason is None
    if out.response.kind == "calculation" and out.response.status == "computed":
        assert out.response.result_exact == calculate(out.response.expression).exact_str


def _check_protocol(requests: list[dict[str, Any]]) -> None:
    assert requests
    for request in requests:
        assert isinstance(request.get("max_tokens"), int) and request["max_tokens"] <= 512, request.keys()
        for schema in sent_schemas(request):
            assert not SYSTEM_OWNED & set(schema.get("properties", {}))
        assert (request.get("response_format") or {}).get("type") != "json_schema"  # this server refuses it


def _server_answers_quickly(proxy: RecordingProxy) -> float:
    host, port = proxy.upstream.split(":")
    started = time.monotonic()
    connection = http.client.HTTPConnection(host, int(port), timeout=60)
    connection.request("POST", "/v1/chat/completions", body=json.dumps(
        {"model": "local", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 1}),
        headers={"Content-Type": "application/json"})
    assert connection.getresponse().status == 200
    return time.monotonic() - started


def test_the_design_examples_and_a_follow_up_on_a_real_server(proxy: RecordingProxy, monkeypatch: pytest.MonkeyPatch,
                                                              isolated: Path) -> None:
    assistant = _assistant(proxy, monkeypatch)
    assert assistant.context.engine.kind.name == "llama-cpp-python"  # detected from /v1/models
    turns = [assistant.ask(QA_EXAMPLE, session_id="real"), assistant.ask("and for product line B?", session_id="real"),
             assistant.ask(CALC_EXAMPLE, session_id="real"), assistant.ask(SUMMARY_EXAMPLE, session_id="real")]
    for out in turns:
        _check_turn(out)
    # The model served at least one turn; a turn it failed (a tiny model repeats the question,
    # writes "{" as an expression) fell back and says why. How many it serves depends on what
    # the earlier turns put in its history, which no test here fixes.
    assert any(out.provider == "openai" for out in turns)
    assert all(out.fallback_reason and "ProviderError" in out.fallback_reason for out in turns if out.provider == "offline")
    _check_protocol(proxy.requests)
    stored = json.loads((isolated / "sessions" / "real.json").read_text())
    assert [t["provider"] for t in stored["turns"]] == [t.provider for t in turns]
    assert _server_answers_quickly(proxy) < 30  # idle: nothing left running for abandoned requests


def test_a_provider_failure_in_the_middle_is_audited_and_the_chat_goes_on(proxy: RecordingProxy,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    assistant = _assistant(proxy, monkeypatch)
    first = assistant.ask(QA_EXAMPLE, session_id="outage")
    proxy.fail_next = 10  # every request of the next turn fails
    second = assistant.ask("and for product line B?", session_id="outage")
    proxy.fail_next = 0
    third = assistant.ask(CALC_EXAMPLE, session_id="outage")
    _check_turn(first)
    assert second.provider == "offline" and "500" in (second.fallback_reason or "") and second.response.answer
    _check_turn(third)
    assert third.turn == 3 and third.response.result == 2496
    _check_protocol([r for r in proxy.requests])
