"""The LLM engine against an OpenAI-compatible fake server on 127.0.0.1 (no network).

The fake refuses what real servers refuse (see tests/fakes/openai_server.py), so these
tests hold the engine to the protocol: bounded requests, model-facing schemas only, the
method each server supports, measured confidence, deadlines, audited fallbacks."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE
from tests.fakes.openai_server import (FakeOpenAI, Reply, completion, reply_limit, requested_schema, sent_schemas,
                                       structured, wants_calculator)

KEY = "sk-test-" + "0123456789abcdef" * 2
SYSTEM_OWNED = {"question", "timestamp", "status", "snippets", "chunk_id", "score", "sources", "result", "result_exact",
                "doc_id", "kind"}

GOOD: dict[str, dict[str, Any]] = {
    "IntentDraft": {"intent_type": "qa", "confidence": 0.8, "reasoning": "a question about documents"},
    # Cites passage 1 (shown) and 9 (never shown): the second is dropped and audited.
    "AnswerDraft": {"answerable": True, "answer": "Product line A's total operating expense in March was $1,238,450.",
                    "cited": [1, 9], "confidence": 0.9},
    "SummaryDraft": {"summary": "The report discusses three compliance risks: vendor checks, record retention and export permissions.",
                     "key_points": ["Vendor compliance checks are incomplete", "Record retention is not consistent",
                                    "Export permissions are too broad"]},
    "CalculationDraft": {"expression": "4200 - (1200 + 0.12 * 4200)", "formula": "revenue - (fixed + 12% of revenue)"},
}


def happy(request: dict[str, Any]) -> Reply:
    if wants_calculator(request):
        # The model's own arithmetic is wrong on purpose: only the calculator's value may count.
        return Reply(body=completion("The margin is 2500.", [("calculator", {"expression": "4200 - (1200 + 0.12*4200)"})]))
    return structured(request, GOOD[requested_schema(request) or "AnswerDraft"])


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., FakeOpenAI]]:
    servers: list[FakeOpenAI] = []

    def start(responder: Callable[[dict[str, Any]], Reply] = happy, personality: str = "openai", **env: str) -> FakeOpenAI:
        server = FakeOpenAI(responder, personality).__enter__()
        servers.append(server)
        monkeypatch.setenv("ASSISTANT_PROVIDER", "openai")
        monkeypatch.setenv("OPENAI_API_KEY", KEY)
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("ASSISTANT_LLM_MAX_RETRIES", "1")
        monkeypatch.setenv("ASSISTANT_LLM_TIMEOUT", "5")
        if personality == "openai":
            monkeypatch.setenv("ASSISTANT_SERVER_KIND", "openai")  # a local address would otherwise be probed
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


# A question the offline reader is not sure of either: the samples speak of revenue, not of its
# forecast for next year.
NOT_IN_SAMPLES = "What revenue does the financial statement forecast for next year?"


def _assistant_offline():  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings().model_copy(update={"provider": "offline"}))


def _assert_protocol(server: FakeOpenAI) -> None:
    """Every request bounded by a limit this server obeys; no system-owned field asked for."""
    for request in server.requests:
        assert reply_limit(request, server.personality) is not None, request
        for schema in sent_schemas(request):
            assert not SYSTEM_OWNED & set(schema.get("properties", {})), schema
            # A length limit becomes a grammar of that many nested rules on llama.cpp servers.
            assert "maxLength" not in json.dumps(schema) and "maxItems" not in json.dumps(schema)


@pytest.mark.parametrize("method", ["json_schema", "function_calling", "json_object_schema", "json_mode"])
def test_the_three_design_examples(fake, method: str) -> None:  # type: ignore[no-untyped-def]
    server = fake(ASSISTANT_STRUCTURED_METHOD=method)
    assistant = _assistant()
    qa = assistant.ask(QA_EXAMPLE, session_id="llm")
    assert qa.provider == "openai" and qa.intent.intent_type == "qa"
    assert "$1,238,450" in qa.response.answer and qa.response.status == "answered"
    assert qa.response.sources == ["financial_statement_march_2025.md"]
    assert qa.response.question == QA_EXAMPLE and qa.response.snippets  # filled in by code, not the model
    assert "dropped_sources" in qa.flags  # passage 9 was never shown
    assert qa.llm_calls == 1  # confident routing made no call
    summary = assistant.ask(SUMMARY_EXAMPLE, session_id="llm")
    assert summary.response.sources == ["compliance_report_2025_q1.md"] and len(summary.response.key_points) == 3
    calc = assistant.ask(CALC_EXAMPLE, session_id="llm")
    assert calc.response.result == 2496 and calc.response.result_exact == "2496"
    assert "calculator" in calc.tools_used and calc.llm_calls == 1
    _assert_protocol(server)
    structured_requests = [r for r in server.requests if not wants_calculator(r)]
    if method == "function_calling":
        assert all("response_format" not in r and r["tools"] for r in structured_requests)
    else:
        expected = {"json_schema": "json_schema", "json_object_schema": "json_object", "json_mode": "json_object"}[method]
        assert all(r["response_format"]["type"] == expected for r in structured_requests)
    assert all({k.lower(): v for k, v in h.items()}.get("authorization") == f"Bearer {KEY}" for h in server.headers)


def test_openai_strict_schemas_and_the_limit_it_reads(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake()
    _assistant().ask(QA_EXAMPLE)
    request = server.requests[0]
    fmt = request["response_format"]["json_schema"]
    assert fmt["strict"] is True and fmt["schema"]["additionalProperties"] is False
    assert set(fmt["schema"]["required"]) == set(fmt["schema"]["properties"])
    assert request["max_completion_tokens"] == 256 and "max_tokens" not in request


def test_llama_cpp_python_is_detected_and_never_sent_what_it_refuses(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake(personality="llama-cpp-python")
    assistant = _assistant()
    assert assistant.context.engine.kind.name == "llama-cpp-python"
    out = assistant.ask(QA_EXAMPLE)
    assert out.provider == "openai" and "$1,238,450" in out.response.answer
    assert server.refused == [] and server.requests[0]["response_format"]["type"] == "json_object"
    assert server.requests[0]["response_format"]["schema"]["title"] == "AnswerDraft"
    assert server.requests[0]["max_tokens"] == 256 and "max_completion_tokens" not in server.requests[0]
    assert server.requests[0]["stream"] is True  # a client that gives up stops the server's work
    _assert_protocol(server)


def test_a_refused_method_falls_back_to_the_next_and_is_remembered(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake(personality="llama-cpp-python", ASSISTANT_STRUCTURED_METHOD="json_schema")
    assistant = _assistant()
    first = assistant.ask(QA_EXAMPLE, session_id="m")
    second = assistant.ask("and for product line B?", session_id="m")
    assert first.provider == second.provider == "openai" and first.fallback_reason is None
    assert len(server.refused) == 1  # asked once, never again
    assert first.llm_usage.requests == 2 and second.llm_usage.requests == 1


def test_unclear_requests_are_classified_by_the_model(fake, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses

    from assistant.engines.offline.engine import OfflineEngine

    # Which phrasings the offline router is unsure of changes with each retraining; here it
    # is made unsure of this one, and the model is asked.
    real = OfflineEngine.route

    def unsure(self, text, conversation, *, has_attachment):  # type: ignore[no-untyped-def]
        found = real(self, text, conversation, has_attachment=has_attachment)
        return dataclasses.replace(found, intent=found.intent.model_copy(update={"confidence": 0.45}), margin=0.05)

    monkeypatch.setattr(OfflineEngine, "route", unsure)
    server = fake()
    out = _assistant().ask("the compliance report and the weather")
    assert any(requested_schema(r) == "IntentDraft" for r in server.requests)
    assert out.intent.reasoning == "a question about documents"
    assert out.llm_calls == 2  # classify + answer
    _assert_protocol(server)


@pytest.fixture
def unsure_router(monkeypatch: pytest.MonkeyPatch) -> None:
    """The offline router unsure of every request (0.45), so the model is asked to classify."""
    import dataclasses

    from assistant.engines.offline.engine import OfflineEngine

    real = OfflineEngine.route

    def unsure(self, text, conversation, *, has_attachment):  # type: ignore[no-untyped-def]
        found = real(self, text, conversation, has_attachment=has_attachment)
        return dataclasses.replace(found, intent=found.intent.model_copy(update={"confidence": 0.45}), margin=0.05)

    monkeypatch.setattr(OfflineEngine, "route", unsure)


def _model_calls_everything(intent: str):  # type: ignore[no-untyped-def]
    """A server whose model gives every request this intent, at 1.0, and answers otherwise as usual."""
    def reply(request: dict[str, Any]) -> Reply:
        if requested_schema(request) == "IntentDraft":
            return structured(request, {"intent_type": intent, "confidence": 1.0, "reasoning": "said so"})
        return happy(request)

    return reply


@pytest.mark.usefixtures("unsure_router")
def test_the_models_calculation_for_a_request_with_no_number_is_not_taken(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp routed "How many days of holiday do I get?" to the calculator,
    which could only decline. With no number in the request, the offline router's reading
    stands, and the disagreement is flagged and audited."""
    server = fake(_model_calls_everything("calculation"))
    out = _assistant().ask("How many days of paid vacation do employees receive?", session_id="nonumber")
    assert any(requested_schema(r) == "IntentDraft" for r in server.requests)
    assert out.intent.intent_type == "qa" and "engines_disagree" in out.flags, (out.intent, out.flags)
    assert len(out.flags) == len(set(out.flags)), out.flags  # each flag once, whichever nodes raised it
    record = json.loads((Path("sessions") / "nonumber.json").read_text())["turns"][0]
    assert any("holds no number" in note for note in record["audit_notes"]), record["audit_notes"]
    # With a number in it, the model's reading is taken.
    taken = _assistant().ask("How many is 12 dozen?")
    assert taken.intent.intent_type == "calculation", taken.intent
    # Nor for "which ...?", number or not: it picks a thing.
    which = _assistant().ask("Which product line had 1,238,450 in operating expense?")
    assert which.intent.intent_type != "calculation" and "engines_disagree" in which.flags, which.intent


