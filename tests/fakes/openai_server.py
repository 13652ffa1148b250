"""An OpenAI-compatible chat-completions server on 127.0.0.1, scripted by the test.

`responder(request_json)` returns a Reply; every request is recorded. Helpers build
replies for every structured-output method (JSON content, or a function call named
after the schema) and for tool calls.

`personality` makes it refuse what a real server refuses, and say who it is on
`GET /v1/models` (as each real server does in `owned_by`):
- "openai": everything.
- "llama-cpp-python": `response_format` of type `json_schema` is an HTTP 500 with the
  validation message llama-cpp-python 0.3.x sends; `max_completion_tokens` is ignored.
- "ollama-like": a named `tool_choice` is ignored.
`drip` sends a streamed reply one byte at a time with that many seconds in between.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

_OWNED_BY = {"openai": "system", "llama-cpp-python": "me", "llama.cpp": "llamacpp", "generic": "someone"}
_LLAMA_CPP_PYTHON_REFUSAL = (
    "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), "
    "'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema'}"
)


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    drip: float = 0.0  # seconds between single bytes of a streamed reply


def completion(content: str | None = None, tool_calls: list[tuple[str, dict[str, Any]]] | None = None,
               tokens: tuple[int, int] = (20, 10)) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = [
            {"id": f"call_{i}", "type": "function", "function": {"name": name, "arguments": json.dumps(args)}}
            for i, (name, args) in enumerate(tool_calls)
        ]
    return {
        "id": "chatcmpl-fake", "object": "chat.completion", "created": int(time.time()), "model": "fake-model",
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls" if tool_calls else "stop"}],
        "usage": {"prompt_tokens": tokens[0], "completion_tokens": tokens[1], "total_tokens": sum(tokens)},
    }


def sent_schemas(request: dict[str, Any]) -> list[dict[str, Any]]:
    """Every JSON schema a request sends the model (response format, tools, or the prompt)."""
    found: list[dict[str, Any]] = []
    fmt = request.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        found.append(fmt["json_schema"]["schema"])
    if isinstance(fmt.get("schema"), dict):
        found.append(fmt["schema"])
    for tool in request.get("tools") or []:
        found.append(tool["function"].get("parameters") or {})
    for message in request.get("messages") or []:
        text = message.get("content") or ""
        if isinstance(text, str) and "matching this schema:\n" in text:
            found.append(json.loads(text.split("matching this schema:\n", 1)[1]))
    return found


def requested_schema(request: dict[str, Any]) -> str | None:
    """The name of the structured-output schema a request asks for, whichever method it uses."""
    fmt = request.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        return fmt["json_schema"]["name"]
    tools = [t["function"]["name"] for t in request.get("tools") or []]
    named = next((t for t in tools if t != "calculator"), None)
    if named:
        return named
    schemas = sent_schemas(request)
    return schemas[0].get("title") if schemas else None


def structured(request: dict[str, Any], payload: dict[str, Any]) -> Reply:
    """Answer with `payload` in the form the request's method expects."""
    if request.get("response_format"):
        return Reply(body=completion(json.dumps(payload)))
    return Reply(body=completion(None, [(requested_schema(request) or "output", payload)]))


def wants_calculator(request: dict[str, Any]) -> bool:
    return any(t["function"]["name"] == "calculator" for t in request.get("tools") or [])


def reply_limit(request: dict[str, Any], personality: str = "openai") -> int | None:
    """The reply limit the server would obey."""
    if personality == "openai":
        return request.get("max_completion_tokens") or request.get("max_tokens")
    return request.get("max_tokens")


class FakeOpenAI:
    def __init__(self, responder: Callable[[dict[str, Any]], Reply], personality: str = "openai") -> None:
        self.responder = responder
        self.personality = personality
        self.requests: list[dict[str, Any]] = []
        self.refused: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                if self.path.rstrip("/").endswith("/models"):
                    owner = _OWNED_BY.get(fake.personality, "someone")
                    self._json(200, {"object": "list", "data": [{"id": "fake-model", "object": "model", "owned_by": owner}]})
                else:
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length", "0"))
                request = json.loads(self.rfile.read(length) or b"{}")
                fake.headers.append(dict(self.headers))
                fmt = request.get("response_format") or {}
                if fake.personality == "llama-cpp-python" and fmt.get("type") == "json_schema":
                    fake.refused.append(request)
                    self._json(500, {"error": {"message": _LLAMA_CPP_PYTHON_REFUSAL, "type": "internal_server_error"}})
                    return
                fake.requests.append(request)
                reply = fake.responder(request)
                if reply.delay:
                    time.sleep(reply.delay)
                if request.get("stream") and reply.status == 200 and isinstance(reply.body, dict):
                    self._stream(reply.body, reply.drip)
                    return
                body = reply.body if isinstance(reply.body, (str, bytes)) else json.dumps(reply.body or {"error": {"message": "scripted failure"}})
                self._send(reply.status, body.encode() if isinstance(body, str) else body, reply.headers)

            def _json(self, status: int, payload: Any) -> None:
                self._send(status, json.dumps(payload).encode(), {})

            def _send(self, status: int, data: bytes, headers: dict[str, str]) -> None:
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout tests)

            def _stream(self, body: dict[str, Any], drip: float) -> None:
                """The completion as server-sent events: its content, or its tool calls, in pieces."""
                message = body["choices"][0]["message"]
                content = message.get("content") or ""
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    base = {"id": body["id"], "object": "chat.completion.chunk", "created": body["created"], "model": body["model"]}
                    events = []
                    pieces = [content[i : i + 9] for i in range(0, len(content), 9)] or [""]
                    for n, piece in enumerate(pieces):
                        delta: dict[str, Any] = {"content": piece}
                        if n == 0:
                            delta["role"] = "assistant"
                        events.append({**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]})
                    for i, call in enumerate(message.get("tool_calls") or []):
                        events.append({**base, "choices": [{"index": 0, "delta": {"tool_calls": [{**call, "index": i}]},
                                                            "finish_reason": None}]})
                    finish = body["choices"][0]["finish_reason"]
                    events.append({**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}], "usage": body.get("usage")})
                    data = "".join(f"data: {json.dumps(e)}\n\n" for e in events) + "data: [DONE]\n\n"
                    if drip:
                        for byte in data.encode():
                            self.wfile.write(bytes([byte]))
                            self.wfile.flush()
                            time.sleep(drip)
                    else:
                        self.wfile.write(data.encode())
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
