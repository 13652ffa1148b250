"""`assistant ask TEXT`: one turn."""

from __future__ import annotations

from typing import Annotated

import typer

from assistant.cli.common import DocsOpt, JsonOpt, ProviderOpt, SessionOpt, guarded, read_stdin_attachment, settings_from


@guarded
def ask(
    text: Annotated[str, typer.Argument(help="Your question or request.")],
    json_out: JsonOpt = False,
    session: SessionOpt = None,
    docs: DocsOpt = None,
    provider: ProviderOpt = None,
    stdin: Annotated[bool, typer.Option("--stdin/--no-stdin", help="Attach piped standard input as a document.")] = True,
) -> None:
    """Ask one question; text piped on standard input is attached as a document."""
    from assistant.cli.common import stderr_console, stdout_console
    from assistant.schemas import Attachment
    from assistant.service import Assistant, clean_text

    from assistant.service import MAX_INPUT_CHARS

    question = clean_text(text, what="the question", limit=MAX_INPUT_CHARS)  # fail fast, before any loading
    _refuse_bad_formula(question)
    settings = settings_from(docs, provider)
    piped = read_stdin_attachment() if stdin else None
    attachment = Attachment(id="stdin", text=piped) if piped is not None else None
    status = None
    if not json_out:
        status = stderr_console().status("thinking…", spinner="dots")
        status.start()
    try:
        out = Assistant(settings).ask(text, session_id=session, attachment=attachment)
    finally:
        if status is not None:
            status.stop()
    if json_out:
        typer.echo(out.model_dump_json())
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
