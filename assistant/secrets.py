"""Values that must never be written anywhere: logs, session files, errors, --json output."""

from __future__ import annotations

import re

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
