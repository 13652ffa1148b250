"""`assistant batch INPUT.jsonl`: many independent turns in one process."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.common import DocsOpt, ProviderOpt, SessionOpt, guarded, read_input_lines, settings_from


def _error_line(line_id: object, message: str) -> dict[str, Any]:
    return {"id": line_id, "error": message}


@guarded
def batch(
    input_file: Annotated[Path, typer.Argument(help="JSON lines: {\"id\", \"text\", \"context\"?}; '-' for standard input.")],
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write results here instead of stdout.")] = None,
    session: SessionOpt = None,
    docs: DocsOpt = None,
    provider: ProviderOpt = None,
    progress: Annotated[bool, typer.Option("--progress/--no-progress", help="Progress bar on stderr.")] = True,
) -> None:
    """Run each input line as its own turn; one JSON result line per input line."""
    from assistant.errors import UsageError
    from assistant.schemas import Attachment
    from assistant.service import Assistant

    lines = read_input_lines(input_file)
    settings = settings_from(docs, provider)
    assistant = Assistant(settings)
    try:
        sink = output.open("w", encoding="utf-8") if output else sys.stdout
    except OSError as exc:
        raise UsageError(f"cannot write {output}: {exc.strerror or exc}") from None

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from assistant.cli.common import stderr_console

    numbered = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    failures = 0
    with Progress(
        TextColumn("batch"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=stderr_console(), disable=not progress, transient=True,
    ) as bar:
        task = bar.add_task("batch", total=len(numbered))
        for n, line in numbered:
            result = _run_line(assistant, n, line, session, Attachment)
            if "error" in result:
                failures += 1
            sink.write(json.dumps(result, ensure_ascii=False, default=str) + "\n")
            sink.flush()
            bar.advance(task)
    if output:
        sink.close()
    if failures:
        print(f"batch: {failures} of {len(numbered)} lines failed (see their error objects)", file=sys.stderr)


def _run_line(assistant: Any, n: int, line: str, session: str | None, attachment_cls: Any) -> dict[str, Any]:
    from assistant.errors import AssistantError

    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        return _error_line(f"line-{n}", f"line {n} is not valid JSON: {exc.msg}")
    if not isinstance(item, dict):
        return _error_line(f"line-{n}", f"line {n} is not a JSON object")
    line_id = item.get("id", f"line-{n}")
    text = item.get("text")
    if not isinstance(text, str):
        return _error_line(line_id, "missing or non-string \"text\"")
    context = item.get("context")
    if context is not None and not isinstance(context, str):
        return _error_line(line_id, "\"context\" must be a string")
    attachment = attachment_cls(id=f"context:{line_id}", text=context) if context and context.strip() else None
    try:
        out = assistant.ask(text, session_id=session, attachment=attachment)
    except AssistantError as exc:
        return _error_line(line_id, exc.message)
    return {"id": line_id, **out.model_dump(mode="json")}
