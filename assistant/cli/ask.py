"""`assistant ask TEXT`: one turn."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.common import DocsOpt, JsonOpt, ProviderOpt, SessionOpt, guarded, index_progress, json_line, settings_from


@guarded
def ask(
    text: Annotated[str | None, typer.Argument(
        help="Your question or request; '-' or none reads it from standard input.", show_default=False)] = None,
    json_out: JsonOpt = False,
    session: SessionOpt = None,
    continue_: Annotated[bool, typer.Option("--continue", "-c", help="Continue the most recent session.")] = False,
    docs: DocsOpt = None,
    files: Annotated[list[Path] | None, typer.Option(
        "--file", "-f", help="Attach a file (any format the documents take: text, PDF, CSV, HTML, .gz); repeatable.",
        show_default=False)] = None,
    provider: ProviderOpt = None,
    stdin: Annotated[bool, typer.Option("--stdin/--no-stdin", help="Attach piped standard input as a document.")] = True,
) -> None:
    """Ask one question; text piped on standard input is attached as a document (or is the
    question, when none is given)."""
    from assistant.cli.attachments import attach_files, attach_stdin, question_from_stdin
    from assistant.cli.common import stderr_console, stdout_console
    from assistant.errors import UsageError
    from assistant.service import MAX_INPUT_CHARS, Assistant, clean_text

    if session and continue_:
        raise UsageError("--continue and --session both choose a session; give one of them")
    attachments = attach_files(files or [])
    if text is None or text == "-":
        # llm's habit: `echo "what is 2+2" | assistant ask` asks what was piped.
        text = question_from_stdin(explicit=text == "-")
    elif stdin:
        piped = attach_stdin()
        attachments = [*([piped] if piped is not None else []), *attachments]
    question = clean_text(text, what="the question", limit=MAX_INPUT_CHARS)  # fail fast, before any loading
    _refuse_bad_formula(question)
    settings = settings_from(docs, provider)
    # Not started yet: the spinner shows once the store is open and the session chosen.
    status = stderr_console().status("thinking…", spinner="dots") if not json_out and stdout_console().is_terminal else None
    assistant = Assistant(settings, progress=index_progress(status))
    if continue_:
        session = _latest_session(assistant)
    if status is not None:
        status.start()
    try:
        out = assistant.ask(text, session_id=session, attachments=attachments, docs=docs)
    finally:
        if status is not None:
            status.stop()
        assistant.close()
    if json_out:
        typer.echo(json_line(out.model_dump_json()))
        if out.notice:  # in the JSON too; said on stderr for the person running the script
            print(f"notice: {out.notice}", file=sys.stderr)
    else:
        from assistant.cli.render import render_turn

        render_turn(stdout_console(), out)
    if out.fallback_reason:
        from rich.text import Text

        stderr_console().print(Text(f"notice: the LLM provider failed ({out.fallback_reason[:120]}); answered offline", style="yellow"), soft_wrap=True)
    failure = out.response.failure()
    if failure:
        # The turn is recorded, but the request was not served: say why on one line, exit 1.
        from assistant.errors import AssistantError

        raise AssistantError(failure)


def _latest_session(assistant: Any) -> str | None:
    """The most recently written session (llm's -c), or None (a new one) when there is none."""
    latest: str | None = assistant.context.store.latest_id()
    if latest is None:
        print("notice: no earlier session to continue; starting a new one", file=sys.stderr)
    return latest


def _refuse_bad_formula(question: str) -> None:
    """A bare formula the calculator refuses ("9**9**9**9", "().__class__") is bad input:
    say so at once, before the graph and its imports load (about a second)."""
    from assistant.errors import AssistantError, CalculatorError
    from assistant.lexicon import formula_text, is_bare_formula

    if not is_bare_formula(question):
        return  # not a bare formula: the router decides
    from assistant.tools.calculator import calculate

    try:
        calculate(formula_text(question))
    except CalculatorError as exc:
        raise AssistantError(f"calculator: {exc.message}") from None
