"""Pull one string field out of a JSON object while it is still being streamed.

The model streams `{"question": "...", "answer": "The total ...`; the user should see the
answer as it arrives, not the JSON around it. `FieldStream.feed` takes each new piece of
text and returns the newly readable part of the field's value.
"""

from __future__ import annotations

import json
import re


class FieldStream:
    def __init__(self, field: str) -> None:
        self._start = re.compile(r'"' + re.escape(field) + r'"\s*:\s*"')
        self._buffer = ""
        self._emitted = 0  # characters of the decoded value already returned
        self._done = False

    def feed(self, piece: str) -> str:
        self._buffer += piece
        if self._done:
            return ""
        match = self._start.search(self._buffer)
        if not match:
            return ""
        raw = self._buffer[match.end():]
        end = _closing_quote(raw)
        if end is not None:
            raw, self._done = raw[:end], True
        elif raw.endswith("\\"):
            raw = raw[:-1]  # half an escape: wait for the rest
        text = _decode(raw)
        new, self._emitted = text[self._emitted:], max(self._emitted, len(text))
        return new


def _closing_quote(raw: str) -> int | None:
    escaped = False
    for i, char in enumerate(raw):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == '"':
            return i
    return None


def _decode(raw: str) -> str:
    # Drop an incomplete \\uXXXX escape at the end, then let json decode the rest.
    raw = re.sub(r"\\u[0-9a-fA-F]{0,3}$", "", raw)
    try:
        return str(json.loads(f'"{raw}"'))
    except json.JSONDecodeError:
        return raw
