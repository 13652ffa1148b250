"""`assistant sessions ...`: inspect saved sessions. Imports no LangChain."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from assistant.cli.common import JsonOpt, guarded

app = typer.Typer(help="List and inspect saved sessions.", no_args_is_help=True)


def _store() -> Any:
    from pathlib import Path

    from assistant.cli.common import settings_from
    from assistant.store import SessionStore

    return SessionStore(Path(settings_from().sessions_dir))


@app.command("list")
@guarded
def list_sessions(json_out: JsonOpt = False) -> None:
    """Sessions, newest first."""
    rows = _store().list_sessions()
    if json_out:
        typer.echo(json.dumps([r.model_dump(mode="json") for r in rows]))
        return
    from rich.table import Table

    from assistant.cli.common import stdout_console

    console = stdout_console()
    if not console.is_terminal:
        console.width = max(console.width, 120)  # a pipe or file has no width to respect
    if not rows:
        console.print("no sessions yet")
        return
    from rich import box

    table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("id", no_wrap=True, min_width=22)
    table.add_column("created", no_wrap=True, min_width=11)
    table.add_column("updated", no_wrap=True, min_width=11)
    table.add_column("turns", justify="right", no_wrap=True, min_width=5)
    table.add_column("last intent", no_wrap=True, min_width=13)
    table.add_column("last input", overflow="ellipsis", no_wrap=True, min_width=12, max_width=40)
    for r in rows:
        table.add_row(
            r.session_id,
            r.created_at.strftime("%m-%d %H:%M"),
            r.updated_at.strftime("%m-%d %H:%M"),
            str(r.turns),
            r.last_intent or "-",
            " ".join(r.last_input.split()),
        )
    console.print(table)


@app.command("show")
@guarded
def show(session_id: Annotated[str, typer.Argument(help="The session id.")], json_out: JsonOpt = False) -> None:
    """A session's turns with their tool calls (--json: the raw file)."""
    session = _store().require(session_id)
    if json_out:
        typer.echo(session.model_dump_json())
        return
    from rich.tree import Tree

    from assistant.cli.common import stdout_console
    from assistant.schemas import reply_text

    tree = Tree(f"[bold]session {session.session_id}[/bold]  ({len(session.turns)} turns)")
    for t in session.turns:
        branch = tree.add(f"turn {t.turn} · {t.intent.intent_type} {t.intent.confidence:.0%} · {t.finished_at:%Y-%m-%d %H:%M:%S}")
        branch.add(f"[cyan]you[/cyan]: {t.input}")
        branch.add(f"[green]assistant[/green]: {reply_text(t.response)}")
        for call in t.tool_calls:
            branch.add(f"[dim]tool {call.tool} ({call.duration_ms:.1f} ms): {json.dumps(call.input, default=str)[:100]}[/dim]")
        sources = t.response.get("sources") or []
        if sources:
            branch.add(f"[dim]sources: {', '.join(map(str, sources))}[/dim]")
    if session.conversation_summary:
        tree.add("[bold]summary[/bold]\n" + session.conversation_summary)
    stdout_console().print(tree)
