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
    from assistant.cli.common import check_output_path
    from assistant.errors import AssistantError
    from assistant.service import Assistant

    settings = settings_from(docs, provider)
    if output is not None:
        check_output_path(output, inputs=[input_file], sessions_dir=settings.sessions_dir)
    lines = read_input_lines(input_file)
    # Into one session, each turn is journalled (O(turn)) and folded into the file at the
    # end, so a long batch stays linear; without --session every line is its own session.
    assistant = Assistant(settings, defer_writes=session is not None)
    try:
        sink = output.open("w", encoding="utf-8") if output else sys.stdout
    except OSError as exc:
        raise AssistantError(f"cannot write {output}: {exc.strerror or exc}") from None
    numbered = [(n, line) for n, line in enumerate(lines, 1) if line.strip()]
    try:
        failures = _run_all(assistant, numbered, sink, session, progress)
    finally:
        assistant.close()
        if output:
            sink.close()
    if failures:
        # Every line was written; the exit code still tells a script that some failed.
        raise AssistantError(f"batch: {failures} of {len(numbered)} lines failed (see their error objects)")


def _run_all(assistant: Any, numbered: list[tuple[int, str]], sink: Any, session: str | None, progress: bool) -> int:
    """Each line's result is written (and flushed) before the next line runs."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from assistant.cli.common import json_line, stderr_console

    failures = 0
    with Progress(TextColumn("batch"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=stderr_console(), disable=not progress, transient=True) as bar:
        task = bar.add_task("batch", total=len(numbered))
        for n, line in numbered:
            result = _run_line(assistant, n, line, session)
            failures += "error" in result
            sink.write(json_line(json.dumps(result, ensure_ascii=False, default=str)) + "\n")
            sink.flush()
            bar.advance(task)
    return failures


def _run_line(assistant: Any, n: int, line: str, session: str | None) -> dict[str, Any]:
    from assistant.errors import AssistantError
    from assistant.schemas import Attachment

    try:
        item = json.loads(line)
    except json.JSONDecodeError as exc:
        return _error_line(f"line-{n}", f"line {n} is not valid JSON: {exc.msg}")
    except RecursionError:
        return _error_line(f"line-{n}", f"line {n} is nested too deeply")
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        return _error_line(f"line-{n}", f"line {n} cannot be read: {str(exc)[:120]}")
    if not isinstance(item, dict):
        return _error_line(f"line-{n}", f"line {n} is not a JSON object")
    line_id = item.get("id", f"line-{n}")
    if not isinstance(line_id, (str, int, float)) or isinstance(line_id, bool):
        line_id = f"line-{n}"  # an id is echoed back as given: a string or a number
    elif isinstance(line_id, str):
        from assistant.sanitize import scrub

        line_id = scrub(line_id)
    text = item.get("text")
    if not isinstance(text, str):
        return _error_line(line_id, "missing or non-string \"text\"")
    context = item.get("context")
    if context is not None and not isinstance(context, str):
        return _error_line(line_id, "\"context\" must be a string")
    attachment = Attachment(id=f"context:{line_id}", text=context) if context and context.strip() else None
    try:
        out = assistant.ask(text, session_id=session, attachment=attachment)
    except AssistantError as exc:
        return _error_line(line_id, exc.message)
    return {"id": line_id, **out.model_dump(mode="json")}
