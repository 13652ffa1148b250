"""A question about an attached table, answered by an executed query with its cells cited."""

from __future__ import annotations

from dataclasses import dataclass, replace

from assistant.lexicon import CLOCK_TIME
from assistant.tables.query import Condition, TableAnswer, TableQuery, execute
from assistant.tables.reading import WHEN, Reading, read
from assistant.tables.table import Table, source_of


@dataclass(frozen=True)
class TableReply:
    table: str  # the table's id
    query: TableQuery
    result: TableAnswer
    confidence: float
    text: str  # the value, then where it came from
    citation: str  # where it came from: column, rows, table, conditions, the expression
    rows: tuple[str, ...]  # the cited rows, as "header: cell; ..." lines

    @property
    def source(self) -> str:
        """The document or attachment the table is in."""
        return source_of(self.table)


_SAID = {"=": "is", "contains": "holds", "empty": "is empty", "within": "is a range holding"}


def _row_numbers(rows: tuple[int, ...]) -> str:
    """1-based row numbers, runs of three or more as ranges ("1–73", "2, 3, 5–9"), the first five
    runs and the count past them: a reader sees which rows and how many."""
    runs: list[list[int]] = []
    for i in rows:
        if runs and i == runs[-1][-1] + 1:
            runs[-1].append(i)
        else:
            runs.append([i])
    shown = ", ".join(", ".join(str(i + 1) for i in r) if len(r) <= 2 else f"{r[0] + 1}–{r[-1] + 1}" for r in runs[:5])
    return shown + (f", … ({len(rows)} rows in all)" if len(runs) > 5 else "")


def _condition(table: Table, w: Condition) -> str:
    said = f"{table.header[w.column]} {_SAID.get(w.op, w.op)}"
    return said if w.op == "empty" else f"{said} {w.value}"


def _cited(table: Table, result: TableAnswer, query: TableQuery) -> str:
    shown = _row_numbers(result.rows)
    where = "; ".join([_condition(table, w) for w in query.where]
                      + ([" or ".join(_condition(table, w) for w in query.any_of)] if query.any_of else []))
    what = f"columns “{result.column}” and “{result.beside}”, " if result.beside else f"column “{result.column}”, " if result.column else ""
    said = f" ({result.expression})" if result.expression and query.operation != "count" else ""
    rows = "row" if len(result.rows) == 1 else "rows"
    return f"{what}{rows} {shown} of {table.id}" + (f" where {where}" if where else "") + said


def table_reply(question: str, table: Table, reading: Reading | None = None) -> TableReply | None:
    """The executed answer to the query read from the question (by the offline rules unless
    `reading` is given: an engine's), or None when there is no query or the table cannot
    answer it: the caller then falls back to reading the table as text."""
    reading = read(question, table) if reading is None else reading
    if reading is None:
        return None
    result = execute(reading.query, table)
    if result is None:
        return None
    result = _with_its_time(question, table, reading.query, result)
    rows = tuple("; ".join(f"{h}: {c}" for h, c in zip(table.header, table.rows[i]) if c.strip())
                 for i in result.rows[:5])
    citation = _cited(table, result, reading.query)
    return TableReply(table.id, reading.query, result, reading.confidence, f"{result.value} ({citation})", citation, rows)


def _with_its_time(question: str, table: Table, query: TableQuery, result: TableAnswer) -> TableAnswer:
    """"When is code freeze?" of a schedule's day, time and event: the day and its time
    ("Sunday, 12:00"), when the table has one column of clock times and the cell read has none."""
    if not WHEN.match(question) or query.operation not in ("lookup", "first", "last") or query.column is None \
            or len(result.rows) != 1 or CLOCK_TIME.search(result.value):
        return result
    used = {query.column, *(w.column for w in query.where)}
    clocks = [i for i in range(len(table.header)) if i not in used and _of_clock_times(table, i)]
    if len(clocks) != 1 or not (time := table.rows[result.rows[0]][clocks[0]].strip()):
        return result
    return replace(result, value=f"{result.value}, {time}", beside=table.header[clocks[0]])


def _of_clock_times(table: Table, column: int) -> bool:
    """Most of the column's cells say a time of day ("12:00", "19:30-22:00", "6pm")."""
    cells = [c for c in table.column(column) if c.strip()]
    return len(cells) >= 2 and sum(bool(CLOCK_TIME.search(c)) for c in cells) * 2 > len(cells)
