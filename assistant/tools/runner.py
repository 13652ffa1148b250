"""Run a tool with an audit record: input, output, error, timestamp, duration; logged to tools.log."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from assistant.errors import AssistantError, DocumentsError
from assistant.logs import tool_log
from assistant.schemas import ToolCall, utcnow

T = TypeVar("T")


class ToolRunner:
    def run(
        self,
        name: str,
        fn: Callable[..., T],
        inputs: dict[str, object],
        # Called with fn's result (never None for a None-free fn). Typed Any: mypy solves T from the
        # caller's `found, call, _ =` context (T | None) and would then reject a lambda over T.
        summarize: Callable[[Any], object] = lambda out: out,
    ) -> tuple[T | None, ToolCall, AssistantError | None]:
        """(output or None, the audit record, the tool's error or None).

        A tool's own refusal (a calculator error) is returned for the node to report. A
        documents folder that cannot be searched is raised after it is logged: the turn
        cannot be served, and an empty retrieval must never pass for "not found".
        """
        started = utcnow()
        t0 = time.perf_counter()
        error: AssistantError | None = None
        output: T | None = None
        summary: object = None
        try:
            result = fn(**inputs)
        except AssistantError as exc:
            error = exc
        else:
            output, summary = result, summarize(result)
        duration = round((time.perf_counter() - t0) * 1000, 3)
        record = ToolCall(
            tool=name,
            input=inputs,
            output=summary,
            error=error.message if error else None,
            timestamp=started,
            duration_ms=duration,
        )
        tool_log().info(
            "tool_call", tool=name, input=inputs, output=record.output, error=record.error, duration_ms=duration
        )
        if isinstance(error, DocumentsError):
            raise error
        return output, record, error
