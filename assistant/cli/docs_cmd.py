"""`assistant docs ...`: index, list and search the document folder."""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer

from assistant.cli.common import DocsOpt, JsonOpt, guarded, settings_from

app = typer.Typer(help="Index, list and search your documents.", no_args_is_help=True)


def _open(docs: Any, rebuild: bool = False, show_progress: bool = False) -> Any:
    from pathlib import Path

    from assistant.retrieval.index_cache import default_cache_dir, open_corpus

    settings = settings_from(docs)
    cache = settings.cache_dir or default_cache_dir()
    if not show_progress:
        return open_corpus(Path(settings.docs_dir), cache, rebuild=rebuild, exclude=settings.own_folders())
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from assistant.cli.common import stderr_console

    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  console=stderr_console(), transient=True) as bar:
        tasks: dict[str, Any] = {}

        def progress(stage: str, n: int, total: int) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(stage, total=total)
            bar.update(tasks[stage], completed=n, total=total)

        return open_corpus(Path(settings.docs_dir), cache, rebuild=rebuild, progress=progress, exclude=settings.own_folders())


@app.command("index")
@guarded
def index(
    docs: DocsOpt = None,
    rebuild: Annotated[bool, typer.Option("--rebuild", help="Rebuild even if the cached index is fresh.")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Build (or check) the cached BM25 index of the document folder."""
    status = _open(docs, rebuild=rebuild, show_progress=not json_out)
    corpus = status.corpus
    summary = {"state": status.state, "documents": len(corpus.documents), "passages": len(corpus.chunks),
               "skipped": len(corpus.skipped), "cache": str(status.entry)}
    if json_out:
        typer.echo(json.dumps(summary))
        return
    from assistant.cli.common import stderr_console, stdout_console

    stdout_console().print(f"index {status.state}: {summary['documents']} documents, {summary['passages']} passages"
                           + (f", {summary['skipped']} files skipped (see `docs list`)" if corpus.skipped else ""))
    from rich.text import Text

    for s in corpus.skipped:
        stderr_console().print(Text(f"warning: skipped {s.path}: {s.reason}", style="yellow"))


@app.command("list")
@guarded
def list_docs(docs: DocsOpt = None, json_out: JsonOpt = False) -> None:
    """Documents in the folder, and the files skipped with the reason."""
    corpus = _open(docs).corpus
    counts = corpus.passages_per_document()
    from assistant.secrets import redact

    rows = [{"id": info.id, "title": redact(info.title), "kind": info.kind, "passages": counts.get(info.id, 0)}
            for info in corpus.documents.infos.values()]
    skipped = [{"path": s.path, "reason": s.reason} for s in corpus.skipped]
    if json_out:
        typer.echo(json.dumps({"documents": rows, "skipped": skipped}))
        return
    from rich.table import Table
    from rich.text import Text

    from assistant.cli.common import stdout_console

    table = Table("id", "title", "kind", "passages")
    for r in rows:
        table.add_row(Text(r["id"]), Text(r["title"]), r["kind"], str(r["passages"]))
    console = stdout_console()
    console.print(table)
    for s in skipped:
        console.print(Text(f"skipped {s['path']}: {s['reason']}", style="yellow"))


@app.command("search")
@guarded
def search(
    query: Annotated[str, typer.Argument(help="What to look for.")],
    docs: DocsOpt = None,
    k: Annotated[int, typer.Option("--k", "-k", min=1, max=100, help="How many passages.")] = 5,
    json_out: JsonOpt = False,
) -> None:
    """Ranked passages with scores and chunk ids."""
    from assistant.service import MAX_INPUT_CHARS, clean_text

    query = clean_text(query, what="the query", limit=MAX_INPUT_CHARS)
    hits = _open(docs).corpus.search(query, k=k)
    from assistant.secrets import redact

    rows = [{"rank": n, "score": round(h.score, 4), "doc_id": h.chunk.doc_id, "chunk_id": h.chunk.id, "text": redact(h.chunk.text)}
            for n, h in enumerate(hits, 1)]
    if json_out:
        typer.echo(json.dumps(rows))
        return
    from rich.text import Text

    from assistant.cli.common import stdout_console

    console = stdout_console()
    if not rows:
        console.print("no matching passages")
    for r in rows:
        console.print(Text(f"{r['rank']}. {r['chunk_id']}  score {r['score']:.2f}", style="bold"))
        snippet = " ".join(str(r["text"]).split())
        console.print(Text(snippet[:300] + ("…" if len(snippet) > 300 else "")))
