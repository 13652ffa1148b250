"""`assistant sessions ...`: inspect saved sessions. Imports no LangChain."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.common import JsonOpt, guarded

app = typer.Typer(help="List and inspect saved sessions.", no_args_is_help=True)


def _store() -> Any:
    from assistant.envvars import env_setting
    from assistant.store import SessionStore

    return SessionStore(Path(env_setting("ASSISTANT_SESSIONS_DIR", "sessions")))


@app.command("list")
@guarded
def list_sessions(json_out: JsonOpt = False) -> None:
    """Sessions, newest first."""
    problems: list[str] = []
    rows = _store().list_sessions(problems)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
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
    from rich.text import Text
    from rich.tree import Tree

    from assistant.cli.common import stdout_console

    tree = Tree(Text(f"session {session.session_id}  ({len(session.turns)} turns)", style="bold"))
    for t in session.turns:
        r = t.response
        branch = tree.add(Text(f"turn {t.turn} · {t.intent.intent_type} (routing {t.intent.confidence:.0%}) · "
                               f"answer confidence {r.confidence:.0%} · {t.finished_at:%Y-%m-%d %H:%M:%S}"))
        branch.add(Text.assemble(("you", "cyan"), f": {t.input}"))
        branch.add(Text.assemble(("assistant", "green"), f": {r.text()}"))
        for point in r.points():
            branch.add(Text(f"• {point}"))
        for call in t.tool_calls:
            branch.add(Text(f"tool {call.tool} ({call.duration_ms:.1f} ms): {json.dumps(call.input, default=str)[:100]}", style="dim"))
        if r.sources:
            branch.add(Text(f"sources: {', '.join(r.sources)}", style="dim"))
    if session.conversation_summary:
        tree.add(Text.assemble(("summary", "bold"), "\n" + session.conversation_summary))
    stdout_console().print(tree)


def _markdown(session: Any) -> str:
    lines = [f"# Session {session.session_id}", "",
             f"- created: {session.created_at:%Y-%m-%d %H:%M:%S} UTC",
             f"- updated: {session.updated_at:%Y-%m-%d %H:%M:%S} UTC",
             f"- turns: {len(session.turns)}", ""]
    for t in session.turns:
        r = t.response
        lines += [f"## Turn {t.turn} · {t.intent.intent_type} (routing confidence {t.intent.confidence:.0%})", "",
                  f"**You:** {t.input}", ""]
        if t.attachment is not None:
            lines += [f"*Attached text `{t.attachment.id}` ({len(t.attachment.text):,} characters).*", ""]
        lines += [f"**Assistant:** {r.text()}", "", f"*Answer confidence {r.confidence:.0%}.*", ""]
        points = r.points()
        lines += [f"- {point}" for point in points] + ([""] if points else [])
        for label, value in r.details():
            lines += [f"{label.capitalize()}: `{value}`", ""]
        if r.sources:
            lines += ["Sources: " + ", ".join(f"`{s}`" for s in r.sources), ""]
        for call in t.tool_calls:
            lines.append(f"- tool `{call.tool}` ({call.duration_ms:.1f} ms): `{json.dumps(call.input, default=str)[:200]}`")
        if t.tool_calls:
            lines.append("")
    return "\n".join(lines)


@app.command("export")
@guarded
def export(
    session_id: Annotated[str, typer.Argument(help="The session id.")],
    format: Annotated[str, typer.Option("--format", "-f", help="json or md.")] = "json",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to this file instead of stdout.")] = None,
) -> None:
    """Export a session as JSON (the raw file) or Markdown."""
    from assistant.errors import UsageError

    if format not in ("json", "md"):
        raise UsageError(f"unknown format {format!r}: use json or md")
    session = _store().require(session_id)
    text = session.model_dump_json(indent=1) if format == "json" else _markdown(session)
    if output is None:
        typer.echo(text)
        return
    try:
        Path(output).write_text(text + "\n", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write {output}: {exc.strerror or exc}") from None


@app.command("delete")
@guarded
def delete(
    session_id: Annotated[str, typer.Argument(help="The session id.")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
) -> None:
    """Delete a session file (asks first unless --yes)."""
    import sys

    from assistant.errors import ExitStatus, UsageError

    store = _store()
    session = store.require(session_id)
    if not yes:
        if not sys.stdin.isatty():
            raise UsageError("refusing to delete without confirmation: pass --yes")
        if not typer.confirm(f"Delete session {session_id} ({len(session.turns)} turns)?", default=False):
            typer.echo("kept", err=True)
            raise typer.Exit(int(ExitStatus.FAILED))
    store.delete(session_id)
    typer.echo(f"deleted {session_id}", err=True)


@app.command("verify")
@guarded
def verify_cmd(session_id: Annotated[str, typer.Argument(help="The session id.")], json_out: JsonOpt = False) -> None:
    """Check a session file's schema and its hash-chained audit; exit 1 when broken."""
    from assistant.errors import SessionError

    turns, problems = _store().verify(session_id)  # schema errors surface here, naming the file
    if json_out:
        typer.echo(json.dumps({"session_id": session_id, "ok": not problems, "turns": turns, "problems": problems}))
    elif not problems:
        typer.echo(f"ok: {session_id}, {turns} turns, hash chain intact")
    if problems:
        raise SessionError(f"{session_id}: {problems[0]}" + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""))


def parse_age(text: str) -> Any:
    import re
    from datetime import timedelta

    from assistant.errors import UsageError

    match = re.fullmatch(r"\s*(\d+)\s*([smhdw])\s*", text)
    if not match:
        raise UsageError(f"bad duration {text!r}: use e.g. 30d, 12h, 2w, 90m")
    n, unit = int(match.group(1)), match.group(2)
    unit_name = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}[unit]
    return timedelta(**{unit_name: n})


@app.command("prune")
@guarded
def prune(
    older_than: Annotated[str, typer.Option("--older-than", help="Age such as 30d, 12h, 2w.")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list what would be deleted.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Delete sessions not updated for longer than --older-than."""
    import sys
    from datetime import datetime, timezone

    from assistant.errors import ExitStatus, UsageError

    cutoff = datetime.now(timezone.utc) - parse_age(older_than)
    store = _store()
    old = [s.session_id for s in store.list_sessions() if s.updated_at < cutoff]
    if not dry_run and old and not yes:
        if not sys.stdin.isatty():
            raise UsageError("refusing to delete without confirmation: pass --yes")
        if not typer.confirm(f"Delete {len(old)} sessions older than {older_than}?", default=False):
            raise typer.Exit(int(ExitStatus.FAILED))
    if not dry_run:
        for session_id in old:
            store.delete(session_id)
    if json_out:
        typer.echo(json.dumps({"deleted" if not dry_run else "would_delete": old}))
    else:
        typer.echo(("would delete " if dry_run else "deleted ") + f"{len(old)} sessions" + (": " + ", ".join(old) if old else ""), err=True)
