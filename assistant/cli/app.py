"""The typer app. Command modules import their heavy dependencies inside the commands,
so `--help` and `sessions list` never import LangChain or LangGraph."""

from __future__ import annotations

import os

# This CLI uses no pydantic plugins; skipping their discovery (an entry-point scan of every
# installed package) saves ~20 ms on every command. An explicit setting still wins.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

from pathlib import Path  # noqa: E402
from typing import Annotated  # noqa: E402

import typer  # noqa: E402

from assistant.cli import ask, batch, chat, docs_cmd, eval_cmd, graph_cmd, sessions  # noqa: E402

app = typer.Typer(
    name="assistant",
    help="An offline-first assistant: sourced answers from your documents, summaries, exact arithmetic.",
    no_args_is_help=True,
    add_completion=True,
    rich_markup_mode="rich",
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"assistant {version('assistant')}")
        except PackageNotFoundError:
            typer.echo("assistant (not installed)")
        raise typer.Exit()


@app.callback()
def _options(
    sessions_dir: Annotated[Path | None, typer.Option(
        "--sessions-dir", help="Where sessions live (default: ASSISTANT_SESSIONS_DIR, else the per-user store).",
        show_default=False)] = None,
    sessions_url: Annotated[str | None, typer.Option(
        "--sessions-url", help="Keep sessions in this database (postgresql://user@host/db) instead of files "
        "(default: ASSISTANT_SESSIONS_URL).", show_default=False)] = None,
    user: Annotated[str | None, typer.Option(
        "--user", help="The user recorded with new sessions (default: ASSISTANT_USER, else the OS user).",
        show_default=False)] = None,
    _: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version and exit.")] = False,
) -> None:
    """An offline-first assistant: sourced answers from your documents, summaries, exact arithmetic."""
    # Every command reads its settings from the environment; an option outranks it.
    for name, value in (("ASSISTANT_SESSIONS_DIR", sessions_dir), ("ASSISTANT_SESSIONS_URL", sessions_url),
                        ("ASSISTANT_USER", user)):
        if value is not None:
            os.environ[name] = str(value)


app.command("ask")(ask.ask)
app.command("chat")(chat.chat)
app.command("batch")(batch.batch)
app.command("graph")(graph_cmd.graph)
app.add_typer(sessions.app, name="sessions")
app.add_typer(eval_cmd.app, name="eval")
app.add_typer(docs_cmd.app, name="docs")


def main() -> None:
    # The program is `assistant` however it was started (`python main.py` too): completion
    # installs for the command users type.
    app(prog_name="assistant")
