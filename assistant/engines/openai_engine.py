"""The LLM engine: any OpenAI-compatible endpoint through langchain-openai.

Same Protocol as the offline engine, and built to spend as few calls as possible:
- routing stays offline when the offline router is confident (ROUTING_THRESHOLD, set on
  the dev split: 91% of turns at 97.6% accuracy), so only unclear turns cost a call;
- each agent makes one structured-output call (one more only to repair invalid output,
  showing the model its validation error);
- the calculation agent gets its expression from a forced `calculator` tool call, and the
  node, not the model, computes the result.
HTTP 429 (Retry-After honoured), 5xx and timeouts are retried with bounded backoff by the
OpenAI client; after that the call falls back to the offline engine and the reason is
recorded (see `take_usage`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ValidationError

from assistant.config import Settings
from assistant.engines.base import CalcPlan, Classification, Conversation, Usage
from assistant.engines.offline.engine import OfflineEngine
from assistant.intents import BY_NAME
from assistant.schemas import AnswerResponse, Snippet, SummarizationResponse, UserIntent
from assistant.secrets import redact

ROUTING_THRESHOLD = 0.7
HISTORY_MESSAGES = 6  # recent messages sent with a request (text only, so no orphan tool calls)
MAX_PASSAGE_CHARS = 1_500
MAX_DOCUMENT_CHARS = 24_000

M = TypeVar("M", bound=BaseModel)


class ProviderError(Exception):
    """The provider could not give a valid answer (after retries and one repair)."""


@dataclass
class _Counters:
    calls: int = 0
    tokens: int = 0
    fallback_reason: str | None = None


def structured_method(settings: Settings) -> Literal["json_schema", "function_calling", "json_mode"]:
    if settings.structured_method != "auto":
        return settings.structured_method
    # json_schema is OpenAI's strict mode; other servers (Ollama, vLLM, llama.cpp) handle
    # function calling more reliably.
    base = settings.openai_base_url or ""
    return "json_schema" if not base or "api.openai.com" in base else "function_calling"


class OpenAIEngine:
    name: Literal["openai"] = "openai"

    def __init__(self, settings: Settings, model: Any = None, fallback: OfflineEngine | None = None) -> None:
        self.settings = settings
        self.fallback = fallback or OfflineEngine()
        self.method = structured_method(settings)
        self._model = model  # injected in tests; built lazily otherwise
        self._usage = _Counters()
        # Set by `chat` in a terminal: the answer or summary text is passed here as it streams.
        self.stream_sink: Callable[[str], None] | None = None

    # -- plumbing -------------------------------------------------------------------
    @property
    def model(self) -> Any:
        if self._model is None:
            from langchain_openai import ChatOpenAI

            key = self.settings.openai_api_key
            self._model = ChatOpenAI(
                model=self.settings.model,
                api_key=key.get_secret_value() if key else None,
                base_url=self.settings.openai_base_url,
                timeout=self.settings.llm_timeout,
                max_retries=self.settings.llm_max_retries,
                temperature=0,
            )
        return self._model

    def take_usage(self) -> Usage:
        usage = Usage(self._usage.calls, self._usage.tokens, self._usage.fallback_reason)
        self._usage = _Counters()
        return usage

    def _count(self, message: Any) -> None:
        self._usage.calls += 1
        meta = getattr(message, "usage_metadata", None) or {}
        self._usage.tokens += int(meta.get("total_tokens", 0) or 0)

    def _fallback(self, exc: Exception, what: str) -> None:
        reason = f"{what}: {type(exc).__name__}: {exc}"
        self._usage.fallback_reason = redact(" ".join(reason.split()))[:300]

    def _messages(self, system: str, user: str, conversation: Conversation) -> list[Any]:
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

        history: list[Any] = []
        for m in conversation.messages[-HISTORY_MESSAGES:]:
            history.append(HumanMessage(m.content) if m.role == "user" else AIMessage(m.content))
        return [SystemMessage(system), *history, HumanMessage(user)]

    def _streamed(self, schema: type[M], messages: list[Any], field: str) -> M | None:
        """Stream a JSON-schema reply, passing `field`'s text to the sink as it arrives.

        langchain's structured output does not stream with json_schema, so the same
        response_format is bound on the model and the object is validated at the end.
        None (after the call is counted) means: fall back to the non-streaming path.
        """
        from assistant.engines.streaming import FieldStream

        assert self.stream_sink is not None
        response_format = {"type": "json_schema", "json_schema": {"name": schema.__name__, "schema": schema.model_json_schema()}}
        watcher = FieldStream(field)
        text = ""
        final = None
        for chunk in self.model.stream(messages, response_format=response_format, stream_usage=True):
            piece = chunk.content if isinstance(chunk.content, str) else ""
            text += piece
            visible = watcher.feed(piece)
            if visible:
                self.stream_sink(visible)
            final = chunk if final is None else final + chunk
        if final is not None:
            self._count(final)
        try:
            return schema.model_validate_json(text)
        except ValidationError:
            return None

    def _structured(self, schema: type[M], messages: list[Any]) -> M:
        """One call, plus one repair call that shows the model its validation error."""
        stream_field = {"AnswerResponse": "answer", "SummarizationResponse": "summary"}.get(schema.__name__)
        if self.stream_sink is not None and stream_field and self.method == "json_schema":
            streamed = self._streamed(schema, messages, stream_field)
            if streamed is not None:
                return streamed
        from langchain_core.exceptions import OutputParserException

        runnable = self.model.with_structured_output(schema, method=self.method, include_raw=True)
        error: object = None
        for attempt in range(2):
            try:
                out = runnable.invoke(messages)
            except (ValidationError, OutputParserException, json.JSONDecodeError) as exc:
                # Some methods raise on unparsable output instead of returning parsing_error.
                self._usage.calls += 1
                out = {"raw": None, "parsed": None, "parsing_error": exc}
            raw = out.get("raw")
            if raw is not None:
                self._count(raw)
            parsed, error = out.get("parsed"), out.get("parsing_error")
            if parsed is not None and error is None:
                try:
                    return parsed if isinstance(parsed, schema) else schema.model_validate(parsed)
                except ValidationError as exc:
                    error = exc
            if attempt == 0:
                from langchain_core.messages import HumanMessage

                content = getattr(raw, "content", "") if raw is not None else ""
                messages = [*messages, HumanMessage(
                    f"Your previous reply was not valid for the required {schema.__name__} schema.\n"
                    f"Reply: {str(content)[:500]}\nError: {str(error)[:500]}\n"
                    "Answer again with only a valid object."
                )]
        raise ProviderError(f"invalid {schema.__name__} output after a repair attempt: {str(error)[:200]}")

    def _guarded(self, what: str, call: Callable[[], M], offline: Callable[[], M]) -> M:
        try:
            return call()
        except Exception as exc:  # noqa: BLE001 - any provider failure falls back; the reason is audited
            self._fallback(exc, what)
            return offline()

    # -- the Protocol -----------------------------------------------------------------
    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Classification:
        local = self.fallback.classify(text, conversation, has_attachment=has_attachment)
        if local.intent.confidence >= ROUTING_THRESHOLD and not local.ambiguous:
            return local  # deterministic first: no call for clear requests

        def ask_model() -> Classification:
            names = ", ".join(BY_NAME)
            system = (
                "Classify the user's request for a document assistant. Intents: "
                + "; ".join(f"{s.name}: {s.capability or 'anything the assistant cannot do (chit-chat, creative writing, opinions, actions)'}" for s in BY_NAME.values())
                + f". Answer with intent_type (one of {names}), confidence (0-1) and one-sentence reasoning."
                + (" The user attached a text." if has_attachment else "")
            )
            intent = self._structured(UserIntent, self._messages(system, text, conversation))
            return Classification(intent=intent, margin=1.0, runner_up=local.intent.intent_type)

        return self._guarded("classify", ask_model, lambda: local)

    def answer(
        self,
        question: str,
        passages: list[Snippet],
        conversation: Conversation,
        term_weights: Mapping[str, float] | None = None,
    ) -> AnswerResponse:
        def ask_model() -> AnswerResponse:
            context = "\n\n".join(f"[{p.doc_id}] ({p.chunk_id})\n{p.text[:MAX_PASSAGE_CHARS]}" for p in passages)
            system = (
                "Answer only from the passages below, in at most two sentences. Cite the document ids "
                "you used in `sources` (ids in square brackets). If the passages do not contain the "
                "answer, say so, leave sources empty and give a low confidence.\n\n" + (context or "(no passages)")
            )
            response = self._structured(AnswerResponse, self._messages(system, question, conversation))
            shown = {p.doc_id: p for p in passages}
            snippets = [shown[s] for s in response.sources if s in shown][:2]
            return response.model_copy(update={"question": question, "snippets": snippets})

        return self._guarded("answer", ask_model, lambda: self.fallback.answer(question, passages, conversation, term_weights))

    def summarize(self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = "") -> SummarizationResponse:
        def ask_model() -> SummarizationResponse:
            system = (
                "Summarise the document below as the user asks: a short summary and 3-5 key points, "
                f"using only its content. Its id is {source_id}.\n\n[{source_id}] {title}\n{text[:MAX_DOCUMENT_CHARS]}"
            )
            response = self._structured(SummarizationResponse, self._messages(system, instruction, conversation))
            return response.model_copy(update={"sources": [source_id]})

        return self._guarded("summarize", ask_model, lambda: self.fallback.summarize(instruction, text, source_id, conversation, title))

    def condense_history(self, lines: list[str]) -> str:
        def ask_model() -> str:
            from langchain_core.messages import HumanMessage, SystemMessage

            reply = self.model.invoke([
                SystemMessage("Condense these notes of earlier conversation turns into one line of at most 40 words, "
                              "keeping names, figures and documents. Start with 'Earlier:'."),
                HumanMessage("\n".join(lines)),
            ])
            self._count(reply)
            text = " ".join(str(reply.content).split())
            if not text:
                raise ProviderError("empty condensed history")
            return text if text.startswith("Earlier:") else f"Earlier: {text}"

        try:
            return ask_model()
        except Exception as exc:  # noqa: BLE001 - the local summary is always available
            self._fallback(exc, "condense_history")
            return self.fallback.condense_history(lines)

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> CalcPlan:
        def ask_model() -> CalcPlan:
            from assistant.tools.lc import calculator_tool

            context = "\n".join(f"[{f.doc_id}] {f.text[:MAX_PASSAGE_CHARS]}" for f in facts)
            system = (
                "Turn the request into one arithmetic expression and call the calculator tool with it. "
                "Never compute numbers yourself. Use numbers from the request, or from these documents "
                "when the request refers to them:\n" + (context or "(none)")
                + (f"\nThe previous result was {conversation.last_result}." if conversation.last_result else "")
            )
            bound = self.model.bind_tools([calculator_tool], tool_choice="calculator")
            reply = bound.invoke(self._messages(system, request, conversation))
            self._count(reply)
            calls = [c for c in getattr(reply, "tool_calls", []) if c.get("name") == "calculator"]
            if not calls or not isinstance(calls[0].get("args", {}).get("expression"), str):
                raise ProviderError("the model did not call the calculator with an expression")
            expression = calls[0]["args"]["expression"].strip()
            cited = tuple(sorted({f.doc_id for f in facts if f.doc_id in json.dumps(calls[0]["args"]) or f.doc_id in str(reply.content)}))
            return CalcPlan(status="plan", expression=expression, formula=expression, confidence=0.85,
                            sources=cited or tuple(sorted({f.doc_id for f in facts})))

        return self._guarded("plan_calculation", ask_model, lambda: self.fallback.plan_calculation(request, facts, conversation))

