"""Requests to an OpenAI-compatible server through langchain-openai, bounded in every way.

- Every request carries a reply limit the server obeys (`ServerKind.limit_field`).
- Prompts are kept to a token budget by the engine; here each request has a deadline (the
  turn's), run on a worker thread that is abandoned when the deadline passes, so a server
  that sends one byte every few seconds cannot hold a turn. Replies stream where the
  server supports it: the read timeout then bounds the gap between tokens, not the whole
  reply, and a server notices the client left.
- A timeout is never retried (the same long prompt would be sent again behind it); HTTP
  429 (honouring Retry-After) and 5xx are, within the deadline.
- A server that refuses a structured-output method gets the next one, for good.
- One repair: a reply that fails validation is shown its error once.
Usage (requests, tokens, repairs) comes back with every result.
"""

from __future__ import annotations

import contextvars
import copy
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from assistant.engines.base import Sink, Usage
from assistant.engines.providers import Method, ServerKind

M = TypeVar("M", bound=BaseModel)
R = TypeVar("R")

# Words in an error that mean "this server does not do that method", not "it failed".
_REFUSAL = ("response_format", "json_schema", "json_object", "tool_choice", "tools", "not supported",
            "input should be", "unsupported", "grammar")


class ProviderError(Exception):
    """The provider could not give a valid answer (after retries, method fallbacks and a repair)."""


class DeadlineExceeded(ProviderError):
    pass


class _Refused(Exception):
    def __init__(self, method: Method, message: str) -> None:
        super().__init__(message)
        self.method = method


def strict_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """A JSON schema OpenAI's strict mode accepts: every property required, no extra ones,
    no keywords it rejects (Pydantic still validates them after)."""
    out = copy.deepcopy(schema)

    def visit(node: Any) -> None:
        if isinstance(node, dict):
            for key in ("default", "maxLength", "minLength", "maximum", "minimum", "maxItems", "minItems", "title"):
                node.pop(key, None)
            if node.get("type") == "object" and isinstance(node.get("properties"), dict):
                node["required"] = list(node["properties"])
                node["additionalProperties"] = False
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    visit(out)
    return out


def _model_schema(schema: type[BaseModel]) -> dict[str, Any]:
    return schema.model_json_schema()


