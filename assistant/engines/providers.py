"""One entry per kind of OpenAI-compatible server: how to ask it for structured output,
how to bound its replies, whether to stream. Building a client for a server is choosing
its entry, never an `if` in the engine.

What each server does (measured with llama-cpp-python 0.3.36; documented elsewhere):
- OpenAI: `json_schema` with `strict`; the reply limit is `max_completion_tokens`.
- llama.cpp's `llama-server`: `json_schema` (the nested OpenAI form) becomes a grammar;
  reads `max_tokens`; a named `tool_choice` is treated as `auto`.
- llama-cpp-python's server: `json_schema` is refused (HTTP 500, "Input should be 'text'
  or 'json_object'"), `{"type": "json_object", "schema": ...}` is grammar-constrained;
  reads `max_tokens` only; notices a client that left only between streamed chunks.
- Ollama `/v1`: `json_schema` is grammar-enforced (a schema beside `json_object` is
  dropped); reads `max_tokens`; no `tool_choice`.
- vLLM: every method, by guided decoding; reads `max_tokens`.
An unknown server gets the methods most servers constrain, in order, and the next one
when a server refuses one.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Method = Literal["json_schema", "json_object_schema", "json_mode", "function_calling"]
METHODS: tuple[Method, ...] = ("json_schema", "json_object_schema", "json_mode", "function_calling")


@dataclass(frozen=True)
class ServerKind:
    name: str
    methods: tuple[Method, ...]  # structured-output methods, best first
    limit_field: Literal["max_tokens", "max_completion_tokens"]  # the reply limit this server obeys
    stream: bool  # stream replies: a client that gives up then stops the server's work
    strict: bool = False  # json_schema with "strict": true
    named_tool_choice: bool = False  # a forced tool call is honoured


KINDS: dict[str, ServerKind] = {
    "openai": ServerKind("openai", ("json_schema", "function_calling", "json_mode"), "max_completion_tokens",
                         stream=False, strict=True, named_tool_choice=True),
    "llama.cpp": ServerKind("llama.cpp", ("json_schema", "json_object_schema", "json_mode"), "max_tokens", stream=True),
    "llama-cpp-python": ServerKind("llama-cpp-python", ("json_object_schema", "json_mode"), "max_tokens", stream=True),
    "ollama": ServerKind("ollama", ("json_schema", "json_mode"), "max_tokens", stream=True),
    "vllm": ServerKind("vllm", ("json_schema", "json_object_schema", "function_calling", "json_mode"), "max_tokens",
                       stream=True, named_tool_choice=True),
    "generic": ServerKind("generic", ("json_schema", "json_object_schema", "json_mode", "function_calling"), "max_tokens",
                          stream=True),
}

# What `GET /v1/models` says about who serves ("owned_by" of the first model).
_OWNERS = {"llamacpp": "llama.cpp", "me": "llama-cpp-python", "library": "ollama", "ollama": "ollama", "vllm": "vllm",
           "openai": "openai", "system": "openai"}
_PROBE_TTL_S = 24 * 3600


def kind_named(name: str) -> ServerKind:
    return KINDS[name]


def with_method(kind: ServerKind, method: Method) -> ServerKind:
    """The kind with `method` tried first (ASSISTANT_STRUCTURED_METHOD)."""
    return ServerKind(kind.name, (method, *(m for m in kind.methods if m != method)), kind.limit_field, kind.stream,
                      kind.strict, kind.named_tool_choice)


def detect(base_url: str | None, api_key: str | None, cache_file: Path | None = None, timeout: float = 3.0) -> ServerKind:
    """The server's kind: OpenAI by its address, others by what `/v1/models` says (asked once
    a day per address, remembered in `cache_file`), `generic` when it will not say."""
    if not base_url or "api.openai.com" in base_url:
        return KINDS["openai"]
    if ":11434" in base_url:
        return KINDS["ollama"]
    cached = _read_cache(cache_file).get(base_url)
    if cached and time.time() - cached[1] < _PROBE_TTL_S:
        return KINDS[cached[0]]
    name = _probe(base_url, api_key, timeout)
    if cache_file is not None:
        entries: dict[str, dict[str, object]] = {url: {"kind": kind, "at": at} for url, (kind, at) in _read_cache(cache_file).items()}
        entries[base_url] = {"kind": name, "at": time.time()}
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            tmp = cache_file.with_name(cache_file.name + f".tmp-{os.getpid()}")
            tmp.write_text(json.dumps(entries), encoding="utf-8")
            os.replace(tmp, cache_file)
        except OSError:
            pass
    return KINDS[name]


def _probe(base_url: str, api_key: str | None, timeout: float) -> str:
    import httpx

    try:
        reply = httpx.get(base_url.rstrip("/") + "/models", timeout=timeout,
                          headers={"Authorization": f"Bearer {api_key}"} if api_key else {})
        models = reply.json().get("data") or []
        owner = str((models[0] or {}).get("owned_by", "")).lower() if models else ""
    except Exception:  # noqa: BLE001 - any failure to ask just means "unknown server"
        return "generic"
    return _OWNERS.get(owner, "generic")


def _read_cache(cache_file: Path | None) -> dict[str, tuple[str, float]]:
    """Per address, the kind found and when: (kind, seconds since the epoch). An entry a hand
    or another version wrote otherwise is ignored (the server is asked again), never a crash."""
    if cache_file is None:
        return {}
    try:
        data = json.loads(cache_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {url: (entry["kind"], float(entry["at"])) for url, entry in data.items()
            if isinstance(entry, dict) and entry.get("kind") in KINDS
            and isinstance(entry.get("at"), (int, float)) and not isinstance(entry.get("at"), bool)}