@pytest.mark.usefixtures("unsure_router")
def test_the_models_summary_for_a_question_of_one_fact_is_not_taken(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp called "when did skiff start supporting S3" a summary (100%) and
    summarised the README with inventions in it, at 80%. A when/who/which question asks for
    one fact: the offline router's qa stands, and the disagreement is flagged and audited."""
    server = fake(_model_calls_everything("summarization"))
    out = _assistant().ask("When was the compliance report written?", session_id="onefact")
    assert any(requested_schema(r) == "IntentDraft" for r in server.requests)
    assert out.intent.intent_type == "qa" and "engines_disagree" in out.flags, (out.intent, out.flags)
    record = json.loads((Path("sessions") / "onefact.json").read_text())["turns"][0]
    assert any("asks a question, not for a summary" in note for note in record["audit_notes"]), record["audit_notes"]
    yes_or_no = _assistant().ask("Is the vendor review finished?")
    assert yes_or_no.intent.intent_type == "qa" and "engines_disagree" in yes_or_no.flags, yes_or_no.intent
    assert _assistant().ask("Can you summarise the compliance report?").intent.intent_type == "summarization"
    # Whatever the offline router made of it: "what port ..." it calls unknown.
    port = _assistant().ask("What port does the web dashboard use?")
    assert port.intent.intent_type != "summarization" and "engines_disagree" in port.flags, port.intent
    # A request for the whole of it is the model's to call a summary.
    taken = _assistant().ask("What does the compliance report say?")
    assert taken.intent.intent_type == "summarization", taken.intent


def test_invalid_json_is_repaired_once(fake) -> None:  # type: ignore[no-untyped-def]
    replies = iter([Reply(body=completion("this is not JSON")), None])

    def responder(request: dict[str, Any]) -> Reply:
        scripted = next(replies, None)
        return scripted if scripted is not None else happy(request)

    server = fake(responder)
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "openai" and out.fallback_reason is None
    assert out.llm_calls == 2 and out.llm_usage.repairs == 1
    assert "not valid for the required AnswerDraft schema" in json.dumps(server.requests[-1]["messages"])


def test_server_errors_are_retried_then_fall_back_and_say_so(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    server = fake(lambda r: Reply(status=502, body={"error": {"message": "bad gateway"}}))
    out = _assistant().ask(QA_EXAMPLE, session_id="outage")
    assert out.provider == "offline" and "fallback" in out.flags
    assert "502" in (out.fallback_reason or "")
    assert "$1,238,450" in out.response.answer  # the offline engine served the turn
    assert len(server.requests) == 2 and out.llm_usage.requests == 2  # first try + one retry, audited
    record = json.loads((isolated / "sessions" / "outage.json").read_text())["turns"][0]
    assert record["provider"] == "offline" and record["fallback_reason"] and record["llm_usage"]["requests"] == 2


def test_retry_after_is_honoured(fake) -> None:  # type: ignore[no-untyped-def]
    calls: list[float] = []

    def responder(request: dict[str, Any]) -> Reply:
        calls.append(time.monotonic())
        if len(calls) == 1:
            return Reply(status=429, headers={"Retry-After": "1"}, body={"error": {"message": "slow down"}})
        return happy(request)

    fake(responder)
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "openai" and len(calls) == 2
    assert calls[1] - calls[0] >= 0.9  # waited as told (a lower bound: slow machines only wait longer)


def test_a_timeout_is_not_retried(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake(lambda r: Reply(delay=2.0, body=completion("late")), ASSISTANT_LLM_TIMEOUT="0.5", ASSISTANT_LLM_MAX_RETRIES="3")
    out = _assistant().ask(QA_EXAMPLE)
    assert out.provider == "offline" and "Timeout" in (out.fallback_reason or "")
    assert len(server.requests) == 1  # the same prompt was not sent again behind it


def test_a_slow_drip_cannot_stretch_a_turn(fake) -> None:  # type: ignore[no-untyped-def]
    def drip(request: dict[str, Any]) -> Reply:
        reply = happy(request)
        reply.drip = 0.2  # a byte every 0.2 s: no read timeout ever fires
        return reply

    fake(drip, personality="llama-cpp-python", ASSISTANT_LLM_TURN_SECONDS="1.5", ASSISTANT_LLM_TIMEOUT="5")
    started = time.monotonic()
    out = _assistant().ask(QA_EXAMPLE)
    elapsed = time.monotonic() - started
    assert out.provider == "offline" and "DeadlineExceeded" in (out.fallback_reason or "")
    assert elapsed < 10  # bounded by the turn's deadline, not by the drip (a generous bound for a loaded machine)


def test_the_model_not_calling_the_calculator_falls_back(fake) -> None:  # type: ignore[no-untyped-def]
    fake(lambda r: Reply(body=completion("It is 2500.")) if wants_calculator(r) else happy(r))
    out = _assistant().ask(CALC_EXAMPLE)
    assert out.provider == "offline" and out.response.result == 2496


def test_an_expression_with_invented_operands_is_not_computed(fake) -> None:  # type: ignore[no-untyped-def]
    fake(lambda r: Reply(body=completion(None, [("calculator", {"expression": "4200 - 1777"})])) if wants_calculator(r) else happy(r))
    out = _assistant().ask(CALC_EXAMPLE)
    assert out.provider == "offline" and "1777" in (out.fallback_reason or "")
    assert out.response.result == 2496  # the offline translator's, from the request's own numbers


@pytest.mark.parametrize("written", ["{4200} - ({1200} + {0.12} * {4200})", "`4200 - (1200 + 0.12*4200)`",
                                     "4200 - (1200 + 0.12*4200) = 2496"])
def test_the_wrapping_small_models_add_to_an_expression_is_taken_off(fake, written: str) -> None:  # type: ignore[no-untyped-def]
    """Template braces, backticks and the model's own result (seen from a small llama.cpp
    model: '{17} + {25}'): the same numbers and operators are computed, and the repair counted."""
    fake(lambda r: Reply(body=completion(None, [("calculator", {"expression": written})])) if wants_calculator(r) else happy(r))
    out = _assistant().ask(CALC_EXAMPLE, session_id="wrap")
    assert out.provider == "openai" and out.response.result == 2496
    assert out.response.expression.replace(" ", "") == "4200-(1200+0.12*4200)"


def test_where_a_forced_tool_call_is_ignored_the_expression_is_a_structured_object(fake) -> None:  # type: ignore[no-untyped-def]
    server = fake(personality="llama-cpp-python")
    out = _assistant().ask(CALC_EXAMPLE)
    assert out.provider == "openai" and out.response.result == 2496
    calc_request = next(r for r in server.requests if requested_schema(r) == "CalculationDraft")
    assert calc_request["response_format"]["type"] == "json_object" and "tools" not in calc_request
    assert out.response.formula == "revenue - (fixed + 12% of revenue)"


def test_an_answer_the_passages_do_not_support_is_not_shown(fake) -> None:  # type: ignore[no-untyped-def]
    """An invented figure is never the reply: the offline reader's passage is, as unsure, and
    the model's answer is kept in the audit (SmolLM2 on llama.cpp answered "When does the
    holiday year start?" with "2025-12-31 23:48:59.67")."""
    invented = {"answerable": True, "answer": "Product line A spent $9,999,999 in March.", "cited": [1], "confidence": 0.99}
    fake(lambda r: structured(r, invented) if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask(QA_EXAMPLE, session_id="ung")
    assert out.provider == "openai" and {"ungrounded", "engines_disagree"} <= set(out.flags)
    assert "9,999,999" not in out.response.answer and "1,238,450" in out.response.answer
    assert out.response.confidence <= 0.45 and out.response.status == "unsure"
    record = json.loads((Path("sessions") / "ung.json").read_text())["turns"][0]
    assert any("9999999" in note or "9,999,999" in note for note in record["audit_notes"])
    # Piped, the reply says so as the terminal's badge does (it said only "answer confidence 30%").
    from assistant.cli.render import plain_lines

    assert "[ungrounded" in plain_lines(out)[-1] and plain_lines(out)[-1].startswith("answer confidence ")


def test_an_ungrounded_answer_stays_marked_and_capped_where_the_reader_found_nothing() -> None:
    from assistant.engines.base import Outcome
    from assistant.engines.openai_engine import OpenAIEngine
    from assistant.schemas import AnswerResponse

    said = Outcome(AnswerResponse(question="q", answer="It was $9,999,999.", confidence=0.3, status="unsure", sources=["a.md"]),
                   flags=("ungrounded",))
    nothing = Outcome(AnswerResponse(question="q", answer="I could not find this in the documents.", confidence=0.1,
                                     status="not_found"))
    assert OpenAIEngine._grounded_instead(said, nothing) is said


def test_the_model_saying_not_answerable_is_not_found(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    fake(lambda r: structured(r, {"answerable": False, "answer": "The passages do not say.", "cited": [], "confidence": 0.9})
         if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask(NOT_IN_SAMPLES)
    assert out.intent.intent_type == "qa"
    assert out.response.status == "not_found" and out.response.confidence <= 0.2 and out.response.sources == []
    assert out.response.answer == "The passages do not say." and out.flags.count("not_found") == 1


def test_the_model_and_the_offline_reader_disagreeing_is_shown_as_unsure(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp said "not answerable" of a passage that held the answer: the
    reader's passage is shown, neither taken over the other."""
    fake(lambda r: structured(r, {"answerable": False, "answer": "The passages do not say.", "cited": [], "confidence": 0.9})
         if requested_schema(r) == "AnswerDraft" else happy(r))
    offline = _assistant_offline().ask(QA_EXAMPLE)
    assert offline.response.status == "answered" and offline.response.confidence >= 0.5  # the reader is sure
    out = _assistant().ask(QA_EXAMPLE, session_id="disagree")
    assert out.provider == "openai" and out.response.status == "unsure" and out.response.confidence <= 0.45
    assert "1,238,450" in out.response.answer and out.response.sources == offline.response.sources
    assert "engines_disagree" in out.flags and "not_found" not in out.flags
    record = json.loads((Path("sessions") / "disagree.json").read_text())["turns"][0]
    assert any("the model found no answer" in note for note in record["audit_notes"])


def test_a_not_answerable_reply_does_not_state_a_figure_the_passages_lack(fake) -> None:  # type: ignore[no-untyped-def]
    """The real llama.cpp model said "not answerable" with the answer "$6.41 billion" (the
    statement says $6,412,300): shown as the reply, under a "not found" status."""
    invented = {"answerable": False, "answer": "Revenue in March 2025: $6.41 billion", "cited": [], "confidence": 0.9}
    fake(lambda r: structured(r, invented) if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask(NOT_IN_SAMPLES)
    assert out.response.status == "not_found" and "6.41" not in out.response.answer
    assert out.response.answer == "The documents do not answer this."


def test_a_not_answerable_reply_whose_reason_is_no_sentence_says_so_plainly(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp put "False" in the answer field of a "not answerable" reply."""
    fake(lambda r: structured(r, {"answerable": False, "answer": "False", "cited": [], "confidence": 0.9})
         if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask(NOT_IN_SAMPLES)
    assert out.response.status == "not_found" and out.response.answer == "The documents do not answer this."


def test_prompts_keep_to_their_budget_and_history_goes_by_whole_pairs(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    docs = isolated / "docs"
    docs.mkdir()
    filler = " ".join(f"Sentence {i} talks about unrelated logistics and warehouses in depth." for i in range(400))
    (docs / "long.md").write_text(f"# Long\n\n{filler}\n\nThe bridge toll is 4 dollars.\n\n{filler}\n")
    server = fake(ASSISTANT_LLM_PROMPT_TOKENS="600")
    from assistant.config import load_settings
    from assistant.service import Assistant

    assistant = Assistant(load_settings(docs_dir=docs))
    for _ in range(4):
        assistant.ask("What is the bridge toll?", session_id="budget")
    for request in server.requests:
        size = sum(len(m.get("content") or "") for m in request["messages"])
        assert size < 600 * 4 + 1_000  # the budget, plus the fixed instructions
        roles = [m["role"] for m in request["messages"][1:-1]]
        assert roles == ["user", "assistant"] * (len(roles) // 2)  # never half a pair


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

    server = fake(personality="llama-cpp-python")
    assistant = _assistant()
    buffer = io.StringIO()
    repl = Repl(assistant, "stream", Console(file=buffer, width=200, no_color=True), json_out=False, interactive=True)
    pieces: list[str] = []
    real_show = repl._show_piece

    def spy(piece: str, received: list[str]) -> None:
        pieces.append(piece)
        real_show(piece, received)

    repl._show_piece = spy  # type: ignore[method-assign]
    repl.handle(QA_EXAMPLE)
    assert len(pieces) > 3  # arrived in several pieces
    assert "".join(pieces) == GOOD["AnswerDraft"]["answer"]
    assert any(r.get("stream") for r in server.requests)
    out = buffer.getvalue()
    assert GOOD["AnswerDraft"]["answer"] in out and "Sources: financial_statement_march_2025.md" in out
    assert repl.last.llm_calls == 1 and repl.last.response.sources == ["financial_statement_march_2025.md"]


def test_every_schema_the_engine_can_send_is_model_facing() -> None:
    from assistant.engines.openai_engine import model_facing_schemas

    for schema in model_facing_schemas():
        assert not SYSTEM_OWNED & set(schema["properties"]), schema["title"]
        assert schema.get("description")


_MEDALS = "Rank,Nation,Gold,Silver\n1,Brazil,13,18\n2,Argentina,7,4\n3,Chile,7,2\n4,Colombia,5,5\n"


def test_the_models_table_query_is_checked_and_executed_by_code(fake) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    # The model also writes an answer of its own ("answer": 99): the schema has no such field,
    # and the value shown is the executed query's.
    query = {"operation": "sum", "column": "Gold", "by": "", "where": [], "answer": "99"}
    server = fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    out = _assistant().ask("How many gold medals were won in all?", attachment=Attachment(id="m.csv", text=_MEDALS))
    assert out.provider == "openai" and out.response.answer.startswith("32 (column “Gold”, rows 1–4 of m.csv")
    assert "99" not in out.response.answer and "table_query" in out.tools_used
    sent = next(r for r in server.requests if requested_schema(r) == "TableQueryDraft")
    assert "Brazil" in sent["messages"][0]["content"]  # the table is shown to the model


def test_the_models_difference_and_comparison_queries_are_executed_by_code(fake) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    queries = iter([
        {"operation": "difference", "column": "Silver", "any_of": [{"column": "Nation", "value": "Brazil"},
                                                                    {"column": "Nation", "value": "Chile"}]},
        {"operation": "count", "where": [{"column": "Gold", "value": "6", "op": ">"}]},
    ])
    fake(lambda r: structured(r, next(queries)) if requested_schema(r) == "TableQueryDraft" else happy(r))
    a = _assistant()
    more = a.ask("How many more silver medals did Brazil win than Chile?", attachment=Attachment(id="m.csv", text=_MEDALS))
    assert more.provider == "openai" and more.response.answer.startswith("16 (column “Silver”, rows 1, 3 of m.csv")
    assert "18 − 2" in more.response.answer
    counted = a.ask("How many nations won more than 6 gold medals?", attachment=Attachment(id="m.csv", text=_MEDALS))
    assert counted.response.answer.startswith("3 (rows 1–3 of m.csv where Gold > 6")


def test_the_models_empty_condition_keeps_blank_and_dashed_cells(fake) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    clubs = "Club,Nickname\nArdlethan,Dogs\nBarellan,\nKikoira,-\n"
    query = {"operation": "count", "where": [{"column": "Nickname", "value": "", "op": "empty"}]}
    fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    out = _assistant().ask("How many clubs have no nickname?", attachment=Attachment(id="c.csv", text=clubs))
    assert out.provider == "openai" and out.response.answer.startswith("2 (rows 2, 3 of c.csv where Nickname is empty")


def test_the_models_list_query_lists_the_kept_rows_cells(fake) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    query = {"operation": "list", "column": "Nation", "where": [{"column": "Silver", "value": "5", "op": "<"}]}
    fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    out = _assistant().ask("Which nations won fewer than 5 silver medals?", attachment=Attachment(id="m.csv", text=_MEDALS))
    assert out.provider == "openai"
    assert out.response.answer.startswith("Argentina; Chile (column “Nation”, rows 2, 3 of m.csv where Silver < 5")


@pytest.mark.parametrize("query", [
    {"operation": "count", "where": [{"column": "Gold", "value": "many", "op": ">"}]},  # not a number
    {"operation": "count", "where": [{"column": "Gold", "value": "6", "op": "~="}]},  # no such comparison
    {"operation": "argmax", "column": "Country", "by": "Gold", "where": []},  # no such column
    {"operation": "lookup", "column": "Gold", "where": [{"column": "Nation", "value": "Peru"}]},  # no such cell
    {"operation": "drop table", "column": "Gold"},  # no such operation
])
def test_a_table_query_naming_what_the_table_lacks_falls_back_to_the_rules(fake, query: dict) -> None:  # type: ignore[no-untyped-def,type-arg]
    from assistant.schemas import Attachment

    fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    out = _assistant().ask("Which nation has the most gold?", attachment=Attachment(id="m.csv", text=_MEDALS))
    assert out.provider == "offline" and out.fallback_reason and "table" in out.fallback_reason
    assert out.response.answer.startswith("Brazil (")  # the offline rules' reading, executed


def _asked_with_table_query(fake, query: dict, question: str, text: str):  # type: ignore[no-untyped-def,type-arg]
    """The turn whose model answers the table query draft with `query` (and the rest happily)."""
    from assistant.schemas import Attachment

    fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    return _assistant().ask(question, attachment=Attachment(id="t.csv", text=text))


def test_a_models_date_condition_is_compared_as_days(fake) -> None:  # type: ignore[no-untyped-def]
    games = "Date,Opponent\n3 August 2013,Leeds\n14 August 2013,Hull\n2 September 2013,Derby\n"
    query = {"operation": "count", "where": [{"column": "Date", "value": "10 August 2013", "op": ">"}]}
    out = _asked_with_table_query(fake, query, "How many games were after 10 August 2013?", games)
    assert out.provider == "openai" and out.response.answer.startswith("2 (rows 2, 3 of t.csv where Date > 10 August 2013")


@pytest.mark.parametrize(("value", "executed"), [("GER", True), ("FRA", False)])
def test_a_models_contains_condition_must_hold_in_some_cell(fake, value: str, executed: bool) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    riders = "Rank,Cyclist,Points\n1,John Degenkolb (GER),80\n2,André Greipel (GER),60\n3,Mark Cavendish (GBR),50\n"
    query = {"operation": "count", "where": [{"column": "Cyclist", "value": value, "op": "contains"}]}
    fake(lambda r: structured(r, query) if requested_schema(r) == "TableQueryDraft" else happy(r))
    out = _assistant().ask("How many German cyclists are there?", attachment=Attachment(id="r.csv", text=riders))
    if executed:
        assert out.provider == "openai" and out.response.answer.startswith("2 (rows 1, 2 of r.csv where Cyclist holds GER")
    else:
        assert out.provider == "offline" and "does not hold" in (out.fallback_reason or "")


def test_the_calculation_agent_computes_the_models_table_query_with_the_calculator(fake) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    # The model classifies the turn as a calculation and reads the table as a sum; it also
    # offers a number of its own (99), which nothing uses: the calculator adds the cells.
    def respond(request: dict) -> Reply:  # type: ignore[type-arg]
        schema = requested_schema(request)
        if schema == "IntentDraft":
            return structured(request, {"intent_type": "calculation", "confidence": 0.9, "reasoning": "a total"})
        if schema == "TableQueryDraft":
            return structured(request, {"operation": "sum", "column": "Gold", "where": [], "answer": "99"})
        return happy(request)

    fake(respond)
    out = _assistant().ask("Calculate the total gold medals", attachment=Attachment(id="m.csv", text=_MEDALS))
    response = out.response
    assert out.provider == "openai" and out.intent.intent_type == "calculation"
    assert out.tools_used == ["table_query", "calculator"] and response.expression == "13 + 7 + 7 + 5"
    assert response.result_exact == "32" and response.sources == ["m.csv"] and "99" not in f"{response.expression} {response.formula} {response.result}"


def test_a_models_span_query_is_worked_out_by_code(fake) -> None:  # type: ignore[no-untyped-def]
    terms = "Name,Took office,Left office\nAnn Vale,1985,1989\nBob Martinez,1989,1991\n"
    query = {"operation": "span", "column": "Took office", "by": "Left office", "where": [{"column": "Name", "value": "Bob Martinez"}]}
    out = _asked_with_table_query(fake, query, "How long did Bob Martinez serve?", terms)
    assert out.provider == "openai" and out.response.answer.startswith("2 years (column “Took office”, row 2 of t.csv")
    assert "1991 − 1989" in out.response.answer


def test_a_header_named_in_other_case_is_that_column(fake) -> None:  # type: ignore[no-untyped-def]
    terms = "Name,Took office,Left office\nAnn Vale,1985,1989\nBob Martinez,1989,1991\n"
    query = {"operation": "span", "column": "took office", "by": "Left  Office", "where": [{"column": "name", "value": "Bob Martinez"}]}
    out = _asked_with_table_query(fake, query, "How long did Bob Martinez serve?", terms)
    assert out.provider == "openai" and out.response.answer.startswith("2 years (column “Took office”, row 2 of t.csv")


def test_a_models_span_with_no_end_year_is_no_table_answer(fake) -> None:  # type: ignore[no-untyped-def]
    terms = "Name,Took office,Left office\nAnn Vale,1985,1989\nBob Martinez,1989,present\n"
    query = {"operation": "span", "column": "Took office", "by": "Left office", "where": [{"column": "Name", "value": "Bob Martinez"}]}
    out = _asked_with_table_query(fake, query, "How long has Bob Martinez served?", terms)
    # Nothing to compute: no number of years is made up, and the turn still answers in one piece.
    assert out.response is not None and "years" not in (getattr(out.response, "answer", "") or "")
    # The table's text is then read as text, and it does name him.
    assert "never mention" not in (getattr(out.response, "answer", "") or "")


def test_a_title_echoed_back_as_the_summary_falls_back_to_the_offline_summary(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp answered "summarize the compliance report" with its title alone;
    that was shown, flagged, at 30%. It is no summary: the offline one is used, and said so."""
    echoed = {"summary": "Compliance Report — Q1 2025", "key_points": []}
    fake(lambda r: structured(r, echoed) if requested_schema(r) == "SummaryDraft" else happy(r))
    out = _assistant().ask(SUMMARY_EXAMPLE, session_id="echo")
    assert out.provider == "offline" and "fallback" in out.flags and "too short" in (out.fallback_reason or "")
    assert len(out.response.summary.split()) >= 8 and out.response.key_points
    assert json.loads((Path("sessions") / "echo.json").read_text())["turns"][0]["llm_usage"]["requests"] >= 1


def test_the_models_own_arithmetic_never_reaches_the_formula(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 wrote the formula "12 * 12 = 160": the result shown was the calculator's 144,
    but the line below it said 160. A value the model worked out is cut from its formula."""
    from assistant.engines.openai_engine import _formula_words

    wrong = {"expression": "12 * 12", "formula": "12 * 12 = 160"}
    fake(lambda r: structured(r, wrong) if requested_schema(r) == "CalculationDraft" else happy(r),
         personality="llama-cpp-python")
    out = _assistant().ask("what is 12 times 12")
    assert out.provider == "openai" and out.response.result == 144
    assert "160" not in out.response.formula and out.response.formula == "12 * 12"
    from assistant.engines.grounding import numbers

    given = numbers("revenue 4,200; fixed costs 1,200; variable cost rate 12%")
    assert _formula_words("revenue - (fixed + 12% of revenue)", "4200 - (1200 + 0.12 * 4200)", given) \
        == "revenue - (fixed + 12% of revenue)"
    assert _formula_words("price times 37", "12 * 3", numbers("12 and 3")) == "12 * 3"  # a number nobody gave


def test_an_answer_that_only_repeats_the_question_falls_back_to_the_offline_reader(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 answered "who prepared the compliance report?" with "who prepared the compliance
    report". That is no answer; the offline reader's sentence is, and the fallback is said."""
    echo = {"answerable": True, "answer": "who prepared the compliance report", "cited": [1], "confidence": 0.9}
    fake(lambda r: structured(r, echo) if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask("Who prepared the compliance report?")
    assert out.provider == "offline" and "repeated the question" in (out.fallback_reason or "")
    assert "Internal Compliance Office" in out.response.answer
    # A short answer is not an echo: "Yes." to a yes/no question is the model's answer.
    short = {"answerable": True, "answer": "Yes.", "cited": [1], "confidence": 0.9}
    fake(lambda r: structured(r, short) if requested_schema(r) == "AnswerDraft" else happy(r))
    assert _assistant().ask("Does the compliance report cover March?").provider == "openai"
    # One word of the question is an echo too ("what does Samuel get?": "Samuel", llama.cpp at
    # 0.67), unless the question offered it as a choice.
    word = {"answerable": True, "answer": "Compliance.", "cited": [1], "confidence": 0.9}
    fake(lambda r: structured(r, word) if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask("Who prepared the compliance report?")
    assert out.provider == "offline" and "repeated the question" in (out.fallback_reason or "")
    assert _assistant().ask("Is the compliance report internal or compliance?").provider == "openai"


def test_an_answer_holding_the_replys_own_json_falls_back_to_the_offline_reader(fake) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp answered "do the bricks have to match" with 'true }' and a copied
    sentence about building regulations, at 0.72: it had lost its place in the structure."""
    debris = {"answerable": True, "answer": "true }\n\nThe compliance report was prepared by the Internal Compliance Office.",
              "cited": [1], "confidence": 0.9}
    fake(lambda r: structured(r, debris) if requested_schema(r) == "AnswerDraft" else happy(r))
    out = _assistant().ask("Who prepared the compliance report?")
    assert out.provider == "offline" and "JSON" in (out.fallback_reason or ""), out.fallback_reason
    assert "true }" not in out.response.answer
    # Braces inside prose are prose ("{name}" in a template's description), and so is a
    # passage's number cited before the answer.
    for said in ("The Internal Compliance Office prepared it (see {section 2}).",
                 "[1] The Internal Compliance Office prepared it."):
        prose = {"answerable": True, "answer": said, "cited": [1], "confidence": 0.9}
        fake(lambda r: structured(r, prose) if requested_schema(r) == "AnswerDraft" else happy(r))
        assert _assistant().ask("Who prepared the compliance report?").provider == "openai", said


def test_a_raw_line_break_inside_a_json_string_is_read_not_refused(fake) -> None:  # type: ignore[no-untyped-def]
    """llama.cpp's small models write answers with a literal line break inside the JSON string;
    json.loads refused it ("Invalid control character") twice and the turn fell back."""
    raw = ('{"answerable": true, "answer": "Product line A\'s total operating expense in March\n'
           'was $1,238,450.", "cited": [1], "confidence": 0.9}')
    server = fake(lambda r: Reply(body=completion(raw)) if requested_schema(r) == "AnswerDraft" else happy(r),
                  personality="llama-cpp-python")
    out = _assistant().ask(QA_EXAMPLE, session_id="raw")
    assert out.provider == "openai" and out.fallback_reason is None and "1,238,450" in out.response.answer
    assert sum(requested_schema(r) == "AnswerDraft" for r in server.requests) == 1  # read at once, no repair


IT_FAQ = ("# IT help\n\nDo I need the VPN?\nThe VPN is required for the finance and payroll systems but not for email.\n\n"
          "Jury duty. Employees called for jury service keep their full pay for up to 20 days.\n")


def _assistant_over(docs: Path):  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings(docs_dir=docs))


def test_a_not_answerable_reply_that_answers_is_not_shown_as_its_reason(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 on llama.cpp marked "do i need the vpn for email" unanswerable and wrote an
    answer of its own as the reason ("No you do not need to use the VPN for email. You can
    only access your email from a trusted source ..."), shown under "not found". The
    reader's passage, which answers, is shown instead, as unsure; a reply that says why
    nothing answers ("The passages do not say.") is still shown as written."""
    invented = {"answerable": False, "answer": "No you do not need to use the VPN for email. You can only access your email "
                "from a trusted source like your laptop.", "cited": [], "confidence": 0.9}
    fake(lambda r: structured(r, invented) if requested_schema(r) == "AnswerDraft" else happy(r))
    docs = isolated / "it"
    docs.mkdir()
    (docs / "it_faq.md").write_text(IT_FAQ)
    out = _assistant_over(docs).ask("do i need the vpn for email", session_id="vpn")
    assert "trusted source" not in out.response.answer, out.response
    assert "not for email" in out.response.answer and out.response.status == "unsure" and out.response.confidence < 0.5
    assert "engines_disagree" in out.flags
    # Where the reader has nothing either, the reply says so plainly.
    nothing = _assistant().ask(NOT_IN_SAMPLES)
    assert nothing.response.status == "not_found" and nothing.response.answer == "The documents do not answer this."


def test_a_bare_yes_or_no_from_the_model_is_not_taken_as_grounded(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    """SmolLM2 answered "Do I get paid during jury duty?" with "no" (the policy says full
    pay), at 0.44 and with no flag: a bare "no" has no word a passage could fail to hold."""
    fake(lambda r: structured(r, {"answerable": True, "answer": "no", "cited": [1], "confidence": 0.7})
         if requested_schema(r) == "AnswerDraft" else happy(r))
    docs = isolated / "it"
    docs.mkdir()
    (docs / "it_faq.md").write_text(IT_FAQ)
    out = _assistant_over(docs).ask("Do I get paid during jury duty?", session_id="jury")
    assert {"ungrounded", "engines_disagree"} <= set(out.flags), out.flags
    assert "keep their full pay" in out.response.answer and out.response.confidence < 0.5, out.response


def test_a_passage_is_shown_to_the_model_with_the_heading_over_it(fake, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    """The care home's letter, cut in two: "The home manager is Colette Brennan." was shown to the
    model without the title that says which home."""
    server = fake()
    docs = isolated / "care"
    docs.mkdir()
    body = "\n\n".join(f"Paragraph {n} of the letter says what the fees cover, and when they are paid, at some length." * 3
                       for n in range(4))
    (docs / "care_home_fees.txt").write_text(f"Rosewood House Care Home\n\n{body}\n\nThe home manager is Colette Brennan.\n")
    _assistant_over(docs).ask("who is the manager at Rosewood", session_id="rose")
    shown = [m["content"] for r in server.requests if requested_schema(r) == "AnswerDraft" for m in r["messages"]
             if m["role"] == "system"]
    assert shown and "(care_home_fees.txt — Rosewood House Care Home)" in shown[0] and "Colette Brennan" in shown[0], shown
