"""An OpenAI-compatible chat-completions server on 127.0.0.1, scripted by the test.

`responder(request_json)` returns a Reply; every request is recorded. Helpers build
replies for both structured-output methods (json_schema content, or a function call
named after the schema) and for tool calls.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0


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


def requested_schema(request: dict[str, Any]) -> str | None:
    """The structured-output schema a request asks for, whichever method it uses."""
    fmt = request.get("response_format") or {}
    if fmt.get("type") == "json_schema":
        return fmt["json_schema"]["name"]
    tools = [t["function"]["name"] for t in request.get("tools") or []]
    return next((t for t in tools if t != "calculator"), None)


def structured(request: dict[str, Any], payload: dict[str, Any]) -> Reply:
    """Answer with `payload` in the form the request's method expects."""
    if (request.get("response_format") or {}).get("type") in ("json_schema", "json_object"):
        return Reply(body=completion(json.dumps(payload)))
    return Reply(body=completion(None, [(requested_schema(request) or "output", payload)]))


def wants_calculator(request: dict[str, Any]) -> bool:
    return any(t["function"]["name"] == "calculator" for t in request.get("tools") or [])


class FakeOpenAI:
    def __init__(self, responder: Callable[[dict[str, Any]], Reply]) -> None:
        self.responder = responder
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                length = int(self.headers.get("Content-Length", "0"))
                request = json.loads(self.rfile.read(length) or b"{}")
                fake.requests.append(request)
                fake.headers.append(dict(self.headers))
                reply = fake.responder(request)
                if reply.delay:
                    time.sleep(reply.delay)
                if request.get("stream") and reply.status == 200 and isinstance(reply.body, dict):
                    self._stream(reply.body)
                    return
                body = reply.body if isinstance(reply.body, (str, bytes)) else json.dumps(reply.body or {"error": {"message": "scripted failure"}})
                data = body.encode() if isinstance(body, str) else body
                try:
                    self.send_response(reply.status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in reply.headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout test)

            def _stream(self, body: dict[str, Any]) -> None:
                """The completion as server-sent events, its content in small pieces."""
                content = body["choices"][0]["message"].get("content") or ""
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.end_headers()
                base = {"id": body["id"], "object": "chat.completion.chunk", "created": body["created"], "model": body["model"]}
                pieces = [content[i : i + 9] for i in range(0, len(content), 9)] or [""]
                for n, piece in enumerate(pieces):
                    delta: dict[str, Any] = {"content": piece}
                    if n == 0:
                        delta["role"] = "assistant"
                    event = {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]}
                    self.wfile.write(f"data: {json.dumps(event)}\n\n".encode())
                done = {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "usage": body.get("usage")}
                self.wfile.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.shutdown()
        self.server.server_close()
