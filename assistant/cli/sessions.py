"""`assistant sessions ...`: inspect saved sessions. Imports no LangChain."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from assistant.cli.common import JsonOpt, complete_session, guarded, json_line

app = typer.Typer(help="List and inspect saved sessions.", no_args_is_help=True)


def _store() -> Any:
    from assistant.stores import store_from_env

    return store_from_env()


@app.command("list")
@guarded
def list_sessions(
    json_out: JsonOpt = False,
    limit: Annotated[int | None, typer.Option("--limit", "-n", min=1, help="Show the N most recent (default: 50; --json: all).")] = None,
    all_: Annotated[bool, typer.Option("--all", "-a", help="Show every session.")] = False,
    user: Annotated[str | None, typer.Option("--user", "-u", help="Only the sessions of this user.")] = None,
) -> None:
    """Sessions, newest first."""
    problems: list[str] = []
    store = _store()
    rows = store.list_sessions(problems, user=user)
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    shown_rows = rows if all_ or (json_out and limit is None) else rows[: limit or 50]
    if json_out:
        typer.echo(json.dumps([r.to_json() for r in shown_rows]))
        return
    from assistant.cli.common import stdout_console

    from rich.text import Text

    console = stdout_console()
    if not rows:
        said = f"no sessions of user {user} in {store.location()}" if user is not None else f"no sessions yet in {store.location()}"
        console.print(Text(said), soft_wrap=True)
        return
    cells = [(r.session_id, r.created_at.strftime("%m-%d %H:%M"), r.updated_at.strftime("%m-%d %H:%M"), str(r.turns),
              r.last_intent or "-", " ".join(r.last_input.split())) for r in shown_rows]
    if not console.is_terminal:
        # A pipe or a file gets plain tab-separated lines: no box drawing, nothing cut.
        typer.echo("id\tcreated\tupdated\tturns\tlast intent\tlast input")
        for row in cells:
            typer.echo("\t".join(row))
    else:
        from rich import box
        from rich.table import Table
        from rich.text import Text

        table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
        table.add_column("id", no_wrap=True, min_width=22)
        table.add_column("created", no_wrap=True, min_width=11)
        table.add_column("updated", no_wrap=True, min_width=11)
        table.add_column("turns", justify="right", no_wrap=True, min_width=5)
        table.add_column("last intent", no_wrap=True, min_width=13)
        table.add_column("last input", overflow="ellipsis", no_wrap=True, min_width=12, max_width=40)
        for row in cells:
            table.add_row(*(Text(cell) for cell in row))
        console.print(table)
        console.print(Text(f"stored in {store.location()}", style="dim"))
    if len(shown_rows) < len(rows):
        print(f"({len(rows) - len(shown_rows)} older sessions not shown; --all or -n N to see them)", file=sys.stderr)


@app.command("show")
@guarded
def show(session_id: Annotated[str, typer.Argument(help="The session id.", autocompletion=complete_session)], json_out: JsonOpt = False) -> None:
    """A session's turns with their tool calls (--json: the raw file)."""
    from assistant.secrets import redact_model

    session = redact_model(_store().require(session_id))
    if json_out:
        typer.echo(json_line(session.model_dump_json()))
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
        for ref in t.attachments:
            lines += [f"*Attached text `{ref.id}` ({ref.chars:,} characters).*", ""]
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
    session_id: Annotated[str, typer.Argument(help="The session id (with --all: the folder to write every session into).",
                                              autocompletion=complete_session)],
    format: Annotated[str, typer.Option("--format", "-f", help="json or md.", autocompletion=lambda incomplete: [f for f in ("json", "md") if f.startswith(incomplete)])] = "json",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to this file instead of stdout.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Replace existing output files.")] = False,
    all_: Annotated[bool, typer.Option("--all", "-a", help="Write every session of the store as DIR/<id>.json (or .md).")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Export a session as JSON (the raw file) or Markdown; with --all, every session into a folder."""
    from assistant.cli.common import check_output_path, write_new_file
    from assistant.errors import UsageError
    from assistant.secrets import redact

    if format not in ("json", "md"):
        raise UsageError(f"unknown format {format!r}: use json or md")
    store = _store()
    if all_:
        if output is not None:
            raise UsageError("--all writes into the folder given as its argument; --output is for one session")
        _export_all(store, Path(session_id), format, force=force, json_out=json_out)
        return
    if output is not None:
        check_output_path(output, sessions_dir=store.folder)
    session = store.require(session_id)
    text = redact(session.model_dump_json(indent=1) if format == "json" else _markdown(session))
    if output is None:
        typer.echo(text)
        return
    write_new_file(output, text + "\n", force=force)


def _report(results: dict[str, list[str]], headline: str, json_out: bool) -> None:
    """What an import or export did: the JSON object, or a line and one line per session left out."""
    if json_out:
        typer.echo(json.dumps(results))
        return
    typer.echo(headline)
    for kind in ("skipped", "broken"):
        for line in results[kind]:
            print(f"{kind}: {line}", file=sys.stderr)


def _export_all(store: Any, folder: Path, format: str, *, force: bool, json_out: bool) -> None:
    """Every session as a file that `sessions import` (or the file store) reads back: the same
    JSON, so its hash chain verifies after the round trip. An existing file is kept unless
    --force; a session that cannot be read is reported, and the others are still written."""
    from assistant.cli.common import write_new_file
    from assistant.errors import AssistantError, SessionError, UsageError
    from assistant.private import private_dir
    from assistant.sanitize import shown
    from assistant.secrets import redact

    target = folder.expanduser()
    if store.folder is not None and target.exists() and target.resolve() == Path(store.folder).resolve():
        raise UsageError(f"{shown(folder)} is the store itself")
    if target.exists() and not target.is_dir():
        raise UsageError(f"{shown(folder)} is not a folder")
    try:
        private_dir(target)  # sessions hold the conversation: private, as the store's own files are
    except OSError as exc:
        raise AssistantError(f"cannot create {shown(folder)}: {exc.strerror or exc}") from None
    results: dict[str, list[str]] = {"exported": [], "skipped": [], "broken": []}
    for sid in store.session_ids():
        path = target / f"{sid}.{format}"
        try:
            session = store.require(sid)
        except SessionError as exc:
            results["broken"].append(exc.message)
            continue
        text = session.model_dump_json(indent=1) if format == "json" else _markdown(session)
        try:
            write_new_file(path, redact(text) + "\n", force=force)
        except UsageError as exc:
            results["skipped"].append(exc.message)
            continue
        results["exported"].append(sid)
    _report(results, f"exported {len(results['exported'])} sessions from {store.location()} into {shown(folder)}", json_out)
    if results["broken"] or results["skipped"]:
        raise SessionError(f"{len(results['broken']) + len(results['skipped'])} sessions were not exported")


@app.command("delete")
@guarded
def delete(
    session_id: Annotated[str, typer.Argument(help="The session id.", autocompletion=complete_session)],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
) -> None:
    """Delete a session file (asks first unless --yes)."""
    import sys

    from assistant.errors import ExitStatus, SessionError, UsageError

    store = _store()
    try:
        described = f"{len(store.require(session_id).turns)} turns"
    except SessionError as exc:
        if "no such session" in exc.message:
            raise
        described = "unreadable"  # a damaged session can still be deleted
    if not yes:
        if not sys.stdin.isatty():
            raise UsageError("refusing to delete without confirmation: pass --yes")
        if not typer.confirm(f"Delete session {session_id} ({described})?", default=False):
            typer.echo("kept", err=True)
            raise typer.Exit(int(ExitStatus.FAILED))
    store.delete(session_id)
    typer.echo(f"deleted {session_id}", err=True)


@app.command("verify")
@guarded
def verify_cmd(
    session_id: Annotated[str | None, typer.Argument(help="The session id.", autocompletion=complete_session,
                                                     show_default=False)] = None,
    all_: Annotated[bool, typer.Option("--all", "-a", help="Check every session in the store.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Check sessions: schema, the hash chain of their turns, and that none was cut short or
    rewritten since the store's ledger recorded it; exit 1 when any is broken."""
    from assistant.errors import SessionError, UsageError

    if (session_id is None) == (not all_):
        raise UsageError("give a session id, or --all")
    store = _store()
    checked = store.verify_all() if all_ else [store.verify(session_id or "")]
    broken: list[str] = []
    count = 0
    for result in checked:
        count += 1
        if json_out:
            typer.echo(json.dumps({"session_id": result.session_id, "ok": result.ok, "turns": result.turns, "problems": result.problems}))
        elif result.ok:
            typer.echo(f"ok: {result.session_id}, {result.turns} turns, hash chain intact"
                       + (f", matches {result.witness}" if result.witness else ""))
        if not result.ok:
            more = len(result.problems) - 1
            broken.append(f"{result.session_id}: {result.problems[0]}" + (f" (and {more} more)" if more else ""))
    if len(broken) == 1 and not all_:
        raise SessionError(broken[0])
    if broken:
        for line in broken:
            print(f"broken: {line}", file=sys.stderr)
        raise SessionError(f"{len(broken)} of {count} sessions are broken")


@app.command("import")
@guarded
def import_cmd(
    source: Annotated[Path, typer.Argument(help="A session file, or a folder of them (an old ./sessions).")],
    json_out: JsonOpt = False,
) -> None:
    """Copy session files into the store (e.g. a project's ./sessions from before the per-user
    store). Each is verified first; an id already in the store is skipped, never replaced."""
    from assistant.errors import SessionError, UsageError
    from assistant.records import SESSION_ID
    from assistant.sanitize import shown
    from assistant.stores.files import FileStore

    target = _store()
    source = source.expanduser()
    if not source.exists():
        raise UsageError(f"no such file or folder: {shown(source)}")
    files = sorted(source.glob("*.json")) if source.is_dir() else [source]
    if source.is_dir() and target.folder is not None and source.resolve() == Path(target.folder).resolve():
        raise UsageError(f"{shown(source)} is the store itself")
    results: dict[str, list[str]] = {"imported": [], "skipped": [], "broken": []}
    for path in files:
        sid = path.stem
        if not SESSION_ID.fullmatch(sid):
            results["skipped"].append(f"{shown(path.name)}: not a session file name")
            continue
        if target.exists(sid):
            results["skipped"].append(f"{sid}: already in the store")
            continue
        # The source is a folder of session files, whatever the configured store is.
        source_store = FileStore(path.parent)
        try:
            checked = source_store.verify(sid)
            session = source_store.require(sid)
        except SessionError as exc:
            results["broken"].append(exc.message)
            continue
        if not checked.ok:
            results["broken"].append(f"{sid}: {checked.problems[0]}")
            continue
        if not target.import_session(session):
            results["skipped"].append(f"{sid}: already in the store")
            continue
        results["imported"].append(sid)
    _report(results, f"imported {len(results['imported'])} sessions into {target.location()}", json_out)
    if results["broken"]:
        raise SessionError(f"{len(results['broken'])} session files were not imported: they do not verify")


def parse_age(text: str) -> Any:
    import re
    from datetime import timedelta

    from assistant.errors import UsageError

    # "m" is ambiguous (minutes to a programmer, months to everyone else): spelled out.
    units = {"s": "seconds", "sec": "seconds", "min": "minutes", "h": "hours", "d": "days", "w": "weeks",
             "mo": "months", "y": "years"}
    match = re.fullmatch(r"\s*(\d{1,9})\s*(s|sec|min|h|d|w|mo|y)\s*", text, re.IGNORECASE)
    if not match:
        hint = " ('m' is ambiguous: write 90min or 6mo)" if re.fullmatch(r"\s*\d+\s*m\s*", text) else ""
        raise UsageError(f"bad duration {text!r}: use e.g. 30d, 12h, 2w, 90min, 6mo, 1y{hint}")
    n, unit = int(match.group(1)), units[match.group(2).lower()]
    days = {"months": 30, "years": 365}
    try:
        return timedelta(days=n * days[unit]) if unit in days else timedelta(**{unit: n})
    except OverflowError:
        raise UsageError(f"duration {text!r} is too long") from None


@app.command("prune")
@guarded
def prune(
    older_than: Annotated[str, typer.Option("--older-than", help="Age such as 30d, 12h, 2w, 90min, 6mo, 1y.")],
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list what would be deleted.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Delete sessions not updated for longer than --older-than."""
    import sys
    from datetime import datetime, timezone

    from assistant.errors import ExitStatus, UsageError

    age = parse_age(older_than)
    try:
        cutoff = datetime.now(timezone.utc) - age
    except OverflowError:
        cutoff = datetime.min.replace(tzinfo=timezone.utc)  # older than the calendar: nothing is
    store = _store()
    problems: list[str] = []
    old = [s.session_id for s in store.list_sessions(problems) if s.updated_at < cutoff]
    for problem in problems:
        print(f"warning: {problem} (not pruned)", file=sys.stderr)
    if not dry_run and old and not yes:
        if not sys.stdin.isatty():
            raise UsageError("refusing to delete without confirmation: pass --yes")
        if not typer.confirm(f"Delete {len(old)} sessions older than {older_than}?", default=False):
            raise typer.Exit(int(ExitStatus.FAILED))
    if not dry_run:
        for session_id in old:
            store.delete(session_id)
    store.close()
    if json_out:
        typer.echo(json.dumps({"deleted" if not dry_run else "would_delete": old}))
    else:
        typer.echo(("would delete " if dry_run else "deleted ") + f"{len(old)} sessions" + (": " + ", ".join(old) if old else ""), err=True)