class LLMClient:
    def __init__(self, settings: Any, kind: ServerKind, model: Any = None) -> None:
        self.settings = settings
        self.kind = kind
        self.methods: list[Method] = list(kind.methods)
        self._model = model  # injected in tests; built lazily otherwise

    # -- the chat model -------------------------------------------------------------------
    @property
    def model(self) -> Any:
        if self._model is None:
            import httpx
            from langchain_openai import ChatOpenAI

            key = self.settings.openai_api_key
            # The read timeout bounds the wait for each piece of a reply (the gap between
            # streamed tokens); the turn's deadline bounds the whole.
            timeout = httpx.Timeout(self.settings.llm_timeout, connect=min(10.0, self.settings.llm_timeout))
            self._model = ChatOpenAI(
                model=self.settings.model,
                api_key=key.get_secret_value() if key else None,
                base_url=self.settings.openai_base_url,
                timeout=timeout,
                max_retries=0,  # retried here: 429/5xx yes, a timeout never
                temperature=0,
            )
        return self._model

    def _limit(self, max_tokens: int) -> dict[str, Any]:
        cap = self.settings.llm_max_tokens
        tokens = min(max_tokens, cap) if cap else max_tokens
        if self.kind.limit_field == "max_completion_tokens":
            return {"max_completion_tokens": tokens}
        # langchain-openai sends its own max_tokens as max_completion_tokens, which these
        # servers ignore: the field they read goes in the body as is.
        return {"extra_body": {"max_tokens": tokens}}

    # -- bounded execution ----------------------------------------------------------------
    def _bounded(self, fn: Callable[[], R], deadline: float) -> R:
        """fn() on a worker thread, abandoned (and its client dropped) at the deadline."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise DeadlineExceeded("the turn's time for the LLM is used up")
        box: dict[str, Any] = {}

        def work() -> None:
            try:
                box["value"] = fn()
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
                box["error"] = exc

        # The worker runs in a copy of this context: LangGraph's stream writer (the sink of a
        # streamed answer) finds its run through context variables.
        context = contextvars.copy_context()
        worker = threading.Thread(target=context.run, args=(work,), daemon=True, name="llm-request")
        worker.start()
        worker.join(remaining)
        if worker.is_alive():
            self._model = None  # the abandoned request keeps its client; the next one gets a new one
            raise DeadlineExceeded(f"no complete reply within the turn's {self.settings.llm_turn_seconds:.0f} s")
        if "error" in box:
            raise box["error"]
        return box["value"]  # type: ignore[no-any-return]

    def _send(self, method: Method | None, messages: list[Any], params: dict[str, Any], deadline: float,
              usage: list[Usage], sink: Callable[[str], None] | None = None) -> Any:
        """One completion with retries for 429/5xx; returns the (merged) AI message."""
        import openai

        attempt = 0
        while True:
            attempt += 1
            usage.append(Usage(requests=1))
            try:
                message = self._bounded(lambda: self._complete(messages, params, sink), deadline)
            except openai.APITimeoutError:
                raise  # never sent again blindly
            except openai.APIStatusError as exc:
                text = f"{exc.status_code} {exc.message}"
                if method is not None and exc.status_code in (400, 404, 422, 500, 501) and any(w in text.lower() for w in _REFUSAL):
                    raise _Refused(method, text) from None
                retryable = exc.status_code == 429 or exc.status_code >= 500
                if not retryable or attempt > self.settings.llm_max_retries:
                    raise
                self._wait(exc, attempt, deadline)
                continue
            except openai.APIConnectionError:
                if attempt > self.settings.llm_max_retries:
                    raise
                self._wait(None, attempt, deadline)
                continue
            meta = getattr(message, "usage_metadata", None) or {}
            prompt, completion = int(meta.get("input_tokens", 0) or 0), int(meta.get("output_tokens", 0) or 0)
            if not prompt:  # a server that does not count in streams (llama-cpp-python): estimated
                prompt = sum(len(str(getattr(m, "content", ""))) for m in messages) // 4 + 1
                completion = len(str(message.content or "")) // 4 + len(json.dumps(getattr(message, "tool_calls", []) or [])) // 4
            usage.append(Usage(llm_calls=1, prompt_tokens=prompt, completion_tokens=completion))
            return message

    def _wait(self, exc: Any, attempt: int, deadline: float) -> None:
        delay = min(8.0, 0.5 * 2 ** (attempt - 1))
        response = getattr(exc, "response", None)
        if response is not None:
            try:
                delay = max(delay, float(response.headers.get("retry-after", "")))
            except ValueError:
                pass
        if time.monotonic() + delay >= deadline:
            raise DeadlineExceeded("no time left to retry within the turn")
        time.sleep(delay)

    def _complete(self, messages: list[Any], params: dict[str, Any], sink: Callable[[str], None] | None) -> Any:
        if not self.kind.stream:
            return self.model.invoke(messages, **params)
        final = None
        for chunk in self.model.stream(messages, stream_usage=True, **params):
            if sink is not None and isinstance(chunk.content, str) and chunk.content:
                sink(chunk.content)
            final = chunk if final is None else final + chunk
        if final is None:
            raise ProviderError("the server sent an empty stream")
        return final

    # -- structured output ----------------------------------------------------------------
    def _params(self, method: Method, schema: type[BaseModel], max_tokens: int) -> tuple[dict[str, Any], str]:
        """(request parameters, extra system text) for `method`."""
        spec = _model_schema(schema)
        params = self._limit(max_tokens)
        if method == "json_schema":
            body = strict_schema(spec) if self.kind.strict else spec
            params["response_format"] = {"type": "json_schema",
                                         "json_schema": {"name": schema.__name__, "schema": body, "strict": self.kind.strict}}
            return params, ""
        if method == "json_object_schema":
            params["response_format"] = {"type": "json_object", "schema": spec}
            return params, ""
        if method == "json_mode":
            params["response_format"] = {"type": "json_object"}
            return params, "\nReply with one JSON object matching this schema:\n" + json.dumps(spec)
        tool = {"type": "function", "function": {"name": schema.__name__, "description": schema.__doc__ or "",
                                                 "parameters": spec}}
        params["tools"] = [tool]
        params["tool_choice"] = ({"type": "function", "function": {"name": schema.__name__}}
                                 if self.kind.named_tool_choice else "required")
        return params, ""

    @staticmethod
    def _payload(method: Method, message: Any, schema: type[BaseModel]) -> Any:
        if method == "function_calling":
            calls = [c for c in getattr(message, "tool_calls", []) or [] if c.get("name") == schema.__name__]
            if not calls:
                raise ValueError(f"no {schema.__name__} tool call in the reply")
            return calls[0].get("args", {})
        text = message.content if isinstance(message.content, str) else ""
        # strict=False: a raw line break or tab inside a string (small local models write them)
        # is read as written, not refused as "Invalid control character".
        return json.loads(_json_part(text), strict=False)

    def structured(self, schema: type[M], system: str, history: list[Any], user: str, *, max_tokens: int,
                   deadline: float, stream_field: str | None = None, sink: Sink | None = None) -> tuple[M, Usage]:
        """A validated `schema` object: the method this server supports, one repair."""
        spent: list[Usage] = []
        with _charged(spent):
            return self._structured(schema, system, history, user, max_tokens, deadline, stream_field, sink, spent)

    def _structured(self, schema: type[M], system: str, history: list[Any], user: str, max_tokens: int,
                    deadline: float, stream_field: str | None, sink: Sink | None, spent: list[Usage]) -> tuple[M, Usage]:
        import openai
        from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

        repaired = False
        extra_turns: list[Any] = []
        while True:
            method = self.methods[0] if self.methods else None
            if method is None:
                raise ProviderError("the server refused every structured-output method")
            params, extra = self._params(method, schema, max_tokens)
            messages = [SystemMessage(system + extra), *history, HumanMessage(user), *extra_turns]
            watcher = _FieldSink(stream_field, sink) if (sink and stream_field and method != "function_calling") else None
            try:
                message = self._send(method, messages, params, deadline, spent, watcher.feed if watcher else None)
            except _Refused:
                self.methods.remove(method)  # this server does not do it: the next method, for good
                continue
            except openai.LengthFinishReasonError:
                # The reply ran into its limit before the object was complete: once, ask for less.
                spent.append(Usage(llm_calls=1))
                if repaired:
                    raise ProviderError(f"the {schema.__name__} reply was longer than its {max_tokens}-token limit twice") from None
                repaired = True
                spent.append(Usage(repairs=1))
                extra_turns = [HumanMessage(f"Your reply was cut off at the length limit. Reply again with a much "
                                            f"shorter {schema.__name__} JSON object.")]
                continue
            try:
                payload = self._payload(method, message, schema)
                return schema.model_validate(payload), _total(spent)
            except (ValueError, ValidationError) as exc:
                if repaired:
                    raise ProviderError(f"invalid {schema.__name__} after a repair: {str(exc)[:200]}") from None
                repaired = True
                spent.append(Usage(repairs=1))
                content = message.content if isinstance(message.content, str) else ""
                extra_turns = [AIMessage(content[:800] or "(no content)"), HumanMessage(
                    f"That reply was not valid for the required {schema.__name__} schema: {str(exc)[:300]}. "
                    "Reply again with only the JSON object.")]

    def text(self, system: str, user: str, *, max_tokens: int, deadline: float) -> tuple[str, Usage]:
        from langchain_core.messages import HumanMessage, SystemMessage

        spent: list[Usage] = []
        with _charged(spent):
            message = self._send(None, [SystemMessage(system), HumanMessage(user)], self._limit(max_tokens), deadline, spent)
            return " ".join(str(message.content).split()), _total(spent)

    def tool_call(self, tool: Any, system: str, history: list[Any], user: str, *, max_tokens: int,
                  deadline: float) -> tuple[dict[str, Any], Usage]:
        """The arguments of a call to `tool` (a LangChain tool): forced where the server honours it."""
        from langchain_core.messages import HumanMessage, SystemMessage
        from langchain_core.utils.function_calling import convert_to_openai_tool

        spent: list[Usage] = []
        params = self._limit(max_tokens)
        params["tools"] = [convert_to_openai_tool(tool)]
        params["tool_choice"] = {"type": "function", "function": {"name": tool.name}}
        with _charged(spent):
            message = self._send(None, [SystemMessage(system), *history, HumanMessage(user)], params, deadline, spent)
            calls = [c for c in getattr(message, "tool_calls", []) or [] if c.get("name") == tool.name]
            if not calls:
                raise ProviderError(f"the model did not call the {tool.name} tool")
            return dict(calls[0].get("args") or {}), _total(spent)


@contextmanager
def _charged(spent: list[Usage]) -> Iterator[None]:
    """A failure carries what was spent before it (`exc.usage`), for the audit of the fallback."""
    try:
        yield
    except Exception as exc:
        exc.usage = _total(spent)  # type: ignore[attr-defined]
        raise


def _total(spent: list[Usage]) -> Usage:
    total = Usage()
    for usage in spent:
        total = total + usage
    return total


def _json_part(text: str) -> str:
    """The JSON object in a reply (small models wrap it in prose or code fences)."""
    start, end = text.find("{"), text.rfind("}")
    return text[start : end + 1] if 0 <= start < end else text


class _FieldSink:
    """Passes one string field of a streaming JSON reply to a sink, as it arrives."""

    def __init__(self, field: str, sink: Sink) -> None:
        from assistant.engines.streaming import FieldStream

        self.stream = FieldStream(field)
        self.sink = sink

    def feed(self, piece: str) -> None:
        visible = self.stream.feed(piece)
        if visible:
            self.sink(visible)
