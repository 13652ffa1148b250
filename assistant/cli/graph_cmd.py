"""`assistant graph`: the compiled LangGraph graph as Mermaid."""

from __future__ import annotations

import typer

from assistant.cli.common import guarded


@guarded
def graph() -> None:
    """Print the compiled graph as Mermaid text."""
    from assistant.graph import mermaid

    typer.echo(mermaid())
