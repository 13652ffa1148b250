"""The typer app. Command modules import their heavy dependencies inside the commands,
so `--help` and `sessions list` never import LangChain or LangGraph."""

from __future__ import annotations

import os

# This CLI uses no pydantic plugins; skipping their discovery (an entry-point scan of every
# installed package) saves ~20 ms on every command. An explicit setting still wins.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")

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
app.command("ask")(ask.ask)
app.command("chat")(chat.chat)
app.command("batch")(batch.batch)
app.command("graph")(graph_cmd.graph)
app.add_typer(sessions.app, name="sessions")
app.add_typer(eval_cmd.app, name="eval")
app.add_typer(docs_cmd.app, name="docs")


def main() -> None:
    app()
