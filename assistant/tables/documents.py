"""The tables inside documents and attached texts: a CSV/TSV file whole, and markdown pipe
tables (HTML tables arrive as pipe tables: the HTML loader writes them so)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from assistant.tables.table import Table, parse

MAX_TABLE_BYTES = 1_000_000  # as much as an attached text may hold
_PIPE_BLOCK = re.compile(r"(?:^[ \t]*\|.*\|[ \t]*\n?){3,}", re.MULTILINE)
_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")


def _pipe_table(block: str, table_id: str) -> Table | None:
    lines = [line.strip() for line in block.strip().splitlines()]
    if len(lines) < 3 or not _SEPARATOR.match(lines[1]):
        return None
    rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in (lines[0], *lines[2:])]
    width = len(rows[0])
    if width < 2 or any(len(row) != width for row in rows):
        return None
    return Table(table_id, tuple(rows[0]), tuple(tuple(row) for row in rows[1:]))


def document_tables(doc_id: str, kind: str, root: Path, text_of: Callable[[], str]) -> list[Table]:
    """The tables of one document: the file itself when it is CSV/TSV (read again from disk:
    the index holds its rows as text), else its markdown pipe tables, ids "doc#table1", ...
    A file over MAX_TABLE_BYTES is not read again at all (its rows are passages already)."""
    path = root / doc_id
    try:
        if path.stat().st_size > MAX_TABLE_BYTES:
            return []
    except OSError:
        return []
    if kind in ("csv", "tsv") or doc_id.lower().endswith((".csv", ".tsv")):
        from assistant.retrieval.loaders import decode

        try:
            table = parse(decode(path.read_bytes())[0], doc_id)
        except (OSError, ValueError):
            return []
        return [table] if table is not None else []
    return text_tables(text_of(), doc_id)


def pipe_rows(text: str) -> list[tuple[int, int, int, int, str]]:
    """Each data row of the text's markdown pipe tables, as a record a sentence reader can
    take: (table start, table end, row start, row end, "Setting: compression; Default: zstd;
    ..."). A block cut from its header (a long table split between passages) gives none."""
    rows = []
    for match in _PIPE_BLOCK.finditer(text):
        table = _pipe_table(match.group(0), "")
        if table is None:
            continue
        offset = match.start()
        lines = match.group(0).splitlines(keepends=True)
        for k, line in enumerate(lines):
            start, offset = offset, offset + len(line)
            if k >= 2 and line.strip():
                cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
                pairs = [f"{h}: {c}" for h, c in zip(table.header, cells, strict=False) if c]
                rows.append((match.start(), match.end(), start, start + len(line.rstrip()), "; ".join(pairs) + "."))
    return rows


def text_tables(text: str, source: str) -> list[Table]:
    """The markdown pipe tables in a text, ids "source#table1", ..., each with the heading
    right above it, if any, as its caption."""
    found = []
    for k, match in enumerate(_PIPE_BLOCK.finditer(text), start=1):
        table = _pipe_table(match.group(0), f"{source}#table{k}")
        if table is not None:
            # (Read in the few lines above it: a long document's tables are not each a scan of all before.)
            heading = _HEADING_ABOVE.search(text, max(0, match.start() - _HEADING_REACH), match.start())
            found.append(replace(table, caption=heading[1].strip()) if heading else table)
    return found


# A markdown heading, then nothing but blank lines before the table. ("^" matches only at a real
# line start, not where a search begins: a heading cut by the reach is not one.)
_HEADING_ABOVE = re.compile(r"^[ \t]*#{1,6}[ \t]+(.+?)[ \t#]*\n(?:[ \t]*\n)*\Z", re.MULTILINE)
_HEADING_REACH = 500
