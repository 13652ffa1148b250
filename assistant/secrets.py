"""Values that must never be written anywhere: logs, session files, errors, --json output."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from pydantic import BaseModel

M = TypeVar("M", bound="BaseModel")

_PATTERN = re.compile(r"\b(?:sk-[A-Za-z0-9_-]{8,}|Bearer\s+[A-Za-z0-9._-]{8,})")
_registered: list[str] = []


def register(value: str | None) -> None:
    """A literal secret (e.g. the API key) to redact wherever it shows up."""
    if value and len(value) >= 6 and value not in _registered:
        _registered.append(value)


def redact(text: str) -> str:
    for secret in _registered:
        text = text.replace(secret, "[REDACTED]")
    return _PATTERN.sub("[REDACTED]", text)


def redact_data(value: object) -> object:
    """`value` (JSON-like: dicts, lists, strings) with every string redacted."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: redact_data(v) for k, v in value.items()}
    if isinstance(value, list):
        return [redact_data(v) for v in value]
    return value


def redact_model(model: M) -> M:
    """A copy of a Pydantic model whose every string is redacted (documents may hold a
    configured key: it must not reach an answer, a snippet, a session or an export)."""
    data = model.model_dump(mode="json")
    cleaned = redact_data(data)
    return model if cleaned == data else type(model).model_validate(cleaned)
